import { DEFAULT_WIN_VALUE } from '@pastime/2048';
import type { ReadStream, WriteStream } from 'node:tty';
import type { CommonOptions } from './cli/common-options.ts';
import { Notices } from './cli/notices.ts';
import { dataDirectory } from './storage/paths.ts';
import { DataStore } from './storage/store.ts';
import { ask } from './term/prompt.ts';
import { Painter, detectColorDepth } from './term/color.ts';

/** `pastime` alone in a terminal: choose a game. */
export async function runMenu(options: CommonOptions): Promise<number> {
  const input = process.stdin as ReadStream;
  const output = process.stdout as WriteStream;
  const painter = new Painter(detectColorDepth(process.env));
  output.write(`${painter.bold('Pastime')}: which game?\n  1  2048\n  2  Farkle\n  q  quit\n`);
  // A full-screen game shows data-file problems itself.
  const notices = new Notices(undefined);
  const store = options.save ? new DataStore(dataDirectory(), notices.report) : undefined;
  for (;;) {
    const answer = await ask(input, output, 'Your choice: ');
    if (answer.kind === 'interrupt') return 130;
    if (answer.kind === 'end-of-input') return 0;
    const choice = answer.text.trim().toLowerCase();
    if (choice === '1' || choice === '2048') {
      const { runTerminal2048 } = await import('./g2048/terminal-game.ts');
      const { Storage2048 } = await import('./g2048/storage.ts');
      const storage = store === undefined ? undefined : new Storage2048(store, notices.report);
      return runTerminal2048(
        {
          ...options,
          size: undefined,
          winValue: DEFAULT_WIN_VALUE,
          seed: undefined,
          autoplay: false,
          timeMs: undefined,
          depth: undefined,
        },
        storage,
        notices,
      );
    }
    if (choice === '2' || choice === 'farkle') {
      const { runTerminalFarkle } = await import('./farkle/terminal-game.ts');
      return runTerminalFarkle(
        {
          ...options,
          players: undefined,
          computer: false,
          names: [],
          seed: undefined,
          delayMs: undefined,
          level: 'classic',
        },
        store,
        notices,
      );
    }
    if (choice === 'q' || choice === 'quit') return 0;
    output.write('Please type 1 for 2048, 2 for Farkle, or q to quit.\n');
  }
}
