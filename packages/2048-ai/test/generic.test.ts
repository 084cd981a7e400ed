/**
 * The generic board against the engine (the source of truth for the rules) on every size the apps offer, and the
 * generic search against the fast path where both apply.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIRECTIONS, newGame, apply } from '@pastime/2048';
import type { Direction } from '@pastime/2048';
import { pack } from '../src/fast/board.ts';
import { evaluate, searchFast } from '../src/fast/search.ts';
import { slideInto, toExponents, toValues } from '../src/generic/board.ts';
import { evaluateCells, searchGeneric } from '../src/generic/search.ts';

/** A cell: often empty, mostly small tiles, sometimes very large ones (up to 2^53). */
const cell = fc.oneof(
  { weight: 4, arbitrary: fc.constant(0) },
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 4 }).map((e) => 2 ** e) },
  { weight: 2, arbitrary: fc.integer({ min: 5, max: 17 }).map((e) => 2 ** e) },
  { weight: 1, arbitrary: fc.integer({ min: 18, max: 53 }).map((e) => 2 ** e) },
);
const board = fc
  .integer({ min: 3, max: 8 })
  .chain((size) =>
    fc.array(fc.array(cell, { minLength: size, maxLength: size }), { minLength: size, maxLength: size }),
  );

/** A 4×4 board with at most six empty cells (searches stay small) and tiles up to 2048. */
const crowded = fc
  .array(
    fc.integer({ min: 1, max: 11 }).map((e) => 2 ** e),
    { minLength: 10, maxLength: 16 },
  )
  .map((tiles) => {
    const cells = [...tiles, ...new Array<number>(16 - tiles.length).fill(0)];
    return [0, 1, 2, 3].map((r) => cells.slice(4 * r, 4 * r + 4));
  });

function engineAfter(rows: number[][], direction: Direction): { board: number[][]; gained: number } | null {
  const before = newGame({ board: rows, stopOnWin: false, history: false, seed: 1 });
  const after = apply(before, direction);
  if (after === before) return null;
  const board = after.board.map((row) => [...row]);
  const spawn = after.lastMove?.spawn;
  if (spawn !== undefined && spawn !== null) (board[spawn.row] as number[])[spawn.col] = 0;
  return { board, gained: after.lastMove?.scoreGained ?? -1 };
}

describe('generic board', () => {
  it('moves like the engine on random boards from 3×3 to 8×8: the same board, points and legality', () => {
    fc.assert(
      fc.property(board, (rows) => {
        const { size, cells } = toExponents(rows);
        expect(toValues({ size, cells })).toEqual(rows);
        const to = new Uint8Array(cells.length);
        DIRECTIONS.forEach((direction, code) => {
          const expected = engineAfter(rows, direction);
          const gained = slideInto(cells, to, size, code);
          if (expected === null) {
            expect(gained).toBe(-1);
            expect(toValues({ size, cells: to })).toEqual(rows);
          } else {
            expect(gained).toBe(expected.gained);
            expect(toValues({ size, cells: to })).toEqual(expected.board);
          }
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('generic search and fast path agree where both apply', () => {
  it('the same evaluation on 4×4', () => {
    fc.assert(
      fc.property(crowded, (rows) => {
        const packed = pack(rows);
        if (packed === null) throw new Error('not packable');
        expect(evaluate(packed.lo, packed.hi)).toBeCloseTo(evaluateCells(toExponents(rows).cells, 4), 6);
      }),
    );
  });

  it('the same values at depths 2 and 3 when the generic search tries every empty cell', () => {
    fc.assert(
      fc.property(crowded, fc.constantFrom(2, 3), (rows, depth) => {
        const packed = pack(rows);
        if (packed === null) throw new Error('not packable');
        const fast = searchFast(packed.lo, packed.hi, depth, Infinity);
        const generic = searchGeneric(toExponents(rows), depth, Infinity, 16);
        expect(fast.depth).toBe(depth);
        expect(generic.depth).toBe(depth);
        fast.values.forEach((value, i) => {
          const other = generic.values[i] ?? NaN;
          if (Number.isNaN(value)) expect(other).toBeNaN();
          else expect(Math.abs(value - other)).toBeLessThanOrEqual(1e-9 * Math.max(1, value));
        });
      }),
      { numRuns: 40 },
    );
  });
});
