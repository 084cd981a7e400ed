/**
 * What went wrong:
 * - `invalid-config`: an option given to `newGame` (or `serialize`) is out of bounds, of the wrong type, or unknown.
 * - `invalid-spawn`: a scripted spawn targets an occupied cell.
 * - `script-exhausted`: a spawn is needed and the spawn script has no entries left.
 * - `invalid-direction`: `apply` was given something other than up, down, left or right.
 * - `invalid-state`: a function was given something that is not a game made by this engine.
 * - `invalid-save`: `deserialize` was given text that is not a valid, consistent save.
 */
export type GameErrorCode =
  | 'invalid-config'
  | 'invalid-spawn'
  | 'script-exhausted'
  | 'invalid-direction'
  | 'invalid-state'
  | 'invalid-save';

/** The only error the engine throws on bad input. The state the caller holds is never changed. */
export class GameError extends Error {
  override readonly name = 'GameError';
  readonly code: GameErrorCode;
  /** The offending field, as a path such as `board[2][3]`, `spawnScript[0].row` or `current.score`. */
  readonly field: string | null;

  constructor(code: GameErrorCode, message: string, field: string | null = null) {
    super(message);
    this.code = code;
    this.field = field;
  }

  /**
   * What is wrong, without the field it is about (`must be from 2 to 16, got 40`), for a caller that names the field
   * in its own words. A message about a field starts with that field's path.
   */
  get problem(): string {
    const field = this.field;
    return field !== null && this.message.startsWith(`${field} `)
      ? this.message.slice(field.length + 1)
      : this.message;
  }
}

/** True when `value` is a `GameError` (optionally with the given code). */
export function isGameError(value: unknown, code?: GameErrorCode): value is GameError {
  return value instanceof GameError && (code === undefined || value.code === code);
}
