import { parentPort } from 'node:worker_threads';
import { serveWinTable } from '@pastime/app-core';

/** The `workerData` the program starts its win-table thread with: `main` then solves tables, not games. */
export const WIN_TABLE_THREAD = 'pastime-farkle-win-table';

/** The thread's whole job: the two-player win table of the rules it is sent, with its progress on the way. */
export function serveWinTables(): void {
  const port = parentPort;
  if (port === null) throw new Error('serveWinTables runs on a worker thread');
  port.on('message', (rules: unknown) => serveWinTable(rules, (message) => port.postMessage(message)));
}
