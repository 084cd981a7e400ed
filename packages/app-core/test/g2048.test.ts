import { apply, newGame, undo, type Direction, type GameState } from '@pastime/2048';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestFor,
  EMPTY_RECORDS_2048,
  finishedGame2048,
  gamesBeyondLimit,
  highestScore,
  isResumable,
  MAX_FINISHED_GAMES,
  MAX_UNFINISHED_GAMES,
  mergeRecords,
  outcomeOf,
  recordBest,
  recordGame,
  type FinishedGame2048,
  type Records2048,
} from '../src/index.ts';

const CYCLE: readonly Direction[] = ['left', 'down', 'right', 'down'];

/** Seed `seed` played `count` moves, or until no move is left. */
function played(seed: number, count: number, size = 4): GameState {
  let state = newGame({ seed, size });
  for (let i = 0; state.moves < count && state.status !== 'lost' && i < count * 40; i++) {
    state = apply(state, CYCLE[i % 4] ?? 'left');
  }
  return state;
}

const finished = fc.record(
  {
    id: fc.constantFrom('a', 'b', 'c', 'd'),
    size: fc.integer({ min: 3, max: 8 }),
    winValue: fc.constant(2048),
    score: fc.nat(10_000),
    bestTile: fc.constantFrom(4, 64, 2048),
    // Few distinct moves and dates, so that two versions of a game often tie and every tie-break is tried.
    moves: fc.constantFrom(1, 30),
    won: fc.boolean(),
    outcome: fc.constantFrom<FinishedGame2048['outcome']>('lost', 'abandoned', undefined),
    endedAt: fc.constantFrom('2024-01-01T00:00:00.000Z', '2025-06-01T00:00:00.000Z'),
    replay: fc.constantFrom('CODE1', 'CODE2'),
  },
  { requiredKeys: ['id', 'size', 'winValue', 'score', 'bestTile', 'moves', 'won', 'outcome', 'endedAt'] },
);
const records: fc.Arbitrary<Records2048> = fc.record({
  best: fc.dictionary(fc.constantFrom('3', '4', '8'), fc.nat(10_000)),
  games: fc.array(finished, { maxLength: 5 }),
});

describe('2048 records', () => {
  it('merge in any order and any grouping to the same records, and merging twice changes nothing', () => {
    const same = (r: Records2048): string => JSON.stringify([Object.entries(r.best).sort(), r.games]);
    fc.assert(
      fc.property(records, records, records, (a, b, c) => {
        expect(same(mergeRecords(a, b))).toBe(same(mergeRecords(b, a)));
        expect(same(mergeRecords(a, mergeRecords(b, c)))).toBe(same(mergeRecords(mergeRecords(a, b), c)));
        expect(same(mergeRecords(mergeRecords(a, b), b))).toBe(same(mergeRecords(a, b)));
      }),
    );
  });

  it('never lower a best score, and count every listed game in it', () => {
    fc.assert(
      fc.property(records, records, (a, b) => {
        const merged = mergeRecords(a, b);
        for (const size of ['3', '4', '8']) {
          const before = Math.max(a.best[size] ?? 0, b.best[size] ?? 0);
          expect(bestFor(merged, Number(size))).toBeGreaterThanOrEqual(before);
        }
        for (const game of [...a.games, ...b.games]) {
          expect(bestFor(merged, game.size)).toBeGreaterThanOrEqual(game.score);
        }
      }),
    );
  });

  it('keep a game once: the version that got further, then the later one', () => {
    const lost = recordGame({ ...finishedGame2048('g', played(3, 30), '2025-01-01T10:00:00.000Z') });
    const stale = recordGame({ ...finishedGame2048('g', played(3, 10), '2025-01-01T11:00:00.000Z') });
    expect(mergeRecords(stale, lost).games).toEqual(lost.games);
    const later = recordGame({ ...finishedGame2048('g', played(3, 30), '2025-01-01T12:00:00.000Z') });
    expect(mergeRecords(later, lost).games).toEqual(later.games);
  });

  it('keep the replay code added to a game since, whichever side has it', () => {
    const ended = finishedGame2048('daily-2048-2025-01-01', played(3, 30), '2025-01-01T10:00:00.000Z');
    const coded = recordGame({ ...ended, replay: 'CODE' });
    expect(mergeRecords(recordGame(ended), coded).games).toEqual(coded.games);
    expect(mergeRecords(coded, recordGame(ended)).games).toEqual(coded.games);
  });

  it('keep the newest MAX_FINISHED_GAMES games', () => {
    const games = Array.from({ length: MAX_FINISHED_GAMES + 1 }, (_, i) =>
      finishedGame2048(`g${i}`, played(1, 1), new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString()),
    );
    const merged = mergeRecords(EMPTY_RECORDS_2048, { best: {}, games });
    expect(merged.games).toHaveLength(MAX_FINISHED_GAMES);
    expect(merged.games.map((g) => g.id)).not.toContain('g0');
    expect(recordBest(5, 80)).toEqual({ best: { '5': 80 }, games: [] });
  });

  it('record a game that ends now with its summary and how it ended', () => {
    const lost = played(496, 500, 3);
    expect(lost.status).toBe('lost');
    expect(outcomeOf(lost)).toBe('lost');
    expect(finishedGame2048('x', lost, '2025-01-01T00:00:00.000Z')).toEqual({
      id: 'x',
      size: 3,
      winValue: 2048,
      score: lost.score,
      bestTile: lost.bestTile,
      moves: lost.moves,
      won: false,
      outcome: 'lost',
      endedAt: '2025-01-01T00:00:00.000Z',
    });
    expect(outcomeOf(played(496, 2, 3))).toBe('abandoned');
  });
});

describe('2048 games in progress', () => {
  it('are kept when played and not lost', () => {
    expect(isResumable(newGame({ seed: 1 }))).toBe(false);
    expect(isResumable(played(1, 3))).toBe(true);
    expect(isResumable(played(496, 500, 3))).toBe(false);
  });

  it('count for the best score with the highest score they reached, undone moves included', () => {
    const state = played(7, 40);
    const back = undo(undo(undo(state)));
    expect(back.score).toBeLessThan(state.score);
    expect(highestScore(back)).toBe(state.score);
    expect(highestScore(state)).toBe(state.score);
  });

  it('beyond the limit retire the least recently played ones, never the game being played', () => {
    const games = Array.from({ length: MAX_UNFINISHED_GAMES + 2 }, (_, i) => ({ id: `g${i}` }));
    expect(gamesBeyondLimit(games, 'g0').map((g) => g.id)).toEqual(['g10', 'g11']);
    expect(gamesBeyondLimit(games, 'g11').map((g) => g.id)).toEqual(['g9', 'g10']);
    expect(gamesBeyondLimit(games, undefined).map((g) => g.id)).toEqual(['g10', 'g11']);
    // The game being played is not stored (a write was refused): the others keep all the room.
    expect(gamesBeyondLimit(games, 'elsewhere').map((g) => g.id)).toEqual(['g10', 'g11']);
    expect(gamesBeyondLimit(games.slice(0, MAX_UNFINISHED_GAMES), 'g3')).toEqual([]);
  });
});
