/**
 * The 4×4 board packed into two 32-bit integers. Cell i (row-major: i = 4 × row + col) is nibble i of the 64-bit
 * value `lo + hi × 2^32`: `lo` holds rows 0 and 1, `hi` rows 2 and 3, each row in 16 bits as `tables.ts` reads
 * it. A nibble holds the tile's exponent (0 = empty, 1 = a 2, …, 15 = 32768). Both halves are kept as signed
 * int32 values (what JavaScript's bitwise operators give), so two boards are equal when both halves are `===`.
 */
import { MAX_NIBBLE } from './tables.ts';

/** A packed board. */
export interface Packed {
  readonly lo: number;
  readonly hi: number;
}

/** The exponent of a tile value (2 → 1, 4 → 2, …), 0 for an empty cell. */
export function exponentOf(value: number): number {
  return value === 0 ? 0 : Math.round(Math.log2(value));
}

/**
 * Packs an engine board (rows of tile values, 0 = empty). Null when it is not 4×4 or holds a tile a nibble cannot
 * hold (65536 or more).
 */
export function pack(board: readonly (readonly number[])[]): Packed | null {
  if (board.length !== 4) return null;
  let lo = 0;
  let hi = 0;
  for (let r = 0; r < 4; r++) {
    const row = board[r];
    if (row === undefined || row.length !== 4) return null;
    for (let c = 0; c < 4; c++) {
      const e = exponentOf(row[c] ?? 0);
      if (e > MAX_NIBBLE) return null;
      const i = 4 * r + c;
      if (i < 8) lo |= e << (4 * i);
      else hi |= e << (4 * (i - 8));
    }
  }
  return { lo, hi };
}

/** The exponent in cell `i` (0–15, row-major). */
export function exponentAt(lo: number, hi: number, i: number): number {
  return i < 8 ? (lo >>> (4 * i)) & 0xf : (hi >>> (4 * (i - 8))) & 0xf;
}

/** The board as the engine writes it: rows of tile values, 0 = empty. */
export function unpack(lo: number, hi: number): number[][] {
  const rows: number[][] = [];
  for (let r = 0; r < 4; r++) {
    const row: number[] = [];
    for (let c = 0; c < 4; c++) {
      const e = exponentAt(lo, hi, 4 * r + c);
      row.push(e === 0 ? 0 : 2 ** e);
    }
    rows.push(row);
  }
  return rows;
}

/** The transposed board (cell (r, c) ↔ (c, r)); read after `transpose`, overwritten by the next call. */
export const transposed = { lo: 0, hi: 0 };

/**
 * Transposes in two steps: swap the top-right and bottom-left 2×2 blocks, then swap the two off-diagonal cells
 * inside each block. Writes `transposed`.
 */
export function transpose(lo: number, hi: number): void {
  // The top-right block is columns 2–3 of rows 0–1 (in `lo`), the bottom-left one columns 0–1 of rows 2–3 (in `hi`).
  const a = (lo & 0x00ff00ff) | ((hi & 0x00ff00ff) << 8);
  const b = (hi & 0xff00ff00) | ((lo & 0xff00ff00) >>> 8);
  // Inside each half, cell (r, c + 1) sits 12 bits below cell (r + 1, c).
  transposed.lo = (a & 0xf0f00f0f) | ((a & 0x0000f0f0) << 12) | ((a >>> 12) & 0x0000f0f0);
  transposed.hi = (b & 0xf0f00f0f) | ((b & 0x0000f0f0) << 12) | ((b >>> 12) & 0x0000f0f0);
}
