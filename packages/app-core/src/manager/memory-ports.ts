/**
 * Ports that keep everything in memory, for a run that stores nothing (the terminal's `--no-save`, a pipe's
 * unfinished game): its games and records last as long as the program.
 */
import type { StoredDocument } from '../storage/document.ts';
import type { GameShelf, ShelvedGame } from './ports.ts';

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
