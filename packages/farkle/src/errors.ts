/**
 * What went wrong, as a stable code a caller can switch on:
 * - `invalid-config`: `newGame` was given a bad mode, name, seed or high score.
 * - `invalid-save`: `deserialize` was given text that is not a valid saved game (the message names the field).
 * - `invalid-dice`: a scoring function was given something other than 0 to 6 faces from 1 to 6.
 * - `invalid-action`: `apply` was given something that is not an action.
 * - `game-over`: the game has ended; only `restartGame` or a new game go on from here.
 * - `not-your-turn`: the action names a player whose turn it is not.
 * - `must-roll`: the action needs a roll first (selecting, banking or a hint before the turn's first roll).
 * - `invalid-die`: a die index that is not 0 to 5, is repeated, or names a die locked by an earlier roll.
 * - `invalid-selection`: rolling again or banking with no dice selected or with a die that does not score.
 * - `cannot-bank`: banking with fewer than 300 points in the turn.
 */
export type FarkleErrorCode =
  | 'invalid-config'
  | 'invalid-save'
  | 'invalid-dice'
  | 'invalid-action'
  | 'game-over'
  | 'not-your-turn'
  | 'must-roll'
  | 'invalid-die'
  | 'invalid-selection'
  | 'cannot-bank';

/**
 * The one error class the engine throws. The state the caller holds is never changed by a failed call. Its shape
 * is the 2048 engine's `GameError`'s: a `code`, a `message` that names the problem, and a `field`.
 */
export class FarkleError extends Error {
  readonly code: FarkleErrorCode;
  /** The offending field as a path (such as `players[1].total`) when the error is about one, else null. */
  readonly field: string | null;

  constructor(code: FarkleErrorCode, message: string, field: string | null = null) {
    super(message);
    this.name = 'FarkleError';
    this.code = code;
    this.field = field;
  }

  /**
   * What is wrong, without the field it is about (`must be at most 20 characters, got 25`), for a caller that names
   * the field in its own words. A message about a field starts with that field's path.
   */
  get problem(): string {
    return problemOf(this.message, this.field);
  }
}

/** `message` without its leading `field` (and the space after it), when it starts with it. */
export function problemOf(message: string, field: string | null): string {
  return field !== null && message.startsWith(`${field} `) ? message.slice(field.length + 1) : message;
}

/** True when `value` is a `FarkleError` (optionally with the given code). */
export function isFarkleError(value: unknown, code?: FarkleErrorCode): value is FarkleError {
  return value instanceof FarkleError && (code === undefined || value.code === code);
}
