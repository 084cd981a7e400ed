/**
 * The game in progress as stored: the engine's own save text plus the app's id and start date for the game.
 * Loading goes through the engine's `deserialize`, which checks everything, so a damaged save is refused whole.
 */
import { deserialize, serialize, type GameState } from '@pastime/2048';
import { isoDate, object, string, version } from '../storage/validate.ts';
import { StoredValueError } from '../storage/validate.ts';

export const GAME_KEY = '2048.game';
export const SAVED_GAME_VERSION = 1;
/**
 * Longest engine save stored, in characters. A save holds every undo step, so a very long game on a big board
 * could outgrow the browser's few megabytes; past this budget the oldest undo steps are left out.
 */
export const MAX_SAVE_CHARS = 1_000_000;

export interface SavedGame {
  readonly id: string;
  readonly startedAt: string;
  readonly state: GameState;
}

export interface StoredGame {
  readonly version: typeof SAVED_GAME_VERSION;
  readonly id: string;
  readonly startedAt: string;
  /** `serialize(state)` of the engine. */
  readonly save: string;
}

export function parseSavedGame(value: unknown): SavedGame {
  const root = object(value, 'game');
  version(root.version, 'game.version', SAVED_GAME_VERSION);
  const id = string(root.id, 'game.id', 64);
  const startedAt = isoDate(root.startedAt, 'game.startedAt');
  const save = string(root.save, 'game.save', Infinity);
  let state: GameState;
  try {
    state = deserialize(save);
  } catch (error) {
    throw new StoredValueError(`game.save: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { id, startedAt, state };
}

export function storedGame(game: SavedGame, maxChars = MAX_SAVE_CHARS): StoredGame {
  return {
    version: SAVED_GAME_VERSION,
    id: game.id,
    startedAt: game.startedAt,
    save: fitSave(game.state, maxChars),
  };
}

/**
 * The engine save of `state`, at most `maxChars` long when leaving out its oldest undo steps (and farthest redo
 * steps) can make it so; the engine's `maxUndo` keeps the rest exact.
 */
export function fitSave(state: GameState, maxChars: number): string {
  let save = serialize(state);
  let keep = Math.max(state.undoDepth, state.redoDepth);
  // Each try keeps a little less than the share of steps that fits, so one or two tries are enough.
  while (save.length > maxChars && keep > 0) {
    keep = Math.floor(keep * Math.min(0.95, maxChars / save.length));
    save = serialize(state, { maxUndo: keep });
  }
  return save;
}
