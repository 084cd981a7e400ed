/**
 * Expectimax on any square board (see `generic/board.ts`): the same search as the fast path (max nodes over the
 * legal moves, chance nodes over the spawns, depth counted in the player's moves, the same evaluation and cut-off),
 * on arrays instead of packed integers, for boards from 3×3 to 8×8 and for 4×4 boards whose tiles do not fit a
 * nibble. It has no row tables, so it is slower per position and searches less deep in the same time. When a chance
 * node has many empty cells, it searches an evenly spread sample of them (`SAMPLED_CELLS`): on big boards the
 * spawn's cell matters less than the depth.
 */
import { lineScore, lossValue } from '../evaluation.ts';
import { Budget } from '../search/budget.ts';
import type { SearchResult } from '../search/budget.ts';
import { deepen } from '../search/deepen.ts';
import { CUTOFF } from '../fast/search.ts';
import { slideInto } from './board.ts';
import type { ExponentBoard } from './board.ts';

/** At most this many empty cells are searched at a chance node. */
export const SAMPLED_CELLS = 6;
/** The deepest search a time budget may reach. */
export const MAX_GENERIC_DEPTH = 12;
/** The depth a time-bounded search always completes (well under a millisecond on 8×8). */
export const MIN_GENERIC_DEPTH = 2;

/** The evaluation of a board: its rows and its columns. */
export function evaluateCells(cells: Uint8Array, size: number): number {
  let value = 0;
  for (let line = 0; line < size; line++) {
    value += lineScore(cells, line * size, 1, size);
    value += lineScore(cells, line, size, size);
  }
  return value;
}

class GenericSearch {
  nodes = 0;
  /** One buffer per ply for the boards its moves make. */
  readonly #buffers: Uint8Array[] = [];

  constructor(
    readonly size: number,
    readonly budget: Budget,
    readonly sampledCells: number,
  ) {}

  #buffer(ply: number): Uint8Array {
    let buffer = this.#buffers[ply];
    if (buffer === undefined) {
      buffer = new Uint8Array(this.size * this.size);
      this.#buffers[ply] = buffer;
    }
    return buffer;
  }

  maxNode(cells: Uint8Array, depth: number, probability: number, ply: number): number {
    const after = this.#buffer(ply);
    let best = -Infinity;
    for (let direction = 0; direction < 4; direction++) {
      if (slideInto(cells, after, this.size, direction) < 0) continue;
      this.nodes++;
      const value = this.chanceNode(after, depth - 1, probability, ply + 1);
      if (value > best) best = value;
    }
    return best === -Infinity ? lossValue(evaluateCells(cells, this.size)) : best;
  }

  /** The expected value of the afterstate `cells` (changed during the call, restored before it returns). */
  chanceNode(cells: Uint8Array, depth: number, probability: number, ply: number): number {
    if (depth === 0 || probability < CUTOFF) return evaluateCells(cells, this.size);
    if (this.budget.tick()) return 0;
    let count = 0;
    for (let i = 0; i < cells.length; i++) if (cells[i] === 0) count++;
    const sampled = Math.min(count, this.sampledCells);
    const two = (probability * 0.9) / sampled;
    const four = (probability * 0.1) / sampled;
    let sum = 0;
    for (let k = 0; k < sampled; k++) {
      // Evenly spread over the empty cells (all of them when there are few).
      const at = this.#nthEmpty(cells, Math.floor(((k + 0.5) * count) / sampled));
      cells[at] = 1;
      sum += 0.9 * this.maxNode(cells, depth, two, ply);
      cells[at] = 2;
      sum += 0.1 * this.maxNode(cells, depth, four, ply);
      cells[at] = 0;
      if (this.budget.expired) return 0;
    }
    return sum / sampled;
  }

  #nthEmpty(cells: Uint8Array, nth: number): number {
    let skip = nth;
    for (let i = 0; i < cells.length; i++) {
      if (cells[i] === 0) {
        if (skip === 0) return i;
        skip--;
      }
    }
    return -1;
  }

  /** One root move's value at exactly `depth` (NaN when not legal); the caller checks `budget.expired`. */
  searchMove(cells: Uint8Array, direction: number, depth: number): number {
    const after = this.#buffer(0);
    if (slideInto(cells, after, this.size, direction) < 0) return NaN;
    this.nodes++;
    return this.chanceNode(after, depth - 1, 1, 1);
  }

  /** Each legal direction's value at exactly `depth`; null when the budget ran out first. */
  searchDepth(cells: Uint8Array, depth: number): number[] | null {
    const after = this.#buffer(0);
    const values: number[] = [];
    for (let direction = 0; direction < 4; direction++) {
      if (slideInto(cells, after, this.size, direction) < 0) {
        values.push(NaN);
        continue;
      }
      this.nodes++;
      values.push(this.chanceNode(after, depth - 1, 1, 1));
      if (this.budget.expired) return null;
    }
    return values;
  }
}

/**
 * Searches `board` by iterative deepening up to `maxDepth` until `deadline` (Infinity: exactly `maxDepth`), as
 * `searchFast` does, trying at most `sampledCells` empty cells at a chance node. The board must have a legal move.
 */
export function searchGeneric(
  board: ExponentBoard,
  maxDepth: number,
  deadline: number,
  sampledCells = SAMPLED_CELLS,
): SearchResult {
  const budget = new Budget(deadline, 63);
  const search = new GenericSearch(board.size, budget, sampledCells);
  const cells = board.cells.slice();
  const { values, depth } = deepen(maxDepth, MIN_GENERIC_DEPTH, budget, (d) => search.searchDepth(cells, d));
  return { values, depth, nodes: search.nodes };
}

/**
 * One root move of `board` at exactly `depth` (NaN when it is not legal), as `searchGeneric` values it; null when
 * `deadline` stopped it. Depths up to `MIN_GENERIC_DEPTH` always complete.
 */
export function searchGenericMove(
  board: ExponentBoard,
  direction: number,
  depth: number,
  deadline = Infinity,
  sampledCells = SAMPLED_CELLS,
): { readonly value: number | null; readonly nodes: number } {
  const budget = new Budget(deadline, 63);
  budget.binding = deadline !== Infinity && depth > MIN_GENERIC_DEPTH;
  const search = new GenericSearch(board.size, budget, sampledCells);
  const value = search.searchMove(board.cells.slice(), direction, depth);
  return { value: budget.expired ? null : value, nodes: search.nodes };
}
