import { describe, expect, it } from 'vitest';
import { isGameId, MAX_ID_LENGTH, newestFirst } from '../src/index.ts';

describe('isGameId', () => {
  it('takes the ids both apps make: the browser’s time and random bits, the terminal’s UUIDs', () => {
    expect(isGameId('mhx3k2a1-1c9x0f2k3m')).toBe(true);
    expect(isGameId('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(isGameId('a.b_c-1')).toBe(true);
    expect(isGameId('x'.repeat(MAX_ID_LENGTH))).toBe(true);
  });

  it('turns away what no app wrote: empty, too long, or with other characters', () => {
    expect(isGameId('')).toBe(false);
    expect(isGameId('x'.repeat(MAX_ID_LENGTH + 1))).toBe(false);
    for (const id of ['a/b', 'a b', '../x', 'é', 'a\nb', 'a:b']) expect(isGameId(id)).toBe(false);
  });
});

describe('newestFirst', () => {
  it('orders by the last time played, then by id, the same whatever order the games were read in', () => {
    const games = [
      { id: 'b', updatedAt: '2026-01-01T00:00:00.000Z' },
      { id: 'c', updatedAt: '2026-01-02T00:00:00.000Z' },
      { id: 'a', updatedAt: '2026-01-01T00:00:00.000Z' },
      { id: 'd', updatedAt: '2025-12-31T23:59:59.999Z' },
    ];
    const expected = ['c', 'b', 'a', 'd'];
    expect([...games].sort(newestFirst).map((game) => game.id)).toEqual(expected);
    expect(
      [...games]
        .reverse()
        .sort(newestFirst)
        .map((game) => game.id),
    ).toEqual(expected);
    const game = { id: 'a', updatedAt: '2026-01-01T00:00:00.000Z' };
    expect(newestFirst(game, { ...game })).toBe(0);
  });
});
