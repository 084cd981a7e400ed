/**
 * The browser's ports for the 2048 game manager of `@pastime/app-core`: the games in progress one `localStorage`
 * key each (`2048.game.<id>`, save format 2), the records (the best scores under `2048.records`, merged, never
 * replaced, so another tab's are kept; the finished games in IndexedDB, arriving through that key), the page's
 * timers, and the search worker for auto-play. What format 1 stored (`2048.saved.<id>`, and the single `2048.game` of the versions
 * before) is upgraded when first found.
 */
import {
  BROWSER_RECORDS_2048,
  Game2048Manager,
  mergeRecords,
  readBrowserEntry2048V1,
  readLegacyGame2048,
  runSeed,
  SAVE_CODEC_2048,
  timerClock,
  type Clock,
  type FinishedGame2048,
  type Game2048,
  type GameShelf,
  type Records2048,
  type Search2048,
  type Settings2048,
} from '@pastime/app-core';
import { notify } from '../shell/notices.tsx';
import type { SeedParam } from '../shell/route.ts';
import { gameId } from '../storage/game-ids.ts';
import { pageHistory, type HistoryShape } from '../storage/history.ts';
import { localStorageShelf } from '../storage/shelf.ts';
import type { Store } from '../storage/storage.ts';
import { loadAutoPlaySettings, loadSettings } from './settings.ts';

/** Where each game in progress is kept: the prefix and the game's id. */
export const GAMES_PREFIX = '2048.game.';
/** Where format 1 kept each game in progress; moved to `GAMES_PREFIX` when found. */
export const SAVED_PREFIX = '2048.saved.';
/** The single saved game of the versions before one key per game; moved when found. */
export const LEGACY_GAME_KEY = '2048.game';

/**
 * The best score per board size and the finished games (newest first) not yet in the database, shared by every
 * tab; earlier versions kept every finished game here.
 */
export const RECORDS_KEY = '2048.records';

/** The 2048 records as the history keeps them: the games apart, the best scores under the key. */
const HISTORY_2048: HistoryShape<Records2048, FinishedGame2048> = {
  kind: '2048',
  format: BROWSER_RECORDS_2048,
  what: 'finished 2048 games',
  entries: (records) => records.games,
  withEntries: (records, games) => ({ ...records, games }),
  merge: mergeRecords,
};

/**
 * The records: the best scores and the finished games. Damaged entries are set aside (kept under a backup key)
 * and the rest kept. One document per store on the page; `source` gives a document of its own over another
 * database (tests).
 */
export const recordsDocument = pageHistory(RECORDS_KEY, 'records', HISTORY_2048, notify);

export interface Open2048Options {
  readonly store: Store;
  /** The run's seed (from `?seed=N`): the first new game's, then `N/2`, `N/3`, …; random games when absent. */
  readonly seed?: SeedParam;
  readonly search?: Search2048;
  /** false: start a new game (with `settings`, else the player's) rather than resume the one played last. */
  readonly resume?: false;
  readonly settings?: Settings2048;
  readonly clock?: Clock;
  readonly newId?: () => string;
}

/**
 * Moves the single saved game of earlier versions to a key of its own (kept if that key holds the same game
 * further on), then removes the old key. Written before removed, so a crash in between only means doing it again.
 */
function moveLegacyGame(store: Store, shelf: GameShelf<Game2048>, now: string): void {
  const legacy = store.read(LEGACY_GAME_KEY, (value) => readLegacyGame2048(value, 'game', now));
  if (!legacy) return;
  const current = shelf.read(legacy.id);
  if (current === undefined || current.save.state.moves <= legacy.save.state.moves) {
    const written = shelf.write({ ...legacy, revision: (current?.revision ?? 0) + 1 }, current?.revision);
    if (written.kind !== 'written') return;
  }
  store.remove(LEGACY_GAME_KEY);
}

/** The 2048 manager over the browser's storage: the game played last resumed, or a new one. */
export function open2048(options: Open2048Options): Game2048Manager {
  const { store, seed, search } = options;
  const clock = options.clock ?? timerClock;
  const shelf = localStorageShelf({
    store,
    prefix: GAMES_PREFIX,
    codec: SAVE_CODEC_2048,
    legacy: { prefix: SAVED_PREFIX, read: readBrowserEntry2048V1 },
  });
  if (store.keys(LEGACY_GAME_KEY).includes(LEGACY_GAME_KEY)) {
    // Listing moves the entries of format 1 first, so the legacy game is compared with its upgraded entry.
    shelf.list();
    moveLegacyGame(store, shelf, new Date(clock.now()).toISOString());
  }
  return new Game2048Manager({
    shelf,
    records: recordsDocument(store),
    clock,
    newId: options.newId ?? (() => gameId()),
    settings: options.settings ?? loadSettings(store),
    ...(options.resume === undefined ? {} : { resume: options.resume }),
    seed: (n) => runSeed(seed, n),
    autoPlaySpeed: loadAutoPlaySettings(store).speed,
    // A second tab opens on the game played last: its New Game leaves that game to the first tab.
    sharedGames: true,
    ...(search === undefined ? {} : { search }),
  });
}

/**
 * Follows other tabs (their writes of the games and of the records) and the finished games' arrival from the
 * database. Returns the function that stops.
 */
export function followOtherTabs(manager: Game2048Manager, store: Store): () => void {
  const stopGames = manager.follow();
  const records = recordsDocument(store);
  let following = true;
  void records.ready.then(() => {
    if (following) manager.refreshRecords();
  });
  const stopWatching = records.watch(() => manager.refreshRecords());
  const stopRecords = () => {
    following = false;
    stopWatching();
  };
  return () => {
    stopGames();
    stopRecords();
  };
}
