import type { Scorer } from '../scoring.ts';
import { solveTurn } from './turn-solver.ts';
import type { TurnProblem, TurnSolution } from './turn-solver.ts';

/**
 * A player who must bank at least `needSteps` × 50 points this turn to win, and loses otherwise: a last chance,
 * and what the marked player leaves the others. From the target on, banking wins. `bankFrom` is the player's
 * bank minimum; a need below it is the minimum.
 */
export function lastChanceProblem(
  scorer: Scorer,
  needSteps: number,
  bankFrom: number,
  steps = needSteps,
): TurnProblem {
  return { scorer, bankFrom, steps, bank: (s) => (s >= needSteps ? 1 : 0), farkle: 0 };
}

/** Needs up to 25,000 points are solved; one turn scores more with a probability below 10⁻¹⁰. */
const SOLVED_STEPS = 500;

/** Below this probability a chance is treated as settled (see `settledNeed`). */
const NEGLIGIBLE = 1e-7;

const solved = new Map<string, TurnSolution>();

function solution(scorer: Scorer): TurnSolution {
  // Only the distance to the target matters, so one solve for the largest target answers every smaller one.
  let s = solved.get(scorer.key);
  if (s === undefined) {
    s = solveTurn(lastChanceProblem(scorer, SOLVED_STEPS, 1));
    solved.set(scorer.key, s);
  }
  return s;
}

/**
 * The probability of banking at least `needSteps` × 50 points in one turn, playing for it. The caller raises
 * the need to the player's bank minimum (every need at or below it is the chance to bank at all).
 */
export function lastChanceProbability(scorer: Scorer, needSteps: number): number {
  const need = Math.max(needSteps, 1);
  if (need > SOLVED_STEPS) return 0;
  const s = solution(scorer);
  return s.roll[(6 - 1) * s.steps + SOLVED_STEPS - need] ?? 0;
}

const settled = new Map<string, number>();

/**
 * The smallest need, in steps, whose last-chance probability is below 10⁻⁷ (about 13,500 points under the
 * traditional rules). A marked player who leaves the challenger that much to make has the game settled to
 * within 10⁻⁷, so the two-player solver makes them bank from there: the value it gives up is below 10⁻⁷.
 */
export function settledNeed(scorer: Scorer): number {
  let need = settled.get(scorer.key);
  if (need === undefined) {
    need = 6;
    while (need < SOLVED_STEPS && lastChanceProbability(scorer, need) >= NEGLIGIBLE) need++;
    settled.set(scorer.key, need);
  }
  return need;
}
