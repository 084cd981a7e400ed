/**
 * How each app stores what Farkle remembers: the browser keeps the one-player high score alone,
 * `{ version: 1, best }`; the terminal keeps the file `farkle-scores.json`, `{ version: 1, highScore,
 * highScoreName, highScoreDate, games }` with games oldest first and the end of a game under `date`. Both write
 * exactly the fields and order that version 1 wrote.
 */
import {
  ALL_MODES,
  COMPUTER_LEVELS,
  FarkleError,
  MAX_NAME_UNITS,
  resolveRules,
  type Rules,
} from '@pastime/farkle';
import { MAX_ID_LENGTH, MAX_REPLAY_LENGTH } from '../limits.ts';
import {
  anyList,
  boolean,
  integer,
  isoDate,
  list,
  nullable,
  object,
  oneOf,
  optional,
  salvage,
  text,
  version,
  type Schema,
} from '../schema/schema.ts';
import { StoredValueError, fieldPath } from '../schema/error.ts';
import type { DocumentFormat, JsonObject } from '../storage/document.ts';
import { NO_HIGH_SCORE, type HighScore } from './high-score.ts';
import { EMPTY_FARKLE_SCORES, type FarkleScores, type FinishedFarkleGame } from './records.ts';

/**
 * A player's name as stored: at most `MAX_NAME_UNITS` UTF-16 code units, what the engine lets a name of
 * `MAX_NAME_LENGTH` characters (grapheme clusters, 👍🏽 being one) take up. Version 1 stored at most 40, which this
 * includes.
 */
const name = text(MAX_NAME_UNITS);

const playerResult = object({
  name,
  computer: boolean,
  score: integer(),
  turns: integer(),
  // A three-farkle penalty is a turn of negative points (the engine's record of it); a total never goes below 0.
  turnScores: optional(list(integer(-Number.MAX_SAFE_INTEGER))),
});

/** A game's rules as the engine checks them; a record without them was played by the traditional rules. */
function rulesSchema(value: unknown, path: string): Rules {
  try {
    return resolveRules(value, 'rules');
  } catch (error) {
    if (!(error instanceof FarkleError)) throw error;
    const inner = error.field?.replace(/^rules\.?/, '') ?? '';
    const field = inner === '' ? path : fieldPath(path, inner);
    throw new StoredValueError(field, { kind: 'refused', reason: error.message }, value);
  }
}

const OUTCOMES = ['abandoned'] as const;

const terminalGameFields = object({
  id: text(MAX_ID_LENGTH),
  date: isoDate,
  mode: oneOf(ALL_MODES),
  players: list(playerResult),
  winner: nullable(integer()),
  newHighScore: boolean,
  rules: optional(rulesSchema),
  computerLevel: optional(oneOf(COMPUTER_LEVELS)),
  replay: optional(text(MAX_REPLAY_LENGTH)),
  outcome: optional(oneOf(OUTCOMES)),
});

const terminalGame: Schema<FinishedFarkleGame> = (value, path) => {
  const game = terminalGameFields(value, path);
  if (game.winner !== null && game.winner >= game.players.length) {
    const expected = { kind: 'integer', min: 0, max: Math.max(0, game.players.length - 1) } as const;
    throw new StoredValueError(fieldPath(path, 'winner'), expected, game.winner);
  }
  const { date, ...rest } = game;
  return { ...rest, endedAt: date };
};

function terminalFields(game: FinishedFarkleGame): JsonObject {
  const { id, endedAt, mode, players, winner, newHighScore, rules, computerLevel, replay, outcome } = game;
  return {
    id,
    date: endedAt,
    mode,
    players: players.map(({ name, computer, score, turns, turnScores }) => ({
      name,
      computer,
      score,
      turns,
      turnScores,
    })),
    winner,
    newHighScore,
    ...(rules === undefined ? {} : { rules: { ...rules } }),
    computerLevel,
    replay,
    ...(outcome === undefined ? {} : { outcome }),
  };
}

const browserGameFields = object({
  id: text(MAX_ID_LENGTH),
  endedAt: isoDate,
  mode: oneOf(ALL_MODES),
  players: list(playerResult),
  winner: nullable(integer()),
  newHighScore: boolean,
  rules: optional(rulesSchema),
  computerLevel: optional(oneOf(COMPUTER_LEVELS)),
  replay: optional(text(MAX_REPLAY_LENGTH)),
  outcome: optional(oneOf(OUTCOMES)),
});

const browserGame: Schema<FinishedFarkleGame> = (value, path) => {
  const game = browserGameFields(value, path);
  if (game.winner !== null && game.winner >= game.players.length) {
    const expected = { kind: 'integer', min: 0, max: Math.max(0, game.players.length - 1) } as const;
    throw new StoredValueError(fieldPath(path, 'winner'), expected, game.winner);
  }
  return game;
};

function browserFields(game: FinishedFarkleGame): JsonObject {
  const { date, ...fields } = terminalFields(game);
  const { id, ...rest } = fields;
  return { id, endedAt: date, ...rest };
}

/**
 * The browser's finished Farkle games (`pastime.farkle.games`), `{ version: 1, games }`, newest first, kept beside
 * the high score. One damaged game does not cost the others: it is left out and listed in `rejected`.
 */
export const BROWSER_FARKLE_GAMES: DocumentFormat<readonly FinishedFarkleGame[]> = {
  version: 1,
  empty: [],
  read(value, path) {
    const { games } = object({ version: version(1), games: anyList })(value, path);
    const gamesPath = fieldPath(path, 'games');
    const read = salvage(
      games.map((game, index) => [`${gamesPath}[${index}]`, game]),
      browserGame,
    );
    return { value: read.kept, rejected: read.rejected };
  },
  write: (games) => ({ version: 1, games: games.map(browserFields) }),
};

/** The browser's one-player high score (`pastime.farkle.highScore`): the score alone. */
export const BROWSER_FARKLE_HIGH_SCORE: DocumentFormat<HighScore> = {
  version: 1,
  empty: NO_HIGH_SCORE,
  read(value, path) {
    const { best } = object({ version: version(1), best: integer() })(value, path);
    return { value: { score: best, name: null, date: null }, rejected: [] };
  },
  write: (highScore) => ({ version: 1, best: highScore.score }),
};

/**
 * The terminal's Farkle scores, the file `farkle-scores.json`. One damaged game does not cost the others: it is
 * left out and listed in `rejected` (its path an index of the file's list, oldest first), for the program to keep
 * aside. A file whose version, high score or shape is wrong is not read at all.
 */
export const TERMINAL_FARKLE_SCORES: DocumentFormat<FarkleScores> = {
  version: 1,
  empty: EMPTY_FARKLE_SCORES,
  read(value, path) {
    const { highScore, highScoreName, highScoreDate, games } = object({
      version: version(1),
      highScore: integer(),
      highScoreName: nullable(name),
      highScoreDate: nullable(isoDate),
      games: anyList,
    })(value, path);
    const gamesPath = fieldPath(path, 'games');
    const read = salvage(
      games.map((game, index) => [`${gamesPath}[${index}]`, game]),
      terminalGame,
    );
    return {
      value: { highScore, highScoreName, highScoreDate, games: [...read.kept].reverse() },
      rejected: read.rejected,
    };
  },
  write: (scores) => ({
    version: 1,
    highScore: scores.highScore,
    highScoreName: scores.highScoreName,
    highScoreDate: scores.highScoreDate,
    games: [...scores.games].reverse().map(terminalFields),
  }),
};
