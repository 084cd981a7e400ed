/**
 * Games in progress, kept one storage key per game: `<prefix><id>` holds `{ version, id, startedAt, updatedAt,
 * save }`, where `save` is the engine's own save text. A tab writes only the key of the game it plays, so no tab
 * can drop or overwrite another tab's game, and a move writes one game's save rather than all of them. Each value
 * is validated when read (the engine's own loading checks the save), and a bad one is set aside by the store.
 */
import {
  convert,
  isoDate,
  MAX_ID_LENGTH,
  object,
  StoredValueError,
  text,
  version,
  type Schema,
} from '@pastime/app-core';
import { isGameId, newestFirst } from './game-ids.ts';
import type { Store } from './storage.ts';

export { gameId, isGameId, newestFirst } from './game-ids.ts';

export const SAVED_ENTRY_VERSION = 1;

/** A stored game in progress, the engine's state not yet loaded. */
export interface SavedHeader {
  readonly id: string;
  /** When the game began (ISO 8601). */
  readonly startedAt: string;
  /** When a tab last saved it or took it up (ISO 8601): the most recent one is resumed on load. */
  readonly updatedAt: string;
  /** The engine's save text. */
  readonly save: string;
}

export interface SavedEntry<S> extends SavedHeader {
  readonly state: S;
}

export interface SavedGamesOptions<S> {
  readonly store: Store;
  /** The prefix of the games' keys, e.g. `2048.saved.`; a game's key is the prefix and its id. */
  readonly prefix: string;
  /** The engine's loading of a save; throws on a bad one. */
  readonly load: (save: string) => S;
}

export class SavedGames<S> {
  readonly #store: Store;
  readonly #prefix: string;
  /** The engine's loading of a save, its error becoming the reason the stored game is refused. */
  readonly #load: Schema<S>;

  constructor(options: SavedGamesOptions<S>) {
    this.#store = options.store;
    this.#prefix = options.prefix;
    this.#load = convert(text(Infinity), options.load);
  }

  /** The ids of the stored games (their values unread). */
  ids(): string[] {
    return this.#store
      .keys(this.#prefix)
      .map((key) => key.slice(this.#prefix.length))
      .filter(isGameId);
  }

  /** The stored game `id` without loading it (its save text unchecked): enough to tell whether it changed. */
  readHeader(id: string): SavedHeader | undefined {
    return this.#store.read(this.#key(id), (value) => parseHeader(value, id));
  }

  /** The save text stored for `id`, read without loading the game. */
  readSave(id: string): string | undefined {
    return this.readHeader(id)?.save;
  }

  /** The stored game `id`, loaded; undefined when there is none or it was bad (then it is set aside). */
  read(id: string): SavedEntry<S> | undefined {
    return this.#store.read(this.#key(id), (value) => {
      const header = parseHeader(value, id);
      return { ...header, state: this.#load(header.save, 'game.save') };
    });
  }

  /** Every stored game that can be read, newest first. */
  all(): SavedEntry<S>[] {
    return this.ids()
      .map((id) => this.read(id))
      .filter((entry) => entry !== undefined)
      .sort(newestFirst);
  }

  /** Stores one game under its own key; false when the browser refused (reported by the store). */
  write(header: SavedHeader): boolean {
    return this.#store.write(this.#key(header.id), { version: SAVED_ENTRY_VERSION, ...header });
  }

  remove(id: string): void {
    this.#store.remove(this.#key(id));
  }

  /** Calls `listener` with the id of a game another tab changed (null: storage cleared); returns the stop. */
  watch(listener: (id: string | null) => void): () => void {
    return this.#store.subscribePrefix(this.#prefix, (key) => {
      if (key === null) listener(null);
      else if (isGameId(key.slice(this.#prefix.length))) listener(key.slice(this.#prefix.length));
    });
  }

  #key(id: string): string {
    return this.#prefix + id;
  }
}

const header = object({
  version: version(SAVED_ENTRY_VERSION),
  id: text(MAX_ID_LENGTH),
  startedAt: isoDate,
  updatedAt: isoDate,
  save: text(Infinity),
});

/** Checks a stored game's fields (not its save, which the engine checks) and that it is the game of its key. */
export function parseHeader(value: unknown, id: string): SavedHeader {
  const { id: stored, startedAt, updatedAt, save } = header(value, 'game');
  if (stored !== id) {
    const expected = { kind: 'described', description: `the id in its key, “${id}”` } as const;
    throw new StoredValueError('game.id', expected, stored);
  }
  return { id, startedAt, updatedAt, save };
}
