/**
 * A game in progress as both apps store it, one entry per game: `{ version: 2, id, startedAt, updatedAt, revision,
 * game }`, where `game` is the game's own save (format 2: configuration, seed or start, action log, cursor, check),
 * read and written by its codec. The apps differ only in where an entry lives (a `localStorage` key, a file).
 */
import { MAX_ID_LENGTH } from '../limits.ts';
import { fieldPath, StoredValueError } from '../schema/error.ts';
import { integer, isoDate, object, text, version, type Schema } from '../schema/schema.ts';
import type { JsonObject } from '../storage/document.ts';
import type { ShelvedGame } from './ports.ts';

/** An id as the apps make them: short text of letters, digits, `_`, `.` and `-`, fit for a key or a file name. */
const GAME_ID = new RegExp(`^[\\w.-]{1,${MAX_ID_LENGTH}}$`);

/**
 * Whether `id` can name a stored game. A game's place (a key, a file name) is made of its id, so a place whose
 * name holds anything else was not written by an app and is left alone.
 */
export function isGameId(id: string): boolean {
  return GAME_ID.test(id);
}

/**
 * Orders games newest first, as `GameShelf.list` gives them: by `updatedAt`, then by id, so that the order never
 * depends on reading order.
 */
export function newestFirst(
  a: { readonly id: string; readonly updatedAt: string },
  b: { readonly id: string; readonly updatedAt: string },
): number {
  if (a.updatedAt !== b.updatedAt) return a.updatedAt > b.updatedAt ? -1 : 1;
  return a.id === b.id ? 0 : a.id > b.id ? -1 : 1;
}

/** The version of a stored game entry; version 1 held the engine's own save text (see each game's upgrade). */
export const SHELVED_GAME_VERSION = 2;

/** How one game's save is stored: its schema (which replays and checks it) and its JSON form. */
export interface SaveCodec<Save> {
  /** Reads a stored save found at `path`, or throws a `StoredValueError` naming the field that is wrong. */
  readonly read: Schema<Save>;
  readonly write: (save: Save) => JsonObject;
}

const entryFields = object({
  version: version(SHELVED_GAME_VERSION),
  id: text(MAX_ID_LENGTH),
  startedAt: isoDate,
  updatedAt: isoDate,
  revision: integer(),
});

/**
 * Reads a stored entry found at `path`; `id`, when given, must be the id its place names (a key, a file name).
 * Throws a `StoredValueError` naming the field when it cannot be used.
 */
export function readShelvedGame<Save>(
  codec: SaveCodec<Save>,
  value: unknown,
  path: string,
  id?: string,
): ShelvedGame<Save> {
  const fields = entryFields(value, path);
  if (id !== undefined && fields.id !== id) {
    const expected = { kind: 'described', description: `the id of its place, “${id}”` } as const;
    throw new StoredValueError(fieldPath(path, 'id'), expected, fields.id);
  }
  const game = (value as Readonly<Record<string, unknown>>)['game'];
  const { startedAt, updatedAt, revision } = fields;
  return { id: fields.id, startedAt, updatedAt, revision, save: codec.read(game, fieldPath(path, 'game')) };
}

/** The JSON object an entry is stored as, `version` first. */
export function writeShelvedGame<Save>(codec: SaveCodec<Save>, game: ShelvedGame<Save>): JsonObject {
  const { id, startedAt, updatedAt, revision } = game;
  return { version: SHELVED_GAME_VERSION, id, startedAt, updatedAt, revision, game: codec.write(game.save) };
}

/**
 * Reads only the revision of a stored entry (`undefined` when the value is not an entry of this version): what a
 * conditional write compares, without replaying the game.
 */
export function revisionOf(value: unknown): number | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entry = value as Readonly<Record<string, unknown>>;
  const revision = entry['revision'];
  return entry['version'] === SHELVED_GAME_VERSION &&
    typeof revision === 'number' &&
    Number.isSafeInteger(revision)
    ? revision
    : undefined;
}
