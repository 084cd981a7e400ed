import type { FinishedFarkleGame, FinishedGame2048 } from '@pastime/app-core';
import type { DataStore } from '../storage/store.ts';
import { SCORES_2048 } from '../game2048/documents.ts';
import { FARKLE_SCORES } from '../farkle/documents.ts';
import type { RecordsGame } from './options.ts';

/** The finished games of the games asked for (the other's are left unread, and empty). */
export interface FinishedGames {
  readonly game2048: readonly FinishedGame2048[];
  readonly farkle: readonly FinishedFarkleGame[];
}

/** Reads the scores files of `game` (both when undefined); a file that cannot be read is reported by the store. */
export function readFinishedGames(store: DataStore, game: RecordsGame | undefined): FinishedGames {
  return {
    game2048: game === 'farkle' ? [] : store.read(SCORES_2048).games,
    farkle: game === '2048' ? [] : store.read(FARKLE_SCORES).games,
  };
}
