import { BANK_STEP, solveTurn } from './turn-solver.ts';
import type { TurnProblem, TurnSolution } from './turn-solver.ts';

/**
 * A player who must bank at least `needSteps` × 50 points this turn (at least 300) to win, and loses otherwise:
 * the challenger's last chance, and what the marked player leaves them. From the target on, banking wins.
 */
export function lastChanceProblem(needSteps: number, steps = needSteps): TurnProblem {
  return { steps, bank: (s) => (s >= needSteps ? 1 : 0), farkle: 0 };
}

/** Needs up to 25,000 points are solved; one turn scores more with a probability below 10⁻¹⁰. */
const SOLVED_STEPS = 500;

/** Below this probability a chance is treated as settled (see `settledNeed`). */
const NEGLIGIBLE = 1e-7;

let solved: TurnSolution | null = null;

function solution(): TurnSolution {
  // Only the distance to the target matters, so one solve for the largest target answers every smaller one.
  solved ??= solveTurn(lastChanceProblem(SOLVED_STEPS));
  return solved;
}

/** The probability of banking at least `needSteps` × 50 points (and at least 300) in one turn, playing for it. */
export function lastChanceProbability(needSteps: number): number {
  const need = Math.max(needSteps, BANK_STEP);
  if (need > SOLVED_STEPS) return 0;
  const s = solution();
  return s.roll[(6 - 1) * s.steps + SOLVED_STEPS - need] ?? 0;
}

let settled: number | null = null;

/**
 * The smallest need, in steps, whose last-chance probability is below 10⁻⁷ (about 13,500 points). A marked
 * player who leaves the challenger that much to make has the game settled to within 10⁻⁷, so the two-player
 * solver makes them bank from there: the value it gives up is below 10⁻⁷.
 */
export function settledNeed(): number {
  if (settled === null) {
    let need = BANK_STEP;
    while (need < SOLVED_STEPS && lastChanceProbability(need) >= NEGLIGIBLE) need++;
    settled = need;
  }
  return settled;
}
