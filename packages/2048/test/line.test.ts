/** Test plan §8 (U1–U8) and §10 (S1–S5): the move rule on single lines. */
import { describe, expect, it } from 'vitest';
import { init, move } from '../src/index.ts';
import type { Direction } from '../src/index.ts';

/**
 * Moves a single line: placed in row 0 of a 4×4 board for left/right, in column 0 for up/down (read top to
 * bottom), with the scripted spawn far from it. Returns the line after the move and the score gained.
 */
function line(cells: number[], direction: Direction): { line: number[]; scoreDelta: number; noOp: boolean } {
  const vertical = direction === 'up' || direction === 'down';
  const board = [0, 1, 2, 3].map((r) =>
    [0, 1, 2, 3].map((c) => (vertical ? (c === 0 ? cells[r] : 0) : r === 0 ? cells[c] : 0) ?? 0),
  );
  const start = init({ board, spawnScript: [{ row: 3, col: 3, value: 2 }] });
  const end = move(start, direction);
  const after = vertical ? end.board.map((row) => row[0] ?? -1) : [...(end.board[0] ?? [])];
  return { line: after, scoreDelta: end.score - start.score, noOp: end === start };
}

describe('U1 pure compression', () => {
  it('U1 L1: [2,0,2,0] left merges across the gap into [4,0,0,0]', () => {
    // U1: the seed shows [2,2,0,0] with no merge; the move rule slides first and then merges, so the two 2s
    // meet and merge (SPEC-NOTES, "The move rule": `[2,0,2,0]` left → `[4,0,0,0]`).
    expect(line([2, 0, 2, 0], 'left')).toEqual({ line: [4, 0, 0, 0], scoreDelta: 4, noOp: false });
  });

  it('U1 L2: [0,0,0,4] left → [4,0,0,0], no score', () => {
    expect(line([0, 0, 0, 4], 'left')).toEqual({ line: [4, 0, 0, 0], scoreDelta: 0, noOp: false });
  });
});

describe('U2 single merge', () => {
  it('U2 L3: [2,2,0,0] left → [4,0,0,0], scoreΔ 4', () => {
    expect(line([2, 2, 0, 0], 'left')).toEqual({ line: [4, 0, 0, 0], scoreDelta: 4, noOp: false });
  });
});

describe('U3 triple with single merge at the side of motion', () => {
  it('U3 L4: [2,2,2,0] left → [4,2,0,0], scoreΔ 4 (no chain merge)', () => {
    expect(line([2, 2, 2, 0], 'left')).toEqual({ line: [4, 2, 0, 0], scoreDelta: 4, noOp: false });
  });
});

describe('U4 double independent merges', () => {
  it('U4 L5: [2,2,4,4] left → [4,8,0,0], scoreΔ 12', () => {
    expect(line([2, 2, 4, 4], 'left')).toEqual({ line: [4, 8, 0, 0], scoreDelta: 12, noOp: false });
  });
});

describe('U5 gapped merges after compression', () => {
  it('U5 L6: [2,0,2,2] left → [4,2,0,0], scoreΔ 4', () => {
    expect(line([2, 0, 2, 2], 'left')).toEqual({ line: [4, 2, 0, 0], scoreDelta: 4, noOp: false });
  });
});

describe('U6 no merge across more than one tile', () => {
  it('U6 L7: [2,4,4,0] left → [2,8,0,0], scoreΔ 8', () => {
    expect(line([2, 4, 4, 0], 'left')).toEqual({ line: [2, 8, 0, 0], scoreDelta: 8, noOp: false });
  });
});

describe('U7 rightward direction symmetry', () => {
  it('U7 L8: [0,2,2,2] right → [0,0,2,4], scoreΔ 4', () => {
    // U7: the seed shows [0,2,4,0]: after merging the rightmost pair into [0,2,0,4] it skips the second
    // compression, which closes the gap toward the side of motion; the rule gives [0,0,2,4] (SPEC-NOTES,
    // "The move rule": `[0,2,2,2]` right → `[0,0,2,4]`).
    expect(line([0, 2, 2, 2], 'right')).toEqual({ line: [0, 0, 2, 4], scoreDelta: 4, noOp: false });
  });

  it('U7: [2,2,2,2] right → [0,0,4,4] (non-greedy)', () => {
    expect(line([2, 2, 2, 2], 'right')).toEqual({ line: [0, 0, 4, 4], scoreDelta: 8, noOp: false });
  });

  it('U7: the same lines in columns: up mirrors left, down mirrors right', () => {
    expect(line([2, 2, 2, 0], 'up')).toEqual({ line: [4, 2, 0, 0], scoreDelta: 4, noOp: false });
    expect(line([0, 2, 2, 2], 'down')).toEqual({ line: [0, 0, 2, 4], scoreDelta: 4, noOp: false });
  });
});

describe('U8 no-op line', () => {
  it('U8 L9: [2,4,8,16] left is unchanged, scoreΔ 0, and registers as a no-op', () => {
    expect(line([2, 4, 8, 16], 'left')).toEqual({ line: [2, 4, 8, 16], scoreDelta: 0, noOp: true });
  });
});

describe('S scoring', () => {
  it('S1: single merge [2,2,0,0] left scores 4', () => {
    expect(line([2, 2, 0, 0], 'left').scoreDelta).toBe(4);
  });

  it('S2: two merges in one line [2,2,4,4] left score 4 + 8 = 12', () => {
    expect(line([2, 2, 4, 4], 'left').scoreDelta).toBe(12);
  });

  it('S3: merges in several rows of one move all count (I10 board: 16)', () => {
    const start = init({
      board: [
        [2, 2, 2, 2],
        [4, 0, 4, 4],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
      spawnScript: [{ row: 2, col: 3, value: 2 }],
    });
    const end = move(start, 'left');
    expect(end.score - start.score).toBe(16);
    expect(end.lastMove?.scoreGained).toBe(16);
  });

  it('S4: a no-op move scores nothing', () => {
    const start = init({
      board: [
        [2, 4, 8, 16],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
      score: 100,
    });
    for (const d of ['left', 'right', 'up'] as const) {
      const end = move(start, d);
      expect(end).toBe(start);
      expect(end.score).toBe(100);
    }
  });

  it('S5: a tile created by a merge does not merge again: [2,2,2,0] left scores 4', () => {
    expect(line([2, 2, 2, 0], 'left')).toEqual({ line: [4, 2, 0, 0], scoreDelta: 4, noOp: false });
  });

  it('S: the score adds to the starting score and spawns score nothing', () => {
    const start = init({
      board: [
        [2, 2, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
      score: 96,
      spawnScript: [{ row: 3, col: 3, value: 4 }],
    });
    expect(move(start, 'left').score).toBe(100);
  });
});
