/**
 * Playing strength: seeded 4×4 games played by `analyze` on worker threads, then a table of how far they got.
 * Not a test: it prints figures for the README. Each finished game prints a line as it ends (long runs can be
 * read while they go on); on SIGINT or SIGTERM the table of the games finished so far is printed before exiting.
 *
 * Game i (from 0) is `newGame({ seed: S + i, stopOnWin: false })`: every run with the same seed plays the same deals
 * of spawns for as long as the moves agree.
 *
 * Usage: tsx bench/play.ts [--games N] [--time-ms T] [--depth D] [--stop-at TILE] [--seed S] [--workers W] [--json]
 *   --games 100, --time-ms 10 (unless --depth is given alone), --seed 1, --workers 2; --stop-at ends a game when it
 *   makes that tile; --json ends with one JSON line of the summary.
 */
import { availableParallelism, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { AnalyzeOptions } from '../src/index.ts';
import type { GameResult, GameSpec } from './play-game.ts';

const USAGE =
  'usage: tsx bench/play.ts [--games N] [--time-ms T] [--depth D] [--stop-at TILE] [--seed S] [--workers W] [--json]';
const MILESTONES = [2048, 4096, 8192, 16384, 32768, 65536];

interface Options {
  games: number;
  timeMs: number | null;
  depth: number | null;
  stopAt: number | null;
  seed: number;
  workers: number;
  json: boolean;
}

function fail(message: string): never {
  console.error(`bench:play: ${message}\n${USAGE}`);
  process.exit(2);
}

function integer(flag: string, text: string | undefined, min: number, max: number): number {
  const value = Number(text);
  if (text === undefined || !Number.isInteger(value) || value < min || value > max)
    fail(`${flag} must be an integer from ${min} to ${max}, got ${JSON.stringify(text ?? null)}`);
  return value;
}

function parse(argv: readonly string[]): Options {
  const options: Options = {
    games: 100,
    timeMs: null,
    depth: null,
    stopAt: null,
    seed: 1,
    workers: 2,
    json: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    switch (arg) {
      case '--games':
        options.games = integer(arg, argv[++i], 1, 100_000);
        break;
      case '--time-ms': {
        const text = argv[++i];
        const value = Number(text);
        if (text === undefined || !Number.isFinite(value) || value <= 0 || value > 60_000)
          fail(`--time-ms must be a number above 0 and at most 60000, got ${JSON.stringify(text ?? null)}`);
        options.timeMs = value;
        break;
      }
      case '--depth':
        options.depth = integer(arg, argv[++i], 1, 20);
        break;
      case '--stop-at': {
        const tile = integer(arg, argv[++i], 4, 2 ** 30);
        if (!Number.isInteger(Math.log2(tile))) fail(`--stop-at must be a power of two, got ${tile}`);
        options.stopAt = tile;
        break;
      }
      case '--seed':
        options.seed = integer(arg, argv[++i], 0, 2 ** 31);
        break;
      case '--workers':
        options.workers = integer(arg, argv[++i], 1, 64);
        break;
      case '--json':
        options.json = true;
        break;
      default:
        fail(`unknown argument ${JSON.stringify(arg)}`);
    }
  }
  if (options.timeMs === null && options.depth === null) options.timeMs = 10;
  return options;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  if (sorted.length === 0) return 0;
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

interface Summary {
  games: number;
  timeMs: number | null;
  depth: number | null;
  stopAt: number | null;
  seed: number;
  reached: Record<string, number>;
  medianScore: number;
  meanScore: number;
  movesPerSec: number;
  meanMsPerMove: number;
  meanDepth: number;
  moves: number;
  wallSeconds: number;
}

function summarize(options: Options, results: readonly GameResult[], wallSeconds: number): Summary {
  const moves = results.reduce((sum, r) => sum + r.moves, 0);
  const thinking = results.reduce((sum, r) => sum + r.thinkingMs, 0);
  const elapsed = results.reduce((sum, r) => sum + r.elapsedMs, 0);
  const reached: Record<string, number> = {};
  for (const tile of MILESTONES) {
    if (options.stopAt !== null && tile > options.stopAt) break;
    reached[tile] =
      results.length === 0 ? 0 : results.filter((r) => r.bestTile >= tile).length / results.length;
  }
  return {
    games: results.length,
    timeMs: options.timeMs,
    depth: options.depth,
    stopAt: options.stopAt,
    seed: options.seed,
    reached,
    medianScore: median(results.map((r) => r.score)),
    meanScore:
      results.length === 0 ? 0 : Math.round(results.reduce((sum, r) => sum + r.score, 0) / results.length),
    // Per game thread: moves over the time its games took (the search's own speed, not the number of threads).
    movesPerSec: elapsed === 0 ? 0 : Math.round((moves / elapsed) * 1000 * 10) / 10,
    meanMsPerMove: moves === 0 ? 0 : Math.round((thinking / moves) * 100) / 100,
    meanDepth:
      moves === 0
        ? 0
        : Math.round((results.reduce((sum, r) => sum + r.meanDepth * r.moves, 0) / moves) * 100) / 100,
    moves,
    wallSeconds: Math.round(wallSeconds),
  };
}

function percent(share: number): string {
  return `${(share * 100).toFixed(share === 1 || share === 0 ? 0 : 1)} %`;
}

function printTable(summary: Summary): void {
  const rows: [string, string][] = [['games', String(summary.games)]];
  for (const [tile, share] of Object.entries(summary.reached)) rows.push([`reached ${tile}`, percent(share)]);
  rows.push(
    ['median score', summary.medianScore.toLocaleString('en-US')],
    ['mean score', summary.meanScore.toLocaleString('en-US')],
    ['moves per second', summary.movesPerSec.toLocaleString('en-US')],
    ['mean ms per move', summary.meanMsPerMove.toFixed(2)],
    ['mean depth', summary.meanDepth.toFixed(2)],
  );
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`| ${'measure'.padEnd(width)} | value |`);
  console.log(`| ${'-'.repeat(width)} | ----- |`);
  for (const [label, value] of rows) console.log(`| ${label.padEnd(width)} | ${value} |`);
}

const options = parse(process.argv.slice(2));
const analyzeOptions: AnalyzeOptions = {
  ...(options.timeMs === null ? {} : { timeMs: options.timeMs }),
  ...(options.depth === null ? {} : { depth: options.depth }),
};
const budget = [
  options.timeMs === null ? null : `--time-ms ${options.timeMs}`,
  options.depth === null ? null : `--depth ${options.depth}`,
  options.stopAt === null ? null : `--stop-at ${options.stopAt}`,
]
  .filter((part) => part !== null)
  .join(' ');
console.log(
  `2048 AI play: ${options.games} games of 4×4, ${budget}, seeds ${options.seed}…${options.seed + options.games - 1}, ` +
    `${options.workers} workers, Node ${process.version}, ${availableParallelism()} cores, ` +
    `load average ${loadavg()[0]?.toFixed(2)}, ${new Date().toISOString()}`,
);

// The worker is TypeScript too: a small script registers tsx's loader in the new thread, then imports it.
const WORKER_BOOTSTRAP = `
  import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
    .then(({ register }) => { register(); return import(${JSON.stringify(new URL('./play-worker.ts', import.meta.url).href)}); });
`;

const results: GameResult[] = [];
const started = performance.now();
let nextGame = 0;
const workers: Worker[] = [];

function finish(): void {
  for (const worker of workers) void worker.terminate();
  const summary = summarize(options, results, (performance.now() - started) / 1000);
  if (results.length < options.games)
    console.log(`stopped after ${results.length} of ${options.games} games`);
  printTable(summary);
  if (options.json) console.log(JSON.stringify(summary));
}

function sendNext(worker: Worker): void {
  if (nextGame >= options.games) {
    void worker.terminate();
    return;
  }
  const spec: GameSpec = {
    index: nextGame,
    seed: options.seed + nextGame,
    options: analyzeOptions,
    stopAt: options.stopAt,
  };
  nextGame++;
  worker.postMessage(spec);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    finish();
    process.exit(130);
  });
}

for (let w = 0; w < Math.min(options.workers, options.games); w++) {
  const worker = new Worker(WORKER_BOOTSTRAP, { eval: true });
  workers.push(worker);
  worker.on('message', (result: GameResult) => {
    results.push(result);
    console.log(
      `game ${result.index + 1} (seed ${result.seed}): score ${result.score}, best tile ${result.bestTile}, ` +
        `${result.moves} moves, ${(result.thinkingMs / Math.max(1, result.moves)).toFixed(2)} ms/move, ` +
        `depth ${result.meanDepth.toFixed(2)} [${results.length}/${options.games}]`,
    );
    if (results.length === options.games) finish();
    else sendNext(worker);
  });
  worker.on('error', (error) => {
    console.error(`bench:play: a worker failed: ${error.stack ?? error.message}`);
    process.exit(1);
  });
  sendNext(worker);
}
