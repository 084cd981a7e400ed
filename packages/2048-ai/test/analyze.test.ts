/** The contract of `analyze`: what other code relies on. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIRECTIONS, GameError, newGame, keepGoing, legalMoves, apply, serialize } from '@pastime/2048';
import type { GameState } from '@pastime/2048';
import { analyze } from '../src/index.ts';
import { pack } from '../src/fast/board.ts';
import { searchFast } from '../src/fast/search.ts';
import { toExponents } from '../src/generic/board.ts';
import { searchGeneric } from '../src/generic/search.ts';
import type { Analysis } from '../src/index.ts';
import { errorOf, played } from './support.ts';

/** Checks what every analysis of a state with legal moves must be. */
function checkAnalysis(state: GameState, a: Analysis): void {
  const legal = legalMoves(state);
  expect(legal.length).toBeGreaterThan(0);
  expect(a.best).not.toBeNull();
  expect(legal).toContain(a.best);
  expect(a.moves.map((m) => m.direction).sort()).toEqual([...legal].sort());
  expect(a.moves[0]?.direction).toBe(a.best);
  for (let i = 1; i < a.moves.length; i++) {
    expect(a.moves[i - 1]?.value ?? NaN).toBeGreaterThanOrEqual(a.moves[i]?.value ?? NaN);
  }
  for (const m of a.moves) expect(Number.isFinite(m.value)).toBe(true);
  expect(a.depth).toBeGreaterThanOrEqual(1);
  expect(a.nodes).toBeGreaterThanOrEqual(legal.length);
}

const stuck = [
  [2, 4, 2, 4],
  [4, 2, 4, 2],
  [2, 4, 2, 4],
  [4, 2, 4, 2],
];

describe('analyze', () => {
  it('gives a legal best move and a value for every legal move, on random states of every size (3–8)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 8 }),
        fc.integer(),
        fc.integer({ min: 0, max: 300 }),
        fc.constantFrom(1, 2),
        (size, seed, moves, depth) => {
          const state = played({ size, seed, stopOnWin: false }, moves, seed);
          if (legalMoves(state).length === 0) return;
          const a = analyze(state, { depth });
          checkAnalysis(state, a);
          expect(a.depth).toBe(depth);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('searches every board size the apps offer with a time budget', () => {
    for (let size = 3; size <= 8; size++) {
      const state = played({ size, seed: size }, 20);
      checkAnalysis(state, analyze(state, { timeMs: 5 }));
    }
  });

  it('answers null with no moves when no move is legal (lost)', () => {
    const lost = newGame({ board: stuck });
    expect(lost.status).toBe('lost');
    expect(analyze(lost)).toEqual({ best: null, moves: [], depth: 0, nodes: 0 });
    expect(
      analyze(
        newGame({
          size: 3,
          board: [
            [2, 4, 2],
            [4, 2, 4],
            [2, 4, 2],
          ],
        }),
        { depth: 3 },
      ).best,
    ).toBeNull();
  });

  it('works for every status: playing, won (null until keep going), won-continue and lost', () => {
    // Left (or right) merges the two 1024s: with stop-on-win the game is won, moves are no-ops until keepGoing.
    const board = [
      [1024, 1024, 0, 0],
      [2, 4, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ];
    const playing = newGame({ board, seed: 3 });
    expect(playing.status).toBe('playing');
    checkAnalysis(playing, analyze(playing, { depth: 2 }));
    expect(['left', 'right']).toContain(analyze(playing, { depth: 3 }).best); // both make the 2048

    const won = apply(playing, 'left');
    expect(won.status).toBe('won');
    expect(analyze(won, { depth: 2 })).toEqual({ best: null, moves: [], depth: 0, nodes: 0 });

    const going = keepGoing(won);
    expect(going.status).toBe('won-continue');
    checkAnalysis(going, analyze(going, { depth: 2 }));

    const continuing = newGame({ board, seed: 3, stopOnWin: false });
    const after = apply(continuing, 'left');
    expect(after.status).toBe('won-continue');
    checkAnalysis(after, analyze(after, { timeMs: 5 }));
  });

  it('is deterministic at a fixed depth, whatever was analysed before', () => {
    const state = played({ seed: 'same' }, 150);
    const other = played({ seed: 'other', size: 6 }, 50);
    for (const depth of [1, 2, 3, 4]) {
      const first = analyze(state, { depth });
      analyze(other, { depth: 2 });
      analyze(played({ seed: 'third' }, 90), { timeMs: 3 });
      expect(analyze(state, { depth })).toEqual(first);
    }
  });

  it('falls back to the generic search for a 4×4 with a 65536 tile (or two 32768s that could merge)', () => {
    const big = newGame({
      board: [
        [65536, 2, 4, 8],
        [0, 0, 0, 2],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
      winValue: 2048,
      stopOnWin: false,
    });
    checkAnalysis(big, analyze(big, { depth: 2 }));
    checkAnalysis(big, analyze(big, { timeMs: 5 }));
    const pair = newGame({
      board: [
        [32768, 32768, 4, 8],
        [2, 0, 0, 2],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
      stopOnWin: false,
    });
    const a = analyze(pair, { depth: 2 });
    checkAnalysis(pair, a);
    expect(['left', 'right']).toContain(a.best); // making the 65536 is worth far more than anything else
    // Searched on the generic board, which holds the 65536 (the fast path would leave a 32768): the same values.
    const generic = searchGeneric(toExponents(pair.board), 2, Infinity);
    for (const { direction, value } of a.moves) {
      expect(value).toBe(generic.values[DIRECTIONS.indexOf(direction)]);
    }
    const packed = pack(pair.board);
    if (packed === null) throw new Error('two 32768s fit the packed board');
    const fast = searchFast(packed.lo, packed.hi, 2, Infinity);
    expect(fast.values).not.toEqual(generic.values);
  });

  it('keeps a late game alive rather than freeze its big tiles in order', () => {
    // Left fills the last gap and loses whatever spawns, on a board whose big tiles are all in order; up keeps
    // the game going. Worth only its own evaluation, that frozen board would look better than surviving.
    const state = newGame({
      board: [
        [32768, 0, 128, 16384],
        [4, 16, 8192, 4096],
        [2, 2048, 1024, 512],
        [256, 2, 128, 8],
      ],
      stopOnWin: false,
    });
    expect(legalMoves(state)).toContain('left');
    for (const depth of [2, 3, 4]) expect(analyze(state, { depth }).best).not.toBe('left');
  });

  it('avoids a certain loss even when every position evaluates below zero (big tiles out of order)', () => {
    // Down fills the last gap with tiles no spawn can merge with: lost whatever spawns. Right keeps a 2 next to
    // the gap: a spawned 2 can merge (p = 0.9). A loss valued 0 would tie with these negative evaluations.
    const board = [
      [15, 8, 3, 5],
      [14, 9, 4, 6],
      [13, 10, 7, 8],
      [1, 12, 11, 0],
    ].map((row) => row.map((e) => (e === 0 ? 0 : 2 ** e)));
    const state = newGame({ board, stopOnWin: false });
    expect(legalMoves(state)).toEqual(['down', 'right']);
    const quick = analyze(state, { depth: 1 });
    expect(quick.moves.every((m) => m.value < 0)).toBe(true);
    for (const depth of [2, 3, 4]) {
      const a = analyze(state, { depth });
      expect(a.best).toBe('right');
      const [right, down] = a.moves;
      expect(right?.value ?? NaN).toBeGreaterThan(down?.value ?? NaN);
    }
  });

  it('never changes the state it is given', () => {
    const state = played({ seed: 'pure', history: true }, 60);
    const saved = serialize(state);
    const board = state.board.map((row) => [...row]);
    analyze(state, { depth: 3 });
    analyze(state, { timeMs: 5 });
    expect(serialize(state)).toBe(saved);
    expect(state.board).toEqual(board);
  });

  it('throws the engine’s typed error for something that is not a state', () => {
    const state = newGame({ seed: 1 });
    for (const notState of [undefined, null, {}, 'left', JSON.parse(JSON.stringify(state)), { ...state }]) {
      const error = errorOf(() => analyze(notState as GameState));
      expect(error.code).toBe('invalid-state');
    }
  });

  it('rejects bad options with a GameError naming the option', () => {
    const state = newGame({ seed: 1 });
    const cases: [unknown, string][] = [
      [null, 'options'],
      [5, 'options'],
      [{ timeMs: 0 }, 'options.timeMs'],
      [{ timeMs: -5 }, 'options.timeMs'],
      [{ timeMs: Number.NaN }, 'options.timeMs'],
      [{ timeMs: Infinity }, 'options.timeMs'],
      [{ timeMs: '50' }, 'options.timeMs'],
      [{ timeMs: 60_001 }, 'options.timeMs'],
      [{ depth: 0 }, 'options.depth'],
      [{ depth: 2.5 }, 'options.depth'],
      [{ depth: 21 }, 'options.depth'],
      [{ depth: '3' }, 'options.depth'],
      [{ time: 50 }, 'options.time'],
    ];
    for (const [options, field] of cases) {
      const error = errorOf(() => analyze(state, options as { timeMs: number }));
      expect(error).toBeInstanceOf(GameError);
      expect(error.code).toBe('invalid-config');
      expect(error.field).toBe(field);
      expect(error.message).toMatch(/^analyze: /);
    }
    // The same bad options on a lost game are still rejected: options are checked before anything else is said.
    expect(errorOf(() => analyze(newGame({ board: stuck }), { depth: 0 })).field).toBe('options.depth');
  });

  it('completes the first depths whatever the budget: 3 on 4×4, 2 on the other boards', () => {
    for (const size of [3, 4, 5, 8]) {
      const state = played({ size, seed: `tiny-${size}` }, 6);
      const a = analyze(state, { timeMs: 1e-6 });
      checkAnalysis(state, a);
      expect(a.depth).toBeGreaterThanOrEqual(size === 4 ? 3 : 2);
    }
  });

  it('uses a default budget with no options, and deepens up to the given depth within a time budget', () => {
    const state = played({ seed: 'default' }, 30);
    checkAnalysis(state, analyze(state));
    const capped = analyze(state, { timeMs: 1000, depth: 2 });
    checkAnalysis(state, capped);
    expect(capped.depth).toBeLessThanOrEqual(2);
  });

  it('plays a seeded game to 2048 (depth 3)', () => {
    let state = newGame({ seed: 2048 });
    let moves = 0;
    while (state.status === 'playing') {
      const { best } = analyze(state, { depth: 3 });
      if (best === null) break;
      expect(DIRECTIONS).toContain(best);
      state = apply(state, best);
      moves++;
    }
    expect(state.status).toBe('won');
    expect(state.bestTile).toBe(2048);
    expect(moves).toBeGreaterThan(900);
  }, 60_000);
});
