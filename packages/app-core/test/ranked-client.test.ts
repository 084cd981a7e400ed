import { describe, expect, it } from 'vitest';
import type { DailyRunView } from '../src/online/daily.ts';
import { MAX_QUEUED_MOVES, RankedRunClient } from '../src/online/ranked-client.ts';
import { FakeDailyServer, memoryDevice } from './support/fake-daily-server.ts';

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

function client(server: FakeDailyServer, device = memoryDevice(), game: '2048' | 'farkle' = '2048') {
  const finished: DailyRunView[] = [];
  const run = new RankedRunClient({
    game,
    device,
    request: server.request,
    onFinished: (view) => finished.push(view),
  });
  return { run, device, finished };
}

/** Two clients of one device, both with today's run open (two tabs). */
async function twoTabs(server: FakeDailyServer) {
  const device = memoryDevice();
  const one = client(server, device);
  await one.run.open();
  const two = client(server, device);
  await two.run.open();
  return { one, two };
}

/** A direction the server takes on the run's board. */
function legalMove(run: RankedRunClient): 'left' | 'right' | 'up' | 'down' {
  const view = run.snapshot.view;
  if (view?.position.game !== '2048') throw new Error('a 2048 run was expected');
  const board = view.position.state.board;
  const canSlide = (row: readonly number[]): boolean =>
    row.some((value, i) => value !== 0 && i > 0 && (row[i - 1] === 0 || row[i - 1] === value));
  if (board.some((row) => canSlide(row))) return 'left';
  if (board.some((row) => canSlide([...row].reverse()))) return 'right';
  const columns = board[0]?.map((_, c) => board.map((row) => row[c] ?? 0)) ?? [];
  return columns.some((column) => canSlide(column)) ? 'up' : 'down';
}

describe('a ranked run from the player’s side', () => {
  it('begins today’s run under the device’s name and keeps the token the server gives', async () => {
    const server = new FakeDailyServer();
    const { run, device } = client(server);
    await run.open();
    expect(server.sent.map((request) => request.event)).toEqual(['start']);
    expect(server.sent[0]?.message).toEqual({ game: '2048', name: 'Ada' });
    expect(device.tokens).toEqual(['token-1']);
    expect(run.snapshot.view?.moves).toBe(0);
    expect(run.snapshot.view?.name).toBe('Ada');
    expect(run.snapshot.problem).toBeNull();
  });

  it('takes up the run it has (a reload) rather than begin another', async () => {
    const server = new FakeDailyServer();
    const first = client(server);
    await first.run.open();
    first.run.move(legalMove(first.run));
    await settle();
    const again = client(server, first.device);
    await again.run.open();
    expect(server.sent.map((request) => request.event)).toEqual(['start', 'move', 'run']);
    expect(again.run.snapshot.view?.moves).toBe(1);
  });

  it('sends each move with the moves seen, one after the answer to the other', async () => {
    const server = new FakeDailyServer();
    const { run } = client(server);
    await run.open();
    server.holding = true;
    const direction = legalMove(run);
    run.move(direction);
    run.move('up');
    await settle();
    expect(server.sent.filter((request) => request.event === 'move')).toHaveLength(1);
    expect(run.snapshot.waiting).toBe(true);
    server.holding = false;
    server.release();
    await settle();
    await settle();
    const moves = server.sent.filter((request) => request.event === 'move');
    expect(moves.map((request) => request.message['seen'])).toEqual([0, 1]);
    expect(moves[0]?.message['move']).toBe(direction);
    expect(run.snapshot.waiting).toBe(false);
  });

  it('says why a move is refused and goes on with the next', async () => {
    const server = new FakeDailyServer();
    const { run } = client(server, memoryDevice(), 'farkle');
    await run.open();
    run.move({ type: 'bank' });
    run.move({ type: 'roll' });
    await settle();
    await settle();
    expect(run.snapshot.view?.moves).toBe(1);
    expect(server.sent.filter((request) => request.event === 'move')).toHaveLength(2);
    // The roll was played after the refused bank: the refusal was said, then cleared by the played move.
    expect(run.snapshot.problem).toBeNull();
  });

  it('keeps the refusal of a move while nothing else is played', async () => {
    const server = new FakeDailyServer();
    const { run } = client(server, memoryDevice(), 'farkle');
    await run.open();
    run.move({ type: 'bank' });
    await settle();
    expect(run.snapshot.problem?.reason).toBe('illegal');
    expect(run.snapshot.view?.moves).toBe(0);
  });

  it('takes up the run afresh when another tab played first', async () => {
    const server = new FakeDailyServer();
    const { one, two } = await twoTabs(server);
    one.run.move(legalMove(one.run));
    await settle();
    two.run.move(legalMove(two.run));
    await settle();
    await settle();
    expect(server.sent.slice(-2).map((request) => request.event)).toEqual(['move', 'run']);
    expect(two.run.snapshot.view?.moves).toBe(1);
  });

  it('ends the run where it stands, once, and takes no move after', async () => {
    const server = new FakeDailyServer();
    const { run, finished } = client(server);
    await run.open();
    run.move(legalMove(run));
    await settle();
    await run.end();
    expect(run.snapshot.view?.finished).toBe(true);
    expect(finished).toHaveLength(1);
    expect(finished[0]?.moves).toBe(1);
    run.move('left');
    await settle();
    expect(server.sent.map((request) => request.event)).toEqual(['start', 'move', 'end']);
  });

  it('does not call a run found finished a new ending', async () => {
    const server = new FakeDailyServer();
    const first = client(server);
    await first.run.open();
    await first.run.end();
    const again = client(server, first.device);
    await again.run.open();
    expect(again.run.snapshot.view?.finished).toBe(true);
    expect(again.finished).toHaveLength(0);
  });

  it('asks for a name the local game allows before sending anything', async () => {
    const server = new FakeDailyServer();
    const { run } = client(server, memoryDevice('   '));
    await run.open();
    expect(server.sent).toHaveLength(0);
    expect(run.snapshot.problem).toEqual({ ok: false, reason: 'bad-name', problem: 'blank' });
  });

  it('begins anew with a token the server does not know (its data was reset)', async () => {
    const server = new FakeDailyServer();
    const device = memoryDevice('Ada', 'forgotten');
    const { run } = client(server, device);
    await run.open();
    expect(server.sent.map((request) => request.event)).toEqual(['run', 'start']);
    expect(server.sent[1]?.message['token']).toBeUndefined();
    expect(device.token()).toBe('token-1');
  });

  it('says so when no answer comes', async () => {
    const device = memoryDevice();
    const run = new RankedRunClient({
      game: '2048',
      device,
      request: () => Promise.reject(new Error('operation has timed out')),
    });
    await run.open();
    expect(run.snapshot.problem).toEqual({ ok: false, reason: 'unreachable' });
    expect(run.snapshot.waiting).toBe(false);
  });

  it('answers each move with its own answer, in the order asked', async () => {
    const server = new FakeDailyServer();
    const { run } = client(server, memoryDevice(), 'farkle');
    await run.open();
    const [bank, roll] = await Promise.all([run.move({ type: 'bank' }), run.move({ type: 'roll' })]);
    expect(bank).toMatchObject({ ok: false, reason: 'illegal' });
    expect(roll).toMatchObject({ ok: true, run: { moves: 1 } });
  });

  it(`keeps at most ${String(MAX_QUEUED_MOVES)} moves waiting behind the one being answered`, async () => {
    const server = new FakeDailyServer();
    const { run } = client(server, memoryDevice(), 'farkle');
    await run.open();
    server.holding = true;
    const asked = Array.from({ length: MAX_QUEUED_MOVES + 3 }, () => run.move({ type: 'bank' }));
    await settle();
    server.holding = false;
    server.release();
    const answers = await Promise.all(asked);
    // The first is sent at once, MAX_QUEUED_MOVES wait, and the rest are not sent.
    expect(answers.filter((answer) => answer !== undefined)).toHaveLength(MAX_QUEUED_MOVES + 1);
    expect(server.sent.filter((request) => request.event === 'move')).toHaveLength(MAX_QUEUED_MOVES + 1);
  });

  it('drops the moves waiting after a refusal other than the engine’s', async () => {
    const server = new FakeDailyServer();
    const { one, two } = await twoTabs(server);
    await one.run.move(legalMove(one.run));
    const [stale, waiting] = await Promise.all([two.run.move('left'), two.run.move('right')]);
    expect(stale).toMatchObject({ ok: false, reason: 'stale' });
    expect(waiting).toBeUndefined();
    expect(two.run.snapshot.view?.moves).toBe(1);
  });

  it('shows a run its day closed on as over, and calls it finished', async () => {
    const server = new FakeDailyServer();
    const { run, finished } = client(server);
    await run.open();
    server.closed = true;
    const answer = await run.move(legalMove(run));
    expect(answer).toMatchObject({ ok: false, reason: 'day-closed' });
    expect(run.snapshot.view?.finished).toBe(true);
    expect(finished).toHaveLength(1);
    expect(await run.move('up')).toBeUndefined();
  });

  it('ends the run after the move being answered, dropping those waiting', async () => {
    const server = new FakeDailyServer();
    const { run } = client(server);
    await run.open();
    server.holding = true;
    const moved = run.move(legalMove(run));
    const waiting = run.move('up');
    await settle();
    const ended = run.end();
    await settle();
    expect(server.sent.map((request) => request.event)).toEqual(['start', 'move']);
    server.holding = false;
    server.release();
    expect(await moved).toMatchObject({ ok: true });
    expect(await waiting).toBeUndefined();
    expect(await ended).toMatchObject({ ok: true, run: { finished: true, moves: 1 } });
    expect(server.sent.map((request) => request.event)).toEqual(['start', 'move', 'end']);
  });

  it('shows the run over when the connection comes back after its day closed', async () => {
    const server = new FakeDailyServer();
    const { run, finished } = client(server);
    await run.open();
    server.closed = true;
    await run.refresh();
    expect(run.snapshot.view?.finished).toBe(true);
    expect(finished).toHaveLength(1);
    expect(run.snapshot.problem?.reason).toBe('no-run');
  });

  it('plays a move asked in the same moment as an end', async () => {
    const server = new FakeDailyServer();
    const { run } = client(server);
    await run.open();
    const moved = run.move(legalMove(run));
    const ended = run.end();
    expect(await moved).toMatchObject({ ok: true, run: { moves: 1 } });
    expect(await ended).toMatchObject({ ok: true, run: { finished: true, moves: 1 } });
  });

  it('sends no end for a run found over meanwhile', async () => {
    const server = new FakeDailyServer();
    const { one, two } = await twoTabs(server);
    await one.run.end();
    const moved = two.run.move(legalMove(two.run));
    const ended = two.run.end();
    expect(await moved).toMatchObject({ ok: false, reason: 'run-over' });
    expect(two.run.snapshot.view?.finished).toBe(true);
    expect(await ended).toBeUndefined();
    expect(server.sent.filter((request) => request.event === 'end')).toHaveLength(1);
  });
});
