/**
 * The finished games of one game, kept in IndexedDB (`history-db.ts`, one entry per game id) behind the
 * `StoredDocument` the game managers use, so a thousand replays never crowd `localStorage`.
 *
 * The managers write synchronously, so a write goes first where it always went: into the document under its
 * `localStorage` key (`2048.records`, `farkle.games`), in the format earlier versions wrote and still read. From
 * there each game moves into the database, and leaves `localStorage` only once the database's transaction has
 * committed: a page closed halfway leaves it in both, and moving it again changes nothing (the database keeps one
 * entry per id, merged by the game's own rules). The same move, at load, brings over what earlier versions kept
 * in `localStorage`; two tabs doing it at once each merge into what the other committed. What stays under the key
 * is what `localStorage` holds best: the best scores, and games not moved yet.
 *
 * Reading merges the database's games (read once per page, then followed) with the document under the key.
 * Without IndexedDB (refused, private modes, an error opening it) nothing moves: the history stays in
 * `localStorage` as before, under the same limits, and a notice says so.
 */
import { messageOf, type DocumentFormat, type DocumentRead, type StoredDocument } from '@pastime/app-core';
import { storedDocument } from './documents.ts';
import {
  pageHistoryDatabase,
  type HistoryDatabase,
  type HistoryKind,
  type OpenedHistory,
} from './history-db.ts';
import type { Store } from './storage.ts';

/** How one game's records hold their finished games: the list under `games`, each game with its `id`. */
export interface HistoryShape<T, Entry extends { readonly id: string }> {
  readonly kind: HistoryKind;
  /** The format of the document under its `localStorage` key: `{ version, …, games: [...] }`. */
  readonly format: DocumentFormat<T>;
  /** The games in words, for messages: `finished 2048 games`. */
  readonly what: string;
  entries(value: T): readonly Entry[];
  withEntries(value: T, entries: readonly Entry[]): T;
  /** Both sides' games, each once (the game's own rules choose between two versions), newest first, limited. */
  merge(a: T, b: T): T;
}

/** The history as a document of the shared rules, plus what a page needs to show it. */
export interface HistoryDocument<T> extends StoredDocument<T> {
  /** Settles once the database's games have been read (or the database found unavailable). */
  readonly ready: Promise<void>;
  /** Settles once every move into the database begun so far has ended (committed or failed). */
  settled(): Promise<void>;
  /**
   * Calls `listener` when the history changed other than by this document's own `update`: the database's games
   * arrived, or another tab recorded a game. Returns the function that stops listening.
   */
  watch(listener: () => void): () => void;
}

/** Where a history is kept: the database, and where its problems are told. */
export interface HistorySource {
  readonly database: Promise<OpenedHistory>;
  /** Shows a message to the player (a notice with an id, replaced rather than repeated); the page's by default. */
  readonly onProblem?: (id: string, message: string) => void;
}

interface HistoryOptions<T, Entry extends { readonly id: string }> extends HistorySource {
  readonly store: Store;
  /** The page's notices, where problems are told unless the source says otherwise. */
  readonly notify: (id: string, message: string) => void;
  /** The `localStorage` key of the records (without the store's prefix). */
  readonly key: string;
  /** Names the document in problem messages, e.g. `records`. */
  readonly root: string;
  readonly shape: HistoryShape<T, Entry>;
}

/** The games as the database stores them: each as the document's format writes it, fields left out when absent. */
function storedGames<T, Entry extends { readonly id: string }>(
  shape: HistoryShape<T, Entry>,
  entries: readonly Entry[],
): unknown[] {
  const written: unknown = shape.format.write(shape.withEntries(shape.format.empty, entries))['games'];
  return Array.isArray(written) ? (JSON.parse(JSON.stringify(written)) as unknown[]) : [];
}

/** The database's games read through the document's format: a game it cannot read is left out and listed. */
function readGames<T, Entry extends { readonly id: string }>(
  shape: HistoryShape<T, Entry>,
  stored: readonly unknown[],
): DocumentRead<T> {
  return shape.format.read({ ...shape.format.write(shape.format.empty), games: stored }, 'history');
}

function historyDocument<T, Entry extends { readonly id: string }>(
  options: HistoryOptions<T, Entry>,
): HistoryDocument<T> {
  const { store, key, root, shape } = options;
  const onProblem = options.onProblem ?? options.notify;
  const local = storedDocument(store, key, shape.format, root);
  const empty = shape.format.empty;
  let database: HistoryDatabase | undefined;
  /** The database's games as this tab last read or wrote them; undefined until read. */
  let cached: T | undefined;
  /** The same games by id, as stored text, to tell a game the database holds from another version of it. */
  let cachedText = new Map<string, string>();
  /** The same games as objects: a game a merge carried over unchanged is known without writing it out. */
  let cachedEntries = new Set<Entry>();
  /** Games this tab wrote under the key and has not seen committed to the database yet. */
  const pending = new Map<string, Entry>();
  const listeners = new Set<() => void>();
  let stopFollowing: (() => void) | undefined;
  /** Moves and reads one after another, never two at once in a tab. */
  let queue: Promise<void> = Promise.resolve();

  const textOf = (entry: Entry): string => JSON.stringify(storedGames(shape, [entry])[0]);
  const inDatabase = (entry: Entry): boolean =>
    cachedEntries.has(entry) || cachedText.get(entry.id) === textOf(entry);

  /** Takes `value` as the database's games; true when they differ from what this tab knew. */
  function remember(value: T): boolean {
    const texts = new Map(shape.entries(value).map((entry) => [entry.id, textOf(entry)]));
    const changed =
      cached === undefined ||
      texts.size !== cachedText.size ||
      [...texts].some(([id, text]) => cachedText.get(id) !== text);
    cached = value;
    cachedText = texts;
    cachedEntries = new Set(shape.entries(value));
    return changed;
  }

  function tell(): void {
    for (const listener of [...listeners]) listener();
  }

  /**
   * Moves the games under the key (and this tab's pending ones) into the database in one transaction, then,
   * once it has committed, removes from the key the games it moved. True when there was something to move.
   */
  async function move(db: HistoryDatabase): Promise<boolean> {
    const outbox = shape.entries(local.read());
    if (outbox.length === 0 && pending.size === 0) return false;
    const moving = shape.merge(
      shape.withEntries(empty, [...pending.values()]),
      shape.withEntries(empty, outbox),
    );
    const moved = new Map([...outbox, ...pending.values()].map((entry) => [entry.id, textOf(entry)]));
    const result = await db.change(shape.kind, (raw) => {
      const found = readGames(shape, raw);
      const all = shape.merge(found.value, moving);
      const before = new Map(shape.entries(found.value).map((entry) => [entry.id, textOf(entry)]));
      const kept = new Set(shape.entries(all).map((entry) => entry.id));
      const put = shape.entries(all).filter((entry) => before.get(entry.id) !== textOf(entry));
      const remove = [...before.keys()].filter((id) => !kept.has(id));
      return { put: storedGames(shape, put) as object[], remove, result: { all, rejected: found.rejected } };
    });
    // Committed: each game moved is in the database, or older than the newest the limit keeps.
    remember(result.all);
    reportUnreadable(result.rejected.length, result.rejected[0]?.reason);
    for (const [id, entry] of pending) if (moved.get(id) === textOf(entry)) pending.delete(id);
    const isMoved = (entry: Entry): boolean => moved.get(entry.id) === textOf(entry);
    if (shape.entries(local.read()).some(isMoved))
      local.update((current) =>
        shape.withEntries(
          current,
          shape.entries(current).filter((e) => !isMoved(e)),
        ),
      );
    return true;
  }

  async function load(db: HistoryDatabase): Promise<boolean> {
    const found = readGames(shape, await db.all(shape.kind));
    reportUnreadable(found.rejected.length, found.rejected[0]?.reason);
    return remember(found.value);
  }

  function reportUnreadable(count: number, reason: string | undefined): void {
    if (count === 0 || reason === undefined) return;
    const games = count === 1 ? `One of the ${shape.what}` : `${count} of the ${shape.what}`;
    onProblem(
      `history:${shape.kind}:unreadable`,
      `${games} in this browser's history could not be read (${reason}): left out, and kept as they are.`,
    );
  }

  /** Moves what waits under the key, reads the database if the move did not, and tells the listeners. */
  function sync(always: boolean): Promise<void> {
    queue = queue.then(async () => {
      const db = database;
      if (db === undefined) return;
      let changed = false;
      try {
        changed = await move(db);
      } catch (error) {
        onProblem(
          `history:${shape.kind}:move`,
          `Could not move the ${shape.what} into this browser's database (${messageOf(error)}): they stay in local storage for now.`,
        );
      }
      if (!changed || cached === undefined) {
        try {
          changed = (await load(db)) || changed;
        } catch (error) {
          onProblem(
            `history:${shape.kind}:read`,
            `Could not read the ${shape.what} from this browser's database (${messageOf(error)}).`,
          );
        }
      }
      if (changed || always) tell();
    });
    return queue;
  }

  const ready = options.database.then((opened) => {
    if (opened.kind === 'unavailable') {
      if (store.persistent)
        onProblem(
          'history:unavailable',
          `Finished games are kept in local storage, which holds less: this browser refused its database (${opened.reason}).`,
        );
      return;
    }
    database = opened.database;
    return sync(true);
  });

  return {
    ready,
    settled: () => ready.then(() => queue),
    read() {
      const stored = local.read();
      return cached === undefined ? stored : shape.merge(cached, stored);
    },
    update(change) {
      let next: T | undefined;
      const written = local.update((current) => {
        next = change(cached === undefined ? current : shape.merge(cached, current));
        // Under the key: what the database does not hold yet.
        return shape.withEntries(
          next,
          shape.entries(next).filter((entry) => !inDatabase(entry)),
        );
      });
      if (written === undefined || next === undefined) return undefined;
      if (database !== undefined) {
        for (const entry of shape.entries(written)) pending.set(entry.id, entry);
        void sync(false);
      }
      return next;
    },
    watch(listener) {
      listeners.add(listener);
      // Another tab's game arrives under the key (then moves); or leaves it, once in the database.
      stopFollowing ??= store.subscribe(key, () => {
        if (database === undefined) tell();
        else void sync(true);
      });
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopFollowing?.();
          stopFollowing = undefined;
        }
      };
    },
  };
}

/**
 * The history under `key` as a function of the store: one document per store on the page (it reads the database
 * once); a `source` gives a document of its own over another database (tests).
 */
export function pageHistory<T, Entry extends { readonly id: string }>(
  key: string,
  root: string,
  shape: HistoryShape<T, Entry>,
  notify: (id: string, message: string) => void,
): (store: Store, source?: HistorySource) => HistoryDocument<T> {
  const documents = new WeakMap<Store, HistoryDocument<T>>();
  return (store, source) => {
    const known = source === undefined ? documents.get(store) : undefined;
    if (known) return known;
    const document = historyDocument({
      store,
      key,
      root,
      shape,
      notify,
      ...(source ?? { database: pageHistoryDatabase() }),
    });
    if (source === undefined) documents.set(store, document);
    return document;
  };
}
