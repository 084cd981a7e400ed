/** The advisor's worker protocol and its client, which run the engine's advice off the page's thread. */
import { advise, apply, computerAction, isComputerTurn, newGame, serialize } from '@pastime/farkle';
import { describe, expect, it } from 'vitest';
import { AdvisorClient, type AdvisorWorker } from '../../src/farkle/advisor/advisor-client.ts';
import { answer, type AdvisorRequest, type AdvisorResponse } from '../../src/farkle/advisor/protocol.ts';
import { reach } from './farkle-support.ts';

const ONE = { mode: 'one-player', seed: 3, names: ['Ada'] } as const;
const VS = { mode: 'vs-computer', seed: 5, names: ['Ada'], computerLevel: 'expert' } as const;

/** Ada's first roll of the seeded one-player game. */
const rolled = apply(newGame(ONE), { type: 'roll' });

describe('the advisor’s worker protocol', () => {
  it('answers advise and the computer’s action exactly as the engine does', () => {
    expect(answer({ id: 4, kind: 'advise', save: serialize(rolled) })).toEqual({
      id: 4,
      kind: 'advise',
      advice: advise(rolled),
    });
    const computer = reach(VS, (s) => isComputerTurn(s) && s.phase === 'choosing');
    expect(answer({ id: 5, kind: 'computer-action', save: serialize(computer) })).toEqual({
      id: 5,
      kind: 'computer-action',
      action: computerAction(computer),
    });
  });

  it('returns the engine’s refusals as errors', () => {
    const bad = answer({ id: 6, kind: 'advise', save: '{"version":1}' });
    expect(bad).toMatchObject({ id: 6, kind: 'error' });
    const over = reach(ONE, (s) => s.phase === 'game-over');
    expect(answer({ id: 7, kind: 'advise', save: serialize(over) })).toEqual({
      id: 7,
      kind: 'error',
      message: expect.stringContaining('game is over'),
    });
  });
});

/** The worker's own answers, delivered as a worker would: later, as a message. */
class FakeAdvisorWorker implements AdvisorWorker {
  onmessage: ((event: MessageEvent<AdvisorResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly received: AdvisorRequest[] = [];

  postMessage(request: AdvisorRequest): void {
    this.received.push(request);
    setTimeout(() => this.onmessage?.(new MessageEvent('message', { data: answer(request) })), 0);
  }

  terminate(): void {}
}

describe('AdvisorClient', () => {
  it('asks its worker, started on the first request, for advice and the computer’s actions', async () => {
    const workers: FakeAdvisorWorker[] = [];
    const client = new AdvisorClient(() => {
      const worker = new FakeAdvisorWorker();
      workers.push(worker);
      return worker;
    });
    expect(workers).toEqual([]);
    expect(await client.advise(rolled)).toEqual(advise(rolled));
    const computer = reach(VS, (s) => isComputerTurn(s) && s.phase === 'choosing');
    expect(await client.computerAction(computer)).toEqual(computerAction(computer));
    expect(workers.length).toBe(1);
    expect(workers[0]?.received.map((request) => request.kind)).toEqual(['advise', 'computer-action']);
    const over = reach(ONE, (s) => s.phase === 'game-over');
    await expect(client.advise(over)).rejects.toThrow('game is over');
  });
});
