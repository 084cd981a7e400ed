import type { FarkleState } from '@pastime/farkle';
import { higherScore, highScoreOf, NO_HIGH_SCORE, reachedHighScore } from '@pastime/app-core';
import type { HighScoreHolder, StorageFarkle } from './storage.ts';

/**
 * The one-player high score during a run of the program. The scores file holds it; a new high score that could
 * not be written there (with `--no-save`, or when the data directory cannot be written) is kept here for the
 * rest of the run, and written with the next game recorded, so that only the player's reset ever lowers it.
 */
export class FarkleHighScore {
  private unsaved: HighScoreHolder | undefined;

  constructor(private readonly storage: StorageFarkle | undefined) {}

  /** Whether the high score outlives this run. */
  get kept(): boolean {
    return this.storage !== undefined;
  }

  current(): HighScoreHolder {
    const scores = this.storage?.scores();
    return higherScore(scores === undefined ? NO_HIGH_SCORE : highScoreOf(scores), this.unsaved);
  }

  /** Records a finished game, which may beat the high score. */
  recordGame(id: string, state: FarkleState): void {
    if (this.storage?.recordGame(id, state, this.unsaved) === true) {
      this.unsaved = undefined;
      return;
    }
    const reached = reachedHighScore(state, new Date().toISOString());
    if (reached !== undefined) this.unsaved = higherScore(this.unsaved ?? NO_HIGH_SCORE, reached);
  }

  /** The player's explicit reset: the only way down. */
  reset(): void {
    this.unsaved = undefined;
    this.storage?.resetHighScore();
  }
}
