/**
 * What the browser keeps for Farkle, as the game manager's ports: the games in progress, one key each
 * (`farkle.game.<id>`, save format 2), the one-player high score (`farkle.highScore`, `{ version: 1, best }`)
 * and the finished games (in IndexedDB, arriving through `farkle.games`).
 * Games kept in format 1 (`farkle.saved.<id>`, and the single `farkle.game` of earlier versions) move over when
 * first found; a damaged one is set aside and reported by the store.
 */
import {
  BROWSER_FARKLE_HIGH_SCORE,
  FARKLE_SAVE_CODEC,
  BROWSER_FARKLE_GAMES,
  farkleScoresOfParts,
  mergeFarkleGames,
  type FinishedFarkleGame,
  object,
  text,
  upgradeFarkleEntry,
  upgradeFarkleSave,
  version,
  type FarkleSave,
  type HighScore,
  type FarkleManagerOptions,
  type FarkleScores,
  type GameShelf,
  type StoredDocument,
} from '@pastime/app-core';
import { notify } from '../shell/notices.tsx';
import { storedDocument } from '../storage/documents.ts';
import { pageHistory, type HistoryShape, type HistorySource } from '../storage/history.ts';
import { localStorageShelf } from '../storage/shelf.ts';
import type { Store } from '../storage/storage.ts';

export const GAMES_PREFIX = 'farkle.game.';
/** Games in progress in format 1, one key each. */
export const SAVED_PREFIX = 'farkle.saved.';
/** The single saved game of earlier versions, `{ version: 1, save }`. */
export const LEGACY_GAME_KEY = 'farkle.game';
export const HIGH_SCORE_KEY = 'farkle.highScore';
/**
 * The finished games not yet in the database, `{ version: 1, games }`, newest first (kept apart from the high
 * score, which earlier versions read); earlier versions kept every finished game here.
 */
export const GAMES_KEY = 'farkle.games';

/** The finished games as the history keeps them. */
const FARKLE_HISTORY: HistoryShape<readonly FinishedFarkleGame[], FinishedFarkleGame> = {
  kind: 'farkle',
  format: BROWSER_FARKLE_GAMES,
  what: 'finished Farkle games',
  entries: (games) => games,
  withEntries: (_, games) => games,
  merge: mergeFarkleGames,
};

export function farkleShelf(store: Store): GameShelf<FarkleSave> {
  return localStorageShelf({
    store,
    prefix: GAMES_PREFIX,
    codec: FARKLE_SAVE_CODEC,
    legacy: { prefix: SAVED_PREFIX, read: upgradeFarkleEntry },
  });
}

/** The stored high score as a document of the shared rules. */
export function highScoreDocument(store: Store): StoredDocument<HighScore> {
  return storedDocument(store, HIGH_SCORE_KEY, BROWSER_FARKLE_HIGH_SCORE, 'highScore');
}

/** The finished games as a document of the shared rules: one per store on the page, or over `source` (tests). */
export const farkleGamesDocument = pageHistory(GAMES_KEY, 'games', FARKLE_HISTORY, notify);

/** The high score and the finished games as the shared records see them. */
export function farkleScores(store: Store, source?: HistorySource): StoredDocument<FarkleScores> {
  return farkleScoresOfParts(highScoreDocument(store), farkleGamesDocument(store, source));
}

/**
 * The ports of the page's Farkle manager over `store`: its games, its records, and tabs as writers that may show
 * the same game (a second tab opens on the game played last, and its New Game leaves that game to the first).
 */
export function farklePorts(store: Store): Pick<FarkleManagerOptions, 'shelf' | 'scores' | 'sharedGames'> & {
  readonly shelf: GameShelf<FarkleSave>;
} {
  return { shelf: farkleShelf(store), scores: farkleScores(store), sharedGames: true };
}

const legacyGame = object({ version: version(1), save: text(100_000) });

/**
 * Moves the single saved game of earlier versions onto the shelf under `id` (a finished one is dropped: nothing is
 * left to play), then removes its key: written before removed, so a crash in between only means moving it again.
 */
export function moveLegacyGame(store: Store, shelf: GameShelf<FarkleSave>, id: string, now: string): void {
  const save = store.read(LEGACY_GAME_KEY, (value) => {
    const { save: text } = legacyGame(value, 'game');
    return upgradeFarkleSave(text, 'game.save');
  });
  if (!save) return;
  if (save.state.phase !== 'game-over') {
    const game = { id, startedAt: now, updatedAt: now, revision: 1, save };
    if (shelf.write(game, undefined).kind !== 'written') return;
  }
  store.remove(LEGACY_GAME_KEY);
}
