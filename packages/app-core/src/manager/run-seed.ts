/**
 * The seed of the `n`th game of a run (from 1), the same in every app: the seed given for the first game, then
 * `S/2`, `S/3`, … for the games after it, so that one seed fixes the whole sequence of games and each game draws
 * its own. Without a seed, none (each game draws a random one).
 */
export function runSeed(seed: number | string | undefined, n: number): number | string | undefined {
  if (seed === undefined) return undefined;
  return n === 1 ? seed : `${seed}/${n}`;
}
