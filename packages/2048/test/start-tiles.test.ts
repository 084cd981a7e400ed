/**
 * The two start tiles (000 §1.4.1; SPEC-NOTES "Start tiles"): each is drawn like any spawn, independently, a 4 with
 * probability 0.1, so a game starts with two 2s in 81 % of games, one 4 in 18 % and two 4s in 1 %.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../src/index.ts';

const GAMES = 20_000;

/**
 * The games are seeded, so the counts are the same on every run: the test cannot flake. The bounds are five
 * standard deviations of a proportion over `n` draws, sqrt(p(1 − p)/n), either side of `p`: a correct engine falls
 * outside them for fewer than one seed set in a million, while the wrong rules land far outside (at most one 4:
 * 0 % two 4s; both tiles sharing one draw: 10 %; a 4 with probability 0.05 or 0.2: 2.5 or 10 standard deviations
 * off on the overall share).
 */
function expectProportion(count: number, n: number, p: number): void {
  const tolerance = 5 * Math.sqrt((p * (1 - p)) / n);
  expect(count / n).toBeGreaterThan(p - tolerance);
  expect(count / n).toBeLessThan(p + tolerance);
}

describe('start tiles', () => {
  it('each of the two is a 4 with probability 0.1, drawn independently (90/10 split)', () => {
    const gamesWithFours = [0, 0, 0];
    for (let game = 0; game < GAMES; game++) {
      const values = newGame({ seed: `start-${game}` })
        .board.flat()
        .filter((value) => value !== 0);
      const fours = values.filter((value) => value === 4).length;
      // Anything but two tiles of 2 or 4 lands outside the three counts below.
      if (values.length === 2 && values.every((value) => value === 2 || value === 4)) {
        gamesWithFours[fours] = (gamesWithFours[fours] ?? 0) + 1;
      }
    }
    const [none = 0, one = 0, two = 0] = gamesWithFours;
    expect(none + one + two).toBe(GAMES);
    // Every start tile: 4s in 10 % of them.
    expectProportion(one + 2 * two, 2 * GAMES, 0.1);
    // Independence: the joint distribution of the pair is 0.81 / 0.18 / 0.01.
    expectProportion(none, GAMES, 0.81);
    expectProportion(one, GAMES, 0.18);
    expectProportion(two, GAMES, 0.01);
  });

  it('are two different cells, both marked as spawned', () => {
    for (let game = 0; game < 200; game++) {
      const [a, b] = newGame({ seed: `cells-${game}` }).tiles;
      expect(a?.spawned).toBe(true);
      expect(b?.spawned).toBe(true);
      expect([a?.row, a?.col]).not.toEqual([b?.row, b?.col]);
    }
  });
});
