/**
 * The static evaluation: how good a position looks without looking ahead. A board's value is the sum of a score
 * for each of its rows and each of its columns ("lines"), so that on 4×4 every line score can be read from a table
 * of all 65,536 rows. Each line is scored from its tiles' exponents (0 = empty, 1 = a 2, 2 = a 4, …):
 *
 * - `empty` × the empty cells (room to play);
 * - `merges` × the pairs of equal tiles that would meet if the line slid (gaps ignored);
 * - − `monotonicity` × the smaller of the line's rises and falls, each step measured between the exponents raised
 *   to `monotonicityPower` (a line sorted in either direction costs nothing; big tiles out of order cost much more
 *   than small ones);
 * - − `sum` × the sum of the exponents raised to `sumPower` (many big tiles spread out cost more than the same
 *   tiles merged, so the search prefers positions where merges have happened);
 * - plus `base` (a constant: it moves every score alike).
 *
 * A position with no legal move is worth `LOSS_PENALTY` less than the lower of 0 and its own evaluation. Where
 * evaluations are positive that is 0 − 1,600,000; big tiles make evaluations negative (the sum term grows with
 * them, and a big tile out of order costs a lot), and a loss then stays the same distance below the board it
 * ends on. Worth 0 there, a loss would look better than surviving; worth its own evaluation, a frozen board with
 * its big tiles in order would look as good as a live one with a tile out of place.
 *
 * The README says where the weights come from and how they were checked.
 */

/** The weights of the line score. */
export interface Weights {
  readonly base: number;
  readonly empty: number;
  readonly merges: number;
  readonly monotonicity: number;
  readonly monotonicityPower: number;
  readonly sum: number;
  readonly sumPower: number;
}

export const WEIGHTS: Weights = Object.freeze({
  base: 200_000,
  empty: 270,
  merges: 700,
  monotonicity: 47,
  monotonicityPower: 4,
  sum: 11,
  sumPower: 3.5,
});

/** Exponents the generic search can meet: tiles up to 2^63 (the engine's tiles stop at 2^53). */
export const MAX_EXPONENT = 63;

function powers(power: number): Float64Array {
  const table = new Float64Array(MAX_EXPONENT + 1);
  for (let e = 0; e <= MAX_EXPONENT; e++) table[e] = Math.pow(e, power);
  return table;
}

const monotonicityPowers = powers(WEIGHTS.monotonicityPower);
const sumPowers = powers(WEIGHTS.sumPower);

/**
 * The score of one line: `length` exponents read from `cells` at `start`, `start + step`, … The direction of
 * reading does not matter: the score of a line and of its reverse are equal.
 */
export function lineScore(cells: ArrayLike<number>, start: number, step: number, length: number): number {
  let empty = 0;
  let merges = 0;
  let rises = 0;
  let falls = 0;
  let sum = 0;
  let previousTile = 0;
  let previous = -1;
  for (let k = 0, i = start; k < length; k++, i += step) {
    const e = cells[i] as number;
    if (e === 0) {
      empty++;
    } else {
      sum += sumPowers[e] as number;
      if (e === previousTile) merges++;
      previousTile = e;
    }
    if (previous >= 0) {
      const a = monotonicityPowers[previous] as number;
      const b = monotonicityPowers[e] as number;
      if (a > b) falls += a - b;
      else rises += b - a;
    }
    previous = e;
  }
  return (
    WEIGHTS.base +
    WEIGHTS.empty * empty +
    WEIGHTS.merges * merges -
    WEIGHTS.monotonicity * Math.min(rises, falls) -
    WEIGHTS.sum * sum
  );
}

/** How far a lost position is below its own evaluation (capped at 0): the eight lines' `base`. */
export const LOSS_PENALTY = 1_600_000;

/** The value of a position with no legal move, from its evaluation (see above). */
export function lossValue(evaluation: number): number {
  return Math.min(0, evaluation) - LOSS_PENALTY;
}
