/** Configuration bounds and errors (SPEC-NOTES, decisions: clear errors, never clamps). */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INITIAL_SPAWNS,
  DEFAULT_SIZE,
  DEFAULT_WIN_VALUE,
  GameError,
  init,
  isGameError,
  keepGoing,
  legalMoves,
  move,
  serialize,
  undo,
} from '../src/index.ts';
import type { GameConfig, GameState } from '../src/index.ts';
import { grid } from './support/boards.ts';
import { errorOf } from './support/errors.ts';

function configError(config: unknown): GameError {
  return errorOf(() => init(config as GameConfig));
}

describe('configuration', () => {
  it('defaults: 4×4, 2048, stop on win, two initial tiles, history on', () => {
    const s = init({ seed: 1 });
    expect(s.config).toEqual({
      size: DEFAULT_SIZE,
      winValue: DEFAULT_WIN_VALUE,
      stopOnWin: true,
      initialSpawns: DEFAULT_INITIAL_SPAWNS,
      history: true,
    });
    expect([s.size, s.winValue, s.stopOnWin]).toEqual([4, 2048, true]);
    expect(s.tiles.length).toBe(2);
    expect(s.score).toBe(0);
    expect(s.moves).toBe(0);
    expect(s.status).toBe('playing');
    expect(s.won).toBe(false);
    expect(s.lastMove).toBeNull();
    expect(s.seed).toBe(1);
    expect(init().board.length).toBe(4);
    expect(typeof init().seed).toBe('number');
  });

  it('every size from 2 to 16 works', () => {
    for (let size = 2; size <= 16; size++) {
      const s = init({ size, seed: size });
      expect(s.board.length).toBe(size);
      expect(s.board.every((row) => row.length === size)).toBe(true);
    }
  });

  it('a given board sets the size when size is absent, and starts with no spawns', () => {
    const s = init({ board: grid('2 0 0\n0 0 0\n0 0 4'), score: 12 });
    expect(s.size).toBe(3);
    expect(s.score).toBe(12);
    expect(s.tiles.length).toBe(2);
    expect(s.tiles.some((t) => t.spawned)).toBe(false);
  });

  it('undefined options count as absent', () => {
    expect(init({ seed: 5, size: undefined, winValue: undefined }).config.size).toBe(4);
  });

  const bad: [string, unknown, string, RegExp][] = [
    ['size 1', { size: 1 }, 'size', /from 2 to 16/],
    ['size 17', { size: 17 }, 'size', /got 17/],
    ['size 4.5', { size: 4.5 }, 'size', /integer/],
    ['size "4"', { size: '4' }, 'size', /got "4"/],
    ['size NaN', { size: Number.NaN }, 'size', /NaN/],
    ['winValue 4', { winValue: 4 }, 'winValue', /power of two from 8/],
    ['winValue 1000', { winValue: 1000 }, 'winValue', /got 1000/],
    ['winValue 2^54', { winValue: 2 ** 54 }, 'winValue', /2\^53/],
    ['winValue Infinity', { winValue: Number.POSITIVE_INFINITY }, 'winValue', /Infinity/],
    ['stopOnWin "no"', { stopOnWin: 'no' }, 'stopOnWin', /true or false/],
    ['history 1', { history: 1 }, 'history', /true or false/],
    ['initialSpawns 0', { initialSpawns: 0 }, 'initialSpawns', /from 1 to 16/],
    ['initialSpawns 17', { initialSpawns: 17 }, 'initialSpawns', /from 1 to 16/],
    ['initialSpawns 10 on 3×3', { size: 3, initialSpawns: 10 }, 'initialSpawns', /from 1 to 9/],
    ['seed NaN', { seed: Number.NaN }, 'seed', /finite number or a string/],
    ['seed object', { seed: {} }, 'seed', /finite number or a string/],
    ['spawnScript not an array', { spawnScript: 'x' }, 'spawnScript', /array/],
    ['spawnScript entry null', { spawnScript: [null] }, 'spawnScript[0]', /object/],
    [
      'spawnScript value 3',
      { spawnScript: [{ row: 0, col: 0, value: 3 }] },
      'spawnScript[0].value',
      /2 or 4/,
    ],
    ['spawnScript row 4', { spawnScript: [{ row: 4, col: 0, value: 2 }] }, 'spawnScript[0].row', /0 to 3/],
    ['spawnScript col missing', { spawnScript: [{ row: 0, value: 2 }] }, 'spawnScript[0].col', /undefined/],
    ['board not an array', { board: 'x' }, 'board', /rows/],
    ['board of 1 row', { board: [[2]] }, 'board', /2 to 16 rows/],
    ['board of 17 rows', { board: new Array(17).fill(new Array(17).fill(0)) }, 'board', /got 17/],
    ['board rows vs size', { size: 4, board: grid('2 0 0\n0 0 0\n0 0 0') }, 'board', /4 rows/],
    [
      'board ragged',
      {
        board: [
          [0, 0, 0],
          [0, 0],
          [0, 0, 0],
        ],
      },
      'board[1]',
      /3 cells/,
    ],
    ['board cell 3', { board: grid('2 0\n0 3') }, 'board[1][1]', /got 3/],
    ['board cell 1', { board: grid('1 0\n0 0') }, 'board[0][0]', /power of two/],
    ['board cell -2', { board: grid('-2 0\n0 0') }, 'board[0][0]', /got -2/],
    [
      'board cell 2^54',
      {
        board: [
          [2 ** 54, 0],
          [0, 0],
        ],
      },
      'board[0][0]',
      /2\^53/,
    ],
    [
      'board cell string',
      {
        board: [
          ['2', 0],
          [0, 0],
        ],
      },
      'board[0][0]',
      /"2"/,
    ],
    ['score without board', { score: 10 }, 'score', /together with board/],
    ['score negative', { board: grid('2 0\n0 0'), score: -1 }, 'score', /non-negative/],
    ['score fractional', { board: grid('2 0\n0 0'), score: 1.5 }, 'score', /integer/],
    ['unknown option', { sizes: 4 }, 'sizes', /unknown option "sizes"/],
    ['config not an object', 5, 'config', /must be an object/],
    ['config null', null, 'config', /must be an object/],
    ['config an array', [], 'config', /must be an object/],
  ];
  for (const [name, config, field, message] of bad) {
    it(`rejects ${name}, naming ${field}`, () => {
      const e = configError(config);
      expect(e.code).toBe('invalid-config');
      expect(e.field).toBe(field);
      expect(e.message).toMatch(message);
      expect(e.name).toBe('GameError');
      expect(isGameError(e, 'invalid-config')).toBe(true);
      expect(e).toBeInstanceOf(Error);
    });
  }
});

describe('errors on the playing functions', () => {
  const s = init({ seed: 'errors' });

  it('move rejects a direction that is not one of the four, naming it; the state is unchanged', () => {
    const before = serialize(s);
    for (const bad of ['Left', 'north', '', null, 3, undefined]) {
      let error: unknown = null;
      try {
        move(s, bad as 'left');
      } catch (e) {
        error = e;
      }
      expect(isGameError(error, 'invalid-direction')).toBe(true);
      expect((error as GameError).message).toMatch(/up, down, left, right/);
    }
    expect(serialize(s)).toBe(before);
  });

  it('every function rejects something that is not a game state made by the engine', () => {
    const fake = { ...s } as GameState;
    for (const run of [
      () => move(fake, 'left'),
      () => legalMoves(fake),
      () => keepGoing(fake),
      () => undo(fake),
      () => serialize(fake),
      () => move(null as unknown as GameState, 'left'),
    ]) {
      expect(run).toThrow(GameError);
      try {
        run();
      } catch (e) {
        expect(isGameError(e, 'invalid-state')).toBe(true);
      }
    }
  });

  it('states are immutable: the board cannot be changed through what the state exposes', () => {
    const board = s.board as number[][];
    expect(() => {
      (board[0] as number[])[0] = 1024;
    }).toThrow(TypeError);
    expect(Object.isFrozen(s.tiles)).toBe(true);
  });
});
