/**
 * The seeds of the games of one run: the seed given for the first game, then `S/2`, `S/3`, … for the games after
 * it, so that a seed fixes the whole sequence of games and each game rolls its own dice. Without a seed, none.
 */
export class SeedSequence {
  private started = 0;

  constructor(private readonly seed: string | undefined) {}

  next(): string | undefined {
    this.started++;
    if (this.seed === undefined) return undefined;
    return this.started === 1 ? this.seed : `${this.seed}/${this.started}`;
  }
}
