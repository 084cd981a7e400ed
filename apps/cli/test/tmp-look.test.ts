import { it } from 'vitest';
import { terminalTests } from './support/tmux.ts';
import { code2048, codeFarkle } from './support/replay-codes.ts';
const { start } = terminalTests();
it('look', async () => {
  const game = code2048('replay-tty', 60);
  const p = start(['replay', game.code]);
  await p.waitFor('space play/pause');
  console.log(p.screen());
  const farkle = codeFarkle('replay-tty-farkle', 'vs-computer', ['Ann', 'Computer'], 'classic');
  const q = start(['replay', farkle.code], { columns: 100, rows: 30 });
  await q.waitFor('FARKLE');
  await new Promise((r) => setTimeout(r, 500));
  console.log(q.screen());
});
