/** The documented limits: rooms an hour and seats a minute per address, and requests a second per connection. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/server.ts';
import { Client, createRoom, post, TWO_PEOPLE } from './support/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    database: { kind: 'memory' },
    port: 0,
    host: '127.0.0.1',
    requestsPerSecond: 5,
    limits: { roomsPerHour: 3, joinsPerMinute: 2 },
  });
});
afterAll(() => server.close());

let first: string | undefined;
/** The room the first test created (the hour's rooms are used up by then). */
async function createRoomOnce(): Promise<string> {
  first ??= (await createRoom(server, 'Ada', TWO_PEOPLE)).room;
  return first;
}

describe('limits', () => {
  it('refuse a fourth room in the hour and a third seat in the minute from one address, naming the limit', async () => {
    const rooms = [];
    for (let i = 0; i < 3; i++) {
      rooms.push(await createRoom(server, 'Ada', { ...TWO_PEOPLE, seats: Array(6).fill('human') }));
    }
    first = rooms[0]?.room;
    expect(await post(server, '/api/rooms', { name: 'Ada', settings: TWO_PEOPLE })).toEqual({
      status: 429,
      json: { ok: false, reason: 'rate-limited', problem: 'at most 3 rooms an hour from one address' },
    });
    const room = rooms[0]?.room ?? '';
    expect((await post(server, `/api/rooms/${room}/seats`, { name: 'Bo' })).status).toBe(201);
    expect((await post(server, `/api/rooms/${room}/seats`, { name: 'Cy' })).status).toBe(201);
    expect(await post(server, `/api/rooms/${room}/seats`, { name: 'Di' })).toEqual({
      status: 429,
      json: { ok: false, reason: 'rate-limited', problem: 'at most 2 seats a minute from one address' },
    });
  });

  it('refuse a connection’s requests beyond its share of each second, and take them again after', async () => {
    const ada = await createRoomOnce();
    const onlooker = new Client(server.url, ada);
    const answers = await Promise.all(Array.from({ length: 8 }, () => onlooker.request('start')));
    expect(answers.map((answer) => (answer.ok ? 'ok' : answer.reason))).toEqual([
      ...Array(5).fill('spectator'),
      ...Array(3).fill('rate-limited'),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await onlooker.request('start')).toEqual({ ok: false, reason: 'spectator' });
    onlooker.close();
  });
});
