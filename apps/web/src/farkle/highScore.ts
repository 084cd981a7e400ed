/**
 * The one-player high score (002 §1.3.5, §2.1.3), kept in the app's store. Several tabs may finish games at once,
 * so recording is a read-merge-write that keeps the maximum: a tab never lowers what another tab stored. Only
 * Reset High Score lowers it, on purpose.
 */
import type { Store } from '../storage/storage.ts';
import { integer, object, version } from '../storage/validate.ts';

export const HIGH_SCORE_KEY = 'farkle.highScore';
export const HIGH_SCORE_VERSION = 1 as const;

export interface StoredHighScore {
  readonly version: typeof HIGH_SCORE_VERSION;
  readonly best: number;
}

export function parseHighScore(value: unknown): StoredHighScore {
  const root = object(value, 'highScore');
  version(root.version, 'highScore.version', HIGH_SCORE_VERSION);
  return {
    version: HIGH_SCORE_VERSION,
    best: integer(root.best, 'highScore.best', 0, Number.MAX_SAFE_INTEGER),
  };
}

/** The stored high score; 0 when there is none or it was damaged (then it is set aside and reported). */
export function loadHighScore(store: Store): number {
  return store.read(HIGH_SCORE_KEY, parseHighScore)?.best ?? 0;
}

export interface RecordedScore {
  /** The high score stored before this game, as read right before writing. */
  readonly previous: number;
  /** The high score stored now. */
  readonly best: number;
  /** The game beat the stored high score (002 §2.1.3: a congratulation is due). */
  readonly isNewHighScore: boolean;
}

/** Records a finished one-player game's score. */
export function recordScore(store: Store, score: number): RecordedScore {
  let previous = 0;
  const stored = store.update(HIGH_SCORE_KEY, parseHighScore, (current) => {
    previous = current?.best ?? 0;
    return { version: HIGH_SCORE_VERSION, best: Math.max(previous, score) };
  });
  return { previous, best: stored.best, isNewHighScore: score > previous };
}

/** Reset High Score (002 §1.2.10.f): back to 0. */
export function resetHighScore(store: Store): void {
  store.write(HIGH_SCORE_KEY, { version: HIGH_SCORE_VERSION, best: 0 } satisfies StoredHighScore);
}
