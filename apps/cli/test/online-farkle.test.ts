/**
 * Online Farkle through pipes: the real server as a child process, the built program creating a room and
 * another joining it with the invite link, both playing a short game to the end with the dice verified.
 */
import { spawn, type ChildProcess, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { RULE_PRESETS } from '@pastime/farkle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, CLI_ROOT, jsonLines, runCli, tempDataHome, testEnv } from './support/cli.ts';
import { killServerProcesses, startServer } from './support/server.ts';

const running: ChildProcess[] = [];
let server = '';
let serverData = '';
let rulesFile = '';

beforeAll(async () => {
  serverData = mkdtempSync(join(tmpdir(), 'pastime-online-'));
  rulesFile = join(serverData, 'short.json');
  writeFileSync(rulesFile, JSON.stringify({ ...RULE_PRESETS.traditional, target: 1000 }));
  server = (await startServer(join(serverData, 'server'))).address;
}, 60_000);

afterAll(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
  killServerProcesses();
  rmSync(serverData, { recursive: true, force: true });
});

type Line = Record<string, unknown>;

/** The program with pipes on both ends, its JSON lines as they come, and a way to wait for one. */
class Player {
  readonly lines: Line[] = [];
  readonly child: ChildProcessWithoutNullStreams;
  readonly exited: Promise<number | null>;
  stderr = '';
  private waiters: (() => void)[] = [];

  constructor(args: readonly string[], dataHome: string) {
    this.child = spawn(process.execPath, [BIN, ...args], {
      cwd: CLI_ROOT,
      env: testEnv(dataHome),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    running.push(this.child);
    let pending = '';
    this.child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      for (const part of parts) {
        if (part.trim() !== '') this.lines.push(JSON.parse(part) as Line);
        this.onLine(this.lines.at(-1));
      }
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.child.stderr.setEncoding('utf8').on('data', (chunk: string) => (this.stderr += chunk));
    this.exited = new Promise((resolve) => this.child.on('close', (code) => resolve(code)));
  }

  /** Called for each line: a strategy answers its turns here. */
  onLine: (line: Line | undefined) => void = () => undefined;

  send(line: string): void {
    this.child.stdin.write(`${line}\n`);
  }

  /**
   * The first line (from `from`) that `test` accepts, once it has come; after `ms` without it, a failure that shows
   * the last lines the program printed, so that a game that stalls says where.
   */
  async waitFor(test: (line: Line) => boolean, from = 0, ms = 100_000): Promise<Line> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.lines.slice(from).find(test);
      if (found !== undefined) return found;
      const left = deadline - Date.now();
      if (left <= 0) {
        const last = this.lines.slice(-8).map((line) => JSON.stringify(line).slice(0, 300));
        throw new Error(
          `no such line in ${ms} ms; the last lines:\n${last.join('\n')}\nstderr: ${this.stderr}`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}

/**
 * A simple player: every scoring die, then bank at 300 or more, else roll on. A command refused for coming faster
 * than the server takes them (on a fast machine) is sent again a second later.
 */
function playSimply(player: Player): void {
  let last = '';
  const play = (command: string): void => {
    last = command;
    player.send(command);
  };
  player.onLine = (line) => {
    if (line?.['type'] === 'refused' && line['reason'] === 'rate-limited' && last !== '') {
      setTimeout(() => player.send(last), 1000);
      return;
    }
    if (line?.['type'] !== 'your-turn') return;
    const selection = Number(line['selectionScore']);
    const total = Number(line['turnTotal']) + selection;
    if (line['phase'] === 'awaiting-roll') play('roll');
    else if (selection === 0) play('all');
    else play(total >= 300 ? 'bank' : 'roll');
  };
}

describe('pastime online farkle and pastime join, through pipes', () => {
  it('creates a room, is joined with the link, plays to the end and both verify the dice', async () => {
    const adaHome = tempDataHome();
    const boHome = tempDataHome();
    try {
      const ada = new Player(
        ['online', 'farkle', '--server', server, '--rules', rulesFile, '--name', 'Ada', '--json'],
        adaHome.path,
      );
      const invite = await ada.waitFor(() => true);
      expect(ada.lines[0]).toEqual({ type: 'invite', link: expect.stringMatching(/#\/online\/[\w-]+$/) });
      const link = String(invite['link']);
      expect(link.startsWith(server)).toBe(true);

      // Before the game, an action is refused with the server's reason, and the program goes on.
      ada.send('roll');
      expect(await ada.waitFor((l) => l['type'] === 'refused')).toMatchObject({ reason: 'not-started' });
      ada.send('start');
      expect(await ada.waitFor((l) => l['type'] === 'refused' && l['reason'] === 'seats-open')).toBeDefined();

      const bo = new Player(['join', link, '--name', 'Bo', '--json'], boHome.path);
      expect(await bo.waitFor(() => true)).toEqual({ type: 'invite', link });
      await ada.waitFor((l) => l['type'] === 'seated' && l['name'] === 'Bo');
      playSimply(ada);
      playSimply(bo);
      ada.send('start');

      const [adaEnd, boEnd] = await Promise.all([
        ada.waitFor((l) => l['type'] === 'game-over'),
        bo.waitFor((l) => l['type'] === 'game-over'),
      ]);
      expect(adaEnd['dice']).toBe('verified');
      expect(boEnd['dice']).toBe('verified');
      expect(boEnd['totals']).toEqual(adaEnd['totals']);
      const totals = adaEnd['totals'] as { name: string; total: number }[];
      expect(totals.map((t) => t.name)).toEqual(['Ada', 'Bo']);
      expect(Math.max(...totals.map((t) => t.total))).toBeGreaterThanOrEqual(1000);
      // Each saw the other's actions.
      expect(ada.lines.some((l) => l['type'] === 'action' && l['name'] === 'Bo')).toBe(true);
      expect(bo.lines.some((l) => l['type'] === 'action' && l['name'] === 'Ada')).toBe(true);
      expect(await ada.exited).toBe(0);
      expect(await bo.exited).toBe(0);
      expect(ada.stderr + bo.stderr).toBe('');
      // Both have the same replay code, in their history, and it verifies.
      const code = String(adaEnd['replay']);
      expect(boEnd['replay']).toBe(code);
      const history = await runCli(['history', 'farkle', '--json'], { dataHome: boHome.path });
      expect(history.stdout).toContain(code);
      const replayed = await runCli(['replay', code], { dataHome: boHome.path });
      expect(replayed.code).toBe(0);

      // Joining again from the same terminal returns to the same seat (no third seat asked for).
      const again = await runCli(['join', link, '--json'], { dataHome: boHome.path });
      expect(again.code).toBe(0);
      const lines = again.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Line);
      expect(lines).toContainEqual({ type: 'seated', seat: 1, name: 'Bo', you: true });
      expect(lines.find((l) => l['type'] === 'game-over')?.['totals']).toEqual(adaEnd['totals']);
    } finally {
      adaHome.remove();
      boHome.remove();
    }
  }, 120_000);

  it('takes --timer and --advisor, advises, hands an absent seat over and plays a rematch with --stay', async () => {
    const adaHome = tempDataHome();
    const boHome = tempDataHome();
    try {
      const ada = new Player(
        [
          'online',
          'farkle',
          '--server',
          server,
          '--rules',
          rulesFile,
          '--timer',
          '30',
          '--advisor',
          '--stay',
          '--name',
          'Ada',
          '--json',
        ],
        adaHome.path,
      );
      const link = String((await ada.waitFor(() => true))['link']);
      const room = /#\/online\/([\w-]+)$/.exec(link)?.[1] ?? '';
      const settings = ((await (await fetch(`${server}api/rooms/${room}`)).json()) as { settings: Line })[
        'settings'
      ];
      expect(settings).toMatchObject({ turnTimer: 30, advisorAllowed: true });
      ada.send('hint');
      expect(await ada.waitFor((l) => l['type'] === 'refused')).toMatchObject({ reason: 'not-started' });

      // Bo takes the second seat and leaves: the creator hands it to the computer (not her own, who is here).
      const beforeBo = ada.lines.length;
      const bo = await runCli(['join', link, '--name', 'Bo', '--json'], { dataHome: boHome.path });
      expect(bo.code).toBe(0);
      let from = ada.lines.length;
      ada.send('hand-over 1');
      expect(await ada.waitFor((l) => l['type'] === 'refused', from)).toMatchObject({ reason: 'not-absent' });
      ada.send('hand-over 9');
      expect(await ada.waitFor((l) => l['type'] === 'error', from)).toMatchObject({
        error: 'hand-over takes a seat number, 1 to 6',
      });
      ada.send('hand-over 2');
      await expect
        .poll(async () => {
          const view = (await (await fetch(`${server}api/rooms/${room}`)).json()) as { seats: Line[] };
          return view.seats[1]?.['standIn'];
        })
        .toBe(true);
      // Ada is told that Bo went away, and that the computer plays for him.
      expect(
        await ada.waitFor((l) => l['type'] === 'presence' && l['presence'] === 'away', beforeBo),
      ).toEqual({
        type: 'presence',
        seat: 1,
        name: 'Bo',
        presence: 'away',
      });
      expect(
        await ada.waitFor((l) => l['type'] === 'presence' && l['presence'] === 'stand-in', from),
      ).toMatchObject({ seat: 1, name: 'Bo' });

      from = ada.lines.length;
      ada.send('start');
      await ada.waitFor((l) => l['type'] === 'your-turn', from);
      ada.send('advise');
      const advice = await ada.waitFor((l) => l['type'] === 'advice', from);
      expect(advice['advice']).toMatchObject({ then: 'roll' });
      playSimply(ada);
      ada.send('roll');
      const first = await ada.waitFor((l) => l['type'] === 'game-over', from);
      expect(first).toMatchObject({ game: 1, dice: 'verified' });
      // The computer stood in for Bo.
      expect(ada.lines.some((l) => l['type'] === 'action' && l['name'] === 'Bo')).toBe(true);

      // Staying, Ada asks for a rematch: game 2 starts with a new commitment.
      from = ada.lines.length;
      ada.send('rematch');
      const second = await ada.waitFor((l) => l['type'] === 'start', from);
      expect(second['game']).toBe(2);
      // Bo is still away: the computer plays his seat rather than the turn timer waiting for him.
      ada.send('hand-over 2');
      expect(second['commitment']).not.toBe(first['commitment']);
      await ada.waitFor((l) => l['type'] === 'game-over' && l['game'] === 2, from);
      ada.child.stdin.end();
      expect(await ada.exited).toBe(0);
      expect(ada.stderr).toBe('');
    } finally {
      adaHome.remove();
      boHome.remove();
    }
  }, 120_000);

  it('tells a lost connection and its return', async () => {
    const home = tempDataHome();
    const data = join(serverData, 'restarting');
    try {
      const first = await startServer(data);
      const port = Number(new URL(first.address).port);
      const cy = new Player(
        ['online', 'farkle', '--server', first.address, '--name', 'Cy', '--json'],
        home.path,
      );
      await cy.waitFor((l) => l['type'] === 'seated');
      await first.stop();
      expect(await cy.waitFor((l) => l['type'] === 'connection')).toEqual({
        type: 'connection',
        state: 'reconnecting',
      });
      await startServer(data, port);
      expect(await cy.waitFor((l) => l['type'] === 'connection' && l['state'] === 'connected')).toBeDefined();
      cy.send('quit');
      expect(await cy.exited).toBe(0);
      expect(cy.stderr).toBe('');
    } finally {
      home.remove();
    }
  }, 60_000);

  it('refuses the Advisor in a room that does not offer it, and says --timer takes', async () => {
    const home = tempDataHome();
    try {
      const run = await runCli(['online', 'farkle', '--server', server, '--name', 'Di'], {
        dataHome: home.path,
        input: 'advise\n',
      });
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Refused: this room does not offer the Advisor.');
      const timer = await runCli(['online', 'farkle', '--server', server, '--timer', '45'], {
        dataHome: home.path,
      });
      expect(timer.code).toBe(2);
      expect(timer.stderr).toContain('--timer must be off, 30, 60 or 120');
    } finally {
      home.remove();
    }
  });

  it('seats the creator at the first person’s seat, and refuses seats with none for a person', async () => {
    const home = tempDataHome();
    try {
      const run = await runCli(
        ['online', 'farkle', '--server', server, '--name', 'Ed', '--seats', 'classic,human,expert', '--json'],
        { dataHome: home.path },
      );
      expect(run.code).toBe(0);
      const seated = jsonLines(run.stdout).find((line) => line['type'] === 'seated' && line['you'] === true);
      expect(seated).toMatchObject({ seat: 1, name: 'Ed' });
      const none = await runCli(['online', 'farkle', '--server', server, '--seats', 'classic,expert'], {
        dataHome: home.path,
      });
      expect(none.code).toBe(2);
      expect(none.stderr).toContain('--seats: a room needs a human seat');
    } finally {
      home.remove();
    }
  });

  it('keeps a seat file it cannot read aside, with a notice, and takes a seat anew', async () => {
    const home = tempDataHome();
    const guest = tempDataHome();
    try {
      const made = await runCli(['online', 'farkle', '--server', server, '--name', 'Gus'], {
        dataHome: home.path,
      });
      const link = /^Invite link: (\S+)$/m.exec(made.stdout)?.[1] ?? '';
      const room = /#\/online\/([\w-]+)$/.exec(link)?.[1] ?? '';
      const file = join(guest.path, 'pastime', 'online', `${room}.json`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, '{"seat": 1');
      const joined = await runCli(['join', link, '--name', 'Hal'], { dataHome: guest.path });
      expect(joined.code).toBe(0);
      const notice = /^pastime: (.+\.json) could not be read: (.+)\. It was kept as (.+)\.$/m.exec(
        joined.stderr,
      );
      expect(notice?.[2]).toBe('it is not one of its files');
      expect(readFileSync(notice?.[3] ?? '', 'utf8')).toBe('{"seat": 1');
      expect(joined.stdout).toContain('Hal is at seat 2 (you).');
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ room, seat: 1 });
    } finally {
      home.remove();
      guest.remove();
    }
  });

  it('says in words, through a pipe, where the room is', async () => {
    const home = tempDataHome();
    try {
      const run = await runCli(['online', 'farkle', '--server', server, '--name', 'Cy'], {
        dataHome: home.path,
      });
      expect(run.code).toBe(0);
      expect(run.stdout.split('\n')[0]).toMatch(
        /^Invite link: http:\/\/127\.0\.0\.1:\d+\/#\/online\/[\w-]+$/,
      );
      expect(run.stdout).toContain('Cy is at seat 1 (you).');
    } finally {
      home.remove();
    }
  });

  it('refuses an unknown room in a sentence with exit code 1, and a link that is none with 2', async () => {
    const home = tempDataHome();
    try {
      const unknown = await runCli(['join', `${server}#/online/nosuchroom0000000000`], {
        dataHome: home.path,
      });
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toBe(
        'pastime: this room does not exist (rooms nobody plays in for a week are deleted).\n',
      );
      expect(unknown.stdout).toBe('');
      // The link as a browser may show it, with a slash after the room, names the same room.
      const slashed = await runCli(['join', `${server}#/online/nosuchroom0000000000/`], {
        dataHome: home.path,
      });
      expect(slashed.stderr).toBe(unknown.stderr);
      for (const link of ['not a link', `${server}#/online/${'x'.repeat(65)}`, `${server}#/online/a%20b`]) {
        const bad = await runCli(['join', link], { dataHome: home.path });
        expect(bad.code).toBe(2);
        expect(bad.stderr).toContain('is not an invite link');
      }
      const noServer = await runCli(['online', 'farkle'], { dataHome: home.path });
      expect(noServer.code).toBe(2);
      expect(noServer.stderr).toContain('--server URL is needed');
    } finally {
      home.remove();
    }
  });
});
