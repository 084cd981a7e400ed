/**
 * Online Farkle over the realtime channel: a game played to the end by two people and a computer, everyone
 * seeing the same table; the dice checked against the commitment; and every refusal naming its reason and
 * changing nothing; the updates that follow the whole view.
 */
import { apply, newGame, type FarkleState } from '@pastime/farkle';
import { playFarkle, newFarkleSave, roomSetup, setupConfig, type RoomView } from '@pastime/app-core';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.ts';
import {
  Client,
  connectOutcome,
  createRoom,
  joinRoom,
  sensibleAction,
  testServer,
  TWO_PEOPLE,
} from './support/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.close());

const playing = (view: RoomView): boolean => view.phase === 'playing';

/** Plays the game out: whoever's turn it is among `players` acts sensibly; the computer plays its own turns. */
async function playOut(players: readonly Client[], watcher: Client): Promise<RoomView> {
  for (let i = 0; i < 3000; i++) {
    const view = watcher.view;
    const game = view?.game;
    if (view?.phase === 'finished') return view;
    const mover = players.find((player) => player.seat === game?.state.current);
    if (game && mover && game.state.players[game.state.current]?.kind === 'human') {
      const seen = game.log.length;
      await mover.until((next) => (next.game?.log.length ?? 0) === seen);
      expect(await mover.act(sensibleAction(game.state), seen)).toEqual({ ok: true });
      await watcher.until((next) => (next.game?.log.length ?? 0) > seen);
    } else {
      const seen = game?.log.length ?? 0;
      await watcher.until((next) => (next.game?.log.length ?? 0) > seen || next.phase === 'finished');
    }
  }
  throw new Error('the game did not end');
}

describe('a room played online', () => {
  it('is played to the end by two people and a computer, all seeing the same table, with fair dice', async () => {
    const ada = await createRoom(server, 'Ada', { ...TWO_PEOPLE, seats: ['human', 'classic', 'human'] });
    const a = new Client(server.url, ada.room, ada.token);
    const onlooker = new Client(server.url, ada.room);
    expect(await connectOutcome(a)).toBe('connected');
    expect(await a.request('start')).toEqual({ ok: false, reason: 'seats-open' });
    const bo = await joinRoom(server, ada.room, 'Bo');
    const b = new Client(server.url, ada.room, bo.token);
    await b.until((view) => view.seats.every((seat) => seat.connected));
    expect(await b.request('start')).toEqual({ ok: false, reason: 'not-creator' });
    expect(await onlooker.request('start')).toEqual({ ok: false, reason: 'spectator' });
    expect(await a.request('start')).toEqual({ ok: true });
    const started = await onlooker.until(playing);
    expect(a.seat).toBe(0);
    expect(b.seat).toBe(2);
    expect(onlooker.seat).toBeNull();
    const commitment = started.game?.commitment;
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(started.game?.seed).toBeNull();
    // What everyone sees holds nothing of the dice to come.
    expect(JSON.stringify(started)).not.toMatch(/"rng"|"seed":"[0-9a-f]/);
    expect(started.seats.map((seat) => seat.name)).toEqual(['Ada', 'Computer', 'Bo']);

    const end = await playOut([a, b], onlooker);
    const final = end.game;
    if (!final?.seed) throw new Error('the seed was not revealed');
    for (const client of [a, b]) {
      expect((await client.until((view) => view.phase === 'finished')).game?.state.players).toEqual(
        final.state.players,
      );
    }
    // The dice were fair: the seed is the one committed to, and replays every roll the table saw.
    expect(createHash('sha256').update(final.seed).digest('hex')).toBe(commitment);
    let save = newFarkleSave(setupConfig(roomSetup(end.settings, ['Ada', 'Bo']), { seed: final.seed }));
    for (const { action } of final.log) save = playFarkle(save, action);
    expect(save.state.players.map((p) => p.total)).toEqual(final.state.players.map((p) => p.total));
    expect(final.log.some((entry) => entry.seat === 1)).toBe(true);

    // A rematch is the room's next game, with a new seed and commitment.
    expect(await a.request('start')).toEqual({ ok: true });
    const rematch = await onlooker.until((view) => view.game?.number === 2);
    expect(rematch.game?.commitment).not.toBe(commitment);
    for (const client of [a, b, onlooker]) client.close();
  });

  it('refuses forged, out-of-turn, stale and illegal actions with their reasons, changing nothing', async () => {
    const ada = await createRoom(server, 'Ada', TWO_PEOPLE);
    const bo = await joinRoom(server, ada.room, 'Bo');
    const a = new Client(server.url, ada.room, ada.token);
    const b = new Client(server.url, ada.room, bo.token);
    const onlooker = new Client(server.url, ada.room);
    expect(await b.act({ type: 'roll' })).toEqual({ ok: false, reason: 'not-started' });
    expect(await a.request('start')).toEqual({ ok: true });
    await a.until(playing);
    await b.until(playing);
    const before = JSON.stringify(a.view);

    expect(await b.act({ type: 'roll' })).toEqual({ ok: false, reason: 'not-your-turn' });
    expect(await onlooker.act({ type: 'roll' })).toEqual({ ok: false, reason: 'spectator' });
    expect(await a.act({ type: 'roll' }, 5)).toEqual({ ok: false, reason: 'stale' });
    expect(await a.act({ type: 'bank' })).toMatchObject({ ok: false, reason: 'illegal' });
    expect(await a.request('act', { seen: 0, action: { type: 'cheat' } })).toMatchObject({
      ok: false,
      reason: 'malformed',
    });
    expect(await a.request('act', { seen: 0, action: { type: 'toggle', index: 9 } })).toMatchObject({
      reason: 'malformed',
    });
    expect(
      await a.request('act', { seen: 0, action: { type: 'roll' }, pad: 'x'.repeat(5000) }),
    ).toMatchObject({
      reason: 'too-large',
    });
    expect(await a.request('teleport', {})).toEqual({
      ok: false,
      reason: 'malformed',
      problem: 'no such request',
    });
    expect(JSON.stringify(await new Client(server.url, ada.room).until(() => true))).toBe(before);

    // The same action twice: the second was made on a position since gone.
    expect(await a.act({ type: 'roll' }, 0)).toEqual({ ok: true });
    expect(await a.act({ type: 'roll' }, 0)).toEqual({ ok: false, reason: 'stale' });
    await b.until((view) => view.game?.log.length === 1);
    for (const client of [a, b, onlooker]) client.close();
  });

  it('takes a player whose connection dropped mid-turn back to the same seat at the same action', async () => {
    const ada = await createRoom(server, 'Ada', TWO_PEOPLE);
    const bo = await joinRoom(server, ada.room, 'Bo');
    const a = new Client(server.url, ada.room, ada.token);
    const b = new Client(server.url, ada.room, bo.token);
    await a.until((view) => view.seats.every((seat) => seat.connected));
    expect(await a.request('start')).toEqual({ ok: true });
    const first = (await a.until(playing)).game;
    if (!first) throw new Error('no game');
    const mover = first.state.current === 0 ? a : b;
    const other = mover === a ? b : a;
    const seat = first.state.current;
    expect(await mover.act({ type: 'roll' }, 0)).toEqual({ ok: true });
    await other.until((view) => view.game?.log.length === 1);

    // The connection is lost without a word (the transport closes), as on a network that goes away.
    mover.socket.io.engine.close();
    await other.until((view) => view.seats[seat]?.connected === false);
    mover.socket.connect();
    const back = await mover.until(
      (view) => view.seats[seat]?.connected === true && view.game?.log.length === 1,
    );
    expect(mover.seat).toBe(seat);
    await other.until((view) => view.seats[seat]?.connected === true);
    const game = back.game;
    if (!game) throw new Error('no game');
    expect(await mover.act(sensibleAction(game.state), 1)).toEqual({ ok: true });
    await other.until((view) => view.game?.log.length === 2);
    a.close();
    b.close();
  });

  it('lets in no connection with a token of another room, a made-up token or no room', async () => {
    const ada = await createRoom(server, 'Ada', TWO_PEOPLE);
    const other = await createRoom(server, 'Cy', TWO_PEOPLE);
    const outcomes = await Promise.all(
      [
        new Client(server.url, ada.room, other.token),
        new Client(server.url, ada.room, 'A'.repeat(22)),
        new Client(server.url, 'nosuchroomatall', ada.token),
      ].map(async (client) => {
        const outcome = await connectOutcome(client);
        client.close();
        return outcome;
      }),
    );
    expect(outcomes).toEqual(['bad-token', 'bad-token', 'unknown-room']);
  });

  it('sends updates after the whole view, and the whole view again to a client that missed one', async () => {
    const ada = await createRoom(server, 'Ada', TWO_PEOPLE);
    const bo = await joinRoom(server, ada.room, 'Bo');
    const a = new Client(server.url, ada.room, ada.token);
    const b = new Client(server.url, ada.room, bo.token);
    await a.until((view) => view.seats.every((seat) => seat.connected));
    await b.until((view) => view.seats.every((seat) => seat.connected));
    let updates = 0;
    b.socket.on('update', () => updates++);
    expect(await a.request('start')).toEqual({ ok: true });
    await b.until(playing);

    // Bo misses the first action's update, so cannot apply the second's: Bo asks for the whole view.
    b.dropUpdates = 1;
    for (let n = 1; n <= 2; n++) {
      const game = (await a.until(playing)).game;
      if (!game) throw new Error('no game');
      const mover = game.state.current === 0 ? a : b;
      expect(await mover.act(sensibleAction(game.state), game.log.length)).toEqual({ ok: true });
      await a.until((view) => view.game?.log.length === n);
    }
    const synced = await b.until((view) => view.game?.log.length === 2);
    expect(updates).toBe(2);
    expect(b.gaps).toHaveLength(1);
    expect(synced).toEqual(a.view);
    a.close();
    b.close();
  });
});

describe('the engine behind it', () => {
  it('is the local engine: the first roll of a seed is the same online as locally', () => {
    const state: FarkleState = apply(newGame({ mode: 'two-player', seed: 'abc' }), { type: 'roll' });
    expect(state.dice).toHaveLength(6);
  });
});
