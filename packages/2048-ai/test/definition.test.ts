/**
 * The fast search against its definition (`definition.ts`: the same expectimax written plainly, on arrays, with a
 * table that never loses an entry): the same value for every root move at a fixed depth, up to floating-point
 * rounding, on positions from seeded games and on crowded boards.
 */
import { describe, expect, it } from 'vitest';
import { pack } from '../src/fast/board.ts';
import { searchFast, searchFastMove } from '../src/fast/search.ts';
import { searchByDefinition } from './definition.ts';
import { played } from './support.ts';

function packedAfter(moves: number, seed: number): { lo: number; hi: number } {
  const state = played({ seed, stopOnWin: false, history: false }, moves, seed);
  const p = pack(state.board);
  if (p === null) throw new Error('not packable');
  return p;
}

/** Boards from seeded random games, early and late (crowded). */
const boards = [
  ...[1, 2, 3, 4, 5, 6].map((seed) => packedAfter(20, seed)),
  ...[7, 8, 9, 10, 11, 12].map((seed) => packedAfter(150, seed)),
  // Crowded, with big tiles: few empty cells, many lines that cannot move.
  { lo: 0x87654321 | 0, hi: 0x00120321 },
  { lo: 0x9a0b1c2d | 0, hi: 0x12345678 },
];

function expectClose(actual: readonly number[], expected: readonly number[]): void {
  expect(actual).toHaveLength(4);
  actual.forEach((value, i) => {
    const other = expected[i] ?? NaN;
    if (Number.isNaN(other)) expect(value).toBeNaN();
    else expect(Math.abs(value - other)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(other)));
  });
}

describe('the fast search and its definition', () => {
  it('give the same values at depths 1 to 3', () => {
    for (const { lo, hi } of boards) {
      for (const depth of [1, 2, 3]) {
        expectClose(searchFast(lo, hi, depth, Infinity).values, searchByDefinition(lo, hi, depth).values);
      }
    }
  });

  it('give the same values at depth 4', () => {
    for (const { lo, hi } of boards.slice(6)) {
      expectClose(searchFast(lo, hi, 4, Infinity).values, searchByDefinition(lo, hi, 4).values);
    }
  });

  it('one root move searched alone has the value the whole search gives it', () => {
    for (const { lo, hi } of boards) {
      for (const depth of [2, 4]) {
        const whole = searchFast(lo, hi, depth, Infinity);
        let nodes = 0;
        for (let direction = 0; direction < 4; direction++) {
          const one = searchFastMove(lo, hi, direction, depth);
          nodes += one.nodes;
          // Exactly: the root moves do not share a table, so searching one alone changes nothing.
          expect(Object.is(one.value, whole.values[direction])).toBe(true);
        }
        expect(nodes).toBe(whole.nodes);
      }
    }
  });
});
