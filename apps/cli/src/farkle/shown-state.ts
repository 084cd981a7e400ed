/** A Farkle position as a server shows it, made whole for the terminal's views of the table. */
import type { PublicFarkleState } from '@pastime/app-core';
import { newGame, type FarkleState } from '@pastime/farkle';

/** Stands in for the seed and generator, which stay on the server: the views read neither. */
const HIDDEN = { seed: 0, rng: newGame({ mode: 'one-player', seed: 0 }).rng } as const;

export function shownState(shown: PublicFarkleState): FarkleState {
  return { ...shown, ...HIDDEN };
}
