/**
 * The two-player start-of-turn table: `W(my, opp)`, the probability that the player about to start a turn with
 * `my` points wins against `opp` points, both below 10,000, with best play on both sides. It is built offline by
 * `scripts/build-win-table.ts` and shipped compactly: each probability is rounded to a multiple of 1/65,535,
 * predicted from its neighbours (left + above − above-left), and the prediction errors are stored as
 * variable-length integers in base64.
 */
import { WINNING_TOTAL } from '../state.ts';
import { POINTS_PER_STEP } from './rolls.ts';

/** Game totals below 10,000 in steps of 50: 200 of them per player. */
export const TOTAL_STEPS = WINNING_TOTAL / POINTS_PER_STEP;

/** Probabilities are stored as whole numbers up to this. */
export const SCALE = 65_535;

/** `W(my, opp)` with both totals in steps of 50 (0 to 199). */
export type WinTable = Float64Array;

/** Where `W(my, opp)` is in a table of `size` × `size` totals (`size`: the target in steps of 50). */
export function tableIndex(my: number, opp: number, size = TOTAL_STEPS): number {
  return my * size + opp;
}

/** The number of totals per player of a square table with `length` entries. */
export function tableSize(table: WinTable): number {
  return Math.round(Math.sqrt(table.length));
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function toBase64(bytes: readonly number[]): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const word = (a << 16) | (b << 8) | c;
    text += ALPHABET[(word >> 18) & 63] ?? '';
    text += ALPHABET[(word >> 12) & 63] ?? '';
    text += i + 1 < bytes.length ? (ALPHABET[(word >> 6) & 63] ?? '') : '=';
    text += i + 2 < bytes.length ? (ALPHABET[word & 63] ?? '') : '=';
  }
  return text;
}

function fromBase64(text: string): Uint8Array {
  const values = new Int16Array(128).fill(-1);
  for (let i = 0; i < ALPHABET.length; i++) values[ALPHABET.charCodeAt(i)] = i;
  const body = text.replace(/=+$/, '');
  const bytes = new Uint8Array(Math.floor((body.length * 3) / 4));
  let word = 0;
  let bits = 0;
  let at = 0;
  for (let i = 0; i < body.length; i++) {
    const v = values[body.charCodeAt(i)] ?? -1;
    if (v < 0) throw new Error(`win table: bad base64 character at ${i}`);
    word = ((word << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (word >> bits) & 0xff;
    }
  }
  return bytes;
}

function predict(q: ArrayLike<number>, my: number, opp: number, size: number): number {
  const left = opp > 0 ? (q[tableIndex(my, opp - 1, size)] ?? 0) : 0;
  const above = my > 0 ? (q[tableIndex(my - 1, opp, size)] ?? 0) : 0;
  const corner = my > 0 && opp > 0 ? (q[tableIndex(my - 1, opp - 1, size)] ?? 0) : 0;
  if (my === 0) return left;
  if (opp === 0) return above;
  return left + above - corner;
}

/** The table as text: rounded, predicted, prediction errors zigzag-encoded as 7-bit groups, then base64. */
export function encodeWinTable(table: WinTable): string {
  const size = tableSize(table);
  const q = Array.from(table, (w) => Math.round(Math.min(1, Math.max(0, w)) * SCALE));
  const bytes: number[] = [];
  for (let my = 0; my < size; my++) {
    for (let opp = 0; opp < size; opp++) {
      const error = (q[tableIndex(my, opp, size)] ?? 0) - predict(q, my, opp, size);
      let z = error >= 0 ? 2 * error : -2 * error - 1;
      while (z >= 128) {
        bytes.push((z & 127) | 128);
        z >>>= 7;
      }
      bytes.push(z);
    }
  }
  return toBase64(bytes);
}

/** The table from `encodeWinTable`'s text; `size` is the target in steps of 50 (200 for 10,000). */
export function decodeWinTable(text: string, size = TOTAL_STEPS): WinTable {
  const bytes = fromBase64(text);
  const q = new Int32Array(size * size);
  let at = 0;
  for (let my = 0; my < size; my++) {
    for (let opp = 0; opp < size; opp++) {
      let z = 0;
      let shift = 0;
      let byte: number;
      do {
        if (at >= bytes.length) throw new Error('win table: the data ends early');
        byte = bytes[at++] ?? 0;
        z |= (byte & 127) << shift;
        shift += 7;
      } while (byte >= 128);
      const error = z & 1 ? -(z + 1) / 2 : z / 2;
      q[tableIndex(my, opp, size)] = predict(q, my, opp, size) + error;
    }
  }
  if (at !== bytes.length) throw new Error('win table: unexpected data after the table');
  return Float64Array.from(q, (v) => v / SCALE);
}
