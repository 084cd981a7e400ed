import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { driveJson, farklePlayer, jsonLines, runCli, tempDataHome } from './support/cli.ts';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'records');
/** The replay codes the fixtures' records carry. */
const CODE_2048 = 'AQEECwloaXN0b3J5LTHoCXjk7OTkpOTkaMTE5OTkheTozeQk5OTk7OT05OQk3uTKqAKi';
const CODE_FARKLE = 'AQIAAAloaXN0b3J5LWYAAQNBbm6yGR0ABgEAIAYABWIAMkgAeQB7ACIBBFAAKEYAXQANYKSHHBA';

let home: ReturnType<typeof tempDataHome>;
beforeEach(() => {
  home = tempDataHome();
  mkdirSync(join(home.path, 'pastime'));
});
afterEach(() => home.remove());

function withFixtures(): void {
  for (const file of ['2048-scores.json', 'farkle-scores.json']) {
    copyFileSync(join(FIXTURES, file), join(home.path, 'pastime', file));
  }
}

const run = (args: readonly string[]) => runCli(args, { dataHome: home.path });

describe('records set aside by an earlier version', () => {
  it('come back once the format takes them, and what still cannot be read stays aside', async () => {
    withFixtures();
    const dir = join(home.path, 'pastime');
    // An earlier version refused a game with a three-farkle penalty (a negative turn score) and kept it here.
    const penalty = {
      id: 'farkle-penalty',
      date: '2026-11-25T12:00:00.000Z',
      mode: 'one-player',
      players: [{ name: 'Ann', computer: false, score: 300, turns: 3, turnScores: [1000, -1000, 300] }],
      winner: null,
      newHighScore: false,
    };
    const broken = { id: 'farkle-broken', date: 'yesterday' };
    const aside = join(dir, 'farkle-scores.json.rejected-2026-11-25T12-00-00-000Z-0a0b');
    writeFileSync(
      aside,
      JSON.stringify([
        {
          path: 'games[5]',
          reason: 'games[5].players[0].turnScores[1] must be an integer ≥ 0',
          value: penalty,
        },
        { path: 'games[6]', reason: 'games[6].date must be a date', value: broken },
      ]),
    );
    const first = await run(['history', 'farkle', '--json']);
    expect(first.code).toBe(0);
    const ids = (jsonLines(first.stdout)[0]?.['games'] as Record<string, unknown>[]).map(
      (game) => game['id'],
    );
    expect(ids).toContain('farkle-penalty');
    expect(first.stderr).toContain('One record set aside earlier from the Farkle scores file');
    const left = JSON.parse(readFileSync(aside, 'utf8')) as { path: string }[];
    expect(left.map((entry) => entry.path)).toEqual(['games[6]']);
    // Told once: the next run finds nothing more to put back, and the game once.
    const second = await run(['history', 'farkle', '--json']);
    expect(second.stderr).toBe('');
    const again = (jsonLines(second.stdout)[0]?.['games'] as Record<string, unknown>[]).map(
      (game) => game['id'],
    );
    expect(again.filter((id) => id === 'farkle-penalty')).toHaveLength(1);
  });
});

describe('pastime history', () => {
  it('lists both games newest first, with their results and replay codes', async () => {
    withFixtures();
    const result = await run(['history']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe('2048: 5 finished games, newest first');
    expect(lines[1]).toMatch(/^ended \(UTC\)\s+board\s+result\s+score\s+moves\s+tile\s+replay code$/);
    expect(lines.slice(2, 7).map((line) => line.split(/\s{2,}/))).toEqual([
      ['2026-11-24 10:00', '4×4', 'won, lost', '700', '80', '64', '–'],
      ['2026-11-23 10:00', '3×3', 'lost', '500', '60', '64', '–'],
      ['2026-11-22 10:00', '4×4', 'lost', '1,256', '120', '128', CODE_2048],
      ['2026-11-21 10:00', '4×4', 'abandoned', '3,000', '250', '256', '–'],
      ['2026-11-20 10:00', '4×4', 'lost', '1,000', '100', '128', '–'],
    ]);
    expect(lines[8]).toBe('Farkle: 5 finished games, newest first');
    expect(lines.slice(10, 15).map((line) => line.split(/\s{2,}/))).toEqual([
      ['2026-11-24 12:00', 'one player', '–', 'Bea 1,500', '10', '–'],
      ['2026-11-23 12:00', 'vs Classic', 'Computer won', 'Ann 3,000, Computer 10,050', '12', '–'],
      ['2026-11-22 12:00', 'two players', 'Bob won', 'Ann 5,000, Bob 10,200', '15', '–'],
      ['2026-11-21 12:00', 'vs Expert', 'Ann won', 'Ann 10,000, Computer 8,000', '20', '–'],
      ['2026-11-20 12:00', 'one player', 'new high score', 'Ann 3,250', '10', CODE_FARKLE],
    ]);
  });

  it('gives one game alone, and JSON with both games in one list, newest first', async () => {
    withFixtures();
    const farkle = await run(['history', 'farkle']);
    expect(farkle.stdout).not.toContain('2048:');
    expect(farkle.stdout).toContain('Farkle: 5 finished games');

    const json = await run(['history', '--json']);
    expect(json.code).toBe(0);
    const [document] = jsonLines(json.stdout);
    const games = document?.['games'] as Record<string, unknown>[];
    expect(games.map((game) => game['id'])).toEqual([
      'farkle-5',
      'game-5',
      'farkle-4',
      'game-4',
      'farkle-3',
      'game-3',
      'farkle-2',
      'game-2',
      'farkle-1',
      'game-1',
    ]);
    expect(games.find((game) => game['id'] === 'game-3')).toEqual({
      game: '2048',
      id: 'game-3',
      endedAt: '2026-11-22T10:00:00.000Z',
      size: 4,
      winValue: 2048,
      result: 'lost',
      won: false,
      outcome: 'lost',
      score: 1256,
      moves: 120,
      bestTile: 128,
      replay: CODE_2048,
    });
    expect(games.find((game) => game['id'] === 'farkle-2')).toMatchObject({
      game: 'farkle',
      mode: 'vs-computer',
      computerLevel: 'expert',
      winner: 0,
      replay: null,
      players: [
        { name: 'Ann', computer: false, score: 10000, turns: 20 },
        { name: 'Computer', computer: true, score: 8000, turns: 20 },
      ],
    });
    const only2048 = jsonLines((await run(['history', '2048', '--json'])).stdout)[0];
    expect((only2048?.['games'] as unknown[]).length).toBe(5);
  });

  it('lists a code that replays to the score the record claims', async () => {
    withFixtures();
    const replay = await run(['replay', CODE_2048, '--json']);
    expect(jsonLines(replay.stdout).at(-1)).toEqual({ verified: true, score: 1256, highestTile: 128 });
    const farkle = await run(['replay', CODE_FARKLE, '--json']);
    expect(jsonLines(farkle.stdout).at(-1)).toEqual({ verified: true, totals: [3250], winner: null });
  });

  it('lists a game played through the line protocol with a code that replays to its score', async () => {
    const game = await runCli(['2048', '--seed', 'hist', '--json'], {
      dataHome: home.path,
      input: 'left\nup\nright\ndown\nleft\nup\nquit\n',
    });
    const states = jsonLines(game.stdout);
    const score = states.at(-1)?.['score'];
    const listed = jsonLines((await run(['history', '2048', '--json'])).stdout)[0]?.['games'] as Record<
      string,
      unknown
    >[];
    const record = listed.find(
      (entry) => entry['score'] === score && entry['moves'] === states.at(-1)?.['moves'],
    );
    expect(typeof record?.['replay']).toBe('string');
    const replay = await run(['replay', String(record?.['replay']), '--json']);
    expect(replay.code).toBe(0);
    expect(jsonLines(replay.stdout).at(-1)).toMatchObject({ verified: true, score });
  });

  it('lists a Farkle game played through the line protocol with a code that replays to its totals', async () => {
    const { states } = await driveJson(
      ['farkle', '--computer', '--seed', 'hist', '--delay', '0'],
      farklePlayer,
      {
        dataHome: home.path,
      },
    );
    const end = states.at(-1);
    expect(end?.['phase']).toBe('game-over');
    const totals = (end?.['players'] as { total: number }[]).map((player) => player.total);
    const [listed] = jsonLines((await run(['history', 'farkle', '--json'])).stdout);
    const record = (listed?.['games'] as Record<string, unknown>[])[0];
    expect(record).toMatchObject({ mode: 'vs-computer', computerLevel: 'classic', winner: end?.['winner'] });
    const replay = await run(['replay', String(record?.['replay']), '--json']);
    expect(jsonLines(replay.stdout).at(-1)).toEqual({ verified: true, totals, winner: end?.['winner'] });
  });

  it('lists at most the newest N of each game with --limit, saying how many of all', async () => {
    withFixtures();
    const result = await run(['history', '--limit', '2']);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe('2048: the newest 2 of 5 finished games');
    expect(lines[2]?.startsWith('2026-11-24 10:00')).toBe(true);
    expect(lines[4]).toBe('');
    expect(lines[5]).toBe('Farkle: the newest 2 of 5 finished games');
    const json = jsonLines((await run(['history', '--limit', '1', '--json'])).stdout)[0]?.[
      'games'
    ] as unknown[];
    expect(json).toHaveLength(2);
    const bad = await run(['history', '--limit', '0']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--limit must be a whole number from 1 to 1000, got '0'");
  });

  it('lists a Farkle game given up after a roll as abandoned', async () => {
    const played = await runCli(['farkle', '--seed', 'gave-up', '--delay', '0'], {
      input: 'roll\nnew\nquit\n',
      dataHome: home.path,
    });
    expect(played.code).toBe(0);
    const listed = await run(['history', 'farkle']);
    expect(listed.stdout.split('\n')[2]?.split(/\s{2,}/)[2]).toBe('abandoned');
  });

  it('names a table of one seat as one player and of two as players', async () => {
    // Tables of computers alone: each plays its game to the end without a command.
    for (const seats of ['expert', 'expert,classic']) {
      const played = await runCli(['farkle', '--seats', seats, '--seed', 'seats', '--delay', '0'], {
        dataHome: home.path,
      });
      expect(played.code).toBe(0);
    }
    const listed = await run(['history', 'farkle']);
    const modes = listed.stdout
      .split('\n')
      .slice(2, 4)
      .map((line) => line.split(/\s{2,}/)[1]);
    expect(modes).toEqual(['custom, 2 players', 'custom, 1 player']);
  });

  it('says when there are no games, and refuses an unknown game', async () => {
    const empty = await run(['history']);
    expect(empty.stdout).toBe('2048: no finished games yet.\n\nFarkle: no finished games yet.\n');
    const bad = await run(['history', 'chess']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("unknown game 'chess': choose 2048 or farkle, or neither for both");
  });
});

describe('pastime stats', () => {
  it('gives the 2048 numbers per board size and the Farkle numbers, in plain text through a pipe', async () => {
    withFixtures();
    const result = await run(['stats']);
    expect(result.code).toBe(0);
    expect(result.stdout).not.toMatch(/[▁-█]/);
    const rows = result.stdout.split('\n').map((line) => line.trim().split(/\s{2,}/));
    expect(rows).toContainEqual(['board', 'played', 'won', 'best', 'mean', 'median']);
    expect(rows).toContainEqual(['3×3', '1', '0', '500', '500', '500']);
    expect(rows).toContainEqual(['4×4', '4', '1', '3,000', '1,489', '1,128']);
    const text = result.stdout;
    expect(text).toContain(
      'Highest tile reached on 4×4:\n     64  1  game\n    128  2  games\n    256  1  game\n',
    );
    expect(text).toContain('Farkle: 5 games played');
    expect(rows).toContainEqual(['against a person', '1', '0', '0.0%']);
    expect(rows).toContainEqual(['against Classic computer', '1', '0', '0.0%']);
    expect(rows).toContainEqual(['against Expert computer', '1', '1', '100.0%']);
    expect(text).toContain('One player: 2 games, best 3,250, mean 2,375');
    expect(text).toContain('Points per turn: 237.5 over 20 turns');
    expect(text).toContain('Farkle rate: 40.0% of turns scored nothing');
    expect(text).toContain('      0–249  0\n    250–499  9\n    500–749  2\n    750–999  1\n');
  });

  it('gives the same numbers as JSON', async () => {
    withFixtures();
    const [stats] = jsonLines((await run(['stats', '--json'])).stdout);
    const sizes = stats?.['2048'] as Record<string, unknown>[];
    expect(
      sizes.map(({ size, played, won, best, mean, median }) => ({ size, played, won, best, mean, median })),
    ).toEqual([
      { size: 3, played: 1, won: 0, best: 500, mean: 500, median: 500 },
      { size: 4, played: 4, won: 1, best: 3000, mean: 1489, median: 1128 },
    ]);
    expect(sizes[1]?.['highestTiles']).toEqual([
      { tile: 64, games: 1 },
      { tile: 128, games: 2 },
      { tile: 256, games: 1 },
    ]);
    expect(stats?.['farkle']).toMatchObject({
      played: 5,
      against: [
        { opponent: 'person', games: 1, wins: 0 },
        { opponent: 'classic', games: 1, wins: 0 },
        { opponent: 'expert', games: 1, wins: 1 },
      ],
      onePlayer: [
        { endedAt: '2026-11-20T12:00:00.000Z', score: 3250 },
        { endedAt: '2026-11-24T12:00:00.000Z', score: 1500 },
      ],
      turns: 20,
      pointsPerTurn: 237.5,
      farkleRate: 0.4,
      banked: [
        { from: 0, to: 250, count: 0 },
        { from: 250, to: 500, count: 9 },
        { from: 500, to: 750, count: 2 },
        { from: 750, to: 1000, count: 1 },
      ],
    });
    const only = jsonLines((await run(['stats', 'farkle', '--json'])).stdout)[0];
    expect(Object.keys(only ?? {})).toEqual(['farkle']);
  });
});
