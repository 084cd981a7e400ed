import type { StoredDocument } from '@pastime/app-core';
import type { DataStore, DocumentKind } from './store.ts';

/**
 * A data file as a document of the shared rules (`@pastime/app-core`): read validated, changed by a
 * read-modify-write under the file's lock, written atomically; problems are reported by the store.
 */
export function storedDocument<T>(store: DataStore, kind: DocumentKind<T>): StoredDocument<T> {
  return { read: () => store.read(kind), update: (change) => store.update(kind, change) };
}
