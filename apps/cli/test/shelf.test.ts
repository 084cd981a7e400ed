import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { shelfContract, TALLY_CODEC as codec, tallyGame as game } from '@pastime/app-core/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileShelf } from '../src/storage/shelf.ts';
import { tempDataHome } from './support/cli.ts';

let home: ReturnType<typeof tempDataHome>;
let dir: string;
let reports: string[];
beforeEach(() => {
  home = tempDataHome();
  dir = join(home.path, 'games');
  reports = [];
});
afterEach(() => home.remove());

const shelf = () =>
  fileShelf({
    directory: dir,
    description: 'The saved game',
    codec,
    report: (message) => reports.push(message),
  });

shelfContract({
  name: 'the data directory, in two processes',
  create() {
    const other = tempDataHome();
    const open = () =>
      fileShelf({
        directory: join(other.path, 'games'),
        description: 'The saved game',
        codec,
        report: (message) => {
          throw new Error(`unexpected report: ${message}`);
        },
      });
    // Each write happens under the file's lock on the revision read there: nothing to deliver.
    return { mine: open(), theirs: open(), settle: () => undefined, dispose: () => other.remove() };
  },
});

describe('fileShelf', () => {
  it('keeps each game in a file of its own, with the process playing it, and lists them newest first', () => {
    const games = shelf();
    expect(games.list()).toEqual([]);
    expect(games.write(game('a', 1, 5, '2026-01-01T00:00:01.000Z'), undefined)).toEqual({ kind: 'written' });
    expect(games.write(game('b', 1, 6, '2026-01-01T00:00:02.000Z'), undefined)).toEqual({ kind: 'written' });
    expect(JSON.parse(readFileSync(join(dir, 'a.json'), 'utf8'))).toEqual({
      version: 2,
      id: 'a',
      startedAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:01.000Z',
      revision: 1,
      game: { count: 5 },
      pid: process.pid,
    });
    expect(games.list().map((g) => g.id)).toEqual(['b', 'a']);
    expect(reports).toEqual([]);
  });

  it('writes only over the revision expected, and hands back the stored game otherwise', () => {
    const mine = shelf();
    const theirs = shelf();
    mine.write(game('g', 1, 1), undefined);
    expect(theirs.write(game('g', 2, 2), 1).kind).toBe('written');
    expect(mine.write(game('g', 2, 3), 1)).toEqual({ kind: 'conflict', stored: game('g', 2, 2) });
    expect(mine.write(game('h', 2, 3), 1)).toEqual({ kind: 'conflict', stored: undefined });
    expect(mine.remove('g')).toBe(true);
    expect(mine.read('g')).toBeUndefined();
  });

  it('keeps a damaged file aside under another name, reports it, and reads it as none', () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'g.json'), '{"version":2,"id":"g"');
    writeFileSync(
      join(dir, 'h.json'),
      JSON.stringify({ version: 2, ...game('h', 1, 1), game: { count: 'x' } }),
    );
    expect(shelf().list()).toEqual([]);
    expect(reports).toHaveLength(2);
    expect(reports.join('\n')).toMatch(/g\.json could not be read: it is not valid JSON/);
    expect(reports.join('\n')).toMatch(/h\.json could not be read: field game\.count: not a whole number/);
    const names = readdirSync(dir);
    expect(names.filter((n) => n.startsWith('g.json.corrupt-'))).toHaveLength(1);
    expect(names.filter((n) => n.startsWith('h.json.corrupt-'))).toHaveLength(1);
    // A write after a damaged file replaces nothing a player had: the damaged one is kept aside first.
    writeFileSync(join(dir, 'k.json'), 'nonsense');
    expect(shelf().write(game('k', 1, 1), undefined).kind).toBe('written');
    expect(readdirSync(dir).filter((n) => n.startsWith('k.json.corrupt-'))).toHaveLength(1);
  });

  it('leaves out of the list a game another running process plays, until it lets go', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      const pid = other.pid ?? 0;
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        join(dir, 'g.json'),
        JSON.stringify({ version: 2, ...game('g', 1, 1), game: { count: 1 }, pid }),
      );
      const games = shelf();
      expect(games.list()).toEqual([]);
      expect(games.claim('g')).toBe(false);
      expect(games.read('g')?.save).toEqual({ count: 1 });
    } finally {
      other.kill();
      await new Promise((resolve) => other.once('exit', resolve));
    }
    const games = shelf();
    expect(games.list().map((g) => g.id)).toEqual(['g']);
    expect(games.claim('g')).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, 'g.json'), 'utf8'))).toMatchObject({ pid: process.pid });
    games.release('g');
    expect(JSON.parse(readFileSync(join(dir, 'g.json'), 'utf8'))).toMatchObject({ pid: null });
  });
});
