import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCORES_2048 } from '../src/storage/files.ts';
import type { Records2048 as Scores2048 } from '@pastime/app-core';
import { apply, computerAction, newGame } from '@pastime/farkle';
import type { FarkleState } from '@pastime/farkle';
import { FARKLE_SCORES } from '../src/storage/files.ts';
import { openFarkle } from '../src/farkle/storage.ts';
import { apply as apply2048, newGame as newGame2048, serialize as serialize2048 } from '@pastime/2048';
import { SAVED_GAMES_2048 } from '../src/storage/files.ts';
import { open2048, Storage2048 } from '../src/game2048/storage.ts';
import { dataDirectory } from '../src/storage/paths.ts';
import { DataStore, MAX_DATA_FILE_BYTES } from '../src/storage/store.ts';
import { runCli, tempDataHome } from './support/cli.ts';

let home: ReturnType<typeof tempDataHome>;
let reports: string[];
let dir: string;
beforeEach(() => {
  home = tempDataHome();
  reports = [];
  // A directory that does not exist yet, two levels down.
  dir = join(home.path, 'nested', 'pastime');
});
afterEach(() => home.remove());

/** A finished game, both as the file stores it (`date`) and as it is read (`endedAt`). */
const record = (id: string, score: number): Scores2048['games'][number] & { readonly date: string } => ({
  id,
  date: new Date(0).toISOString(),
  endedAt: new Date(0).toISOString(),
  size: 4,
  winValue: 2048,
  score,
  bestTile: 64,
  moves: 10,
  won: false,
});

function store(timeoutMs?: number): DataStore {
  return new DataStore(dir, (m) => reports.push(m), timeoutMs === undefined ? {} : { timeoutMs });
}

describe('the data directory', () => {
  it('is $XDG_DATA_HOME/pastime, else ~/.local/share/pastime (a relative XDG_DATA_HOME is ignored)', () => {
    expect(dataDirectory({ XDG_DATA_HOME: '/x/data', HOME: '/home/u' })).toBe('/x/data/pastime');
    expect(dataDirectory({ HOME: '/home/u' })).toBe('/home/u/.local/share/pastime');
    expect(dataDirectory({ XDG_DATA_HOME: 'relative', HOME: '/home/u' })).toBe(
      '/home/u/.local/share/pastime',
    );
    expect(dataDirectory({ XDG_DATA_HOME: '', HOME: '/home/u' })).toBe('/home/u/.local/share/pastime');
  });

  it('is the directory given with --data-dir, for every command, wherever the option stands', async () => {
    const own = join(home.path, 'own');
    const played = await runCli(['--data-dir', own, '2048', '--seed', '7', '--size', '3'], {
      input: 'left\nup\nnew\n',
      dataHome: home.path,
    });
    expect(played.code).toBe(0);
    expect(existsSync(join(own, '2048-scores.json'))).toBe(true);
    expect(existsSync(join(home.path, 'pastime'))).toBe(false);
    const history = await runCli(['history', '2048', '--json', `--data-dir=${own}`], { dataHome: home.path });
    expect(history.code).toBe(0);
    expect((JSON.parse(history.stdout) as { games: unknown[] }).games).toHaveLength(1);
    const elsewhere = await runCli(['history', '2048', '--json'], { dataHome: home.path });
    expect((JSON.parse(elsewhere.stdout) as { games: unknown[] }).games).toHaveLength(0);
    const help = await runCli(['--help']);
    expect(help.stdout).toContain('--data-dir DIR');
    const farkleHelp = await runCli(['farkle', '--help']);
    expect(farkleHelp.stdout).toContain('--data-dir DIR');
    const empty = await runCli(['2048', '--data-dir', '']);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('--data-dir must not be empty');
  });
});

describe('DataStore', () => {
  it('reads a missing file as empty without creating anything', () => {
    expect(store().read(SCORES_2048)).toEqual({ best: {}, games: [] });
    expect(existsSync(dir)).toBe(false);
    expect(reports).toEqual([]);
  });

  it('keeps the mode a player gave the file (read-only, private) when it writes it again', () => {
    const s = store();
    s.update(SCORES_2048, (c) => ({ ...c, games: [record('a', 100)] }));
    const path = join(dir, '2048-scores.json');
    expect(statSync(path).mode & 0o777).toBe(0o644);
    for (const mode of [0o444, 0o600, 0o666]) {
      chmodSync(path, mode);
      s.update(SCORES_2048, (c) => ({ ...c, games: [...c.games, record(`m${mode}`, 200)] }));
      expect((statSync(path).mode & 0o777).toString(8)).toBe(mode.toString(8));
    }
    expect(s.read(SCORES_2048).games).toHaveLength(4);
  });

  it('creates a missing directory and writes versioned JSON atomically, leaving no temporary or lock file', () => {
    const s = store();
    s.update(SCORES_2048, (c) => ({ best: { '4': 100 }, games: [...c.games, record('a', 100)] }));
    s.update(SCORES_2048, (c) => ({ best: { '4': 300 }, games: [...c.games, record('b', 300)] }));
    expect(readdirSync(dir)).toEqual(['2048-scores.json']);
    const written = JSON.parse(readFileSync(join(dir, '2048-scores.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(written['version']).toBe(1);
    expect(written['best']).toEqual({ '4': 300 });
    expect(s.read(SCORES_2048).games.map((g) => g.id)).toEqual(['a', 'b']);
    expect(reports).toEqual([]);
  });

  it('keeps a corrupt file aside as a backup, reports it and replaces it, without failing', () => {
    mkdirSync(dir, { recursive: true });
    const path = join(dir, '2048-scores.json');
    writeFileSync(path, '{"version": 1, "best": {"4": 12}, "games": [');
    expect(store().read(SCORES_2048)).toEqual({ best: {}, games: [] });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(
      /^The 2048 scores file .*2048-scores\.json could not be read: not valid JSON .* It was kept as .*2048-scores\.json\.corrupt-.* and replaced\.$/,
    );
    const backups = readdirSync(dir).filter((f) => f.includes('.corrupt-'));
    expect(backups).toHaveLength(1);
    expect(readFileSync(join(dir, backups[0] ?? ''), 'utf8')).toBe(
      '{"version": 1, "best": {"4": 12}, "games": [',
    );
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ version: 1, best: {}, games: [] });
    // The replacement reads cleanly.
    store().read(SCORES_2048);
    expect(reports).toHaveLength(1);
  });

  it('names the field when a file does not validate, and keeps a file with a bad high score aside whole', () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'farkle-scores.json'),
      JSON.stringify({ version: 1, highScore: -5, highScoreName: null, highScoreDate: null, games: [] }),
    );
    const s = store();
    expect(s.read(FARKLE_SCORES).highScore).toBe(0);
    expect(reports[0]).toContain('field highScore: -5 is outside 0 to');
    expect(readdirSync(dir).some((f) => f.startsWith('farkle-scores.json.corrupt-'))).toBe(true);
  });

  it('keeps the good records of a file with a bad one, and the bad one in a file of its own', () => {
    mkdirSync(dir, { recursive: true });
    const path = join(dir, '2048-scores.json');
    const bad = { ...record('b', 5), score: 'lots' };
    writeFileSync(
      path,
      JSON.stringify({ version: 1, best: { '4': 5 }, games: [record('a', 5), bad, record('c', 7)] }),
    );
    const s = store();
    expect(s.read(SCORES_2048).games.map((g) => g.id)).toEqual(['c', 'a']);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(
      /^The 2048 scores file .*2048-scores\.json had one record that could not be read \(games\[1\]\.score must be an integer ≥ 0\)\. It was kept as .*2048-scores\.json\.rejected-\S+ and left out; the other records were kept\.$/,
    );
    const [aside] = readdirSync(dir).filter((f) => f.startsWith('2048-scores.json.rejected-'));
    expect(JSON.parse(readFileSync(join(dir, aside ?? ''), 'utf8'))).toEqual([
      { path: 'games[1]', reason: 'games[1].score must be an integer ≥ 0', value: bad },
    ]);
    // The file now holds the good records only, and reads cleanly.
    const written = JSON.parse(readFileSync(path, 'utf8')) as { games: { id: string }[]; best: object };
    expect(written.games.map((g) => g.id)).toEqual(['a', 'c']);
    expect(written.best).toEqual({ '4': 5 });
    expect(store().read(SCORES_2048).games).toHaveLength(2);
    expect(reports).toHaveLength(1);
  });

  it('names the first three records left out, their control characters escaped, and keeps them all', () => {
    mkdirSync(dir, { recursive: true });
    const games = Array.from({ length: 6 }, (_, i) => ({ ...record(`bad-${i}`, 5), score: -i - 1 }));
    writeFileSync(
      join(dir, '2048-scores.json'),
      JSON.stringify({ version: 1, best: { '\u001b[31m': 5 }, games: [...games, record('good', 9)] }),
    );
    expect(
      store()
        .read(SCORES_2048)
        .games.map((g) => g.id),
    ).toEqual(['good']);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain(
      'had 7 records that could not be read (best.\\x1b[31m must be a board size from 2 to 16; games[0].score must be an integer ≥ 0; games[1].score must be an integer ≥ 0; and 4 more). They were kept as ',
    );
    expect(reports[0]).not.toContain('\u001b');
    const [aside] = readdirSync(dir).filter((f) => f.startsWith('2048-scores.json.rejected-'));
    expect(JSON.parse(readFileSync(join(dir, aside ?? ''), 'utf8'))).toHaveLength(7);
  });

  it('keeps a file larger than its limit aside unread, and starts a new one', () => {
    mkdirSync(dir, { recursive: true });
    const path = join(dir, '2048-scores.json');
    // Valid JSON, padded past the limit.
    const text = `${JSON.stringify({ version: 1, best: { '4': 5 }, games: [] })}${' '.repeat(MAX_DATA_FILE_BYTES)}`;
    writeFileSync(path, text);
    const s = store();
    expect(s.read(SCORES_2048)).toEqual({ best: {}, games: [] });
    expect(reports).toEqual([
      expect.stringMatching(
        /^The 2048 scores file .*2048-scores\.json could not be read: it is 8\.0 MiB, more than the 8 MiB a data file may be\. It was kept as .*2048-scores\.json\.corrupt-\S+ and replaced\.$/,
      ),
    ]);
    const [backup] = readdirSync(dir).filter((f) => f.startsWith('2048-scores.json.corrupt-'));
    expect(readFileSync(join(dir, backup ?? ''), 'utf8')).toBe(text);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ version: 1, best: {}, games: [] });
  });

  it('does not read a version it does not know, and keeps that file aside', () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, '2048-scores.json'), JSON.stringify({ version: 2, best: {}, games: [] }));
    store().read(SCORES_2048);
    expect(reports[0]).toContain('field version: 2 is not supported (this program reads version 1)');
    expect(readdirSync(dir).some((f) => f.includes('.corrupt-'))).toBe(true);
  });

  it('merges under the lock: a change is applied to the content as it is on disk right before writing', () => {
    const a = store();
    const b = store();
    a.update(SCORES_2048, (c) => ({ ...c, games: [...c.games, record('from-a', 1)] }));
    b.update(SCORES_2048, (c) => ({ ...c, games: [...c.games, record('from-b', 2)] }));
    expect(a.read(SCORES_2048).games.map((g) => g.id)).toEqual(['from-a', 'from-b']);
  });

  it('breaks a lock left by a process that has ended', () => {
    mkdirSync(dir, { recursive: true });
    // No process has this pid (above the kernel's pid_max).
    writeFileSync(join(dir, '2048-scores.json.lock'), '99999999\n');
    expect(store(500).update(SCORES_2048, (c) => ({ ...c, best: { '4': 7 } }))).toBeDefined();
    expect(reports).toEqual([]);
    expect(existsSync(join(dir, '2048-scores.json.lock'))).toBe(false);
  });

  it('breaks a stale lock only under the break lock, and clears a break lock left by a crash', () => {
    mkdirSync(dir, { recursive: true });
    const lock = join(dir, '2048-scores.json.lock');
    writeFileSync(lock, '99999999\n');
    // Another process is breaking the lock right now: wait for it rather than remove the lock as well.
    writeFileSync(`${lock}.break`, '');
    expect(store(150).update(SCORES_2048, (c) => c)).toBeUndefined();
    expect(existsSync(lock)).toBe(true);
    // The same break lock, left by a crash a while ago, is cleared and the stale lock broken.
    const old = (Date.now() - 60_000) / 1000;
    utimesSync(`${lock}.break`, old, old);
    expect(store(500).update(SCORES_2048, (c) => ({ ...c, best: { '4': 9 } }))).toBeDefined();
    expect(readdirSync(dir)).toEqual(['2048-scores.json']);
  });

  it('breaks a lock that is too old, and reports a live one it cannot get instead of failing', () => {
    mkdirSync(dir, { recursive: true });
    const lock = join(dir, '2048-scores.json.lock');
    writeFileSync(lock, `${process.pid}\n`);
    // Held by a live process (this one): the change is reported as not saved, nothing throws.
    expect(store(200).update(SCORES_2048, (c) => c)).toBeUndefined();
    expect(reports[0]).toMatch(/could not be saved: .*\.lock is held by another process/);
    // The same lock a minute old is left over from a crash.
    const old = (Date.now() - 60_000) / 1000;
    utimesSync(lock, old, old);
    expect(store(200).update(SCORES_2048, (c) => c)).toBeDefined();
  });

  it('moves the games of the saved-games file of format 1 to files of their own, a torn one into a backup', () => {
    const savedAt = new Date(0).toISOString();
    const kept = serialize2048(apply2048(newGame2048({ size: 4, seed: 3 }), 'left'));
    const games = [
      { id: 'kept', pid: null, savedAt, game: kept },
      { id: 'torn', pid: null, savedAt, game: 'not a game' },
    ];
    store().update(SAVED_GAMES_2048, () => ({ games }));
    const storage = new Storage2048(store(), (message) => reports.push(message));
    // The file is upgraded when the games in progress are first asked for.
    expect(storage.shelf.list().map((game) => game.id)).toEqual(['kept']);
    const backups = readdirSync(dir).filter((f) => f.startsWith('2048-saved-games.json.corrupt-'));
    expect(backups).toHaveLength(1);
    const backup = join(dir, backups[0] ?? '');
    expect(JSON.parse(readFileSync(backup, 'utf8'))).toEqual({ version: 1, games: [games[1]] });
    expect(reports).toEqual([
      expect.stringMatching(
        /^The saved game from .* could not be read \(.+\)\. It was kept as .+; it will not be offered again\.$/,
      ),
    ]);
    expect(storage.shelf.list().map((game) => game.id)).toEqual(['kept']);
    expect(existsSync(join(dir, '2048-saved-games.json'))).toBe(false);
    expect(readdirSync(dir).some((f) => f.startsWith('2048-saved-games.json.upgraded-'))).toBe(true);
    // Nothing is done twice: the next program finds the games where they are now.
    reports.length = 0;
    expect(new Storage2048(store(), (message) => reports.push(message)).shelf.list()).toHaveLength(1);
    expect(reports).toEqual([]);
  });

  it('keeps at most ten saved games: the least recently saved one is recorded as finished, never dropped', () => {
    const storage = new Storage2048(store(), (message) => reports.push(message));
    const ids: string[] = [];
    const scores: number[] = [];
    for (let i = 0; i < 11; i++) {
      const run = open2048(storage, {
        settings: { size: 4, winValue: 2048 },
        seed: `seed-${i}`,
        resume: false,
        keep: true,
      });
      run.manager.act({ type: 'move', direction: 'left' });
      run.manager.act({ type: 'move', direction: 'up' });
      run.manager.act({ type: 'move', direction: 'right' });
      ids.push(run.manager.id);
      scores.push(run.manager.state.score);
      run.leave();
    }
    expect(
      storage.shelf
        .list()
        .map((game) => game.id)
        .sort(),
    ).toEqual(ids.slice(1).sort());
    const records = store().read(SCORES_2048);
    expect(records.games).toMatchObject([{ id: ids[0], outcome: 'abandoned' }]);
    expect(records.best['4']).toBe(Math.max(...scores));
    expect(reports).toEqual([]);
  });

  it('keeps a Farkle high score that could not be saved, writes it with the next game, and lowers it only on reset', () => {
    const play = (seed: string): FarkleState => {
      let state = newGame({ mode: 'one-player', seed });
      while (state.phase !== 'game-over') state = apply(state, computerAction(state));
      return state;
    };
    const total = (state: FarkleState): number => state.players[0]?.total ?? -1;
    const [high, low] = ['1', '2', '3', '4'].map(play).sort((a, b) => total(b) - total(a));
    if (high === undefined || low === undefined) throw new Error('no games');
    expect(total(high)).toBeGreaterThan(total(low));
    mkdirSync(dir, { recursive: true });
    const lock = join(dir, 'farkle-scores.json.lock');
    // Held by a live process (this one): the first game cannot be saved.
    writeFileSync(lock, `${process.pid}\n`);
    const report = (message: string): number => reports.push(message);
    const { manager, close } = openFarkle({
      store: store(100),
      report,
      delay: 0,
      resume: false,
      seed: () => undefined,
    });
    const playThrough = (seed: string | number): void => {
      manager.start({ mode: 'one-player', seed });
      for (let game = manager.game; game !== null && game.phase !== 'game-over'; game = manager.game) {
        manager.act(computerAction(game));
      }
    };
    playThrough(high.seed);
    expect(reports[0]).toMatch(/The Farkle scores file .* could not be saved/);
    expect(manager.highScore).toMatchObject({ score: total(high), name: 'Jacob' });
    rmSync(lock);
    // The next game recorded, lower, carries it into the file (and the finished game, kept until then, too).
    playThrough(low.seed);
    const file = store().read(FARKLE_SCORES);
    expect(file).toMatchObject({ highScore: total(high), highScoreName: 'Jacob' });
    expect(file.games.map((g) => g.players[0]?.score)).toEqual([total(low), total(high)]);
    expect(manager.highScore.score).toBe(total(high));
    manager.resetHighScore();
    expect(manager.highScore.score).toBe(0);
    expect(store().read(FARKLE_SCORES).highScore).toBe(0);
    close();
  });

  it('reports a file that cannot be written and goes on', () => {
    // A directory where the file should be: the rename fails.
    mkdirSync(join(dir, '2048-scores.json', 'inside'), { recursive: true });
    expect(store().update(SCORES_2048, (c) => c)).toBeUndefined();
    expect(reports).toHaveLength(1);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});

describe('the real program and its data files', () => {
  it('reports a corrupt scores file, keeps it as a backup and records the game in a new one', async () => {
    const dir2 = join(home.path, 'pastime');
    mkdirSync(dir2, { recursive: true });
    writeFileSync(join(dir2, '2048-scores.json'), 'not json at all');
    const result = await runCli(['2048', '--seed', '7'], { input: 'left\nup\n', dataHome: home.path });
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/^pastime: The 2048 scores file .* could not be read: not valid JSON/);
    const files = readdirSync(dir2);
    expect(files.filter((f) => f.startsWith('2048-scores.json.corrupt-'))).toHaveLength(1);
    const scores = JSON.parse(readFileSync(join(dir2, '2048-scores.json'), 'utf8')) as Scores2048;
    expect(scores.games).toHaveLength(1);
  });

  it('goes on when the data directory cannot be made, and says so once per problem', async () => {
    // A file where the data directory should be.
    writeFileSync(join(home.path, 'pastime'), 'not a directory');
    const result = await runCli(['2048', '--seed', '7', '--size', '3'], {
      input: 'left\nup\nnew\nleft\nnew\nright\n',
      dataHome: home.path,
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Thanks for playing 2048!');
    const lines = result.stderr.split('\n').filter((line) => line !== '');
    expect(lines).toEqual([
      expect.stringMatching(/^pastime: The 2048 scores file .* could not be read: a file is in the way\.$/),
      expect.stringMatching(/^pastime: The 2048 scores file .* could not be saved: a file is in the way\.$/),
    ]);
  });

  it('tells a failed save in a sentence, not as a system error code and call', async () => {
    // A directory where the scores file should be: reading it fails (EISDIR, "…, read").
    mkdirSync(join(home.path, 'pastime', '2048-scores.json'), { recursive: true });
    const result = await runCli(['2048', '--seed', '7', '--size', '3'], {
      input: 'left\nup\nnew\n',
      dataHome: home.path,
    });
    expect(result.code).toBe(0);
    const lines = result.stderr.split('\n').filter((line) => line !== '');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).toMatch(/could not be (read|saved): a directory is in the way\.$/);
      expect(line).not.toMatch(/E[A-Z]{3,}|, read\./);
    }
  });

  it('loses no record when two games write at the same time, after a crash left a lock', async () => {
    const games = 30;
    // Each game: a move (left, or right if left is blocked), then `new` ends it and records it.
    const input = `${'left\nright\nnew\n'.repeat(games)}quit\n`;
    const run = (): Promise<number | null> =>
      new Promise((resolve, reject) => {
        const child = spawn(
          process.execPath,
          [join(import.meta.dirname, '..', 'bin', 'pastime.js'), '2048', '--size', '3'],
          {
            env: { PATH: process.env['PATH'], HOME: home.path, XDG_DATA_HOME: home.path },
            stdio: ['pipe', 'ignore', 'inherit'],
          },
        );
        child.on('error', reject);
        child.on('close', resolve);
        child.stdin.end(input);
      });
    // They start with a lock left by a crashed process, which both find stale at once.
    mkdirSync(join(home.path, 'pastime'), { recursive: true });
    writeFileSync(join(home.path, 'pastime', '2048-scores.json.lock'), '99999999\n');
    const codes = await Promise.all([run(), run()]);
    expect(codes).toEqual([0, 0]);
    const scores = JSON.parse(
      readFileSync(join(home.path, 'pastime', '2048-scores.json'), 'utf8'),
    ) as Scores2048;
    // Each run records its `games` games (the fresh one that `quit` ends has no move: nothing to record).
    expect(scores.games).toHaveLength(2 * games);
    expect(new Set(scores.games.map((g) => g.id)).size).toBe(2 * games);
    expect(scores.best['3']).toBe(Math.max(...scores.games.map((g) => g.score)));
    expect(readdirSync(join(home.path, 'pastime'))).toEqual(['2048-scores.json']);
  });
});
