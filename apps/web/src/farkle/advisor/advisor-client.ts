/**
 * The page's side of the Farkle advisor: `advise` and the computer's next action, computed in the advisor's
 * worker so that solving a turn never holds up the page. The worker starts on the first request.
 */
import { serialize, type Action, type Advice, type FarkleState, type Rules } from '@pastime/farkle';
import { WorkerClient, type WorkerPort } from '../../shell/worker-client.ts';
import type { AdvisorRequest, AdvisorResponse } from './protocol.ts';

export type AdvisorWorker = WorkerPort<AdvisorRequest, AdvisorResponse>;

function startWorker(): AdvisorWorker {
  return new Worker(new URL('./advisor-worker.ts', import.meta.url), {
    type: 'module',
    name: 'Farkle advisor',
  });
}

export class AdvisorClient {
  readonly #client: WorkerClient<AdvisorRequest, AdvisorResponse>;

  constructor(start: () => AdvisorWorker = startWorker) {
    this.#client = new WorkerClient(start);
  }

  /** The engine's `advise(state)`. */
  async advise(state: FarkleState): Promise<Advice> {
    const save = serialize(state);
    const response = await this.#client.request((id) => ({ id, kind: 'advise', save }));
    if (response.kind === 'error') throw new Error(response.message);
    if (response.kind !== 'advise') throw new Error(`the advisor answered ${response.kind} to advise`);
    return response.advice;
  }

  /** The engine's `computerAction(state)`: what the computer player does next. */
  async computerAction(state: FarkleState): Promise<Action> {
    const save = serialize(state);
    const response = await this.#client.request((id) => ({ id, kind: 'computer-action', save }));
    if (response.kind === 'error') throw new Error(response.message);
    if (response.kind !== 'computer-action')
      throw new Error(`the advisor answered ${response.kind} to a turn`);
    return response.action;
  }

  /** The engine's `installWinTable(rules, text)` in the worker, for the advice and the Expert to use. */
  async installTable(rules: Rules, text: string): Promise<void> {
    const response = await this.#client.request((id) => ({ id, kind: 'install-table', rules, text }));
    if (response.kind === 'error') throw new Error(response.message);
  }

  dispose(): void {
    this.#client.dispose();
  }
}
