/**
 * Solves the two-player win table of a game's rules off the main thread (seconds to tens of seconds), reporting
 * how far it has got, and answers with the table as the engine's text encoding, ready to cache and install.
 */
import { serveWinTable } from '@pastime/app-core';
import type { WinTableRequest } from './win-table-protocol.ts';

self.onmessage = (event: MessageEvent<WinTableRequest>) => {
  serveWinTable(event.data.rules, (message) => self.postMessage(message));
};
