/**
 * Online Farkle on the full screen: a room created in tmux, joined through a pipe, played on both sides; the
 * lobby, the table of local play driven by the room, the other player's action and the connection state shown.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, CLI_ROOT, tempDataHome, testEnv } from './support/cli.ts';
import { killServerProcesses, startServer } from './support/server.ts';
import type { ServerProcess } from '@pastime/server/process';
import { expectRestored, terminalTests } from './support/tmux.ts';

const { start } = terminalTests();
const running: ChildProcess[] = [];
let server = '';
let serverData = '';
let serverProcess: ServerProcess | undefined;

beforeAll(async () => {
  serverData = mkdtempSync(join(tmpdir(), 'pastime-tty-online-'));
  serverProcess = await startServer(serverData);
  server = serverProcess.address;
}, 60_000);

afterAll(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
  killServerProcesses();
  rmSync(serverData, { recursive: true, force: true });
});

describe('pastime online farkle in a terminal', () => {
  it('shows the lobby, then the table; acts on its turn and shows the other player', async () => {
    const ada = start(['online', 'farkle', '--server', server, '--name', 'Ada', '--advisor']);
    const lobby = await ada.waitFor('2. open', 15_000);
    expect(lobby).toContain('1. Ada (you), creator: here');
    expect(lobby).toContain('2. open');
    expect(lobby).toContain('Connected');
    const link = /Invite link: (\S+)/.exec(lobby)?.[1] ?? '';
    expect(link).toMatch(/#\/online\/[\w-]+$/);

    const boHome = tempDataHome();
    const bo = spawn(process.execPath, [BIN, 'join', link, '--name', 'Bo', '--json'], {
      cwd: CLI_ROOT,
      env: testEnv(boHome.path),
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    running.push(bo);
    try {
      await ada.waitFor('2. Bo: here');
      await ada.waitFor('s start');
      ada.send('s');
      await ada.waitFor("Ada's turn");
      expect(await ada.waitFor('Connected · commitment')).toContain('Game 1 starts.');
      ada.send('r');
      await ada.waitFor('Ada rolled');
      ada.send('?');
      await ada.waitFor('Advice:');
      // Set aside every scoring die and roll on until the dice farkle and the turn passes.
      for (let i = 0; i < 60 && !ada.screen().includes("Bo's turn"); i++) {
        ada.send('a');
        ada.send('r');
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      await ada.waitFor("Bo's turn");
      ada.send('r');
      await ada.waitFor('It is not your turn.');
      bo.stdin?.write('roll\n');
      await ada.waitFor('Bo rolled');

      // Bo leaves on his turn: Ada is told, and hands his seat to the computer, which the table then says.
      bo.stdin?.end();
      await ada.waitFor('Bo is away.');
      ada.send('o');
      await ada.waitFor('The computer plays for Bo.');
      // The server stops and starts again on the same port: the screen says so, then goes on.
      await serverProcess?.stop();
      await ada.waitFor('Reconnecting… · commitment');
      serverProcess = await startServer(serverData, Number(new URL(server).port));
      await ada.waitFor('Connected · commitment', 30_000);

      ada.resize(120, 36);
      expect(await ada.waitFor('q leave')).toContain('Connected · commitment');
      ada.resize(40, 10);
      await ada.waitFor('The terminal is too small');
      ada.resize(80, 24);
      await ada.waitFor('q leave');
      ada.send('q');
      expect(await ada.exitCode()).toBe(0);
      expectRestored(ada);
      expect(ada.screen()).toContain('Left the room; rejoin with: pastime join');
    } finally {
      bo.kill();
      boHome.remove();
    }
  }, 90_000);
});
