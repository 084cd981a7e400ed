/** Why a replay code was refused. */
export type ReplayErrorCode =
  /** Not a replay code at all: characters, length or fields no writer makes. */
  | 'malformed'
  /** The code ends too early. */
  | 'truncated'
  /** The check value does not match the rest: a character was changed, added or left out. */
  | 'check-failed'
  /** A version or game this program does not know. */
  | 'unsupported'
  /** The moves do not make a legal game of the code's configuration. */
  | 'illegal-move'
  /** The moves make a game, but not the result the code claims. */
  | 'wrong-result';

/** A replay code that cannot be played, with a sentence that says what is wrong with it. */
export class ReplayError extends Error {
  override readonly name = 'ReplayError';

  constructor(
    readonly code: ReplayErrorCode,
    message: string,
  ) {
    super(message);
  }
}
