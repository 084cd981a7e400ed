/**
 * `pastime stats` and `pastime history` over full scores files (1,000 finished 2048 games and 1,000 Farkle
 * games), and `pastime replay` of a 2048 code of 10,000 moves through a pipe (`--json`: a line a position, read by
 * a fast reader): the built program's wall time from start to exit, the median of several runs, beside
 * `pastime --version` (the start-up alone). `npm run bench -w @pastime/cli` builds the program first; alone:
 *
 *   npx tsx --conditions source bench/records.ts
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apply, keepGoing, legalMoves, newGame, type Direction, type GameState } from '@pastime/2048';
import { encodeReplay2048 } from '@pastime/app-core';

const CLI_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BIN = join(CLI_ROOT, 'bin', 'pastime.js');
const RUNS = 7;

const home = mkdtempSync(join(tmpdir(), 'pastime-bench-'));
mkdirSync(join(home, 'pastime'));
const date = (i: number): string => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
const games2048 = Array.from({ length: 1000 }, (_, i) => ({
  id: `game-${i}`,
  date: date(i),
  size: 3 + (i % 6),
  winValue: 2048,
  score: (i * 7919) % 40_000,
  bestTile: 2 ** (4 + (i % 8)),
  moves: 100 + (i % 900),
  won: i % 9 === 0,
  outcome: 'lost',
}));
const gamesFarkle = Array.from({ length: 1000 }, (_, i) => {
  const turnScores = Array.from({ length: 10 }, (_, t) => ((i + t) % 4 === 0 ? 0 : 50 * ((i * t) % 40)));
  const total = turnScores.reduce((sum, score) => sum + score, 0);
  const alone = i % 2 === 0;
  return {
    id: `farkle-${i}`,
    date: date(i),
    mode: alone ? 'one-player' : 'vs-computer',
    players: alone
      ? [{ name: 'Ann', computer: false, score: total, turns: 10, turnScores }]
      : [
          { name: 'Ann', computer: false, score: total, turns: 10, turnScores },
          { name: 'Computer', computer: true, score: 10_000, turns: 10 },
        ],
    winner: alone ? null : 1,
    newHighScore: false,
    computerLevel: i % 4 === 1 ? 'expert' : 'classic',
  };
});
writeFileSync(
  join(home, 'pastime', '2048-scores.json'),
  JSON.stringify({ version: 1, best: {}, games: games2048 }),
);
writeFileSync(
  join(home, 'pastime', 'farkle-scores.json'),
  JSON.stringify({ version: 1, highScore: 0, highScoreName: null, highScoreDate: null, games: gamesFarkle }),
);

/** A seeded 8×8 game of 10,000 moves (a 4×4 game rarely lasts that long). */
function longCode(count: number): { code: string; moves: number } {
  let state: GameState = newGame({ size: 8, seed: 'bench-replay' });
  const moves: Direction[] = [];
  const order: Direction[] = ['down', 'left', 'right', 'up'];
  while (moves.length < count) {
    if (state.status === 'won') state = keepGoing(state);
    const legal = legalMoves(state);
    const move = order.find((d) => legal.includes(d));
    if (move === undefined) break;
    state = apply(state, move);
    moves.push(move);
  }
  return {
    code: encodeReplay2048({ size: 8, winValue: 2048, seed: 'bench-replay', moves, score: state.score }),
    moves: moves.length,
  };
}

function wallMs(args: readonly string[]): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    const result = spawnSync(process.execPath, [BIN, ...args], {
      env: { PATH: process.env['PATH'], HOME: home, XDG_DATA_HOME: home },
      maxBuffer: 1024 * 1024 * 1024,
    });
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (result.status !== 0) throw new Error(`pastime ${args.join(' ')} failed: ${String(result.stderr)}`);
  }
  return times.sort((a, b) => a - b)[RUNS >> 1] ?? 0;
}

try {
  const long = longCode(10_000);
  const rows: [string, number][] = [
    ['--version (start-up alone)', wallMs(['--version'])],
    ['stats (1,000 + 1,000 games)', wallMs(['stats'])],
    ['stats --json', wallMs(['stats', '--json'])],
    ['history (1,000 + 1,000 games)', wallMs(['history'])],
    [
      `replay --json (${long.moves} moves, ${long.code.length} characters)`,
      wallMs(['replay', long.code, '--json']),
    ],
    [`replay (text)`, wallMs(['replay', long.code])],
  ];
  console.log(`median wall time of ${RUNS} runs, start to exit:`);
  for (const [name, ms] of rows) console.log(`  ${name.padEnd(52)} ${ms.toFixed(0).padStart(6)} ms`);
} finally {
  rmSync(home, { recursive: true, force: true });
}
