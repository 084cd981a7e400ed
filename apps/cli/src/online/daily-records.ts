/**
 * A finished ranked run into the data directory's records, where the history and the statistics find it; and its
 * replay code, added once its day has closed and the server publishes it.
 */
import {
  dailyRunRecord,
  mergeRecords,
  recordFarkleGame,
  withDailyReplay2048,
  withDailyReplayFarkle,
  type DailyGame,
  type DailyRunView,
  type LeaderboardEntry,
} from '@pastime/app-core';
import { FARKLE_SCORES, SCORES_2048 } from '../storage/files.ts';
import type { DataStore } from '../storage/store.ts';

/** Records `run` if it is over; a file that cannot be written is reported by the store. */
export function recordDailyRun(store: DataStore, run: DailyRunView): void {
  const recorded = dailyRunRecord(run, new Date().toISOString());
  if (recorded === undefined) return;
  if (recorded.game === '2048') {
    const record = recorded.record;
    store.update(SCORES_2048, (current) => mergeRecords(current, { best: {}, games: [record] }));
  } else {
    const record = recorded.record;
    store.update(FARKLE_SCORES, (current) => recordFarkleGame(current, record, []));
  }
}

/** Adds the replay code of the device's own entry on a board to its run's record; written only when it adds one. */
export function addDailyReplay(store: DataStore, game: DailyGame, own: LeaderboardEntry): void {
  if (own.replay === null) return;
  if (game === '2048') {
    if (withDailyReplay2048(store.read(SCORES_2048), own) === undefined) return;
    store.update(SCORES_2048, (current) => withDailyReplay2048(current, own) ?? current);
  } else {
    if (withDailyReplayFarkle(store.read(FARKLE_SCORES), own) === undefined) return;
    store.update(FARKLE_SCORES, (current) => withDailyReplayFarkle(current, own) ?? current);
  }
}
