/**
 * A document of the shared rules (`@pastime/app-core`) kept under one key of the store: read through its format,
 * written back whole. A damaged part that the format leaves out is kept under a backup key and reported, and the
 * cleaned document written back; without room for that copy, the document is left as it is (and reported again
 * next time) rather than cleaned, and changes to it are refused (reported as a failed write) until there is room:
 * writing the rest would drop the damaged part with no copy kept. The same goes for a document damaged whole that
 * could not be set aside.
 */
import type { DocumentFormat, StoredDocument } from '@pastime/app-core';
import type { Store } from './storage.ts';

/** Why a change is refused while the damaged document could not be set aside. */
export const NO_ROOM_FOR_BACKUP = 'there is no room to keep a copy of what could not be read';

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
  /** The document as stored, and whether it may be written: not while a damaged part of it has no copy. */
  const load = (): { readonly value: T; readonly writable: boolean } => {
    const stored = store.read(key, (value) => format.read(value, root));
    // Unreadable: the store set it aside and removed it, or, with no room for the copy, left it where it is.
    if (stored === undefined) return { value: format.empty, writable: !store.keys(key).includes(key) };
    if (stored.rejected.length === 0) return { value: stored.value, writable: true };
    const reasons = stored.rejected.map((part) => part.reason).join('; ');
    if (!store.setAside(key, JSON.stringify(stored.rejected), reasons)) {
      return { value: stored.value, writable: false };
    }
    store.write(key, format.write(stored.value));
    return { value: stored.value, writable: true };
  };
  return {
    read: () => load().value,
    update(change) {
      const { value, writable } = load();
      if (!writable) {
        store.reportWriteFailed(key, NO_ROOM_FOR_BACKUP);
        return undefined;
      }
      const next = change(value);
      return store.write(key, format.write(next)) ? next : undefined;
    },
  };
}
