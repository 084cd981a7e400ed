/** Seeded fuzzing inside the test run: at least 10,000 complete random games, every invariant after every step. */
import { describe, expect, it } from 'vitest';
import { runFuzz } from './support/fuzz.ts';

describe('fuzz', () => {
  it('plays 10,000 complete seeded random games with no invariant violation', () => {
    const report = runFuzz({ games: 10_000, seed: 'npm-test' });
    expect(report.samples).toEqual([]);
    expect(report.violations).toBe(0);
    expect(report.completeGames).toBe(10_000);
    expect(report.moves).toBeGreaterThan(100_000);
  }, 120_000);
});
