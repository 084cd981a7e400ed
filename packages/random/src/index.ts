export type { RandomState, Seed, Draw } from './sfc32.ts';
export { createRandom, randomSeed, nextUint32, nextInt, nextFloat, isRandomState } from './sfc32.ts';
