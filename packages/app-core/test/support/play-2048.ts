/** Seeded 2048 play for the tests and the bench: reproducible games of any length. */
import { apply, keepGoing, legalMoves, type GameState } from '@pastime/2048';
import { play2048, type Game2048 } from '../../src/index.ts';

/** A small generator of indices (a linear congruential one): the same `seed` picks the same moves. */
export function picker(seed: number): (count: number) => number {
  let x = seed >>> 0 || 1;
  return (count) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % count;
  };
}

/** `state` played on by random legal moves (keeping going after a win) for `moves` moves or until lost. */
export function playOn(state: GameState, moves: number, seed = 1): GameState {
  const pick = picker(seed);
  let s = state;
  for (let n = 0; n < moves; n++) {
    if (s.status === 'won') s = keepGoing(s);
    const legal = legalMoves(s);
    const direction = legal[pick(legal.length)];
    if (direction === undefined) break;
    s = apply(s, direction);
  }
  return s;
}

/** The same through the save: a random legal move each time (keeping going after a win). */
export function playGameOn(game: Game2048, moves: number, seed = 1): Game2048 {
  const pick = picker(seed);
  let g = game;
  for (let n = 0; n < moves; n++) {
    if (g.state.status === 'won') g = play2048(g, 'keep-going') ?? g;
    const legal = legalMoves(g.state);
    const direction = legal[pick(legal.length)];
    if (direction === undefined) break;
    g = play2048(g, direction) ?? g;
  }
  return g;
}
