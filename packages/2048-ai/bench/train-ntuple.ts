/**
 * Trains the n-tuple network (`src/ntuple/`) by TD(0) self-play, seeded and resumable: every few minutes (and on
 * SIGINT or SIGTERM) the weights, the games played and the generator's state go to a checkpoint file, written whole
 * (to a temporary file, then renamed), and the weights alone to the network file. Running the same command again
 * resumes from the checkpoint, and the run goes on exactly as if it had not stopped (given the same --alpha).
 *
 * Usage: tsx bench/train-ntuple.ts [--games N] [--seed S] [--alpha A] [--report N] [--every-minutes M]
 *                                  [--checkpoint FILE] [--weights FILE]
 *   --games: stop when N games in all have been played (default: go on until stopped); --seed 1 (for a new run;
 *   a checkpoint keeps its own); --alpha 0.1 (the learning rate, shared out among the features); --report 1000
 *   (a progress line every N games, over those games); --every-minutes 3; --checkpoint
 *   bench/results/ntuple-checkpoint.bin; --weights weights/ntuple.bin.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';
import { NTupleNetwork } from '../src/ntuple/network.ts';
import { Random, playTrainingGame } from '../src/ntuple/train.ts';

const USAGE =
  'usage: tsx bench/train-ntuple.ts [--games N] [--seed S] [--alpha A] [--report N] [--every-minutes M] ' +
  '[--checkpoint FILE] [--weights FILE]';
const PACKAGE = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CHECKPOINT_MAGIC = 'P2NC';
const CHECKPOINT_VERSION = 1;

interface Options {
  games: number;
  seed: number | null;
  alpha: number;
  report: number;
  everyMinutes: number;
  checkpoint: string;
  weights: string;
}

function fail(message: string): never {
  console.error(`train-ntuple: ${message}\n${USAGE}`);
  process.exit(2);
}

function number(flag: string, text: string | undefined, min: number, max: number, integer: boolean): number {
  const value = Number(text);
  if (
    text === undefined ||
    !Number.isFinite(value) ||
    value < min ||
    value > max ||
    (integer && !Number.isInteger(value))
  )
    fail(
      `${flag} must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max}, got ${JSON.stringify(text ?? null)}`,
    );
  return value;
}

function parse(argv: readonly string[]): Options {
  const options: Options = {
    games: Infinity,
    seed: null,
    alpha: 0.1,
    report: 1000,
    everyMinutes: 3,
    checkpoint: resolve(PACKAGE, 'bench/results/ntuple-checkpoint.bin'),
    weights: resolve(PACKAGE, 'weights/ntuple.bin'),
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    switch (arg) {
      case '--games':
        options.games = number(arg, argv[++i], 1, 1e9, true);
        break;
      case '--seed':
        options.seed = number(arg, argv[++i], 0, 2 ** 32 - 1, true);
        break;
      case '--alpha':
        options.alpha = number(arg, argv[++i], 0, 1, false);
        break;
      case '--report':
        options.report = number(arg, argv[++i], 1, 1e7, true);
        break;
      case '--every-minutes':
        options.everyMinutes = number(arg, argv[++i], 0.01, 1440, false);
        break;
      case '--checkpoint':
      case '--weights': {
        const file = argv[++i];
        if (file === undefined || file === '') fail(`${arg} needs a file name`);
        if (arg === '--checkpoint') options.checkpoint = resolve(file);
        else options.weights = resolve(file);
        break;
      }
      default:
        fail(`unknown argument ${JSON.stringify(arg)}`);
    }
  }
  return options;
}

/** What a checkpoint holds besides the weights. */
interface CheckpointState {
  seed: number;
  games: number;
  moves: number;
  random: number[];
}

function writeWhole(file: string, bytes: Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, file);
}

/** A checkpoint: `P2NC`, version (u32), the length of a JSON header (u32), the header, then the network file. */
function checkpointBytes(state: CheckpointState, network: NTupleNetwork): Uint8Array {
  const header = new TextEncoder().encode(JSON.stringify(state));
  const weights = network.toBytes();
  const bytes = new Uint8Array(12 + header.length + weights.length);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < 4; i++) bytes[i] = CHECKPOINT_MAGIC.charCodeAt(i);
  view.setUint32(4, CHECKPOINT_VERSION, true);
  view.setUint32(8, header.length, true);
  bytes.set(header, 12);
  bytes.set(weights, 12 + header.length);
  return bytes;
}

function readCheckpoint(file: string): { state: CheckpointState; network: NTupleNetwork } {
  const bytes = readFileSync(file);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 12 || bytes.subarray(0, 4).toString('latin1') !== CHECKPOINT_MAGIC)
    fail(`${file} is not a training checkpoint (it does not start with ${CHECKPOINT_MAGIC})`);
  const version = view.getUint32(4, true);
  if (version !== CHECKPOINT_VERSION)
    fail(`${file}: checkpoint version ${version}, this script reads ${CHECKPOINT_VERSION}`);
  const length = view.getUint32(8, true);
  if (12 + length > bytes.length) fail(`${file} is cut short`);
  const state = JSON.parse(bytes.subarray(12, 12 + length).toString('utf8')) as CheckpointState;
  if (
    !Number.isInteger(state.games) ||
    !Number.isInteger(state.seed) ||
    !Array.isArray(state.random) ||
    state.random.length !== 4
  )
    fail(`${file}: the checkpoint's header is not one this script wrote`);
  const network = NTupleNetwork.fromBytes(bytes.subarray(12 + length));
  return { state, network };
}

const options = parse(process.argv.slice(2));
let network: NTupleNetwork;
let random: Random;
let state: CheckpointState;
if (existsSync(options.checkpoint)) {
  const loaded = readCheckpoint(options.checkpoint);
  if (options.seed !== null && options.seed !== loaded.state.seed)
    fail(
      `${options.checkpoint} is a run with seed ${loaded.state.seed}, not ${options.seed}: name another --checkpoint`,
    );
  network = loaded.network;
  state = loaded.state;
  random = new Random(state.random);
  console.log(`resuming ${options.checkpoint}: ${state.games.toLocaleString('en-US')} games played`);
} else {
  const seed = options.seed ?? 1;
  network = new NTupleNetwork();
  random = new Random(seed);
  state = { seed, games: 0, moves: 0, random: [...random.state] };
  console.log(`new run, seed ${seed}: ${options.checkpoint}`);
}
console.log(
  `TD(0) afterstates, alpha ${options.alpha}, ${network.tuples.length} tuples × 8 symmetries, ` +
    `${(network.weights.length * 4).toLocaleString('en-US')} bytes of weights; Node ${process.version}, ` +
    `load average ${loadavg()[0]?.toFixed(2)}, ${new Date().toISOString()}`,
);

function save(): void {
  state.random = [...random.state];
  network.games = state.games;
  writeWhole(options.checkpoint, checkpointBytes(state, network));
  writeWhole(options.weights, network.toBytes());
  console.log(`checkpoint: ${state.games.toLocaleString('en-US')} games, ${new Date().toISOString()}`);
}

const window: { score: number; best: number }[] = [];
let windowMoves = 0;
let windowStart = performance.now();
let lastSave = performance.now();

function report(): void {
  const n = window.length;
  const seconds = (performance.now() - windowStart) / 1000;
  const share = (exponent: number): string =>
    `${((window.filter((g) => g.best >= exponent).length / n) * 100).toFixed(1)} %`;
  console.log(
    `games ${state.games.toLocaleString('en-US')}: last ${n}: mean score ` +
      `${Math.round(window.reduce((s, g) => s + g.score, 0) / n).toLocaleString('en-US')}, ` +
      `2048 ${share(11)}, 4096 ${share(12)}, 8192 ${share(13)}, 16384 ${share(14)}; ` +
      `${Math.round(windowMoves / seconds).toLocaleString('en-US')} moves/s, ${new Date().toISOString()}`,
  );
  window.length = 0;
  windowMoves = 0;
  windowStart = performance.now();
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopping = true;
  });
}

/** Plays games for about a fifth of a second, then yields, so that a signal is heard between games. */
function chunk(): void {
  const until = performance.now() + 200;
  while (!stopping && state.games < options.games && performance.now() < until) {
    const game = playTrainingGame(network, random, options.alpha);
    state.games++;
    state.moves += game.moves;
    windowMoves += game.moves;
    window.push({ score: game.score, best: game.bestExponent });
    if (state.games % options.report === 0) report();
  }
  if (stopping || state.games >= options.games) {
    save();
    return;
  }
  if (performance.now() - lastSave >= options.everyMinutes * 60_000) {
    save();
    lastSave = performance.now();
  }
  setImmediate(chunk);
}

chunk();
