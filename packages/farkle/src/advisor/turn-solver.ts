import { DICE_COUNT } from '../dice.ts';
import { BANK_THRESHOLD } from '../state.ts';
import { MAX_KEEP_STEPS, POINTS_PER_STEP, rollOutcomes } from './rolls.ts';

/** The lowest bankable turn total, in steps of 50. */
export const BANK_STEP = BANK_THRESHOLD / POINTS_PER_STEP;

/**
 * One turn as a decision problem. The player's objective is whatever `bank` and `farkle` measure: points (one
 * player) or the probability of winning (two players).
 */
export interface TurnProblem {
  /** Turn totals are solved below this many steps of 50; from there on the player is assumed to bank. */
  readonly steps: number;
  /** The value of banking `step × 50` points; asked for every step from 6 (300) to `steps + 160`. */
  readonly bank: (step: number) => number;
  /** The value of a farkle. */
  readonly farkle: number;
  /** Also work out how the value of each state changes with the farkle value under the chosen policy. */
  readonly slope?: boolean;
}

/**
 * The solved turn. Arrays hold one row of `width` entries per number of dice to roll: the entry for rolling
 * `n` dice with `step × 50` points in the turn is at `(n − 1) × width + step`.
 */
export interface TurnSolution {
  readonly steps: number;
  readonly width: number;
  readonly farkle: number;
  /** The value of banking, by step; −Infinity below 300. */
  readonly bank: Float64Array;
  /** The value of rolling, following the best policy from then on. */
  readonly roll: Float64Array;
  /** The expected points the turn banks when rolling, under the same policy. */
  readonly points: Float64Array;
  /** How `roll` changes with the farkle value (only when asked for; else empty). */
  readonly slope: Float64Array;
}

/** The value of the best of banking and rolling `dice` dice at `step`. */
export function bestValue(solution: TurnSolution, dice: number, step: number): number {
  const roll = step < solution.steps ? (solution.roll[(dice - 1) * solution.width + step] ?? 0) : -Infinity;
  return Math.max(solution.bank[step] ?? -Infinity, roll);
}

/** All dice counts' roll classes in flat arrays, with choice offsets for one row width. */
interface FlatOutcomes {
  readonly width: number;
  /** Classes of n dice are `classStart[n − 1]` to `classStart[n] − 1`. */
  readonly classStart: Int32Array;
  readonly farkle: Float64Array;
  readonly probability: Float64Array;
  /** Choices of class c are `choiceStart[c]` to `choiceStart[c + 1] − 1`. */
  readonly choiceStart: Int32Array;
  /** Where a choice leads, as an offset in the solution's arrays from the current step. */
  readonly target: Int32Array;
}

let flat: FlatOutcomes | null = null;

function flatOutcomes(width: number): FlatOutcomes {
  if (flat?.width === width) return flat;
  const outcomes = rollOutcomes();
  const classes = outcomes.reduce((n, o) => n + o.classes, 0);
  const choices = outcomes.reduce((n, o) => n + o.steps.length, 0);
  const result = {
    width,
    classStart: new Int32Array(DICE_COUNT + 1),
    farkle: new Float64Array(DICE_COUNT),
    probability: new Float64Array(classes),
    choiceStart: new Int32Array(classes + 1),
    target: new Int32Array(choices),
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
        result.target[k] = ((o.left[j] ?? 1) - 1) * width + (o.steps[j] ?? 0);
      }
    }
  });
  result.classStart[DICE_COUNT] = c;
  result.choiceStart[c] = k;
  flat = result;
  return result;
}

/**
 * Backward induction over the turn total: every keep adds points, so each state depends only on states with
 * more points, and one pass from the top down solves the turn exactly (above `steps` the player banks).
 * About 1,100 comparisons per step.
 */
export function solveTurn(problem: TurnProblem): TurnSolution {
  const { steps, farkle } = problem;
  const width = steps + MAX_KEEP_STEPS + 1;
  const size = DICE_COUNT * width;
  const bank = new Float64Array(width);
  for (let s = 0; s < width; s++) bank[s] = s < BANK_STEP ? -Infinity : problem.bank(s);
  const roll = new Float64Array(size);
  const points = new Float64Array(size);
  const withSlope = problem.slope === true;
  const slope = new Float64Array(withSlope ? size : 0);
  // The best of banking and rolling, its expected points and slope: what keeps are compared by.
  const best = new Float64Array(size);
  const bestPoints = new Float64Array(size);
  const bestSlope = new Float64Array(withSlope ? size : 0);
  for (let n = 0; n < DICE_COUNT; n++) {
    for (let s = steps; s < width; s++) {
      best[n * width + s] = bank[s] ?? 0;
      bestPoints[n * width + s] = s * POINTS_PER_STEP;
    }
  }
  const o = flatOutcomes(width);
  for (let s = steps - 1; s >= 0; s--) {
    const bankValue = bank[s] ?? -Infinity;
    for (let n = 0; n < DICE_COUNT; n++) {
      const pFarkle = o.farkle[n] ?? 0;
      let value = pFarkle * farkle;
      let expected = 0;
      let dValue = pFarkle;
      const lastClass = o.classStart[n + 1] ?? 0;
      for (let c = o.classStart[n] ?? 0; c < lastClass; c++) {
        let top = -Infinity;
        let at = 0;
        const end = o.choiceStart[c + 1] ?? 0;
        for (let k = o.choiceStart[c] ?? 0; k < end; k++) {
          const i = (o.target[k] ?? 0) + s;
          const v = best[i] ?? 0;
          if (v > top) {
            top = v;
            at = i;
          }
        }
        const p = o.probability[c] ?? 0;
        value += p * top;
        expected += p * (bestPoints[at] ?? 0);
        if (withSlope) dValue += p * (bestSlope[at] ?? 0);
      }
      const i = n * width + s;
      roll[i] = value;
      points[i] = expected;
      if (withSlope) slope[i] = dValue;
      if (bankValue >= value) {
        best[i] = bankValue;
        bestPoints[i] = s * POINTS_PER_STEP;
      } else {
        best[i] = value;
        bestPoints[i] = expected;
        if (withSlope) bestSlope[i] = dValue;
      }
    }
  }
  return { steps, width, farkle, bank, roll, points, slope };
}
