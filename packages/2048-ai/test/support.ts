/** Helpers shared by the tests: states played a few random moves in, and errors caught. */
import { DIRECTIONS, GameError, newGame, legalMoves, apply } from '@pastime/2048';
import type { GameConfig, GameState } from '@pastime/2048';

/** A game of `config` after `moves` moves picked by a small seeded generator among the legal ones. */
export function played(config: GameConfig, moves: number, pickSeed = 1): GameState {
  let state = newGame(config);
  let x = pickSeed | 0 || 1;
  for (let i = 0; i < moves; i++) {
    const legal = legalMoves(state);
    if (legal.length === 0) break;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    state = apply(state, legal[(x >>> 0) % legal.length] ?? DIRECTIONS[0] ?? 'up');
  }
  return state;
}

/** The `GameError` a call throws; anything else it throws is rethrown, and not throwing fails the test. */
export function errorOf(run: () => unknown): GameError {
  try {
    run();
  } catch (e) {
    if (e instanceof GameError) return e;
    throw e;
  }
  throw new Error('expected a GameError');
}
