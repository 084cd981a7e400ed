/** The invariant checker used by the property tests and the fuzzer must itself catch broken moves. */
import { describe, expect, it } from 'vitest';
import { init, move } from '../src/index.ts';
import { checkMove, checkState, referenceMove } from './support/invariants.ts';
import { given, grid, sp } from './support/boards.ts';

describe('invariant checker', () => {
  it('the reference model follows the move rule', () => {
    const r = referenceMove(
      [
        [2, 2, 2, 2],
        [0, 2, 2, 2],
        [2, 0, 2, 0],
        [2, 0, 4, 4],
      ],
      'right',
    );
    expect(r.board).toEqual([
      [0, 0, 4, 4],
      [0, 0, 2, 4],
      [0, 0, 0, 4],
      [0, 0, 2, 8],
    ]);
    expect(r.gained).toBe(4 + 4 + 4 + 4 + 8);
    expect(r.merges).toBe(5);
  });

  it('flags a result that is not what the move makes', () => {
    const s = given('2 2 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0', [sp(3, 3, 2), sp(3, 3, 2)]);
    const right = move(s, 'right');
    expect(checkMove(s, 'right', right)).toEqual([]);
    expect(checkMove(s, 'left', right).length).toBeGreaterThan(0);
    expect(checkMove(s, 'up', s).length).toBe(0);
    expect(checkMove(s, 'left', s).length).toBeGreaterThan(0);
  });

  it("flags a spawn that is not the script's next entry, or not the draw from the generator in the state", () => {
    const board = '2 2 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0';
    const scripted = given(board, [sp(3, 3, 2), sp(1, 1, 2)]);
    const otherScript = given(board, [sp(1, 1, 2), sp(3, 3, 2)]);
    expect(checkMove(scripted, 'left', move(scripted, 'left'))).toEqual([]);
    expect(checkMove(scripted, 'left', move(otherScript, 'left'))).toContainEqual(
      expect.stringMatching(/but the script gives/),
    );
    const seeded = init({ board: grid(board), seed: 1 });
    const otherSeed = init({ board: grid(board), seed: 2 });
    expect(checkMove(seeded, 'left', move(seeded, 'left'))).toEqual([]);
    expect(checkMove(seeded, 'left', move(otherSeed, 'left'))).toContain(
      "the generator did not advance by exactly the spawn's draw",
    );
  });

  it('flags a move that lost the undo history, or kept one it should not have', () => {
    const withHistory = given('2 2 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0', [sp(3, 3, 2)]);
    const without = given('2 2 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0', [sp(3, 3, 2)], { history: false });
    expect(checkMove(withHistory, 'left', move(without, 'left'))).toContain(
      'history stacks wrong after a move',
    );
    expect(checkMove(without, 'left', move(withHistory, 'left'))).toContain(
      'history kept although history is off',
    );
    expect(checkState(init({ seed: 1 }))).toEqual([]);
  });
});
