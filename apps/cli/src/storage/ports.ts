/**
 * The ports the game managers of `@pastime/app-core` are handed in the terminal: the machine's clock, new game
 * ids, the data directory's documents, and what a run that keeps nothing (`--no-save`, the pipe's unfinished
 * game) stores instead: its games and records in memory, for the run only.
 */
import { randomUUID } from 'node:crypto';
import type { Clock, GameShelf, ShelvedGame, StoredDocument } from '@pastime/app-core';
import type { DataStore, DocumentKind } from './store.ts';

export const nodeClock: Clock = {
  now: () => Date.now(),
  after(ms, callback) {
    const timer = setTimeout(callback, ms);
    return () => clearTimeout(timer);
  },
};

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

export function memoryShelf<Save>(): GameShelf<Save> {
  const games = new Map<string, ShelvedGame<Save>>();
  return {
    list: () => [...games.values()],
    read: (id) => games.get(id),
    write(game, expected) {
      const stored = games.get(game.id);
      if (stored?.revision !== expected) return { kind: 'conflict', stored };
      games.set(game.id, game);
      return { kind: 'written' };
    },
    remove: (id) => games.delete(id) || true,
  };
}

export function memoryDocument<T>(initial: T): StoredDocument<T> {
  let value = initial;
  return { read: () => value, update: (change) => (value = change(value)) };
}
