import { parentPort } from 'node:worker_threads';
import type { AnalyzeRequest } from '@pastime/2048-ai';

/** The `workerData` the program starts its search thread with: it tells `main` to serve searches, not to play. */
export const SEARCH_THREAD = 'pastime-2048-search';

/** The search thread's whole job: each request (a saved game and the search's options) gets its analysis. */
export async function serveSearches(): Promise<void> {
  const port = parentPort;
  if (port === null) throw new Error('serveSearches runs on a worker thread');
  // Loaded here, not with the program: only this thread needs the search's tables.
  const { handleAnalyzeRequest } = await import('@pastime/2048-ai');
  port.on('message', (request: AnalyzeRequest) => port.postMessage(handleAnalyzeRequest(request)));
}
