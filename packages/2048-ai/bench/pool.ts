/**
 * Search threads in Node (`worker_threads`), for `analyzeParallel`: `searchPool(n)` starts n threads and gives one
 * `MoveSearcher` per thread; `close()` ends them. A browser does the same with Web Workers (see the README).
 */
import { Worker } from 'node:worker_threads';
import type { MoveResult, MoveSearcher, MoveTask } from '../src/index.ts';

// The worker is TypeScript: a small script registers tsx's loader in the new thread, then imports it.
const BOOTSTRAP = `
  import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
    .then(({ register }) => { register(); return import(${JSON.stringify(new URL('./search-worker.ts', import.meta.url).href)}); });
`;

export interface SearchPool {
  readonly searchers: readonly MoveSearcher[];
  /** Each thread's CPU time in its tasks so far, in ms (NaN where the thread's clock cannot be read). */
  readonly cpuMs: number[];
  close(): Promise<void>;
}

type Reply = { id: number; result: MoveResult; cpuMs: number } | { id: number; error: string };

export function searchPool(threads: number): SearchPool {
  const workers: Worker[] = [];
  const searchers: MoveSearcher[] = [];
  const cpuMs: number[] = [];
  for (let t = 0; t < threads; t++) {
    cpuMs.push(0);
    const worker = new Worker(BOOTSTRAP, { eval: true });
    const pending = new Map<number, { resolve: (r: MoveResult) => void; reject: (e: Error) => void }>();
    let nextId = 0;
    worker.on('message', (reply: Reply) => {
      const entry = pending.get(reply.id);
      if (entry === undefined) return;
      pending.delete(reply.id);
      if ('error' in reply) entry.reject(new Error(reply.error));
      else {
        cpuMs[t] = (cpuMs[t] as number) + reply.cpuMs;
        entry.resolve(reply.result);
      }
    });
    worker.on('error', (e) => {
      for (const entry of pending.values()) entry.reject(e);
      pending.clear();
    });
    workers.push(worker);
    searchers.push(
      (task: MoveTask) =>
        new Promise<MoveResult>((resolve, reject) => {
          const id = nextId++;
          pending.set(id, { resolve, reject });
          worker.postMessage({ id, task });
        }),
    );
  }
  return {
    searchers,
    cpuMs,
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
