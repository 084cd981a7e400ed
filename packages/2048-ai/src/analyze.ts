/**
 * `analyze`: the best move of a 2048 position. A 4×4 board whose tiles fit a nibble is searched on the packed fast
 * path; every other board (3×3 to 8×8, or a 4×4 with a 65536 or with two 32768s that could make one) by the
 * generic search. Both are expectimax with the same evaluation; see the README.
 */
import { DIRECTIONS, legalMoves } from '@pastime/2048';
import type { GameState } from '@pastime/2048';
import type { Analysis, MoveValue } from './analysis.ts';
import { pack } from './fast/board.ts';
import type { Packed } from './fast/board.ts';
import { MAX_FAST_DEPTH, searchFast } from './fast/search.ts';
import { toExponents } from './generic/board.ts';
import { MAX_GENERIC_DEPTH, searchGeneric } from './generic/search.ts';
import type { FoldedNetwork } from './ntuple/network.ts';
import { searchNTuple } from './ntuple/search.ts';
import { resolveOptions } from './options.ts';
import type { AnalyzeOptions } from './options.ts';
import type { SearchResult } from './search/budget.ts';
import { now } from './search/clock.ts';

/** True when the board has two 32768s: their merge (65536) would not fit the fast path's nibbles. */
function mayOverflow(board: readonly (readonly number[])[]): boolean {
  let count = 0;
  for (const row of board) for (const v of row) if (v === 32768) count++;
  return count >= 2;
}

/** The packed board when the fast path can search `board`, else null (the generic search does). */
export function packForSearch(board: readonly (readonly number[])[]): Packed | null {
  return board.length === 4 && !mayOverflow(board) ? pack(board) : null;
}

/** The answer from a value for each direction (NaN: not legal), best first. */
export function toAnalysis(values: readonly number[], depth: number, nodes: number): Analysis {
  const moves: MoveValue[] = [];
  DIRECTIONS.forEach((direction, code) => {
    const value = values[code] ?? NaN;
    if (!Number.isNaN(value)) moves.push({ direction, value });
  });
  moves.sort((a, b) => b.value - a.value); // stable: ties keep the order up, down, left, right
  return { best: moves[0]?.direction ?? null, moves, depth, nodes };
}

function search(
  state: GameState,
  depth: number | null,
  timeMs: number | null,
  start: number,
  network: FoldedNetwork | null,
): SearchResult {
  const deadline = timeMs === null ? Infinity : start + timeMs;
  const packed = packForSearch(state.board);
  if (packed !== null && network !== null)
    return searchNTuple(packed.lo, packed.hi, depth ?? MAX_FAST_DEPTH, deadline, network);
  if (packed !== null) return searchFast(packed.lo, packed.hi, depth ?? MAX_FAST_DEPTH, deadline);
  return searchGeneric(toExponents(state.board), depth ?? MAX_GENERIC_DEPTH, deadline);
}

/**
 * The best move of `state`, with a value for every legal move. `options`: `{ timeMs }` (a time budget: the search
 * deepens until it runs out), `{ depth }` (exactly that deep: the answer depends only on the state, the depth and
 * the evaluation), both (deepen up to `depth` within `timeMs`), or nothing (`timeMs` 50); `evaluation`: `'tuned'`
 * (the default) or an n-tuple network from `loadNTupleEvaluation` (4×4 boards of the packed search only).
 *
 * Statuses: `playing` and `won-continue` are searched; `lost` and `won` (a win with stop-on-win, before
 * `keepGoing`: every move is a no-op there) have no legal move, so `best` is null and `moves` empty. Spawns are
 * taken as random (2 with p = 0.9, 4 with p = 0.1, any empty cell), whatever the state's generator or spawn script
 * holds: the search does not look at the future.
 *
 * Throws the engine's `GameError`: `invalid-state` when `state` is not a game state, `invalid-config` naming the
 * option when `options` is out of bounds. Never changes `state`.
 */
export function analyze(state: GameState, options?: AnalyzeOptions): Analysis {
  const start = now();
  const legal = legalMoves(state); // throws invalid-state for anything that is not a state
  const { depth, timeMs, evaluation } = resolveOptions(options, true);
  if (legal.length === 0) return { best: null, moves: [], depth: 0, nodes: 0 };
  const result = search(state, depth, timeMs, start, evaluation);
  return toAnalysis(result.values, result.depth, result.nodes);
}
