/**
 * Time used against the budget: seeded games played by `analyze({ timeMs })` on one thread, each call timed. For
 * each budget: the mean share of the budget a move used, the largest overrun past the budget, the share of moves
 * over budget + 2 ms, the largest overrun among the moves the thread kept its core for (CPU time at least 95 % of
 * the wall-clock time: the search's own margin, without the scheduler's), and the mean depth completed. Wall-clock time (what a player waits), with this thread's CPU
 * time alongside (a busy machine takes the core away mid-search; the CPU time shows how much of the wait was work).
 *
 * Usage: tsx bench/budget.ts [--budgets 10,50,100] [--moves N] [--seed S] [--json]
 *   every budget plays game S from its start for N moves (default 300); a game that ends is followed by game S + 1
 */
import { loadavg } from 'node:os';
import { apply, newGame } from '@pastime/2048';
import { analyze } from '../src/index.ts';
import { cpuMs } from './cpu-clock.ts';

const USAGE = 'usage: tsx bench/budget.ts [--budgets 10,50,100] [--moves N] [--seed S] [--json]';

function fail(message: string): never {
  console.error(`bench: ${message} (${USAGE})`);
  process.exit(2);
}

interface Options {
  budgets: number[];
  moves: number;
  seed: number;
  json: boolean;
}

function parse(argv: readonly string[]): Options {
  const options: Options = { budgets: [10, 50, 100], moves: 300, seed: 1, json: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const text = argv[i + 1];
    if (arg === '--json') options.json = true;
    else if (arg === '--budgets') {
      const budgets = (text ?? '').split(',').map(Number);
      if (budgets.length === 0 || budgets.some((b) => !Number.isFinite(b) || b <= 0 || b > 60_000))
        fail(`--budgets must be a comma-separated list of ms above 0, got ${JSON.stringify(text ?? null)}`);
      options.budgets = budgets;
      i++;
    } else if (arg === '--moves' || arg === '--seed') {
      const value = Number(text);
      if (!Number.isInteger(value) || value < 1)
        fail(`${arg} must be a positive integer, got ${JSON.stringify(text ?? null)}`);
      if (arg === '--moves') options.moves = value;
      else options.seed = value;
      i++;
    } else fail(`unknown argument ${JSON.stringify(arg)}`);
  }
  return options;
}

export interface BudgetRow {
  budgetMs: number;
  moves: number;
  meanUsed: number;
  meanCpuUsed: number;
  maxOverrunMs: number;
  /** The largest overrun among moves that kept the core (CPU time at least 95 % of the wall-clock time). */
  maxOverrunOnCoreMs: number;
  onCore: number;
  overTwoMs: number;
  meanDepth: number;
}

function run(budgetMs: number, moves: number, seed: number): BudgetRow {
  let game = seed;
  let state = newGame({ seed: game, stopOnWin: false, history: false });
  let used = 0;
  let cpuUsed = 0;
  let maxOverrun = -Infinity;
  let maxOverrunOnCore = -Infinity;
  let onCore = 0;
  let over = 0;
  let depths = 0;
  for (let m = 0; m < moves; m++) {
    const cpu = cpuMs();
    const start = performance.now();
    const analysis = analyze(state, { timeMs: budgetMs });
    const took = performance.now() - start;
    const cpuTook = cpuMs() - cpu;
    cpuUsed += cpuTook;
    used += took;
    maxOverrun = Math.max(maxOverrun, took - budgetMs);
    if (cpuTook >= 0.95 * took) {
      onCore++;
      maxOverrunOnCore = Math.max(maxOverrunOnCore, took - budgetMs);
    }
    if (took > budgetMs + 2) over++;
    depths += analysis.depth;
    if (analysis.best === null) {
      state = newGame({ seed: ++game, stopOnWin: false, history: false });
    } else state = apply(state, analysis.best);
  }
  return {
    budgetMs,
    moves,
    meanUsed: used / moves / budgetMs,
    meanCpuUsed: cpuUsed / moves / budgetMs,
    maxOverrunMs: maxOverrun,
    maxOverrunOnCoreMs: maxOverrunOnCore,
    onCore: onCore / moves,
    overTwoMs: over / moves,
    meanDepth: depths / moves,
  };
}

const options = parse(process.argv.slice(2));
const log = options.json ? console.error : console.log;
log(`load average ${loadavg()[0]?.toFixed(2)}, ${new Date().toISOString()}, games from seed ${options.seed}`);
// Warm the compiler up, untimed.
run(5, 50, 1000);
const rows = options.budgets.map((b) => run(b, options.moves, options.seed));
log(
  '| budget | moves | mean time used | mean CPU time used | largest overrun | moves over budget + 2 ms | ' +
    'moves on core | largest overrun on core | mean depth |',
);
log(
  '| ------ | ----- | -------------- | ------------------ | --------------- | ------------------------ | ' +
    '------------- | ----------------------- | ---------- |',
);
for (const r of rows) {
  log(
    `| ${r.budgetMs} ms | ${r.moves} | ${(r.meanUsed * 100).toFixed(1)} % | ${(r.meanCpuUsed * 100).toFixed(1)} % | ` +
      `${r.maxOverrunMs.toFixed(2)} ms | ${(r.overTwoMs * 100).toFixed(1)} % | ${(r.onCore * 100).toFixed(1)} % | ` +
      `${r.maxOverrunOnCoreMs.toFixed(2)} ms | ${r.meanDepth.toFixed(2)} |`,
  );
}
if (options.json) console.log(JSON.stringify(rows));
