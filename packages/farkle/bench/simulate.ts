/** The benchmark's worker: plays the games of each task it is sent and posts the tallies back. */
import { parentPort } from 'node:worker_threads';
import { advise, apply, newGame } from '../src/index.ts';
import type { FarkleState } from '../src/index.ts';
import { setAdviceCacheSize } from '../src/advisor/advise.ts';
import { encodeWinTable } from '../src/advisor/win-table.ts';
import { WIN_TABLE_DATA } from '../src/advisor/win-table-data.ts';
import { buildWinTable } from '../scripts/win-table-builder.ts';
import { playOnePlayer, PLAYERS, playTwoPlayer } from './players.ts';
import type { PlayerName } from './players.ts';

export type Task =
  | {
      readonly kind: 'duel';
      readonly a: PlayerName;
      readonly b: PlayerName;
      readonly from: number;
      readonly count: number;
    }
  | { readonly kind: 'solo'; readonly player: PlayerName; readonly from: number; readonly count: number }
  | { readonly kind: 'advise-timing'; readonly games: number }
  | { readonly kind: 'build-table' };

/** Player `a` moves first in even-numbered games and second in odd ones. */
export interface DuelTally {
  readonly games: number;
  readonly aWins: number;
  readonly aFirstGames: number;
  readonly aFirstWins: number;
  readonly firstSeatWins: number;
}

export interface SoloTally {
  readonly games: number;
  readonly sum: number;
  readonly sumOfSquares: number;
}

export interface AdviseTiming {
  readonly onePlayerSetupMs: number;
  readonly twoPlayerSetupMs: number;
  readonly callsMs: readonly number[];
}

export interface TableBuild {
  readonly ms: number;
  readonly sameAsShipped: boolean;
}

export type TaskResult = DuelTally | SoloTally | AdviseTiming | TableBuild;

/**
 * Solved turns kept per worker while simulating: every pair of totals (40,000 at most, about 27 KB each), since
 * games keep meeting the same pairs. The default (64) is enough for one game at a time.
 */
const SIMULATION_CACHE = 40_000;

function duel(a: PlayerName, b: PlayerName, from: number, count: number): DuelTally {
  let aWins = 0;
  let aFirstGames = 0;
  let aFirstWins = 0;
  let firstSeatWins = 0;
  for (let i = from; i < from + count; i++) {
    const aFirst = i % 2 === 0;
    const seed = `${a}-${b}-${i}`;
    const winner = aFirst
      ? playTwoPlayer(seed, PLAYERS[a], PLAYERS[b])
      : playTwoPlayer(seed, PLAYERS[b], PLAYERS[a]);
    const aWon = winner === (aFirst ? 0 : 1);
    if (aWon) aWins++;
    if (aFirst) {
      aFirstGames++;
      if (aWon) aFirstWins++;
    }
    if (winner === 0) firstSeatWins++;
  }
  return { games: count, aWins, aFirstGames, aFirstWins, firstSeatWins };
}

function solo(player: PlayerName, from: number, count: number): SoloTally {
  let sum = 0;
  let sumOfSquares = 0;
  for (let i = from; i < from + count; i++) {
    const total = playOnePlayer(`solo-${player}-${i}`, PLAYERS[player]);
    sum += total;
    sumOfSquares += total * total;
  }
  return { games: count, sum, sumOfSquares };
}

/**
 * In a fresh worker: the first one-player and two-player `advise` calls (their set-up), then every `advise`
 * call the Expert makes in `games` games against the Classic, with the default cache.
 */
function timeAdvise(games: number): AdviseTiming {
  let t = performance.now();
  advise(newGame({ mode: 'one-player', seed: 1 }));
  const onePlayerSetupMs = performance.now() - t;
  t = performance.now();
  advise(newGame({ mode: 'two-player', seed: 1 }));
  const twoPlayerSetupMs = performance.now() - t;
  const callsMs: number[] = [];
  for (let i = 0; i < games; i++) {
    const expertSeat = i % 2;
    let s: FarkleState = newGame({
      mode: 'computer-vs-computer',
      seed: `timing-${i}`,
      computerLevel: 'classic',
    });
    while (s.phase !== 'game-over') {
      if (s.current === expertSeat) {
        const start = performance.now();
        advise(s);
        callsMs.push(performance.now() - start);
        s = apply(s, PLAYERS.expert(s));
      } else {
        s = apply(s, PLAYERS.classic(s));
      }
    }
  }
  return { onePlayerSetupMs, twoPlayerSetupMs, callsMs };
}

function run(task: Task): TaskResult {
  switch (task.kind) {
    case 'duel':
      setAdviceCacheSize(SIMULATION_CACHE);
      return duel(task.a, task.b, task.from, task.count);
    case 'solo':
      setAdviceCacheSize(SIMULATION_CACHE);
      return solo(task.player, task.from, task.count);
    case 'advise-timing':
      return timeAdvise(task.games);
    case 'build-table': {
      const report = buildWinTable();
      return { ms: report.milliseconds, sameAsShipped: encodeWinTable(report.table) === WIN_TABLE_DATA };
    }
  }
}

parentPort?.on('message', (task: Task) => {
  parentPort?.postMessage(run(task));
});
