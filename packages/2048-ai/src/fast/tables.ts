/**
 * Tables over every 4-cell row. A row is 16 bits: cell c (0 = leftmost) is the nibble at bits 4c…4c+3 and holds
 * the tile's exponent (0 = empty, 1 = a 2, …, 15 = 32768). Built once, when the module loads (a few ms).
 *
 * The only thing a nibble cannot hold is the 65536 that two 32768s make. Such a merge leaves a 32768 in the row
 * (and scores the full 65536): the fast path never starts from a board where this can happen now (`analyze` hands
 * boards with two 32768s to the generic search), so it can only occur deep in a search, where a slightly wrong
 * board matters little.
 */
import { lineScore } from '../evaluation.ts';

/** Number of distinct rows. */
export const ROWS = 0x10000;
/** The largest exponent a nibble holds. */
export const MAX_NIBBLE = 15;

/** The row after sliding left (toward cell 0). */
export const rowLeft = new Uint16Array(ROWS);
/** The row after sliding right (toward cell 3). */
export const rowRight = new Uint16Array(ROWS);
/** Points a slide of the row scores (the same both ways: a run of k equal tiles makes ⌊k/2⌋ merges either way). */
export const rowScore = new Uint32Array(ROWS);
/** Empty cells in the row. */
export const rowEmpty = new Uint8Array(ROWS);
/** At `(row << 2) | n`: the cell (0–3) of the row's n-th empty cell, from the left. */
export const rowNthEmpty = new Uint8Array(ROWS * 4);
/** 1 when two equal tiles are next to each other (the row can merge without any gap). */
export const rowHasPair = new Uint8Array(ROWS);
/**
 * Both slides of the row in one word, so that one read serves two directions: the row slid left in the low 16
 * bits, slid right in the high 16 bits.
 */
export const rowMoves = new Int32Array(ROWS);
/** The evaluation's score of the row (see `evaluation.ts`). */
export const rowHeuristic = new Float64Array(ROWS);

/** Slides `line` (4 exponents) toward index 0 in place; returns the points scored. */
function slideLeft(line: number[]): number {
  let write = 0;
  let pending = 0;
  let score = 0;
  for (let read = 0; read < 4; read++) {
    const e = line[read] as number;
    if (e === 0) continue;
    if (e === pending) {
      line[write++] = Math.min(e + 1, MAX_NIBBLE);
      score += 2 ** (e + 1);
      pending = 0;
    } else {
      if (pending !== 0) line[write++] = pending;
      pending = e;
    }
  }
  if (pending !== 0) line[write++] = pending;
  while (write < 4) line[write++] = 0;
  return score;
}

function pack(line: readonly number[]): number {
  return (
    (line[0] as number) |
    ((line[1] as number) << 4) |
    ((line[2] as number) << 8) |
    ((line[3] as number) << 12)
  );
}

function build(): void {
  const line = [0, 0, 0, 0];
  const cells = [0, 0, 0, 0];
  for (let row = 0; row < ROWS; row++) {
    let empty = 0;
    let pair = 0;
    for (let c = 0; c < 4; c++) {
      const e = (row >>> (4 * c)) & 0xf;
      cells[c] = e;
      if (e === 0) rowNthEmpty[(row << 2) | empty++] = c;
      else if (c > 0 && cells[c - 1] === e) pair = 1;
    }
    rowEmpty[row] = empty;
    rowHasPair[row] = pair;
    rowHeuristic[row] = lineScore(cells, 0, 1, 4);

    for (let c = 0; c < 4; c++) line[c] = cells[c] as number;
    rowScore[row] = slideLeft(line);
    rowLeft[row] = pack(line);

    for (let c = 0; c < 4; c++) line[c] = cells[3 - c] as number;
    slideLeft(line);
    line.reverse();
    rowRight[row] = pack(line);
    rowMoves[row] = (rowLeft[row] as number) | (pack(line) << 16);
  }
}

build();
