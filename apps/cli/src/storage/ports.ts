/** The ports the game managers of `@pastime/app-core` are handed in the terminal: new game ids and data files. */
import { randomUUID } from 'node:crypto';
import type { StoredDocument } from '@pastime/app-core';
import type { DataStore, DocumentKind } from './store.ts';

/** A unique id for a game, so that records merged from several processes are never counted twice. */
export function newGameId(): string {
  return randomUUID();
}

/**
 * A data file as a document of the shared rules: read validated, changed by a read-modify-write under the
 * file's lock, written atomically; problems are reported by the store.
 */
export function storedDocument<T>(store: DataStore, kind: DocumentKind<T>): StoredDocument<T> {
  return { read: () => store.read(kind), update: (change) => store.update(kind, change) };
}
