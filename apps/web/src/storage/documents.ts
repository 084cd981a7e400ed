/**
 * A document of the shared rules (`@pastime/app-core`) kept under one key of the store: read through its format,
 * written back whole. A damaged part that the format leaves out is kept under a backup key and reported, and the
 * cleaned document written back; without room for that copy, the document is left as it is (and reported again
 * next time) rather than cleaned.
 */
import type { DocumentFormat, StoredDocument } from '@pastime/app-core';
import type { Store } from './storage.ts';

/**
 * The document under `key`, in `format`; `root` names it in problem messages (`records` gives
 * `records.games[3].score must be an integer ≥ 0`).
 */
export function storedDocument<T>(
  store: Store,
  key: string,
  format: DocumentFormat<T>,
  root: string,
): StoredDocument<T> {
  const read = (): T => {
    const stored = store.read(key, (value) => format.read(value, root));
    if (stored === undefined) return format.empty;
    if (stored.rejected.length > 0) {
      const reasons = stored.rejected.map((part) => part.reason).join('; ');
      if (store.setAside(key, JSON.stringify(stored.rejected), reasons))
        store.write(key, format.write(stored.value));
    }
    return stored.value;
  };
  return {
    read,
    update(change) {
      const next = change(read());
      return store.write(key, format.write(next)) ? next : undefined;
    },
  };
}
