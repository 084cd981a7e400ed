import type { FinishedFarkleGame, FinishedGame2048 } from '@pastime/app-core';
import type { ComputerLevel } from '@pastime/farkle';
import type { DataStore } from '../storage/store.ts';
import { SCORES_2048 } from '../game2048/documents.ts';
import { FARKLE_SCORES } from '../farkle/documents.ts';
import type { RecordsGame } from './options.ts';

/** A finished 2048 game's record, with its replay code when it has one. */
export type Record2048 = FinishedGame2048 & { readonly replay?: string };
/** A finished Farkle game's record, with its replay code and computer level when it has them. */
export type RecordFarkle = FinishedFarkleGame & {
  readonly replay?: string;
  readonly computerLevel?: ComputerLevel;
};

/** The finished games of the games asked for (the other's are left unread, and empty). */
export interface FinishedGames {
  readonly game2048: readonly Record2048[];
  readonly farkle: readonly RecordFarkle[];
}

/** Reads the scores files of `game` (both when undefined); a file that cannot be read is reported by the store. */
export function readFinishedGames(store: DataStore, game: RecordsGame | undefined): FinishedGames {
  return {
    game2048: game === 'farkle' ? [] : store.read(SCORES_2048).games,
    farkle: game === '2048' ? [] : store.read(FARKLE_SCORES).games,
  };
}
