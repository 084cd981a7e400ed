/**
 * Any square board as a flat row-major array of exponents (0 = empty, 1 = a 2, …), for the sizes and tiles the
 * packed 4×4 board cannot hold. The move rule is the engine's: every line is read from the side of motion, tiles
 * slide toward it, equal neighbours merge from that side, each tile at most once.
 */
import { exponentOf } from '../fast/board.ts';

/** A board of side `size`: `cells[row * size + col]` is an exponent. */
export interface ExponentBoard {
  readonly size: number;
  readonly cells: Uint8Array;
}

/** The engine's board (rows of tile values) as exponents. */
export function toExponents(board: readonly (readonly number[])[]): ExponentBoard {
  const size = board.length;
  const cells = new Uint8Array(size * size);
  board.forEach((row, r) => row.forEach((v, c) => (cells[r * size + c] = exponentOf(v))));
  return { size, cells };
}

/** Rows of tile values, as the engine writes a board. */
export function toValues({ size, cells }: ExponentBoard): number[][] {
  const rows: number[][] = [];
  for (let r = 0; r < size; r++) {
    const row: number[] = [];
    for (let c = 0; c < size; c++) {
      const e = cells[r * size + c] as number;
      row.push(e === 0 ? 0 : 2 ** e);
    }
    rows.push(row);
  }
  return rows;
}

/** Index of the first cell of line `line`, read from the side of motion (direction codes as in `fast/moves.ts`). */
function lineStart(size: number, direction: number, line: number): number {
  switch (direction) {
    case 0: // up
      return line;
    case 1: // down
      return (size - 1) * size + line;
    case 2: // left
      return line * size;
    default: // right
      return line * size + size - 1;
  }
}

/** The step from one cell of a line to the next, away from the side of motion. */
function lineStep(size: number, direction: number): number {
  switch (direction) {
    case 0:
      return size;
    case 1:
      return -size;
    case 2:
      return 1;
    default:
      return -1;
  }
}

/**
 * Writes into `to` the board `from` moved in `direction`; returns the points scored, or -1 when the move changes
 * nothing (then `to` holds a copy of `from`).
 */
export function slideInto(from: Uint8Array, to: Uint8Array, size: number, direction: number): number {
  const step = lineStep(size, direction);
  let score = 0;
  let changed = false;
  for (let line = 0; line < size; line++) {
    const start = lineStart(size, direction, line);
    const end = start + size * step;
    let write = start;
    let pending = 0;
    for (let i = start; i !== end; i += step) {
      const e = from[i] as number;
      if (e === 0) continue;
      if (e === pending) {
        to[write] = e + 1;
        score += 2 ** (e + 1);
        write += step;
        pending = 0;
        changed = true;
      } else {
        if (pending !== 0) {
          to[write] = pending;
          write += step;
        }
        pending = e;
      }
    }
    if (pending !== 0) {
      to[write] = pending;
      write += step;
    }
    for (; write !== end; write += step) to[write] = 0;
    if (!changed) for (let i = start; i !== end; i += step) if (to[i] !== from[i]) changed = true;
  }
  return changed ? score : -1;
}
