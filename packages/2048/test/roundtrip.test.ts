/**
 * SER1 taken literally: `deserialize(serialize(state))` deep-equals `state` (Vitest `toEqual` and `toStrictEqual`)
 * for any state: new, after moves, undo, redo and keep going, won, lost, with a spawn script, with history off.
 * Tile ids and the record of the last move are not saved (a loaded game has nothing to animate), so they are not
 * part of what deep equality sees; everything a save holds is, so different games still compare unequal.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deserialize,
  DIRECTIONS,
  init,
  isGameError,
  keepGoing,
  move,
  redo,
  serialize,
  undo,
} from '../src/index.ts';
import type { Direction, GameConfig, GameState, Spawn } from '../src/index.ts';

function expectRoundTrip(s: GameState): void {
  const copy = deserialize(serialize(s));
  expect(copy).toEqual(s);
  expect(copy).toStrictEqual(s);
}

type Action = Direction | 'undo' | 'redo' | 'keepGoing';

function apply(s: GameState, action: Action): GameState {
  switch (action) {
    case 'undo':
      return undo(s);
    case 'redo':
      return redo(s);
    case 'keepGoing':
      return keepGoing(s);
    default:
      return move(s, action);
  }
}

const action = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom<Action>(...DIRECTIONS) },
  { weight: 2, arbitrary: fc.constant<Action>('undo') },
  { weight: 1, arbitrary: fc.constant<Action>('redo') },
  { weight: 1, arbitrary: fc.constant<Action>('keepGoing') },
);

const game = fc.record({
  size: fc.oneof(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 6, max: 16 })),
  winValue: fc.constantFrom(8, 16, 32, 2048),
  stopOnWin: fc.boolean(),
  history: fc.boolean(),
  seed: fc.oneof(fc.integer(), fc.string({ maxLength: 8 })),
  scripted: fc.boolean(),
  actions: fc.array(action, { maxLength: 80 }),
});

describe('deserialize(serialize(state)) deep-equals state', () => {
  it('for a new game', () => {
    expectRoundTrip(init({ seed: 1 }));
    expectRoundTrip(init({ seed: 'abc', size: 2, initialSpawns: 4 }));
  });

  it('after moves, undo, redo, a win, keep going and a loss', () => {
    let s = init({
      board: [
        [4, 4],
        [2, 0],
      ],
      winValue: 8,
      seed: 3,
    });
    expectRoundTrip(s);
    s = move(s, 'left');
    expect(s.status).toBe('won');
    expectRoundTrip(s);
    s = keepGoing(s);
    expectRoundTrip(s);
    s = undo(s);
    expectRoundTrip(s);
    s = redo(s);
    expectRoundTrip(s);
    const lost = move(
      init({
        board: [
          [0, 2],
          [4, 8],
        ],
        spawnScript: [{ row: 0, col: 1, value: 4 }],
      }),
      'left',
    );
    expect(lost.status).toBe('lost');
    expectRoundTrip(lost);
  });

  it('after reading the animation views (they are built on demand and not saved)', () => {
    let s = init({ seed: 5 });
    for (const d of ['left', 'up', 'right', 'down'] as const) s = move(s, d);
    expect(s.lastMove).not.toBeNull();
    expect(s.tiles.length).toBeGreaterThan(0);
    expectRoundTrip(s);
  });

  it('for every state of random games of random sizes, configurations and actions', () => {
    fc.assert(
      fc.property(game, ({ scripted, actions, ...config }) => {
        const base: GameConfig = config;
        let s = init(base);
        const states = [s];
        // Every spawn the game draws, in order: its first tiles, then one per new move (a redo draws none).
        const spawns: Spawn[] = s.tiles
          .filter((t) => t.spawned)
          .map(({ row, col, value }) => ({ row, col, value }));
        for (const a of actions) {
          const next = apply(s, a);
          if (
            a !== 'undo' &&
            a !== 'redo' &&
            next.lastMove !== null &&
            next.lastMove.spawn !== null &&
            next !== s
          ) {
            spawns.push(next.lastMove.spawn);
          }
          s = next;
          states.push(s);
        }
        for (const state of states) expectRoundTrip(state);
        if (scripted) {
          // The same actions again, the spawns coming from a script of the spawns drawn above. Undo rewinds the
          // script, so after it a spawn may no longer fit (or the script runs out): the game stops there.
          let t = init({ ...base, spawnScript: spawns });
          expectRoundTrip(t);
          for (const a of actions) {
            try {
              t = apply(t, a);
            } catch (error) {
              if (isGameError(error)) break;
              throw error;
            }
            expectRoundTrip(t);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('deep equality still tells different games apart', () => {
  const board = [
    [2, 2, 0],
    [0, 4, 0],
    [0, 0, 8],
  ];

  it('by board, score, status, generator, script, stacks and configuration', () => {
    const a = init({ board, seed: 1 });
    expect(init({ board, seed: 2 })).not.toEqual(a);
    expect(init({ board, seed: 1, score: 4 })).not.toEqual(a);
    expect(init({ board, seed: 1, winValue: 4096 })).not.toEqual(a);
    expect(init({ board, seed: 1, history: false })).not.toEqual(a);
    expect(init({ board, seed: 1, spawnScript: [{ row: 0, col: 2, value: 2 }] })).not.toEqual(a);
    const moved = move(a, 'left');
    expect(moved).not.toEqual(a);
    // Same position, different stacks: after undo there is a redo step.
    expect(undo(moved)).not.toEqual(a);
    expect(undo(moved)).not.toEqual(deserialize(serialize(a)));
    // Same board and stacks, different status.
    const won = move(
      init({
        board: [
          [4, 4],
          [0, 0],
        ],
        winValue: 8,
        seed: 1,
      }),
      'left',
    );
    expect(keepGoing(won)).not.toEqual(won);
  });
});
