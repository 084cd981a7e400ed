import { MAX_NAME_LENGTH, MODES } from '@pastime/farkle';
import type { Mode } from '@pastime/farkle';
import type { DocumentKind } from '../storage/store.ts';
import { array, boolean, date, integer, object, oneOf, string } from '../storage/validate.ts';
import type { Json } from '../storage/validate.ts';

/** A name has at most MAX_NAME_LENGTH characters, each at most two UTF-16 code units. */
const NAME_UNITS = 2 * MAX_NAME_LENGTH;

export interface RecordedPlayer {
  readonly name: string;
  readonly computer: boolean;
  readonly score: number;
  readonly turns: number;
}

/** A finished Farkle game. */
export interface FarkleRecord {
  readonly id: string;
  readonly date: string;
  readonly mode: Mode;
  readonly players: readonly RecordedPlayer[];
  /** Index of the winner in two-player games; null in one-player games. */
  readonly winner: number | null;
  /** One-player games: the score beat the high score of the time. */
  readonly newHighScore: boolean;
}

export interface FarkleScores {
  /** The one-player high score (002 §1.3.5, resettable: §1.2.10.f). */
  readonly highScore: number;
  readonly highScoreName: string | null;
  readonly highScoreDate: string | null;
  readonly games: readonly FarkleRecord[];
}

export const MAX_FARKLE_RECORDS = 1000;

function decodePlayer(raw: unknown, field: string): RecordedPlayer {
  const o = object(raw, field);
  return {
    name: string(o['name'], `${field}.name`, NAME_UNITS),
    computer: boolean(o['computer'], `${field}.computer`),
    score: integer(o['score'], `${field}.score`),
    turns: integer(o['turns'], `${field}.turns`),
  };
}

function decodeRecord(raw: unknown, field: string): FarkleRecord {
  const o = object(raw, field);
  const players = array(o['players'], `${field}.players`).map((p, i) =>
    decodePlayer(p, `${field}.players[${i}]`),
  );
  return {
    id: string(o['id'], `${field}.id`, 100),
    date: date(o['date'], `${field}.date`),
    mode: oneOf(o['mode'], `${field}.mode`, MODES),
    players,
    winner:
      o['winner'] === null
        ? null
        : integer(o['winner'], `${field}.winner`, 0, Math.max(0, players.length - 1)),
    newHighScore: boolean(o['newHighScore'], `${field}.newHighScore`),
  };
}

export const FARKLE_SCORES: DocumentKind<FarkleScores> = {
  file: 'farkle-scores.json',
  version: 1,
  description: 'The Farkle scores file',
  empty: () => ({ highScore: 0, highScoreName: null, highScoreDate: null, games: [] }),
  decode(content: Json): FarkleScores {
    return {
      highScore: integer(content['highScore'], 'highScore'),
      highScoreName:
        content['highScoreName'] === null
          ? null
          : string(content['highScoreName'], 'highScoreName', NAME_UNITS),
      highScoreDate:
        content['highScoreDate'] === null ? null : date(content['highScoreDate'], 'highScoreDate'),
      games: array(content['games'], 'games').map((g, i) => decodeRecord(g, `games[${i}]`)),
    };
  },
  encode: (value) => ({
    highScore: value.highScore,
    highScoreName: value.highScoreName,
    highScoreDate: value.highScoreDate,
    games: value.games,
  }),
};
