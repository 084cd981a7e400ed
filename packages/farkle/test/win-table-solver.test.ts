import { describe, expect, it } from 'vitest';
import {
  advise,
  encodeWinTable,
  FarkleError,
  hasWinTable,
  installWinTable,
  newGame,
  resolveRules,
  RULE_PRESETS,
  solveWinTable,
  winTableKey,
} from '../src/index.ts';
import type { Rules } from '../src/index.ts';
import { solverRules } from '../src/advisor/context.ts';
import { solveTurn } from '../src/advisor/turn-solver.ts';
import { twoPlayerProblem } from '../src/advisor/two-player.ts';

/**
 * The table the slow way, as the first builder did it: every pair by policy iteration, solving both turns again
 * until the values stop changing (no stability ranges, no extrapolated guesses).
 */
function slowTable(rules: Rules): Float64Array {
  const sr = solverRules(rules);
  const size = sr.targetSteps;
  const table = new Float64Array(size * size).fill(0.5);
  const start = (a: number, b: number): number => table[a * size + b] ?? 0;
  const line = (my: number, opp: number): { c: number; p: number } => {
    const s = solveTurn(twoPlayerProblem(sr, start, my, opp, { slope: true }));
    const value = s.roll[5 * s.steps] ?? 0;
    const p = s.slope[5 * s.steps] ?? 0;
    return { c: value - p * (1 - start(opp, my)), p };
  };
  for (let sum = 2 * (size - 1); sum >= 0; sum--) {
    for (let a = Math.max(0, sum - size + 1); 2 * a <= sum; a++) {
      const b = sum - a;
      for (let round = 0; round < 100; round++) {
        const x = line(a, b);
        const y = a === b ? x : line(b, a);
        const wab = (x.c + x.p * (1 - y.c - y.p)) / (1 - x.p * y.p);
        const wba = y.c + y.p * (1 - wab);
        const change = Math.max(Math.abs(wab - start(a, b)), Math.abs(wba - start(b, a)));
        table[a * size + b] = wab;
        table[b * size + a] = wba;
        if (change < 1e-13) break;
      }
    }
  }
  return table;
}

describe('solveWinTable', () => {
  const small = resolveRules({ ...RULE_PRESETS.popular, target: 1000 });

  it('gives the same table as solving every pair again until it settles', { timeout: 120_000 }, () => {
    for (const rules of [small, resolveRules({ ...RULE_PRESETS.traditional, target: 1000 })]) {
      const fast = solveWinTable(rules);
      const slow = slowTable(rules);
      expect(fast.size).toBe(rules.target / 50);
      let worst = 0;
      slow.forEach((w, i) => (worst = Math.max(worst, Math.abs(w - (fast.table[i] ?? NaN)))));
      expect(worst).toBeLessThan(1e-9);
      // Fewer solves than two passes over both turns of every pair would take.
      expect(fast.turnSolves).toBeLessThan(2 * fast.size * fast.size);
    }
  });

  it(
    'reports progress up to 1; every entry is a probability strictly between 0 and 1',
    { timeout: 60_000 },
    () => {
      const seen: number[] = [];
      const report = solveWinTable(small, { onProgress: (f) => seen.push(f) });
      expect(seen.at(-1)).toBe(1);
      seen.forEach((f, i) => expect(f).toBeGreaterThanOrEqual(seen[i - 1] ?? 0));
      expect(report.table.every((w) => w > 0 && w < 1)).toBe(true);
    },
  );

  it(
    'advise waits for a table, then plays by it; a table that does not fit is refused',
    { timeout: 60_000 },
    () => {
      const rules = resolveRules({ ...small, straight: 2000 });
      const game = newGame({ mode: 'vs-computer', seed: 3, rules });
      expect(hasWinTable(rules)).toBe(false);
      expect(advise(game)).toMatchObject({
        policy: 'expected-score',
        awaitingTable: true,
        winProbability: null,
      });
      expect(() => installWinTable(rules, new Float64Array(4))).toThrow(FarkleError);
      expect(() => installWinTable(rules, 'not base64!')).toThrow(FarkleError);
      const report = solveWinTable(rules);
      installWinTable(rules, encodeWinTable(report.table));
      expect(hasWinTable(rules)).toBe(true);
      const a = advise(game);
      expect(a.policy).toBe('win-probability');
      expect(a.awaitingTable).toBe(false);
      // The first player's chance at the start, from the table (rounded to 1/65,535 by the encoding).
      expect(a.winProbability).toBeCloseTo(report.table[0] ?? NaN, 4);
      expect(winTableKey(rules)).not.toBe(winTableKey('popular'));
      expect(winTableKey({ ...rules, threeFarklePenalty: 0 })).toBe(winTableKey(rules));
    },
  );
});
