import { DICE_COUNT } from '../dice.ts';
import type { Scorer } from '../scoring.ts';
import { BANK_THRESHOLD } from '../state.ts';
import { maxKeepSteps, POINTS_PER_STEP, rollOutcomes } from './rolls.ts';

/** The lowest bankable turn total under the traditional rules, in steps of 50. */
export const BANK_STEP = BANK_THRESHOLD / POINTS_PER_STEP;

/**
 * Under a fixed policy every value of a turn is an affine function of the farkle value F, with a slope in
 * [0, 1] (the chance the policy ends in a farkle). A choice whose margin over another is at least this much
 * stays the better one for any change of F up to this much, so only closer choices are examined when the
 * solver works out how far F may move before the policy changes (`TurnSolution.stable`). The table solver's
 * guesses are mostly closer than this; a wider range finds few more exact first solves and costs time.
 */
const STABLE_RANGE = 0.002;

/**
 * One turn as a decision problem. The player's objective is whatever `bank` and `farkle` measure: points (one
 * player) or the probability of winning (two players).
 */
export interface TurnProblem {
  /** What the dice score. */
  readonly scorer: Scorer;
  /** The lowest turn total that can be banked, in steps (6: 300); at least 1. */
  readonly bankFrom: number;
  /** Turn totals are solved below this many steps of 50; from there on the player is assumed to bank. */
  readonly steps: number;
  /** The value of banking `step × 50` points; asked for every step from `bankFrom` to `steps` + the top keep. */
  readonly bank: (step: number) => number;
  /** The value of a farkle. */
  readonly farkle: number;
  /** Also work out how the value of each state changes with the farkle value under the chosen policy. */
  readonly slope?: boolean;
  /**
   * The most any outcome can be worth (1 for a probability of winning), when there is one. Where banking is
   * worth at least what a roll could bring at best (no farkle: the ceiling; a farkle: its value), banking is
   * the best choice and the roll is not worked out (see `rollAt`).
   */
  readonly ceiling?: number;
  /** Also work out `stable` (needs `slope`). */
  readonly stability?: boolean;
}

/**
 * The solved turn. `roll`, `points` and `slope` hold one row of `steps` entries per number of dice to roll:
 * the entry for rolling `n` dice with `step × 50` points in the turn is at `(n − 1) × steps + step`.
 */
export interface TurnSolution {
  readonly steps: number;
  readonly farkle: number;
  readonly bankFrom: number;
  readonly outcomes: FlatOutcomes;
  /** The value of banking, by step up to `steps + 160`; −Infinity below 300. */
  readonly bank: Float64Array;
  /** The value of rolling, following the best policy from then on; NaN where banking is known to be better. */
  readonly roll: Float64Array;
  /** The expected points the turn banks when rolling, under the same policy; NaN with `roll`. */
  readonly points: Float64Array;
  /** How `roll` changes with the farkle value (only when asked for; else empty). */
  readonly slope: Float64Array;
  /**
   * With `stability`: the farkle value may move by `low` to `high` (low ≤ 0 ≤ high) without changing the best
   * policy anywhere in the turn; the values then move along their slopes exactly.
   */
  readonly stable: { readonly low: number; readonly high: number };
}

/** All dice counts' roll classes in flat arrays. */
export interface FlatOutcomes {
  /** The most one keep scores, in steps. */
  readonly maxKeep: number;
  /** Classes of n dice are `classStart[n − 1]` to `classStart[n] − 1`. */
  readonly classStart: Int32Array;
  readonly farkle: Float64Array;
  readonly probability: Float64Array;
  /** Choices of class c are `choiceStart[c]` to `choiceStart[c + 1] − 1`. */
  readonly choiceStart: Int32Array;
  /** A choice's points in steps, and the dice it leaves to roll. */
  readonly steps: Int32Array;
  readonly left: Int32Array;
}

const flatByRules = new Map<string, FlatOutcomes>();

/** The roll classes of these scoring rules in flat arrays, built once. */
export function flatOutcomes(scorer: Scorer): FlatOutcomes {
  const known = flatByRules.get(scorer.key);
  if (known !== undefined) return known;
  const outcomes = rollOutcomes(scorer);
  const classes = outcomes.reduce((n, o) => n + o.classes, 0);
  const choices = outcomes.reduce((n, o) => n + o.steps.length, 0);
  const result = {
    maxKeep: maxKeepSteps(scorer),
    classStart: new Int32Array(DICE_COUNT + 1),
    farkle: new Float64Array(DICE_COUNT),
    probability: new Float64Array(classes),
    choiceStart: new Int32Array(classes + 1),
    steps: new Int32Array(choices),
    left: new Int32Array(choices),
  };
  let c = 0;
  let k = 0;
  outcomes.forEach((o, n) => {
    result.classStart[n] = c;
    result.farkle[n] = o.farkle;
    for (let i = 0; i < o.classes; i++, c++) {
      result.probability[c] = o.probability[i] ?? 0;
      result.choiceStart[c] = k;
      for (let j = o.start[i] ?? 0; j < (o.start[i + 1] ?? 0); j++, k++) {
        result.steps[k] = o.steps[j] ?? 0;
        result.left[k] = o.left[j] ?? 0;
      }
    }
  });
  result.classStart[DICE_COUNT] = c;
  result.choiceStart[c] = k;
  flatByRules.set(scorer.key, result);
  return result;
}

/**
 * Backward induction over the turn total: every keep adds points, so each state depends only on states with
 * more points, and one pass from the top down solves the turn exactly (above `steps` the player banks).
 * About 1,100 comparisons per step.
 */
export function solveTurn(problem: TurnProblem): TurnSolution {
  const { steps, farkle, bankFrom } = problem;
  const o = flatOutcomes(problem.scorer);
  const width = steps + o.maxKeep + 1;
  const bank = new Float64Array(width);
  for (let s = 0; s < width; s++) bank[s] = s < bankFrom ? -Infinity : problem.bank(s);
  const roll = new Float64Array(DICE_COUNT * steps);
  const points = new Float64Array(DICE_COUNT * steps);
  const withSlope = problem.slope === true || problem.stability === true;
  const withStability = problem.stability === true;
  const slope = new Float64Array(withSlope ? DICE_COUNT * steps : 0);
  // The best of banking and rolling, its expected points and slope: what keeps are compared by. These rows
  // run on past `steps`, where the player banks, as far as a keep can reach.
  const best = new Float64Array(DICE_COUNT * width);
  const bestPoints = new Float64Array(DICE_COUNT * width);
  const bestSlope = new Float64Array(withSlope ? DICE_COUNT * width : 0);
  for (let n = 0; n < DICE_COUNT; n++) {
    for (let s = steps; s < width; s++) {
      best[n * width + s] = bank[s] ?? 0;
      bestPoints[n * width + s] = s * POINTS_PER_STEP;
    }
  }
  // Where each choice leads, as an offset from the current step in the arrays below.
  const target = o.steps.map((step, k) => ((o.left[k] ?? 1) - 1) * width + step);
  const ceiling = problem.ceiling ?? Infinity;
  let low = -STABLE_RANGE;
  let high = STABLE_RANGE;
  // Two affine values, the chosen one ahead by `margin` ≥ 0, its slope ahead by `ahead`: how far F may move.
  const keepAhead = (margin: number, ahead: number): void => {
    if (margin >= STABLE_RANGE) return;
    if (ahead > 0) low = Math.max(low, -margin / ahead);
    else if (ahead < 0) high = Math.min(high, margin / -ahead);
  };
  for (let s = steps - 1; s >= 0; s--) {
    const bankValue = bank[s] ?? -Infinity;
    for (let n = 0; n < DICE_COUNT; n++) {
      const pFarkle = o.farkle[n] ?? 0;
      const i = n * width + s;
      const j = n * steps + s;
      const bound = (1 - pFarkle) * ceiling + pFarkle * farkle;
      if (bankValue >= bound) {
        roll[j] = NaN;
        points[j] = NaN;
        best[i] = bankValue;
        bestPoints[i] = s * POINTS_PER_STEP;
        // Banking stays known to be better while the bound stays below it.
        if (withStability && pFarkle > 0) high = Math.min(high, (bankValue - bound) / pFarkle);
        continue;
      }
      let value = pFarkle * farkle;
      let expected = 0;
      let dValue = pFarkle;
      const lastClass = o.classStart[n + 1] ?? 0;
      for (let c = o.classStart[n] ?? 0; c < lastClass; c++) {
        let top = -Infinity;
        let runnerUp = -Infinity;
        let at = 0;
        const first = o.choiceStart[c] ?? 0;
        const end = o.choiceStart[c + 1] ?? 0;
        for (let k = first; k < end; k++) {
          const next = (target[k] ?? 0) + s;
          const v = best[next] ?? 0;
          if (v > top) {
            runnerUp = top;
            top = v;
            at = next;
          } else if (v > runnerUp) {
            runnerUp = v;
          }
        }
        const p = o.probability[c] ?? 0;
        value += p * top;
        expected += p * (bestPoints[at] ?? 0);
        if (withSlope) {
          const topSlope = bestSlope[at] ?? 0;
          dValue += p * topSlope;
          // Only a choice within the stable range of the best can overtake it there.
          if (withStability && top - runnerUp < STABLE_RANGE) {
            for (let k = first; k < end; k++) {
              const next = (target[k] ?? 0) + s;
              if (next !== at) keepAhead(top - (best[next] ?? 0), topSlope - (bestSlope[next] ?? 0));
            }
          }
        }
      }
      roll[j] = value;
      points[j] = expected;
      if (withSlope) slope[j] = dValue;
      if (bankValue >= value) {
        best[i] = bankValue;
        bestPoints[i] = s * POINTS_PER_STEP;
        if (withStability) keepAhead(bankValue - value, -dValue);
      } else {
        best[i] = value;
        bestPoints[i] = expected;
        if (withSlope) bestSlope[i] = dValue;
        if (withStability && bankValue > -Infinity) keepAhead(value - bankValue, dValue);
      }
    }
  }
  return { steps, farkle, bankFrom, outcomes: o, bank, roll, points, slope, stable: { low, high } };
}

/** The value of banking or rolling, whichever is better, and the points it banks on average. */
function bestAt(solution: TurnSolution, dice: number, step: number): { value: number; points: number } {
  const bank = solution.bank[step] ?? -Infinity;
  const i = (dice - 1) * solution.steps + step;
  const roll = step < solution.steps ? (solution.roll[i] ?? NaN) : NaN;
  // NaN: banking was known to be better there (or the solve stopped and banks).
  if (Number.isNaN(roll) || bank >= roll) return { value: bank, points: step * POINTS_PER_STEP };
  return { value: roll, points: solution.points[i] ?? 0 };
}

/**
 * The value of rolling `dice` dice at `step` (below `solution.steps`) and its expected points, also where the
 * solve did not work it out because banking is better: then it is one roll's expectation over the solved
 * states it leads to.
 */
export function rollAt(
  solution: TurnSolution,
  dice: number,
  step: number,
): { value: number; points: number } {
  const i = (dice - 1) * solution.steps + step;
  const known = solution.roll[i] ?? NaN;
  if (!Number.isNaN(known)) return { value: known, points: solution.points[i] ?? 0 };
  const o = solution.outcomes;
  const pFarkle = o.farkle[dice - 1] ?? 0;
  let value = pFarkle * solution.farkle;
  let points = 0;
  for (let c = o.classStart[dice - 1] ?? 0; c < (o.classStart[dice] ?? 0); c++) {
    let top = { value: -Infinity, points: 0 };
    for (let k = o.choiceStart[c] ?? 0; k < (o.choiceStart[c + 1] ?? 0); k++) {
      const candidate = bestAt(solution, o.left[k] ?? 1, step + (o.steps[k] ?? 0));
      if (candidate.value > top.value) top = candidate;
    }
    const p = o.probability[c] ?? 0;
    value += p * top.value;
    points += p * top.points;
  }
  return { value, points };
}
