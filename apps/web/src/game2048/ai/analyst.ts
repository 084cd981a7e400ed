/**
 * The page's side of the 2048 search: sends a game to the search worker (`analysis-worker.ts`) and resolves with
 * its analysis. The worker starts on the first request, so its code is fetched only when a hint or auto-play is
 * first asked for.
 */
import { serialize, type GameState } from '@pastime/2048';
import type { Analysis, AnalyzeOptions, AnalyzeRequest, AnalyzeResponse } from '@pastime/2048-ai';
import { WorkerClient, type WorkerPort } from '../../shell/worker-client.ts';

export type SearchWorker = WorkerPort<AnalyzeRequest, AnalyzeResponse>;

function startWorker(): SearchWorker {
  return new Worker(new URL('./analysis-worker.ts', import.meta.url), {
    type: 'module',
    name: '2048 search',
  });
}

export class Analyst {
  readonly #client: WorkerClient<AnalyzeRequest, AnalyzeResponse>;

  constructor(start: () => SearchWorker = startWorker) {
    this.#client = new WorkerClient(start);
  }

  /** The search's analysis of `state` (the undo history is left out of the message: the search needs none). */
  async analyze(state: GameState, options?: AnalyzeOptions): Promise<Analysis> {
    const save = serialize(state, { maxUndo: 0 });
    const response = await this.#client.request((id) =>
      options === undefined ? { id, save } : { id, save, options },
    );
    if ('error' in response) throw new Error(response.error.message);
    return response.analysis;
  }

  /** Starts the worker (fetching its code) ahead of the first request, when one is likely to come. */
  warm(): void {
    this.#client.warm();
  }

  /** Stops the worker; requests still waiting are rejected. */
  dispose(): void {
    this.#client.dispose();
  }
}
