import { describe, expect, it } from 'vitest';
import { StoredValueError } from '../src/index.ts';
import * as schema from '../src/schema/schema.ts';

describe('schemas', () => {
  it('read a value with its fields, leaving out fields they do not know and absent optional ones', () => {
    const game = schema.object({
      id: schema.text(10),
      score: schema.integer(),
      won: schema.boolean,
      note: schema.optional(schema.text(5)),
    });
    expect(game({ id: 'a', score: 3, won: true, extra: 1 }, 'game')).toEqual({
      id: 'a',
      score: 3,
      won: true,
    });
    expect(Object.keys(game({ id: 'a', score: 3, won: true }, 'game'))).toEqual(['id', 'score', 'won']);
    expect(game({ id: 'a', score: 3, won: false, note: 'hi' }, 'game').note).toBe('hi');
  });

  it('throw StoredValueError with the path of the bad field, in words that follow “must be”', () => {
    expect(() => schema.integer()(1.5, 'a.b')).toThrow(StoredValueError);
    expect(() => schema.integer()(1.5, 'a.b')).toThrow('a.b must be an integer ≥ 0');
    expect(() => schema.integer(2, 8)(9, 'size')).toThrow('size must be an integer from 2 to 8');
    expect(() => schema.object({})([], 'root')).toThrow('root must be an object');
    expect(() => schema.list(schema.integer())({}, 'games')).toThrow('games must be a list');
    expect(() => schema.list(schema.integer())([1, -2], 'games')).toThrow('games[1] must be an integer ≥ 0');
    expect(() =>
      schema.object({ a: schema.object({ b: schema.text(3) }) })({ a: { b: 'long' } }, 'x'),
    ).toThrow('x.a.b must be text of at most 3 characters');
    expect(() => schema.boolean('yes', 'won')).toThrow('won must be true or false');
    expect(() => schema.oneOf(['lost', 'abandoned'])('won', 'outcome')).toThrow(
      'outcome must be one of lost, abandoned',
    );
    expect(() => schema.version(1)(2, 'records.version')).toThrow('records.version must be 1');
    expect(() => schema.anyList('x', '')).toThrow('the value must be a list');
  });

  it('keep what was expected and what was found, for an app that words it its own way', () => {
    const games = schema.object({ games: schema.list(schema.object({ score: schema.integer() })) });
    expect(() => games({ games: [{ score: -5 }] }, '')).toThrow(
      expect.objectContaining({
        path: 'games[0].score',
        expected: { kind: 'integer', min: 0, max: Number.MAX_SAFE_INTEGER },
        received: -5,
      }),
    );
  });

  it('take integers only where JSON reads them exactly', () => {
    expect(schema.integer()(Number.MAX_SAFE_INTEGER, 'n')).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => schema.integer()(2 ** 53, 'n')).toThrow('n must be an integer ≥ 0');
    expect(() => schema.integer()('5', 'n')).toThrow(StoredValueError);
  });

  it('take dates as toISOString writes them', () => {
    expect(schema.isoDate('2024-01-31T12:00:00.000Z', 'd')).toBe('2024-01-31T12:00:00.000Z');
    expect(schema.isoDate('2024-01-31T12:00:00Z', 'd')).toBe('2024-01-31T12:00:00Z');
    for (const bad of ['yesterday', '2024-01-31', '2024-13-01T00:00:00.000Z', 1706702400000]) {
      expect(() => schema.isoDate(bad, 'd'), String(bad)).toThrow(
        'd must be a date such as 2024-01-31T12:00:00.000Z',
      );
    }
  });

  it('check rules of their own and readers that refuse, naming them', () => {
    const id = schema.refine(schema.text(10), (value) => /^\w+$/.test(value), 'letters and digits');
    expect(() => id('a b', 'game.id')).toThrow('game.id must be letters and digits');
    const save = schema.convert(schema.text(100), (value) => {
      if (value !== 'ok') throw new RangeError('score must be ≥ 0');
      return 1;
    });
    expect(save('ok', 'game.save')).toBe(1);
    expect(() => save('no', 'game.save')).toThrow('game.save: score must be ≥ 0');
    expect(() => save(5, 'game.save')).toThrow(
      expect.objectContaining({ expected: { kind: 'text', maxLength: 100 } }),
    );
    expect(schema.nullable(schema.integer())(null, 'n')).toBeNull();
  });

  it('salvage the good entries of a list and say why the others were left out', () => {
    const result = schema.salvage(
      [
        ['games[0]', 3],
        ['games[1]', 'x'],
        ['games[2]', 5],
      ],
      schema.integer(),
    );
    expect(result.kept).toEqual([3, 5]);
    expect(result.rejected).toEqual([
      { path: 'games[1]', reason: 'games[1] must be an integer ≥ 0', value: 'x' },
    ]);
  });
});
