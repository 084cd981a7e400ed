/**
 * Property-based tests (fast-check) for the invariants of the test plan (§7.4, §20) on random boards of random
 * sizes from 2 to 16.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canMove,
  deserialize,
  DIRECTIONS,
  GameError,
  init,
  isGameError,
  legalMoves,
  move,
  redo,
  serialize,
  undo,
} from '../src/index.ts';
import type { Direction, GameConfig, GameState, Spawn } from '../src/index.ts';
import { checkMove, checkState } from './support/invariants.ts';
import { facts } from './support/facts.ts';

const RUNS = { numRuns: 300 };

/** A tile: mostly small values so that merges are common, sometimes large ones (up to 2^53). */
const tile = fc.oneof(
  { weight: 5, arbitrary: fc.constant(0) },
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 4 }).map((k) => 2 ** k) },
  { weight: 2, arbitrary: fc.integer({ min: 5, max: 12 }).map((k) => 2 ** k) },
  { weight: 1, arbitrary: fc.integer({ min: 13, max: 53 }).map((k) => 2 ** k) },
);

/** A square board of a random size from 2 to 16. */
const board = fc
  .integer({ min: 2, max: 16 })
  .chain((size) =>
    fc.array(fc.array(tile, { minLength: size, maxLength: size }), { minLength: size, maxLength: size }),
  );

const direction = fc.constantFrom<Direction>(...DIRECTIONS);

const options = fc.record({
  winValue: fc.integer({ min: 3, max: 53 }).map((k) => 2 ** k),
  stopOnWin: fc.boolean(),
  history: fc.boolean(),
  seed: fc.oneof(fc.integer(), fc.string({ maxLength: 8 })),
});

function start(cells: number[][], opts: Omit<GameConfig, 'board'>): GameState {
  return init({ board: cells, ...opts });
}

function mirror(cells: readonly (readonly number[])[]): number[][] {
  return cells.map((row) => [...row].reverse());
}

function transpose(cells: readonly (readonly number[])[]): number[][] {
  return cells.map((_, r) => cells.map((row) => row[r] ?? 0));
}

/** The board right after the slide and merges, before the spawn. */
function slid(s: GameState): number[][] {
  const out = s.board.map((row) => [...row]);
  const spawn = s.lastMove?.spawn;
  if (spawn !== null && spawn !== undefined) (out[spawn.row] as number[])[spawn.col] = 0;
  return out;
}

/** Plays `directions` from `s`, skipping no-ops. */
function playAll(s: GameState, directions: readonly Direction[]): GameState {
  let state = s;
  for (const d of directions) state = move(state, d);
  return state;
}

describe('properties of a move (§7.4, §20)', () => {
  it('every invariant holds for any move on any board of any size', () => {
    fc.assert(
      fc.property(board, direction, options, (cells, d, opts) => {
        const s = start(cells, opts);
        expect(checkState(s)).toEqual([]);
        expect(checkMove(s, d, move(s, d))).toEqual([]);
      }),
      RUNS,
    );
  });

  it('invariants hold along random games of random sizes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 16 }),
        fc.array(direction, { minLength: 1, maxLength: 60 }),
        options,
        (size, directions, opts) => {
          let s = init({ size, ...opts });
          for (const d of directions) {
            const next = move(s, d);
            expect(checkMove(s, d, next)).toEqual([]);
            s = next;
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('rows and columns are treated alike: left on a mirrored board is mirrored right; up on a transposed board is transposed left', () => {
    fc.assert(
      fc.property(board, fc.integer(), (cells, seed) => {
        const cfg = { seed, stopOnWin: false, winValue: 2 ** 53 };
        const right = move(start(cells, cfg), 'right');
        const leftOfMirror = move(start(mirror(cells), cfg), 'left');
        expect(slid(leftOfMirror)).toEqual(mirror(slid(right)));
        expect(leftOfMirror.score).toBe(right.score);
        expect(leftOfMirror.lastMove?.merges).toBe(right.lastMove?.merges);

        const left = move(start(cells, cfg), 'left');
        const upOfTranspose = move(start(transpose(cells), cfg), 'up');
        expect(slid(upOfTranspose)).toEqual(transpose(slid(left)));
        expect(upOfTranspose.score).toBe(left.score);

        const down = move(start(cells, cfg), 'down');
        const rightOfTranspose = move(start(transpose(cells), cfg), 'right');
        expect(slid(rightOfTranspose)).toEqual(transpose(slid(down)));
      }),
      RUNS,
    );
  });

  it('a no-op returns the very same object; a legal move never does', () => {
    fc.assert(
      fc.property(board, options, (cells, opts) => {
        const s = start(cells, opts);
        const legal = legalMoves(s);
        for (const d of DIRECTIONS) expect(move(s, d) === s).toBe(!legal.includes(d));
        expect(canMove(s)).toBe(legal.length > 0);
      }),
      RUNS,
    );
  });

  it('one merge per tile, nearest the side of motion first: k equal tiles in a line become ⌊k/2⌋ doubles, then the odd one', () => {
    const lineCase = fc.integer({ min: 2, max: 16 }).chain((size) =>
      fc.record({
        size: fc.constant(size),
        line: fc.nat({ max: size - 1 }),
        at: fc.subarray(
          Array.from({ length: size }, (_, i) => i),
          { minLength: 1 },
        ),
        value: fc.integer({ min: 1, max: 20 }).map((k) => 2 ** k),
      }),
    );
    fc.assert(
      fc.property(lineCase, direction, ({ size, line, at, value }, d) => {
        const horizontal = d === 'left' || d === 'right';
        const fromSide = d === 'right' || d === 'down';
        // The cell of the line `k` steps from the side of motion.
        const cell = (k: number): [number, number] => {
          const along = fromSide ? size - 1 - k : k;
          return horizontal ? [line, along] : [along, line];
        };
        const cells = Array.from({ length: size }, () => new Array<number>(size).fill(0));
        for (const k of at) {
          const [r, c] = cell(k);
          (cells[r] as number[])[c] = value;
        }
        const s = start(cells, { seed: 1, stopOnWin: false, winValue: 2 ** 53 });
        const end = move(s, d);
        const after = slid(end);
        const pairs = Math.floor(at.length / 2);
        const expected = [
          ...new Array<number>(pairs).fill(2 * value),
          ...(at.length % 2 === 1 ? [value] : []),
        ];
        while (expected.length < size) expected.push(0);
        expect(expected.map((_, k) => after[cell(k)[0]]?.[cell(k)[1]])).toEqual(expected);
        expect(end.score - s.score).toBe(pairs * 2 * value);
      }),
      RUNS,
    );
  });
});

describe('determinism, history and saves', () => {
  it('the same config and moves give the same game', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 16 }),
        fc.array(direction, { maxLength: 80 }),
        options,
        (size, ds, opts) => {
          const a = playAll(init({ size, ...opts }), ds);
          const b = playAll(init({ size, ...opts }), ds);
          expect(serialize(a)).toBe(serialize(b));
          expect(a.tiles).toEqual(b.tiles);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('undo then redo k times is exact; undo after redo after undo is exact', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }),
        fc.array(direction, { minLength: 1, maxLength: 60 }),
        fc.nat(),
        fc.integer(),
        (size, ds, k, seed) => {
          const s = playAll(init({ size, seed, stopOnWin: false }), ds);
          const steps = s.undoDepth === 0 ? 0 : k % (s.undoDepth + 1);
          let back = s;
          const trail: GameState[] = [];
          for (let i = 0; i < steps; i++) {
            trail.push(back);
            back = undo(back);
            expect(facts(undo(redo(back)))).toEqual(facts(undo(trail[trail.length - 1] as GameState)));
          }
          let forward = back;
          for (let i = 0; i < steps; i++) forward = redo(forward);
          expect(serialize(forward)).toBe(serialize(s));
          expect(facts(forward)).toEqual(facts(s));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a loaded game continues exactly as the original, with its generator, script and stacks', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 16 }),
        fc.array(direction, { maxLength: 40 }),
        fc.nat({ max: 5 }),
        fc.array(direction, { maxLength: 40 }),
        options,
        (size, before, undos, after, opts) => {
          let s = playAll(init({ size, ...opts }), before);
          for (let i = 0; i < undos; i++) s = undo(s);
          const text = serialize(s);
          const copy = deserialize(text);
          expect(serialize(copy)).toBe(text);
          expect(facts(copy)).toEqual(facts(s));
          expect(serialize(playAll(copy, after))).toBe(serialize(playAll(s, after)));
          expect(facts(redo(copy))).toEqual(facts(redo(s)));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a recorded game replays exactly from its spawns as a spawn script, then the script is exhausted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.array(direction, { minLength: 1, maxLength: 50 }),
        fc.integer(),
        (size, ds, seed) => {
          const original = init({ size, seed, stopOnWin: false });
          const script: Spawn[] = original.tiles.map(({ row, col, value }) => ({ row, col, value }));
          // Initial spawns were drawn in some order; replay them in reading order, which gives the same board.
          const boards: (readonly (readonly number[])[])[] = [];
          let s = original;
          const played: Direction[] = [];
          for (const d of ds) {
            const next = move(s, d);
            if (next === s) continue;
            s = next;
            played.push(d);
            const spawn = s.lastMove?.spawn;
            if (spawn !== null && spawn !== undefined) script.push(spawn);
            boards.push(s.board);
          }
          let r = init({ size, spawnScript: script, stopOnWin: false, initialSpawns: original.tiles.length });
          expect(r.board).toEqual(original.board);
          played.forEach((d, i) => {
            r = move(r, d);
            expect(r.board).toEqual(boards[i]);
          });
          expect(r.spawnScript).toEqual([]);
          const more = legalMoves(r)[0];
          if (more !== undefined) {
            let error: unknown = null;
            try {
              move(r, more);
            } catch (e) {
              error = e;
            }
            expect(isGameError(error, 'script-exhausted')).toBe(true);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('bad input never gets past the checks', () => {
  it('init either builds a valid game or throws a GameError naming a field', () => {
    const anything = fc.oneof(
      fc.integer({ min: -3, max: 20 }),
      fc.double(),
      fc.boolean(),
      fc.string(),
      fc.constant(null),
      fc.constant(2048),
    );
    const config = fc.record(
      {
        size: anything,
        winValue: anything,
        stopOnWin: anything,
        initialSpawns: anything,
        seed: anything,
        history: anything,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(config, (cfg) => {
        let s: GameState | null = null;
        try {
          s = init(cfg as GameConfig);
        } catch (e) {
          expect(e).toBeInstanceOf(GameError);
          expect((e as GameError).field).not.toBeNull();
          return;
        }
        expect(checkState(s)).toEqual([]);
      }),
      RUNS,
    );
  });

  it('deserialize of any JSON either loads a valid game or throws a GameError (invalid-save) naming a field', () => {
    const base = JSON.parse(
      serialize(playAll(init({ seed: 'mutate', size: 3 }), ['left', 'up', 'right', 'down'])),
    ) as Record<string, unknown>;
    const paths: (string | number)[][] = [];
    const walk = (value: unknown, path: (string | number)[]): void => {
      paths.push(path);
      if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i]));
      else if (typeof value === 'object' && value !== null)
        for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
    };
    walk(base, []);
    fc.assert(
      fc.property(
        fc.constantFrom(...paths.filter((p) => p.length > 0)),
        fc.jsonValue(),
        (path, replacement) => {
          const data = structuredClone(base);
          let target = data as Record<string | number, unknown>;
          for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
          target[path[path.length - 1] as string | number] = replacement;
          let s: GameState | null = null;
          try {
            s = deserialize(JSON.stringify(data));
          } catch (e) {
            expect(isGameError(e, 'invalid-save')).toBe(true);
            expect((e as GameError).field).not.toBeNull();
            return;
          }
          expect(checkState(s)).toEqual([]);
          expect(serialize(deserialize(serialize(s)))).toBe(serialize(s));
        },
      ),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        try {
          deserialize(text);
        } catch (e) {
          expect(isGameError(e, 'invalid-save')).toBe(true);
        }
      }),
      RUNS,
    );
  });
});
