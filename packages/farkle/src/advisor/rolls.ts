import { DICE_COUNT } from '../dice.ts';
import { keyOf } from '../scoring.ts';
import type { Scorer } from '../scoring.ts';

/** Every score is a multiple of 50, so the solvers count turn points in steps of 50. */
export const POINTS_PER_STEP = 50;

/** The most points one keep can score under these rules (six 1s traditionally: 8,000), in steps. */
export function maxKeepSteps(scorer: Scorer): number {
  return scorer.maxSelection / POINTS_PER_STEP;
}

/** A way to set dice aside from a roll: how many of each face (index face − 1), its score and its size. */
export interface Keep {
  readonly counts: readonly number[];
  readonly score: number;
  readonly dice: number;
}

/** Every keep of the roll with these face counts: each sub-multiset in which every die scores. */
export function keepsOf(counts: readonly number[], scorer: Scorer): Keep[] {
  const keeps: Keep[] = [];
  const sub = [0, 0, 0, 0, 0, 0];
  const walk = (face: number, dice: number): void => {
    if (face === 6) {
      const score = dice === 0 ? 0 : (scorer.selection[keyOf(sub)] ?? 0);
      if (score > 0) keeps.push({ counts: [...sub], score, dice });
      return;
    }
    const most = counts[face] ?? 0;
    for (let k = 0; k <= most; k++) {
      sub[face] = k;
      walk(face + 1, dice + k);
    }
    sub[face] = 0;
  };
  walk(0, 0);
  return keeps;
}

/** A multiset of `dice` dice as counts per face, with its probability when that many dice are rolled. */
export interface RollMultiset {
  readonly counts: readonly number[];
  readonly probability: number;
}

function factorial(n: number): number {
  let f = 1;
  for (let k = 2; k <= n; k++) f *= k;
  return f;
}

/** Every distinct roll of `dice` dice (order ignored), with its probability. */
export function rollMultisets(dice: number): RollMultiset[] {
  const result: RollMultiset[] = [];
  const counts = [0, 0, 0, 0, 0, 0];
  const orderings = factorial(dice);
  const all = 6 ** dice;
  const visit = (face: number, left: number): void => {
    if (face === 5) {
      counts[5] = left;
      let ways = orderings;
      for (const c of counts) ways /= factorial(c);
      result.push({ counts: [...counts], probability: ways / all });
      counts[5] = 0;
      return;
    }
    for (let c = 0; c <= left; c++) {
      counts[face] = c;
      visit(face + 1, left - c);
    }
    counts[face] = 0;
  };
  visit(0, dice);
  return result;
}

/**
 * The rolls of `dice` dice as the turn solvers see them: the chance of a farkle, and the scoring rolls grouped
 * into classes that offer the same choices. A choice is what a keep leads to: its score and how many dice it
 * keeps. Every distinct one is kept, even a smaller score for as many dice: in two-player games more points
 * are not always better (banking to 9,950 can beat banking to 10,000 against an opponent close behind).
 */
export interface RollOutcomes {
  readonly dice: number;
  readonly farkle: number;
  readonly classes: number;
  /** Probability of each class. */
  readonly probability: Float64Array;
  /** Class c's choices are entries start[c] to start[c + 1] − 1 of `steps` and `left`. */
  readonly start: Int32Array;
  /** Points of the choice, in steps of 50. */
  readonly steps: Int32Array;
  /** Dice to roll after the choice: those not kept, or all six after hot dice. */
  readonly left: Int32Array;
}

function buildOutcomes(dice: number, scorer: Scorer): RollOutcomes {
  let farkle = 0;
  const classes = new Map<string, { probability: number; choices: [number, number][] }>();
  for (const roll of rollMultisets(dice)) {
    const distinct = new Map<string, [number, number]>();
    for (const keep of keepsOf(roll.counts, scorer)) {
      const left = keep.dice === dice ? DICE_COUNT : dice - keep.dice;
      distinct.set(`${keep.score} ${keep.dice}`, [keep.score / POINTS_PER_STEP, left]);
    }
    // Fewest dice first, then the most points: on equal values the solvers keep the first.
    const choices = [...distinct.values()].sort((a, b) => {
      const usedA = a[1] === DICE_COUNT ? dice : dice - a[1];
      const usedB = b[1] === DICE_COUNT ? dice : dice - b[1];
      return usedA - usedB || b[0] - a[0];
    });
    if (choices.length === 0) {
      farkle += roll.probability;
      continue;
    }
    const key = choices.join(';');
    const known = classes.get(key);
    if (known === undefined) classes.set(key, { probability: roll.probability, choices });
    else classes.set(key, { probability: known.probability + roll.probability, choices });
  }
  const list = [...classes.values()];
  const total = list.reduce((n, c) => n + c.choices.length, 0);
  const outcomes = {
    dice,
    farkle,
    classes: list.length,
    probability: new Float64Array(list.length),
    start: new Int32Array(list.length + 1),
    steps: new Int32Array(total),
    left: new Int32Array(total),
  };
  let at = 0;
  list.forEach((c, i) => {
    outcomes.probability[i] = c.probability;
    outcomes.start[i] = at;
    for (const [steps, left] of c.choices) {
      outcomes.steps[at] = steps;
      outcomes.left[at] = left;
      at++;
    }
  });
  outcomes.start[list.length] = at;
  return outcomes;
}

const outcomesByRules = new Map<string, readonly RollOutcomes[]>();

/** The outcomes of rolling 1 to 6 dice (index = dice − 1) under these scoring rules, built once on first use. */
export function rollOutcomes(scorer: Scorer): readonly RollOutcomes[] {
  let outcomes = outcomesByRules.get(scorer.key);
  if (outcomes === undefined) {
    outcomes = Array.from({ length: DICE_COUNT }, (_, i) => buildOutcomes(i + 1, scorer));
    outcomesByRules.set(scorer.key, outcomes);
  }
  return outcomes;
}
