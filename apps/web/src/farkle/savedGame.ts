/**
 * The Farkle games in progress, kept so that a reload (or a visit to another screen) continues them exactly: one
 * key per game (`farkle.saved.<id>`, see `storage/savedGames.ts`) holding the engine's own save text, so that a
 * second tab never overwrites or drops another tab's game. Loading goes through the engine's `deserialize`, which
 * checks every field, so a damaged save is refused whole (set aside and reported by the store). Earlier versions
 * kept one game under `farkle.game`; it is moved to a key of its own when found.
 */
import { deserialize, serialize, type FarkleState } from '@pastime/farkle';
import { SavedGames } from '../storage/savedGames.ts';
import type { Store } from '../storage/storage.ts';
import { object, string, StoredValueError, version } from '../storage/validate.ts';

export const SAVED_PREFIX = 'farkle.saved.';
/** The single saved game of earlier versions, `{ version: 1, save }`. */
export const LEGACY_GAME_KEY = 'farkle.game';
export const LEGACY_GAME_VERSION = 1 as const;
/** Longest save accepted (a finished two-player game is far shorter). */
const MAX_SAVE_CHARS = 100_000;

export function savedGames(store: Store): SavedGames<FarkleState> {
  return new SavedGames({
    store,
    prefix: SAVED_PREFIX,
    load: (save) => {
      if (save.length > MAX_SAVE_CHARS)
        throw new StoredValueError(`longer than ${MAX_SAVE_CHARS} characters`);
      return deserialize(save);
    },
  });
}

/** The save text of a game. */
export function saveText(state: FarkleState): string {
  return serialize(state);
}

export function parseLegacySavedGame(value: unknown): { readonly save: string; readonly state: FarkleState } {
  const root = object(value, 'game');
  version(root.version, 'game.version', LEGACY_GAME_VERSION);
  const save = string(root.save, 'game.save', MAX_SAVE_CHARS);
  try {
    return { save, state: deserialize(save) };
  } catch (error) {
    throw new StoredValueError(`game.save: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Moves the single saved game of earlier versions to a key of its own under a new id (a finished one is just
 * dropped: there is nothing left to continue), then removes the old key. Written before removed, so a crash in
 * between only means doing it again; a damaged one is set aside and reported by the store as before.
 */
export function migrateLegacySave(
  store: Store,
  games: SavedGames<FarkleState>,
  newId: () => string,
  now: string,
): void {
  const legacy = store.read(LEGACY_GAME_KEY, parseLegacySavedGame);
  if (!legacy) return;
  if (legacy.state.phase !== 'game-over') {
    if (!games.write({ id: newId(), startedAt: now, updatedAt: now, save: legacy.save })) return;
  }
  store.remove(LEGACY_GAME_KEY);
}
