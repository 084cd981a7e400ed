/** The search benchmark's fixed positions (`positions.txt`, written by `make-positions.ts`). */
import { readFileSync } from 'node:fs';

/** A packed board as 16 hex digits (the 64-bit value `lo + hi × 2^32`). */
export function boardHex(lo: number, hi: number): string {
  return (hi >>> 0).toString(16).padStart(8, '0') + (lo >>> 0).toString(16).padStart(8, '0');
}

export interface Position {
  readonly hex: string;
  readonly lo: number;
  readonly hi: number;
}

export function parseHex(hex: string): Position {
  if (!/^[0-9a-f]{16}$/.test(hex))
    throw new Error(`positions: not a 16-digit hex board: ${JSON.stringify(hex)}`);
  return { hex, lo: parseInt(hex.slice(8), 16) | 0, hi: parseInt(hex.slice(0, 8), 16) | 0 };
}

export function readPositions(): Position[] {
  const text = readFileSync(new URL('positions.txt', import.meta.url), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => parseHex(line.trim()));
}

/** Distinct tile values on the board (empty cells not counted). */
export function distinctTiles(lo: number, hi: number): number {
  let seen = 0;
  for (let shift = 0; shift < 32; shift += 4)
    seen |= (1 << ((lo >>> shift) & 0xf)) | (1 << ((hi >>> shift) & 0xf));
  seen >>>= 1;
  let count = 0;
  for (; seen !== 0; seen &= seen - 1) count++;
  return count;
}

/** The reference's depth limit, max(3, distinct tiles − 2); the same depth in this package's units is one more. */
export function referenceDepthLimit(lo: number, hi: number): number {
  return Math.max(3, distinctTiles(lo, hi) - 2);
}
