/** Test plan §9 (I1–I15): full-board moves with scripted spawns. */
import { describe, expect, it } from 'vitest';
import { canMove, legalMoves, move, serialize } from '../src/index.ts';
import { given, grid, rows, sp } from './support/boards.ts';
import { errorOf } from './support/errors.ts';

describe('integration: full board moves', () => {
  it('I1: simple slide with spawn', () => {
    // I1: in the seed the only tile already sits at the left edge, so Left changes nothing: by rule 9 (§3) that
    // is a no-op with no spawn. The rule wins (SPEC-NOTES, first paragraph). The literal case is checked as a
    // no-op, and the slide it means is checked with the tile starting at the right edge.
    const literal = given(
      `2 0 0 0
       0 0 0 0
       0 0 0 0
       0 0 0 0`,
      [sp(0, 1, 2)],
    );
    expect(move(literal, 'left')).toBe(literal);
    expect(literal.spawnScript).toEqual([sp(0, 1, 2)]);

    const start = given(
      `0 0 0 2
       0 0 0 0
       0 0 0 0
       0 0 0 0`,
      [sp(0, 1, 2)],
    );
    const end = move(start, 'left');
    expect(rows(end)).toEqual(
      grid(`2 2 0 0
            0 0 0 0
            0 0 0 0
            0 0 0 0`),
    );
    expect(end.score - start.score).toBe(0);
    expect(end.status).toBe('playing');
    expect(end.lastMove?.spawn).toEqual(sp(0, 1, 2));
  });

  it('I2: merge then spawn', () => {
    const start = given(
      `2 2 0 0
       0 0 0 0
       0 0 0 0
       0 0 0 0`,
      [sp(1, 3, 2)],
    );
    const end = move(start, 'left');
    expect(rows(end)).toEqual(
      grid(`4 0 0 0
            0 0 0 2
            0 0 0 0
            0 0 0 0`),
    );
    expect(end.score - start.score).toBe(4);
    expect(end.status).toBe('playing');
  });

  it('I3: two merges on different rows', () => {
    const start = given(
      `2 2 0 0
       4 4 0 0
       0 0 0 0
       0 0 0 0`,
      [sp(2, 2, 2)],
    );
    const end = move(start, 'left');
    expect(rows(end)).toEqual(
      grid(`4 0 0 0
            8 0 0 0
            0 0 2 0
            0 0 0 0`),
    );
    expect(end.score - start.score).toBe(12);
    expect(end.status).toBe('playing');
  });

  it('I4: a no-op must not spawn nor consume the script', () => {
    const start = given(
      `2 4 8 16
       32 64 128 256
       2 4 8 16
       32 64 128 256`,
      [sp(0, 0, 2)],
    );
    const end = move(start, 'left');
    expect(end).toBe(start);
    expect(rows(end)).toEqual(
      grid(`2 4 8 16
            32 64 128 256
            2 4 8 16
            32 64 128 256`),
    );
    expect(end.score).toBe(0);
    // I4: the seed says Playing, but this board is full with no equal neighbours: no move changes it, so it is
    // Lost from the start (SPEC-NOTES, C13). The no-op and the untouched script are what this case is about.
    expect(end.status).toBe('lost');
    expect(end.spawnScript).toEqual([sp(0, 0, 2)]);
  });

  it('I5: rightward merge order, no double merge', () => {
    const start = given(
      `0 2 2 2
       0 0 0 0
       0 0 0 0
       0 0 0 0`,
      [sp(1, 1, 2)],
    );
    const end = move(start, 'right');
    expect(rows(end)).toEqual(
      grid(`0 0 2 4
            0 2 0 0
            0 0 0 0
            0 0 0 0`),
    );
    expect(end.score - start.score).toBe(4);
  });

  it('I6: up move with vertical merges', () => {
    const start = given(
      `2 0 2 0
       2 0 2 0
       0 0 0 0
       0 0 0 0`,
      [sp(3, 3, 4)],
    );
    const end = move(start, 'up');
    expect(rows(end)).toEqual(
      grid(`4 0 4 0
            0 0 0 0
            0 0 0 0
            0 0 0 4`),
    );
    expect(end.score - start.score).toBe(8);
  });

  it('I7: down move with stacked merges and compression', () => {
    // I7: the seed's final board shows the spawn {0,1,2} at (0,0); the spawn goes to row 0, col 1
    // (SPEC-NOTES, errata I7/C08).
    const start = given(
      `2 0 2 0
       0 0 2 0
       2 0 0 0
       2 0 2 0`,
      [sp(0, 1, 2)],
    );
    const end = move(start, 'down');
    expect(rows(end)).toEqual(
      grid(`0 2 0 0
            0 0 0 0
            2 0 2 0
            4 0 4 0`),
    );
    expect(end.score - start.score).toBe(8);
    expect(end.lastMove?.spawn).toEqual(sp(0, 1, 2));
  });

  it('I8: each tile merges at most once', () => {
    const start = given(
      `2 2 4 0
       0 0 0 0
       0 0 0 0
       0 0 0 0`,
      [sp(0, 3, 2)],
    );
    const end = move(start, 'left');
    expect(rows(end)).toEqual(
      grid(`4 4 0 2
            0 0 0 0
            0 0 0 0
            0 0 0 0`),
    );
    expect(end.score - start.score).toBe(4);
  });

  it('I9: spawn placement uses the script strictly', () => {
    const start = given(
      `4 0 0 0
       0 0 0 0
       0 0 0 0
       0 0 0 0`,
      [sp(3, 3, 4)],
    );
    const end = move(start, 'right');
    expect(rows(end)).toEqual(
      grid(`0 0 0 4
            0 0 0 0
            0 0 0 0
            0 0 0 4`),
    );
    expect(end.score - start.score).toBe(0);
  });

  it('I10: several merges per row, one per tile', () => {
    const start = given(
      `2 2 2 2
       4 0 4 4
       0 0 0 0
       0 0 0 0`,
      [sp(2, 3, 2)],
    );
    const end = move(start, 'left');
    expect(rows(end)).toEqual(
      grid(`4 4 0 0
            8 4 0 0
            0 0 0 2
            0 0 0 0`),
    );
    expect(end.score - start.score).toBe(16);
  });

  it('I11: win with stopOnWin = true: status won, no spawn', () => {
    const start = given(
      `1024 1024 0 0
       0 0 0 0
       0 0 0 0
       0 0 0 0`,
      [sp(3, 3, 2)],
      { stopOnWin: true, winValue: 2048 },
    );
    const end = move(start, 'left');
    expect(rows(end)).toEqual(
      grid(`2048 0 0 0
            0 0 0 0
            0 0 0 0
            0 0 0 0`),
    );
    expect(end.score - start.score).toBe(2048);
    expect(end.status).toBe('won');
    expect(end.won).toBe(true);
    expect(end.lastMove?.spawn).toBeNull();
    expect(end.spawnScript).toEqual([sp(3, 3, 2)]);
    // Terminal: no further input changes it.
    expect(move(end, 'right')).toBe(end);
    expect(legalMoves(end)).toEqual([]);
  });

  it('I12: win with stopOnWin = false: status won-continue, the spawn is used', () => {
    const start = given(
      `1024 1024 0 0
       0 0 0 0
       0 0 0 0
       0 0 0 0`,
      [sp(3, 3, 2)],
      { stopOnWin: false },
    );
    const end = move(start, 'left');
    expect(rows(end)).toEqual(
      grid(`2048 0 0 0
            0 0 0 0
            0 0 0 0
            0 0 0 2`),
    );
    expect(end.score - start.score).toBe(2048);
    expect(end.status).toBe('won-continue');
    expect(end.spawnScript).toEqual([]);
  });

  it('I13: lose detection: a full board with no equal neighbours is lost', () => {
    const start = given(
      `2 4 2 4
       4 2 4 2
       2 4 2 4
       4 2 4 2`,
    );
    expect(canMove(start)).toBe(false);
    expect(legalMoves(start)).toEqual([]);
    expect(start.status).toBe('lost');
  });

  it('I14: a no-op does not consume the spawn script', () => {
    const start = given(
      `2 4 8 16
       0 0 0 0
       0 0 0 0
       0 0 0 0`,
      [sp(1, 1, 2), sp(2, 2, 4)],
    );
    const end = move(start, 'up');
    expect(end).toBe(start);
    expect(rows(end)).toEqual(grid(`2 4 8 16\n0 0 0 0\n0 0 0 0\n0 0 0 0`));
    expect(end.spawnScript).toEqual([sp(1, 1, 2), sp(2, 2, 4)]);
  });

  it('I15: scripted spawns are consumed in order, one per state-changing move', () => {
    // I15: the seed's final board does not follow the move rule: Down brings the 4 to (3,0) and the 2 spawned
    // at (0,3) to (3,3), so its second spawn {3,0,4} targets an occupied cell. The rule wins (SPEC-NOTES,
    // first paragraph), and a spawn on an occupied cell is rejected (SPEC-NOTES, C10). Checked both ways.
    const start = given(
      `2 2 0 0
       0 0 0 0
       0 0 0 0
       0 0 0 0`,
      [sp(0, 3, 2), sp(3, 0, 4)],
    );
    const afterLeft = move(start, 'left');
    expect(rows(afterLeft)).toEqual(grid(`4 0 0 2\n0 0 0 0\n0 0 0 0\n0 0 0 0`));
    expect(afterLeft.spawnScript).toEqual([sp(3, 0, 4)]);
    const before = serialize(afterLeft);
    const error = errorOf(() => move(afterLeft, 'down'));
    expect([error.code, error.field]).toEqual(['invalid-spawn', 'spawnScript[1]']);
    expect(serialize(afterLeft)).toBe(before);

    // The same sequence with the second spawn on a free cell.
    const fixed = given(
      `2 2 0 0
       0 0 0 0
       0 0 0 0
       0 0 0 0`,
      [sp(0, 3, 2), sp(0, 0, 4)],
    );
    const end = move(move(fixed, 'left'), 'down');
    expect(rows(end)).toEqual(
      grid(`4 0 0 0
            0 0 0 0
            0 0 0 0
            4 0 0 2`),
    );
    expect(end.score).toBe(4);
    expect(end.spawnScript).toEqual([]);
    expect(end.moves).toBe(2);
  });
});
