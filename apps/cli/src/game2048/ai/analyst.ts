import type { GameState } from '@pastime/2048';
import type { Analysis, AnalyzeOptions, MoveResponse, SearchPool, SearchThread } from '@pastime/2048-ai';
import type * as SearchModule from '@pastime/2048-ai';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { SEARCH_THREAD } from './search-thread.ts';

type Search = typeof SearchModule;

/**
 * The search for the full screen, shared out among worker threads, one per core (at most four: see
 * `MAX_SEARCH_THREADS`), by `SearchPool` of `@pastime/2048-ai`: while they think, the screen still reads keys and
 * redraws (a search of 50 ms can take three times as long on a busy machine, and longer budgets are allowed). Each
 * thread runs the program's own file — in the bundle every module's `import.meta.url` is `dist/pastime.js` —, whose
 * `main` serves searches when started with `SEARCH_THREAD`; they start at the first request. Should a thread fail
 * to start or stop (the sources run unbundled, say), the search runs on the main thread instead, between keys.
 */
export class Analyst {
  /** Loaded at the first request: the search's row tables are built when its module loads. */
  #search: Promise<Search> | undefined;
  /** Undefined: not started yet; null: no threads, the search runs here. */
  #pool: SearchPool | null | undefined;
  #closed = false;

  constructor(private readonly options: AnalyzeOptions) {}

  /** The analysis of `state`: the search port of the game manager. Once closed it never settles. */
  analyze(state: GameState): Promise<Analysis> {
    return this.#analyze(state).then((analysis) =>
      analysis === undefined || this.#closed ? new Promise<never>(() => undefined) : analysis,
    );
  }

  /** Stops the threads; answers still on their way are dropped. */
  close(): void {
    this.#closed = true;
    this.#pool?.dispose();
    this.#pool = null;
  }

  /** The analysis, or undefined once closed. */
  async #analyze(state: GameState): Promise<Analysis | undefined> {
    this.#search ??= import('@pastime/2048-ai');
    const search = await this.#search;
    const pool = this.#threads(search);
    if (pool !== null) {
      try {
        return await pool.analyze(state, this.options);
      } catch {
        // A thread failed or ended (or the threads were stopped): this search, and every later one, runs here.
        if (this.#closed) return undefined;
        if (this.#pool === pool) {
          pool.dispose();
          this.#pool = null;
        }
      }
    }
    // Between keys: the screen has drawn what came before and reads the keys that came meanwhile.
    await new Promise((resolve) => setImmediate(resolve));
    return this.#closed ? undefined : search.analyze(state, this.options);
  }

  #threads(search: Search): SearchPool | null {
    if (this.#closed) return null;
    this.#pool ??= new search.SearchPool((events): SearchThread => {
      const worker = new Worker(new URL(import.meta.url), { workerData: SEARCH_THREAD });
      // A search still running never keeps the program from ending.
      worker.unref();
      worker.on('message', (response: MoveResponse) => events.answer(response));
      worker.on('error', (error) => events.fail(error));
      worker.on('exit', (code) => events.fail(new Error(`the search thread ended (exit code ${code})`)));
      return {
        post: (request) => worker.postMessage(request),
        terminate: () => {
          worker.removeAllListeners();
          // A thread stopped while its code still loads reports that failure later: nobody waits for it now.
          worker.on('error', () => undefined);
          void worker.terminate();
        },
      };
    }, search.searchThreadCount(availableParallelism()));
    return this.#pool;
  }
}
