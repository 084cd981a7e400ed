/**
 * What format 1 stored, read as games of today: the browser's entries (`2048.saved.<id>`: `{ version: 1, id,
 * startedAt, updatedAt, save }`), its single key of earlier still (`2048.game`: `{ version: 1, id, startedAt,
 * save }`), and the terminal's file `2048-saved-games.json` (`{ version: 1, games: [{ id, pid, savedAt, game }] }`),
 * where `save` and `game` are the engine's own save text. Each is upgraded to save format 2 with the same board,
 * score, undo and redo steps; the entry starts at revision 1.
 */
import type { SaveCodec } from '../manager/shelved-game.ts';
import type { ShelvedGame } from '../manager/ports.ts';
import { MAX_ID_LENGTH } from '../limits.ts';
import { fieldPath, StoredValueError } from '../schema/error.ts';
import { anyObject, integer, isoDate, list, nullable, object, text, version } from '../schema/schema.ts';
import { decodeSave2048, encodeSave2048, upgradeSave2048, type Game2048 } from './save.ts';

/** How a 2048 game in progress is stored in an entry of version 2 (its `game` field). */
export const SAVE_CODEC_2048: SaveCodec<Game2048> = {
  read: decodeSave2048,
  write: (game) => encodeSave2048(game.save),
};

function checkId(path: string, stored: string, id: string | undefined): void {
  if (id !== undefined && stored !== id) {
    const expected = { kind: 'described', description: `the id of its place, “${id}”` } as const;
    throw new StoredValueError(fieldPath(path, 'id'), expected, stored);
  }
}

const browserEntry = object({
  version: version(1),
  id: text(MAX_ID_LENGTH),
  startedAt: isoDate,
  updatedAt: isoDate,
  save: text(Number.POSITIVE_INFINITY),
});

/** A browser entry of format 1 (`2048.saved.<id>`), upgraded; `id` is the one its key names. */
export function readBrowserEntry2048V1(value: unknown, path: string, id?: string): ShelvedGame<Game2048> {
  const entry = browserEntry(value, path);
  checkId(path, entry.id, id);
  const save = upgradeSave2048(entry.save, fieldPath(path, 'save'));
  return { id: entry.id, startedAt: entry.startedAt, updatedAt: entry.updatedAt, revision: 1, save };
}

const legacyEntry = object({
  version: version(1),
  id: text(MAX_ID_LENGTH),
  startedAt: isoDate,
  save: text(Number.POSITIVE_INFINITY),
});

/** The browser's single saved game of the versions before one key per game (`2048.game`), upgraded. */
export function readLegacyGame2048(value: unknown, path: string, updatedAt: string): ShelvedGame<Game2048> {
  const entry = legacyEntry(value, path);
  const save = upgradeSave2048(entry.save, fieldPath(path, 'save'));
  return { id: entry.id, startedAt: entry.startedAt, updatedAt, revision: 1, save };
}

const terminalGame = object({
  id: text(MAX_ID_LENGTH),
  pid: nullable(integer(1)),
  savedAt: isoDate,
  game: text(50_000_000),
});

const terminalFile = object({ version: version(1), games: list(anyObject) });

/**
 * One game of the terminal's file of format 1 (`2048-saved-games.json`), upgraded. The file kept no start date: a
 * game's is taken to be its last save's.
 */
export function readTerminalGame2048V1(value: unknown, path: string): ShelvedGame<Game2048> {
  const game = terminalGame(value, path);
  const save = upgradeSave2048(game.game, fieldPath(path, 'game'));
  return { id: game.id, startedAt: game.savedAt, updatedAt: game.savedAt, revision: 1, save };
}

/** The stored games of the terminal's file of format 1, most recently saved first, each still to be read. */
export function terminalGames2048V1(value: unknown, path = ''): readonly unknown[] {
  return [...terminalFile(value, path).games].reverse();
}

/** The games of the terminal's file of format 1, upgraded, most recently saved first. */
export function readTerminalGames2048V1(value: unknown, path = ''): ShelvedGame<Game2048>[] {
  const games = terminalFile(value, path).games;
  return games
    .map((game, index) => readTerminalGame2048V1(game, `${fieldPath(path, 'games')}[${index}]`))
    .reverse();
}
