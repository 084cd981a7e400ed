/**
 * Requests to a Web Worker that answers each message with one message carrying the same `id`: the page's side of
 * Farkle's advisor (2048's search, over several workers at once, is a `SearchPool` of `@pastime/2048-ai`). The worker is started on the first request (so its code is fetched only then) and
 * kept for the next ones. If it fails (its script cannot load, or it throws), every waiting request is rejected
 * and the next request starts a new worker; whatever the failed one still sends is ignored.
 */

/** What the client needs of a worker (a `Worker`, or a stand-in in tests). */
export interface WorkerPort<Request, Response> {
  postMessage(message: Request): void;
  onmessage: ((event: MessageEvent<Response>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

interface Waiting<Response> {
  readonly resolve: (response: Response) => void;
  readonly reject: (error: Error) => void;
}

export class WorkerClient<Request extends { readonly id: number }, Response extends { readonly id: number }> {
  readonly #start: () => WorkerPort<Request, Response>;
  #worker: WorkerPort<Request, Response> | undefined;
  readonly #waiting = new Map<number, Waiting<Response>>();
  #nextId = 1;

  constructor(start: () => WorkerPort<Request, Response>) {
    this.#start = start;
  }

  /** Sends the request `build(id)` makes and resolves with the worker's answer to it. */
  request(build: (id: number) => Request): Promise<Response> {
    return new Promise((resolve, reject) => {
      const id = this.#nextId++;
      try {
        const worker = this.#ensureWorker();
        this.#waiting.set(id, { resolve, reject });
        worker.postMessage(build(id));
      } catch (error) {
        this.#waiting.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  /** Starts the worker now, if it is not running, so that the first request does not wait for it to load. */
  warm(): void {
    try {
      this.#ensureWorker();
    } catch {
      // The first request will try again and report the failure.
    }
  }

  /** Stops the worker; requests still waiting are rejected. */
  dispose(): void {
    this.#fail(new Error('the worker was stopped'));
  }

  #ensureWorker(): WorkerPort<Request, Response> {
    if (this.#worker) return this.#worker;
    const worker = this.#start();
    // A worker already replaced (after a failure) may still deliver an event: an answer or a failure of its own
    // says nothing about the requests its successor holds, whose ids it may share.
    worker.onmessage = (event) => {
      if (this.#worker !== worker) return;
      const waiting = this.#waiting.get(event.data.id);
      if (!waiting) return;
      this.#waiting.delete(event.data.id);
      waiting.resolve(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      if (this.#worker !== worker) return;
      this.#fail(new Error(event.message || 'the worker could not be loaded'));
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
