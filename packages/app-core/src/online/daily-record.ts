/**
 * A ranked run as the player's own history keeps it, and what the player may do with today's run of a game. A run
 * is recorded once, under an id of its game and day, so recording it again (a reload, the code once the day has
 * closed) changes nothing but the code.
 */
import { mergeRecords, type FinishedGame2048, type Records2048 } from '../game2048/records.ts';
import {
  abandonedFarkleGame,
  finishedFarkleGame,
  recordFarkleGame,
  type FarkleScores,
  type FinishedFarkleGame,
} from '../farkle/records.ts';
import type { DailyGame, DailyRunView, LeaderboardEntry } from './daily.ts';

/** The history's id of the device's run of `game` on `day`. */
export function dailyRunId(game: DailyGame, day: string): string {
  return `daily-${game}-${day}`;
}

/** A finished run's record, of the history of its game. */
export type DailyRunRecord =
  | { readonly game: '2048'; readonly record: FinishedGame2048 }
  | { readonly game: 'farkle'; readonly record: FinishedFarkleGame };

/**
 * The record of a finished run, ended at `endedAt`; undefined while it is being played. `replay` is its code, which
 * exists only once its day has closed. A run ended before its game was over is recorded as abandoned, and a Farkle
 * run never as a new high score: the server's game starts from none, not from the player's.
 */
export function dailyRunRecord(
  view: DailyRunView,
  endedAt: string,
  replay?: string,
): DailyRunRecord | undefined {
  if (!view.finished) return undefined;
  const id = dailyRunId(view.game, view.day);
  const code = replay === undefined ? {} : { replay };
  if (view.position.game === '2048') {
    const { size, winValue, score, bestTile, moves, won, status } = view.position.state;
    const outcome = status === 'lost' ? 'lost' : 'abandoned';
    return {
      game: '2048',
      record: { id, size, winValue, score, bestTile, moves, won, outcome, endedAt, ...code },
    };
  }
  const state = view.position.state;
  if (state.phase !== 'game-over') return { game: 'farkle', record: abandonedFarkleGame(id, state, endedAt) };
  return {
    game: 'farkle',
    record: { ...finishedFarkleGame(id, state, endedAt, replay), newHighScore: false },
  };
}

/**
 * The 2048 records with the replay code of the device's own entry on a board added to its run's record; undefined
 * when there is nothing to add (no code yet: the day is open; no record of the run here; or it has its code).
 */
export function withDailyReplay2048(records: Records2048, own: LeaderboardEntry): Records2048 | undefined {
  const id = dailyRunId('2048', own.day);
  const found = records.games.find((record) => record.id === id);
  if (own.replay === null || found === undefined || found.replay !== undefined) return undefined;
  return mergeRecords(records, { best: {}, games: [{ ...found, replay: own.replay }] });
}

/** The Farkle records with the replay code of the device's own entry added to its run's record, as for 2048. */
export function withDailyReplayFarkle(scores: FarkleScores, own: LeaderboardEntry): FarkleScores | undefined {
  const id = dailyRunId('farkle', own.day);
  const found = scores.games.find((record) => record.id === id);
  if (own.replay === null || found === undefined || found.replay !== undefined) return undefined;
  return recordFarkleGame(scores, { ...found, replay: own.replay }, []);
}

/** What the player may do with today's run of a game: begin it, go back to it, or nothing (played to its end). */
export type DailyRunStatus = 'new' | 'in-play' | 'played';

/** Today's run's status, from the device's own entry on today's board (null: no run yet). */
export function dailyRunStatus(own: LeaderboardEntry | null): DailyRunStatus {
  if (own === null) return 'new';
  return own.finished ? 'played' : 'in-play';
}
