import { mkdirSync, readFileSync, readdirSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RULE_PRESETS, winTableKey } from '@pastime/farkle';
import { MAX_DATA_FILE_BYTES } from '../src/storage/store.ts';
import { runCli, tempDataHome } from './support/cli.ts';

let home: ReturnType<typeof tempDataHome>;
let dir: string;
beforeEach(() => {
  home = tempDataHome();
  dir = join(home.path, 'pastime');
  mkdirSync(dir);
});
afterEach(() => home.remove());

/** A finished 2048 game as the file stores it. */
const game2048 = (i: number): Record<string, unknown> => ({
  id: `game-${i}`,
  date: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  size: 4,
  winValue: 2048,
  score: 100 + i,
  bestTile: 64,
  moves: 50,
  won: false,
  outcome: 'abandoned',
});

/** A finished one-player Farkle game as the file stores it. */
const gameFarkle = (i: number): Record<string, unknown> => ({
  id: `farkle-${i}`,
  date: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  mode: 'one-player',
  players: [{ name: 'Ada', computer: false, score: 1000 + i, turns: 10 }],
  winner: null,
  newHighScore: false,
});

function files(prefix: string): string[] {
  return readdirSync(dir).filter((f) => f.startsWith(prefix));
}

describe('a data file with a bad record', () => {
  it('keeps the other 999 2048 records, and the bad one in a file of its own, with one notice naming it', async () => {
    const games = Array.from({ length: 999 }, (_, i) => game2048(i));
    const bad = { ...game2048(999), score: -5 };
    games.splice(500, 0, bad);
    const path = join(dir, '2048-scores.json');
    writeFileSync(path, JSON.stringify({ version: 1, best: { '4': 2000 }, games }, null, 2));
    const result = await runCli(['2048', '--seed', '7'], { input: 'left\nup\n', dataHome: home.path });
    expect(result.code).toBe(0);
    const notices = result.stderr.split('\n').filter((line) => line !== '');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(
      /^pastime: The 2048 scores file .*2048-scores\.json had one record that could not be read \(games\[500\]\.score must be an integer ≥ 0\)\. It was kept as .*2048-scores\.json\.rejected-\S+ and left out; the other records were kept\.$/,
    );
    const [aside] = files('2048-scores.json.rejected-');
    expect(JSON.parse(readFileSync(join(dir, aside ?? ''), 'utf8'))).toEqual([
      { path: 'games[500]', reason: 'games[500].score must be an integer ≥ 0', value: bad },
    ]);
    // Nothing set aside whole; the 999 good records, the best score and the game just played are in the file.
    expect(files('2048-scores.json.corrupt-')).toEqual([]);
    const stored = JSON.parse(readFileSync(path, 'utf8')) as {
      best: Record<string, number>;
      games: { id: string }[];
    };
    expect(stored.best['4']).toBe(2000);
    expect(stored.games).toHaveLength(1000);
    expect(stored.games.slice(0, 999).map((g) => g.id)).toEqual(
      Array.from({ length: 999 }, (_, i) => `game-${i}`),
    );
  });

  it('keeps the other Farkle games the same way, and the high score', async () => {
    const games = Array.from({ length: 20 }, (_, i) => gameFarkle(i));
    const bad = { ...gameFarkle(20), players: [{ name: 'Bo', computer: 'no', score: 5, turns: 10 }] };
    games.splice(3, 0, bad);
    const path = join(dir, 'farkle-scores.json');
    writeFileSync(
      path,
      JSON.stringify({
        version: 1,
        highScore: 4000,
        highScoreName: 'Ada',
        highScoreDate: '2026-01-01T00:00:00.000Z',
        games,
      }),
    );
    const result = await runCli(['farkle', '--seed', '3'], { input: 'roll\n', dataHome: home.path });
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(
      /^pastime: The Farkle scores file .* had one record that could not be read \(games\[3\]\.players\[0\]\.computer must be true or false\)\. It was kept as .*farkle-scores\.json\.rejected-\S+ and left out; the other records were kept\.\n$/,
    );
    expect(result.stdout).toContain('High score: 4,000');
    const [aside] = files('farkle-scores.json.rejected-');
    expect(JSON.parse(readFileSync(join(dir, aside ?? ''), 'utf8'))).toMatchObject([
      { path: 'games[3]', value: bad },
    ]);
    const stored = JSON.parse(readFileSync(path, 'utf8')) as { highScore: number; games: { id: string }[] };
    expect(stored.highScore).toBe(4000);
    expect(stored.games.map((g) => g.id).slice(0, 20)).toEqual(
      Array.from({ length: 20 }, (_, i) => `farkle-${i}`),
    );
  });
});

describe('a data file larger than the limit', () => {
  it('is kept aside unread, with a notice, and the game goes on with a new file', async () => {
    const path = join(dir, '2048-scores.json');
    const games = Array.from({ length: 1000 }, (_, i) => game2048(i));
    // A valid file, too large: the records padded with blanks.
    const text = `${JSON.stringify({ version: 1, best: { '4': 2000 }, games })}${' '.repeat(MAX_DATA_FILE_BYTES)}`;
    writeFileSync(path, text);
    const result = await runCli(['2048', '--seed', '7'], { input: 'left\nup\n', dataHome: home.path });
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(
      /^pastime: The 2048 scores file .*2048-scores\.json could not be read: it is 8\.\d MiB, more than the 8 MiB a data file may be\. It was kept as .*2048-scores\.json\.corrupt-\S+ and replaced\.\n$/,
    );
    const [backup] = files('2048-scores.json.corrupt-');
    expect(statSync(join(dir, backup ?? '')).size).toBe(Buffer.byteLength(text));
    const stored = JSON.parse(readFileSync(path, 'utf8')) as { games: unknown[] };
    expect(stored.games).toHaveLength(1);
  });
});

describe('a saved game or a win table larger than its limit', () => {
  // 200 MB that take no disk (a sparse file): read whole, they would not fit the 32 MB heap the program gets.
  const HUGE = 200 * 1024 * 1024;
  const smallHeap = { NODE_OPTIONS: '--max-old-space-size=32' };

  function hugeFile(path: string): void {
    writeFileSync(path, '');
    truncateSync(path, HUGE);
  }

  // The 2048 game files are read by the full screen only: tty-2048.test.ts has that one.
  it('is not read (a saved Farkle game): it is kept aside with a notice naming the limit, and not read again', async () => {
    const directory = 'farkle-games';
    mkdirSync(join(dir, directory));
    const path = join(dir, directory, '0123456789abcdef0123456789abcdef.json');
    hugeFile(path);
    const args = ['farkle', '--players', '1'];
    const first = await runCli(args, { input: 'quit\n', dataHome: home.path, env: smallHeap });
    expect(first.code).toBe(0);
    expect(first.stderr).toMatch(
      new RegExp(
        `^pastime: The saved Farkle game .*\\.json could not be read: it is 200 MiB, more than the 1 MiB a saved game may be\\. It was kept as .*\\.json\\.corrupt-\\S+\\.\\n$`,
      ),
    );
    const kept = readdirSync(join(dir, directory)).filter((f) => f.includes('.corrupt-'));
    expect(kept).toHaveLength(1);
    expect(statSync(join(dir, directory, kept[0] ?? '')).size).toBe(HUGE);
    const second = await runCli(args, { input: 'quit\n', dataHome: home.path, env: smallHeap });
    expect(second.code).toBe(0);
    expect(second.stderr).toBe('');
  });

  it('a win table is kept aside the same way, with a notice, and not read again', async () => {
    const tables = join(dir, 'farkle-win-tables');
    mkdirSync(tables);
    const path = join(tables, `${winTableKey(RULE_PRESETS.popular).replace(/[^A-Za-z0-9_.-]/g, '_')}.txt`);
    hugeFile(path);
    const args = ['farkle', '--players', '2', '--rules', 'popular'];
    const first = await runCli(args, { input: 'quit\n', dataHome: home.path, env: smallHeap });
    expect(first.code).toBe(0);
    expect(first.stderr).toMatch(
      /^pastime: The Farkle win table .*\.txt could not be read: it is 200 MiB, more than the 8 MiB a win table may be\. It was kept as .*\.txt\.corrupt-\S+\.\n$/,
    );
    expect(readdirSync(tables).filter((f) => f.includes('.corrupt-'))).toHaveLength(1);
    const second = await runCli(args, { input: 'quit\n', dataHome: home.path, env: smallHeap });
    expect(second.code).toBe(0);
    expect(second.stderr).toBe('');
  });
});

describe('a saved game that is not JSON', () => {
  it('is told with the parser quote of the file escaped', async () => {
    const games = join(dir, 'farkle-games');
    mkdirSync(games);
    writeFileSync(join(games, '0123456789abcdef0123456789abcdef.json'), '\u001b[2J\u202e{');
    const result = await runCli(['farkle', '--players', '1'], { input: 'quit\n', dataHome: home.path });
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/could not be read: it is not valid JSON \(.*\\x1b.*\)\. It was kept as /);
    // eslint-disable-next-line no-control-regex -- this is what it looks for
    expect(result.stderr).not.toMatch(/[\u001b\u202e]/);
  });
});
