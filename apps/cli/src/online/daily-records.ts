/** A finished ranked run into the data directory's records, where the history and the statistics find it. */
import { dailyRunRecord, mergeRecords, recordFarkleGame, type DailyRunView } from '@pastime/app-core';
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
