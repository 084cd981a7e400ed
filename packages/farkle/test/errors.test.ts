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
