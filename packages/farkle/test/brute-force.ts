/**
 * An independent, slow reference for the advisor: every ordered roll of n dice (6^n of them) grouped by its
 * sorted faces, every subset of dice positions as a keep (scored with the public `scoreSelection`), no
 * grouping of rolls and no pruning of keeps, memoized recursion over (turn points, dice to roll).
 */
import { BANK_THRESHOLD, scoreSelection } from '../src/index.ts';
import type { Face, RulesInput } from '../src/index.ts';

interface Roll {
  readonly probability: number;
  /** Each distinct keep as [score, dice to roll next]. */
  readonly keeps: readonly (readonly [number, number])[];
}

const rollsByDice = new Map<string, Roll[]>();

/**
 * Every distinct roll of n dice with its probability and keeps (scored under `rules`, default traditional).
 * A roll with no keep is a farkle.
 */
export function rollsOf(n: number, rules: RulesInput = 'traditional'): Roll[] {
  const cacheKey = typeof rules === 'string' ? `${n} ${rules}` : `${n} ${JSON.stringify(rules)}`;
  const known = rollsByDice.get(cacheKey);
  if (known !== undefined) return known;
  const bySorted = new Map<string, { faces: Face[]; count: number }>();
  for (let code = 0; code < 6 ** n; code++) {
    const faces: Face[] = [];
    for (let k = 0, m = code; k < n; k++, m = Math.floor(m / 6)) faces.push(((m % 6) + 1) as Face);
    faces.sort((a, b) => a - b);
    const key = faces.join('');
    const entry = bySorted.get(key);
    if (entry === undefined) bySorted.set(key, { faces, count: 1 });
    else entry.count++;
  }
  const rolls = [...bySorted.values()].map(({ faces, count }): Roll => {
    const keeps = new Map<string, readonly [number, number]>();
    for (let mask = 1; mask < 2 ** n; mask++) {
      const kept = faces.filter((_, i) => (mask >> i) & 1);
      const score = scoreSelection(kept, rules);
      if (score === 0) continue;
      const next = kept.length === n ? 6 : n - kept.length;
      keeps.set(`${score}/${next}`, [score, next]);
    }
    return { probability: count / 6 ** n, keeps: [...keeps.values()] };
  });
  rollsByDice.set(cacheKey, rolls);
  return rolls;
}

export interface Objective {
  /** The value of banking `points` (only asked from 300). */
  readonly bank: (points: number) => number;
  readonly farkle: number;
  /** From this turn total on, the player banks. */
  readonly cap: number;
}

/** The best value of rolling `n` dice with `points` in the turn, and of setting a keep aside then choosing. */
export function referenceSolver(objective: Objective): {
  roll: (points: number, n: number) => number;
  after: (points: number, n: number) => number;
} {
  const memo = new Map<string, number>();
  const after = (points: number, n: number): number => {
    const bank = points >= BANK_THRESHOLD ? objective.bank(points) : -Infinity;
    return points >= objective.cap ? bank : Math.max(bank, roll(points, n));
  };
  const roll = (points: number, n: number): number => {
    const key = `${points}/${n}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let value = 0;
    for (const r of rollsOf(n)) {
      if (r.keeps.length === 0) {
        value += r.probability * objective.farkle;
        continue;
      }
      let best = -Infinity;
      for (const [score, next] of r.keeps) best = Math.max(best, after(points + score, next));
      value += r.probability * best;
    }
    memo.set(key, value);
    return value;
  };
  return { roll, after };
}
