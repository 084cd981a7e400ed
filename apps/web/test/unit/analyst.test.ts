import { canUndo, deserialize, newGame, legalMoves, apply, serialize } from '@pastime/2048';
import type { AnalyzeRequest, AnalyzeResponse } from '@pastime/2048-ai';
import { handleAnalyzeRequest } from '@pastime/2048-ai';
import { describe, expect, it } from 'vitest';
import { Analyst, type SearchWorker } from '../../src/game2048/ai/analyst.ts';

/** A worker stand-in: requests wait in `inbox` until the test answers them (by default with the real search). */
class FakeWorker implements SearchWorker {
  onmessage: ((event: MessageEvent<AnalyzeResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly inbox: AnalyzeRequest[] = [];
  terminated = false;

  postMessage(request: AnalyzeRequest): void {
    this.inbox.push(request);
  }

  terminate(): void {
    this.terminated = true;
  }

  reply(response?: AnalyzeResponse): void {
    const request = this.inbox.shift();
    if (!request) throw new Error('no request');
    this.onmessage?.(new MessageEvent('message', { data: response ?? handleAnalyzeRequest(request) }));
  }

  crash(message: string): void {
    // Node has no ErrorEvent; the analyst reads only what an Event with a message gives.
    this.onerror?.(Object.assign(new Event('error', { cancelable: true }), { message }) as ErrorEvent);
  }
}

function setup() {
  const workers: FakeWorker[] = [];
  const analyst = new Analyst(() => {
    const worker = new FakeWorker();
    workers.push(worker);
    return worker;
  });
  return { analyst, workers };
}

describe('Analyst', () => {
  it('starts its worker on the first request only, and sends the game without its history', async () => {
    const { analyst, workers } = setup();
    expect(workers).toEqual([]);
    let game = newGame({ seed: 11 });
    for (let i = 0; i < 3; i++) game = apply(game, legalMoves(game)[0] ?? 'up');
    expect(canUndo(game)).toBe(true);
    const answer = analyst.analyze(game, { depth: 1 });
    expect(workers.length).toBe(1);
    const request = workers[0]?.inbox[0];
    expect(request?.options).toEqual({ depth: 1 });
    const sent = deserialize(request?.save ?? '');
    expect(sent.board).toEqual(game.board);
    expect(sent.score).toBe(game.score);
    expect(canUndo(sent)).toBe(false);
    workers[0]?.reply();
    const analysis = await answer;
    expect(legalMoves(game)).toContain(analysis.best);
    // The next request goes to the same worker.
    void analyst.analyze(game);
    expect(workers.length).toBe(1);
  });

  it('matches answers to requests by id, whatever their order', async () => {
    const { analyst, workers } = setup();
    const a = analyst.analyze(newGame({ seed: 1 }), { depth: 1 });
    const b = analyst.analyze(newGame({ seed: 2 }), { depth: 1 });
    const worker = workers[0];
    if (!worker) throw new Error('no worker');
    const [first, second] = worker.inbox.splice(0);
    if (!first || !second) throw new Error('two requests expected');
    worker.inbox.push(second, first);
    worker.reply();
    worker.reply();
    const [analysisA, analysisB] = await Promise.all([a, b]);
    expect(legalMoves(newGame({ seed: 1 }))).toContain(analysisA.best);
    expect(legalMoves(newGame({ seed: 2 }))).toContain(analysisB.best);
    expect({ id: first.id, analysis: analysisA }).toEqual(handleAnalyzeRequest(first));
  });

  it('rejects with the search’s own message when it refuses a request', async () => {
    const { analyst, workers } = setup();
    const answer = analyst.analyze(newGame({ seed: 1 }));
    workers[0]?.reply({
      id: 1,
      error: { code: 'invalid-config', message: 'analyze: bad', field: 'options' },
    });
    await expect(answer).rejects.toThrow('analyze: bad');
  });

  it('rejects every waiting request when the worker fails, and starts a new worker for the next', async () => {
    const { analyst, workers } = setup();
    const a = analyst.analyze(newGame({ seed: 1 }));
    const b = analyst.analyze(newGame({ seed: 2 }));
    workers[0]?.crash('Failed to fetch the worker script');
    await expect(a).rejects.toThrow('Failed to fetch the worker script');
    await expect(b).rejects.toThrow('Failed to fetch the worker script');
    expect(workers[0]?.terminated).toBe(true);
    const c = analyst.analyze(newGame({ seed: 3 }), { depth: 1 });
    expect(workers.length).toBe(2);
    workers[1]?.reply();
    expect(legalMoves(newGame({ seed: 3 }))).toContain((await c).best);
  });

  it('ignores a replaced worker: its late failure or answer never reaches the new worker’s requests', async () => {
    const { analyst, workers } = setup();
    const a = analyst.analyze(newGame({ seed: 1 }));
    const old = workers[0];
    if (!old) throw new Error('no worker');
    old.crash('the worker threw');
    await expect(a).rejects.toThrow('the worker threw');
    const c = analyst.analyze(newGame({ seed: 3 }), { depth: 1 });
    const current = workers[1];
    const request = current?.inbox[0];
    if (!current || !request) throw new Error('no new worker');
    // The old worker's events still come after it was replaced (a second error, a message under way).
    old.crash('the worker threw again');
    const stale = handleAnalyzeRequest({ ...request, save: serialize(apply(newGame({ seed: 8 }), 'down')) });
    old.onmessage?.(new MessageEvent('message', { data: stale }));
    expect(current.terminated).toBe(false);
    current.reply();
    expect({ id: request.id, analysis: await c }).toEqual(handleAnalyzeRequest(request));
    expect(stale).not.toEqual(handleAnalyzeRequest(request));
    expect(workers.length).toBe(2);
  });

  it('rejects what waits when disposed', async () => {
    const { analyst, workers } = setup();
    const answer = analyst.analyze(newGame({ seed: 1 }));
    analyst.dispose();
    await expect(answer).rejects.toThrow('stopped');
    expect(workers[0]?.terminated).toBe(true);
  });
});
