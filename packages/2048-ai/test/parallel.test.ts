/**
 * The parallel search gives the single-threaded answer at a fixed depth: with searchers in this thread (any
 * interleaving of tasks), and with real worker threads.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { newGame } from '@pastime/2048';
import type { GameState } from '@pastime/2048';
import { analyze, analyzeParallel, MAX_DEPTH, searchMove } from '../src/index.ts';
import type { MoveSearcher } from '../src/index.ts';
import { searchPool } from '../bench/pool.ts';
import { errorOf, played } from './support.ts';

/** A searcher in this thread that answers after `delay` turns of the event loop (tasks finish out of order). */
function local(delay: number): MoveSearcher {
  return async (task) => {
    for (let i = 0; i < delay; i++) await Promise.resolve();
    return searchMove(task);
  };
}

const states: GameState[] = [
  played({ seed: 1, stopOnWin: false }, 30),
  played({ seed: 2, stopOnWin: false }, 60, 2),
  played({ seed: 3, stopOnWin: false }, 90, 3),
  played({ seed: 4, size: 5, stopOnWin: false }, 60, 4), // the generic search
  played({ seed: 5, size: 3, stopOnWin: false }, 10, 5),
];

describe('analyzeParallel', () => {
  it('answers as analyze does at a fixed depth, whatever the number of searchers', async () => {
    for (const state of states) {
      expect(analyze(state, { depth: 1 }).best).not.toBeNull();
      for (const depth of [1, 2, 3]) {
        const single = analyze(state, { depth });
        for (const searchers of [[local(0)], [local(3), local(0)], [local(1), local(5), local(2)]]) {
          expect(await analyzeParallel(state, { depth }, searchers)).toEqual(single);
        }
      }
    }
  });

  const pool = searchPool(2);
  afterAll(() => pool.close());

  it('answers as analyze does at a fixed depth on two worker threads', async () => {
    for (const state of states.slice(0, 4)) {
      expect(await analyzeParallel(state, { depth: 3 }, pool.searchers)).toEqual(
        analyze(state, { depth: 3 }),
      );
    }
  }, 30_000);

  it('deepens a nearly empty board under a time budget no deeper than a task may go', async () => {
    // Two tiles: the probability cut-off makes each depth cheap, so a budget is enough to pass depth 20.
    const state = newGame({ seed: 1 });
    const a = await analyzeParallel(state, { timeMs: 1500 }, [local(0), local(1)]);
    expect(a.depth).toBe(MAX_DEPTH);
    expect(a.moves).toEqual(analyze(state, { depth: MAX_DEPTH }).moves);
  }, 30_000);

  it('answers with a depth that every legal move completed under a time budget', async () => {
    const state = states[1] as GameState;
    expect(analyze(state, { depth: 1 }).best).not.toBeNull();
    const a = await analyzeParallel(state, { timeMs: 20 }, pool.searchers);
    expect(a.depth).toBeGreaterThanOrEqual(3);
    expect(a.moves).toEqual(analyze(state, { depth: a.depth }).moves);
  }, 30_000);

  it('answers a lost game with no move, and rejects bad options and no searcher', async () => {
    const lost = newGame({
      board: [
        [2, 4, 2, 4],
        [4, 2, 4, 2],
        [2, 4, 2, 4],
        [4, 2, 4, 2],
      ],
    });
    expect(await analyzeParallel(lost, { depth: 2 }, [local(0)])).toEqual({
      best: null,
      moves: [],
      depth: 0,
      nodes: 0,
    });
    const state = states[0] as GameState;
    await expect(analyzeParallel(state, { depth: 0 }, [local(0)])).rejects.toMatchObject({
      field: 'options.depth',
    });
    await expect(analyzeParallel(state, { depth: 2 }, [])).rejects.toMatchObject({ field: 'searchers' });
  });
});

describe('searchMove', () => {
  it('rejects a task that is not one', () => {
    const board = [
      [2, 0],
      [0, 2],
    ];
    expect(
      errorOf(() => searchMove({ board, direction: 'sideways' as 'up', depth: 1, timeMs: null })).field,
    ).toBe('task.direction');
    expect(errorOf(() => searchMove({ board, direction: 'up', depth: 21, timeMs: null })).field).toBe(
      'task.depth',
    );
    expect(
      errorOf(() => searchMove({ board: [[2, 0]], direction: 'up', depth: 1, timeMs: null })).field,
    ).toBe('task.board');
    expect(errorOf(() => searchMove({ board, direction: 'up', depth: 1, timeMs: -1 })).field).toBe(
      'task.timeMs',
    );
  });
});
