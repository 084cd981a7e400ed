/**
 * `npm run bench -w @pastime/farkle [-- options]`: the engine's speed, then the players' strength in games
 * simulated on two worker threads, printed as a table (and with `--json` as one JSON line at the end).
 *
 *   --games N            two-player games per match-up (default 20,000)
 *   --classic-games N    Classic against Classic (default: --games)
 *   --reference-games N  the expected-score policy against the Classic, for scale (default 0)
 *   --solo-games N       ten-turn one-player games per player (default 20,000)
 *   --timing-games N     games whose Expert `advise` calls are timed (default 200)
 *   --build-table        also rebuild the two-player table (minutes) and compare it with the shipped one
 *   --no-engine          skip the engine speed measurements
 *   --no-traditional     skip the traditional rules' players (the table build and the popular rules still run)
 *   --house-games N      popular rules: two-player games per match-up (default 2,000)
 *   --house-solo-games N popular rules: one-player games of the Expert (default 2,000)
 *   --multi-games N      popular rules: games per table size, 3 to 6 players (default 600)
 *   --json               end with one line of JSON holding every figure
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import {
  advise,
  apply,
  bestSelection,
  computerAction,
  newGame,
  scoreRoll,
  scoreSelection,
} from '../src/index.ts';
import type { Face } from '../src/index.ts';
import { WIN_TABLE_DATA } from '../src/advisor/win-table-data.ts';
import type { PlayerName } from './players.ts';
import { RULE_PRESETS } from '../src/index.ts';
import type {
  AdviseTiming,
  DuelTally,
  HouseRules,
  MultiTally,
  OnePlayerSetup,
  SoloTally,
  TableBuild,
  TableSolve,
  Task,
  TaskResult,
} from './simulate.ts';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isSafeInteger(value) || value < 0) {
    console.error(`--${name} needs a whole number, got ${String(process.argv[at + 1])}`);
    process.exit(2);
  }
  return value;
}

const flag = (name: string): boolean => process.argv.includes(`--${name}`);
const GAMES = option('games', 20_000);
const CLASSIC_GAMES = option('classic-games', GAMES);
const REFERENCE_GAMES = option('reference-games', 0);
const SOLO_GAMES = option('solo-games', 20_000);
const TIMING_GAMES = option('timing-games', 200);
const HOUSE_GAMES = option('house-games', 2000);
const HOUSE_SOLO_GAMES = option('house-solo-games', 2000);
const MULTI_GAMES = option('multi-games', 600);
const TRADITIONAL = !flag('no-traditional');
const WORKERS = 2;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
}

function time(runs: number, fn: () => void): number {
  fn(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return median(times);
}

/** Scoring every ordered six-dice roll, and 10,000 Classic computer-vs-computer games. */
function engineSpeed(): Record<string, number> {
  const rolls: Face[][] = [];
  for (let n = 0; n < 6 ** 6; n++) {
    const dice: Face[] = [];
    for (let k = 0, m = n; k < 6; k++, m = Math.floor(m / 6)) dice.push(((m % 6) + 1) as Face);
    rolls.push(dice);
  }
  let sink = 0;
  const scoreRollMs = time(21, () => {
    for (const dice of rolls) sink += scoreRoll(dice);
  });
  const scoreSelectionMs = time(21, () => {
    for (const dice of rolls) sink += scoreSelection(dice);
  });
  const bestSelectionMs = time(11, () => {
    for (const dice of rolls) sink += bestSelection(dice).score;
  });
  const games = 10_000;
  let actions = 0;
  const gamesMs = time(3, () => {
    actions = 0;
    for (let seed = 0; seed < games; seed++) {
      let s = newGame({ mode: 'computer-vs-computer', seed });
      while (s.phase !== 'game-over') {
        s = apply(s, computerAction(s));
        actions++;
      }
    }
  });
  if (sink < 0) console.log(sink);
  return {
    scoreRollMs,
    scoreSelectionMs,
    bestSelectionMs,
    classicGamesMs: gamesMs,
    classicGameActions: actions,
  };
}

/** Up to two workers taking tasks from one queue. */
async function runTasks(tasks: readonly Task[]): Promise<TaskResult[]> {
  const results: TaskResult[] = new Array<TaskResult>(tasks.length);
  let next = 0;
  let done = 0;
  let reported = performance.now();
  const entry = new URL('./worker-entry.mjs', import.meta.url);
  const work = async (): Promise<void> => {
    const worker = new Worker(entry);
    try {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await new Promise<TaskResult>((resolve, reject) => {
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.postMessage(tasks[index]);
        });
        worker.removeAllListeners('error');
        done++;
        if (performance.now() - reported > 60_000) {
          reported = performance.now();
          console.error(
            `… ${done} of ${tasks.length} tasks done, ${Math.round((reported - started) / 1000)} s`,
          );
        }
      }
    } finally {
      await worker.terminate();
    }
  };
  await Promise.all(Array.from({ length: Math.min(WORKERS, tasks.length) }, work));
  return results;
}

function chunks(total: number, size: number): { from: number; count: number }[] {
  const list: { from: number; count: number }[] = [];
  for (let from = 0; from < total; from += size) list.push({ from, count: Math.min(size, total - from) });
  return list;
}

interface Rate {
  readonly games: number;
  readonly rate: number;
  /** Half the width of the 95 % interval (normal approximation). */
  readonly interval95: number;
}

function rate(wins: number, games: number): Rate {
  const p = games === 0 ? 0 : wins / games;
  return { games, rate: p, interval95: games === 0 ? 0 : 1.96 * Math.sqrt((p * (1 - p)) / games) };
}

function sumDuels(tallies: readonly DuelTally[]): DuelTally {
  return tallies.reduce(
    (a, t) => ({
      games: a.games + t.games,
      aWins: a.aWins + t.aWins,
      aFirstGames: a.aFirstGames + t.aFirstGames,
      aFirstWins: a.aFirstWins + t.aFirstWins,
      firstSeatWins: a.firstSeatWins + t.firstSeatWins,
    }),
    { games: 0, aWins: 0, aFirstGames: 0, aFirstWins: 0, firstSeatWins: 0 },
  );
}

function duelFigures(t: DuelTally): { overall: Rate; moving: Rate; second: Rate; firstSeat: Rate } {
  return {
    overall: rate(t.aWins, t.games),
    firstSeat: rate(t.firstSeatWins, t.games),
    moving: rate(t.aFirstWins, t.aFirstGames),
    second: rate(t.aWins - t.aFirstWins, t.games - t.aFirstGames),
  };
}

function soloFigures(tallies: readonly SoloTally[]): { games: number; mean: number; standardError: number } {
  const games = tallies.reduce((n, t) => n + t.games, 0);
  const sum = tallies.reduce((n, t) => n + t.sum, 0);
  const squares = tallies.reduce((n, t) => n + t.sumOfSquares, 0);
  const mean = games === 0 ? 0 : sum / games;
  const variance = games < 2 ? 0 : (squares - games * mean * mean) / (games - 1);
  return { games, mean, standardError: games === 0 ? 0 : Math.sqrt(variance / games) };
}

const started = performance.now();
const engine = flag('no-engine') ? null : engineSpeed();

// Timed alone first, in a fresh worker, so that the other worker's games do not slow it down.
const [timingResult] = await runTasks([{ kind: 'advise-timing', games: TIMING_GAMES }]);
const timing = timingResult as AdviseTiming;
const tasks: Task[] = [];
if (flag('build-table')) tasks.push({ kind: 'build-table' });
const T = TRADITIONAL ? 1 : 0;
const duels: { name: string; a: PlayerName; b: PlayerName; games: number }[] = [
  { name: 'expertVsClassic', a: 'expert', b: 'classic', games: T * GAMES },
  { name: 'expertVsExpectedScore', a: 'expert', b: 'expected-score', games: T * GAMES },
  { name: 'classicVsClassic', a: 'classic', b: 'classic', games: T * CLASSIC_GAMES },
  { name: 'expectedScoreVsClassic', a: 'expected-score', b: 'classic', games: T * REFERENCE_GAMES },
];
const duelTasks = duels.map((d) => {
  const first = tasks.length;
  for (const c of chunks(d.games, 1000)) tasks.push({ kind: 'duel', a: d.a, b: d.b, ...c });
  return { ...d, first, last: tasks.length };
});
const solos = (['expert', 'classic'] as const).map((player) => {
  const first = tasks.length;
  for (const c of chunks(T * SOLO_GAMES, 5000)) tasks.push({ kind: 'solo', player, ...c });
  return { player, first, last: tasks.length };
});

const results = await runTasks(tasks);

// The popular rules: the one-player policy's set-up, then both tables (each alone in a worker, timed), then
// the players, with the 10,000 table installed in every worker.
const popular = RULE_PRESETS.popular;
const [setupResult] = await runTasks([{ kind: 'one-player-setup', rules: popular }]);
const onePlayerSetup = setupResult as OnePlayerSetup;
const [solve10] = (await runTasks([{ kind: 'solve-table', rules: popular }])) as TableSolve[];
const [solve5] = (await runTasks([
  { kind: 'solve-table', rules: { ...popular, target: 5000 } },
])) as TableSolve[];
const house: HouseRules = { rules: popular, ...(solve10 === undefined ? {} : { table: solve10.table }) };
function tableFigures(t: TableSolve): { ms: number; cpuMs: number; pairs: number; turnSolves: number } {
  return { ms: t.ms, cpuMs: t.cpuMs, pairs: t.pairs, turnSolves: t.turnSolves };
}
const houseTasks: Task[] = [];
const houseDuels = (
  [
    { name: 'expertVsClassic', a: 'expert', b: 'classic' },
    { name: 'expertVsExpectedScore', a: 'expert', b: 'expected-score' },
  ] as const
).map((d) => {
  const first = houseTasks.length;
  for (const c of chunks(HOUSE_GAMES, 250)) houseTasks.push({ kind: 'duel', a: d.a, b: d.b, house, ...c });
  return { ...d, first, last: houseTasks.length };
});
const houseSoloFirst = houseTasks.length;
for (const c of chunks(HOUSE_SOLO_GAMES, 500))
  houseTasks.push({ kind: 'solo', player: 'expert', house, ...c });
const houseSoloLast = houseTasks.length;
const multis = [3, 4, 5, 6].flatMap((seats) =>
  (['expert', 'classic'] as const).map((player) => {
    const first = houseTasks.length;
    for (const c of chunks(MULTI_GAMES, 150)) houseTasks.push({ kind: 'multi', seats, player, house, ...c });
    return { seats, player, first, last: houseTasks.length };
  }),
);
const houseResults = await runTasks(houseTasks);
const houseFigures = {
  onePlayerSetupMs: onePlayerSetup.ms,
  onePlayerSetupCpuMs: onePlayerSetup.cpuMs,
  onePlayerSolves: onePlayerSetup.solves,
  onePlayerOptimum: onePlayerSetup.optimum,
  onePlayerExact: onePlayerSetup.exact,
  onePlayerExactMs: onePlayerSetup.exactMs,
  table10000: solve10 === undefined ? null : tableFigures(solve10),
  table5000: solve5 === undefined ? null : tableFigures(solve5),
  duels: Object.fromEntries(
    houseDuels.map((d) => [
      d.name,
      duelFigures(sumDuels(houseResults.slice(d.first, d.last) as DuelTally[])),
    ]),
  ),
  solo: soloFigures(houseResults.slice(houseSoloFirst, houseSoloLast) as SoloTally[]),
  multi: multis.map((m) => {
    const tallies = houseResults.slice(m.first, m.last) as MultiTally[];
    const games = tallies.reduce((n, t) => n + t.games, 0);
    const wins = tallies.reduce((n, t) => n + t.wins, 0);
    return { seats: m.seats, player: m.player, ...rate(wins, games) };
  }),
};
const build = flag('build-table') ? (results[0] as TableBuild) : null;
const duelResults = Object.fromEntries(
  duelTasks.map((d) => [d.name, duelFigures(sumDuels(results.slice(d.first, d.last) as DuelTally[]))]),
);
const soloResults = Object.fromEntries(
  solos.map((s) => [s.player, soloFigures(results.slice(s.first, s.last) as SoloTally[])]),
);
const optimalTurn = advise(newGame({ mode: 'one-player', seed: 1 })).expectedTurnScore;
const moduleBytes = Buffer.byteLength(WIN_TABLE_DATA);

const figures = {
  machine: `${availableParallelism()} cores, Node ${process.version}, ${WORKERS} workers`,
  engine,
  duels: duelResults,
  classicFirstPlayer: duelResults.classicVsClassic?.firstSeat ?? null,
  onePlayer: { ...soloResults, optimalTurn, tenTurnOptimum: 10 * optimalTurn },
  advise: {
    calls: timing.callsMs.length,
    medianMs: median(timing.callsMs),
    p99Ms: percentile(timing.callsMs, 0.99),
    maxMs: Math.max(0, ...timing.callsMs),
    onePlayerSetupMs: timing.onePlayerSetupMs,
    twoPlayerSetupMs: timing.twoPlayerSetupMs,
  },
  winTable: {
    entries: 200 * 200,
    base64Bytes: moduleBytes,
    gzipBytes: gzipSync(WIN_TABLE_DATA).length,
    buildMs: build?.ms ?? null,
    rebuiltIdentical: build?.sameAsShipped ?? null,
  },
  popular: houseFigures,
  seconds: (performance.now() - started) / 1000,
};

const pct = (r: Rate | undefined): string =>
  r === undefined || r.games === 0
    ? '–'
    : `${(100 * r.rate).toFixed(2)} % ± ${(100 * r.interval95).toFixed(2)} (${r.games.toLocaleString('en')} games)`;
const rows: [string, string][] = [];
if (engine !== null) {
  rows.push(
    ['scoreRoll, all 46,656 ordered six-dice rolls', `${engine.scoreRollMs?.toFixed(2)} ms`],
    ['scoreSelection, all 46,656', `${engine.scoreSelectionMs?.toFixed(2)} ms`],
    ['bestSelection, all 46,656', `${engine.bestSelectionMs?.toFixed(2)} ms`],
    [
      '10,000 Classic computer-vs-computer games',
      `${((engine.classicGamesMs ?? 0) / 1000).toFixed(2)} s (${engine.classicGameActions?.toLocaleString('en')} actions)`,
    ],
  );
}
for (const d of duelTasks) {
  const r = duelResults[d.name];
  if (d.games === 0 || r === undefined) continue;
  if (d.a === d.b) {
    rows.push([`${d.a} vs ${d.b}: the first player wins`, pct(r.firstSeat)]);
    continue;
  }
  rows.push([`${d.a} vs ${d.b}, starting player alternating`, pct(r.overall)]);
  rows.push([`  … ${d.a} moving first / second`, `${pct(r.moving)} / ${pct(r.second)}`]);
}
for (const s of solos) {
  const f = soloResults[s.player];
  if (f === undefined || f.games === 0) continue;
  rows.push([
    `one player, ${s.player}: mean 10-turn score`,
    `${f.mean.toFixed(1)} ± ${f.standardError.toFixed(1)} (SE, ${f.games.toLocaleString('en')} games; ` +
      `${((100 * f.mean) / (10 * optimalTurn)).toFixed(2)} % of 10 × ${optimalTurn.toFixed(2)})`,
  ]);
}
rows.push(
  [
    'popular: one-player policy set-up',
    `${houseFigures.onePlayerSetupMs.toFixed(1)} ms (${houseFigures.onePlayerSolves} turn solves)`,
  ],
  [
    'popular: two-player table, target 10,000 / 5,000',
    `${((houseFigures.table10000?.ms ?? 0) / 1000).toFixed(1)} s, ${((houseFigures.table10000?.cpuMs ?? 0) / 1000).toFixed(1)} s processor ` +
      `(${houseFigures.table10000?.turnSolves ?? 0} turn solves) / ` +
      `${((houseFigures.table5000?.ms ?? 0) / 1000).toFixed(1)} s, ${((houseFigures.table5000?.cpuMs ?? 0) / 1000).toFixed(1)} s processor ` +
      `(${houseFigures.table5000?.turnSolves ?? 0})`,
  ],
);
for (const d of houseDuels) {
  const r = houseFigures.duels[d.name];
  if (r === undefined || r.overall.games === 0) continue;
  rows.push([`popular: ${d.a} vs ${d.b}, alternating`, pct(r.overall)]);
  rows.push([`  … moving first / second`, `${pct(r.moving)} / ${pct(r.second)}`]);
}
if (houseFigures.solo.games > 0) {
  const f = houseFigures.solo;
  rows.push([
    'popular: one player, expert: mean 10-turn score',
    `${f.mean.toFixed(1)} ± ${f.standardError.toFixed(1)} (SE, ${f.games.toLocaleString('en')} games; ` +
      `${((100 * f.mean) / houseFigures.onePlayerExact).toFixed(2)} % of the exact ${houseFigures.onePlayerExact.toFixed(1)}; ` +
      `the policy's own estimate ${houseFigures.onePlayerOptimum.toFixed(1)})`,
  ]);
}
for (const m of houseFigures.multi) {
  if (m.games === 0) continue;
  rows.push([
    `popular: ${m.seats} players, one ${m.player} vs Classics`,
    `${pct(m)} (even share ${(100 / m.seats).toFixed(1)} %)`,
  ]);
}
rows.push(
  [
    'advise: median / p99 / max per call',
    `${figures.advise.medianMs.toFixed(3)} / ${figures.advise.p99Ms.toFixed(3)} / ${figures.advise.maxMs.toFixed(3)} ms (${figures.advise.calls.toLocaleString('en')} calls)`,
  ],
  [
    'advise set-up: one player / two players',
    `${timing.onePlayerSetupMs.toFixed(1)} / ${timing.twoPlayerSetupMs.toFixed(1)} ms`,
  ],
  [
    'win table: size (base64 / gzip)',
    `${(moduleBytes / 1024).toFixed(1)} / ${(figures.winTable.gzipBytes / 1024).toFixed(1)} KiB, ${figures.winTable.entries.toLocaleString('en')} entries`,
  ],
  [
    'win table: build',
    build === null
      ? 'not run (--build-table)'
      : `${(build.ms / 1000).toFixed(1)} s, ${build.sameAsShipped ? 'identical to' : 'DIFFERENT from'} the shipped table`,
  ],
  ['whole benchmark', `${figures.seconds.toFixed(0)} s`],
);

const width = Math.max(...rows.map(([k]) => k.length));
console.log(`${figures.machine}`);
for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
if (flag('json')) console.log(JSON.stringify(figures));
