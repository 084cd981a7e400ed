/**
 * The one-player high score (002 §1.3.5, §2.1.3): the best final score of a finished one-player game. It only ever
 * goes up, whoever records first (tabs, processes, a score that could not be written at once); the player's Reset
 * High Score (002 §1.2.10.f) is the only way down. The score to show with a game in progress is
 * `shownHighScore`.
 */
import { highScoreAfter, presetOf, type FarkleState } from '@pastime/farkle';

export interface HighScore {
  readonly score: number;
  /** Who made it; null when unknown (the browser keeps the score alone, and a reset high score has no holder). */
  readonly name: string | null;
  /** When it was made (ISO 8601); null when unknown. */
  readonly date: string | null;
}

/** No high score yet, or after a reset. */
export const NO_HIGH_SCORE: HighScore = { score: 0, name: null, date: null };

/**
 * Whether a game's score counts for the high score: one player under the requirements' rules. A score made under
 * house rules does not compare with theirs, and neither a game of several players nor a table of seats (custom
 * mode, a lone computer's included) has a high score.
 */
export function keepsHighScore(state: Pick<FarkleState, 'mode' | 'rules'>): boolean {
  return state.mode === 'one-player' && presetOf(state.rules) === 'traditional';
}

/**
 * The high score to show with a game: the engine's `highScoreAfter` where the game keeps one, else null. The
 * engine compares every one-seat game with the score it was given, but under house rules or with only computers
 * at the table that comparison is no high score, and showing it would promise one the records never keep.
 */
export function shownHighScore(state: FarkleState): number | null {
  return keepsHighScore(state) ? highScoreAfter(state) : null;
}

/** Whether a finished game made a new high score: the engine says so, where its rules keep one. */
export function endedOnNewHighScore(
  state: Pick<FarkleState, 'mode' | 'rules' | 'phase' | 'newHighScore'>,
): boolean {
  return keepsHighScore(state) && state.phase === 'game-over' && state.newHighScore;
}

/**
 * The high score a finished one-player game reached: its player's total, name and `date`. Undefined for a game
 * that is not over, not a one-player game, or played by other rules than the requirements' (its score does not
 * compare with theirs: the high score is theirs alone).
 */
export function reachedHighScore(state: FarkleState, date: string): HighScore | undefined {
  const player = state.players[0];
  if (!keepsHighScore(state) || state.phase !== 'game-over' || player === undefined) return undefined;
  return { score: player.total, name: player.name, date };
}

/** The higher of two high scores; on a tie the one already kept. */
export function higherScore(kept: HighScore, other: HighScore | undefined): HighScore {
  return other !== undefined && other.score > kept.score ? other : kept;
}

/** A score is a new high score when it beats the one kept before it (a tie does not). */
export function isNewHighScore(kept: HighScore, score: number): boolean {
  return score > kept.score;
}
