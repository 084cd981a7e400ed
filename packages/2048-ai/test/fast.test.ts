/**
 * The packed 4×4 fast path against the engine, which stays the source of truth for the rules: the same board, the
 * same points and the same legal moves on random boards (exponents up to 15, 32768) and along random games.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIRECTIONS, newGame, legalMoves, apply } from '@pastime/2048';
import type { Direction, GameState } from '@pastime/2048';
import { exponentAt, pack, transpose, transposed, unpack } from '../src/fast/board.ts';
import { emptyCount, isStuck, moved, placeInEmpty, scoreOf, slide } from '../src/fast/moves.ts';

const RUNS = { numRuns: 400 };

/** A cell: often empty, mostly small tiles so that merges are common, up to 32768. */
const cell = fc.oneof(
  { weight: 4, arbitrary: fc.constant(0) },
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 4 }).map((e) => 2 ** e) },
  { weight: 3, arbitrary: fc.integer({ min: 5, max: 15 }).map((e) => 2 ** e) },
);
const board = fc.array(fc.array(cell, { minLength: 4, maxLength: 4 }), { minLength: 4, maxLength: 4 });
/** Boards made of the largest tiles only, where 16384s and 32768s meet. */
const bigBoard = fc.array(fc.array(fc.constantFrom(0, 8192, 16384, 32768), { minLength: 4, maxLength: 4 }), {
  minLength: 4,
  maxLength: 4,
});

function packed(rows: readonly (readonly number[])[]): { lo: number; hi: number } {
  const p = pack(rows);
  if (p === null) throw new Error('board not packable');
  return p;
}

/** The engine's board after `direction`, before its spawn, and the points it scored (null: a no-op). */
function engineMove(rows: number[][], direction: Direction): { board: number[][]; gained: number } | null {
  const before = newGame({ board: rows, stopOnWin: false, history: false, seed: 1 });
  const after = apply(before, direction);
  if (after === before) return null;
  const last = after.lastMove;
  if (last === null) throw new Error('a move without a record');
  const out = after.board.map((row) => [...row]);
  if (last.spawn !== null) (out[last.spawn.row] as number[])[last.spawn.col] = 0;
  return { board: out, gained: last.scoreGained };
}

/** A 65536 is beyond a nibble: the fast path keeps a 32768 there (see tables.ts). */
function capped(rows: number[][]): number[][] {
  return rows.map((row) => row.map((v) => Math.min(v, 32768)));
}

function checkMove(rows: number[][], direction: Direction): void {
  const { lo, hi } = packed(rows);
  const code = DIRECTIONS.indexOf(direction);
  const expected = engineMove(rows, direction);
  const changed = slide(lo, hi, code);
  expect(changed).toBe(expected !== null);
  if (expected === null) {
    expect(unpack(moved.lo, moved.hi)).toEqual(rows);
    expect(scoreOf(lo, hi, code)).toBe(0);
  } else {
    expect(unpack(moved.lo, moved.hi)).toEqual(capped(expected.board));
    expect(scoreOf(lo, hi, code)).toBe(expected.gained);
  }
}

describe('packing', () => {
  it('pack and unpack are inverse on every 4×4 board with tiles up to 32768', () => {
    fc.assert(
      fc.property(board, (rows) => {
        const { lo, hi } = packed(rows);
        expect(unpack(lo, hi)).toEqual(rows);
        for (let i = 0; i < 16; i++) {
          const v = rows[Math.floor(i / 4)]?.[i % 4] ?? 0;
          expect(exponentAt(lo, hi, i)).toBe(v === 0 ? 0 : Math.log2(v));
        }
      }),
      RUNS,
    );
  });

  it('refuses boards it cannot hold: another size, or a tile of 65536 or more', () => {
    expect(pack([[2, 4, 8]])).toBeNull();
    expect(
      pack([
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ]),
    ).toBeNull();
    expect(
      pack([
        [65536, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ]),
    ).toBeNull();
    expect(
      pack([
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 2 ** 53],
      ]),
    ).toBeNull();
    expect(
      pack([
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 32768],
      ]),
    ).not.toBeNull();
  });

  it('transpose swaps rows and columns, and twice gives the board back', () => {
    fc.assert(
      fc.property(board, (rows) => {
        const { lo, hi } = packed(rows);
        transpose(lo, hi);
        const t = { ...transposed };
        expect(unpack(t.lo, t.hi)).toEqual(rows.map((_, r) => rows.map((row) => row[r])));
        transpose(t.lo, t.hi);
        expect(transposed).toEqual({ lo, hi });
      }),
      RUNS,
    );
  });
});

describe('moves match the engine', () => {
  it('on random boards: the same board, the same points, the same legality, every direction', () => {
    fc.assert(
      fc.property(board, (rows) => {
        for (const d of DIRECTIONS) checkMove(rows, d);
      }),
      RUNS,
    );
  });

  it('at the top of a nibble: 16384s making 32768s, and 32768s meeting (kept at 32768, scoring 65536)', () => {
    fc.assert(
      fc.property(bigBoard, (rows) => {
        for (const d of DIRECTIONS) checkMove(rows, d);
      }),
      RUNS,
    );
    const top = [
      [32768, 32768, 16384, 16384],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ];
    const { lo, hi } = packed(top);
    expect(slide(lo, hi, DIRECTIONS.indexOf('left'))).toBe(true);
    expect(unpack(moved.lo, moved.hi)[0]).toEqual([32768, 32768, 0, 0]);
    expect(scoreOf(lo, hi, DIRECTIONS.indexOf('left'))).toBe(65536 + 32768);
  });

  it('legal moves, stuck boards and empty cells agree with the engine', () => {
    fc.assert(
      fc.property(board, (rows) => {
        const state = newGame({ board: rows, stopOnWin: false, history: false, seed: 1 });
        const { lo, hi } = packed(rows);
        const legal = DIRECTIONS.filter((_, code) => slide(lo, hi, code));
        expect(legal).toEqual(legalMoves(state));
        expect(isStuck(lo, hi)).toBe(state.status === 'lost');
        expect(emptyCount(lo, hi)).toBe(rows.flat().filter((v) => v === 0).length);
      }),
      RUNS,
    );
  });

  it('along random games: every move and every spawn (placed through the fast path) give the engine board', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.array(fc.constantFrom(...DIRECTIONS), { minLength: 50, maxLength: 400 }),
        (seed, directions) => {
          let state: GameState = newGame({ seed, stopOnWin: false, history: false });
          let { lo, hi } = packed(state.board);
          for (const d of directions) {
            const next = apply(state, d);
            const changed = slide(lo, hi, DIRECTIONS.indexOf(d));
            expect(changed).toBe(next !== state);
            if (next === state) continue;
            const spawn = next.lastMove?.spawn;
            if (spawn === undefined || spawn === null) throw new Error('a move without a spawn');
            // The spawn's cell as the n-th empty cell of the moved board, in reading order.
            const at = spawn.row * 4 + spawn.col;
            let nth = 0;
            for (let i = 0; i < at; i++) if (exponentAt(moved.lo, moved.hi, i) === 0) nth++;
            placeInEmpty(moved.lo, moved.hi, nth, Math.log2(spawn.value));
            ({ lo, hi } = moved);
            expect(unpack(lo, hi)).toEqual(next.board);
            expect({ lo, hi }).toEqual(packed(next.board));
            state = next;
            if (state.status === 'lost') break;
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
