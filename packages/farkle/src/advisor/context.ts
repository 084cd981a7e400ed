import { isTraditional, scoringKey } from '../rules.ts';
import type { Rules } from '../rules.ts';
import { scorerFor } from '../scoring.ts';
import type { Scorer } from '../scoring.ts';
import { POINTS_PER_STEP } from './rolls.ts';

/** What the solvers need of a game's rules, in steps of 50 points. */
export interface SolverRules {
  readonly rules: Rules;
  readonly scorer: Scorer;
  /** The lowest bank of a player on the board, at least one step (a bank always scores). */
  readonly bankStep: number;
  /** The lowest first bank. */
  readonly entryStep: number;
  /** The target: totals below it are the two-player table's. */
  readonly targetSteps: number;
  /** The settings a two-player table depends on, as a key (the penalty and the one-player turns do not count). */
  readonly tableKey: string;
  readonly traditional: boolean;
}

const known = new WeakMap<Rules, SolverRules>();

export function solverRules(rules: Rules): SolverRules {
  let sr = known.get(rules);
  if (sr === undefined) {
    const bankStep = Math.max(1, rules.bankMinimum / POINTS_PER_STEP);
    sr = {
      rules,
      scorer: scorerFor(rules),
      bankStep,
      entryStep: Math.max(bankStep, rules.entryMinimum / POINTS_PER_STEP),
      targetSteps: rules.target / POINTS_PER_STEP,
      tableKey: `${scoringKey(rules)} bank ${rules.bankMinimum} entry ${rules.entryMinimum} target ${rules.target}`,
      traditional: isTraditional(rules),
    };
    known.set(rules, sr);
  }
  return sr;
}

/**
 * The lowest bank, in steps, of a player with `total` steps banked. In the solvers a player with no points is
 * off the board (exact, except after a three-farkle penalty took an on-board player back to exactly 0).
 */
export function bankFromFor(sr: SolverRules, total: number): number {
  return total > 0 ? sr.bankStep : sr.entryStep;
}
