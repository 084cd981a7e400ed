/**
 * The coordinating side of `analyzeParallel` for an app: a pool of search threads (Web Workers in a browser,
 * `worker_threads` in Node) that the app starts through one function, with requests matched to answers by id. The
 * pool starts its threads on first use, rejects what a failing thread was asked and starts a new one in its place
 * at the next request, and stops them all on `dispose()`. The thread's side is `handleMoveRequest`.
 */
import { GameError, isGameError } from '@pastime/2048';
import type { GameState } from '@pastime/2048';
import type { Analysis } from './analysis.ts';
import type { AnalyzeOptions } from './options.ts';
import { analyzeParallel, searchMove } from './parallel.ts';
import type { MoveResult, MoveSearcher, MoveTask } from './parallel.ts';
import type { AnalyzeFailure } from './worker.ts';

/** What the pool posts to a search thread. `id` comes back in the answer. */
export interface MoveRequest {
  /** Comes back in the answer, to match answers to requests. */
  readonly id: number;
  /** The root move to search, at one depth. */
  readonly task: MoveTask;
}

/** A search thread's answer: the task's result, or the error `searchMove` threw (a task that is not one). */
export type MoveResponse =
  | { readonly id: number; readonly result: MoveResult }
  | { readonly id: number; readonly error: AnalyzeFailure };

/** How a thread tells the pool what happened; the app's start function wires its thread's events to these. */
export interface SearchThreadEvents {
  /** A message from the thread. */
  answer(response: MoveResponse): void;
  /** The thread failed (its code could not load, it threw, it ended): what it was asked is rejected. */
  fail(error: Error): void;
}

/** What the pool needs of a started thread. */
export interface SearchThread {
  /** Sends a request to the thread (`postMessage`). */
  post(request: MoveRequest): void;
  /** Stops the thread; the pool expects no more events from it and ignores any that come. */
  terminate(): void;
}

/** Starts thread number `index` (from 0), reporting through `events`. May throw: the request then rejects. */
export type StartSearchThread = (events: SearchThreadEvents, index: number) => SearchThread;

/**
 * The most threads worth starting: the root has at most four moves, and a task is one root move at one depth, so a
 * fifth thread would only start the next depth early, a search that is thrown away whenever the budget ends first.
 */
export const MAX_SEARCH_THREADS = 4;

/**
 * The number of search threads for a machine with `cores` logical cores (`navigator.hardwareConcurrency`,
 * `os.availableParallelism()`): one per core, at least 1 (a browser may hide the count), at most
 * `MAX_SEARCH_THREADS`.
 */
export function searchThreadCount(cores: number | undefined): number {
  if (typeof cores !== 'number' || !Number.isFinite(cores)) return 1;
  return Math.max(1, Math.min(MAX_SEARCH_THREADS, Math.floor(cores)));
}

/**
 * A search thread's whole job: the answer to one request (`searchMove(request.task)`), as plain data. A task that
 * is not one comes back as `error` (the `GameError`'s code, message and field); anything else thrown is a bug and
 * is not caught.
 */
export function handleMoveRequest(request: MoveRequest): MoveResponse {
  const id =
    typeof request === 'object' && request !== null && typeof request.id === 'number' ? request.id : -1;
  try {
    if (typeof request !== 'object' || request === null || typeof request.task !== 'object') {
      throw new GameError('invalid-config', 'searchMove: the request holds no task', 'task');
    }
    return { id, result: searchMove(request.task) };
  } catch (e) {
    if (isGameError(e)) return { id, error: { code: e.code, message: e.message, field: e.field } };
    throw e;
  }
}

interface Waiting {
  readonly resolve: (result: MoveResult) => void;
  readonly reject: (error: Error) => void;
}

/** One thread of the pool, started on first use, and what it has been asked. */
interface Slot {
  readonly index: number;
  thread: SearchThread | undefined;
  /** Identifies the thread started last: events of a thread already replaced are ignored. */
  generation: number;
  readonly waiting: Map<number, Waiting>;
}

/**
 * `analyzeParallel` over threads the app starts: `new SearchPool(start, searchThreadCount(cores))`, then
 * `pool.analyze(state, options)` as often as needed. Threads start at the first `analyze` (or `warm()`), so their
 * code loads only when a search is first wanted, and are kept for the next ones.
 */
export class SearchPool {
  readonly #start: StartSearchThread;
  readonly #slots: Slot[] = [];
  #nextId = 1;

  constructor(start: StartSearchThread, threads: number) {
    if (!Number.isInteger(threads) || threads < 1) {
      throw new GameError('invalid-config', 'SearchPool: threads must be a whole number from 1', 'threads');
    }
    this.#start = start;
    for (let index = 0; index < threads; index++) {
      this.#slots.push({ index, thread: undefined, generation: 0, waiting: new Map() });
    }
  }

  /** The number of threads the pool runs searches on. */
  get size(): number {
    return this.#slots.length;
  }

  /**
   * `analyze(state, options)` shared out among the threads (`analyzeParallel`): the same answer at a fixed depth.
   * Rejects with what `analyze` throws, and when a thread fails or the pool is disposed while it runs.
   */
  analyze(state: GameState, options?: AnalyzeOptions): Promise<Analysis> {
    // Once one thread has failed this analysis, the others take no more of its tasks: its answer is lost anyway.
    let failed: Error | undefined;
    const searchers: MoveSearcher[] = this.#slots.map((slot) => (task) => {
      if (failed !== undefined) return Promise.reject(failed);
      return this.#request(slot, task).catch((error: unknown) => {
        failed ??= error instanceof Error ? error : new Error(String(error));
        throw failed;
      });
    });
    return analyzeParallel(state, options, searchers);
  }

  /** Starts every thread not running yet, so that the first search does not wait for their code to load. */
  warm(): void {
    for (const slot of this.#slots) {
      try {
        this.#ensure(slot);
      } catch {
        // The first search starts it again and reports the failure.
      }
    }
  }

  /** Stops every thread; searches still waiting are rejected. A later `analyze` starts new threads. */
  dispose(): void {
    for (const slot of this.#slots) this.#fail(slot, new Error('the search was stopped'));
  }

  #request(slot: Slot, task: MoveTask): Promise<MoveResult> {
    return new Promise((resolve, reject) => {
      const id = this.#nextId++;
      try {
        const thread = this.#ensure(slot);
        slot.waiting.set(id, { resolve, reject });
        thread.post({ id, task });
      } catch (error) {
        slot.waiting.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  #ensure(slot: Slot): SearchThread {
    if (slot.thread !== undefined) return slot.thread;
    const generation = ++slot.generation;
    const current = (): boolean => slot.generation === generation;
    let started = false;
    let failure: Error | undefined;
    const thread = this.#start(
      {
        answer: (response) => {
          if (!current()) return;
          const waiting = slot.waiting.get(response.id);
          if (waiting === undefined) return;
          slot.waiting.delete(response.id);
          if ('error' in response) waiting.reject(new Error(response.error.message));
          else waiting.resolve(response.result);
        },
        fail: (error) => {
          if (!current()) return;
          if (started) {
            this.#fail(slot, error);
          } else {
            // It failed before `start` returned: it is not kept, and the request that started it is rejected.
            failure = error;
            slot.generation++;
          }
        },
      },
      slot.index,
    );
    started = true;
    if (failure !== undefined) {
      thread.terminate();
      throw failure;
    }
    slot.thread = thread;
    return thread;
  }

  #fail(slot: Slot, error: Error): void {
    const thread = slot.thread;
    slot.thread = undefined;
    // Whatever the stopped thread still sends belongs to no request of its successor.
    slot.generation++;
    thread?.terminate();
    const waiting = [...slot.waiting.values()];
    slot.waiting.clear();
    for (const { reject } of waiting) reject(error);
  }
}
