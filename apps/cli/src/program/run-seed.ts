/**
 * The seed of the `n`th game of a run (from 1): the seed given for the first game, then `S/2`, `S/3`, … for the
 * games after it, so that a seed fixes the whole sequence of games and each game draws its own. Without a seed,
 * none.
 */
export function runSeed(seed: string | undefined, n: number): string | undefined {
  if (seed === undefined) return undefined;
  return n === 1 ? seed : `${seed}/${n}`;
}
