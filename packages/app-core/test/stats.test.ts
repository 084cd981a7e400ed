import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  farkleStats,
  histogram,
  mean,
  median,
  stats2048,
  type FarkleGameFacts,
  type FinishedGame2048,
} from '../src/index.ts';

const game = (id: number, size: number, score: number, bestTile: number, won = false): FinishedGame2048 => ({
  id: `g${id}`,
  size,
  winValue: 2048,
  score,
  bestTile,
  moves: score / 4,
  won,
  outcome: 'lost',
  endedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, 100 - id)).toISOString(),
});

describe('numbers', () => {
  it('mean, median and histogram of a few values', () => {
    expect(mean([])).toBeNull();
    expect(median([])).toBeNull();
    expect(mean([1, 2, 6])).toBe(3);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(histogram([0, 249, 250, 900], 250)).toEqual([
      { from: 0, to: 250, count: 2 },
      { from: 250, to: 500, count: 1 },
      { from: 500, to: 750, count: 0 },
      { from: 750, to: 1000, count: 1 },
    ]);
  });

  it('a histogram counts every value once, in the bin that holds it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 20_000 }), { minLength: 1 }),
        fc.integer({ min: 1, max: 1000 }),
        (values, width) => {
          const bins = histogram(values, width);
          expect(bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(values.length);
          // One comparison of every bin (up to 20,000 of them), not one assertion each: a run stays quick.
          expect(bins.map((bin) => bin.count)).toEqual(
            bins.map((bin) => values.filter((v) => v >= bin.from && v < bin.to).length),
          );
        },
      ),
    );
  });
});

describe('stats2048', () => {
  it('splits the games by board size and sums each up', () => {
    const games = [
      game(1, 4, 400, 64),
      game(2, 4, 2000, 256, true),
      game(3, 4, 1200, 128),
      game(4, 3, 100, 16),
    ];
    const [three, four] = stats2048(games);
    expect(three).toMatchObject({ size: 3, played: 1, won: 0, best: 100, mean: 100, median: 100 });
    expect(four).toMatchObject({ size: 4, played: 3, won: 1, best: 2000, median: 1200 });
    expect(four?.mean).toBeCloseTo(1200);
    expect(four?.highestTiles).toEqual([
      { tile: 64, games: 1 },
      { tile: 128, games: 1 },
      { tile: 256, games: 1 },
    ]);
    // Oldest first: game 3 ended before game 2, which ended before game 1.
    expect(four?.games.map((g) => g.score)).toEqual([1200, 2000, 400]);
  });
});

describe('farkleStats', () => {
  const base = { endedAt: '2026-01-01T00:00:00.000Z', mode: 'vs-computer' };
  const facts: FarkleGameFacts[] = [
    {
      ...base,
      computerLevel: 'expert',
      players: [
        { computer: false, score: 10_050, turnScores: [500, 0, 9550] },
        { computer: true, score: 3000 },
      ],
      winner: 0,
    },
    {
      ...base,
      players: [
        { computer: false, score: 400 },
        { computer: true, score: 10_000 },
      ],
      winner: 1,
    },
    {
      ...base,
      mode: 'two-player',
      players: [
        { computer: false, score: 10_000, turnScores: [0, 300] },
        { computer: false, score: 9000, turnScores: [600] },
      ],
      winner: 1,
    },
    {
      ...base,
      endedAt: '2026-01-02T00:00:00.000Z',
      mode: 'one-player',
      players: [{ computer: false, score: 5200 }],
      winner: null,
    },
    { ...base, mode: 'one-player', players: [{ computer: false, score: 6100 }], winner: null },
    {
      ...base,
      mode: 'computer-vs-computer',
      players: [
        { computer: true, score: 1 },
        { computer: true, score: 2 },
      ],
      winner: 1,
    },
  ];

  it('counts games and wins against each kind of opponent, from the first person at the table', () => {
    expect(farkleStats(facts).against).toEqual([
      { opponent: 'person', games: 1, wins: 0 },
      { opponent: 'classic', games: 1, wins: 0 },
      { opponent: 'expert', games: 1, wins: 1 },
    ]);
  });

  it('lists one-player scores oldest first, and sums up the people’s turns', () => {
    const stats = farkleStats(facts);
    expect(stats.played).toBe(6);
    expect(stats.onePlayer.map((g) => g.score)).toEqual([6100, 5200]);
    expect(stats.turns).toBe(6);
    expect(stats.pointsPerTurn).toBeCloseTo((500 + 9550 + 300 + 600) / 6);
    expect(stats.farkleRate).toBeCloseTo(2 / 6);
    expect(stats.banked.reduce((sum, bin) => sum + bin.count, 0)).toBe(4);
  });

  it('has nothing to say of turns no record kept', () => {
    const stats = farkleStats([]);
    expect(stats).toMatchObject({ played: 0, turns: 0, pointsPerTurn: null, farkleRate: null, banked: [] });
  });
});
