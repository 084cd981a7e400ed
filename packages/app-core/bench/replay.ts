/**
 * What replays and statistics cost: decoding and verifying (replaying from the seed) a 2048 code of 10,000 moves,
 * its length, and the statistics of 1,000 finished games. CPU time of one core, the median of several runs.
 * `npm run bench -w @pastime/app-core`.
 */
import { apply, legalMoves, newGame, keepGoing, type Direction, type GameState } from '@pastime/2048';
import {
  encodeReplay2048,
  farkleStats,
  MAX_FINISHED_GAMES,
  playReplay2048,
  stats2048,
  type FarkleGameFacts,
  type FinishedGame2048,
} from '../src/index.ts';

function cpuMs(run: () => void, runs: number): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage();
    run();
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
  }
  return times.sort((a, b) => a - b)[runs >> 1] ?? 0;
}

/** A long seeded game on a big board (a 4×4 game rarely lasts 10,000 moves): the moves made, in order. */
function longGame(moves: number): {
  readonly size: number;
  readonly seed: string;
  readonly moves: Direction[];
  readonly score: number;
} {
  const size = 8;
  let state: GameState = newGame({ size, seed: 'bench-replay' });
  const made: Direction[] = [];
  // Prefer the moves that keep the big tiles in a corner: the game lasts long enough.
  const order: Direction[] = ['down', 'left', 'right', 'up'];
  while (made.length < moves) {
    if (state.status === 'won') state = keepGoing(state);
    const legal = legalMoves(state);
    const move = order.find((d) => legal.includes(d));
    if (move === undefined) break;
    state = apply(state, move);
    made.push(move);
  }
  return { size, seed: 'bench-replay', moves: made, score: state.score };
}

const game = longGame(10_000);
const code = encodeReplay2048({
  size: game.size,
  winValue: 2048,
  seed: game.seed,
  moves: game.moves,
  score: game.score,
});
const replayMs = cpuMs(() => playReplay2048(code), 15);
console.log(
  `replay    a 2048 code of ${game.moves.length} moves (${game.size}×${game.size}): ${code.length} characters, ` +
    `decoded and verified in ${replayMs.toFixed(1)} ms of CPU`,
);

const games: FinishedGame2048[] = Array.from({ length: MAX_FINISHED_GAMES }, (_, i) => ({
  id: `g${i}`,
  size: 3 + (i % 4),
  winValue: 2048,
  score: 1000 + ((i * 7919) % 50_000),
  bestTile: 2 ** (6 + (i % 7)),
  moves: 200 + (i % 800),
  won: i % 10 === 0,
  outcome: 'lost',
  endedAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
}));
const facts: FarkleGameFacts[] = Array.from({ length: MAX_FINISHED_GAMES }, (_, i) => ({
  endedAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
  mode: i % 3 === 0 ? 'one-player' : 'vs-computer',
  computerLevel: i % 2 === 0 ? 'expert' : 'classic',
  players:
    i % 3 === 0
      ? [
          {
            computer: false,
            score: 5000,
            turnScores: Array.from({ length: 10 }, (_, t) => ((i + t) % 4) * 350),
          },
        ]
      : [
          {
            computer: false,
            score: 10_000,
            turnScores: Array.from({ length: 25 }, (_, t) => ((i + t) % 5) * 300),
          },
          { computer: true, score: 8000 },
        ],
  winner: i % 3 === 0 ? null : i % 2,
}));
const statsMs = cpuMs(() => {
  stats2048(games);
  farkleStats(facts);
}, 21);
console.log(
  `stats     ${MAX_FINISHED_GAMES} 2048 games and ${MAX_FINISHED_GAMES} Farkle games summed up in ${statsMs.toFixed(2)} ms of CPU`,
);
