/**
 * The files of the data directory, each a versioned JSON document in the format of `@pastime/app-core` (whose
 * rules both apps follow), and the directories of the games in progress (one file each: see `shelf.ts`).
 */
import {
  integer,
  isoDate,
  list,
  MAX_ID_LENGTH,
  nullable,
  object,
  TERMINAL_FARKLE_SCORES,
  TERMINAL_SCORES_2048,
  text,
  version,
  type DocumentFormat,
  type FarkleScores,
  type FinishedFarkleGame,
  type FinishedGame2048,
  type Records2048,
} from '@pastime/app-core';
import type { DataStore, DocumentKind } from './store.ts';

export const GAMES_DIRECTORY_2048 = '2048-games';
export const FARKLE_GAMES_DIRECTORY = 'farkle-games';

/** `2048-scores.json`: the best score per board size and the finished games (000 §3.1). */
export const SCORES_2048: DocumentKind<Records2048> = {
  file: '2048-scores.json',
  description: 'The 2048 scores file',
  format: TERMINAL_SCORES_2048,
};

/** `farkle-scores.json`: the one-player high score and who made it, and the finished games. */
export const FARKLE_SCORES: DocumentKind<FarkleScores> = {
  file: 'farkle-scores.json',
  description: 'The Farkle scores file',
  format: TERMINAL_FARKLE_SCORES,
};

/** An unfinished game as format 1 kept it (read only, to move it to a file of its own: see `game2048/storage.ts`). */
interface SavedGame2048 {
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

/** The finished games of the games asked for (the other's are left unread, and empty). */
export interface FinishedGames {
  readonly game2048: readonly FinishedGame2048[];
  readonly farkle: readonly FinishedFarkleGame[];
}

/** One game's finished games, or both games' when absent. */
export type RecordsGame = '2048' | 'farkle';

/** Reads the scores files of `game` (both when undefined); a file that cannot be read is reported by the store. */
export function readFinishedGames(store: DataStore, game: RecordsGame | undefined): FinishedGames {
  return {
    game2048: game === 'farkle' ? [] : store.read(SCORES_2048).games,
    farkle: game === '2048' ? [] : takenBack(store, FARKLE_SCORES).games,
  };
}

/** A document read after the records earlier versions set aside that it now takes are put back into it. */
function takenBack<T>(store: DataStore, kind: DocumentKind<T>): T {
  store.takeBackSetAside(kind);
  return store.read(kind);
}
