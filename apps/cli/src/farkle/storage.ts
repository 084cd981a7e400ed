import type { FarkleState } from '@pastime/farkle';
import {
  finishedFarkleGame,
  reachedHighScore,
  recordFarkleGame,
  resetFarkleHighScore,
  type HighScore,
} from '@pastime/app-core';
import type { DataStore } from '../storage/store.ts';
import { FARKLE_SCORES } from './documents.ts';
import type { FarkleScores } from './documents.ts';

/** The one-player high score and who made it, when. */
export type HighScoreHolder = HighScore;

/** Farkle's use of the data directory: the one-player high score and the finished games. */
export class StorageFarkle {
  constructor(private readonly store: DataStore) {}

  scores(): FarkleScores {
    return this.store.read(FARKLE_SCORES);
  }

  /**
   * Records a finished game (by id: recording the same game again replaces its entry with this one, dated now and
   * moved to the front, never adding a second) and, for one player, raises the high score if the game beats the
   * one stored now (re-read under the lock: another game may have raised it meanwhile); so does
   * `carried`, a high score reached earlier that could not be written then. False when it could not be saved
   * (reported).
   */
  recordGame(id: string, state: FarkleState, carried?: HighScoreHolder): boolean {
    const date = new Date().toISOString();
    const game = finishedFarkleGame(id, state, date);
    const written = this.store.update(FARKLE_SCORES, (current) =>
      recordFarkleGame(current, game, [carried, reachedHighScore(state, date)]),
    );
    return written !== undefined;
  }

  resetHighScore(): void {
    this.store.update(FARKLE_SCORES, resetFarkleHighScore);
  }
}
