/**
 * Expectimax on the packed 4×4 board. A max node (the player to move) takes the best of its legal moves; each move
 * leads to a chance node (the afterstate, before the spawn), whose value is the average over every empty cell of a
 * 2 (p = 0.9) and a 4 (p = 0.1) placed there. Depth counts the player's moves: at depth 1 each move's afterstate
 * is scored by the evaluation, at depth d its spawns are searched to depth d − 1.
 *
 * A chance node is scored by the evaluation instead of searched when the probability of reaching it falls below
 * `CUTOFF` (unlikely lines are not worth their cost), and its value is kept in the transposition table. Each move
 * at the root is searched with a table of its own (emptied in constant time): a root move's value then does not
 * depend on which moves were searched before it, so the moves can be searched apart (on other threads) with the
 * same answer.
 *
 * The hot path allocates nothing and keeps boards in local int32 values: a board stored in an object field would be
 * boxed (most boards do not fit a small integer), and each store would allocate.
 */
import { LOSS_PENALTY } from '../evaluation.ts';
import { Budget } from '../search/budget.ts';
import type { SearchResult } from '../search/budget.ts';
import { deepen } from '../search/deepen.ts';
import { now } from '../search/clock.ts';
import { moved, slide } from './moves.ts';
import { rowHeuristic, rowMoves } from './tables.ts';
import { TranspositionTable, mixX, mixY } from './transposition.ts';

/** Chance nodes less likely than this are evaluated, not searched. */
export const CUTOFF = 1e-4;
/** The deepest search a time budget may reach. */
export const MAX_FAST_DEPTH = 24;
/** The depth a time-bounded search always completes (under half a millisecond on an open board; see the README). */
export const MIN_FAST_DEPTH = 3;
/** The clock is read every `CLOCK_MASK + 1` chance nodes. */
const CLOCK_MASK = 255;

/** Row-table sum of the four rows of a board. */
function rowsHeuristic(lo: number, hi: number): number {
  return (
    (rowHeuristic[lo & 0xffff] as number) +
    (rowHeuristic[lo >>> 16] as number) +
    (rowHeuristic[hi & 0xffff] as number) +
    (rowHeuristic[hi >>> 16] as number)
  );
}

// The transpose of board.ts, one half at a time (two results would need an object): swap the top-right and
// bottom-left 2×2 blocks, then the off-diagonal cells inside each block.
export function transposeLo(lo: number, hi: number): number {
  const a = (lo & 0x00ff00ff) | ((hi & 0x00ff00ff) << 8);
  return (a & 0xf0f00f0f) | ((a & 0x0000f0f0) << 12) | ((a >>> 12) & 0x0000f0f0);
}

export function transposeHi(lo: number, hi: number): number {
  const b = (hi & 0xff00ff00) | ((lo & 0xff00ff00) >>> 8);
  return (b & 0xf0f00f0f) | ((b & 0x0000f0f0) << 12) | ((b >>> 12) & 0x0000f0f0);
}

/** The evaluation of a board: its four rows and its four columns, from the row table. */
export function evaluate(lo: number, hi: number): number {
  return rowsHeuristic(lo, hi) + rowsHeuristic(transposeLo(lo, hi), transposeHi(lo, hi));
}

/**
 * `lossValue(evaluate(board))` into `result[0]`, given the board and its transpose, written out: called where the
 * inliner has no budget left, and a double returned or passed through a call that is not inlined is boxed.
 */
function lossInto(result: Float64Array, lo: number, hi: number, tlo: number, thi: number): void {
  const evaluation =
    (rowHeuristic[lo & 0xffff] as number) +
    (rowHeuristic[lo >>> 16] as number) +
    (rowHeuristic[hi & 0xffff] as number) +
    (rowHeuristic[hi >>> 16] as number) +
    ((rowHeuristic[tlo & 0xffff] as number) +
      (rowHeuristic[tlo >>> 16] as number) +
      (rowHeuristic[thi & 0xffff] as number) +
      (rowHeuristic[thi >>> 16] as number));
  result[0] = Math.min(0, evaluation) - LOSS_PENALTY;
}

/** One search's state: counters, the deadline and the table. */
class FastSearch {
  nodes = 0;
  expired = false;
  /** Whether the deadline applies (the first depths always complete). */
  binding = false;
  deadline = Infinity;
  ticks = 0;
  /**
   * Doubles crossing a call that is not inlined (the recursion) are boxed, one allocation each: the search passes
   * them through typed arrays instead. `probability[d]` is the probability of reaching the max node being searched
   * with d moves to go (written by its chance node, read by it and its own chance nodes); `result[0]` is the value
   * the last max or chance node found.
   */
  readonly probability = new Float64Array(MAX_FAST_DEPTH + 2);
  readonly result = new Float64Array(1);

  constructor(readonly table: TranspositionTable) {}

  /**
   * A max node whose moves' afterstates are all evaluated (depth 1, or too unlikely to search further). Up and
   * down slide the transposed board and are evaluated as they are: the evaluation reads rows and columns alike, so
   * it is the same for a board and its transpose.
   */
  leaf(lo: number, hi: number): void {
    const tlo = transposeLo(lo, hi);
    const thi = transposeHi(lo, hi);
    const r0 = rowMoves[lo & 0xffff] as number;
    const r1 = rowMoves[lo >>> 16] as number;
    const r2 = rowMoves[hi & 0xffff] as number;
    const r3 = rowMoves[hi >>> 16] as number;
    const c0 = rowMoves[tlo & 0xffff] as number;
    const c1 = rowMoves[tlo >>> 16] as number;
    const c2 = rowMoves[thi & 0xffff] as number;
    const c3 = rowMoves[thi >>> 16] as number;
    let best = 0;
    let legal = 0;
    // Each move's board and its transpose: the evaluation is written out (a double returned from a call that is
    // not inlined would be boxed).
    let mlo = (c0 & 0xffff) | (c1 << 16);
    let mhi = (c2 & 0xffff) | (c3 << 16);
    let nlo = 0;
    let nhi = 0;
    if (mlo !== tlo || mhi !== thi) {
      legal++;
      nlo = transposeLo(mlo, mhi);
      nhi = transposeHi(mlo, mhi);
      best =
        (rowHeuristic[mlo & 0xffff] as number) +
        (rowHeuristic[mlo >>> 16] as number) +
        (rowHeuristic[mhi & 0xffff] as number) +
        (rowHeuristic[mhi >>> 16] as number) +
        ((rowHeuristic[nlo & 0xffff] as number) +
          (rowHeuristic[nlo >>> 16] as number) +
          (rowHeuristic[nhi & 0xffff] as number) +
          (rowHeuristic[nhi >>> 16] as number));
    }
    mlo = (c0 >>> 16) | (c1 & 0xffff0000);
    mhi = (c2 >>> 16) | (c3 & 0xffff0000);
    if (mlo !== tlo || mhi !== thi) {
      legal++;
      nlo = transposeLo(mlo, mhi);
      nhi = transposeHi(mlo, mhi);
      const v =
        (rowHeuristic[mlo & 0xffff] as number) +
        (rowHeuristic[mlo >>> 16] as number) +
        (rowHeuristic[mhi & 0xffff] as number) +
        (rowHeuristic[mhi >>> 16] as number) +
        ((rowHeuristic[nlo & 0xffff] as number) +
          (rowHeuristic[nlo >>> 16] as number) +
          (rowHeuristic[nhi & 0xffff] as number) +
          (rowHeuristic[nhi >>> 16] as number));
      if (legal === 1 || v > best) best = v;
    }
    mlo = (r0 & 0xffff) | (r1 << 16);
    mhi = (r2 & 0xffff) | (r3 << 16);
    if (mlo !== lo || mhi !== hi) {
      legal++;
      nlo = transposeLo(mlo, mhi);
      nhi = transposeHi(mlo, mhi);
      const v =
        (rowHeuristic[mlo & 0xffff] as number) +
        (rowHeuristic[mlo >>> 16] as number) +
        (rowHeuristic[mhi & 0xffff] as number) +
        (rowHeuristic[mhi >>> 16] as number) +
        ((rowHeuristic[nlo & 0xffff] as number) +
          (rowHeuristic[nlo >>> 16] as number) +
          (rowHeuristic[nhi & 0xffff] as number) +
          (rowHeuristic[nhi >>> 16] as number));
      if (legal === 1 || v > best) best = v;
    }
    mlo = (r0 >>> 16) | (r1 & 0xffff0000);
    mhi = (r2 >>> 16) | (r3 & 0xffff0000);
    if (mlo !== lo || mhi !== hi) {
      legal++;
      nlo = transposeLo(mlo, mhi);
      nhi = transposeHi(mlo, mhi);
      const v =
        (rowHeuristic[mlo & 0xffff] as number) +
        (rowHeuristic[mlo >>> 16] as number) +
        (rowHeuristic[mhi & 0xffff] as number) +
        (rowHeuristic[mhi >>> 16] as number) +
        ((rowHeuristic[nlo & 0xffff] as number) +
          (rowHeuristic[nlo >>> 16] as number) +
          (rowHeuristic[nhi & 0xffff] as number) +
          (rowHeuristic[nhi >>> 16] as number));
      if (legal === 1 || v > best) best = v;
    }
    this.nodes += legal;
    if (legal === 0) lossInto(this.result, lo, hi, tlo, thi);
    else this.result[0] = best;
  }

  /**
   * The best move's value from this position with `depth` moves to search (a loss when no move is legal), reached
   * with probability `this.probability[depth]`; into `this.result[0]`.
   */
  max(lo: number, hi: number, depth: number): void {
    const result = this.result;
    if (depth === 1 || (this.probability[depth] as number) < CUTOFF) {
      this.leaf(lo, hi);
      return;
    }
    const tlo = transposeLo(lo, hi);
    const thi = transposeHi(lo, hi);
    const r0 = rowMoves[lo & 0xffff] as number;
    const r1 = rowMoves[lo >>> 16] as number;
    const r2 = rowMoves[hi & 0xffff] as number;
    const r3 = rowMoves[hi >>> 16] as number;
    const c0 = rowMoves[tlo & 0xffff] as number;
    const c1 = rowMoves[tlo >>> 16] as number;
    const c2 = rowMoves[thi & 0xffff] as number;
    const c3 = rowMoves[thi >>> 16] as number;
    const next = depth - 1;
    let best = -Infinity;
    // Up and down: the columns slid as rows of the transposed board, transposed back.
    let mlo = (c0 & 0xffff) | (c1 << 16);
    let mhi = (c2 & 0xffff) | (c3 << 16);
    if (mlo !== tlo || mhi !== thi) {
      this.nodes++;
      this.chance(transposeLo(mlo, mhi), transposeHi(mlo, mhi), next);
      best = result[0] as number;
    }
    mlo = (c0 >>> 16) | (c1 & 0xffff0000);
    mhi = (c2 >>> 16) | (c3 & 0xffff0000);
    if (mlo !== tlo || mhi !== thi) {
      this.nodes++;
      this.chance(transposeLo(mlo, mhi), transposeHi(mlo, mhi), next);
      if ((result[0] as number) > best) best = result[0] as number;
    }
    mlo = (r0 & 0xffff) | (r1 << 16);
    mhi = (r2 & 0xffff) | (r3 << 16);
    if (mlo !== lo || mhi !== hi) {
      this.nodes++;
      this.chance(mlo, mhi, next);
      if ((result[0] as number) > best) best = result[0] as number;
    }
    mlo = (r0 >>> 16) | (r1 & 0xffff0000);
    mhi = (r2 >>> 16) | (r3 & 0xffff0000);
    if (mlo !== lo || mhi !== hi) {
      this.nodes++;
      this.chance(mlo, mhi, next);
      if ((result[0] as number) > best) best = result[0] as number;
    }
    if (best === -Infinity) lossInto(result, lo, hi, tlo, thi);
    else result[0] = best;
  }

  /**
   * The expected value of an afterstate with `depth` (at least 1) moves still to search after its spawn, reached
   * with probability `this.probability[depth + 1]` (at least `CUTOFF`); into `this.result[0]`.
   */
  chance(lo: number, hi: number, depth: number): void {
    const result = this.result;
    if (this.binding && (++this.ticks & CLOCK_MASK) === 0 && now() >= this.deadline) this.expired = true;
    if (this.expired) {
      result[0] = 0;
      return;
    }
    // The transposition table's lookup (transposition.ts), inlined.
    const table = this.table;
    const y = mixY(lo, hi);
    const x = mixX(lo, y);
    const bits = table.bits;
    const i = (x >>> (32 - bits)) << 2;
    const words = table.words;
    const w = words[i + 1] as number;
    if (words[i] === y && (w & ~31) === x << bits && (w & 31) >= depth) {
      result[0] = table.values[(i >>> 1) + 1] as number;
      return;
    }

    // One bit per empty cell, at the bottom of its nibble: exactly the tile 2 placed there.
    let el = lo | ((lo >>> 2) & 0x33333333);
    el = ~(el | (el >>> 1)) & 0x11111111;
    let eh = hi | ((hi >>> 2) & 0x33333333);
    eh = ~(eh | (eh >>> 1)) & 0x11111111;
    // Each nibble of el × 0x11111111 sums the flags below it (at most 8: no carry), the top one all of them.
    const empty = (Math.imul(el, 0x11111111) >>> 28) + (Math.imul(eh, 0x11111111) >>> 28);
    const probabilities = this.probability;
    const probability = probabilities[depth + 1] as number;
    const two = (probability * 0.9) / empty;
    const four = (probability * 0.1) / empty;
    // A child that is a leaf (depth 1, or too unlikely to search further) is scored right here.
    const leafTwo = depth === 1 || two < CUTOFF;
    const leafFour = leafTwo || four < CUTOFF;
    let sum = 0;
    for (; el !== 0; el &= el - 1) {
      const tile = el & -el;
      if (leafTwo) this.leaf(lo | tile, hi);
      else {
        probabilities[depth] = two;
        this.max(lo | tile, hi, depth);
      }
      const a = result[0] as number;
      if (leafFour) this.leaf(lo | (tile << 1), hi);
      else {
        probabilities[depth] = four;
        this.max(lo | (tile << 1), hi, depth);
      }
      sum += 0.9 * a + 0.1 * (result[0] as number);
    }
    for (; eh !== 0; eh &= eh - 1) {
      const tile = eh & -eh;
      if (leafTwo) this.leaf(lo, hi | tile);
      else {
        probabilities[depth] = two;
        this.max(lo, hi | tile, depth);
      }
      const a = result[0] as number;
      if (leafFour) this.leaf(lo, hi | (tile << 1));
      else {
        probabilities[depth] = four;
        this.max(lo, hi | (tile << 1), depth);
      }
      sum += 0.9 * a + 0.1 * (result[0] as number);
    }
    if (this.expired) {
      result[0] = 0;
      return;
    }
    const value = sum / empty;
    const j = (x >>> (32 - table.bits)) << 2;
    if (words[j + 1] === 0) table.count++;
    words[j] = y;
    words[j + 1] = (x << table.bits) | depth;
    table.values[(j >>> 1) + 1] = value;
    if (table.count > table.limit) table.grow();
    result[0] = value;
  }

  /**
   * The value of moving `direction` (0–3: up, down, left, right) from the board at `depth`, with a table of its
   * own; NaN when the move is not legal.
   */
  rootMove(lo: number, hi: number, direction: number, depth: number): number {
    if (!slide(lo, hi, direction)) return NaN;
    const mlo = moved.lo;
    const mhi = moved.hi;
    this.nodes++;
    if (depth === 1) return evaluate(mlo, mhi);
    this.table.clear();
    this.probability[depth] = 1;
    this.chance(mlo, mhi, depth - 1);
    return this.result[0] as number;
  }
}

let table: TranspositionTable | null = null;

/** The table every search of this thread uses (allocated on the first 4×4 search). */
function sharedTable(): TranspositionTable {
  table ??= new TranspositionTable();
  return table;
}

/** Each legal direction's value at exactly `depth`; null when the budget ran out first. */
function searchDepth(search: FastSearch, lo: number, hi: number, depth: number): number[] | null {
  const values: number[] = [];
  for (let direction = 0; direction < 4; direction++) {
    values.push(search.rootMove(lo, hi, direction, depth));
    if (search.expired) return null;
  }
  return values;
}

/**
 * Searches the packed board `lo`, `hi` by iterative deepening up to `maxDepth` until `deadline` (a
 * `performance.now()` time; Infinity searches exactly `maxDepth`). The board must have a legal move.
 */
export function searchFast(lo: number, hi: number, maxDepth: number, deadline: number): SearchResult {
  const search = new FastSearch(sharedTable());
  search.deadline = deadline;
  const budget = new Budget(deadline, CLOCK_MASK);
  const { values, depth } = deepen(maxDepth, MIN_FAST_DEPTH, budget, (d) => {
    search.binding = budget.binding && deadline !== Infinity;
    const found = searchDepth(search, lo, hi, d);
    if (found === null) budget.expired = true;
    return found;
  });
  return { values, depth, nodes: search.nodes };
}

/**
 * The value of one root move at exactly `depth` (NaN when it is not legal), what `searchFast` at that depth gives
 * for `direction`, searched alone so that the root moves can be shared out among threads; null when `deadline`
 * (a `performance.now()` time) stopped it. Depths up to `MIN_FAST_DEPTH` always complete, as in `searchFast`.
 */
export function searchFastMove(
  lo: number,
  hi: number,
  direction: number,
  depth: number,
  deadline = Infinity,
): { readonly value: number | null; readonly nodes: number } {
  const search = new FastSearch(sharedTable());
  search.deadline = deadline;
  search.binding = deadline !== Infinity && depth > MIN_FAST_DEPTH;
  const value = search.rootMove(lo, hi, direction, depth);
  return { value: search.expired ? null : value, nodes: search.nodes };
}
