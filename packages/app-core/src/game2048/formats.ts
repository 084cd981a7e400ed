/**
 * How each app stores the 2048 records: the browser as `{ version: 1, best, games }` with games newest first,
 * the terminal as the file `2048-scores.json`, `{ version: 1, best, games }` with games oldest first and the end
 * of a game under `date`. Both read into the same `Records2048`, and both write exactly the fields and order that
 * version 1 wrote, so that an older copy of either app, still running, keeps reading what a newer one writes; the
 * replay code follows them when a game has one (version 1 reads past it).
 */
import { MAX_SIZE, MIN_SIZE, MIN_WIN_VALUE } from '@pastime/2048';
import { MAX_ID_LENGTH, MAX_REPLAY_LENGTH } from '../limits.ts';
import { fieldPath, StoredValueError } from '../schema/error.ts';
import {
  anyList,
  anyObject,
  boolean,
  integer,
  isoDate,
  object,
  oneOf,
  optional,
  salvage,
  text,
  version,
  type Schema,
} from '../schema/schema.ts';
import type { DocumentFormat, DocumentRead, JsonObject } from '../storage/document.ts';
import type { FinishedGame2048, GameOutcome, Records2048 } from './records.ts';

const OUTCOMES: readonly GameOutcome[] = ['lost', 'abandoned'];

/** The fields both apps store for a finished game, but its end date. */
const gameFields = {
  id: text(MAX_ID_LENGTH),
  size: integer(MIN_SIZE, MAX_SIZE),
  winValue: integer(MIN_WIN_VALUE),
  score: integer(),
  bestTile: integer(),
  moves: integer(),
  won: boolean,
  // Written since records carry their replay; earlier versions read past it.
  replay: optional(text(MAX_REPLAY_LENGTH)),
};

const browserGame: Schema<FinishedGame2048> = object({
  ...gameFields,
  outcome: oneOf(OUTCOMES),
  endedAt: isoDate,
});

const terminalFieldsRead = object({ ...gameFields, date: isoDate, outcome: optional(oneOf(OUTCOMES)) });

const terminalGame: Schema<FinishedGame2048> = (value, path) => {
  const { date, ...game } = terminalFieldsRead(value, path);
  return { ...game, endedAt: date };
};

/** A best score, stored under its board size ("4"). */
function bestEntry(path: string, size: string, score: unknown): readonly [string, number] {
  const number = Number(size);
  if (String(number) !== size || !Number.isInteger(number) || number < MIN_SIZE || number > MAX_SIZE) {
    const description = `a board size from ${MIN_SIZE} to ${MAX_SIZE}`;
    throw new StoredValueError(fieldPath(path, size), { kind: 'described', description }, size);
  }
  return [size, integer()(score, fieldPath(path, size))];
}

/** The stored fields of a finished game, in the order version 1 of the browser wrote them. */
function browserFields(game: FinishedGame2048): JsonObject {
  const { id, score, bestTile, moves, size, winValue, won, outcome, endedAt, replay } = game;
  return { id, score, bestTile, moves, size, winValue, won, outcome, endedAt, replay };
}

/**
 * The stored fields of a finished game, in the order version 1 of the terminal wrote them, and the outcome after
 * them when it is known (JSON leaves out an undefined field).
 */
function terminalFields(game: FinishedGame2048): JsonObject {
  const { id, endedAt, size, winValue, score, bestTile, moves, won, outcome, replay } = game;
  return { id, date: endedAt, size, winValue, score, bestTile, moves, won, outcome, replay };
}

/**
 * Reads records stored as `{ version: 1, best, games }`, each game read by `game`, in the stored order. One damaged
 * game or best score does not cost the others: it is left out and listed in `rejected`.
 */
function readRecords(
  value: unknown,
  path: string,
  game: Schema<FinishedGame2048>,
): DocumentRead<Records2048> {
  const root = anyObject(value, path);
  version(1)(root['version'], fieldPath(path, 'version'));
  const bestPath = fieldPath(path, 'best');
  const best = salvage(
    Object.entries(anyObject(root['best'], bestPath)).map((entry) => [fieldPath(bestPath, entry[0]), entry]),
    ([size, score]) => bestEntry(bestPath, size, score),
  );
  const gamesPath = fieldPath(path, 'games');
  const games = salvage(
    anyList(root['games'], gamesPath).map((item, index) => [`${gamesPath}[${index}]`, item]),
    game,
  );
  return {
    value: { best: Object.fromEntries(best.kept), games: games.kept },
    rejected: [...best.rejected, ...games.rejected],
  };
}

/**
 * The browser's records (`pastime.2048.records`). One damaged game or best score does not cost the others: it is
 * left out and listed in `rejected`, for the app to keep aside.
 */
export const BROWSER_RECORDS_2048: DocumentFormat<Records2048> = {
  version: 1,
  empty: { best: {}, games: [] },
  read(value, path) {
    return readRecords(value, path, browserGame);
  },
  write: (records) => ({ version: 1, best: records.best, games: records.games.map(browserFields) }),
};

/**
 * The terminal's records, the file `2048-scores.json`. As in the browser, one damaged game or best score does not
 * cost the others: it is left out and listed in `rejected` (its path an index of the file's list, oldest first),
 * for the program to keep aside. A file whose version or shape is wrong is not read at all.
 */
export const TERMINAL_SCORES_2048: DocumentFormat<Records2048> = {
  version: 1,
  empty: { best: {}, games: [] },
  read(value, path) {
    const read = readRecords(value, path, terminalGame);
    return { ...read, value: { ...read.value, games: [...read.value.games].reverse() } };
  },
  write: (records) => ({
    version: 1,
    best: records.best,
    games: [...records.games].reverse().map(terminalFields),
  }),
};
