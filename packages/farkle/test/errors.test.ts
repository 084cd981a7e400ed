/** FarkleError has the 2048 engine's error shape: a code, a message and a field, with a type guard. */
import { describe, expect, it } from 'vitest';
import { FarkleError, isFarkleError, newGame } from '../src/index.ts';

describe('FarkleError', () => {
  it('carries a code, a message and a field (null unless given)', () => {
    const error = new FarkleError(
      'invalid-save',
      'players[1].total: must be a whole number ≥ 0',
      'players[1].total',
    );
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('FarkleError');
    expect([error.code, error.message, error.field]).toEqual([
      'invalid-save',
      'players[1].total: must be a whole number ≥ 0',
      'players[1].total',
    ]);
    expect(new FarkleError('game-over', 'the game is over').field).toBeNull();
  });

  it('isFarkleError recognises the engine’s errors, optionally of one code', () => {
    let thrown: unknown;
    try {
      newGame({ mode: 'solitaire' as 'one-player' });
    } catch (error) {
      thrown = error;
    }
    expect(isFarkleError(thrown)).toBe(true);
    expect(isFarkleError(thrown, 'invalid-config')).toBe(true);
    expect(isFarkleError(thrown, 'game-over')).toBe(false);
    expect(isFarkleError(new Error('not ours'))).toBe(false);
    expect(isFarkleError({ code: 'invalid-config', message: 'a look-alike', field: null })).toBe(false);
  });
});

/** The error `newGame` throws for `config`. */
function refusal(config: unknown): FarkleError {
  try {
    newGame(config as Parameters<typeof newGame>[0]);
  } catch (error) {
    if (error instanceof FarkleError) return error;
    throw error;
  }
  throw new Error('newGame accepted the configuration');
}

describe('a refused configuration names its field as data', () => {
  it.each([
    [{ mode: 'solitaire' }, 'mode', 'must be one of'],
    [{ mode: 'one-player', computerLevel: 'hard' }, 'computerLevel', 'must be one of'],
    [{ mode: 'one-player', seed: Number.NaN }, 'seed', 'must be a finite number'],
    [{ mode: 'one-player', highScore: -1 }, 'highScore', 'must be a whole number'],
    [{ mode: 'one-player', names: ['A', 'B'] }, 'names', 'must be an array of at most 1'],
    [{ mode: 'one-player', names: ['x'.repeat(21)] }, 'names[0]', 'must be at most 20 characters'],
    [{ mode: 'two-player', names: ['Ada', 7] }, 'names[1]', 'must be a string'],
    [{ mode: 'two-player', names: ['Ada', 'a\u0007'] }, 'names[1]', 'must not contain control'],
    [{ mode: 'two-player', names: ['Ada', ' ada '] }, 'names[1]', 'must differ from names[0]'],
    [
      {
        mode: 'custom',
        players: [
          { kind: 'human', name: 'Bo' },
          { kind: 'computer', name: 'BO' },
        ],
      },
      'players[1].name',
      'must differ from players[0].name',
    ],
  ])('%j: %s', (config, field, problem) => {
    const error = refusal(config);
    expect(error.code).toBe('invalid-config');
    expect(error.field).toBe(field);
    expect(error.problem.startsWith(problem)).toBe(true);
    expect(error.message).toBe(`${field} ${error.problem}`);
  });

  it('a message about no field is its own problem', () => {
    const error = new FarkleError('game-over', 'the game is over');
    expect(error.problem).toBe('the game is over');
  });
});
