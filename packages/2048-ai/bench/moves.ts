/**
 * Move generation on 4×4: the packed fast path against the engine's public API, in the same run, on one core.
 * Not a test: it prints figures for the README.
 *
 * - Random play with spawns: pick a direction uniformly at random; a direction that does not change the board is
 *   tried again with another one; a game that is over is replaced by a new one. A "move" is a state-changing move
 *   followed by its spawn (2 with p = 0.9, else 4, in a uniformly chosen empty cell); no-op attempts and restarts
 *   count in the time, not as moves. The API side is `apply` on a state from `newGame` (history off, stop-on-win off),
 *   the fast side `slide` + `placeInEmpty` on two integers with its own xorshift generator.
 * - Slides only: the four directions of the fast path on a fixed set of mid-game boards, no spawns.
 *
 * Rates are moves per CPU second of this process (user + system time, so also any time the garbage collector
 * takes on other threads): what one core does, even on a machine busy with other work. Wall-clock rates are
 * printed alongside.
 *
 * Usage: tsx bench/moves.ts [--seconds S] [--json]   (S per case, default 2; --json ends with one JSON line,
 * {"fastMovesPerSec":…,"apiMovesPerSec":…}, in moves per CPU second)
 */
import { loadavg } from 'node:os';
import { DIRECTIONS, newGame, apply } from '@pastime/2048';
import type { GameState } from '@pastime/2048';
import { pack } from '../src/fast/board.ts';
import { emptyCount, isStuck, moved, placeInEmpty, slide } from '../src/fast/moves.ts';

interface Result {
  moves: number;
  seconds: number;
  cpuSeconds: number;
}

interface Options {
  seconds: number;
  json: boolean;
}

const USAGE = 'usage: tsx bench/moves.ts [--seconds S] [--json]';

function fail(message: string): never {
  console.error(`bench: ${message} (${USAGE})`);
  process.exit(2);
}

function parse(argv: readonly string[]): Options {
  const options: Options = { seconds: 2, json: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--json') options.json = true;
    else if (arg === '--seconds') {
      const text = argv[++i];
      const value = Number(text);
      if (text === undefined || !Number.isFinite(value) || value <= 0 || value > 600)
        fail(`--seconds must be a number above 0 and at most 600, got ${JSON.stringify(text ?? null)}`);
      options.seconds = value;
    } else fail(`unknown argument ${JSON.stringify(arg)}`);
  }
  return options;
}

/** Runs `step` (which returns how many moves it made) until `seconds` have passed. */
function timed(seconds: number, step: () => number): Result {
  let moves = 0;
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const deadline = start + seconds * 1000;
  do moves += step();
  while (performance.now() < deadline);
  const cpu = process.cpuUsage(cpuStart);
  return { moves, seconds: (performance.now() - start) / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
}

/** A small xorshift for the player's choices (and the fast path's spawns). */
function xorshift(seed: number): () => number {
  let x = seed | 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x >>> 0;
  };
}

function apiRandomPlay(seconds: number): Result {
  const next = xorshift(0x9e3779b9);
  let seed = 1;
  let state: GameState = newGame({ history: false, stopOnWin: false, seed: seed++ });
  return timed(seconds, () => {
    let moves = 0;
    for (let k = 0; k < 4096; k++) {
      const after = apply(state, DIRECTIONS[next() & 3] ?? 'up');
      if (after === state) continue;
      moves++;
      state = after;
      if (state.status === 'lost') state = newGame({ history: false, stopOnWin: false, seed: seed++ });
    }
    return moves;
  });
}

function fastRandomPlay(seconds: number): Result {
  // The generator and the board live in locals of the loop (a closure's variables are slower to reach).
  let x = 0x9e3779b9 | 0;
  let lo = 0;
  let hi = 0;
  return timed(seconds, () => {
    let moves = 0;
    let l = lo;
    let h = hi;
    let r = x;
    for (let k = 0; k < 4096; k++) {
      if (l === 0 && h === 0) {
        // A new game: two spawns on the empty board (one draw each, as below).
        for (let empty = 16; empty > 14; empty--) {
          r ^= r << 13;
          r ^= r >>> 17;
          r ^= r << 5;
          placeInEmpty(l, h, ((r >>> 16) * empty) >>> 16, (r & 0xffff) % 10 === 0 ? 2 : 1);
          l = moved.lo;
          h = moved.hi;
        }
      }
      r ^= r << 13;
      r ^= r >>> 17;
      r ^= r << 5;
      if (!slide(l, h, r & 3)) continue;
      moves++;
      const empty = emptyCount(moved.lo, moved.hi);
      // One 32-bit draw per spawn: its low 16 bits choose the value (a 4 when they are 0 mod 10), its high 16
      // bits the empty cell (multiplied by the number of empty cells, then shifted down: no division).
      r ^= r << 13;
      r ^= r >>> 17;
      r ^= r << 5;
      placeInEmpty(moved.lo, moved.hi, ((r >>> 16) * empty) >>> 16, (r & 0xffff) % 10 === 0 ? 2 : 1);
      l = moved.lo;
      h = moved.hi;
      if (empty === 1 && isStuck(l, h)) {
        l = 0;
        h = 0;
      }
    }
    lo = l;
    hi = h;
    x = r;
    return moves;
  });
}

/** Mid-game boards from a seeded random game, packed. */
function sampleBoards(): Int32Array {
  const boards: number[] = [];
  let state: GameState = newGame({ history: false, stopOnWin: false, seed: 'bench' });
  const next = xorshift(7);
  while (boards.length < 2 * 1024) {
    const after = apply(state, DIRECTIONS[next() & 3] ?? 'up');
    if (after === state) continue;
    state = after.status === 'lost' ? newGame({ history: false, stopOnWin: false, seed: next() }) : after;
    const p = pack(state.board);
    if (p !== null) boards.push(p.lo, p.hi);
  }
  return Int32Array.from(boards);
}

function fastSlides(seconds: number, boards: Int32Array): Result {
  let changed = 0;
  const result = timed(seconds, () => {
    for (let i = 0; i < boards.length; i += 2) {
      const lo = boards[i] as number;
      const hi = boards[i + 1] as number;
      for (let d = 0; d < 4; d++) if (slide(lo, hi, d)) changed++;
    }
    return boards.length * 2;
  });
  if (changed < 0) console.log(changed); // keeps the loop's work observable
  return result;
}

/** Moves per CPU second of this process: what one core does, however busy the machine is with other work. */
function perCpuSecond(r: Result): number {
  return Math.round(r.moves / r.cpuSeconds);
}

function line(label: string, r: Result): string {
  const cpu = perCpuSecond(r).toLocaleString('en-US');
  const wall = Math.round(r.moves / r.seconds).toLocaleString('en-US');
  return `${label}: ${cpu} moves per CPU second (${wall} per wall-clock second; ${r.moves.toLocaleString('en-US')} moves in ${r.seconds.toFixed(2)} s)`;
}

const options = parse(process.argv.slice(2));
console.log(
  `2048 AI move generation, 4×4, ${options.seconds} s per case, Node ${process.version}, load average ${loadavg()[0]?.toFixed(2)}`,
);
const boards = sampleBoards();
// Warm up the JIT on every path before measuring.
fastRandomPlay(0.3);
apiRandomPlay(0.3);
fastSlides(0.3, boards);
const fast = fastRandomPlay(options.seconds);
const api = apiRandomPlay(options.seconds);
const slides = fastSlides(options.seconds, boards);
console.log(line('random play, fast path ', fast));
console.log(line('random play, engine API', api));
console.log(`fast path / engine API: ${(perCpuSecond(fast) / perCpuSecond(api)).toFixed(1)}×`);
console.log(line('slides only, fast path ', slides));
if (options.json) {
  console.log(JSON.stringify({ fastMovesPerSec: perCpuSecond(fast), apiMovesPerSec: perCpuSecond(api) }));
}
