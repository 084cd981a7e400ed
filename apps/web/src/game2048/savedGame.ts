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
    save: fitSave(serialize(game.state), maxChars),
  };
}

/**
 * The engine save, shortened to `maxChars` by leaving out the oldest undo steps when it is longer. The engine's
 * save format lists the undo stack oldest first, each entry a complete position, so any tail of it is valid.
 */
export function fitSave(save: string, maxChars: number): string {
  if (save.length <= maxChars) return save;
  const parsed: unknown = JSON.parse(save);
  if (typeof parsed !== 'object' || parsed === null || !('undo' in parsed) || !Array.isArray(parsed.undo)) {
    return save;
  }
  const undo: unknown[] = parsed.undo;
  let text = save;
  // Drop about as many steps as the excess takes up, so the text is rebuilt a few times, not once per step.
  while (text.length > maxChars && undo.length > 0) {
    const share = Math.max(1, Math.floor((undo.length * (text.length - maxChars)) / text.length));
    undo.splice(0, share);
    text = JSON.stringify(parsed);
  }
  return text;
}
