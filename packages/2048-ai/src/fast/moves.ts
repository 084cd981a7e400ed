/**
 * Moves, legality and spawns on the packed 4×4 board (see `board.ts`). Left and right read the row tables on each
 * of the four rows; up and down transpose, slide the columns as rows, and transpose back. Nothing here allocates:
 * results go to the module's `moved` record, read right after the call.
 */
import { transpose, transposed } from './board.ts';
import { rowEmpty, rowHasPair, rowLeft, rowNthEmpty, rowRight, rowScore } from './tables.ts';

/** Direction codes, in the engine's order (`DIRECTIONS`: up, down, left, right). */
export const UP = 0;
export const DOWN = 1;
export const LEFT = 2;
export const RIGHT = 3;

/** The board after the last `slide`. */
export const moved = { lo: 0, hi: 0 };

function slideRows(lo: number, hi: number, table: Uint16Array): void {
  moved.lo = (table[lo & 0xffff] as number) | ((table[lo >>> 16] as number) << 16);
  moved.hi = (table[hi & 0xffff] as number) | ((table[hi >>> 16] as number) << 16);
}

function slideColumns(lo: number, hi: number, table: Uint16Array): void {
  // transpose (see board.ts), slide the columns as rows, transpose back: inlined, this is the hot path
  let a = (lo & 0x00ff00ff) | ((hi & 0x00ff00ff) << 8);
  let b = (hi & 0xff00ff00) | ((lo & 0xff00ff00) >>> 8);
  const tlo = (a & 0xf0f00f0f) | ((a & 0x0000f0f0) << 12) | ((a >>> 12) & 0x0000f0f0);
  const thi = (b & 0xf0f00f0f) | ((b & 0x0000f0f0) << 12) | ((b >>> 12) & 0x0000f0f0);
  const mlo = (table[tlo & 0xffff] as number) | ((table[tlo >>> 16] as number) << 16);
  const mhi = (table[thi & 0xffff] as number) | ((table[thi >>> 16] as number) << 16);
  a = (mlo & 0x00ff00ff) | ((mhi & 0x00ff00ff) << 8);
  b = (mhi & 0xff00ff00) | ((mlo & 0xff00ff00) >>> 8);
  moved.lo = (a & 0xf0f00f0f) | ((a & 0x0000f0f0) << 12) | ((a >>> 12) & 0x0000f0f0);
  moved.hi = (b & 0xf0f00f0f) | ((b & 0x0000f0f0) << 12) | ((b >>> 12) & 0x0000f0f0);
}

/** Moves the board in `direction` (0–3), writing `moved`; true when the board changed (the move is legal). */
export function slide(lo: number, hi: number, direction: number): boolean {
  // Up and down are left and right on the columns: one test instead of a four-way jump, which random play
  // (where the direction is unpredictable) pays for in mispredicted branches.
  const table = (direction & 1) === 0 ? rowLeft : rowRight;
  if (direction < 2) slideColumns(lo, hi, table);
  else slideRows(lo, hi, table);
  return moved.lo !== lo || moved.hi !== hi;
}

/** Points a slide of the four rows of `lo`, `hi` scores (the same left and right). */
export function rowsScore(lo: number, hi: number): number {
  return (
    (rowScore[lo & 0xffff] as number) +
    (rowScore[lo >>> 16] as number) +
    (rowScore[hi & 0xffff] as number) +
    (rowScore[hi >>> 16] as number)
  );
}

/** The points a move in `direction` scores on this board (0 when it merges nothing). */
export function scoreOf(lo: number, hi: number, direction: number): number {
  if (direction === LEFT || direction === RIGHT) return rowsScore(lo, hi);
  transpose(lo, hi);
  return rowsScore(transposed.lo, transposed.hi);
}

/** The number of empty cells. */
export function emptyCount(lo: number, hi: number): number {
  return (
    (rowEmpty[lo & 0xffff] as number) +
    (rowEmpty[lo >>> 16] as number) +
    (rowEmpty[hi & 0xffff] as number) +
    (rowEmpty[hi >>> 16] as number)
  );
}

function anyPair(lo: number, hi: number): boolean {
  return (
    (rowHasPair[lo & 0xffff] as number) +
      (rowHasPair[lo >>> 16] as number) +
      (rowHasPair[hi & 0xffff] as number) +
      (rowHasPair[hi >>> 16] as number) !==
    0
  );
}

/**
 * True when no move changes the board: it is full and no two equal tiles are neighbours. (A board with tiles and
 * gaps can always move; an empty board cannot, as in the engine.)
 */
export function isStuck(lo: number, hi: number): boolean {
  const empty = emptyCount(lo, hi);
  if (empty === 16) return true;
  if (empty !== 0) return false;
  if (anyPair(lo, hi)) return false;
  transpose(lo, hi);
  return !anyPair(transposed.lo, transposed.hi);
}

/**
 * Puts exponent `exponent` in the `nth` empty cell (reading order, from 0), writing `moved`. The board must have
 * more than `nth` empty cells.
 */
export function placeInEmpty(lo: number, hi: number, nth: number, exponent: number): void {
  moved.lo = lo;
  moved.hi = hi;
  let n = nth;
  for (let shift = 0; shift < 32; shift += 16) {
    const row = (lo >>> shift) & 0xffff;
    const empty = rowEmpty[row] as number;
    if (n < empty) {
      moved.lo = lo | (exponent << (shift + 4 * (rowNthEmpty[(row << 2) | n] as number)));
      return;
    }
    n -= empty;
  }
  for (let shift = 0; shift < 32; shift += 16) {
    const row = (hi >>> shift) & 0xffff;
    const empty = rowEmpty[row] as number;
    if (n < empty) {
      moved.hi = hi | (exponent << (shift + 4 * (rowNthEmpty[(row << 2) | n] as number)));
      return;
    }
    n -= empty;
  }
}
