import { parentPort } from 'node:worker_threads';
import type { MoveRequest } from '@pastime/2048-ai';

/** The `workerData` the program starts its search threads with: it tells `main` to serve searches, not to play. */
export const SEARCH_THREAD = 'pastime-2048-search';

/** A search thread's whole job: each request (one root move of a position at one depth) gets its result. */
export async function serveSearches(): Promise<void> {
  const port = parentPort;
  if (port === null) throw new Error('serveSearches runs on a worker thread');
  // Loaded here, not with the program: only the search threads need the search's tables.
  const { handleMoveRequest } = await import('@pastime/2048-ai');
  port.on('message', (request: MoveRequest) => port.postMessage(handleMoveRequest(request)));
}
