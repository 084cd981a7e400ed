/** The first names of three functions stay for one more version, as the very same functions as the new names. */
import { describe, expect, it } from 'vitest';
import { apply, init, move, newGame, restart, restartGame } from '../src/index.ts';

describe('deprecated names', () => {
  it('init, move and restart are newGame, apply and restartGame', () => {
    expect(init).toBe(newGame);
    expect(move).toBe(apply);
    expect(restart).toBe(restartGame);
  });

  it('play the same game under either name', () => {
    const board = [
      [2, 2, 0],
      [0, 0, 0],
      [0, 0, 4],
    ];
    const spawnScript = [{ row: 1, col: 1, value: 2 }];
    const before = newGame({ board, spawnScript });
    expect(apply(before, 'left').board).toEqual(move(init({ board, spawnScript }), 'left').board);
    expect(apply(before, 'left').board).toEqual([
      [4, 0, 0],
      [0, 2, 0],
      [4, 0, 0],
    ]);
  });
});
