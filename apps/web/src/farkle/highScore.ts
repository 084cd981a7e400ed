/**
 * The one-player high score (002 §1.3.5, §2.1.3), kept in the app's store as `{ version: 1, best }`. Several tabs
 * may finish games at once, so recording is a read-merge-write that keeps the maximum (the rule of
 * `@pastime/app-core`): a tab never lowers what another tab stored. Only Reset High Score lowers it, on purpose.
 */
import {
  BROWSER_FARKLE_HIGH_SCORE,
  higherScore,
  isNewHighScore,
  NO_HIGH_SCORE,
  type HighScore,
  type StoredDocument,
} from '@pastime/app-core';
import { storedDocument } from '../storage/documents.ts';
import type { Store } from '../storage/storage.ts';

export const HIGH_SCORE_KEY = 'farkle.highScore';

export function parseHighScore(value: unknown): HighScore {
  return BROWSER_FARKLE_HIGH_SCORE.read(value, 'highScore').value;
}

/** The stored high score as a document of the shared rules. */
export function highScoreDocument(store: Store): StoredDocument<HighScore> {
  return storedDocument(store, HIGH_SCORE_KEY, BROWSER_FARKLE_HIGH_SCORE, 'highScore');
}

/** The stored high score; 0 when there is none or it was damaged (then it is set aside and reported). */
export function loadHighScore(store: Store): number {
  return highScoreDocument(store).read().score;
}

export interface RecordedScore {
  /** The high score stored before this game, as read right before writing. */
  readonly previous: number;
  /** The high score stored now. */
  readonly best: number;
  /** The game beat the stored high score (002 §2.1.3: a congratulation is due). */
  readonly isNewHighScore: boolean;
  /** False when storage refused the write (reported by the store): `best` is then not stored. */
  readonly stored: boolean;
}

/** Records a finished one-player game's score. */
export function recordScore(store: Store, score: number): RecordedScore {
  let previous = NO_HIGH_SCORE;
  let best = NO_HIGH_SCORE;
  const stored = highScoreDocument(store).update((current) => {
    previous = current;
    best = higherScore(current, { score, name: null, date: null });
    return best;
  });
  return {
    previous: previous.score,
    best: best.score,
    isNewHighScore: isNewHighScore(previous, score),
    stored: stored !== undefined,
  };
}

/** Reset High Score (002 §1.2.10.f): back to 0. False when storage refused (reported by the store). */
export function resetHighScore(store: Store): boolean {
  return highScoreDocument(store).update(() => NO_HIGH_SCORE) !== undefined;
}
