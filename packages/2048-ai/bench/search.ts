/**
 * The 4×4 search's speed on fixed positions from real games (`positions.txt`), on one core, against the C++
 * reference (nneonneo/2048-ai) at the same depth when its driver is built (`bench/reference/build.sh`).
 *
 * - Fixed depth: every position searched at depth D (default 5); decisions and positions per CPU second.
 * - Equal depth: every position searched at the reference's adaptive depth: its depth limit L = max(3, distinct
 *   tiles − 2), which is depth L + 1 here (the reference's limit counts the moves after the first). Each position's
 *   decision is repeated until 20 ms of CPU time have passed (the driver does the same) and the mean is kept; the
 *   reference's decision on a position is timed right before this package's, so both see the same load. The
 *   ratio is the median over positions of (this package's CPU time) / (the reference's).
 *
 * CPU time is the thread's, for this package (see `cpuMs`) as for the driver.
 *
 * Usage: tsx bench/search.ts [--depth D] [--every K] [--no-reference] [--json]
 *   --every K: only every K-th position (default 1: all of them)
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { searchFast } from '../src/fast/search.ts';
import { cpuMs, threadClock } from './cpu-clock.ts';
import { readPositions, referenceDepthLimit } from './positions.ts';
import type { Position } from './positions.ts';

const USAGE = 'usage: tsx bench/search.ts [--depth D] [--every K] [--no-reference] [--json]';

interface Options {
  depth: number;
  every: number;
  reference: boolean;
  json: boolean;
}

function fail(message: string): never {
  console.error(`bench: ${message} (${USAGE})`);
  process.exit(2);
}

function parse(argv: readonly string[]): Options {
  const options: Options = { depth: 5, every: 1, reference: true, json: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--json') options.json = true;
    else if (arg === '--no-reference') options.reference = false;
    else if (arg === '--depth' || arg === '--every') {
      const text = argv[++i];
      const value = Number(text);
      if (!Number.isInteger(value) || value < 1 || value > 12)
        fail(`${arg} must be an integer from 1 to 12, got ${JSON.stringify(text ?? null)}`);
      if (arg === '--depth') options.depth = value;
      else options.every = value;
    } else fail(`unknown argument ${JSON.stringify(arg)}`);
  }
  return options;
}

interface Decision {
  best: number;
  nodes: number;
  /** CPU ms per decision (mean over repeats). */
  cpuMs: number;
}

function bestOf(values: readonly number[]): number {
  let best = -1;
  for (let m = 0; m < 4; m++) {
    const v = values[m] ?? NaN;
    if (!Number.isNaN(v) && (best < 0 || v > (values[best] ?? NaN))) best = m;
  }
  return best;
}

/** One decision at `depth`, repeated until `minMs` of CPU time have passed. */
function decide(p: Position, depth: number, minMs: number): Decision {
  const start = cpuMs();
  let repeats = 0;
  let result;
  do {
    result = searchFast(p.lo, p.hi, depth, Infinity);
    repeats++;
  } while (cpuMs() - start < minMs);
  return { best: bestOf(result.values), nodes: result.nodes, cpuMs: (cpuMs() - start) / repeats };
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  if (n === 0) return NaN;
  return n % 2 === 1 ? (s[(n - 1) / 2] as number) : ((s[n / 2 - 1] as number) + (s[n / 2] as number)) / 2;
}

/** The reference driver as a child process answering one board at a time. */
class Reference {
  readonly #child;
  readonly #lines: AsyncIterator<string>;
  constructor(path: string) {
    this.#child = spawn(path, [], { stdio: ['pipe', 'pipe', 'inherit'] });
    this.#lines = createInterface({ input: this.#child.stdout })[Symbol.asyncIterator]();
  }
  async decide(hex: string): Promise<Decision & { depthLimit: number }> {
    this.#child.stdin.write(hex + '\n');
    const next = await this.#lines.next();
    if (next.done === true) throw new Error('the reference driver ended early');
    const f = next.value.split(' ');
    return {
      depthLimit: Number(f[1]),
      best: Number(f[2]),
      cpuMs: Number(f[3]) / 1e6,
      nodes: Number(f[4]),
    };
  }
  close(): void {
    this.#child.stdin.end();
  }
}

function fixedDepth(positions: readonly Position[], depth: number): { perSec: number; nodesPerSec: number } {
  // One untimed pass for the JIT, then the timed one.
  for (const p of positions.slice(0, 20)) searchFast(p.lo, p.hi, Math.min(depth, 4), Infinity);
  const start = cpuMs();
  let nodes = 0;
  for (const p of positions) nodes += searchFast(p.lo, p.hi, depth, Infinity).nodes;
  const seconds = (cpuMs() - start) / 1000;
  return { perSec: positions.length / seconds, nodesPerSec: nodes / seconds };
}

async function main(): Promise<void> {
  const options = parse(process.argv.slice(2));
  const positions = readPositions().filter((_, i) => i % options.every === 0);
  const driver =
    process.env.PASTIME_REFERENCE_DRIVER ?? fileURLToPath(new URL('reference/driver', import.meta.url));
  const log = options.json ? console.error : console.log;
  log(`CPU time: ${threadClock ? 'this thread (schedstat)' : 'the process (user + system)'}`);
  log(`${positions.length} positions, load average ${loadavg()[0]?.toFixed(2)}, ${new Date().toISOString()}`);

  const fixed = fixedDepth(positions, options.depth);
  log(
    `fixed depth ${options.depth}: ${fixed.perSec.toFixed(1)} decisions per CPU second, ` +
      `${(fixed.nodesPerSec / 1e6).toFixed(2)} M positions per CPU second`,
  );

  const reference = options.reference && existsSync(driver) ? new Reference(driver) : null;
  if (reference === null)
    log(
      options.reference
        ? `no reference driver at ${driver}: the reference column is skipped (build it with bench/reference/build.sh)`
        : 'reference column skipped (--no-reference)',
    );
  const ratios: number[] = [];
  const byDepth = new Map<number, { ratios: number[]; ours: number; theirs: number; count: number }>();
  let same = 0;
  let ourCpu = 0;
  let ourNodes = 0;
  let theirCpu = 0;
  let theirNodes = 0;
  for (const p of positions) {
    const limit = referenceDepthLimit(p.lo, p.hi);
    const theirs = reference === null ? null : await reference.decide(p.hex);
    const ours = decide(p, limit + 1, 20);
    ourCpu += ours.cpuMs;
    ourNodes += ours.nodes;
    const row = byDepth.get(limit) ?? { ratios: [], ours: 0, theirs: 0, count: 0 };
    row.ours += ours.cpuMs;
    row.count++;
    if (theirs !== null) {
      theirCpu += theirs.cpuMs;
      theirNodes += theirs.nodes;
      ratios.push(ours.cpuMs / theirs.cpuMs);
      row.ratios.push(ours.cpuMs / theirs.cpuMs);
      row.theirs += theirs.cpuMs;
      if (theirs.best === ours.best) same++;
    }
    byDepth.set(limit, row);
  }
  reference?.close();

  log('\nequal depth (reference limit L, depth L + 1 here): CPU ms per decision');
  log('| L | positions | this package | reference | median ratio |');
  log('| - | --------- | ------------ | --------- | ------------ |');
  for (const [limit, row] of [...byDepth].sort((a, b) => a[0] - b[0])) {
    const theirs = reference === null ? '–' : (row.theirs / row.count).toFixed(2);
    const ratio = reference === null ? '–' : `${median(row.ratios).toFixed(2)}×`;
    log(`| ${limit} | ${row.count} | ${(row.ours / row.count).toFixed(2)} | ${theirs} | ${ratio} |`);
  }
  const summary = {
    positions: positions.length,
    fixedDepth: options.depth,
    decisionsPerCpuSecond: fixed.perSec,
    positionsPerCpuSecond: fixed.nodesPerSec,
    equalDepthCpuMs: ourCpu,
    equalDepthPositionsPerCpuSecond: (ourNodes / ourCpu) * 1000,
    reference:
      reference === null
        ? null
        : {
            cpuMs: theirCpu,
            positionsPerCpuSecond: (theirNodes / theirCpu) * 1000,
            medianRatio: median(ratios),
            totalRatio: ourCpu / theirCpu,
            sameMove: same / positions.length,
          },
  };
  log(
    `\nthis package: ${(ourCpu / 1000).toFixed(2)} CPU s, ` +
      `${(summary.equalDepthPositionsPerCpuSecond / 1e6).toFixed(2)} M positions per CPU second`,
  );
  if (summary.reference !== null) {
    const r = summary.reference;
    log(
      `reference: ${(r.cpuMs / 1000).toFixed(2)} CPU s, ${(r.positionsPerCpuSecond / 1e6).toFixed(2)} M positions ` +
        `per CPU second (its count: every move tried, legal or not)`,
    );
    log(
      `ratio (this package / reference): median ${r.medianRatio.toFixed(3)}×, total ${r.totalRatio.toFixed(3)}×; ` +
        `same move on ${(r.sameMove * 100).toFixed(1)} %`,
    );
  }
  if (options.json) console.log(JSON.stringify(summary));
}

await main();
