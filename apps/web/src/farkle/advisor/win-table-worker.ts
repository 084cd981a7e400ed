/**
 * Solves the two-player win table of a game's rules off the main thread (seconds to tens of seconds), reporting
 * how far it has got, and answers with the table as the engine's text encoding, ready to cache and install.
 */
import { encodeWinTable, resolveRules, solveWinTable } from '@pastime/farkle';
import type { WinTableMessage, WinTableRequest } from './win-table-protocol.ts';

const post = (message: WinTableMessage): void => self.postMessage(message);

self.onmessage = (event: MessageEvent<WinTableRequest>) => {
  const rules = resolveRules(event.data.rules);
  let last = -1;
  const report = solveWinTable(rules, {
    onProgress: (fraction) => {
      // A message per whole percent is enough for a progress bar.
      const percent = Math.floor(fraction * 100);
      if (percent === last) return;
      last = percent;
      post({ kind: 'progress', fraction });
    },
  });
  post({ kind: 'done', text: encodeWinTable(report.table), milliseconds: report.milliseconds });
};
