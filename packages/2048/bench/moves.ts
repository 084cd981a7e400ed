/**
 * Moves per second of random play. Not a test: it prints figures for the README.
 *
 * Random play: pick a direction uniformly at random; a direction that does not change the board is tried again
 * with another one; a finished game is replaced by a new one (its `newGame` is part of the time). A "move" is a
 * state-changing move; no-op attempts and restarts are counted in the time but not as moves. Random play on
 * large boards hardly ever ends, so a game is also replaced after 10,000 moves: with history on, one
 * endless game would otherwise hold hundreds of thousands of states.
 *
 * Usage: tsx bench/moves.ts [--seconds S]   (S per case, default 2)
 */
import { loadavg } from 'node:os';
import { apply, DIRECTIONS, newGame } from '../src/index.ts';
import type { GameState } from '../src/index.ts';

const MAX_GAME_MOVES = 10_000;

interface Result {
  moves: number;
  attempts: number;
  games: number;
  /** Wall-clock seconds. */
  seconds: number;
  /** CPU seconds of this process (user + system): less sensitive to other work on a shared machine. */
  cpuSeconds: number;
}

function parseSeconds(argv: readonly string[]): number {
  let seconds = 2;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--seconds') {
      const text = argv[++i];
      const value = Number(text);
      if (text === undefined || !Number.isFinite(value) || value <= 0 || value > 600) {
        console.error(
          `bench: --seconds must be a number above 0 and at most 600, got ${JSON.stringify(text ?? null)}`,
        );
        process.exit(2);
      }
      seconds = value;
    } else {
      console.error(
        `bench: unknown argument ${JSON.stringify(arg)} (usage: tsx bench/moves.ts [--seconds S])`,
      );
      process.exit(2);
    }
  }
  return seconds;
}

function run(size: number, history: boolean, seconds: number): Result {
  // A small xorshift for the player's choices, so the engine's own generator is the only one it draws from.
  let x = 0x9e3779b9 ^ size;
  const pick = (): number => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) & 3;
  };
  let seed = 1;
  let state: GameState = newGame({ size, history, stopOnWin: false, seed: seed++ });
  let moves = 0;
  let attempts = 0;
  let games = 1;
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const deadline = start + seconds * 1000;
  // Check the clock every 4096 attempts: reading it costs more than a move.
  for (;;) {
    for (let k = 0; k < 4096; k++) {
      attempts++;
      const next = apply(state, DIRECTIONS[pick()] ?? 'up');
      if (next !== state) {
        moves++;
        state = next;
        if (state.status === 'lost' || state.moves >= MAX_GAME_MOVES) {
          state = newGame({ size, history, stopOnWin: false, seed: seed++ });
          games++;
        }
      }
    }
    if (performance.now() >= deadline) break;
  }
  const cpu = process.cpuUsage(cpuStart);
  return {
    moves,
    attempts,
    games,
    seconds: (performance.now() - start) / 1000,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
  };
}

const seconds = parseSeconds(process.argv.slice(2));
console.log(
  `2048 engine, random play, ${seconds} s per case, Node ${process.version}, load average ${loadavg()[0]?.toFixed(2)}`,
);
// Warm up the JIT on every path before measuring.
for (const size of [4, 8]) for (const history of [false, true]) run(size, history, 0.3);
for (const size of [4, 8]) {
  for (const history of [false, true]) {
    const r = run(size, history, seconds);
    const perSecond = Math.round(r.moves / r.seconds).toLocaleString('en-US');
    const perCpuSecond = Math.round(r.moves / r.cpuSeconds).toLocaleString('en-US');
    console.log(
      `${size}×${size} history ${history ? 'on ' : 'off'}: ${perSecond} moves/s (${perCpuSecond} per CPU second;` +
        ` ${r.moves.toLocaleString('en-US')} moves, ${r.attempts.toLocaleString('en-US')} attempts, ${r.games.toLocaleString('en-US')} games, ${r.seconds.toFixed(2)} s)`,
    );
  }
}
