/**
 * The daily challenges through the real server: runs over the realtime channel's `/daily` namespace, boards over
 * HTTP, every bad request refused with its reason; and the server killed in the middle of a run, the run going on
 * when it is started again.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DailyRunView, Leaderboard } from '@pastime/app-core';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.ts';
import { killServerProcesses, startServerProcess } from '../support/server-process.ts';
import { testServer } from './support/server.ts';

type Answer =
  { ok: true; token: string; run: DailyRunView } | { ok: false; reason: string; problem?: string };

function connect(url: string): Socket {
  return io(`${url}/daily`, { path: '/api/socket.io', transports: ['websocket'], reconnection: false });
}

function ask(socket: Socket, event: string, ...message: unknown[]): Promise<Answer> {
  return socket.timeout(5000).emitWithAck(event, ...message) as Promise<Answer>;
}

async function board(
  url: string,
  game: string,
  query = '',
  token?: string,
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${url}/api/daily/${game}/leaderboard${query}`, {
    headers: token === undefined ? {} : { 'x-pastime-device': token },
  });
  return { status: response.status, json: await response.json() };
}

/** Moves the board takes, the directions tried in turn, as far as `count`. */
async function moves(socket: Socket, token: string, run: DailyRunView, count: number): Promise<DailyRunView> {
  let current = run;
  const directions = ['up', 'left', 'down', 'right'];
  for (let attempt = 0, played = 0; played < count && attempt < count * 8 && !current.finished; attempt++) {
    const answer = await ask(socket, 'move', {
      token,
      game: '2048',
      seen: current.moves,
      move: directions[attempt % 4],
    });
    if (answer.ok) {
      current = answer.run;
      played++;
    }
  }
  return current;
}

describe('the daily channel', () => {
  let server: RunningServer;
  let socket: Socket;
  beforeAll(async () => {
    server = await testServer();
    socket = connect(server.url);
  });
  afterAll(async () => {
    socket.close();
    await server.close();
  });

  it('plays a run, answers each move with the new position, and ranks it', async () => {
    const today = (await (await fetch(`${server.url}/api/daily`)).json()) as {
      today: string;
      games: string[];
    };
    expect(today.games).toEqual(['2048', 'farkle']);
    const started = await ask(socket, 'start', { game: '2048', name: 'Ada' });
    if (!started.ok) throw new Error(started.reason);
    expect(started.run.day).toBe(today.today);
    expect(JSON.stringify(started)).not.toMatch(/"seed"|"random"/);
    const played = await moves(socket, started.token, started.run, 5);
    expect(played.moves).toBe(5);
    const { status, json } = await board(server.url, '2048', '', started.token);
    expect(status).toBe(200);
    const leaderboard = json as Leaderboard;
    expect(leaderboard).toMatchObject({ game: '2048', span: today.today, seed: null, runs: 1 });
    expect(leaderboard.entries[0]).toMatchObject({ rank: 1, name: 'Ada', score: played.score, replay: null });
    expect(leaderboard.own).toMatchObject({ rank: 1, name: 'Ada' });
  });

  it('refuses malformed, oversized, unknown and forged requests with their reasons', async () => {
    expect(await ask(socket, 'move', { token: 'x', game: '2048', seen: 0, move: 'sideways' })).toMatchObject({
      ok: false,
      reason: 'malformed',
    });
    expect(await ask(socket, 'start', { game: '2048', name: 'x'.repeat(5000) })).toMatchObject({
      ok: false,
      reason: 'too-large',
    });
    expect(await ask(socket, 'peek', { game: '2048' })).toMatchObject({ ok: false, reason: 'malformed' });
    expect(await ask(socket, 'run', { token: 'not-a-device-token-at-all', game: 'farkle' })).toEqual({
      ok: false,
      reason: 'bad-token',
    });
    expect(await ask(socket, 'start', { game: 'chess', name: 'Ada' })).toMatchObject({
      ok: false,
      reason: 'malformed',
    });
    expect((await board(server.url, 'chess')).status).toBe(400);
    expect((await board(server.url, '2048', '?span=2026-02-30')).status).toBe(400);
  });

  it('limits the requests of one connection a second', async () => {
    const limited = await testServer();
    const fast = connect(limited.url);
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => ask(fast, 'run', { token: 'nobody', game: '2048' })),
      );
      expect(answers.filter((answer) => !answer.ok && answer.reason === 'rate-limited').length).toBe(10);
    } finally {
      fast.close();
      await limited.close();
    }
  });
});

describe('a server killed in the middle of a run', () => {
  afterEach(() => killServerProcesses());

  it('goes on with the run from its last stored move when started again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pastime-daily-'));
    let server = await startServerProcess({ env: { PASTIME_DATA_DIR: dataDir } });
    let socket = connect(server.url);
    const started = await ask(socket, 'start', { game: '2048', name: 'Ada' });
    if (!started.ok) throw new Error(started.reason);
    const seen = await moves(socket, started.token, started.run, 12);
    socket.close();
    await server.stop();

    server = await startServerProcess({ env: { PASTIME_DATA_DIR: dataDir } });
    socket = connect(server.url);
    const resumed = await ask(socket, 'start', { game: '2048', name: 'Ada', token: started.token });
    if (!resumed.ok) throw new Error(resumed.reason);
    expect(resumed.run).toEqual(seen);
    const more = await moves(socket, started.token, resumed.run, 3);
    expect(more.moves).toBe(15);
    socket.close();
  }, 120_000);
});
