/**
 * What a full list of records costs: each time a 2048 score passes the best, or a game ends, an app reads its
 * records, merges one change in and writes them back. This times that cycle (parse the stored text, check it
 * against its format, merge, write the text) on records holding MAX_FINISHED_GAMES games, in both apps' formats,
 * and prints the size of the stored text. `npm run bench -w @pastime/app-core`.
 */
import {
  BROWSER_RECORDS_2048,
  MAX_FINISHED_GAMES,
  mergeRecords,
  recordBest,
  TERMINAL_SCORES_2048,
  type DocumentFormat,
  type Records2048,
} from '../src/index.ts';

const full: Records2048 = {
  best: { '3': 3_000, '4': 60_000, '5': 90_000 },
  games: Array.from({ length: MAX_FINISHED_GAMES }, (_, i) => ({
    id: `m${(1_700_000_000_000 + i * 60_000).toString(36)}-${(i * 2_654_435_761).toString(36)}`,
    size: 3 + (i % 3),
    winValue: 2048,
    score: 1000 + ((i * 7919) % 50_000),
    bestTile: 256,
    moves: 200 + (i % 800),
    won: i % 10 === 0,
    outcome: i % 4 === 0 ? 'lost' : 'abandoned',
    endedAt: new Date(Date.UTC(2025, 0, 1) + (MAX_FINISHED_GAMES - i) * 60_000).toISOString(),
  })),
};

function cycle(format: DocumentFormat<Records2048>, text: string, score: number): string {
  const { value } = format.read(JSON.parse(text), 'records');
  return JSON.stringify(format.write(mergeRecords(value, recordBest(4, score))));
}

for (const [name, format] of [
  ['browser', BROWSER_RECORDS_2048],
  ['terminal', TERMINAL_SCORES_2048],
] as const) {
  let text = JSON.stringify(format.write(full));
  for (let i = 0; i < 50; i++) text = cycle(format, text, 60_000 + i);
  const runs = 500;
  // CPU time, not wall-clock: on a shared machine it is what one core spends, whatever else runs.
  const start = process.cpuUsage();
  for (let i = 0; i < runs; i++) text = cycle(format, text, 70_000 + i);
  const used = process.cpuUsage(start);
  const ms = (used.user + used.system) / 1000 / runs;
  console.log(
    `${name.padEnd(8)}  ${MAX_FINISHED_GAMES} games, ${(text.length / 1000).toFixed(0)} kB stored: ` +
      `read, check, merge and write ${ms.toFixed(2)} ms of CPU`,
  );
}
