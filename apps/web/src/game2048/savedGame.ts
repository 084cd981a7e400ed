/**
 * The 2048 games in progress as stored: one key per game (`2048.saved.<id>`, see `storage/savedGames.ts`) with the
 * engine's own save text plus the app's id, start date and last-played date. Loading goes through the engine's
 * `deserialize`, which checks everything, so a damaged save is refused whole. Earlier versions kept a single game
 * under `2048.game`; it is moved to its own key when found.
 */
import { deserialize, serialize, type GameState } from '@pastime/2048';
import {
  convert,
  isoDate,
  MAX_ID_LENGTH,
  MAX_UNFINISHED_GAMES,
  object,
  refine,
  text,
  version,
} from '@pastime/app-core';
import { isGameId, SavedGames, type SavedEntry } from '../storage/savedGames.ts';
import type { Store } from '../storage/storage.ts';

/** Where each game in progress is kept: the prefix and the game's id. */
export const SAVED_PREFIX = '2048.saved.';
/** The single saved game of earlier versions, read once and moved to `SAVED_PREFIX + id`. */
export const LEGACY_GAME_KEY = '2048.game';
export const LEGACY_GAME_VERSION = 1;
/**
 * Longest engine save stored per game, in characters. A save holds every undo step, so a very long game on a big
 * board could outgrow the browser's storage (about 5 million characters for the whole site, shared by up to
 * `MAX_UNFINISHED` games); past this budget the oldest undo steps are left out.
 */
export const MAX_SAVE_CHARS = 300_000;
/** At most this many games in progress are kept; starting one more sets the least recently played one aside. */
export const MAX_UNFINISHED = MAX_UNFINISHED_GAMES;

export type SavedGame = SavedEntry<GameState>;

export function savedGames(store: Store): SavedGames<GameState> {
  return new SavedGames({ store, prefix: SAVED_PREFIX, load: deserialize });
}

/** The single game of earlier versions, stored as `{ version: 1, id, startedAt, save }`. */
export interface LegacySavedGame {
  readonly id: string;
  readonly startedAt: string;
  readonly save: string;
  readonly state: GameState;
}

const legacyGame = object({
  version: version(LEGACY_GAME_VERSION),
  id: refine(text(MAX_ID_LENGTH), isGameId, 'letters, digits, “-” or “_”'),
  startedAt: isoDate,
  save: text(Infinity),
});

const loadSave = convert(text(Infinity), deserialize);

export function parseLegacySavedGame(value: unknown): LegacySavedGame {
  const { id, startedAt, save } = legacyGame(value, 'game');
  return { id, startedAt, save, state: loadSave(save, 'game.save') };
}

/**
 * Moves the single saved game of earlier versions to a key of its own (kept if the new key already holds the same
 * game further on), then removes the old key. A damaged one is set aside and reported by the store as before.
 * Written before removed, so a crash in between only means doing it again.
 */
export function migrateLegacySave(store: Store, games: SavedGames<GameState>, now: string): void {
  const legacy = store.read(LEGACY_GAME_KEY, parseLegacySavedGame);
  if (!legacy) return;
  const current = games.read(legacy.id);
  if (!current || current.state.moves <= legacy.state.moves) {
    const written = games.write({
      id: legacy.id,
      startedAt: legacy.startedAt,
      updatedAt: now,
      save: legacy.save,
    });
    if (!written) return;
  }
  store.remove(LEGACY_GAME_KEY);
}

/**
 * The engine save of `state`, at most `maxChars` long when leaving out its oldest undo steps (and farthest redo
 * steps) can make it so; the engine's `maxUndo` keeps the rest exact.
 */
export function fitSave(state: GameState, maxChars = MAX_SAVE_CHARS): string {
  let save = serialize(state);
  let keep = Math.max(state.undoDepth, state.redoDepth);
  // Each try keeps a little less than the share of steps that fits, so one or two tries are enough.
  while (save.length > maxChars && keep > 0) {
    keep = Math.floor(keep * Math.min(0.95, maxChars / save.length));
    save = serialize(state, { maxUndo: keep });
  }
  return save;
}
