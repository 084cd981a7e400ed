/**
 * What a 2048 game in progress costs in save format 2: the bytes per move of long games (the stored entry's
 * `game` field as JSON, next to format 1's engine save text of the same game), and the time to load (replay and
 * check) a 10,000-move save, and to save one move (`play2048` and the JSON of the save). Games are seeded random
 * play on 8×8 boards, keeping going after the win. `npm run bench -w @pastime/app-core`.
 */
import { serialize } from '@pastime/2048';
import { decodeSave2048, encodeSave2048, newGame2048, play2048 } from '../src/index.ts';
import { playGameOn } from '../test/support/play-2048.ts';

/** CPU time, not wall-clock: on a shared machine it is what one core spends, whatever else runs. */
function cpuMs(run: () => void, runs: number): number {
  const start = process.cpuUsage();
  for (let i = 0; i < runs; i++) run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / runs;
}

for (const moves of [1_500, 10_000]) {
  const game = playGameOn(newGame2048({ size: 8, winValue: 2048, seed: 1 }), moves);
  const text = JSON.stringify(encodeSave2048(game.save));
  const format1 = serialize(game.state).length;
  console.log(
    `${moves.toLocaleString('en-US').padStart(6)} moves: format 2 ${text.length.toLocaleString('en-US')} bytes ` +
      `(${(text.length / moves).toFixed(2)} a move); format 1 ${format1.toLocaleString('en-US')} ` +
      `(${(format1 / moves).toFixed(0)} a move)`,
  );
  const parsed: unknown = JSON.parse(text);
  decodeSave2048(parsed, 'game');
  const load = cpuMs(() => decodeSave2048(JSON.parse(text), 'game'), moves > 5_000 ? 20 : 100);
  const undone = play2048(game, 'undo') ?? game;
  const save = cpuMs(() => {
    const next = play2048(undone, 'redo') ?? undone;
    JSON.stringify(encodeSave2048(next.save));
  }, 2_000);
  console.log(
    `        load (parse, replay, check): ${load.toFixed(2)} ms of CPU; one action and its JSON: ${(save * 1000).toFixed(0)} µs`,
  );
}
