/**
 * The first names of three functions, kept for one more version. Both engines now use the same words for the
 * same ideas: `newGame` starts a game, `apply` plays an action on it (in 2048, a direction), `restartGame` starts
 * it over.
 */
import { apply, newGame, restartGame } from './game.ts';

/**
 * The first name of {@link newGame}.
 *
 * @deprecated Use `newGame`; `init` will be removed in version 0.2.0.
 */
export const init: typeof newGame = newGame;

/**
 * The first name of {@link apply}.
 *
 * @deprecated Use `apply`; `move` will be removed in version 0.2.0.
 */
export const move: typeof apply = apply;

/**
 * The first name of {@link restartGame}.
 *
 * @deprecated Use `restartGame`; `restart` will be removed in version 0.2.0.
 */
export const restart: typeof restartGame = restartGame;
