/**
 * Expectimax on the packed 4×4 board. A max node (the player to move) takes the best of its legal moves; each move
 * leads to a chance node (the afterstate, before the spawn), whose value is the average over every empty cell of a
 * 2 (p = 0.9) and a 4 (p = 0.1) placed there. Depth counts the player's moves: at depth 1 each move's afterstate
 * is scored by the evaluation, at depth d its spawns are searched to depth d − 1.
 *
 * A chance node is scored by the evaluation instead of searched when the probability of reaching it falls below
 * `CUTOFF` (unlikely lines are not worth their cost), and its value is kept in the transposition table.
 */
import { lossValue } from '../evaluation.ts';
import { Budget } from '../search/budget.ts';
import type { SearchResult } from '../search/budget.ts';
import { deepen } from '../search/deepen.ts';
import { transpose, transposed } from './board.ts';
import { emptyCount, moved, slide } from './moves.ts';
import { rowHeuristic, rowLeft, rowRight } from './tables.ts';
import { TranspositionTable } from './transposition.ts';

/** Chance nodes less likely than this are evaluated, not searched. */
export const CUTOFF = 1e-4;
/** The deepest search a time budget may reach. */
export const MAX_FAST_DEPTH = 24;
/** The depth a time-bounded search always completes (under half a millisecond on an open board; see the README). */
export const MIN_FAST_DEPTH = 3;

let table: TranspositionTable | null = null;
let budget = new Budget(Infinity, 1023);
let nodes = 0;

/** The evaluation of a board: its four rows and its four columns, from the row table. */
export function evaluate(lo: number, hi: number): number {
  // `transpose` of board.ts, inlined: this runs for every leaf of the search.
  const a = (lo & 0x00ff00ff) | ((hi & 0x00ff00ff) << 8);
  const b = (hi & 0xff00ff00) | ((lo & 0xff00ff00) >>> 8);
  const tlo = (a & 0xf0f00f0f) | ((a & 0x0000f0f0) << 12) | ((a >>> 12) & 0x0000f0f0);
  const thi = (b & 0xf0f00f0f) | ((b & 0x0000f0f0) << 12) | ((b >>> 12) & 0x0000f0f0);
  return rowsHeuristic(lo, hi) + rowsHeuristic(tlo, thi);
}

/** Row-table sum of the four rows of a board. */
function rowsHeuristic(lo: number, hi: number): number {
  return (
    (rowHeuristic[lo & 0xffff] as number) +
    (rowHeuristic[lo >>> 16] as number) +
    (rowHeuristic[hi & 0xffff] as number) +
    (rowHeuristic[hi >>> 16] as number)
  );
}

/**
 * The evaluation after sliding the rows of `lo`, `hi` with `table`, or -Infinity when nothing moves. The board may be
 * transposed (its rows are then the columns, and the slide moves up or down): the evaluation reads rows and
 * columns alike, so it is the same for a board and its transpose.
 */
function slideEvaluation(lo: number, hi: number, table: Uint16Array): number {
  const mlo = (table[lo & 0xffff] as number) | ((table[lo >>> 16] as number) << 16);
  const mhi = (table[hi & 0xffff] as number) | ((table[hi >>> 16] as number) << 16);
  if (mlo === lo && mhi === hi) return -Infinity;
  nodes++;
  return evaluate(mlo, mhi);
}

/**
 * `maxNode` at depth 1, where every move's afterstate is scored by the evaluation: up and down slide the
 * transposed board and are evaluated as they are, without transposing back.
 */
function bestEvaluation(lo: number, hi: number): number {
  transpose(lo, hi);
  const tlo = transposed.lo;
  const thi = transposed.hi;
  const best = Math.max(
    slideEvaluation(tlo, thi, rowLeft),
    slideEvaluation(tlo, thi, rowRight),
    slideEvaluation(lo, hi, rowLeft),
    slideEvaluation(lo, hi, rowRight),
  );
  return best === -Infinity ? lossValue(evaluate(lo, hi)) : best;
}

/** The best move's value from this position with `depth` moves to search (a loss when no move is legal). */
function maxNode(lo: number, hi: number, depth: number, probability: number): number {
  if (depth === 1) return bestEvaluation(lo, hi);
  let best = -Infinity;
  for (let direction = 0; direction < 4; direction++) {
    if (!slide(lo, hi, direction)) continue;
    nodes++;
    const value = chanceNode(moved.lo, moved.hi, depth - 1, probability);
    if (value > best) best = value;
  }
  return best === -Infinity ? lossValue(evaluate(lo, hi)) : best;
}

/** The expected value of an afterstate with `depth` moves still to search after its spawn. */
function chanceNode(lo: number, hi: number, depth: number, probability: number): number {
  if (depth === 0 || probability < CUTOFF) return evaluate(lo, hi);
  if (budget.tick()) return 0;
  const tt = table as TranspositionTable;
  const known = tt.lookup(lo, hi, depth);
  if (!Number.isNaN(known)) return known;

  const empty = emptyCount(lo, hi);
  const two = (probability * 0.9) / empty;
  const four = (probability * 0.1) / empty;
  let sum = 0;
  for (let shift = 0; shift < 32; shift += 4) {
    if (((lo >>> shift) & 0xf) === 0) {
      sum +=
        0.9 * maxNode(lo | (1 << shift), hi, depth, two) + 0.1 * maxNode(lo | (2 << shift), hi, depth, four);
    }
    if (((hi >>> shift) & 0xf) === 0) {
      sum +=
        0.9 * maxNode(lo, hi | (1 << shift), depth, two) + 0.1 * maxNode(lo, hi | (2 << shift), depth, four);
    }
  }
  if (budget.expired) return 0;
  const value = sum / empty;
  tt.store(lo, hi, depth, value);
  return value;
}

/** Each legal direction's value at exactly `depth`; null when the budget ran out first. */
function searchDepth(lo: number, hi: number, depth: number): number[] | null {
  const values: number[] = [];
  for (let direction = 0; direction < 4; direction++) {
    if (!slide(lo, hi, direction)) {
      values.push(NaN);
      continue;
    }
    nodes++;
    values.push(chanceNode(moved.lo, moved.hi, depth - 1, 1));
    if (budget.expired) return null;
  }
  return values;
}

/**
 * Searches the packed board `lo`, `hi` by iterative deepening up to `maxDepth` until `deadline` (a
 * `performance.now()` time; Infinity searches exactly `maxDepth`). The board must have a legal move.
 */
export function searchFast(lo: number, hi: number, maxDepth: number, deadline: number): SearchResult {
  nodes = 0;
  budget = new Budget(deadline, 1023);
  // One table for every depth of the search: an entry searched deep enough serves the next depth too.
  table ??= new TranspositionTable();
  table.clear();
  const { values, depth } = deepen(maxDepth, MIN_FAST_DEPTH, budget, (d) => searchDepth(lo, hi, d));
  return { values, depth, nodes };
}
