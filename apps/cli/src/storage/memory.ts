/**
 * What a run that keeps nothing (the pipe's `--no-save`, a run without a data directory) stores: its games in
 * progress and its records, in memory for the run only, behind the same ports as the files.
 */
import type { GameShelf, ShelvedGame, StoredDocument } from '@pastime/app-core';

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
