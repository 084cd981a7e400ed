/**
 * The move rule, on a flat row-major board: every row (left/right) or column (up/down) is a line read from the side
 * of motion. Tiles slide toward that side, equal neighbours merge starting from that side, each tile at most once,
 * and the line closes its gaps again. One pass over each line does all three.
 *
 * Everything here works on plain arrays and numbers and allocates nothing but `slide`'s small result: it is the
 * engine's hot path.
 */

/** Directions as small integers for the hot path: each is the direction's index in `DIRECTIONS`. */
export const UP = 0;
export const DOWN = 1;
export const LEFT = 2;
export const RIGHT = 3;
export type DirectionCode = typeof UP | typeof DOWN | typeof LEFT | typeof RIGHT;

/** The code of a direction, or -1 for anything that is not one. */
export function directionCode(direction: unknown): DirectionCode | -1 {
  switch (direction) {
    case 'up':
      return UP;
    case 'down':
      return DOWN;
    case 'left':
      return LEFT;
    case 'right':
      return RIGHT;
    default:
      return -1;
  }
}

/** Index of the cell of line `line` nearest the side of motion. */
function lineStart(size: number, dir: DirectionCode, line: number): number {
  switch (dir) {
    case UP:
      return line;
    case DOWN:
      return (size - 1) * size + line;
    case LEFT:
      return line * size;
    case RIGHT:
      return line * size + size - 1;
  }
}

/** Step from one cell of a line to the next one, away from the side of motion. */
function lineStep(size: number, dir: DirectionCode): number {
  switch (dir) {
    case UP:
      return size;
    case DOWN:
      return -size;
    case LEFT:
      return 1;
    case RIGHT:
      return -1;
  }
}

/**
 * True when moving in `dir` changes the board: some line has an empty cell followed by a tile, or two equal
 * neighbouring tiles. (Equal tiles with only gaps between them are caught by the gap.)
 */
export function canSlide(cells: readonly number[], size: number, dir: DirectionCode): boolean {
  const step = lineStep(size, dir);
  for (let line = 0; line < size; line++) {
    let i = lineStart(size, dir, line);
    let a = cells[i] as number;
    for (let k = 1; k < size; k++) {
      i += step;
      const b = cells[i] as number;
      if (a === 0 ? b !== 0 : a === b) return true;
      a = b;
    }
  }
  return false;
}

/** True when no direction changes the board. */
export function isStuck(cells: readonly number[], size: number): boolean {
  let tiles = 0;
  for (let i = 0; i < cells.length; i++) if (cells[i] !== 0) tiles++;
  // An empty board cannot move. A board with both tiles and gaps always can: if some row holds both, left or
  // right moves a tile into a gap; otherwise every row is full or empty, and some column holds both.
  if (tiles === 0) return true;
  if (tiles < cells.length) return false;
  return !hasEqualNeighbours(cells, size);
}

/** True when two horizontally or vertically adjacent cells hold the same tile. */
export function hasEqualNeighbours(cells: readonly number[], size: number): boolean {
  for (let r = 0; r < size; r++) {
    const row = r * size;
    for (let c = 0; c < size; c++) {
      const v = cells[row + c] as number;
      if (v === 0) continue;
      if (c + 1 < size && cells[row + c + 1] === v) return true;
      if (r + 1 < size && cells[row + size + c] === v) return true;
    }
  }
  return false;
}

/** What a `slide` did. */
export interface SlideResult {
  /** Sum of the tiles created by merges. */
  readonly gained: number;
  /** Number of merges. */
  readonly merges: number;
  /** The largest tile created by a merge (0 if none). */
  readonly largestMerge: number;
  /** The next unused tile id. */
  readonly nextId: number;
}

/**
 * Moves the board `src` (with tile ids `srcIds`) in direction `dir`, writing every cell of `dst` and `dstIds`.
 * Merged tiles get fresh ids from `nextId` upwards. When `trace` is given (length 2 × cells), it receives for
 * every destination cell the source cell of its tile (or -1) and, for a merged tile, the second source (or -1).
 */
export function slide(
  src: readonly number[],
  srcIds: readonly number[],
  dst: number[],
  dstIds: number[],
  size: number,
  dir: DirectionCode,
  nextId: number,
  trace: Int32Array | null,
): SlideResult {
  const step = lineStep(size, dir);
  let gained = 0;
  let merges = 0;
  let largestMerge = 0;
  let id = nextId;
  for (let line = 0; line < size; line++) {
    const start = lineStart(size, dir, line);
    const end = start + size * step;
    let w = start;
    // A tile waiting for its neighbour: it merges with the next equal tile, or is written as it is.
    let pending = 0;
    let pendingAt = -1;
    for (let i = start; ; i += step) {
      // Past the line's end, -1 (never a tile) writes out the tile still pending.
      const v = i === end ? -1 : (src[i] as number);
      if (v === 0) continue;
      if (v === pending) {
        const merged = v + v;
        dst[w] = merged;
        dstIds[w] = id++;
        if (trace !== null) {
          trace[2 * w] = pendingAt;
          trace[2 * w + 1] = i;
        }
        gained += merged;
        merges++;
        if (merged > largestMerge) largestMerge = merged;
        w += step;
        pending = 0;
        continue;
      }
      if (pending !== 0) {
        dst[w] = pending;
        dstIds[w] = srcIds[pendingAt] as number;
        if (trace !== null) {
          trace[2 * w] = pendingAt;
          trace[2 * w + 1] = -1;
        }
        w += step;
      }
      if (v === -1) break;
      pending = v;
      pendingAt = i;
    }
    for (; w !== end; w += step) {
      dst[w] = 0;
      dstIds[w] = 0;
      if (trace !== null) {
        trace[2 * w] = -1;
        trace[2 * w + 1] = -1;
      }
    }
  }
  return { gained, merges, largestMerge, nextId: id };
}
