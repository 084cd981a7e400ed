import {
  integer,
  isoDate,
  list,
  MAX_ID_LENGTH,
  nullable,
  object,
  TERMINAL_SCORES_2048,
  text,
  version,
  type DocumentFormat,
  type FinishedGame2048,
  type Records2048,
} from '@pastime/app-core';
import type { DocumentKind } from '../storage/store.ts';

/** A finished 2048 game (000 §3.1: when a game ends its score is saved). */
export type GameRecord2048 = FinishedGame2048;

/** Best score per board size and the finished games, newest first (the file keeps them oldest first). */
export type Scores2048 = Records2048;

/** `2048-scores.json`, in the format of `@pastime/app-core`, whose rules both apps follow. */
export const SCORES_2048: DocumentKind<Scores2048> = {
  file: '2048-scores.json',
  description: 'The 2048 scores file',
  format: TERMINAL_SCORES_2048,
};

/** An unfinished game as format 1 kept it (read only, to move it to a file of its own: see `storage.ts`). */
export interface SavedGame2048 {
  readonly id: string;
  /** The process playing it right now, or null once that process has ended. */
  readonly pid: number | null;
  readonly savedAt: string;
  /** The engine's `serialize` output. */
  readonly game: string;
}

export interface SavedGames2048 {
  /** Most recently saved last. */
  readonly games: readonly SavedGame2048[];
}

const savedGames = object({
  version: version(1),
  games: list(
    object({
      id: text(MAX_ID_LENGTH),
      pid: nullable(integer(1)),
      savedAt: isoDate,
      // The game itself is checked by the engine's `deserialize` when it is resumed.
      game: text(50_000_000),
    }),
  ),
});

const SAVED_GAMES_FORMAT: DocumentFormat<SavedGames2048> = {
  version: 1,
  empty: { games: [] },
  read: (value, path) => ({ value: { games: savedGames(value, path).games }, rejected: [] }),
  write: (value) => ({ version: 1, games: value.games }),
};

export const SAVED_GAMES_2048: DocumentKind<SavedGames2048> = {
  file: '2048-saved-games.json',
  description: 'The 2048 saved-games file',
  format: SAVED_GAMES_FORMAT,
  // Each game keeps its whole undo history: a long game on a large board takes megabytes.
  maxBytes: 64 * 1024 * 1024,
};
