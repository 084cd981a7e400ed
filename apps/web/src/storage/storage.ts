import { messageOf } from '@pastime/app-core';

/**
 * The app's storage layer over `localStorage`: JSON values under prefixed keys, each validated when read.
 * A value that cannot be parsed or fails validation is set aside under a backup key (kept, never deleted),
 * reported through `onProblem`, and read as absent, so a bad record can never stop the page from working.
 * Without a usable `localStorage` (disabled, private modes) the store keeps values in memory for the visit.
 */

/** Turns a parsed JSON value into a typed one, or throws (a `StoredValueError` names the bad field). */
type Parser<T> = (value: unknown) => T;

export type StorageProblem =
  | {
      readonly kind: 'corrupt';
      readonly key: string;
      /** True when only part of the value was bad: the reader set that part aside and uses the rest. */
      readonly part: boolean;
      readonly backupKey: string | undefined;
      readonly reason: string;
    }
  | { readonly kind: 'write-failed'; readonly key: string; readonly reason: string }
  | { readonly kind: 'unavailable'; readonly reason: string };

export interface Store {
  /** True when values outlive the page (a working `localStorage`). */
  readonly persistent: boolean;
  /** The value under `key`, or `undefined` when there is none or it was corrupt (then it is set aside). */
  read<T>(key: string, parse: Parser<T>): T | undefined;
  /** Stores `value` as JSON; false (and a reported problem) when the browser refused, e.g. storage is full. */
  write(key: string, value: unknown): boolean;
  /**
   * Read-merge-write: reads the current value, lets `change` compute the new one from it and writes that at
   * once. Records shared between tabs go through here so each tab merges into what the others wrote.
   */
  update<T>(key: string, parse: Parser<T>, change: (current: T | undefined) => T): T;
  remove(key: string): void;
  /**
   * Keeps `raw` (part of a value that failed validation) under a backup key and reports it, for readers that
   * salvage the good parts of a value themselves. True when the copy was kept: only then may the reader write
   * the cleaned value back, or the bad part would be lost.
   */
  setAside(key: string, raw: string, reason: string): boolean;
  /** Reports a write of `key` the caller did not make because it would have lost data, as a refused write. */
  reportWriteFailed(key: string, reason: string): void;
  /** Calls `listener` when another tab changes `key`; returns the function that stops listening. */
  subscribe(key: string, listener: () => void): () => void;
  /**
   * Calls `listener` with the key (without the store's prefix) when another tab changes a key that starts with
   * `prefix`, or with `null` when another tab cleared all of storage; returns the function that stops listening.
   */
  subscribePrefix(prefix: string, listener: (key: string | null) => void): () => void;
  /** The keys (without the store's prefix) that start with `prefix`, sorted. */
  keys(prefix: string): string[];
  /** The backup keys of set-aside values, oldest first. */
  backups(): string[];
}

export interface StoreOptions {
  /** `undefined` when the browser gives no usable storage. */
  readonly backend: Storage | undefined;
  /** Prepended to every key, e.g. `pastime.`. */
  readonly prefix: string;
  readonly onProblem: (problem: StorageProblem) => void;
  /** Where `storage` events from other tabs arrive (the window); absent in tests without one. */
  readonly events?: EventTarget;
  readonly now?: () => number;
}

const BACKUP = 'backup:';

export function createStore(options: StoreOptions): Store {
  const { prefix, onProblem, events } = options;
  const now = options.now ?? Date.now;
  const backend = options.backend ?? memoryStorage();
  const persistent = options.backend !== undefined;
  if (!persistent) {
    onProblem({ kind: 'unavailable', reason: 'this browser does not allow the page to store data' });
  }

  const full = (key: string): string => prefix + key;

  /** Copies `raw` to a new backup key and reports it; `whole` also removes the original. True if copied. */
  function setAside(key: string, raw: string, reason: string, whole: boolean): boolean {
    let backupKey: string | undefined = `${full(BACKUP)}${key}:${now()}`;
    for (let n = 2; backend.getItem(backupKey) !== null; n++)
      backupKey = `${full(BACKUP)}${key}:${now()}-${n}`;
    try {
      backend.setItem(backupKey, raw);
      if (whole) backend.removeItem(full(key));
    } catch {
      // No room for a copy: leave the original where it is rather than lose it.
      backupKey = undefined;
    }
    onProblem({ kind: 'corrupt', key, part: !whole, backupKey, reason });
    return backupKey !== undefined;
  }

  function read<T>(key: string, parse: Parser<T>): T | undefined {
    let raw: string | null;
    try {
      raw = backend.getItem(full(key));
    } catch {
      return undefined;
    }
    if (raw === null) return undefined;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      setAside(key, raw, 'it is not valid JSON', true);
      return undefined;
    }
    try {
      return parse(json);
    } catch (error) {
      setAside(key, raw, messageOf(error), true);
      return undefined;
    }
  }

  function write(key: string, value: unknown): boolean {
    try {
      backend.setItem(full(key), JSON.stringify(value));
      return true;
    } catch (error) {
      onProblem({
        kind: 'write-failed',
        key,
        reason: messageOf(error),
      });
      return false;
    }
  }

  return {
    persistent,
    read,
    write,
    update(key, parse, change) {
      const next = change(read(key, parse));
      write(key, next);
      return next;
    },
    setAside: (key, raw, reason) => setAside(key, raw, reason, false),
    reportWriteFailed: (key, reason) => onProblem({ kind: 'write-failed', key, reason }),
    remove(key) {
      try {
        backend.removeItem(full(key));
      } catch {
        // Nothing to do: the value was unreachable anyway.
      }
    },
    subscribe(key, listener) {
      return listen((changed) => {
        if (changed === null || changed === full(key)) listener();
      });
    },
    subscribePrefix(keyPrefix, listener) {
      return listen((changed) => {
        if (changed === null) listener(null);
        else if (changed.startsWith(full(keyPrefix))) listener(changed.slice(prefix.length));
      });
    },
    keys(keyPrefix) {
      return allKeys(full(keyPrefix)).map((name) => name.slice(prefix.length));
    },
    backups: () => allKeys(full(BACKUP)),
  };

  /** Listens for `storage` events, which name the changed key, or null when another tab cleared all of storage. */
  function listen(listener: (key: string | null) => void): () => void {
    if (!events) return () => undefined;
    const onStorage = (event: Event): void => {
      if (!('key' in event)) return;
      const key = event.key;
      if (key === null || typeof key === 'string') listener(key);
    };
    events.addEventListener('storage', onStorage);
    return () => events.removeEventListener('storage', onStorage);
  }

  /** The backend's keys that start with `start` (full keys), sorted. */
  function allKeys(start: string): string[] {
    const found: string[] = [];
    try {
      for (let i = 0; i < backend.length; i++) {
        const name = backend.key(i);
        if (name?.startsWith(start)) found.push(name);
      }
    } catch {
      // Unreachable storage holds no keys this page can use.
    }
    return found.sort();
  }
}

/** A `Storage` that lives as long as the page: the fallback when the browser gives none. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** The page's `localStorage` if it works (reading the property can throw, and writes can be refused). */
export function browserStorage(): Storage | undefined {
  try {
    const storage = window.localStorage;
    const probe = '__pastime_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined;
  }
}
