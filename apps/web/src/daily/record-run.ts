/**
 * A finished ranked run goes into this browser's history of its game, as a local game does (once: its id is its
 * game's and day's). Its replay code does not exist yet: the server publishes it when the day has closed, and it is
 * added to the record when the device's entry on that day's board is seen with it.
 */
import {
  dailyRunRecord,
  mergeRecords,
  recordFarkleGame,
  recordGame,
  withDailyReplay2048,
  withDailyReplayFarkle,
  type DailyGame,
  type DailyRunView,
  type LeaderboardEntry,
} from '@pastime/app-core';
import { farkleScores } from '../farkle/storage.ts';
import { recordsDocument } from '../game2048/session.ts';
import type { Store } from '../storage/storage.ts';

/** Records the finished run; false when it is not finished, or storage refused it. */
export function recordDailyRun(
  store: Store,
  view: DailyRunView,
  endedAt = new Date().toISOString(),
): boolean {
  const run = dailyRunRecord(view, endedAt);
  if (run === undefined) return false;
  if (run.game === '2048') {
    return (
      recordsDocument(store).update((records) => mergeRecords(records, recordGame(run.record))) !== undefined
    );
  }
  return farkleScores(store).update((scores) => recordFarkleGame(scores, run.record, [])) !== undefined;
}

/** Adds the replay code of the device's own entry to its run's record; true when a record took it. */
export function addDailyReplay(store: Store, game: DailyGame, own: LeaderboardEntry): boolean {
  let added = false;
  if (game === '2048') {
    recordsDocument(store).update((records) => {
      const next = withDailyReplay2048(records, own);
      if (next !== undefined) added = true;
      return next ?? records;
    });
  } else {
    farkleScores(store).update((scores) => {
      const next = withDailyReplayFarkle(scores, own);
      if (next !== undefined) added = true;
      return next ?? scores;
    });
  }
  return added;
}
