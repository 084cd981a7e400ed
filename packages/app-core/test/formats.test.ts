import { describe, expect, it } from 'vitest';
import {
  BROWSER_FARKLE_HIGH_SCORE,
  BROWSER_RECORDS_2048,
  TERMINAL_FARKLE_SCORES,
  TERMINAL_SCORES_2048,
  type DocumentFormat,
} from '../src/index.ts';

/** The document as its app writes it: the format's JSON object, as text. */
function stored<T>(format: DocumentFormat<T>, value: T): string {
  return JSON.stringify(format.write(value));
}

const TERMINAL_GAME = {
  id: '4e3a01d6-fb65-4558-aa5c-f207e27316c9',
  date: '2026-11-24T04:30:24.032Z',
  size: 4,
  winValue: 2048,
  score: 4,
  bestTile: 4,
  moves: 2,
  won: false,
};

describe('the terminal’s 2048 scores file', () => {
  const file = {
    version: 1,
    best: { '3': 20, '4': 184 },
    games: [
      { ...TERMINAL_GAME, id: 'older', date: '2026-11-24T04:30:23.554Z' },
      { ...TERMINAL_GAME, outcome: 'abandoned' },
    ],
  };

  it('reads games newest first, the date as the end of the game, and writes back what version 1 wrote', () => {
    const { value, rejected } = TERMINAL_SCORES_2048.read(file, '');
    expect(rejected).toEqual([]);
    expect(value.games.map((g) => [g.id, g.endedAt, g.outcome])).toEqual([
      [TERMINAL_GAME.id, TERMINAL_GAME.date, 'abandoned'],
      ['older', '2026-11-24T04:30:23.554Z', undefined],
    ]);
    // Field for field and in the same order: an older copy of the program still reads it, and a file read and
    // written back unchanged is the same file.
    expect(stored(TERMINAL_SCORES_2048, value)).toBe(JSON.stringify(file));
  });

  it('keeps the good games and best scores of a damaged file, and lists the bad ones with their reasons', () => {
    const bad = {
      ...file,
      best: { '4': 184, '17': 5 },
      games: [file.games[0], { ...TERMINAL_GAME, id: 'minus', score: -5 }, file.games[1]],
    };
    const { value, rejected } = TERMINAL_SCORES_2048.read(bad, '');
    expect(value.best).toEqual({ '4': 184 });
    expect(value.games.map((g) => g.id)).toEqual([TERMINAL_GAME.id, 'older']);
    expect(rejected).toEqual([
      { path: 'best.17', reason: 'best.17 must be a board size from 2 to 16', value: ['17', 5] },
      { path: 'games[1]', reason: 'games[1].score must be an integer ≥ 0', value: bad.games[1] },
    ]);
    // What is kept is written back as version 1 wrote it.
    expect(stored(TERMINAL_SCORES_2048, value)).toBe(
      JSON.stringify({ version: 1, best: { '4': 184 }, games: file.games }),
    );
  });

  it('is not read at all when its version or its shape is wrong, the error naming the field', () => {
    expect(() => TERMINAL_SCORES_2048.read({ ...file, version: 2 }, '')).toThrow('version must be 1');
    expect(() => TERMINAL_SCORES_2048.read({ ...file, best: [] }, '')).toThrow('best must be an object');
    expect(() => TERMINAL_SCORES_2048.read({ ...file, games: {} }, '')).toThrow('games must be a list');
    expect(() => TERMINAL_SCORES_2048.read([], '')).toThrow('the value must be an object');
  });
});

describe('the browser’s 2048 records', () => {
  const game = {
    id: 'm7x2k9q3-4f0c1a2b3c',
    score: 144,
    bestTile: 32,
    moves: 25,
    size: 4,
    winValue: 2048,
    won: false,
    outcome: 'abandoned',
    endedAt: '2025-03-14T11:24:53.000Z',
  };

  it('reads and writes back what version 1 wrote, games newest first', () => {
    const value = { version: 1, best: { '4': 228 }, games: [game, { ...game, id: 'next', outcome: 'lost' }] };
    const read = BROWSER_RECORDS_2048.read(value, 'records');
    expect(read.rejected).toEqual([]);
    expect(stored(BROWSER_RECORDS_2048, read.value)).toBe(JSON.stringify(value));
  });

  it('leaves out a damaged game or best score, says why, and keeps the rest', () => {
    const read = BROWSER_RECORDS_2048.read(
      { version: 1, best: { '4': 5, x: 2 }, games: [game, { ...game, outcome: 'won' }] },
      'records',
    );
    expect(read.value).toEqual({ best: { '4': 5 }, games: [game] });
    expect(read.rejected.map((r) => r.reason)).toEqual([
      'records.best.x must be a board size from 2 to 16',
      'records.games[1].outcome must be one of lost, abandoned',
    ]);
    expect(() => BROWSER_RECORDS_2048.read({ version: 1, best: [], games: [] }, 'records')).toThrow(
      'records.best must be an object',
    );
  });
});

describe('the Farkle scores', () => {
  const file = {
    version: 1,
    highScore: 2700,
    highScoreName: 'Zoé',
    highScoreDate: '2026-11-24T04:30:28.808Z',
    games: [
      {
        id: 'one',
        date: '2026-11-24T04:30:28.808Z',
        mode: 'one-player',
        players: [{ name: 'Zoé', computer: false, score: 2700, turns: 10 }],
        winner: null,
        newHighScore: true,
      },
      {
        id: 'two',
        date: '2026-11-24T04:30:29.171Z',
        mode: 'vs-computer',
        players: [
          { name: 'Ada', computer: false, score: 7950, turns: 23 },
          { name: 'Computer', computer: true, score: 11150, turns: 22 },
        ],
        winner: 1,
        newHighScore: false,
      },
    ],
  };

  it('the terminal’s file reads newest first and writes back what version 1 wrote', () => {
    const { value } = TERMINAL_FARKLE_SCORES.read(file, '');
    expect(value.games.map((g) => [g.id, g.endedAt])).toEqual([
      ['two', '2026-11-24T04:30:29.171Z'],
      ['one', '2026-11-24T04:30:28.808Z'],
    ]);
    expect(value.highScoreName).toBe('Zoé');
    expect(stored(TERMINAL_FARKLE_SCORES, value)).toBe(JSON.stringify(file));
  });

  it('the terminal’s file leaves out a game whose winner is not a player, and is not read with a negative high score', () => {
    const games = [file.games[0], { ...file.games[1], winner: 2 }];
    const { value, rejected } = TERMINAL_FARKLE_SCORES.read({ ...file, games }, '');
    expect(value.games.map((g) => g.id)).toEqual(['one']);
    expect(value.highScore).toBe(2700);
    expect(rejected).toEqual([
      { path: 'games[1]', reason: 'games[1].winner must be an integer from 0 to 1', value: games[1] },
    ]);
    expect(() => TERMINAL_FARKLE_SCORES.read({ ...file, highScore: -5 }, '')).toThrow('highScore must be');
    expect(() => TERMINAL_FARKLE_SCORES.read({ ...file, games: 'none' }, '')).toThrow('games must be a list');
  });

  it('the terminal’s file keeps names of twenty characters however many code units they take', () => {
    const thumbs = '\u{1f44d}\u{1f3fd}'.repeat(20);
    const game = { ...file.games[0], players: [{ name: thumbs, computer: false, score: 2700, turns: 10 }] };
    const { value, rejected } = TERMINAL_FARKLE_SCORES.read(
      { ...file, highScoreName: thumbs, games: [game] },
      '',
    );
    expect(rejected).toEqual([]);
    expect(value.highScoreName).toBe(thumbs);
    expect(value.games[0]?.players[0]?.name).toBe(thumbs);
  });

  it('the browser keeps the high score alone', () => {
    const { value } = BROWSER_FARKLE_HIGH_SCORE.read({ version: 1, best: 2850 }, 'highScore');
    expect(value).toEqual({ score: 2850, name: null, date: null });
    expect(BROWSER_FARKLE_HIGH_SCORE.write({ score: 3000, name: 'Ada', date: null })).toEqual({
      version: 1,
      best: 3000,
    });
    expect(() => BROWSER_FARKLE_HIGH_SCORE.read({ version: 1, best: 1.5 }, 'highScore')).toThrow(
      'highScore.best must be an integer ≥ 0',
    );
  });
});
