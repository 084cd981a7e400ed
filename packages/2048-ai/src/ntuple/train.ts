/**
 * Temporal-difference learning of an n-tuple network (`network.ts`) by self-play, on the packed 4×4 board.
 *
 * TD(0) on afterstates (the board after a move, before the spawn): the player picks the move with the most points
 * plus value of its afterstate (1-ply greedy), and the value of the previous afterstate is moved toward the points of
 * this move plus the value of its afterstate; at the end of a game, toward 0. The value of an afterstate thus learns
 * the points the rest of the game scores from it.
 *
 * Everything random comes from one small generator whose state is 4 words, so a run can be stopped, saved and
 * resumed exactly where it was.
 */
import { emptyCount, moved, placeInEmpty, scoreOf, slide } from '../fast/moves.ts';
import type { NTupleNetwork } from './network.ts';

/** A seeded generator (sfc32): 4 words of state, 32 random bits per call. */
export class Random {
  readonly state: Uint32Array;

  constructor(seed: number | readonly number[]) {
    this.state = new Uint32Array(4);
    if (typeof seed === 'number') {
      this.state.set([0x9e3779b9, seed >>> 0, Math.floor(seed / 2 ** 32) >>> 0, 1]);
      for (let i = 0; i < 15; i++) this.next(); // spreads a small seed over the state
    } else {
      if (seed.length !== 4 || !seed.every((w) => Number.isInteger(w) && w >= 0 && w < 2 ** 32))
        throw new RangeError('a generator state is 4 integers from 0 to 2^32 − 1');
      this.state.set(seed);
    }
  }

  /** 32 random bits as an unsigned integer. */
  next(): number {
    const s = this.state;
    const a = s[0] as number;
    const b = s[1] as number;
    const c = s[2] as number;
    const d = s[3] as number;
    const t = (((a + b) | 0) + d) | 0;
    s[3] = d + 1;
    s[0] = b ^ (b >>> 9);
    s[1] = c + (c << 3);
    s[2] = ((c << 21) | (c >>> 11)) + t;
    return t >>> 0;
  }

  /** An integer from 0 to n − 1. */
  below(n: number): number {
    return Math.floor((this.next() / 2 ** 32) * n);
  }
}

/** The cells of a packed board as 16 exponents (row-major), into `cells`. */
export function unpackInto(cells: Uint8Array, lo: number, hi: number): void {
  for (let i = 0; i < 8; i++) {
    cells[i] = (lo >>> (4 * i)) & 15;
    cells[i + 8] = (hi >>> (4 * i)) & 15;
  }
}

/**
 * One TD step: moves the network's value of `cells` toward `target` by `alpha` of the difference, shared out
 * among the features (each of the F features' weights moves by alpha × error / F). Returns the error before it.
 */
export function learn(
  network: NTupleNetwork,
  cells: ArrayLike<number>,
  target: number,
  alpha: number,
): number {
  const error = target - network.value(cells);
  network.update(cells, (alpha * error) / network.features);
  return error;
}

/** How a training game ended. */
export interface TrainingGame {
  readonly score: number;
  /** The largest tile's exponent (11 = 2048). */
  readonly bestExponent: number;
  readonly moves: number;
}

/** Adds a 2 (p = 0.9) or a 4 in a random empty cell of the board `lo`, `hi` (which has one), into `moved`. */
function spawn(random: Random, lo: number, hi: number): void {
  const nth = random.below(emptyCount(lo, hi));
  placeInEmpty(lo, hi, nth, random.next() < 0.1 * 2 ** 32 ? 2 : 1);
}

/**
 * Plays one game by the network's 1-ply greedy choice, learning as it goes (`alpha` > 0) or not (`alpha` 0: the
 * network's strength alone). Ties go to the first move in the order up, down, left, right.
 */
export function playTrainingGame(network: NTupleNetwork, random: Random, alpha: number): TrainingGame {
  const cells = new Uint8Array(16);
  const best = new Uint8Array(16);
  const previous = new Uint8Array(16);
  let havePrevious = false;
  spawn(random, 0, 0);
  spawn(random, moved.lo, moved.hi);
  let lo = moved.lo;
  let hi = moved.hi;
  let score = 0;
  let moves = 0;
  for (;;) {
    let bestValue = -Infinity;
    let bestReward = 0;
    let bestLo = 0;
    let bestHi = 0;
    for (let direction = 0; direction < 4; direction++) {
      if (!slide(lo, hi, direction)) continue;
      const alo = moved.lo;
      const ahi = moved.hi;
      const reward = scoreOf(lo, hi, direction);
      unpackInto(cells, alo, ahi);
      const value = reward + network.value(cells);
      if (value > bestValue) {
        bestValue = value;
        bestReward = reward;
        bestLo = alo;
        bestHi = ahi;
        best.set(cells);
      }
    }
    if (bestValue === -Infinity) {
      if (havePrevious && alpha > 0) learn(network, previous, 0, alpha);
      break;
    }
    if (havePrevious && alpha > 0) learn(network, previous, bestValue, alpha);
    previous.set(best);
    havePrevious = true;
    score += bestReward;
    moves++;
    spawn(random, bestLo, bestHi);
    lo = moved.lo;
    hi = moved.hi;
  }
  unpackInto(cells, lo, hi);
  return { score, bestExponent: Math.max(...cells), moves };
}
