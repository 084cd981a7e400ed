/**
 * A seeded random generator (sfc32) whose whole state is a plain value: every draw returns the value and the
 * next state, so games that keep the state can be replayed and saved exactly.
 *
 * @packageDocumentation
 */
export type { RandomState, Seed, Draw } from './sfc32.ts';
export { createRandom, randomSeed, nextUint32, nextInt, nextFloat, isRandomState } from './sfc32.ts';
