/**
 * The server killed outright (SIGKILL) in the middle of a game, also during a burst of actions, and started again
 * on the same data directory: the game goes on from its last stored action, and nothing anyone saw is lost.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { Client, createRoom, sensibleAction, TWO_PEOPLE } from './support/server.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
});

/** The server as its own process on a free port; resolves with its address once it prints it. */
function startProcess(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', PASTIME_DATA_DIR: dataDir, PACE_MS: '20' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /serving at (http:\/\/[^/\s]+)\//.exec(out)?.[1];
      if (url !== undefined) resolve({ url, child });
    });
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`the server exited (${code}): ${err}`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('a server killed in the middle of a game', () => {
  it('takes the game up at its last stored action when started again, losing nothing anyone saw', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pastime-server-'));
    let server = await startProcess(dataDir);
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
    await killed(server.child);
    await burst.catch(() => undefined);
    const seen = a.views.at(-1)?.game?.log ?? [];
    expect(seen.length).toBeGreaterThanOrEqual(12);
    a.close();

    server = await startProcess(dataDir);
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
    await killed(server.child);
  }, 120_000);
});
