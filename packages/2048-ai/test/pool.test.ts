/**
 * The pool of search threads, with stand-in threads in this thread (each answers a posted request a few turns of
 * the event loop later, through `handleMoveRequest` and structured cloning, as a worker would): the single-threaded
 * answer at a fixed depth on every kind of state, threads started on first use, a failing thread, dispose.
 */
import { describe, expect, it } from 'vitest';
import { apply, keepGoing, newGame } from '@pastime/2048';
import type { GameState } from '@pastime/2048';
import {
  analyze,
  handleMoveRequest,
  MAX_SEARCH_THREADS,
  SearchPool,
  searchThreadCount,
} from '../src/index.ts';
import type { MoveRequest, MoveResponse, SearchThreadEvents } from '../src/index.ts';
import { played } from './support.ts';

class StandIn {
  readonly inbox: MoveRequest[] = [];
  terminated = false;
  answered = 0;

  constructor(
    readonly events: SearchThreadEvents,
    readonly index: number,
    /** Answers by itself after this many turns of the event loop; null: only when the test says. */
    readonly delay: number | null,
  ) {}

  post(request: MoveRequest): void {
    const copy = structuredClone(request);
    this.inbox.push(copy);
    if (this.delay !== null) void this.answerLater(copy, this.delay);
  }

  terminate(): void {
    this.terminated = true;
  }

  /** Answers the oldest request not answered yet, as the thread would (or with `response`). */
  reply(response?: MoveResponse): void {
    const request = this.inbox.shift();
    if (request === undefined) throw new Error('no request');
    this.events.answer(structuredClone(response ?? handleMoveRequest(request)));
  }

  private async answerLater(request: MoveRequest, delay: number): Promise<void> {
    for (let i = 0; i < delay; i++) await new Promise((resolve) => setImmediate(resolve));
    if (this.terminated) return;
    this.inbox.splice(this.inbox.indexOf(request), 1);
    this.answered++;
    this.events.answer(structuredClone(handleMoveRequest(request)));
  }
}

function setup(threads: number, delays: readonly (number | null)[] = [0, 2, 1, 3]) {
  const started: StandIn[] = [];
  const pool = new SearchPool((events, index) => {
    const delay = delays[index % delays.length];
    const thread = new StandIn(events, index, delay === undefined ? 0 : delay);
    started.push(thread);
    return thread;
  }, threads);
  return { pool, started };
}

const lostBoard = [
  [2, 4, 2, 4],
  [4, 2, 4, 2],
  [2, 4, 2, 4],
  [4, 2, 4, 2],
];

/** Every kind of state the apps analyse: the fast path, other sizes, starts, wins, losses, huge tiles. */
const states: readonly (readonly [string, GameState])[] = [
  ['a 4×4 start', newGame({ seed: 1 })],
  ['4×4 mid-game', played({ seed: 2, stopOnWin: false }, 80, 2)],
  ['3×3 start', newGame({ seed: 3, size: 3 })],
  ['3×3 mid-game', played({ seed: 3, size: 3, stopOnWin: false }, 12, 3)],
  ['5×5', played({ seed: 4, size: 5, stopOnWin: false }, 40, 4)],
  ['8×8 start', newGame({ seed: 5, size: 8 })],
  [
    'a 4×4 with two 32768s (the generic search)',
    newGame({
      board: [
        [32768, 32768, 2, 0],
        [4, 8, 16, 0],
        [0, 0, 0, 0],
        [2, 0, 0, 0],
      ],
      stopOnWin: false,
    }),
  ],
  [
    'a 4×4 with a 65536',
    newGame({
      board: [
        [65536, 4, 2, 0],
        [4, 8, 16, 0],
        [0, 2, 0, 0],
        [0, 0, 0, 0],
      ],
      stopOnWin: false,
    }),
  ],
  [
    'won, waiting for keep going',
    apply(
      newGame({
        board: [
          [1024, 1024, 0, 0],
          [0, 0, 0, 0],
          [0, 2, 0, 0],
          [0, 0, 0, 0],
        ],
      }),
      'left',
    ),
  ],
  [
    'won, kept going',
    keepGoing(
      apply(
        newGame({
          board: [
            [1024, 1024, 0, 0],
            [0, 0, 0, 0],
            [0, 2, 0, 0],
            [0, 0, 0, 0],
          ],
        }),
        'left',
      ),
    ),
  ],
  ['lost', newGame({ board: lostBoard })],
];

describe('SearchPool', () => {
  it('answers as analyze does at a fixed depth, on every kind of state and any number of threads', async () => {
    expect(states.find(([name]) => name === 'won, waiting for keep going')?.[1].status).toBe('won');
    expect(states.find(([name]) => name === 'won, kept going')?.[1].status).toBe('won-continue');
    expect(states.find(([name]) => name === 'lost')?.[1].status).toBe('lost');
    for (const threads of [1, 2, 4]) {
      const { pool } = setup(threads);
      for (const [name, state] of states) {
        for (const depth of [1, 2, 3]) {
          expect(await pool.analyze(state, { depth }), `${name}, depth ${depth}, ${threads} threads`).toEqual(
            analyze(state, { depth }),
          );
        }
      }
      pool.dispose();
    }
  });

  it('answers within a time budget with a depth every legal move completed', async () => {
    const { pool } = setup(2);
    const state = played({ seed: 9, stopOnWin: false }, 60, 9);
    const answer = await pool.analyze(state, { timeMs: 20 });
    expect(answer.depth).toBeGreaterThanOrEqual(3);
    expect(answer.moves).toEqual(analyze(state, { depth: answer.depth }).moves);
  });

  it('starts its threads on first use (or warm), shares the tasks among all of them, and keeps them', async () => {
    const { pool, started } = setup(3);
    expect(pool.size).toBe(3);
    expect(started).toEqual([]);
    const state = played({ seed: 6, stopOnWin: false }, 50, 6);
    await pool.analyze(state, { depth: 3 });
    expect(started.map((t) => t.index)).toEqual([0, 1, 2]);
    // Each thread took tasks: three threads, at least three legal moves, each depth's tasks shared out.
    for (const thread of started) expect(thread.answered, `thread ${thread.index}`).toBeGreaterThan(0);
    await pool.analyze(state, { depth: 2 });
    pool.warm();
    expect(started.length).toBe(3);

    const cold = setup(2);
    cold.pool.warm();
    expect(cold.started.map((t) => t.index)).toEqual([0, 1]);
    expect(cold.started.every((t) => t.inbox.length === 0 && !t.terminated)).toBe(true);
  });

  it('rejects what a failing thread was asked, ignores its late events, and starts another in its place', async () => {
    const { pool, started } = setup(2, [null, null]);
    const state = played({ seed: 7, stopOnWin: false }, 40, 7);
    const answer = pool.analyze(state, { depth: 2 });
    const [first, second] = started;
    if (first === undefined || second === undefined) throw new Error('two threads expected');
    expect(first.inbox.length).toBe(1);
    expect(second.inbox.length).toBe(1);
    const stale = first.inbox[0];
    if (stale === undefined) throw new Error('no request');
    first.events.fail(new Error('Failed to fetch the worker script'));
    expect(first.terminated).toBe(true);
    await expect(answer).rejects.toThrow('Failed to fetch the worker script');
    // The other thread's task finishes, and no more of the failed analysis is asked of it.
    second.reply();
    await new Promise((resolve) => setImmediate(resolve));
    expect(second.inbox).toEqual([]);

    // The next search starts a new first thread; the old one's late answer and failure reach nobody.
    const next = pool.analyze(state, { depth: 1 });
    expect(started.length).toBe(3);
    const replacement = started[2];
    if (replacement === undefined) throw new Error('no new thread');
    expect(replacement.index).toBe(0);
    first.events.answer({ id: replacement.inbox[0]?.id ?? -1, result: { value: 1e12, nodes: 1 } });
    first.events.fail(new Error('the old thread failed again'));
    expect(replacement.terminated).toBe(false);
    while (replacement.inbox.length > 0 || second.inbox.length > 0) {
      if (replacement.inbox.length > 0) replacement.reply();
      if (second.inbox.length > 0) second.reply();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await next).toEqual(analyze(state, { depth: 1 }));
    expect(handleMoveRequest(stale)).not.toHaveProperty('error');
  });

  it('rejects a search whose thread cannot start, and tries again at the next', async () => {
    let attempts = 0;
    const pool = new SearchPool((events, index) => {
      attempts++;
      if (attempts === 1) throw new Error('workers are not allowed here');
      if (attempts === 2) events.fail(new Error('the script failed at once'));
      return new StandIn(events, index, 0);
    }, 1);
    const state = newGame({ seed: 8 });
    await expect(pool.analyze(state, { depth: 1 })).rejects.toThrow('workers are not allowed here');
    await expect(pool.analyze(state, { depth: 1 })).rejects.toThrow('the script failed at once');
    expect(await pool.analyze(state, { depth: 1 })).toEqual(analyze(state, { depth: 1 }));
    expect(attempts).toBe(3);
  });

  it('rejects a search with the thread’s own message when it refuses a task', async () => {
    const { pool, started } = setup(1, [null]);
    const answer = pool.analyze(newGame({ seed: 1 }), { depth: 1 });
    started[0]?.reply({
      id: started[0].inbox[0]?.id ?? -1,
      error: { code: 'invalid-config', message: 'searchMove: bad', field: 'task.depth' },
    });
    await expect(answer).rejects.toThrow('searchMove: bad');
  });

  it('rejects bad options at once, as analyze does, without starting a thread', async () => {
    const { pool, started } = setup(2);
    await expect(pool.analyze(newGame({ seed: 1 }), { depth: 0 })).rejects.toMatchObject({
      field: 'options.depth',
    });
    expect(started).toEqual([]);
  });

  it('stops every thread on dispose, rejecting what waits; a later search starts new ones', async () => {
    const { pool, started } = setup(2, [null, null]);
    const state = newGame({ seed: 2 });
    const answer = pool.analyze(state, { depth: 2 });
    expect(started.length).toBe(2);
    pool.dispose();
    await expect(answer).rejects.toThrow('stopped');
    expect(started.every((t) => t.terminated)).toBe(true);
    const again = pool.analyze(state, { depth: 1 });
    expect(started.length).toBe(4);
    for (const thread of started.slice(2)) while (thread.inbox.length > 0) thread.reply();
    await new Promise((resolve) => setImmediate(resolve));
    for (const thread of started.slice(2)) while (thread.inbox.length > 0) thread.reply();
    expect(await again).toEqual(analyze(state, { depth: 1 }));
  });

  it('refuses a number of threads that is not one', () => {
    for (const threads of [0, -1, 1.5, NaN]) {
      expect(() => new SearchPool(() => ({ post() {}, terminate() {} }), threads)).toThrow(
        'threads must be a whole number',
      );
    }
  });
});

describe('searchThreadCount', () => {
  it('is one per core, at least 1 and at most MAX_SEARCH_THREADS', () => {
    expect(MAX_SEARCH_THREADS).toBe(4);
    expect([undefined, NaN, 0, 1, 2, 3, 4, 8, 64, 2.5].map(searchThreadCount)).toEqual([
      1, 1, 1, 1, 2, 3, 4, 4, 4, 2,
    ]);
  });
});

describe('handleMoveRequest', () => {
  it('answers with searchMove’s result as plain data, and a task that is not one with its error', () => {
    const board = played({ seed: 3, stopOnWin: false }, 30, 3).board;
    const task = { board, direction: 'left' as const, depth: 2, timeMs: null };
    expect(structuredClone(handleMoveRequest({ id: 4, task }))).toMatchObject({
      id: 4,
      result: { value: expect.any(Number) as unknown, nodes: expect.any(Number) as unknown },
    });
    expect(handleMoveRequest({ id: 5, task: { ...task, depth: 0 } })).toMatchObject({
      id: 5,
      error: { code: 'invalid-config', field: 'task.depth' },
    });
    expect(handleMoveRequest({ id: 6 } as unknown as MoveRequest)).toMatchObject({
      id: 6,
      error: { code: 'invalid-config', field: 'task' },
    });
  });
});
