/**
 * The 2048 games the apps offer: the board sizes and win values a new game may have, a subset of what the engine
 * accepts (a side of 2 to 16, any power of two from 8 up to 2^53 to win), and what is wrong with a size or a win
 * value a player typed, as data each app words its own way.
 */
import { MIN_WIN_VALUE } from '@pastime/2048';

/** Board size and win value: what a new game starts with. */
export interface Settings2048 {
  readonly size: number;
  readonly winValue: number;
}

/** The smallest board the apps offer (SPEC-NOTES: 3 to 8; the engine itself takes 2 to 16). */
export const BOARD_SIZE_MIN = 3;
/** The largest board the apps offer. */
export const BOARD_SIZE_MAX = 8;
/** Every board size the apps offer, smallest first. */
export const BOARD_SIZES: readonly number[] = Array.from(
  { length: BOARD_SIZE_MAX - BOARD_SIZE_MIN + 1 },
  (_, i) => BOARD_SIZE_MIN + i,
);

/** The least win value the apps offer: the engine's least, 8. */
export const WIN_VALUE_MIN = MIN_WIN_VALUE;
/**
 * The largest win value the apps offer: 65,536, about the largest tile a 4×4 board reaches (131,072 at the very
 * most); larger ones the engine takes could only be reached on larger boards, in more moves than anyone plays.
 */
export const WIN_VALUE_MAX = 65_536;
/** Every win value the apps offer, smallest first: the powers of two from `WIN_VALUE_MIN` to `WIN_VALUE_MAX`. */
export const WIN_VALUES: readonly number[] = Array.from(
  { length: Math.log2(WIN_VALUE_MAX / WIN_VALUE_MIN) + 1 },
  (_, i) => WIN_VALUE_MIN * 2 ** i,
);

/** A setting of a new game that can be wrong. */
export type SettingField2048 = 'size' | 'winValue';

/**
 * What is wrong with a setting as given: nothing given (`missing`), not a whole number (`not-whole`), a size of 0
 * or less (`not-positive`), or a whole number outside what the apps offer (`out-of-range`, with the bounds; for a
 * win value, also one between them that is not a power of two).
 */
export type SettingProblem2048 =
  | { readonly field: SettingField2048; readonly problem: 'missing' | 'not-whole' }
  | { readonly field: 'size'; readonly problem: 'not-positive' }
  | {
      readonly field: SettingField2048;
      readonly problem: 'out-of-range';
      readonly min: number;
      readonly max: number;
    };

/** A setting read from what a player gave: its value, or its problem. */
export type SettingRead2048 =
  | { readonly ok: true; readonly value: number }
  | { readonly ok: false; readonly problem: SettingProblem2048 };

/** A whole number written in decimal digits, with a sign or not, spaces around it allowed. */
function wholeNumber(input: string | number): number | undefined {
  if (typeof input === 'number') return Number.isInteger(input) ? input : undefined;
  const text = input.trim();
  return /^[+-]?\d+$/.test(text) ? Number(text) : undefined;
}

function missing(input: string | number): boolean {
  return typeof input === 'string' && input.trim() === '';
}

/** Reads a board size (typed, or chosen): one of `BOARD_SIZES`, or why not. */
export function readBoardSize(input: string | number): SettingRead2048 {
  const field = 'size';
  if (missing(input)) return { ok: false, problem: { field, problem: 'missing' } };
  const size = wholeNumber(input);
  if (size === undefined) return { ok: false, problem: { field, problem: 'not-whole' } };
  if (size <= 0) return { ok: false, problem: { field, problem: 'not-positive' } };
  if (size < BOARD_SIZE_MIN || size > BOARD_SIZE_MAX) {
    return {
      ok: false,
      problem: { field, problem: 'out-of-range', min: BOARD_SIZE_MIN, max: BOARD_SIZE_MAX },
    };
  }
  return { ok: true, value: size };
}

/** Reads a win value (typed, or chosen): one of `WIN_VALUES`, or why not. */
export function readWinValue(input: string | number): SettingRead2048 {
  const field = 'winValue';
  if (missing(input)) return { ok: false, problem: { field, problem: 'missing' } };
  const win = wholeNumber(input);
  if (win === undefined) return { ok: false, problem: { field, problem: 'not-whole' } };
  if (!WIN_VALUES.includes(win)) {
    return { ok: false, problem: { field, problem: 'out-of-range', min: WIN_VALUE_MIN, max: WIN_VALUE_MAX } };
  }
  return { ok: true, value: win };
}
