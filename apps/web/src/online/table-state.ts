/** A position dealt by the server, as the local table draws it. */
import type { PublicFarkleState } from '@pastime/app-core';
import { newGame, type FarkleState } from '@pastime/farkle';

/** Stands in for the seed and generator, which stay on the server: the table reads neither. */
const HIDDEN = { seed: 0, rng: newGame({ mode: 'one-player', seed: 0 }).rng } as const;

export function tableState(shown: PublicFarkleState): FarkleState {
  return { ...shown, ...HIDDEN };
}
