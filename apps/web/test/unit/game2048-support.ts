/** Stored 2048 games for the unit tests, in the formats the app reads. */
import { serialize, type GameState } from '@pastime/2048';
import type { Game2048Manager } from '@pastime/app-core';
import type { SeedParam } from '../../src/shell/route.ts';
import {
  followOtherTabs,
  GAMES_PREFIX,
  LEGACY_GAME_KEY,
  open2048,
  SAVED_PREFIX,
} from '../../src/game2048/session.ts';
import { createStore, memoryStorage, type Store } from '../../src/storage/storage.ts';

export const STARTED = '2024-05-01T12:00:00.000Z';

/** The storage item (full key, JSON text) of a game in progress as the app stores one. */
export function savedItem(id: string, state: GameState, updatedAt = STARTED): [string, string] {
  return [
    `pastime.${SAVED_PREFIX}${id}`,
    JSON.stringify({ version: 1, id, startedAt: STARTED, updatedAt, save: serialize(state) }),
  ];
}

/** The storage item of the single saved game of earlier versions. */
export function legacyItem(id: string, state: GameState): [string, string] {
  return [
    `pastime.${LEGACY_GAME_KEY}`,
    JSON.stringify({ version: 1, id, startedAt: STARTED, save: serialize(state) }),
  ];
}

/**
 * One browser's `localStorage` shared by several tabs, each with its own store and `storage` events: a write in
 * one tab is announced to the others when `deliver()` is called (browsers deliver them as separate tasks).
 */
export function sharedStorage() {
  const backend = memoryStorage();
  const tabs: EventTarget[] = [];
  const pending: { readonly to: EventTarget; readonly key: string | null }[] = [];
  const changed = (from: EventTarget, key: string | null): void => {
    for (const to of tabs) if (to !== from) pending.push({ to, key });
  };
  return {
    backend,
    /** A tab's store over the shared storage. */
    store(): { readonly store: Store; readonly close: () => void } {
      const events = new EventTarget();
      tabs.push(events);
      const storage: Storage = {
        get length() {
          return backend.length;
        },
        key: (index) => backend.key(index),
        getItem: (key) => backend.getItem(key),
        setItem: (key, value) => {
          backend.setItem(key, value);
          changed(events, key);
        },
        removeItem: (key) => {
          backend.removeItem(key);
          changed(events, key);
        },
        clear: () => {
          backend.clear();
          changed(events, null);
        },
      };
      const store = createStore({ backend: storage, prefix: 'pastime.', onProblem: () => undefined, events });
      return { store, close: () => void tabs.splice(tabs.indexOf(events), 1) };
    },
    /** Delivers the `storage` events of every write so far. */
    deliver(): void {
      for (const { to, key } of pending.splice(0)) {
        if (tabs.includes(to)) to.dispatchEvent(Object.assign(new Event('storage'), { key }));
      }
    },
  };
}

export interface SessionOptions {
  readonly store: Store;
  readonly seed?: SeedParam;
  readonly newId?: () => string;
  readonly now?: () => Date;
}

/** The 2048 manager over `store` as the page opens it, with the clock `now` and following other tabs on demand. */
export function openSession(options: SessionOptions): Game2048Manager & { followOtherTabs(): () => void } {
  const { store, seed, newId, now = () => new Date() } = options;
  const manager = open2048({
    store,
    ...(seed === undefined ? {} : { seed }),
    ...(newId === undefined ? {} : { newId }),
    clock: {
      now: () => now().getTime(),
      after(ms, callback) {
        const handle = setTimeout(callback, ms);
        return () => clearTimeout(handle);
      },
    },
  });
  return Object.assign(manager, { followOtherTabs: () => followOtherTabs(manager, store) });
}

/** The ids of the games in progress stored in `backend`. */
export function savedIds(backend: Storage): string[] {
  const ids: string[] = [];
  for (let i = 0; i < backend.length; i++) {
    const key = backend.key(i) ?? '';
    if (key.startsWith(`pastime.${GAMES_PREFIX}`)) ids.push(key.slice(`pastime.${GAMES_PREFIX}`.length));
  }
  return ids.sort();
}
