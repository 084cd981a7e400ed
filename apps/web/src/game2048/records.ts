/**
 * What 2048 remembers between games, as this app keeps it: the records of `@pastime/app-core` (best score per
 * board size, finished games newest first) under `pastime.2048.records`. Several tabs may write them at once, so
 * every write reads what is stored, merges into it (an order-free merge) and writes the result at once.
 */
import * as shared from '@pastime/app-core';
import type { FinishedGame2048, Rejected, Records2048, StoredDocument } from '@pastime/app-core';
import { storedDocument } from '../storage/documents.ts';
import type { Store } from '../storage/storage.ts';

export { bestFor, MAX_FINISHED_GAMES } from '@pastime/app-core';

export const RECORDS_KEY = '2048.records';
export const RECORDS_VERSION = 1;

export type FinishedGame = FinishedGame2048;

/** The records as this app holds them: with the version they are stored with. */
export interface Records extends Records2048 {
  readonly version: typeof RECORDS_VERSION;
}

export const EMPTY_RECORDS: Records = { version: RECORDS_VERSION, ...shared.EMPTY_RECORDS_2048 };

function versioned(records: Records2048): Records {
  return { version: RECORDS_VERSION, best: records.best, games: records.games };
}

export interface ParsedRecords {
  readonly records: Records;
  readonly rejected: readonly Rejected[];
}

/**
 * Reads stored records. A wrong shape or version throws (the whole value is set aside); a bad single game or
 * best score is left out and listed in `rejected`, so one damaged entry does not cost the others.
 */
export function parseRecords(value: unknown): ParsedRecords {
  const { value: records, rejected } = shared.BROWSER_RECORDS_2048.read(value, 'records');
  return { records: mergeRecords(EMPTY_RECORDS, records), rejected };
}

/** Everything either side knows (see `mergeRecords` of `@pastime/app-core`). */
export function mergeRecords(a: Records2048, b: Records2048): Records {
  return versioned(shared.mergeRecords(a, b));
}

/** The stored records as a document of the shared rules. */
export function recordsDocument(store: Store): StoredDocument<Records2048> {
  return storedDocument(store, RECORDS_KEY, shared.BROWSER_RECORDS_2048, 'records');
}

/** Reads the stored records; damaged entries are set aside (kept under a backup key) and the rest kept. */
export function loadRecords(store: Store): Records {
  return mergeRecords(EMPTY_RECORDS, recordsDocument(store).read());
}

/**
 * Merges `addition` into the stored records and returns what is stored now, or undefined when the write failed
 * (reported by the store; what was stored before is still there). Reading right before writing, and merging rather
 * than replacing, means a record another tab wrote in the meantime is kept.
 */
export function saveRecords(store: Store, addition: Records2048): Records | undefined {
  const stored = recordsDocument(store).update((current) => mergeRecords(current, addition));
  return stored && versioned(stored);
}

/** Records holding one finished game. */
export function recordGame(finished: FinishedGame): Records {
  return versioned(shared.recordGame(finished));
}

/** Records holding one best score. */
export function recordBest(size: number, score: number): Records {
  return versioned(shared.recordBest(size, score));
}
