/**
 * The data files version 0.1.0 wrote (test/fixtures/data-0.1.0, written by that version's own code) are read whole
 * by this one, and written back unchanged to the same bytes, so 0.1.0 and this version, running at once, read
 * each other's files.
 */
import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from '@pastime/2048';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FARKLE_SCORES } from '../src/storage/files.ts';
import { SAVED_GAMES_2048, SCORES_2048 } from '../src/storage/files.ts';
import { Storage2048 } from '../src/game2048/storage.ts';
import { DataStore } from '../src/storage/store.ts';
import { jsonLines, runCli, tempDataHome } from './support/cli.ts';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'data-0.1.0');

let home: ReturnType<typeof tempDataHome>;
let dir: string;
let reports: string[];
beforeEach(() => {
  home = tempDataHome();
  dir = join(home.path, 'pastime');
  cpSync(FIXTURES, dir, { recursive: true, filter: (path) => !path.endsWith('.md') });
  reports = [];
});
afterEach(() => home.remove());

const store = (): DataStore => new DataStore(dir, (message) => reports.push(message));

describe('data files written by 0.1.0', () => {
  it('are read whole: scores, finished games, the high score and the unfinished games', () => {
    const scores = store().read(SCORES_2048);
    expect(scores.best).toEqual({ '3': 20, '4': 184, '5': 16, '6': 52 });
    expect(scores.games.map((game) => [game.size, game.score, game.moves, game.outcome])).toEqual([
      [5, 16, 5, undefined],
      [4, 4, 2, undefined],
      [4, 88, 19, undefined],
      [3, 20, 11, undefined],
    ]);
    expect(scores.games[3]?.endedAt).toBe('2026-11-24T04:30:23.554Z');
    const farkle = store().read(FARKLE_SCORES);
    expect(farkle).toMatchObject({ highScore: 2700, highScoreName: 'Zoé' });
    expect(farkle.games.map((game) => [game.mode, game.winner])).toEqual([
      ['vs-computer', 1],
      ['one-player', null],
    ]);
    const file = JSON.parse(readFileSync(join(dir, SAVED_GAMES_2048.file), 'utf8')) as {
      games: { id: string; game: string }[];
    };
    expect(store().read(SAVED_GAMES_2048).games).toHaveLength(2);
    // Opened by this version, the unfinished games move to files of their own in save format 2, the same games.
    const storage = new Storage2048(store(), (message) => reports.push(message));
    const saved = storage.resumable();
    const state = saved?.save.state;
    expect([state?.size, state?.moves]).toEqual([6, 12]);
    const games = storage.shelf.list();
    expect(games.map((game) => game.id).sort()).toEqual(file.games.map((game) => game.id).sort());
    for (const game of games) {
      const before = file.games.find((entry) => entry.id === game.id)?.game ?? '';
      expect(serialize(game.save.state)).toBe(serialize(deserialize(before)));
    }
    expect(readdirSync(join(dir, '2048-games')).sort()).toEqual(
      games.map((game) => `${game.id}.json`).sort(),
    );
    expect(reports).toEqual([]);
  });

  it('are written back to the same bytes when nothing changes', () => {
    for (const kind of [SCORES_2048, FARKLE_SCORES, SAVED_GAMES_2048] as const) {
      const before = readFileSync(join(dir, kind.file), 'utf8');
      store().update<unknown>(kind, (current) => current);
      expect(readFileSync(join(dir, kind.file), 'utf8'), kind.file).toBe(before);
    }
    expect(readdirSync(dir).sort()).toEqual([
      '2048-saved-games.json',
      '2048-scores.json',
      'farkle-scores.json',
    ]);
  });

  it('start the program with their best scores and high score, and take its new records', async () => {
    const played = await runCli(['2048', '--size', '4', '--seed', '7', '--json'], {
      input: 'left\nup\nnew\nquit\n',
      dataHome: home.path,
    });
    expect(jsonLines(played.stdout)[0]).toMatchObject({ best: 184 });
    expect(played.stderr).toBe('');
    const scores = JSON.parse(readFileSync(join(dir, SCORES_2048.file), 'utf8')) as {
      version: number;
      games: { date: string; outcome?: string }[];
    };
    expect(scores.version).toBe(1);
    // The four games of 0.1.0 as they were, oldest first, then the new one with how it ended.
    expect(scores.games.slice(0, 4).map((game) => game.outcome)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(scores.games[4]).toMatchObject({ outcome: 'abandoned' });
    const farkle = await runCli(['farkle', '--json'], { input: 'quit\n', dataHome: home.path });
    expect(jsonLines(farkle.stdout)[0]).toMatchObject({ highScore: 2700 });
  });
});

/** Files of save format 1 kept in app-core's fixtures (`terminal-long-*`: a long game with undo and redo steps). */
const FORMAT_1 = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'packages',
  'app-core',
  'test',
  'fixtures',
  'format-1',
);

describe('2048 games saved in format 1', () => {
  it('move to files of their own with the same board, score, undo and redo steps, and resume', () => {
    const file = readFileSync(join(FORMAT_1, 'terminal-long-2048-saved-games.json'), 'utf8');
    const scores = readFileSync(join(FORMAT_1, 'terminal-long-2048-scores.json'), 'utf8');
    cpSync(join(FORMAT_1, 'terminal-long-2048-saved-games.json'), join(dir, SAVED_GAMES_2048.file));
    cpSync(join(FORMAT_1, 'terminal-long-2048-scores.json'), join(dir, SCORES_2048.file));
    const before = (JSON.parse(file) as { games: { id: string; game: string }[] }).games;
    const storage = new Storage2048(store(), (message) => reports.push(message));
    const games = storage.shelf.list();
    expect(games.map((game) => game.id).sort()).toEqual(before.map((game) => game.id).sort());
    for (const game of games) {
      const saved = deserialize(before.find((entry) => entry.id === game.id)?.game ?? '');
      expect(serialize(game.save.state)).toBe(serialize(saved));
      expect([game.save.state.undoDepth, game.save.state.redoDepth]).toEqual([
        saved.undoDepth,
        saved.redoDepth,
      ]);
    }
    // The records stay as they were, read whole.
    const records = store().read(SCORES_2048);
    expect(records.best).toEqual((JSON.parse(scores) as { best: Record<string, number> }).best);
    expect(reports).toEqual([]);
  });
});

describe('the Farkle scores file format 1 wrote on 2026-11-26', () => {
  const written = readFileSync(join(FORMAT_1, 'farkle', 'terminal', 'farkle-scores.json'), 'utf8');

  it('is read whole, written back to the same bytes, and keeps its games when the next game is recorded', async () => {
    writeFileSync(join(dir, FARKLE_SCORES.file), written);
    const scores = store().read(FARKLE_SCORES);
    expect(scores).toMatchObject({ highScore: 4850, highScoreName: 'Eve' });
    expect(scores.games.map((game) => game.mode)).toEqual(['two-player', 'vs-computer', 'one-player']);
    store().update(FARKLE_SCORES, (current) => current);
    expect(readFileSync(join(dir, FARKLE_SCORES.file), 'utf8')).toBe(written);
    // A game played to the end through the pipe is added; the high score and the games before it stay.
    const played = await runCli(['farkle', '--players', '2', '--seed', '5', '--json'], {
      input: readFileSync(join(import.meta.dirname, 'fixtures', 'farkle-two-player-seed-5.txt'), 'utf8'),
      dataHome: home.path,
    });
    expect(jsonLines(played.stdout).at(-2)).toMatchObject({ phase: 'game-over' });
    const after = store().read(FARKLE_SCORES);
    expect(after).toMatchObject({ highScore: 4850, highScoreName: 'Eve' });
    expect(after.games.slice(1)).toEqual(scores.games);
    expect(after.games[0]).toMatchObject({ mode: 'two-player', winner: 0 });
    expect(reports).toEqual([]);
  });
});
