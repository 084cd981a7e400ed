/**
 * A stored document as the rules see it. Each app keeps its documents its own way (the browser in `localStorage`
 * keys, the terminal in data files written atomically under a lock) behind `StoredDocument`, and reads and writes
 * them through their `DocumentFormat`, so that the same rules, and the same tests, run on both.
 */
import type { Rejected } from '../schema/schema.ts';

/** A JSON object as stored. */
export type JsonObject = Readonly<Record<string, unknown>>;

/** A document read back: its value, and the parts of it that failed their schema and were left out. */
export interface DocumentRead<T> {
  readonly value: T;
  /** Empty unless the format keeps the good entries of a damaged list (the reader sets the bad ones aside). */
  readonly rejected: readonly Rejected[];
}

/** How one kind of document is stored: its version, what an absent one reads as, its schema both ways. */
export interface DocumentFormat<T> {
  /** The `version` it is written with, and the only one it reads. */
  readonly version: number;
  readonly empty: T;
  /**
   * Reads a stored document (the parsed JSON, `version` included) found at `path` (e.g. `records`; empty for a
   * whole file). Throws a `StoredValueError` naming the field when it cannot be used.
   */
  read(value: unknown, path: string): DocumentRead<T>;
  /** The JSON object to store, `version` first. */
  write(value: T): JsonObject;
}

/**
 * One document as an app stores it: the small interface the shared rules and the storage contract tests use.
 * An app reports what goes wrong (a document that cannot be read is set aside and kept, never deleted) and goes on.
 */
export interface StoredDocument<T> {
  /** The document as stored now; its format's `empty` when there is none or it cannot be read. */
  read(): T;
  /**
   * Applies `change` to the document as stored right now and stores the result at once, so that a change another
   * tab or process made meanwhile is kept. Returns what is stored now, or `undefined` when it could not be stored
   * (reported by the app; what was stored before is still there, whole).
   */
  update(change: (current: T) => T): T | undefined;
}
