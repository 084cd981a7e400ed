/** A search thread for `pool.ts`: answers each `{ id, task }` with `{ id, result }` (or `{ id, error }`). */
import { parentPort } from 'node:worker_threads';
import { searchMove } from '../src/index.ts';
import type { MoveTask } from '../src/index.ts';

const port = parentPort;
if (port === null) throw new Error('search-worker.ts runs as a worker thread of pool.ts');
port.on('message', ({ id, task }: { id: number; task: MoveTask }) => {
  try {
    port.postMessage({ id, result: searchMove(task) });
  } catch (e) {
    port.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
});
