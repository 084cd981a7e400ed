import type { FarkleState } from '@pastime/farkle';
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
    const stored: HighScoreHolder = {
      score: scores?.highScore ?? 0,
      name: scores?.highScoreName ?? null,
      date: scores?.highScoreDate ?? null,
    };
    return this.unsaved !== undefined && this.unsaved.score > stored.score ? this.unsaved : stored;
  }

  /** Records a finished game, which may beat the high score. */
  recordGame(id: string, state: FarkleState): void {
    if (this.storage?.recordGame(id, state, this.unsaved) === true) {
      this.unsaved = undefined;
      return;
    }
    const player = state.players[0];
    if (state.mode !== 'one-player' || player === undefined) return;
    if (player.total > (this.unsaved?.score ?? 0)) {
      this.unsaved = { score: player.total, name: player.name, date: new Date().toISOString() };
    }
  }

  /** The player's explicit reset: the only way down. */
  reset(): void {
    this.unsaved = undefined;
    this.storage?.resetHighScore();
  }
}
