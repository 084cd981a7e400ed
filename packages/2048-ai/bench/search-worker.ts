/**
 * A search thread for `pool.ts`: answers each `{ id, task }` with `{ id, result, cpuMs }` (or `{ id, error }`),
 * `cpuMs` the thread's CPU time for the task (Linux; NaN elsewhere).
 */
import { parentPort } from 'node:worker_threads';
import { searchMove } from '../src/index.ts';
import type { MoveTask } from '../src/index.ts';
import { cpuMs, threadClock } from './cpu-clock.ts';

const port = parentPort;
if (port === null) throw new Error('search-worker.ts runs as a worker thread of pool.ts');

port.on('message', ({ id, task }: { id: number; task: MoveTask }) => {
  try {
    const start = cpuMs();
    const result = searchMove(task);
    port.postMessage({ id, result, cpuMs: threadClock ? cpuMs() - start : NaN });
  } catch (e) {
    port.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
});
