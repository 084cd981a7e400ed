import { serialize, type GameState } from '@pastime/2048';
import type { Analysis, AnalyzeOptions, AnalyzeRequest, AnalyzeResponse } from '@pastime/2048-ai';
import { Worker } from 'node:worker_threads';
import { SEARCH_THREAD } from './search-thread.ts';

interface Waiting {
  readonly state: GameState;
  readonly answer: (analysis: Analysis) => void;
}

/**
 * The search for the full screen, on a worker thread: while it thinks, the screen still reads keys and redraws
 * (a search of 50 ms can take three times as long on a busy machine, and longer budgets are allowed). The thread
 * runs the program's own file — in the bundle every module's `import.meta.url` is `dist/pastime.js` —, whose
 * `main` serves searches when started with `SEARCH_THREAD`; it starts at the first request. Should it fail to
 * start or stop (the sources run unbundled, say), the search runs on the main thread instead, between keys.
 */
export class Analyst {
  /** Undefined: not started yet; null: no thread, the search runs here. */
  private worker: Worker | null | undefined;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();

  constructor(private readonly options: AnalyzeOptions) {}

  /** Asks for the analysis of `state`; `answer` gets it, unless the function returned is called first. */
  request(state: GameState, answer: (analysis: Analysis) => void): () => void {
    const id = this.nextId++;
    this.waiting.set(id, { state, answer });
    const worker = this.thread();
    if (worker === null) {
      this.searchHere(id);
    } else {
      // The undo history is of no use to the search and only makes the message longer.
      const request: AnalyzeRequest = { id, save: serialize(state, { maxUndo: 0 }), options: this.options };
      worker.postMessage(request);
    }
    return () => this.waiting.delete(id);
  }

  /** Stops the thread; answers still on their way are dropped. */
  close(): void {
    this.waiting.clear();
    const worker = this.worker;
    this.worker = null;
    if (worker !== null && worker !== undefined) {
      worker.removeAllListeners();
      void worker.terminate();
    }
  }

  private thread(): Worker | null {
    if (this.worker !== undefined) return this.worker;
    try {
      const worker = new Worker(new URL(import.meta.url), { workerData: SEARCH_THREAD });
      // A search still running never keeps the program from ending.
      worker.unref();
      worker.on('message', (response: AnalyzeResponse) => this.answered(response));
      worker.on('error', () => this.withoutThread());
      worker.on('exit', () => this.withoutThread());
      this.worker = worker;
    } catch {
      this.worker = null;
    }
    return this.worker;
  }

  private answered(response: AnalyzeResponse): void {
    const waiting = this.waiting.get(response.id);
    if (waiting === undefined) return;
    if ('error' in response) {
      // The save and the options were made here and checked: searching here throws the same error, as a bug.
      this.searchHere(response.id);
      return;
    }
    this.waiting.delete(response.id);
    waiting.answer(response.analysis);
  }

  /** The thread failed or ended: what it was asked is searched here, and so is everything after. */
  private withoutThread(): void {
    if (this.worker === null) return;
    this.worker = null;
    for (const id of this.waiting.keys()) this.searchHere(id);
  }

  private searchHere(id: number): void {
    setImmediate(() => {
      void import('@pastime/2048-ai').then(({ analyze }) => {
        const waiting = this.waiting.get(id);
        if (waiting === undefined) return;
        this.waiting.delete(id);
        waiting.answer(analyze(waiting.state, this.options));
      });
    });
  }
}
