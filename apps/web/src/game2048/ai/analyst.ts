/**
 * The page's side of the 2048 search: sends a game to the search worker and resolves with its analysis. The
 * worker is started on the first request (so its code is fetched only then) and kept for the next ones; if it
 * fails (its script cannot load, or it crashes), the waiting requests are rejected and the next request starts
 * a new one.
 */
import { serialize, type GameState } from '@pastime/2048';
import type { Analysis, AnalyzeOptions, AnalyzeRequest, AnalyzeResponse } from '@pastime/2048-ai';

/** What the analyst needs of a worker (a `Worker`, or a stand-in in tests). */
export interface SearchWorker {
  postMessage(request: AnalyzeRequest): void;
  onmessage: ((event: MessageEvent<AnalyzeResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

function startWorker(): SearchWorker {
  return new Worker(new URL('./analysisWorker.ts', import.meta.url), { type: 'module', name: '2048 search' });
}

interface Waiting {
  readonly resolve: (analysis: Analysis) => void;
  readonly reject: (error: Error) => void;
}

export class Analyst {
  readonly #start: () => SearchWorker;
  #worker: SearchWorker | undefined;
  readonly #waiting = new Map<number, Waiting>();
  #nextId = 1;

  constructor(start: () => SearchWorker = startWorker) {
    this.#start = start;
  }

  /** The search's analysis of `state` (the undo history is left out of the message: the search needs none). */
  analyze(state: GameState, options?: AnalyzeOptions): Promise<Analysis> {
    return new Promise((resolve, reject) => {
      const id = this.#nextId++;
      let worker: SearchWorker;
      try {
        worker = this.#ensureWorker();
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      this.#waiting.set(id, { resolve, reject });
      const save = serialize(state, { maxUndo: 0 });
      worker.postMessage(options === undefined ? { id, save } : { id, save, options });
    });
  }

  /** Stops the worker; requests still waiting are rejected. */
  dispose(): void {
    this.#fail(new Error('the search was stopped'));
  }

  #ensureWorker(): SearchWorker {
    if (this.#worker) return this.#worker;
    const worker = this.#start();
    worker.onmessage = (event) => {
      const response = event.data;
      const waiting = this.#waiting.get(response.id);
      if (!waiting) return;
      this.#waiting.delete(response.id);
      if ('error' in response) waiting.reject(new Error(response.error.message));
      else waiting.resolve(response.analysis);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      this.#fail(new Error(event.message || 'the search could not be loaded'));
    };
    this.#worker = worker;
    return worker;
  }

  #fail(error: Error): void {
    this.#worker?.terminate();
    this.#worker = undefined;
    const waiting = [...this.#waiting.values()];
    this.#waiting.clear();
    for (const { reject } of waiting) reject(error);
  }
}
