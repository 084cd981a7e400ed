/**
 * The Farkle games in progress, kept so that a reload (or a visit to another screen) continues them exactly: one
 * key per game (`farkle.saved.<id>`, see `storage/savedGames.ts`) holding the engine's own save text, so that a
 * second tab never overwrites or drops another tab's game. Loading goes through the engine's `deserialize`, which
 * checks every field, so a damaged save is refused whole (set aside and reported by the store). Earlier versions
 * kept one game under `farkle.game`; it is moved to a key of its own when found.
 */
import { convert, object, text, version } from '@pastime/app-core';
import { deserialize, serialize, type FarkleState } from '@pastime/farkle';
import { SavedGames } from '../storage/savedGames.ts';
import type { Store } from '../storage/storage.ts';

export const SAVED_PREFIX = 'farkle.saved.';
/** The single saved game of earlier versions, `{ version: 1, save }`. */
export const LEGACY_GAME_KEY = 'farkle.game';
export const LEGACY_GAME_VERSION = 1 as const;
/** Longest save accepted (a finished two-player game is far shorter). */
const MAX_SAVE_CHARS = 100_000;

/** A save of at most `MAX_SAVE_CHARS` that the engine loads. */
const loadSave = convert(text(MAX_SAVE_CHARS), deserialize);

export function savedGames(store: Store): SavedGames<FarkleState> {
  return new SavedGames({ store, prefix: SAVED_PREFIX, load: (save) => loadSave(save, 'game.save') });
}

/** The save text of a game. */
export function saveText(state: FarkleState): string {
  return serialize(state);
}

const legacyGame = object({ version: version(LEGACY_GAME_VERSION), save: text(MAX_SAVE_CHARS) });

export function parseLegacySavedGame(value: unknown): { readonly save: string; readonly state: FarkleState } {
  const { save } = legacyGame(value, 'game');
  return { save, state: loadSave(save, 'game.save') };
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
