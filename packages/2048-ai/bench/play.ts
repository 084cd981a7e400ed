/**
 * Playing strength: seeded 4×4 games played by `analyze` on worker threads, then a table of how far they got.
 * Not a test: it prints figures for the README. Each finished game prints a line as it ends (long runs can be
 * read while they go on); on SIGINT or SIGTERM the table of the games finished so far is printed before exiting.
 *
 * Game i (from 0) is `newGame({ seed: S + i, stopOnWin: false })`: every run with the same seed plays the same deals
 * of spawns for as long as the moves agree.
 *
 * Long runs go in batches: `--out FILE` appends each finished game to FILE as one JSON line (its seed, the budget,
 * the result), and a batch skips the seeds FILE already holds for the same budget, so a stopped run is resumed by
 * running it again, and batches with other seeds add to the same file. `--summary FILE` prints, for each budget in
 * FILE, the games, the share reaching each tile with its 95 % interval (Wilson), and the scores.
 *
 * `--threads N` plays the games one at a time, each move searched by `analyzeParallel` over N search threads (the
 * way the apps search); without it, `--workers` games are played at once, each by `analyze` on its own thread.
 * Games with and without `--threads`, and with different N, are kept apart in the summary.
 *
 * With `--evaluation ntuple`, the search scores positions with the n-tuple network of `--weights FILE` (default
 * weights/ntuple.bin) instead of the hand-tuned evaluation; its records name the network (games trained and the
 * first digits of the file's SHA-256), so batches of different evaluations or networks are summarized apart. The
 * network is not sent to search threads, so it plays with `--workers`, not `--threads`.
 *
 * Usage: tsx bench/play.ts [--games N] [--time-ms T] [--depth D] [--stop-at TILE] [--seed S] [--workers W | --threads N] [--out FILE] [--json]
 *                          [--evaluation tuned|ntuple] [--weights FILE]
 *        tsx bench/play.ts --summary FILE
 *   --games 100, --time-ms 10 (unless --depth is given alone), --seed 1, --workers 2; --stop-at ends a game when it
 *   makes that tile; --json ends with one JSON line of the summary.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { analyzeParallel, loadNTupleEvaluation } from '../src/index.ts';
import type { AnalyzeOptions } from '../src/index.ts';
import { argumentChecks, endCutLine } from './batch.ts';
import { playGame } from './play-game.ts';
import type { GameResult, GameSpec } from './play-game.ts';
import { searchPool } from './pool.ts';

const USAGE =
  'usage: tsx bench/play.ts [--games N] [--time-ms T] [--depth D] [--stop-at TILE] [--seed S] [--workers W] ' +
  '[--threads N] [--out FILE] [--json] [--evaluation tuned|ntuple] [--weights FILE]\n       tsx bench/play.ts --summary FILE';
const MILESTONES = [2048, 4096, 8192, 16384, 32768, 65536];

interface Options {
  games: number;
  timeMs: number | null;
  depth: number | null;
  stopAt: number | null;
  seed: number;
  workers: number;
  /** Search threads per game (`analyzeParallel`); null: `analyze` on the game's thread. */
  threads: number | null;
  json: boolean;
  out: string | null;
  summary: string | null;
  evaluation: 'tuned' | 'ntuple';
  weights: string;
}

const checks = argumentChecks('bench:play', USAGE);
// Annotated, so that a call to it ends the flow for the type checker.
const fail: (message: string) => never = checks.fail;
const integer = checks.integer;

function parse(argv: readonly string[]): Options {
  const options: Options = {
    games: 100,
    timeMs: null,
    depth: null,
    stopAt: null,
    seed: 1,
    workers: 2,
    threads: null,
    json: false,
    out: null,
    summary: null,
    evaluation: 'tuned',
    weights: new URL('../weights/ntuple.bin', import.meta.url).pathname,
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
      case '--threads':
        options.threads = integer(arg, argv[++i], 1, 64);
        break;
      case '--json':
        options.json = true;
        break;
      case '--evaluation': {
        const value = argv[++i];
        if (value !== 'tuned' && value !== 'ntuple')
          fail(`--evaluation must be tuned or ntuple, got ${JSON.stringify(value ?? null)}`);
        options.evaluation = value;
        break;
      }
      case '--weights': {
        const file = argv[++i];
        if (file === undefined || file === '') fail('--weights needs a file name');
        options.weights = file;
        break;
      }
      case '--out':
      case '--summary': {
        const file = argv[++i];
        if (file === undefined || file === '') fail(`${arg} needs a file name`);
        if (arg === '--out') options.out = file;
        else options.summary = file;
        break;
      }
      default:
        fail(`unknown argument ${JSON.stringify(arg)}`);
    }
  }
  if (options.timeMs === null && options.depth === null) options.timeMs = 10;
  if (options.threads !== null && options.evaluation === 'ntuple')
    fail('--evaluation ntuple plays with --workers: the network is not sent to search threads');
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
  evaluation: string;
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
    evaluation: evaluationName ?? 'tuned',
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

/** One line of an `--out` file. */
interface GameRecord {
  readonly seed: number;
  readonly timeMs: number | null;
  readonly depth: number | null;
  readonly stopAt: number | null;
  readonly score: number;
  readonly bestTile: number;
  readonly moves: number;
  readonly thinkingMs: number;
  readonly meanDepth: number;
  readonly date: string;
  /** Search threads of `analyzeParallel`; absent: `analyze` on the game's thread. */
  readonly threads?: number;
  /** The one-minute load average when the game ended. */
  readonly load?: number;
  /** The n-tuple network the search evaluated with (absent: the hand-tuned evaluation). */
  readonly evaluation?: string;
}

function budgetKey(r: {
  timeMs: number | null;
  depth: number | null;
  stopAt: number | null;
  threads?: number | null | undefined;
  evaluation?: string | undefined;
}): string {
  const search = r.threads === undefined || r.threads === null ? '' : `, ${r.threads} search threads`;
  const evaluation = r.evaluation === undefined ? '' : `, evaluation ${r.evaluation}`;
  return `time-ms ${r.timeMs ?? '–'}, depth ${r.depth ?? '–'}, stop-at ${r.stopAt ?? '–'}${search}${evaluation}`;
}

/** The games of an `--out` file; a line that is not a whole record (a run killed mid-write) is skipped, and said. */
function readRecords(file: string): GameRecord[] {
  if (!existsSync(file)) return [];
  const records: GameRecord[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (line.trim() === '') return;
      try {
        const r = JSON.parse(line) as GameRecord;
        if (typeof r.seed === 'number' && typeof r.score === 'number' && typeof r.bestTile === 'number')
          records.push(r);
        else console.error(`bench:play: ${file} line ${i + 1} is not a game record; skipped`);
      } catch {
        console.error(`bench:play: ${file} line ${i + 1} is not JSON (cut short?); skipped`);
      }
    });
  return records;
}

/** The 95 % Wilson interval of a share of k in n. */
function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  // All or none: the bound is exactly 1 or 0, which rounding in the sums above misses by a hair.
  return [k === 0 ? 0 : Math.max(0, centre - half), k === n ? 1 : Math.min(1, centre + half)];
}

function printSummary(file: string): void {
  const records = readRecords(file);
  const groups = new Map<string, Map<number, GameRecord>>();
  for (const r of records) {
    const key = budgetKey(r);
    const group = groups.get(key) ?? new Map<number, GameRecord>();
    group.set(r.seed, r); // a seed played twice counts once (the last record)
    groups.set(key, group);
  }
  if (groups.size === 0) console.log(`${file}: no games`);
  for (const [key, group] of groups) {
    const games = [...group.values()];
    const seeds = games.map((g) => g.seed).sort((a, b) => a - b);
    console.log(`\n${key}: ${games.length} games (seeds ${seeds[0]}…${seeds[seeds.length - 1]})`);
    console.log('| tile | reached | 95 % interval |');
    console.log('| ---- | ------- | ------------- |');
    for (const tile of MILESTONES) {
      const stopAt = games[0]?.stopAt ?? null;
      if (stopAt !== null && tile > stopAt) break; // games stopped there say nothing of bigger tiles
      const k = games.filter((g) => g.bestTile >= tile).length;
      const [low, high] = wilson(k, games.length);
      console.log(
        `| ${tile} | ${k} of ${games.length} (${percent(k / games.length)}) | ${percent(low)} – ${percent(high)} |`,
      );
    }
    const moves = games.reduce((sum, g) => sum + g.moves, 0);
    console.log(
      `median score ${median(games.map((g) => g.score)).toLocaleString('en-US')}, mean depth ` +
        `${(games.reduce((sum, g) => sum + g.meanDepth * g.moves, 0) / Math.max(1, moves)).toFixed(2)}, ` +
        `${(games.reduce((sum, g) => sum + g.thinkingMs, 0) / Math.max(1, moves)).toFixed(2)} ms per move`,
    );
  }
}

const options = parse(process.argv.slice(2));
if (options.summary !== null) {
  printSummary(options.summary);
  process.exit(0);
}
/** The network's name in the records: its games and the start of its file's SHA-256 (undefined: hand-tuned). */
let evaluationName: string | undefined;
if (options.evaluation === 'ntuple') {
  let bytes: Buffer;
  try {
    bytes = readFileSync(options.weights);
  } catch (e) {
    fail(`cannot read --weights ${options.weights}: ${(e as Error).message}`);
  }
  const network = loadNTupleEvaluation(bytes); // a bad file stops here, before any worker starts
  evaluationName = `ntuple ${network.games} games ${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}`;
}
const keyed = { ...options, evaluation: evaluationName };
const analyzeOptions: AnalyzeOptions = {
  ...(options.timeMs === null ? {} : { timeMs: options.timeMs }),
  ...(options.depth === null ? {} : { depth: options.depth }),
};
const budget = [
  options.timeMs === null ? null : `--time-ms ${options.timeMs}`,
  options.depth === null ? null : `--depth ${options.depth}`,
  options.stopAt === null ? null : `--stop-at ${options.stopAt}`,
  evaluationName === undefined ? null : `evaluation ${evaluationName}`,
]
  .filter((part) => part !== null)
  .join(' ');
console.log(
  `2048 AI play: ${options.games} games of 4×4, ${budget}, seeds ${options.seed}…${options.seed + options.games - 1}, ` +
    `${options.threads === null ? `${options.workers} workers` : `${options.threads} search threads`}, Node ${process.version}, ${availableParallelism()} cores, ` +
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
/** Seeds the `--out` file already holds for this budget: a resumed batch does not play them again. */
const done = new Set(
  options.out === null
    ? []
    : readRecords(options.out)
        .filter((r) => budgetKey(r) === budgetKey(keyed))
        .map((r) => r.seed),
);
const toPlay = Array.from({ length: options.games }, (_, i) => i).filter((i) => !done.has(options.seed + i));
if (options.out !== null) endCutLine(options.out);
if (done.size > 0)
  console.log(`${options.games - toPlay.length} of these games are in ${options.out} already`);
const workers: Worker[] = [];

function finish(): void {
  for (const worker of workers) void worker.terminate();
  const summary = summarize(options, results, (performance.now() - started) / 1000);
  if (results.length < toPlay.length)
    console.log(`stopped after ${results.length} of ${toPlay.length} games`);
  printTable(summary);
  if (options.json) console.log(JSON.stringify(summary));
}

function specOf(index: number): GameSpec {
  return {
    index,
    seed: options.seed + index,
    options: analyzeOptions,
    stopAt: options.stopAt,
    weights: options.evaluation === 'ntuple' ? options.weights : null,
  };
}

/** Keeps a finished game: in the results, and as one line of the `--out` file. */
function record(result: GameResult): void {
  results.push(result);
  if (options.out !== null) {
    const line: GameRecord = {
      seed: result.seed,
      timeMs: options.timeMs,
      depth: options.depth,
      stopAt: options.stopAt,
      score: result.score,
      bestTile: result.bestTile,
      moves: result.moves,
      thinkingMs: Math.round(result.thinkingMs),
      meanDepth: result.meanDepth,
      date: new Date().toISOString(),
      ...(options.threads === null ? {} : { threads: options.threads }),
      ...(evaluationName === undefined ? {} : { evaluation: evaluationName }),
      load: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    };
    // One line per game, written whole by one append: a run stopped between games loses nothing.
    appendFileSync(options.out, JSON.stringify(line) + '\n');
  }
  console.log(
    `game ${result.index + 1} (seed ${result.seed}): score ${result.score}, best tile ${result.bestTile}, ` +
      `${result.moves} moves, ${(result.thinkingMs / Math.max(1, result.moves)).toFixed(2)} ms/move, ` +
      `depth ${result.meanDepth.toFixed(2)} [${results.length}/${toPlay.length}]`,
  );
}

function sendNext(worker: Worker): void {
  if (nextGame >= toPlay.length) {
    void worker.terminate();
    return;
  }
  worker.postMessage(specOf(toPlay[nextGame] as number));
  nextGame++;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    finish();
    process.exit(130);
  });
}

if (toPlay.length === 0) finish();
else if (options.threads !== null) {
  // One game at a time on this thread, every move split over the search threads.
  const pool = searchPool(options.threads);
  for (const index of toPlay) {
    record(await playGame(specOf(index), (state, o) => analyzeParallel(state, o, pool.searchers)));
  }
  await pool.close();
  finish();
} else {
  for (let w = 0; w < Math.min(options.workers, toPlay.length); w++) {
    const worker = new Worker(WORKER_BOOTSTRAP, { eval: true });
    workers.push(worker);
    worker.on('message', (result: GameResult) => {
      record(result);
      if (results.length === toPlay.length) finish();
      else sendNext(worker);
    });
    worker.on('error', (error) => {
      console.error(`bench:play: a worker failed: ${error.stack ?? error.message}`);
      process.exit(1);
    });
    sendNext(worker);
  }
}
