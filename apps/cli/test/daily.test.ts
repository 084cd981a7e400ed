/**
 * The daily challenges through pipes: the real server as a child process, the built program playing today's
 * ranked runs (2048 and Farkle), a second run of a finished day, resuming and renaming, and the leaderboards.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonLines, runCli, tempDataHome } from './support/cli.ts';
import { killServerProcesses, startServer } from './support/server.ts';
import { expectRestored, terminalTests } from './support/tmux.ts';

let url = '';
let serverData = '';
const homes: (() => void)[] = [];

function home(): string {
  const made = tempDataHome();
  homes.push(made.remove);
  return made.path;
}

beforeAll(async () => {
  serverData = mkdtempSync(join(tmpdir(), 'pastime-daily-'));
  url = (await startServer(join(serverData, 'server'))).address;
}, 60_000);

afterAll(() => {
  killServerProcesses();
  for (const remove of homes.splice(0)) remove();
  rmSync(serverData, { recursive: true, force: true });
});

type Line = Record<string, unknown>;

/** The answers to the commands read: everything but the first line (the run as it starts) and the last. */
function answers(lines: readonly Line[]): readonly Line[] {
  return lines.slice(1, -1);
}

describe('pastime daily 2048 through pipes', () => {
  const ada = { home: '' };
  let finalScore = -1;

  it('plays some moves, refuses undo and hint, ends the run and tells its score and rank', async () => {
    ada.home = home();
    const input = ['left', 'up', 'undo', 'hint', 'right', 'down', 'w', 'end', 'left'].join('\n');
    const run = await runCli(['daily', '2048', '--server', url, '--name', 'Ada', '--json'], {
      dataHome: ada.home,
      input,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = jsonLines(run.stdout);
    expect(lines[0]).toMatchObject({ type: 'run', outcome: 'start', game: '2048', name: 'Ada', moves: 0 });
    // One line answers each line read up to `end`, which stops the reading: the last `left` is not played.
    const answered = answers(lines);
    expect(answered.map((l) => l['command'])).toEqual([
      'left',
      'up',
      'undo',
      'hint',
      'right',
      'down',
      'w',
      'end',
    ]);
    expect(answered[2]).toMatchObject({ type: 'invalid', error: expect.stringContaining('no undo') });
    expect(answered[3]).toMatchObject({ type: 'invalid' });
    const ended = answered.at(-1);
    expect(ended).toMatchObject({ type: 'run', outcome: 'ended', finished: true });
    finalScore = Number(ended?.['score']);
    const played = answered.filter((l) => l['type'] === 'run' && l['outcome'] === 'moved');
    expect(played.length).toBeGreaterThan(0);
    expect(played.at(-1)?.['moves']).toBe(ended?.['moves']);
    expect(lines.at(-1)).toEqual({
      type: 'finished',
      game: '2048',
      day: ended?.['day'],
      score: finalScore,
      best: ended?.['best'],
      rank: expect.any(Number),
      runs: expect.any(Number),
    });

    // The device's token is kept in the data directory; the run is in the history.
    const device = JSON.parse(readFileSync(join(ada.home, 'pastime', 'daily', 'device.json'), 'utf8')) as {
      servers: Record<string, { token: string; name: string }>;
    };
    expect(device.servers[url]).toEqual({ token: expect.stringMatching(/^[\w-]{16,}$/), name: 'Ada' });
    const history = await runCli(['history', '2048', '--json'], { dataHome: ada.home });
    expect(history.stdout).toContain(`"daily-2048-${String(ended?.['day'])}"`);
  }, 60_000);

  it('says in one sentence that today was played, with exit code 3', async () => {
    const again = await runCli(['daily', '2048', '--server', url], { dataHome: ada.home, input: 'left\n' });
    expect(again.code).toBe(3);
    expect(again.stderr).toBe('');
    expect(again.stdout).toBe(
      `You have played today's 2048 challenge (${finalScore.toLocaleString('en-US')} points): a new one starts at 00:00 UTC.\n`,
    );
  }, 30_000);

  it('lists the run on the leaderboard, as JSON and as a table with the own rank', async () => {
    const json = await runCli(['leaderboard', '2048', '--server', url, '--json'], { dataHome: ada.home });
    expect(json.code).toBe(0);
    const board = JSON.parse(json.stdout) as { entries: Line[]; own: Line | null; seed: string | null };
    expect(board.entries).toContainEqual(
      expect.objectContaining({ name: 'Ada', score: finalScore, finished: true }),
    );
    expect(board.own).toMatchObject({ name: 'Ada', score: finalScore });
    expect(board.seed).toBeNull();

    const text = await runCli(['leaderboard', '2048'], { dataHome: ada.home, env: { PASTIME_SERVER: url } });
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^Daily 2048 leaderboard, today, \d{4}-\d\d-\d\d: \d+ runs?\.$/m);
    expect(text.stdout).toMatch(/^>\s+\d+\s+Ada\s+/m);
    expect(text.stdout).toMatch(/^Your rank: \d+ of \d+, [\d,]+ points\.$/m);

    // Another device has no rank; a closed day has its seed.
    const other = await runCli(['leaderboard', '2048', '--server', url, '--day', '2020-01-01'], {
      dataHome: home(),
    });
    expect(other.code).toBe(0);
    expect(other.stdout).toContain('This device has no run on this board.');
    expect(other.stdout).toMatch(/^The day's seed: [0-9a-f]{64}$/m);
    expect(other.stdout).toMatch(
      /^Practise the day's game \(not ranked\): pastime 2048 --size 4 --win 2048 --seed [0-9a-f]{64}$/m,
    );
  }, 30_000);
});

describe('pastime daily farkle through pipes', () => {
  it('answers each command, leaves the run on quit, resumes it and renames the device', async () => {
    const bo = home();
    const first = await runCli(['daily', 'farkle', '--server', url, '--name', 'Bo', '--json'], {
      dataHome: bo,
      input: 'roll\nadvise\nquit\nroll\n',
    });
    expect(first.code).toBe(0);
    const lines = jsonLines(first.stdout);
    expect(lines[0]).toMatchObject({ type: 'run', outcome: 'start', game: 'farkle', name: 'Bo', moves: 0 });
    expect(answers(lines).map((l) => [l['type'], l['command']])).toEqual([
      ['run', 'roll'],
      ['invalid', 'advise'],
    ]);
    expect(lines.at(-1)).toMatchObject({ type: 'left', game: 'farkle' });

    const second = await runCli(['daily', 'farkle', '--server', url, '--name', 'Bo B'], {
      dataHome: bo,
      input: 'bank\nall\nend\n',
    });
    expect(second.code).toBe(0);
    // The run keeps the name it began with; the boards show the device's new one.
    expect(second.stdout).toMatch(/^Daily Farkle of \d{4}-\d\d-\d\d for Bo, resumed at move 1;/);
    // The bank before any die is chosen is the engine's to refuse, in words.
    expect(second.stdout).toMatch(/^Refused: not allowed: .+\.$/m);
    expect(second.stdout).toMatch(
      /^The run is over: [\d,]+ points, rank \d+ of \d+\. See it with pastime leaderboard farkle\.$/m,
    );
    const board = await runCli(['leaderboard', 'farkle', '--server', url, '--json'], { dataHome: bo });
    expect(JSON.parse(board.stdout)).toMatchObject({ own: { name: 'Bo B' } });
    const history = await runCli(['history', 'farkle', '--json'], { dataHome: bo });
    expect(history.stdout).toContain('"daily-farkle-');
  }, 60_000);
});

describe('a closed day’s replay codes in the history', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const recordOf = async (dataHome: string, game: '2048' | 'farkle', id: string) => {
    const history = await runCli(['history', game, '--json'], { dataHome });
    const games = (JSON.parse(history.stdout) as { games: { id: string; replay?: string | null }[] }).games;
    return games.find((game) => game.id === id);
  };

  it('are added when the closed day’s board is shown, and when the next day’s run is opened', async () => {
    const data = join(serverData, 'closed-day');
    const cy = home();
    const yesterday = await startServer(data, 0, -DAY_MS);
    const input = { dataHome: cy, input: 'left\nup\nright\ndown\nend\n' };
    const played = await runCli(
      ['daily', '2048', '--server', yesterday.address, '--name', 'Cy', '--json'],
      input,
    );
    expect(played.code).toBe(0);
    const day = String(jsonLines(played.stdout).find((line) => line['type'] === 'finished')?.['day']);
    const farkle = { dataHome: cy, input: 'roll\nend\n' };
    expect((await runCli(['daily', 'farkle', '--server', yesterday.address, '--json'], farkle)).code).toBe(0);
    // Another player's run, left unfinished: its day closes on it.
    const di = { dataHome: home(), input: 'left\nquit\n' };
    expect((await runCli(['daily', '2048', '--server', yesterday.address, '--name', 'Di'], di)).code).toBe(0);
    await yesterday.stop();
    expect((await recordOf(cy, '2048', `daily-2048-${day}`))?.replay ?? null).toBeNull();

    // The same address: the device's token is kept per server.
    const today = await startServer(data, Number(new URL(yesterday.address).port));
    const board = await runCli(['leaderboard', '2048', '--server', today.address, '--day', day], {
      dataHome: cy,
    });
    expect(board.code).toBe(0);
    // Cy's run ended; Di's was closed on by its day, and says so.
    expect(board.stdout).toMatch(/^>\s+\d+\s+Cy\s.*\d\d:\d\d$/m);
    expect(board.stdout).toMatch(/^\s+\d+\s+Di\s.*\d\d:\d\d \*$/m);
    expect(board.stdout).toContain('* its day closed before it was played to its end');
    const code2048 = (await recordOf(cy, '2048', `daily-2048-${day}`))?.replay;
    expect(code2048).toMatch(/^\S{8,}$/);
    const replayed = await runCli(['replay', String(code2048), '--json'], { dataHome: cy });
    expect(replayed.stdout).toContain('"verified":true');
    // The practice the board offers deals the day's game: the board Cy's run began on.
    const practice = /^Practise the day's game \(not ranked\): pastime (.+)$/m.exec(board.stdout)?.[1] ?? '';
    const practised = await runCli([...practice.split(' '), '--json'], { dataHome: home(), input: '' });
    const dealt = jsonLines(played.stdout)[0]?.['state'] as { board?: unknown } | undefined;
    expect(Array.isArray(dealt?.board)).toBe(true);
    expect(jsonLines(practised.stdout)[0]?.['board']).toEqual(dealt?.board);

    expect((await recordOf(cy, 'farkle', `daily-farkle-${day}`))?.replay ?? null).toBeNull();
    const opened = await runCli(['daily', 'farkle', '--server', today.address, '--json'], {
      dataHome: cy,
      input: 'quit\n',
    });
    expect(opened.code).toBe(0);
    const codeFarkle = (await recordOf(cy, 'farkle', `daily-farkle-${day}`))?.replay;
    expect(codeFarkle).toMatch(/^\S{8,}$/);
    const replayedFarkle = await runCli(['replay', String(codeFarkle), '--json'], { dataHome: cy });
    expect(replayedFarkle.code).toBe(0);
    expect(replayedFarkle.stdout).toContain('"verified":true');
    // Today's run, opened and left: being played.
    const todays = await runCli(['leaderboard', 'farkle', '--server', today.address], { dataHome: cy });
    expect(todays.stdout).toMatch(/^>\s+\d+\s+Cy\s.*playing$/m);
    expect(todays.stdout).not.toContain('*');
    await today.stop();
  }, 90_000);
});

describe('mistakes and an absent server', () => {
  it('tells an unreachable server in one sentence, with exit code 1', async () => {
    const dataHome = home();
    const daily = await runCli(['daily', '2048', '--server', 'http://127.0.0.1:9/'], {
      dataHome,
      input: 'left\n',
    });
    expect(daily.code).toBe(1);
    expect(daily.stderr).toBe('pastime: the Pastime server cannot be reached.\n');
    expect(daily.stdout).toBe('');
    const board = await runCli(['leaderboard', 'farkle', '--server', 'http://127.0.0.1:9/'], { dataHome });
    expect(board.code).toBe(1);
    expect(board.stderr).toBe('pastime: the Pastime server cannot be reached.\n');
  }, 30_000);

  it('plays on when the device file cannot be written, and says the run cannot be resumed', async () => {
    const dataHome = home();
    // A file where the directory should be.
    mkdirSync(join(dataHome, 'pastime'), { recursive: true });
    writeFileSync(join(dataHome, 'pastime', 'daily'), '');
    const run = await runCli(['daily', '2048', '--server', url, '--name', 'Eve'], {
      dataHome,
      input: 'up\n',
    });
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(
      /^pastime: This device's token could not be written to .+device\.json: the run is played, but this terminal cannot resume it\.\n$/,
    );
    expect(run.stdout).toContain('The run stays open until 00:00 UTC');
  }, 30_000);

  it('keeps a device file it cannot read aside, with a notice, and plays as a new device', async () => {
    for (const [content, problem] of [
      ['{"servers": ', 'it is not one of its files'],
      [' '.repeat(2 * 1024 * 1024), 'it is 2 MiB, more than the 1 MiB a device file may be'],
    ] as const) {
      const dataHome = home();
      const file = join(dataHome, 'pastime', 'daily', 'device.json');
      mkdirSync(join(dataHome, 'pastime', 'daily'), { recursive: true });
      writeFileSync(file, content);
      const run = await runCli(['daily', '2048', '--server', url, '--name', 'Fay'], {
        dataHome,
        input: 'up\n',
      });
      expect(run.code).toBe(0);
      const notice = /^pastime: (.+device\.json) could not be read: (.+)\. It was kept as (.+)\.$/m.exec(
        run.stderr,
      );
      expect(notice?.[2]).toBe(problem);
      expect(readFileSync(notice?.[3] ?? '', 'utf8')).toBe(content);
      // The new device's token is kept in a file of its own.
      expect(
        Object.keys((JSON.parse(readFileSync(file, 'utf8')) as { servers: object }).servers),
      ).toHaveLength(1);
    }
  }, 60_000);

  it('refuses a day that is none, naming --day, with exit code 2', async () => {
    const bad = await runCli(['leaderboard', '2048', '--day', '2026-02-30']);
    expect(bad.code).toBe(2);
    expect(bad.stderr.split('\n')[0]).toBe("pastime: --day must be a day, YYYY-MM-DD, got '2026-02-30'");
    const game = await runCli(['daily', 'chess']);
    expect(game.code).toBe(2);
    expect(game.stderr).toContain("unknown game 'chess'");
  });
});

describe('pastime daily on the full screen', () => {
  const { start } = terminalTests();

  it('draws the board with the day and the connection, refuses undo, asks before ending, and leaves the run', async () => {
    const p = start(['daily', '2048', '--server', url, '--name', 'Cy'], { columns: 90, rows: 30 });
    await p.waitFor(/Daily 2048 \d{4}-\d\d-\d\d · Cy · closes 00:00 UTC · connected/);
    await p.waitFor('←↑↓→ move e end the run q leave (resume later)');
    // Alone: a move's answer arriving after it would redraw over the refusal.
    p.send('u');
    await p.waitFor('A ranked run has no undo, hint, auto-play, advice or new game.');
    p.send('e');
    await p.waitFor('points? It cannot be played on. Press y to end it.');
    p.send('n');
    await p.waitFor('The run goes on.');
    p.send('q');
    expect(await p.exitCode()).toBe(0);
    expectRestored(p);
    expect(p.screen()).toContain(
      'The run stays open until 00:00 UTC: run pastime daily 2048 again to go on.',
    );
  }, 30_000);

  it('ends a Farkle run with e and y, and tells its score and rank', async () => {
    const p = start(['daily', 'farkle', '--server', url, '--name', 'Di'], { columns: 90, rows: 30 });
    await p.waitFor('1-6 die r roll a all b bank e end q leave');
    const table = await p.waitFor('Di: turn 1 of 10');
    // A ranked table offers no Hint and shows no high score.
    expect(table).not.toContain('Hint');
    expect(table).not.toContain('High score');
    p.send('r');
    await p.waitFor('Di rolled:');
    p.send('e');
    await p.waitFor('Press y to end it.');
    p.send('y');
    await p.waitFor(/The run is over: 0 points, rank \d+ of \d+\./);
    p.send('q');
    expect(await p.exitCode()).toBe(0);
    expect(p.screen()).toMatch(
      /The run is over: 0 points, rank \d+ of \d+\. See it with pastime leaderboard farkle\./,
    );
  }, 30_000);
});
