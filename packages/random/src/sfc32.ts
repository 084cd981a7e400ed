/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, 32-bit) with its state held as a plain,
 * immutable value. Every draw returns the value and the next state, so a game that keeps the state inside
 * its own state stays a pure function of its inputs and can be saved and replayed exactly.
 */

/** The generator's four 32-bit words. Any four unsigned 32-bit integers are a valid state. */
export type RandomState = readonly [number, number, number, number];

/** What a game is seeded with: a number (e.g. from a URL) or any string. `1` and `"1"` are the same seed. */
export type Seed = number | string;

/** One draw: the value and the state to draw from next. */
export interface Draw<T> {
  readonly value: T;
  readonly state: RandomState;
}

const TWO_POW_32 = 0x1_0000_0000;

/** FNV-1a over UTF-16 code units, then a splitmix32 finaliser: spreads short seeds over all 32 bits. */
function hashSeed(text: string, salt: number): number {
  let h = (0x811c9dc5 ^ salt) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  }
  h = Math.imul(h ^ (h >>> 16), 0x21f0aaad);
  h = Math.imul(h ^ (h >>> 15), 0x735a2d97);
  return (h ^ (h >>> 15)) >>> 0;
}

function step(s: RandomState): Draw<number> {
  const [a, b, c, d] = s;
  const t = (((a + b) | 0) + d) | 0;
  const nd = (d + 1) | 0;
  const na = b ^ (b >>> 9);
  const nb = (c + (c << 3)) | 0;
  const rc = (c << 21) | (c >>> 11);
  const nc = (rc + t) | 0;
  return { value: t >>> 0, state: [na >>> 0, nb >>> 0, nc >>> 0, nd >>> 0] };
}

/** A generator seeded from `seed`; the same seed always gives the same sequence. */
export function createRandom(seed: Seed): RandomState {
  if (typeof seed === 'number' && !Number.isFinite(seed)) {
    throw new RangeError(`seed must be a finite number or a string, got ${String(seed)}`);
  }
  const text = String(seed);
  let state: RandomState = [hashSeed(text, 1), hashSeed(text, 2), hashSeed(text, 3), 1];
  // The first outputs of sfc32 still show the seed's structure; discard them.
  for (let i = 0; i < 12; i++) state = step(state).state;
  return state;
}

/** A fresh seed for a game that was given none. Not for anything that must be unpredictable. */
export function randomSeed(): number {
  return Math.floor(Math.random() * TWO_POW_32);
}

/** A uniformly distributed unsigned 32-bit integer. */
export function nextUint32(state: RandomState): Draw<number> {
  return step(state);
}

/** A uniformly distributed integer in [0, bound), without modulo bias. */
export function nextInt(state: RandomState, bound: number): Draw<number> {
  if (!Number.isInteger(bound) || bound < 1 || bound > TWO_POW_32) {
    throw new RangeError(`bound must be an integer from 1 to 2^32, got ${bound}`);
  }
  // Reject the top partial block of 2^32 so every residue is equally likely.
  const limit = TWO_POW_32 - (TWO_POW_32 % bound);
  let draw = step(state);
  while (draw.value >= limit) draw = step(draw.state);
  return { value: draw.value % bound, state: draw.state };
}

/** A uniformly distributed float in [0, 1) with 32 bits of precision. */
export function nextFloat(state: RandomState): Draw<number> {
  const draw = step(state);
  return { value: draw.value / TWO_POW_32, state: draw.state };
}

/** True when `value` is four unsigned 32-bit integers: what a saved game must hold to resume its dice. */
export function isRandomState(value: unknown): value is RandomState {
  return (
    Array.isArray(value) &&
    value.length === 4 &&
    value.every((word) => Number.isInteger(word) && word >= 0 && word < TWO_POW_32)
  );
}
