/**
 * The search split over threads. Each root move's value is searched on its own (with a table of its own on the 4×4
 * fast path, and the generic search shares nothing between root moves), so the root moves can be searched on
 * different threads and the answer at a fixed depth is the single-threaded one, value for value.
 *
 * The work is a queue of tasks, one per (depth, legal move), depth by depth: a thread that finishes a task takes
 * the next one, so a thread that is done with its moves at one depth starts the next depth while the others finish.
 * The caller owns the threads (Web Workers in a browser, `worker_threads` in Node): it gives `analyzeParallel` one
 * `MoveSearcher` per thread, a function that posts a `MoveTask` to its thread and resolves with the thread's
 * `searchMove(task)`. Tasks and results are plain data, made for `postMessage`.
 */
import { DIRECTIONS, GameError, legalMoves } from '@pastime/2048';
import type { Direction, GameState } from '@pastime/2048';
import type { Analysis } from './analysis.ts';
import { packForSearch, toAnalysis } from './analyze.ts';
import { MAX_FAST_DEPTH, MIN_FAST_DEPTH, searchFastMove } from './fast/search.ts';
import { toExponents } from './generic/board.ts';
import { MAX_GENERIC_DEPTH, MIN_GENERIC_DEPTH, searchGenericMove } from './generic/search.ts';
import { MAX_DEPTH } from './limits.ts';
import { resolveOptions } from './options.ts';
import type { AnalyzeOptions } from './options.ts';
import { now } from './search/clock.ts';

/** One root move to search, as a thread receives it. */
export interface MoveTask {
  /** The board, as `GameState.board` holds it: rows of tile values, 0 for an empty cell. */
  readonly board: readonly (readonly number[])[];
  /** The root move to search. */
  readonly direction: Direction;
  /** The depth in moves of the player, this move included (an integer from 1 to 20). */
  readonly depth: number;
  /**
   * The time left for the task in ms, or null for none. A task cut short answers `value: null`; a task at a depth
   * that always completes (3 on 4×4, 2 on other boards) is not cut.
   */
  readonly timeMs: number | null;
}

/** A thread's answer to a `MoveTask`. */
export interface MoveResult {
  /** The move's value (NaN when it is not legal), or null when time ran out first. */
  readonly value: number | null;
  /** Positions the task's search reached. */
  readonly nodes: number;
}

/** Sends a task to a thread and resolves with its answer (`searchMove(task)` run there). */
export type MoveSearcher = (task: MoveTask) => Promise<MoveResult>;

function invalidTask(field: string, message: string): GameError {
  return new GameError('invalid-config', `searchMove: ${message}`, field);
}

/**
 * A thread's job: the value of one root move (see `MoveTask`). Throws `GameError` `invalid-config` for a task
 * that is not one (a board that is not square, a depth out of bounds, an unknown direction).
 */
export function searchMove(task: MoveTask): MoveResult {
  const { board, direction, depth, timeMs } = task;
  const code = DIRECTIONS.indexOf(direction);
  if (code < 0) throw invalidTask('task.direction', `direction must be up, down, left or right`);
  if (!Number.isInteger(depth) || depth < 1 || depth > MAX_DEPTH)
    throw invalidTask('task.depth', `depth must be an integer from 1 to ${MAX_DEPTH}`);
  if (timeMs !== null && !(typeof timeMs === 'number' && timeMs >= 0))
    throw invalidTask('task.timeMs', 'timeMs must be a number of ms (0 or more) or null');
  if (
    !Array.isArray(board) ||
    board.length < 2 ||
    !board.every(
      (row: unknown) =>
        Array.isArray(row) &&
        row.length === board.length &&
        row.every((v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0),
    )
  )
    throw invalidTask('task.board', 'board must be a square array of rows of tile values');
  const deadline = timeMs === null ? Infinity : now() + timeMs;
  const packed = packForSearch(board);
  if (packed !== null) return searchFastMove(packed.lo, packed.hi, code, depth, deadline);
  return searchGenericMove(toExponents(board), code, depth, deadline);
}

/**
 * `analyze` on several threads: the same options and the same answer at a fixed depth (with a time budget, the
 * depth reached depends on the threads' speed). `searchers` holds one `MoveSearcher` per thread (at least one).
 * Throws what `analyze` throws, at once; a searcher that rejects rejects the analysis.
 */
export async function analyzeParallel(
  state: GameState,
  options: AnalyzeOptions | undefined,
  searchers: readonly MoveSearcher[],
): Promise<Analysis> {
  const start = now();
  const legal = legalMoves(state);
  const { depth, timeMs } = resolveOptions(options);
  if (searchers.length === 0)
    throw new GameError('invalid-config', 'analyzeParallel: no searcher', 'searchers');
  if (legal.length === 0) return { best: null, moves: [], depth: 0, nodes: 0 };

  const fast = packForSearch(state.board) !== null;
  // A task goes at most MAX_DEPTH deep: a nearly empty board, cheap at every depth, deepens no further.
  const maxDepth = depth ?? Math.min(MAX_DEPTH, fast ? MAX_FAST_DEPTH : MAX_GENERIC_DEPTH);
  const minDepth = fast ? MIN_FAST_DEPTH : MIN_GENERIC_DEPTH;
  const deadline = timeMs === null ? Infinity : start + timeMs;
  const board = state.board.map((row) => [...row]);
  let codes = legal.map((d) => DIRECTIONS.indexOf(d));
  /** Each move's positions at the deepest depth it completed: the next depth starts with the costliest move. */
  const cost = [0, 0, 0, 0];

  // values[d][code]: each legal move's value at depth d, as tasks complete.
  const values = new Map<number, number[]>();
  const done = new Map<number, number>();
  let nodes = 0;
  /** The shallowest depth a task of which was cut: neither it nor any deeper depth can complete. */
  let cut = Infinity;
  let nextDepth = timeMs === null ? maxDepth : 1;
  let nextMove = 0;

  function take(): { depth: number; code: number } | null {
    if (nextDepth > maxDepth || nextDepth >= cut) return null;
    if (nextDepth > minDepth && now() >= deadline) return null;
    // Longest first: the last task of a depth, which the other threads may wait for, is then a short one.
    if (nextMove === 0) codes = [...codes].sort((a, b) => (cost[b] as number) - (cost[a] as number));
    const task = { depth: nextDepth, code: codes[nextMove] as number };
    if (++nextMove === codes.length) {
      nextMove = 0;
      nextDepth++;
    }
    return task;
  }

  async function work(searcher: MoveSearcher): Promise<void> {
    for (let task = take(); task !== null; task = take()) {
      const binding = deadline !== Infinity && task.depth > minDepth;
      const result = await searcher({
        board,
        direction: DIRECTIONS[task.code] as Direction,
        depth: task.depth,
        timeMs: binding ? Math.max(0, deadline - now()) : null,
      });
      nodes += result.nodes;
      if (result.value === null) {
        cut = Math.min(cut, task.depth);
        continue;
      }
      let row = values.get(task.depth);
      if (row === undefined) {
        row = [NaN, NaN, NaN, NaN];
        values.set(task.depth, row);
      }
      row[task.code] = result.value;
      cost[task.code] = result.nodes;
      done.set(task.depth, (done.get(task.depth) ?? 0) + 1);
    }
  }

  await Promise.all(searchers.map(work));
  let best = 0;
  for (const [d, count] of done) if (count === codes.length && d > best) best = d;
  const row = values.get(best);
  if (row === undefined) throw new Error('analyzeParallel: no depth completed');
  return toAnalysis(row, best, nodes);
}
