/**
 * The games in progress of one game kind as the browser keeps them: one `localStorage` key per game
 * (`<prefix><id>`, an entry of `@pastime/app-core`'s `readShelvedGame`), so a tab writes only the key of the game
 * it plays and never drops another tab's. A write is conditional on the revision this tab last wrote or read,
 * which `storage` events keep current: nothing is read back before a move. Entries of an earlier version, under
 * their own prefix, move to this one the first time the games are listed.
 */
import {
  isGameId,
  newestFirst,
  readShelvedGame,
  revisionOf,
  writeShelvedGame,
  type GameShelf,
  type SaveCodec,
  type ShelfWrite,
  type ShelvedGame,
} from '@pastime/app-core';
import type { Store } from './storage.ts';

/** Entries an earlier version stored under their own prefix, and how each reads as an entry of today's. */
export interface LegacyShelf<Save> {
  readonly prefix: string;
  /** Reads (and upgrades) the entry of `id`, or throws a `StoredValueError` naming the field. */
  readonly read: (value: unknown, path: string, id: string) => ShelvedGame<Save>;
}

export interface LocalStorageShelfOptions<Save> {
  readonly store: Store;
  /** The prefix of the games' keys, e.g. `2048.game.`. */
  readonly prefix: string;
  readonly codec: SaveCodec<Save>;
  readonly legacy?: LegacyShelf<Save>;
}

/** Thrown by the revision reader for a value that is not an entry: the store sets it aside and reads it as none. */
class NotAnEntry extends Error {}

export function localStorageShelf<Save>(options: LocalStorageShelfOptions<Save>): GameShelf<Save> {
  const { store, prefix, codec, legacy } = options;
  /** The revision of each game as this tab last wrote or read it; forgotten when another tab changes the game. */
  const revisions = new Map<string, number>();
  const keyOf = (id: string): string => prefix + id;

  function read(id: string): ShelvedGame<Save> | undefined {
    const game = store.read(keyOf(id), (value) => readShelvedGame(codec, value, 'game', id));
    if (game === undefined) revisions.delete(id);
    else revisions.set(id, game.revision);
    return game;
  }

  /** The revision stored for `id`: the one this tab knows, else read (without replaying the game). */
  function storedRevision(id: string): number | undefined {
    const known = revisions.get(id);
    if (known !== undefined) return known;
    return store.read(keyOf(id), (value) => {
      const revision = revisionOf(value);
      if (revision === undefined) throw new NotAnEntry('it is not a saved game of this version');
      return revision;
    });
  }

  function ids(keyPrefix: string): string[] {
    return store
      .keys(keyPrefix)
      .map((key) => key.slice(keyPrefix.length))
      .filter(isGameId);
  }

  /** Moves each entry of the earlier version to its key of today; written before the old key is removed. */
  function upgradeLegacy(from: LegacyShelf<Save>): void {
    for (const id of ids(from.prefix)) {
      const old = store.read(from.prefix + id, (value) => from.read(value, 'game', id));
      if (old === undefined) continue;
      const moved = storedRevision(id) !== undefined || store.write(keyOf(id), writeShelvedGame(codec, old));
      if (moved) store.remove(from.prefix + id);
    }
  }

  return {
    list() {
      if (legacy !== undefined) upgradeLegacy(legacy);
      return ids(prefix)
        .map(read)
        .filter((game) => game !== undefined)
        .sort(newestFirst);
    },
    read,
    write(game, expected): ShelfWrite<Save> {
      const stored = storedRevision(game.id);
      if (stored !== expected)
        return { kind: 'conflict', stored: stored === undefined ? undefined : read(game.id) };
      if (!store.write(keyOf(game.id), writeShelvedGame(codec, game))) return { kind: 'refused' };
      revisions.set(game.id, game.revision);
      return { kind: 'written' };
    },
    remove(id) {
      store.remove(keyOf(id));
      revisions.delete(id);
      return true;
    },
    watch(listener) {
      return store.subscribePrefix(prefix, (key) => {
        if (key === null) {
          revisions.clear();
          listener(null);
          return;
        }
        const id = key.slice(prefix.length);
        if (!isGameId(id)) return;
        revisions.delete(id);
        listener(id);
      });
    },
  };
}
