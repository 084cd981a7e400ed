/**
 * The server killed outright (SIGKILL) in the middle of a game, also during a burst of actions, and started again
 * on the same data directory: the game goes on from its last stored action, and nothing anyone saw is lost.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { killServerProcesses, startServerProcess } from '../support/server-process.ts';
import { Client, createRoom, sensibleAction, TWO_PEOPLE } from './support/server.ts';

afterEach(() => killServerProcesses());

describe('a server killed in the middle of a game', () => {
  it('takes the game up at its last stored action when started again, losing nothing anyone saw', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pastime-server-'));
    let server = await startServerProcess({ env: { PASTIME_DATA_DIR: dataDir, PACE_MS: '20' } });
    const ada = await createRoom(server, 'Ada', {
      ...TWO_PEOPLE,
      seats: ['human', 'classic'],
    });
    let a = new Client(server.url, ada.room, ada.token);
    expect(await a.request('start')).toEqual({ ok: true });

    // A burst: Ada's actions sent one after another without pause, the server killed while they come.
    let acknowledged = 0;
    const burst = (async () => {
      for (let i = 0; i < 400 && a.socket.connected; i++) {
        const game = a.view?.game;
        if (!game || game.state.phase === 'game-over') return;
        if (game.state.current !== 0) {
          await a
            .until((view) => (view.game?.log.length ?? 0) > game.log.length, 5000)
            .catch(() => undefined);
          continue;
        }
        const answer = await a.act(sensibleAction(game.state), game.log.length).catch(() => null);
        if (answer === null) return;
        if (answer.ok) acknowledged = game.log.length + 1;
      }
    })();
    await a.until((view) => (view.game?.log.length ?? 0) >= 12);
    await server.stop();
    await burst.catch(() => undefined);
    const seen = a.views.at(-1)?.game?.log ?? [];
    expect(seen.length).toBeGreaterThanOrEqual(12);
    a.close();

    server = await startServerProcess({ env: { PASTIME_DATA_DIR: dataDir, PACE_MS: '20' } });
    a = new Client(server.url, ada.room, ada.token);
    const resumed = await a.until((view) => view.game !== null);
    const log = resumed.game?.log ?? [];
    // Everything seen or acknowledged before the kill is there, in the same order.
    expect(log.length).toBeGreaterThanOrEqual(Math.max(seen.length, acknowledged));
    expect(log.slice(0, seen.length)).toEqual(seen);
    expect(a.seat).toBe(0);

    // And the game goes on to its end, the computer playing its turns again.
    for (let i = 0; i < 2000; i++) {
      const view = a.view;
      const game = view?.game;
      if (view?.phase === 'finished' || !game) break;
      if (game.state.current === 0) {
        // As a person plays: within the server's limit of requests a second.
        await new Promise((resolve) => setTimeout(resolve, 60));
        expect(await a.act(sensibleAction(game.state), game.log.length)).toEqual({ ok: true });
      }
      await a.until((next) => (next.game?.log.length ?? 0) > game.log.length || next.phase === 'finished');
    }
    expect(a.view?.phase).toBe('finished');
    expect(a.view?.game?.seed).toMatch(/^[0-9a-f]{32}$/);
    a.close();
    await server.stop();
  }, 120_000);
});
