/** `isOver` and `emptyCells`: what a screen asks of a position. */
import { describe, expect, it } from 'vitest';
import { apply, DIRECTIONS, emptyCells, isOver, keepGoing, legalMoves, newGame, undo } from '../src/index.ts';
import type { GameState } from '../src/index.ts';
import { given, grid, sp } from './support/boards.ts';
import { errorOf } from './support/errors.ts';

describe('isOver', () => {
  it('is false while the game is playing', () => {
    const s = newGame({ seed: 'over' });
    expect(s.status).toBe('playing');
    expect(isOver(s)).toBe(false);
  });

  it('is true on a lost board, from the start or after the move that fills it', () => {
    expect(isOver(given('2 4\n4 2'))).toBe(true);
    const filled = apply(given('2 4\n0 8', [sp(1, 1, 2)]), 'left');
    expect(filled.status).toBe('lost');
    expect(isOver(filled)).toBe(true);
  });

  it('is true after a winning move with stopOnWin, false again once the player keeps going or undoes it', () => {
    const won = apply(given('4 4 0\n0 0 0\n0 0 0', [], { winValue: 8 }), 'left');
    expect(won.status).toBe('won');
    expect(isOver(won)).toBe(true);
    expect(isOver(keepGoing(won))).toBe(false);
    expect(isOver(undo(won))).toBe(false);
  });

  it('is false after a win without stopOnWin: play goes on', () => {
    const s = apply(given('4 4 0\n0 0 0\n0 0 0', [sp(2, 2, 2)], { winValue: 8, stopOnWin: false }), 'left');
    expect(s.status).toBe('won-continue');
    expect(isOver(s)).toBe(false);
  });

  it('agrees with legalMoves on every position of seeded games', () => {
    for (let game = 0; game < 20; game++) {
      let s: GameState = newGame({ size: 3, seed: `over-${game}`, winValue: 64 });
      for (let step = 0; step < 2000; step++) {
        expect(isOver(s)).toBe(legalMoves(s).length === 0);
        if (isOver(s)) break;
        s = apply(s, legalMoves(s)[step % legalMoves(s).length] ?? 'up');
      }
      expect(isOver(s)).toBe(true);
    }
  });

  it('rejects what is not a game state', () => {
    expect(errorOf(() => isOver({ ...newGame({ seed: 1 }) })).code).toBe('invalid-state');
  });
});

describe('emptyCells', () => {
  it('lists the empty cells in reading order', () => {
    expect(emptyCells(given('2 0 4\n0 8 0\n16 0 0'))).toEqual([
      { row: 0, col: 1 },
      { row: 1, col: 0 },
      { row: 1, col: 2 },
      { row: 2, col: 1 },
      { row: 2, col: 2 },
    ]);
  });

  it('is every cell of an empty board and none of a full one', () => {
    const empty = emptyCells(newGame({ board: grid('0 0\n0 0') }));
    expect(empty).toEqual([
      { row: 0, col: 0 },
      { row: 0, col: 1 },
      { row: 1, col: 0 },
      { row: 1, col: 1 },
    ]);
    expect(emptyCells(given('2 4\n4 2'))).toEqual([]);
  });

  it('is exactly the cells the board shows as 0, after every move of a seeded game', () => {
    let s: GameState = newGame({ size: 5, seed: 'empty' });
    for (let step = 0; step < 300 && !isOver(s); step++) {
      const zeros = s.board.flatMap((row, r) => row.flatMap((v, c) => (v === 0 ? [{ row: r, col: c }] : [])));
      expect(emptyCells(s)).toEqual(zeros);
      expect(emptyCells(s)).toHaveLength(25 - s.tiles.length);
      s = apply(s, DIRECTIONS[step % 4] ?? 'up');
    }
  });

  it('returns a new list each time: changing it changes nothing in the game', () => {
    const s = newGame({ seed: 'fresh' });
    const cells = emptyCells(s);
    cells.length = 0;
    expect(emptyCells(s)).toHaveLength(14);
  });
});
