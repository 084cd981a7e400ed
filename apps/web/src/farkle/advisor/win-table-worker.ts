/**
 * Solves the two-player win table of a game's rules off the main thread (seconds to tens of seconds), reporting
 * how far it has got, and answers with the table as the engine's text encoding, ready to cache and install.
 */
import { solveWinTableText } from '@pastime/app-core';
import type { WinTableMessage, WinTableRequest } from './win-table-protocol.ts';

const post = (message: WinTableMessage): void => self.postMessage(message);

self.onmessage = (event: MessageEvent<WinTableRequest>) => {
  const text = solveWinTableText(event.data.rules, (fraction) => post({ kind: 'progress', fraction }));
  post({ kind: 'done', text });
};
