/**
 * The parallel search's speed-up: the fixed positions (`positions.txt`, every K-th) searched at a fixed depth by
 * `analyze` on this thread, then by `analyzeParallel` on 1 and on 2 worker threads (`pool.ts`), in wall-clock time
 * (what a player waits for). The answers are checked to be the same. A budget row also shows the mean depth each
 * reaches in the same time. On a machine whose cores are busy with other work the wall-clock speed-up says little,
 * so the threads' CPU time is also read: the work of each position over its busier thread's share is the speed-up
 * the split allows with a free core per thread.
 *
 * Usage: tsx bench/parallel.ts [--depth D] [--every K] [--time-ms T] [--json]   (defaults: 5, 6, 50)
 */
import { availableParallelism, loadavg } from 'node:os';
import { newGame } from '@pastime/2048';
import type { GameState } from '@pastime/2048';
import { analyze, analyzeParallel } from '../src/index.ts';
import { unpack } from '../src/fast/board.ts';
import { searchPool } from './pool.ts';
import { readPositions } from './positions.ts';

const USAGE = 'usage: tsx bench/parallel.ts [--depth D] [--every K] [--time-ms T] [--json]';

function fail(message: string): never {
  console.error(`bench: ${message} (${USAGE})`);
  process.exit(2);
}

const options = { depth: 5, every: 6, timeMs: 50, json: false };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const arg = argv[i];
  if (arg === '--json') options.json = true;
  else if (arg === '--depth' || arg === '--every' || arg === '--time-ms') {
    const text = argv[++i];
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1 || (arg === '--depth' && value > 12))
      fail(
        `${arg} must be a positive integer${arg === '--depth' ? ' up to 12' : ''}, got ${JSON.stringify(text ?? null)}`,
      );
    if (arg === '--depth') options.depth = value;
    else if (arg === '--every') options.every = value;
    else options.timeMs = value;
  } else fail(`unknown argument ${JSON.stringify(arg)}`);
}

const log = options.json ? console.error : console.log;
const states: GameState[] = readPositions()
  .filter((_, i) => i % options.every === 0)
  .map((p) => newGame({ board: unpack(p.lo, p.hi), stopOnWin: false, history: false }));
log(
  `${states.length} positions, depth ${options.depth}, ${availableParallelism()} cores, ` +
    `load average ${loadavg()[0]?.toFixed(2)}, ${new Date().toISOString()}`,
);

const pools = [searchPool(1), searchPool(2)];
// Warm-up, untimed: every thread compiles the search.
for (const state of states.slice(0, 6)) {
  analyze(state, { depth: 4 });
  for (const pool of pools) await analyzeParallel(state, { depth: 4 }, pool.searchers);
}

const single: number[] = [];
const seconds = { single: 0, one: 0, two: 0 };
let start = performance.now();
for (const state of states)
  single.push(...analyze(state, { depth: options.depth }).moves.map((m) => m.value));
seconds.single = (performance.now() - start) / 1000;
// With 2 threads: per position, the CPU time of all tasks over the larger of the two threads' shares, which is
// the speed-up the split allows when each thread has a core of its own (a busy machine hides it in wall time).
let totalCpu = 0;
let criticalCpu = 0;
for (const [k, pool] of pools.entries()) {
  const values: number[] = [];
  start = performance.now();
  for (const state of states) {
    const before = [...pool.cpuMs];
    values.push(
      ...(await analyzeParallel(state, { depth: options.depth }, pool.searchers)).moves.map((m) => m.value),
    );
    if (k === 1) {
      const shares = pool.cpuMs.map((ms, t) => ms - (before[t] as number));
      totalCpu += shares.reduce((a, b) => a + b, 0);
      criticalCpu += Math.max(...shares);
    }
  }
  const took = (performance.now() - start) / 1000;
  if (k === 0) seconds.one = took;
  else seconds.two = took;
  if (values.length !== single.length || values.some((v, i) => v !== single[i]))
    throw new Error(`the answers of ${k + 1} threads differ from the single-threaded search`);
}

// The same budget: the mean depth each completes.
const depths = { single: 0, one: 0, two: 0 };
for (const state of states) depths.single += analyze(state, { timeMs: options.timeMs }).depth;
for (const [k, pool] of pools.entries()) {
  let sum = 0;
  for (const state of states)
    sum += (await analyzeParallel(state, { timeMs: options.timeMs }, pool.searchers)).depth;
  if (k === 0) depths.one = sum;
  else depths.two = sum;
}
await Promise.all(pools.map((p) => p.close()));

const n = states.length;
log(
  '| search | wall-clock s (depth ' +
    options.depth +
    ') | speed-up | mean depth in ' +
    options.timeMs +
    ' ms |',
);
log('| ------ | ------------------- | -------- | ------------------- |');
log(`| analyze, this thread | ${seconds.single.toFixed(2)} | 1.00× | ${(depths.single / n).toFixed(2)} |`);
log(
  `| analyzeParallel, 1 worker | ${seconds.one.toFixed(2)} | ${(seconds.single / seconds.one).toFixed(2)}× | ` +
    `${(depths.one / n).toFixed(2)} |`,
);
log(
  `| analyzeParallel, 2 workers | ${seconds.two.toFixed(2)} | ${(seconds.single / seconds.two).toFixed(2)}× | ` +
    `${(depths.two / n).toFixed(2)} |`,
);
log(`2 workers against 1: ${(seconds.one / seconds.two).toFixed(2)}×; the same answers on every position`);
const allowed = totalCpu / criticalCpu;
log(
  `2 workers, CPU time: ${(totalCpu / 1000).toFixed(2)} s in all, ${(criticalCpu / 1000).toFixed(2)} s on the ` +
    `busier thread of each position: a speed-up of ${allowed.toFixed(2)}× with a core for each thread`,
);
if (options.json)
  console.log(JSON.stringify({ positions: n, depth: options.depth, seconds, depths, cpuSpeedUp: allowed }));
