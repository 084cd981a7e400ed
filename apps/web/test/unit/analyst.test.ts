import { apply, legalMoves, newGame, type GameState } from '@pastime/2048';
import { analyze, handleMoveRequest, type MoveRequest, type MoveResponse } from '@pastime/2048-ai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Analyst, searchWorkerCount, type SearchWorker } from '../../src/game2048/ai/analyst.ts';

/**
 * A worker stand-in: requests wait in `inbox` until the test answers them, or, when `auto`, are answered by the
 * real `searchMove` in this thread a turn of the event loop later (the request and the answer structured-cloned,
 * as `postMessage` does).
 */
class FakeWorker implements SearchWorker {
  onmessage: ((event: MessageEvent<MoveResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly inbox: MoveRequest[] = [];
  terminated = false;
  answered = 0;

  constructor(
    readonly index: number,
    readonly auto: boolean,
  ) {}

  postMessage(request: MoveRequest): void {
    this.inbox.push(structuredClone(request));
    if (this.auto) setImmediate(() => !this.terminated && this.reply());
  }

  terminate(): void {
    this.terminated = true;
  }

  reply(response?: MoveResponse): void {
    const request = this.inbox.shift();
    if (!request) throw new Error('no request');
    this.answered++;
    const data = structuredClone(response ?? handleMoveRequest(request));
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  crash(message: string): void {
    // Node has no ErrorEvent; the analyst reads only what an Event with a message gives.
    this.onerror?.(Object.assign(new Event('error', { cancelable: true }), { message }) as ErrorEvent);
  }
}

function setup(workers: number, auto = true) {
  const started: FakeWorker[] = [];
  const analyst = new Analyst((index) => {
    const worker = new FakeWorker(index, auto);
    started.push(worker);
    return worker;
  }, workers);
  return { analyst, started };
}

/** Answers every request waiting in `workers` until `answer` settles. */
async function answerAll<T>(workers: readonly FakeWorker[], answer: Promise<T>): Promise<T> {
  let settled = false;
  void answer.then(
    () => (settled = true),
    () => (settled = true),
  );
  while (!settled) {
    for (const worker of workers) if (!worker.terminated && worker.inbox.length > 0) worker.reply();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return answer;
}

function playedState(seed: number, moves: number): GameState {
  let game = newGame({ seed, stopOnWin: false });
  for (let i = 0; i < moves; i++) {
    const legal = legalMoves(game);
    game = apply(game, legal[i % legal.length] ?? 'up');
  }
  return game;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Analyst', () => {
  it('starts its workers on the first request only, and answers as the search in one thread does', async () => {
    const { analyst, started } = setup(2);
    expect(analyst.workers).toBe(2);
    expect(started).toEqual([]);
    const game = playedState(11, 40);
    const answer = analyst.analyze(game, { depth: 3 });
    expect(started.map((worker) => worker.index)).toEqual([0, 1]);
    // What crosses is one root move at one depth, as plain data: the board, not the game and its history.
    const task = started[0]?.inbox[0]?.task;
    expect(task?.board).toEqual(game.board);
    expect(task?.depth).toBe(3);
    expect(await answer).toEqual(analyze(game, { depth: 3 }));
    // Both workers searched, and the next requests go to the same workers.
    expect(started.every((worker) => worker.answered > 0)).toBe(true);
    for (const seed of [1, 2, 3]) {
      const state = playedState(seed, 25);
      expect(await analyst.analyze(state, { depth: 2 })).toEqual(analyze(state, { depth: 2 }));
    }
    expect(started.length).toBe(2);
  });

  it('answers boards of every size, starts, wins and losses as the single-threaded search', async () => {
    const { analyst } = setup(3);
    const won = apply(
      newGame({
        board: [
          [1024, 1024, 0],
          [0, 2, 0],
          [0, 0, 0],
        ],
      }),
      'left',
    );
    expect(won.status).toBe('won');
    const states = [
      newGame({ seed: 4 }),
      newGame({ seed: 5, size: 3 }),
      newGame({ seed: 6, size: 6 }),
      won,
      newGame({
        board: [
          [2, 4, 2],
          [4, 2, 4],
          [2, 4, 2],
        ],
      }),
    ];
    expect(states.at(-1)?.status).toBe('lost');
    for (const state of states) {
      expect(await analyst.analyze(state, { depth: 2 })).toEqual(analyze(state, { depth: 2 }));
    }
  });

  it('runs one worker per core the browser reports, at least 1 and at most 4', () => {
    const counts = [undefined, 1, 2, 3, 4, 16].map((cores) => {
      vi.stubGlobal('navigator', { hardwareConcurrency: cores });
      return searchWorkerCount();
    });
    expect(counts).toEqual([1, 1, 2, 3, 4, 4]);
    vi.stubGlobal('navigator', { hardwareConcurrency: 3 });
    expect(new Analyst(() => new FakeWorker(0, true)).workers).toBe(3);
  });

  it('starts every worker on warm, before any request', () => {
    const { analyst, started } = setup(4);
    analyst.warm();
    expect(started.map((worker) => worker.index)).toEqual([0, 1, 2, 3]);
    analyst.warm();
    expect(started.length).toBe(4);
  });

  it('rejects with the search’s own message when a worker refuses a task', async () => {
    const { analyst, started } = setup(1, false);
    const answer = analyst.analyze(newGame({ seed: 1 }), { depth: 1 });
    const worker = started[0];
    if (!worker) throw new Error('no worker');
    worker.reply({
      id: worker.inbox[0]?.id ?? -1,
      error: { code: 'invalid-config', message: 'searchMove: bad', field: 'task.depth' },
    });
    await expect(answer).rejects.toThrow('searchMove: bad');
  });

  it('rejects what a failing worker was asked, replaces it at the next request, and ignores its late events', async () => {
    const { analyst, started } = setup(2, false);
    const game = playedState(7, 30);
    const a = analyst.analyze(game, { depth: 2 });
    const [first, second] = started;
    if (!first || !second) throw new Error('two workers expected');
    first.crash('Failed to fetch the worker script');
    await expect(a).rejects.toThrow('Failed to fetch the worker script');
    expect(first.terminated).toBe(true);
    expect(second.terminated).toBe(false);

    const b = analyst.analyze(game, { depth: 2 });
    expect(started.length).toBe(3);
    const replacement = started[2];
    if (!replacement) throw new Error('no new worker');
    expect(replacement.index).toBe(0);
    // The old worker's events still come after it was replaced (a second error, an answer under way).
    first.crash('the worker threw again');
    first.onmessage?.(
      new MessageEvent('message', {
        data: { id: replacement.inbox[0]?.id ?? -1, result: { value: 1e15, nodes: 1 } },
      }),
    );
    expect(replacement.terminated).toBe(false);
    expect(await answerAll([replacement, second], b)).toEqual(analyze(game, { depth: 2 }));
  });

  it('rejects what waits when disposed, and stops every worker', async () => {
    const { analyst, started } = setup(3, false);
    const answer = analyst.analyze(newGame({ seed: 1 }), { depth: 2 });
    expect(started.length).toBe(3);
    analyst.dispose();
    await expect(answer).rejects.toThrow('stopped');
    expect(started.every((worker) => worker.terminated)).toBe(true);
  });
});
