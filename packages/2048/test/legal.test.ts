/** Test plan §14 (LGL1–LGL3): legal moves and lose detection. */
import { describe, expect, it } from 'vitest';
import { canMove, DIRECTIONS, init, legalMoves, move } from '../src/index.ts';
import { given } from './support/boards.ts';

describe('legal moves', () => {
  it('LGL1: on an empty board no direction changes anything, so no move is legal', () => {
    // LGL1: legal moves are exactly the directions that change the board (SPEC-NOTES, decisions). An empty
    // board therefore has none and, like any board without a legal move, is lost (SPEC-NOTES, C13).
    const s = given('0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0');
    expect(legalMoves(s)).toEqual([]);
    expect(canMove(s)).toBe(false);
    expect(s.status).toBe('lost');
    for (const d of DIRECTIONS) expect(move(s, d)).toBe(s);
  });

  it('LGL1: a single tile in the middle can go every way', () => {
    expect(legalMoves(given('0 0 0 0\n0 2 0 0\n0 0 0 0\n0 0 0 0'))).toEqual(['up', 'down', 'left', 'right']);
  });

  it('LGL2: first row 2 2 4 8 → {left, right, down}; up is the only no-op', () => {
    // LGL2: the seed says "Up/Down may be no-ops"; Down moves the whole row down, so legal moves are
    // {left, right, down} (SPEC-NOTES, LGL2).
    const s = given('2 2 4 8\n0 0 0 0\n0 0 0 0\n0 0 0 0', [{ row: 1, col: 1, value: 2 }]);
    expect(legalMoves(s)).toEqual(['down', 'left', 'right']);
    expect(move(s, 'up')).toBe(s);
    for (const d of ['down', 'left', 'right'] as const) expect(move(s, d)).not.toBe(s);
  });

  it('LGL3: no moves available → lost (see I13)', () => {
    const s = given('2 4 2 4\n4 2 4 2\n2 4 2 4\n4 2 4 2');
    expect(legalMoves(s)).toEqual([]);
    expect(canMove(s)).toBe(false);
    expect(s.status).toBe('lost');
  });

  it('LGL: a full board with one pair allows exactly the moves along the pair', () => {
    const horizontal = given('2 2 4 8\n4 8 16 32\n8 16 32 64\n16 32 64 128');
    expect(legalMoves(horizontal)).toEqual(['left', 'right']);
    const vertical = given('2 4 8 16\n2 8 16 32\n8 16 32 64\n16 32 64 128');
    expect(legalMoves(vertical)).toEqual(['up', 'down']);
    expect(canMove(vertical)).toBe(true);
  });

  it('LGL: won with stopOnWin allows no move until keep going', () => {
    const won = move(
      given('1024 1024 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0', [{ row: 3, col: 3, value: 2 }]),
      'left',
    );
    expect(won.status).toBe('won');
    expect(legalMoves(won)).toEqual([]);
    expect(canMove(won)).toBe(false);
  });

  it('LGL: canMove agrees with legalMoves on random boards', () => {
    for (let seed = 0; seed < 300; seed++) {
      let s = init({ seed, size: 2 + (seed % 3) });
      for (let i = 0; i < 30; i++) {
        expect(canMove(s)).toBe(legalMoves(s).length > 0);
        const legal = legalMoves(s);
        for (const d of DIRECTIONS) expect(move(s, d) !== s).toBe(legal.includes(d));
        const next = legal[i % Math.max(1, legal.length)];
        if (next === undefined) break;
        s = move(s, next);
      }
    }
  });
});
