/**
 * The database of finished games in IndexedDB: one object store per game (`2048`, `farkle`), each game under its
 * own id, so that a game is stored once however many tabs record it. Written straight against IndexedDB: the
 * history needs one read-and-write transaction over a whole store (read every game, put the new ones, delete the
 * ones beyond the limit), which a key-value wrapper does not give, and promises for two requests take a few lines.
 */

/** The name of the database (one per origin, like the `pastime.` keys of `localStorage`). */
const HISTORY_DATABASE = 'pastime-history';
const VERSION = 1;

/** The games whose finished games the database keeps, one object store each. */
export type HistoryKind = '2048' | 'farkle';
const KINDS: readonly HistoryKind[] = ['2048', 'farkle'];

/** What a read-and-write transaction does with the games it found. */
interface HistoryChange<R> {
  /** Games to store (each an object with a text `id`), replacing any stored under the same id. */
  readonly put: readonly object[];
  /** Ids of games to delete. */
  readonly remove: readonly string[];
  /** What the transaction's promise resolves to once the change has committed. */
  readonly result: R;
}

export interface HistoryDatabase {
  /** Every game of `kind` as stored (unchecked: the caller reads them through its format). */
  all(kind: HistoryKind): Promise<unknown[]>;
  /**
   * In one read-and-write transaction: reads every game of `kind` and stores what `change` makes of them.
   * Resolves once the transaction has committed (durably where the browser offers it); rejects, having changed
   * nothing, when it could not. Two tabs' transactions over the same store run one after the other.
   */
  change<R>(kind: HistoryKind, change: (stored: unknown[]) => HistoryChange<R>): Promise<R>;
}

export type OpenedHistory =
  | { readonly kind: 'open'; readonly database: HistoryDatabase }
  | { readonly kind: 'unavailable'; readonly reason: string };

function reasonOf(error: unknown): string {
  if (error instanceof DOMException) return error.message || error.name;
  return error instanceof Error ? error.message : String(error);
}

/** Opens (creating or upgrading) the database; `unavailable` with the reason when the browser refuses. */
export function openHistoryDatabase(factory: IDBFactory): Promise<OpenedHistory> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(HISTORY_DATABASE, VERSION);
    } catch (error) {
      resolve({ kind: 'unavailable', reason: reasonOf(error) });
      return;
    }
    request.onupgradeneeded = () => {
      const db = request.result;
      for (const kind of KINDS)
        if (!db.objectStoreNames.contains(kind)) db.createObjectStore(kind, { keyPath: 'id' });
    };
    request.onerror = () => resolve({ kind: 'unavailable', reason: reasonOf(request.error) });
    request.onsuccess = () => {
      const db = request.result;
      // A newer version of the app wants to upgrade the database: let it, this page's history stays as read.
      db.onversionchange = () => db.close();
      resolve({ kind: 'open', database: historyDatabase(db) });
    };
  });
}

function historyDatabase(db: IDBDatabase): HistoryDatabase {
  return {
    all(kind) {
      return new Promise((resolve, reject) => {
        try {
          const request = db.transaction(kind, 'readonly').objectStore(kind).getAll();
          request.onsuccess = () => resolve(request.result as unknown[]);
          request.onerror = () => reject(new Error(reasonOf(request.error)));
        } catch (error) {
          reject(new Error(reasonOf(error)));
        }
      });
    },
    change<R>(kind: HistoryKind, change: (stored: unknown[]) => HistoryChange<R>): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        let transaction: IDBTransaction;
        try {
          // Strict: the caller removes its other copy once this commits, so "committed" must mean "on disk".
          transaction = db.transaction(kind, 'readwrite', { durability: 'strict' });
        } catch (error) {
          reject(new Error(reasonOf(error)));
          return;
        }
        const store = transaction.objectStore(kind);
        let result: { readonly value: R } | undefined;
        const request = store.getAll();
        // Everything happens in the request's callbacks: awaiting anything else would let the transaction end.
        request.onsuccess = () => {
          try {
            const made = change(request.result as unknown[]);
            for (const game of made.put) store.put(game);
            for (const id of made.remove) store.delete(id);
            result = { value: made.result };
          } catch (error) {
            transaction.abort();
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        };
        transaction.oncomplete = () => {
          if (result) resolve(result.value);
          else reject(new Error('the transaction ended without its change'));
        };
        transaction.onerror = () => reject(new Error(reasonOf(transaction.error)));
        transaction.onabort = () => reject(new Error(reasonOf(transaction.error ?? 'it was aborted')));
      });
    },
  };
}

let pageDatabase: Promise<OpenedHistory> | undefined;

/** The page's database, opened once; `unavailable` where the browser has no IndexedDB or refuses it. */
export function pageHistoryDatabase(): Promise<OpenedHistory> {
  pageDatabase ??=
    typeof indexedDB === 'undefined'
      ? Promise.resolve({ kind: 'unavailable', reason: 'this browser has no IndexedDB' })
      : openHistoryDatabase(indexedDB);
  return pageDatabase;
}
