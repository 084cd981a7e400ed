import { describe, expect, it } from 'vitest';
import {
  anyList,
  boolean,
  convert,
  integer,
  isoDate,
  list,
  nullable,
  object,
  oneOf,
  optional,
  refine,
  salvage,
  StoredValueError,
  text,
  version,
} from '../src/index.ts';

/** The error `read` throws. */
function failure(read: () => unknown): StoredValueError {
  try {
    read();
  } catch (error) {
    if (error instanceof StoredValueError) return error;
    throw error;
  }
  throw new Error('it did not fail');
}

describe('schemas', () => {
  it('read a value with its fields, leaving out fields they do not know and absent optional ones', () => {
    const game = object({ id: text(10), score: integer(), won: boolean, note: optional(text(5)) });
    expect(game({ id: 'a', score: 3, won: true, extra: 1 }, 'game')).toEqual({
      id: 'a',
      score: 3,
      won: true,
    });
    expect(Object.keys(game({ id: 'a', score: 3, won: true }, 'game'))).toEqual(['id', 'score', 'won']);
    expect(game({ id: 'a', score: 3, won: false, note: 'hi' }, 'game').note).toBe('hi');
  });

  it('throw StoredValueError with the path of the bad field, in words that follow “must be”', () => {
    expect(() => integer()(1.5, 'a.b')).toThrow(StoredValueError);
    expect(() => integer()(1.5, 'a.b')).toThrow('a.b must be an integer ≥ 0');
    expect(() => integer(2, 8)(9, 'size')).toThrow('size must be an integer from 2 to 8');
    expect(() => object({})([], 'root')).toThrow('root must be an object');
    expect(() => list(integer())({}, 'games')).toThrow('games must be a list');
    expect(() => list(integer())([1, -2], 'games')).toThrow('games[1] must be an integer ≥ 0');
    expect(() => object({ a: object({ b: text(3) }) })({ a: { b: 'long' } }, 'x')).toThrow(
      'x.a.b must be text of at most 3 characters',
    );
    expect(() => boolean('yes', 'won')).toThrow('won must be true or false');
    expect(() => oneOf(['lost', 'abandoned'])('won', 'outcome')).toThrow(
      'outcome must be one of lost, abandoned',
    );
    expect(() => version(1)(2, 'records.version')).toThrow('records.version must be 1');
    expect(() => anyList('x', '')).toThrow('the value must be a list');
  });

  it('keep what was expected and what was found, for an app that words it its own way', () => {
    const error = failure(() =>
      object({ games: list(object({ score: integer() })) })({ games: [{ score: -5 }] }, ''),
    );
    expect(error.path).toBe('games[0].score');
    expect(error.expected).toEqual({ kind: 'integer', min: 0, max: Number.MAX_SAFE_INTEGER });
    expect(error.received).toBe(-5);
  });

  it('take integers only where JSON reads them exactly', () => {
    expect(integer()(Number.MAX_SAFE_INTEGER, 'n')).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => integer()(2 ** 53, 'n')).toThrow('n must be an integer ≥ 0');
    expect(() => integer()('5', 'n')).toThrow(StoredValueError);
  });

  it('take dates as toISOString writes them', () => {
    expect(isoDate('2024-01-31T12:00:00.000Z', 'd')).toBe('2024-01-31T12:00:00.000Z');
    expect(isoDate('2024-01-31T12:00:00Z', 'd')).toBe('2024-01-31T12:00:00Z');
    for (const bad of ['yesterday', '2024-01-31', '2024-13-01T00:00:00.000Z', 1706702400000]) {
      expect(() => isoDate(bad, 'd'), String(bad)).toThrow(
        'd must be a date such as 2024-01-31T12:00:00.000Z',
      );
    }
  });

  it('check rules of their own and readers that refuse, naming them', () => {
    const id = refine(text(10), (value) => /^\w+$/.test(value), 'letters and digits');
    expect(() => id('a b', 'game.id')).toThrow('game.id must be letters and digits');
    const save = convert(text(100), (value) => {
      if (value !== 'ok') throw new RangeError('score must be ≥ 0');
      return 1;
    });
    expect(save('ok', 'game.save')).toBe(1);
    expect(() => save('no', 'game.save')).toThrow('game.save: score must be ≥ 0');
    expect(failure(() => save(5, 'game.save')).expected.kind).toBe('text');
    expect(nullable(integer())(null, 'n')).toBeNull();
  });

  it('salvage the good entries of a list and say why the others were left out', () => {
    const result = salvage(
      [
        ['games[0]', 3],
        ['games[1]', 'x'],
        ['games[2]', 5],
      ],
      integer(),
    );
    expect(result.kept).toEqual([3, 5]);
    expect(result.rejected).toEqual([
      { path: 'games[1]', reason: 'games[1] must be an integer ≥ 0', value: 'x' },
    ]);
  });
});
