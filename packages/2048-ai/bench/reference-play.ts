/**
 * The C++ reference's playing strength on this machine: whole seeded games played by its driver
 * (`bench/reference/driver --play SEED`, built by `bench/reference/build.sh`), at the reference's own depth limit
 * and pace, one game a core. Each game's spawns come from its seed alone, so a batch is played again the same way.
 *
 * The records go to `--out FILE` (one JSON line a game) in the form `bench/play.ts` writes, so `bench:play
 * --summary FILE` tables them beside this package's games: the budget fields are null (the reference has no time
 * budget), `thinkingMs` is the wall-clock time its decisions took, `cpuMs` their CPU time, `meanDepth` its mean depth
 * limit + 1 (the depth in moves of the player, as this package counts it), and `evaluation` names the reference and
 * its commit. A batch skips the seeds FILE already holds, so a stopped batch is resumed by running it again.
 *
 * Usage: tsx bench/reference-play.ts --reference DIR [--games N] [--seed S] [--jobs J] [--stop-at TILE] [--out FILE]
 *   DIR: the checkout of nneonneo/2048-ai the driver was built from (for its commit);
 *   --games 16, --seed 1001, --jobs 2, --out bench/results/reference-play.jsonl; --stop-at ends a game at that tile.
 */
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { argumentChecks, endCutLine } from './batch.ts';

const USAGE =
  'usage: tsx bench/reference-play.ts --reference DIR [--games N] [--seed S] [--jobs J] [--stop-at TILE] [--out FILE]';
const DRIVER = new URL('./reference/driver', import.meta.url).pathname;

const checks = argumentChecks('reference-play', USAGE);
// Annotated, so that a call to it ends the flow for the type checker.
const fail: (message: string) => never = checks.fail;
const integer = checks.integer;

const options = {
  reference: '',
  games: 16,
  seed: 1001,
  jobs: 2,
  stopAt: null as number | null,
  out: new URL('./results/reference-play.jsonl', import.meta.url).pathname,
};
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const arg = argv[i];
  const value = argv[++i];
  if (arg === '--reference' || arg === '--out') {
    if (value === undefined || value === '') fail(`${arg} needs a path`);
    options[arg === '--out' ? 'out' : 'reference'] = value;
  } else if (arg === '--games') options.games = integer(arg, value, 1, 100_000);
  else if (arg === '--seed') options.seed = integer(arg, value, 0, 2 ** 31);
  else if (arg === '--jobs') options.jobs = integer(arg, value, 1, 64);
  else if (arg === '--stop-at') {
    const tile = integer(arg, value, 4, 32768);
    if (!Number.isInteger(Math.log2(tile))) fail(`--stop-at must be a power of two, got ${tile}`);
    options.stopAt = tile;
  } else fail(`unknown argument ${JSON.stringify(arg)}`);
}
if (options.reference === '') fail('--reference DIR is required');
if (!existsSync(DRIVER)) fail(`${DRIVER} is missing: build it with sh bench/reference/build.sh DIR`);

const commit = execFileSync('git', ['-C', options.reference, 'rev-parse', '--short', 'HEAD'], {
  encoding: 'utf8',
}).trim();
const evaluation = `reference nneonneo/2048-ai ${commit}`;

/** What the driver prints for a game. */
interface DriverGame {
  readonly seed: number;
  readonly score: number;
  readonly bestTile: number;
  readonly moves: number;
  readonly wallMs: number;
  readonly cpuMs: number;
  readonly meanDepthLimit: number;
}

function isDriverGame(value: unknown): value is DriverGame {
  if (typeof value !== 'object' || value === null) return false;
  const fields = ['seed', 'score', 'bestTile', 'moves', 'wallMs', 'cpuMs', 'meanDepthLimit'];
  return fields.every((field) => typeof (value as Record<string, unknown>)[field] === 'number');
}

/** The seeds `--out` holds for this reference; a line cut short by a killed run is skipped. */
function playedSeeds(): Set<number> {
  if (!existsSync(options.out)) return new Set();
  const seeds = new Set<number>();
  for (const line of readFileSync(options.out, 'utf8').split('\n')) {
    try {
      const record = JSON.parse(line) as { seed?: unknown; evaluation?: unknown; stopAt?: unknown };
      const same = record.evaluation === evaluation && record.stopAt === options.stopAt;
      if (same && typeof record.seed === 'number') seeds.add(record.seed);
    } catch {
      // not a whole record
    }
  }
  return seeds;
}

function playGame(seed: number): Promise<DriverGame> {
  return new Promise((resolve, reject) => {
    const args = ['--play', String(seed), ...(options.stopAt === null ? [] : [String(options.stopAt)])];
    const child = spawn(DRIVER, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      let game: unknown;
      try {
        game = JSON.parse(output);
      } catch {
        game = undefined;
      }
      if (code === 0 && isDriverGame(game)) resolve(game);
      else reject(new Error(`the driver's game ${seed} ended with code ${code}: ${JSON.stringify(output)}`));
    });
  });
}

const done = playedSeeds();
const seeds = Array.from({ length: options.games }, (_, i) => options.seed + i).filter((s) => !done.has(s));
endCutLine(options.out);
console.log(
  `${evaluation}: ${options.games} games, seeds ${options.seed}…${options.seed + options.games - 1}, ` +
    `${options.jobs} at a time, load average ${loadavg()[0]?.toFixed(2)}, ${new Date().toISOString()}` +
    (done.size > 0 ? `; ${options.games - seeds.length} in ${options.out} already` : ''),
);

async function worker(): Promise<void> {
  for (let seed = seeds.shift(); seed !== undefined; seed = seeds.shift()) {
    const game = await playGame(seed);
    const record = {
      seed: game.seed,
      timeMs: null,
      depth: null,
      stopAt: options.stopAt,
      score: game.score,
      bestTile: game.bestTile,
      moves: game.moves,
      thinkingMs: Math.round(game.wallMs),
      cpuMs: Math.round(game.cpuMs),
      meanDepth: game.meanDepthLimit + 1,
      date: new Date().toISOString(),
      load: Math.round((loadavg()[0] ?? 0) * 100) / 100,
      evaluation,
    };
    appendFileSync(options.out, `${JSON.stringify(record)}\n`);
    console.log(
      `seed ${seed}: ${game.bestTile} (${game.score.toLocaleString('en-US')}), ${game.moves} moves, ` +
        `${(game.wallMs / Math.max(1, game.moves)).toFixed(1)} ms a move, load ${record.load}`,
    );
  }
}

await Promise.all(Array.from({ length: options.jobs }, () => worker()));
