/**
 * Expectimax on the packed 4×4 board with an n-tuple network (`network.ts`) at the leaves: the fast search of
 * `fast/search.ts` (the same chance nodes, probability cut-off, transposition table per root move, iterative
 * deepening), with what the network's values mean taken into account. The network estimates the points the rest
 * of the game scores from an afterstate, so a move is worth the points it scores plus the value of what follows
 * (the network's value of its afterstate at a leaf, the chance node's below it), and a position with no legal move
 * is worth 0: no more points to come.
 *
 * A separate search rather than an option of the other one: the hand-tuned search's hot path stays as it is.
 */
import { Budget } from '../search/budget.ts';
import type { SearchResult } from '../search/budget.ts';
import { deepen } from '../search/deepen.ts';
import { now } from '../search/clock.ts';
import { CUTOFF, MAX_FAST_DEPTH, MIN_FAST_DEPTH, transposeHi, transposeLo } from '../fast/search.ts';
import { rowsScore as points } from '../fast/moves.ts';
import { rowMoves } from '../fast/tables.ts';
import { TranspositionTable, mixX, mixY } from '../fast/transposition.ts';
import type { FoldedNetwork } from './network.ts';

const CLOCK_MASK = 255;

class NTupleSearch {
  nodes = 0;
  expired = false;
  binding = false;
  deadline = Infinity;
  ticks = 0;
  /** As in the fast search: probabilities and results through typed arrays, so that no double is boxed. */
  readonly probability = new Float64Array(MAX_FAST_DEPTH + 2);
  readonly result = new Float64Array(1);

  constructor(
    readonly table: TranspositionTable,
    readonly network: FoldedNetwork,
  ) {}

  /** The best move's points plus its afterstate's value (0 when no move is legal); into `result[0]`. */
  leaf(lo: number, hi: number): void {
    const network = this.network;
    const value = network.result;
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
    let best = -Infinity;
    let legal = 0;
    // Up and down slide the transposed board: (mlo, mhi) is the afterstate transposed, (nlo, nhi) the afterstate.
    let mlo = (c0 & 0xffff) | (c1 << 16);
    let mhi = (c2 & 0xffff) | (c3 << 16);
    if (mlo !== tlo || mhi !== thi) {
      legal++;
      const nlo = transposeLo(mlo, mhi);
      const nhi = transposeHi(mlo, mhi);
      network.evaluateInto(nlo, nhi, mlo, mhi);
      const v = points(tlo, thi) + (value[0] as number);
      if (v > best) best = v;
    }
    mlo = (c0 >>> 16) | (c1 & 0xffff0000);
    mhi = (c2 >>> 16) | (c3 & 0xffff0000);
    if (mlo !== tlo || mhi !== thi) {
      legal++;
      const nlo = transposeLo(mlo, mhi);
      const nhi = transposeHi(mlo, mhi);
      network.evaluateInto(nlo, nhi, mlo, mhi);
      const v = points(tlo, thi) + (value[0] as number);
      if (v > best) best = v;
    }
    mlo = (r0 & 0xffff) | (r1 << 16);
    mhi = (r2 & 0xffff) | (r3 << 16);
    if (mlo !== lo || mhi !== hi) {
      legal++;
      network.evaluateInto(mlo, mhi, transposeLo(mlo, mhi), transposeHi(mlo, mhi));
      const v = points(lo, hi) + (value[0] as number);
      if (v > best) best = v;
    }
    mlo = (r0 >>> 16) | (r1 & 0xffff0000);
    mhi = (r2 >>> 16) | (r3 & 0xffff0000);
    if (mlo !== lo || mhi !== hi) {
      legal++;
      network.evaluateInto(mlo, mhi, transposeLo(mlo, mhi), transposeHi(mlo, mhi));
      const v = points(lo, hi) + (value[0] as number);
      if (v > best) best = v;
    }
    this.nodes += legal;
    this.result[0] = legal === 0 ? 0 : best;
  }

  /** The best move's points plus its chance node's value, `depth` moves to search; into `result[0]`. */
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
    let mlo = (c0 & 0xffff) | (c1 << 16);
    let mhi = (c2 & 0xffff) | (c3 << 16);
    if (mlo !== tlo || mhi !== thi) {
      this.nodes++;
      this.chance(transposeLo(mlo, mhi), transposeHi(mlo, mhi), next);
      const v = points(tlo, thi) + (result[0] as number);
      if (v > best) best = v;
    }
    mlo = (c0 >>> 16) | (c1 & 0xffff0000);
    mhi = (c2 >>> 16) | (c3 & 0xffff0000);
    if (mlo !== tlo || mhi !== thi) {
      this.nodes++;
      this.chance(transposeLo(mlo, mhi), transposeHi(mlo, mhi), next);
      const v = points(tlo, thi) + (result[0] as number);
      if (v > best) best = v;
    }
    mlo = (r0 & 0xffff) | (r1 << 16);
    mhi = (r2 & 0xffff) | (r3 << 16);
    if (mlo !== lo || mhi !== hi) {
      this.nodes++;
      this.chance(mlo, mhi, next);
      const v = points(lo, hi) + (result[0] as number);
      if (v > best) best = v;
    }
    mlo = (r0 >>> 16) | (r1 & 0xffff0000);
    mhi = (r2 >>> 16) | (r3 & 0xffff0000);
    if (mlo !== lo || mhi !== hi) {
      this.nodes++;
      this.chance(mlo, mhi, next);
      const v = points(lo, hi) + (result[0] as number);
      if (v > best) best = v;
    }
    result[0] = best === -Infinity ? 0 : best;
  }

  /**
   * The expected value of an afterstate with `depth` (at least 1) moves to search after its spawn, reached with
   * probability `probability[depth + 1]`; into `result[0]`. As `fast/search.ts` does it.
   */
  chance(lo: number, hi: number, depth: number): void {
    const result = this.result;
    if (this.binding && (++this.ticks & CLOCK_MASK) === 0 && now() >= this.deadline) this.expired = true;
    if (this.expired) {
      result[0] = 0;
      return;
    }
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
    let el = lo | ((lo >>> 2) & 0x33333333);
    el = ~(el | (el >>> 1)) & 0x11111111;
    let eh = hi | ((hi >>> 2) & 0x33333333);
    eh = ~(eh | (eh >>> 1)) & 0x11111111;
    const empty = (Math.imul(el, 0x11111111) >>> 28) + (Math.imul(eh, 0x11111111) >>> 28);
    const probabilities = this.probability;
    const probability = probabilities[depth + 1] as number;
    const two = (probability * 0.9) / empty;
    const four = (probability * 0.1) / empty;
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

  /** The value of moving `direction` (0–3: up, down, left, right) at `depth`, with a table of its own; NaN if illegal. */
  rootMove(lo: number, hi: number, direction: number, depth: number): number {
    const vertical = direction < 2;
    const blo = vertical ? transposeLo(lo, hi) : lo;
    const bhi = vertical ? transposeHi(lo, hi) : hi;
    const rows = [blo & 0xffff, blo >>> 16, bhi & 0xffff, bhi >>> 16].map((row) => rowMoves[row] as number);
    const slid = rows.map((m) => ((direction & 1) === 0 ? m & 0xffff : m >>> 16));
    const slo = (slid[0] as number) | ((slid[1] as number) << 16);
    const shi = (slid[2] as number) | ((slid[3] as number) << 16);
    if (slo === blo && shi === bhi) return NaN;
    const mlo = vertical ? transposeLo(slo, shi) : slo;
    const mhi = vertical ? transposeHi(slo, shi) : shi;
    const reward = points(blo, bhi);
    this.nodes++;
    if (depth === 1)
      return reward + this.network.evaluate(mlo, mhi, transposeLo(mlo, mhi), transposeHi(mlo, mhi));
    this.table.clear();
    this.probability[depth] = 1;
    this.chance(mlo, mhi, depth - 1);
    return reward + (this.result[0] as number);
  }
}

let table: TranspositionTable | null = null;

/** The table every n-tuple search of this thread uses (allocated on the first one). */
function sharedTable(): TranspositionTable {
  table ??= new TranspositionTable();
  return table;
}

/**
 * Searches the packed board `lo`, `hi` with `network` at the leaves, by iterative deepening up to `maxDepth` until
 * `deadline` (a `performance.now()` time; Infinity searches exactly `maxDepth`). The board must have a legal move.
 */
export function searchNTuple(
  lo: number,
  hi: number,
  maxDepth: number,
  deadline: number,
  network: FoldedNetwork,
): SearchResult {
  const search = new NTupleSearch(sharedTable(), network);
  search.deadline = deadline;
  const budget = new Budget(deadline, CLOCK_MASK);
  const { values, depth } = deepen(maxDepth, MIN_FAST_DEPTH, budget, (d) => {
    search.binding = budget.binding && deadline !== Infinity;
    const found: number[] = [];
    for (let direction = 0; direction < 4; direction++) {
      found.push(search.rootMove(lo, hi, direction, d));
      if (search.expired) {
        budget.expired = true;
        return null;
      }
    }
    return found;
  });
  return { values, depth, nodes: search.nodes };
}
