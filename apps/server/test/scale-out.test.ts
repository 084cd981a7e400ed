/**
 * Two server processes on one PostgreSQL: a player on each plays one game, everyone seeing the same table; one
 * process is killed mid-game and the other carries the game to its end. PostgreSQL comes from
 * `PASTIME_TEST_DATABASE_URL` (a role that may create databases: `.ci/run` makes one); each run uses a database of
 * its own, dropped afterwards.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killServerProcesses, startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { Client, joinRoom, sensibleAction, TWO_PEOPLE, type Ticket } from './support/server.ts';

const ADMIN_URL = process.env['PASTIME_TEST_DATABASE_URL'];
let database = '';
let databaseUrl = '';

beforeAll(async () => {
  if (ADMIN_URL === undefined || ADMIN_URL === '') {
    throw new Error(
      'the scale-out test needs PostgreSQL: set PASTIME_TEST_DATABASE_URL to a role that may create databases (.ci/run does)',
    );
  }
  database = `pastime_scale_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  databaseUrl = url.href;
});

afterAll(async () => {
  killServerProcesses();
  if (database === '' || ADMIN_URL === undefined) return;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
});

/** A server process; its errors (a count that failed, say) are shown with the test's output. */
function startProcess(): Promise<ServerProcess> {
  return startServerProcess({ env: { DATABASE_URL: databaseUrl, PACE_MS: '20' }, stderr: 'show' });
}

const SHORT_RULES = { ...TWO_PEOPLE.rules, target: 1000 };

/** How long a view may take across two processes and PostgreSQL on a loaded machine. */
const SLOW = 30_000;

/** Plays whoever's turn it is among `players` (each on its own server) until `done`. */
async function playUntil(players: readonly Client[], done: () => boolean): Promise<void> {
  for (let i = 0; i < 3000 && !done(); i++) {
    const views = players.map((player) => player.view);
    const game = views[0]?.game;
    const mover = players.find((player) => player.seat === game?.state.current);
    // A game over can be shown a moment before the room is said to be finished: nobody acts on it.
    const toPlay =
      game?.state.phase !== 'game-over' && game?.state.players[game.state.current]?.kind === 'human';
    if (game && mover && toPlay) {
      const seen = game.log.length;
      await mover.until((view) => (view.game?.log.length ?? 0) >= seen, SLOW);
      await new Promise((resolve) => setTimeout(resolve, 60));
      const answer = await mover.act(sensibleAction(game.state), seen);
      if (!answer.ok && answer.reason !== 'stale') throw new Error(`refused: ${answer.reason}`);
    }
    await players[0]
      ?.until(
        (view) => (view.game?.log.length ?? 0) > (game?.log.length ?? 0) || view.phase === 'finished',
        5000,
      )
      .catch(() => undefined);
  }
}

describe('two server processes on one PostgreSQL', () => {
  it('serve one game to players on each, and one carries it on when the other is killed', async () => {
    const a = await startProcess();
    const b = await startProcess();
    expect(await (await fetch(`${a.url}/api/health`)).json()).toEqual({ ok: true, database: 'postgres' });
    const response = await fetch(`${a.url}/api/rooms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Ada',
        settings: { ...TWO_PEOPLE, rules: SHORT_RULES, seats: ['human', 'classic', 'human'] },
      }),
    });
    const ada = (await response.json()) as Ticket;
    const bo = await joinRoom(b, ada.room, 'Bo');
    let onA = new Client(a.url, ada.room, ada.token);
    let onB = new Client(b.url, ada.room, bo.token);
    // Each server shows who is connected to either.
    const both = (view: { seats: readonly { connected: boolean }[] }) =>
      view.seats.every((seat) => seat.connected);
    // A count a process could not take at once (another's answer late on a loaded machine) is taken again a
    // moment later, and every RECOUNT_MS: waited for two of those.
    const counted = 65_000;
    await onA.until(both, counted);
    await onB.until(both, counted);
    onB.close();
    await onA.until((view) => view.seats[2]?.connected === false, counted);
    // A seat handed to the computer on one process is shown so on the other too.
    const watcher = new Client(b.url, ada.room);
    await watcher.until((view) => view.seats[2]?.connected === false, counted);
    expect(await onA.request('hand-over', { seat: 2 })).toEqual({ ok: true });
    await watcher.until((view) => view.seats[2]?.standIn === true, SLOW);
    onB = new Client(b.url, ada.room, bo.token);
    await onA.until(both, counted);
    await watcher.until((view) => view.seats.every((seat) => seat.connected && !seat.standIn), SLOW);
    watcher.close();
    expect(await onA.request('start')).toEqual({ ok: true });
    await onB.until((view) => view.phase === 'playing', SLOW);

    // Played on both servers: each player sees the other's actions as they happen.
    await playUntil([onA, onB], () => (onA.view?.game?.log.length ?? 0) >= 12);
    const seen = onA.view?.game?.log.length ?? 0;
    await onB.until((view) => (view.game?.log.length ?? 0) >= seen, SLOW);

    // Server A is killed: Ada comes back through server B, at the same seat, and the game goes on to its end.
    await a.stop();
    onA.close();
    onA = new Client(b.url, ada.room, ada.token);
    const back = await onA.until((view) => view.game !== null, SLOW);
    expect(back.game?.log.length).toBeGreaterThanOrEqual(seen);
    expect(onA.seat).toBe(0);
    await playUntil([onA, onB], () => onA.view?.phase === 'finished');
    const end = await onB.until((view) => view.phase === 'finished', SLOW);
    const final = end.game;
    if (!final?.seed) throw new Error('the seed was not revealed');
    expect(createHash('sha256').update(final.seed).digest('hex')).toBe(final.commitment);
    expect((await onA.until((view) => view.phase === 'finished', SLOW)).game?.state.players).toEqual(
      final.state.players,
    );
    onA.close();
    onB.close();
  }, 300_000);
});
