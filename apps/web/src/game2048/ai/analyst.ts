/**
 * The page's side of the 2048 search: `analyzeParallel` of `@pastime/2048-ai` over a pool of Web Workers
 * (`search-worker.ts`), one per core, each searching root moves as the pool hands them out. The workers start on the
 * first request (or `warm()`), so their code is fetched only when a hint or auto-play is first asked for; a worker
 * that fails rejects what it was asked and is replaced at the next request.
 */
import type { GameState } from '@pastime/2048';
import {
  SearchPool,
  searchThreadCount,
  type Analysis,
  type AnalyzeOptions,
  type MoveRequest,
  type MoveResponse,
} from '@pastime/2048-ai';
import type { WorkerPort } from '../../shell/worker-client.ts';

export type SearchWorker = WorkerPort<MoveRequest, MoveResponse>;

/** Starts search worker number `index` (from 0). */
export type StartSearchWorker = (index: number) => SearchWorker;

function startWorker(index: number): SearchWorker {
  return new Worker(new URL('./search-worker.ts', import.meta.url), {
    type: 'module',
    name: `2048 search ${index + 1}`,
  });
}

/**
 * The number of workers for this browser: one per core it reports, at least 1, at most four (the root has at most
 * four moves to share out; see `MAX_SEARCH_THREADS`).
 */
export function searchWorkerCount(): number {
  return searchThreadCount(typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency);
}

export class Analyst {
  readonly #pool: SearchPool;

  constructor(start: StartSearchWorker = startWorker, workers: number = searchWorkerCount()) {
    this.#pool = new SearchPool((events, index) => {
      const worker = start(index);
      worker.onmessage = (event) => events.answer(event.data);
      worker.onerror = (event) => {
        // Reported here, as a rejected search; not again as an uncaught error of the page.
        event.preventDefault();
        events.fail(new Error(event.message || 'the search worker could not be loaded'));
      };
      return { post: (request) => worker.postMessage(request), terminate: () => worker.terminate() };
    }, workers);
  }

  /** The number of workers the search runs on. */
  get workers(): number {
    return this.#pool.size;
  }

  /** The search's analysis of `state`, shared out among the workers (the same answer at a fixed depth). */
  analyze(state: GameState, options?: AnalyzeOptions): Promise<Analysis> {
    return this.#pool.analyze(state, options);
  }

  /** Starts the workers (fetching their code) ahead of the first request, when one is likely to come. */
  warm(): void {
    this.#pool.warm();
  }

  /** Stops the workers; requests still waiting are rejected. */
  dispose(): void {
    this.#pool.dispose();
  }
}
