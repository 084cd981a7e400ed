/** The HTTP API: the health check, creating and joining rooms, and every refusal naming its reason. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/server.ts';
import { createRoom, joinRoom, post, testServer, TWO_PEOPLE } from './support/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.close());

describe('the HTTP API', () => {
  it('answers the health check with the database in use', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(await response.json()).toEqual({ ok: true, database: 'pglite' });
  });

  it('creates a room with an unguessable id and a secret token, and seats people until it is full', async () => {
    const ada = await createRoom(server, ' Ada ', TWO_PEOPLE);
    expect(ada.room).toMatch(/^[\w-]{16}$/);
    expect(ada.token).toMatch(/^[\w-]{22}$/);
    expect(ada.seat).toBe(0);
    const bo = await joinRoom(server, ada.room, 'Bo');
    expect(bo.seat).toBe(1);
    expect(bo.token).not.toBe(ada.token);
    expect(await post(server, `/api/rooms/${ada.room}/seats`, { name: 'Cy' })).toEqual({
      status: 409,
      json: { ok: false, reason: 'room-full' },
    });
    const view = await (await fetch(`${server.url}/api/rooms/${ada.room}`)).json();
    expect(view).toMatchObject({
      id: ada.room,
      phase: 'waiting',
      game: null,
      seats: [
        { kind: 'human', name: 'Ada', creator: true, connected: false },
        { kind: 'human', name: 'Bo', creator: false, connected: false },
      ],
    });
    // The token is never shown again, and never stored as it is.
    expect(JSON.stringify(view)).not.toContain(ada.token);
  });

  it('seats only the people’s seats, leaving the computers theirs', async () => {
    const ada = await createRoom(server, 'Ada', {
      ...TWO_PEOPLE,
      seats: ['expert', 'human', 'classic', 'human'],
    });
    expect(ada.seat).toBe(1);
    expect((await joinRoom(server, ada.room, 'Bo')).seat).toBe(3);
  });

  it('refuses names the local game refuses, and a name another seat has in any case', async () => {
    const ada = await createRoom(server, 'Ada', TWO_PEOPLE);
    const join = (name: string) => post(server, `/api/rooms/${ada.room}/seats`, { name });
    expect(await join('ADA')).toEqual({
      status: 422,
      json: { ok: false, reason: 'bad-name', problem: 'same-name' },
    });
    expect(await join('   ')).toEqual({
      status: 422,
      json: { ok: false, reason: 'bad-name', problem: 'blank' },
    });
    expect((await join('a\u0007b')).json).toEqual({
      ok: false,
      reason: 'bad-name',
      problem: 'control-characters',
    });
    expect((await join('x'.repeat(40))).json).toMatchObject({ reason: 'bad-name' });
    expect((await post(server, '/api/rooms', { name: '', settings: TWO_PEOPLE })).json).toMatchObject({
      reason: 'bad-name',
      problem: 'blank',
    });
    // Nothing refused took the seat.
    expect((await joinRoom(server, ada.room, 'Bo')).seat).toBe(1);
  });

  it('refuses settings that are not a room’s, naming the field', async () => {
    const create = (settings: unknown) => post(server, '/api/rooms', { name: 'Ada', settings });
    const cases: [unknown, string][] = [
      [{ ...TWO_PEOPLE, seats: ['human'] }, 'body.settings.seats'],
      [{ ...TWO_PEOPLE, seats: Array(7).fill('human') }, 'body.settings.seats'],
      [{ ...TWO_PEOPLE, seats: ['classic', 'expert'] }, 'body.settings.seats'],
      [{ ...TWO_PEOPLE, seats: ['human', 'robot'] }, 'body.settings.seats[1]'],
      [{ ...TWO_PEOPLE, turnTimer: 45 }, 'body.settings.turnTimer'],
      [{ ...TWO_PEOPLE, advisorAllowed: 'yes' }, 'body.settings.advisorAllowed'],
      [{ ...TWO_PEOPLE, rules: 'house' }, 'body.settings.rules'],
      [{ ...TWO_PEOPLE, rules: { ...TWO_PEOPLE.rules, target: -5 } }, 'body.settings.rules'],
    ];
    for (const [settings, field] of cases) {
      const { status, json } = await create(settings);
      expect(status, field).toBe(422);
      expect(json).toMatchObject({ ok: false, reason: 'bad-settings' });
      expect((json as { problem: string }).problem.startsWith(field), field).toBe(true);
    }
    expect(await create({ ...TWO_PEOPLE, rules: 'popular', turnTimer: 120 })).toMatchObject({ status: 201 });
  });

  it('refuses what is not a request: not JSON, the wrong shape, too large, an unknown room or path', async () => {
    expect(await post(server, '/api/rooms', '{"name":')).toEqual({
      status: 400,
      json: { ok: false, reason: 'malformed', problem: 'the body is not JSON' },
    });
    expect((await post(server, '/api/rooms', [1, 2])).json).toMatchObject({ reason: 'malformed' });
    const large = await post(server, '/api/rooms', {
      name: 'Ada',
      settings: TWO_PEOPLE,
      pad: 'x'.repeat(5000),
    });
    expect(large).toMatchObject({ status: 413, json: { ok: false, reason: 'too-large' } });
    expect(await post(server, '/api/rooms/nosuchroom/seats', { name: 'Bo' })).toEqual({
      status: 404,
      json: { ok: false, reason: 'unknown-room' },
    });
    expect((await fetch(`${server.url}/api/rooms/nosuchroom`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/nothing`)).status).toBe(404);
  });
});

describe('the web app', () => {
  it('is served from the same port, its files as they are and nothing else', async () => {
    const root = mkdtempSync(join(tmpdir(), 'pastime-web-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Pastime</title>');
    writeFileSync(join(root, 'sw.js'), 'self.x = 1;');
    const web = await startServer({
      database: { kind: 'memory' },
      port: 0,
      host: '127.0.0.1',
      webRoot: root,
    });
    try {
      const page = await fetch(`${web.url}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text()).toContain('<title>Pastime</title>');
      expect(await (await fetch(`${web.url}/sw.js`)).text()).toBe('self.x = 1;');
      expect((await fetch(`${web.url}/nothing.js`)).status).toBe(404);
      expect((await fetch(`${web.url}/../../etc/passwd`)).status).toBe(404);
      expect(await (await fetch(`${web.url}/api/health`)).json()).toEqual({ ok: true, database: 'pglite' });
    } finally {
      await web.close();
    }
  });
});
