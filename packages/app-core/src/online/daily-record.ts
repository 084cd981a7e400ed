/**
 * A ranked run in the player's own records: once it is over, it is listed in the history and counts in the
 * statistics like a local game (one record per game and day: recording it again replaces it). The local best
 * score and high score are the local games' own; the leaderboard ranks the runs.
 */
import { abandonedFarkleGame, finishedFarkleGame, type FinishedFarkleGame } from '../farkle/records.ts';
import type { FinishedGame2048 } from '../game2048/records.ts';
import type { DailyRunView } from './daily.ts';

/** A finished run's record, for the records of its game. */
export type DailyRecord =
  | { readonly game: '2048'; readonly record: FinishedGame2048 }
  | { readonly game: 'farkle'; readonly record: FinishedFarkleGame };

/** The id of a day's run in the records. */
export function dailyRecordId(run: Pick<DailyRunView, 'game' | 'day'>): string {
  return `daily-${run.game}-${run.day}`;
}

/** The record of `run`, ended at `endedAt`; undefined while it is being played. */
export function dailyRecord(run: DailyRunView, endedAt: string): DailyRecord | undefined {
  if (!run.finished) return undefined;
  const id = dailyRecordId(run);
  const position = run.position;
  if (position.game === '2048') {
    const { size, winValue, score, bestTile, moves, won } = position.state;
    // As `outcomeOf`: ended before no move was left (or its day closed on it) is abandoned.
    const outcome = position.state.status === 'lost' ? 'lost' : 'abandoned';
    return { game: '2048', record: { id, size, winValue, score, bestTile, moves, won, outcome, endedAt } };
  }
  const state = position.state;
  const record =
    state.phase === 'game-over'
      ? finishedFarkleGame(id, state, endedAt)
      : abandonedFarkleGame(id, state, endedAt);
  // The day's game is dealt with no high score to beat: its "new high score" is not the player's.
  return { game: 'farkle', record: { ...record, newHighScore: false } };
}
