import { MAX_SIZE, MIN_SIZE, MIN_WIN_VALUE } from '@pastime/2048';
import type { GameSummary } from '@pastime/2048';
import type { DocumentKind } from '../storage/store.ts';
import { DataError, array, boolean, date, integer, object, string } from '../storage/validate.ts';
import type { Json } from '../storage/validate.ts';

/** A finished 2048 game (000 §3.1: when a game ends its score is saved). */
export interface GameRecord2048 extends GameSummary {
  readonly id: string;
  readonly date: string;
}

export interface Scores2048 {
  /** Best score per board size (key: the size). */
  readonly best: Readonly<Record<string, number>>;
  /** Finished games, oldest first, at most `MAX_RECORDS`. */
  readonly games: readonly GameRecord2048[];
}

export const MAX_RECORDS = 1000;

function decodeRecord(raw: unknown, field: string): GameRecord2048 {
  const o = object(raw, field);
  return {
    id: string(o['id'], `${field}.id`, 100),
    date: date(o['date'], `${field}.date`),
    size: integer(o['size'], `${field}.size`, MIN_SIZE, MAX_SIZE),
    winValue: integer(o['winValue'], `${field}.winValue`, MIN_WIN_VALUE),
    score: integer(o['score'], `${field}.score`),
    bestTile: integer(o['bestTile'], `${field}.bestTile`),
    moves: integer(o['moves'], `${field}.moves`),
    won: boolean(o['won'], `${field}.won`),
  };
}

export const SCORES_2048: DocumentKind<Scores2048> = {
  file: '2048-scores.json',
  version: 1,
  description: 'The 2048 scores file',
  empty: () => ({ best: {}, games: [] }),
  decode(content: Json): Scores2048 {
    const bestRaw = object(content['best'], 'best');
    const best: Record<string, number> = {};
    for (const [key, value] of Object.entries(bestRaw)) {
      const size = Number(key);
      if (String(size) !== key || !Number.isInteger(size) || size < MIN_SIZE || size > MAX_SIZE)
        throw new DataError(`best.${key}`, `not a board size from ${MIN_SIZE} to ${MAX_SIZE}`);
      best[key] = integer(value, `best.${key}`);
    }
    const games = array(content['games'], 'games').map((g, i) => decodeRecord(g, `games[${i}]`));
    return { best, games };
  },
  encode: (value) => ({ best: value.best, games: value.games }),
};

/** An unfinished game, saved after every change so that it can be resumed next time. */
export interface SavedGame2048 {
  readonly id: string;
  /** The process playing it right now, or null once that process has ended. */
  readonly pid: number | null;
  readonly savedAt: string;
  /** The engine's `serialize` output. */
  readonly game: string;
}

export interface SavedGames2048 {
  /** Most recently saved last, at most `MAX_SAVED_GAMES`. */
  readonly games: readonly SavedGame2048[];
}

export const MAX_SAVED_GAMES = 10;

export const SAVED_GAMES_2048: DocumentKind<SavedGames2048> = {
  file: '2048-saved-games.json',
  version: 1,
  description: 'The 2048 saved-games file',
  empty: () => ({ games: [] }),
  decode(content: Json): SavedGames2048 {
    const games = array(content['games'], 'games').map((raw, i): SavedGame2048 => {
      const field = `games[${i}]`;
      const o = object(raw, field);
      const pid = o['pid'] === null ? null : integer(o['pid'], `${field}.pid`, 1);
      // The game itself is checked by the engine's `deserialize` when it is resumed.
      const game = string(o['game'], `${field}.game`, 50_000_000);
      return {
        id: string(o['id'], `${field}.id`, 100),
        pid,
        savedAt: date(o['savedAt'], `${field}.savedAt`),
        game,
      };
    });
    return { games };
  },
  encode: (value) => ({ games: value.games }),
};
