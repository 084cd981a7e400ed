/** The benchmark's worker: plays the games of each task it is sent and posts the tallies back. */
import { parentPort } from 'node:worker_threads';
import {
  advise,
  apply,
  encodeWinTable,
  installWinTable,
  newGame,
  resolveRules,
  solveWinTable,
} from '../src/index.ts';
import type { FarkleState, Rules } from '../src/index.ts';
import { onePlayerPolicy, setAdviceCacheSize } from '../src/advisor/advise.ts';
import { WIN_TABLE_DATA } from '../src/advisor/win-table-data.ts';
import { buildWinTable } from '../scripts/win-table-builder.ts';
import { exactOnePlayerOptimum } from './exact-one-player.ts';
import { playOnePlayer, PLAYERS, playTable, playTwoPlayer } from './players.ts';
import type { PlayerName } from './players.ts';

/** A house-rules task: the rules, and their two-player table as `encodeWinTable` text when there is one. */
export interface HouseRules {
  readonly rules: Rules;
  readonly table?: string;
}

export type Task =
  | {
      readonly kind: 'duel';
      readonly a: PlayerName;
      readonly b: PlayerName;
      readonly from: number;
      readonly count: number;
      readonly house?: HouseRules;
    }
  | {
      readonly kind: 'solo';
      readonly player: PlayerName;
      readonly from: number;
      readonly count: number;
      readonly house?: HouseRules;
    }
  | {
      readonly kind: 'multi';
      readonly seats: number;
      readonly player: PlayerName;
      readonly from: number;
      readonly count: number;
      readonly house: HouseRules;
    }
  | { readonly kind: 'advise-timing'; readonly games: number }
  | { readonly kind: 'build-table' }
  | { readonly kind: 'solve-table'; readonly rules: Rules }
  | { readonly kind: 'one-player-setup'; readonly rules: Rules };

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

/** Games of `seats` players: how often the one seat played by the player under test won. */
export interface MultiTally {
  readonly games: number;
  readonly wins: number;
}

export interface TableSolve {
  readonly ms: number;
  /** Processor time of the whole process while it ran alone (a busy machine stretches `ms`, not this). */
  readonly cpuMs: number;
  readonly pairs: number;
  readonly turnSolves: number;
  readonly table: string;
}

export interface OnePlayerSetup {
  readonly ms: number;
  readonly cpuMs: number;
  readonly solves: number;
  /** What the Expert's policy expects from the start of a game (the penalty always counted in full). */
  readonly optimum: number;
  /** The exact optimum of a whole game, the penalty never taking more than the total (`exact-one-player.ts`). */
  readonly exact: number;
  readonly exactMs: number;
}

export type TaskResult =
  DuelTally | SoloTally | AdviseTiming | TableBuild | MultiTally | TableSolve | OnePlayerSetup;

const installed = new Set<string>();

/** Give this worker's `advise` the task's table (once). */
function useHouse(house: HouseRules | undefined): Rules | 'traditional' {
  if (house === undefined) return 'traditional';
  if (house.table !== undefined && !installed.has(house.table)) {
    installWinTable(house.rules, house.table);
    installed.add(house.table);
  }
  return house.rules;
}

/**
 * Solved turns kept per worker while simulating: every pair of totals (40,000 at most, about 27 KB each), since
 * games keep meeting the same pairs. The default (64) is enough for one game at a time.
 */
const SIMULATION_CACHE = 40_000;

function duel(
  a: PlayerName,
  b: PlayerName,
  from: number,
  count: number,
  rules: Rules | 'traditional',
): DuelTally {
  let aWins = 0;
  let aFirstGames = 0;
  let aFirstWins = 0;
  let firstSeatWins = 0;
  for (let i = from; i < from + count; i++) {
    const aFirst = i % 2 === 0;
    const seed = rules === 'traditional' ? `${a}-${b}-${i}` : `house-${a}-${b}-${i}`;
    const winner = aFirst
      ? playTwoPlayer(seed, PLAYERS[a], PLAYERS[b], rules)
      : playTwoPlayer(seed, PLAYERS[b], PLAYERS[a], rules);
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

function solo(player: PlayerName, from: number, count: number, rules: Rules | 'traditional'): SoloTally {
  let sum = 0;
  let sumOfSquares = 0;
  for (let i = from; i < from + count; i++) {
    const seed = rules === 'traditional' ? `solo-${player}-${i}` : `house-solo-${player}-${i}`;
    const total = playOnePlayer(seed, PLAYERS[player], rules);
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

/** The player under test in seat `i % seats` of game `i`, every other seat the Classic. */
function multi(seats: number, player: PlayerName, from: number, count: number, rules: Rules): MultiTally {
  let wins = 0;
  for (let i = from; i < from + count; i++) {
    const hero = i % seats;
    if (playTable(`table-${seats}-${player}-${i}`, seats, hero, PLAYERS[player], rules) === hero) wins++;
  }
  return { games: count, wins };
}

function run(task: Task): TaskResult {
  switch (task.kind) {
    case 'duel':
      setAdviceCacheSize(SIMULATION_CACHE);
      return duel(task.a, task.b, task.from, task.count, useHouse(task.house));
    case 'solo':
      setAdviceCacheSize(SIMULATION_CACHE);
      return solo(task.player, task.from, task.count, useHouse(task.house));
    case 'multi':
      setAdviceCacheSize(SIMULATION_CACHE);
      useHouse(task.house);
      return multi(task.seats, task.player, task.from, task.count, task.house.rules);
    case 'solve-table': {
      const cpu = process.cpuUsage();
      const report = solveWinTable(task.rules);
      const used = process.cpuUsage(cpu);
      return {
        ms: report.milliseconds,
        cpuMs: (used.user + used.system) / 1000,
        pairs: report.pairs,
        turnSolves: report.turnSolves,
        table: encodeWinTable(report.table),
      };
    }
    case 'one-player-setup': {
      // In a fresh worker: what the first advice of a one-player game under these rules costs.
      const start = performance.now();
      const cpu = process.cpuUsage();
      advise(newGame({ mode: 'one-player', seed: 1, rules: task.rules }));
      const ms = performance.now() - start;
      const used = process.cpuUsage(cpu);
      const cpuMs = (used.user + used.system) / 1000;
      const policy = onePlayerPolicy(resolveRules(task.rules));
      const optimum = policy.value({ turnsLeft: task.rules.onePlayerTurns, streak: 0, onBoard: false });
      const begun = performance.now();
      const exact = exactOnePlayerOptimum(resolveRules(task.rules)).optimum;
      return { ms, cpuMs, solves: policy.solves, optimum, exact, exactMs: performance.now() - begun };
    }
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
