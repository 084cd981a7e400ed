/**
 * The game in progress, kept so that a reload (or a visit to another screen) continues it exactly. It is the
 * engine's own save text; loading goes through the engine's `deserialize`, which checks every field, so a
 * damaged save is refused whole (set aside and reported by the store) and the player simply starts anew.
 */
import { deserialize, serialize, type FarkleState } from '@pastime/farkle';
import type { Store } from '../storage/storage.ts';
import { object, string, StoredValueError, version } from '../storage/validate.ts';

export const GAME_KEY = 'farkle.game';
export const SAVED_GAME_VERSION = 1 as const;

export interface StoredGame {
  readonly version: typeof SAVED_GAME_VERSION;
  /** `serialize(state)` of the engine. */
  readonly save: string;
}

export function parseSavedGame(value: unknown): FarkleState {
  const root = object(value, 'game');
  version(root.version, 'game.version', SAVED_GAME_VERSION);
  const save = string(root.save, 'game.save', 100_000);
  try {
    return deserialize(save);
  } catch (error) {
    throw new StoredValueError(`game.save: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function storedGame(state: FarkleState): StoredGame {
  return { version: SAVED_GAME_VERSION, save: serialize(state) };
}

/** The saved game to continue, if there is one still being played. */
export function loadSavedGame(store: Store): FarkleState | undefined {
  const state = store.read(GAME_KEY, parseSavedGame);
  return state && state.phase !== 'game-over' ? state : undefined;
}

/** Saves a game in progress; a finished game is removed instead (there is nothing left to continue). */
export function saveGame(store: Store, state: FarkleState): void {
  if (state.phase === 'game-over') store.remove(GAME_KEY);
  else store.write(GAME_KEY, storedGame(state));
}

export function clearSavedGame(store: Store): void {
  store.remove(GAME_KEY);
}
