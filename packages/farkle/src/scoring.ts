import { FarkleError } from './errors.ts';
import { DICE_COUNT, isFace } from './dice.ts';
import type { Die, Face } from './dice.ts';
import { FIXED_OF_A_KIND, resolveRules, scoringKey, TRADITIONAL } from './rules.ts';
import type { Rules, RulesInput } from './rules.ts';

/*
 * Every multiset of up to six dice is a vector of six counts; encoding it in base 7 gives a key below 7^6.
 * All three answers (selection score, roll score, best sub-multiset) are precomputed once per set of scoring
 * rules for the 924 multisets, so scoring a roll is a handful of additions and three array reads.
 */

const BASE = 7;
const POW = [1, 7, 49, 343, 2401, 16807] as const;
const TABLE_SIZE = BASE ** 6;

/** Points for `count` dice of `face` when each of them must score, or -1 when some cannot. */
function faceScore(face: Face, count: number, rules: Rules): number {
  if (count === 0) return 0;
  const single = face === 1 ? 100 : face === 5 ? 50 : 0;
  const triple = face === 1 ? 1000 : face * 100;
  // The value of one group of n dice of this face (n = 1, 3, 4, 5, 6), or -1 when n dice are no group.
  const group = (n: number): number => {
    if (n === 1) return single > 0 ? single : -1;
    if (n === 3) return triple;
    if (n === 4) return rules.fourOfAKind === 'fixed' ? FIXED_OF_A_KIND[4] : triple * 2;
    if (n === 5) return rules.fiveOfAKind === 'fixed' ? FIXED_OF_A_KIND[5] : triple * 4;
    if (n === 6) return rules.sixOfAKind === 'fixed' ? FIXED_OF_A_KIND[6] : triple * 8;
    return -1;
  };
  // The best split of the dice into groups: with fixed values four 1s are three 1s and a single (1,100).
  const best = [0];
  for (let n = 1; n <= count; n++) {
    let top = -1;
    for (let g = 1; g <= n; g++) {
      const value = group(g);
      const rest = best[n - g] ?? -1;
      if (value >= 0 && rest >= 0) top = Math.max(top, value + rest);
    }
    best.push(top);
  }
  return best[count] ?? -1;
}

/** The best reading of `counts` in which every die scores, or 0 when there is none. */
function selectionFromCounts(counts: readonly number[], rules: Rules): number {
  let dice = 0;
  let ones = 0;
  let pairs = 0;
  let triples = 0;
  let fours = 0;
  for (const c of counts) {
    dice += c;
    if (c === 1) ones++;
    if (c === 2) pairs++;
    if (c === 3) triples++;
    if (c === 4) fours++;
  }
  let best = 0;
  if (dice === DICE_COUNT) {
    if (ones === 6) best = rules.straight;
    // Three distinct pairs: a count of four is not two pairs, so four of a kind plus a pair never gets here.
    if (pairs === 3 && rules.threePairs > 0) best = Math.max(best, rules.threePairs);
    if (fours === 1 && pairs === 1 && rules.fourOfAKindWithPair > 0) {
      best = Math.max(best, rules.fourOfAKindWithPair);
    }
    if (triples === 2 && rules.twoTriplets > 0) best = Math.max(best, rules.twoTriplets);
  }
  let sum = 0;
  for (let f = 0; f < 6; f++) {
    const s = faceScore((f + 1) as Face, counts[f] ?? 0, rules);
    if (s < 0) return best;
    sum += s;
  }
  return Math.max(best, sum);
}

/** The answers for every multiset of up to six dice under one set of scoring rules. */
export interface Scorer {
  /** `scoreSelection` by table key. */
  readonly selection: Int32Array;
  /** The roll score by table key. */
  readonly roll: Int32Array;
  /** Key of the sub-multiset that gives the roll score (fewest dice on a tie). */
  readonly bestKey: Int32Array;
  /** The most one selection can score. */
  readonly maxSelection: number;
  /** `scoringKey` of the rules. */
  readonly key: string;
}

/** The table key of a multiset given as how many dice show each face (index face − 1). */
export function keyOf(counts: readonly number[]): number {
  let key = 0;
  for (let f = 0; f < 6; f++) key += (counts[f] ?? 0) * (POW[f] ?? 0);
  return key;
}

/** Every multiset of up to six dice as counts per face (924 of them, the empty one included). */
function allMultisets(): number[][] {
  const all: number[][] = [];
  const counts = [0, 0, 0, 0, 0, 0];
  const visit = (face: number, left: number): void => {
    if (face === 6) {
      all.push([...counts]);
      return;
    }
    for (let c = 0; c <= left; c++) {
      counts[face] = c;
      visit(face + 1, left - c);
    }
    counts[face] = 0;
  };
  visit(0, DICE_COUNT);
  return all;
}

function buildScorer(rules: Rules): Scorer {
  const selectionTable = new Int32Array(TABLE_SIZE);
  const rollTable = new Int32Array(TABLE_SIZE);
  const bestKeyTable = new Int32Array(TABLE_SIZE);
  const all = allMultisets();
  let maxSelection = 0;
  for (const c of all) {
    const score = selectionFromCounts(c, rules);
    selectionTable[keyOf(c)] = score;
    maxSelection = Math.max(maxSelection, score);
  }
  for (const c of all) {
    let bestScore = 0;
    let bestSize = 0;
    let bestKey = 0;
    // Every sub-multiset: each face independently from 0 to its count.
    const walk = (face: number, size: number, key: number): void => {
      if (face === 6) {
        const score = selectionTable[key] ?? 0;
        if (score > bestScore || (score === bestScore && score > 0 && size < bestSize)) {
          bestScore = score;
          bestSize = size;
          bestKey = key;
        }
        return;
      }
      const max = c[face] ?? 0;
      for (let k = 0; k <= max; k++) walk(face + 1, size + k, key + k * (POW[face] ?? 0));
    };
    walk(0, 0, 0);
    const key = keyOf(c);
    rollTable[key] = bestScore;
    bestKeyTable[key] = bestKey;
  }
  return {
    selection: selectionTable,
    roll: rollTable,
    bestKey: bestKeyTable,
    maxSelection,
    key: scoringKey(rules),
  };
}

const scorers = new Map<string, Scorer>();

/** The tables for these rules, built on first use (about a millisecond) and kept. */
export function scorerFor(rules: Rules): Scorer {
  const key = scoringKey(rules);
  let scorer = scorers.get(key);
  if (scorer === undefined) {
    scorer = buildScorer(rules);
    scorers.set(key, scorer);
  }
  return scorer;
}

const TRADITIONAL_SCORER = scorerFor(TRADITIONAL);

/** The scorer for an optional rules argument of a public function (checked; default traditional). */
function scorerOf(rules: RulesInput | undefined): Scorer {
  return rules === undefined ? TRADITIONAL_SCORER : scorerFor(resolveRules(rules));
}

function keyOfDice(dice: readonly Face[]): number {
  if (!Array.isArray(dice) || dice.length > DICE_COUNT) {
    throw new FarkleError('invalid-dice', `expected 0 to ${DICE_COUNT} dice, got ${describe(dice)}`);
  }
  let key = 0;
  for (let i = 0; i < dice.length; i++) {
    const face: unknown = dice[i];
    if (!isFace(face)) {
      throw new FarkleError('invalid-dice', `dice[${i}] must be a face from 1 to 6, got ${describe(face)}`);
    }
    key += POW[face - 1] ?? 0;
  }
  return key;
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return `${value.length} dice`;
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/**
 * The best score that can be taken from these dice, leaving out any that do not help. 0 means a farkle.
 * `rules` (a preset name or a rules object; default the traditional rules) decides what combinations are worth.
 */
export function scoreRoll(dice: readonly Face[], rules?: RulesInput): number {
  const scorer = scorerOf(rules);
  return scorer.roll[keyOfDice(dice)] ?? 0;
}

/** The score of these dice when every one of them is part of a scoring combination; otherwise 0. */
export function scoreSelection(dice: readonly Face[], rules?: RulesInput): number {
  const scorer = scorerOf(rules);
  return scorer.selection[keyOfDice(dice)] ?? 0;
}

/** How many dice of each face (index face − 1) the best selection of the dice with this key takes. */
function facesToTake(scorer: Scorer, key: number): number[] {
  let want = scorer.bestKey[key] ?? 0;
  const need = [0, 0, 0, 0, 0, 0];
  for (let f = 0; f < 6; f++) {
    need[f] = want % BASE;
    want = Math.floor(want / BASE);
  }
  return need;
}

/**
 * The hint: positions in `dice` of the dice that give the roll score. When two selections score the same,
 * the one with fewer dice; among equal dice, the earliest positions. A farkle gives no indices and score 0.
 */
export function bestSelection(
  dice: readonly Face[],
  rules?: RulesInput,
): { indices: number[]; score: number } {
  const scorer = scorerOf(rules);
  const key = keyOfDice(dice);
  const score = scorer.roll[key] ?? 0;
  const need = facesToTake(scorer, key);
  const indices: number[] = [];
  for (let i = 0; i < dice.length; i++) {
    const f = (dice[i] ?? 1) - 1;
    const n = need[f] ?? 0;
    if (n > 0) {
      need[f] = n - 1;
      indices.push(i);
    }
  }
  return { indices, score };
}

/*
 * For the engine's own hot paths (not exported from the package): dice on the table are already valid, so
 * their key is built directly, with no arrays in between.
 */

/** The key of the faces of the dice that are unlocked (`which` = 'unlocked') or selected. */
export function tableKey(dice: readonly Die[], which: 'unlocked' | 'selected'): number {
  let key = 0;
  for (let i = 0; i < dice.length; i++) {
    const die = dice[i];
    if (die === undefined || die.face === null) continue;
    if (which === 'unlocked' ? !die.locked : die.selected) key += POW[die.face - 1] ?? 0;
  }
  return key;
}

/** Positions among the six dice of the unlocked dice that give the roll score (the hint). */
export function hintIndices(dice: readonly Die[], rules: Rules): number[] {
  const need = facesToTake(scorerFor(rules), tableKey(dice, 'unlocked'));
  const indices: number[] = [];
  for (let i = 0; i < dice.length; i++) {
    const die = dice[i];
    if (die === undefined || die.locked || die.face === null) continue;
    const n = need[die.face - 1] ?? 0;
    if (n > 0) {
      need[die.face - 1] = n - 1;
      indices.push(i);
    }
  }
  return indices;
}

/** True when these dice score nothing. */
export function isFarkle(dice: readonly Face[], rules?: RulesInput): boolean {
  return scoreRoll(dice, rules) === 0;
}

/** One line of the scoring summary a screen shows beside the dice (002 §1.2.3). */
export interface ScoringRule {
  readonly combination: string;
  readonly example: readonly Face[];
  readonly points: number;
}

const ORDINAL = ['', '', '', 'Three', 'Four', 'Five', 'Six'] as const;
const MULTIPLIER = { 4: 2, 5: 4, 6: 8 } as const;

/**
 * The scoring combinations of these rules, for display (the rules panel). The points are what
 * `scoreSelection` gives for the example under the same rules.
 */
export function scoringRules(rules: RulesInput = TRADITIONAL): readonly ScoringRule[] {
  const r = resolveRules(rules);
  const rows: ScoringRule[] = [
    { combination: 'Each 1', example: [1], points: 100 },
    { combination: 'Each 5', example: [5], points: 50 },
    { combination: 'Three 1s', example: [1, 1, 1], points: 1000 },
    { combination: 'Three 2s', example: [2, 2, 2], points: 200 },
    { combination: 'Three 3s', example: [3, 3, 3], points: 300 },
    { combination: 'Three 4s', example: [4, 4, 4], points: 400 },
    { combination: 'Three 5s', example: [5, 5, 5], points: 500 },
    { combination: 'Three 6s', example: [6, 6, 6], points: 600 },
  ];
  for (const n of [4, 5, 6] as const) {
    const rule = n === 4 ? r.fourOfAKind : n === 5 ? r.fiveOfAKind : r.sixOfAKind;
    const name = `${ORDINAL[n]} of a kind`;
    // A face whose fixed value is not beaten by another reading, so the example shows the rule's own points.
    const example = Array<Face>(n).fill(rule === 'fixed' ? 2 : 3);
    rows.push({
      combination:
        rule === 'fixed' ? name : `${name}: three of a kind × ${MULTIPLIER[n].toLocaleString('en')}`,
      example,
      points: scoreSelection(example, r),
    });
  }
  if (r.threePairs > 0) {
    const example: Face[] = [1, 1, 2, 2, 3, 3];
    rows.push({ combination: 'Three distinct pairs', example, points: scoreSelection(example, r) });
  }
  if (r.fourOfAKindWithPair > 0) {
    const example: Face[] = [2, 2, 2, 2, 3, 3];
    rows.push({ combination: 'Four of a kind with a pair', example, points: scoreSelection(example, r) });
  }
  if (r.twoTriplets > 0) {
    const example: Face[] = [2, 2, 2, 3, 3, 3];
    rows.push({ combination: 'Two triplets', example, points: scoreSelection(example, r) });
  }
  const straight: Face[] = [1, 2, 3, 4, 5, 6];
  rows.push({
    combination: 'Straight 1-2-3-4-5-6 (six dice)',
    example: straight,
    points: scoreSelection(straight, r),
  });
  return rows;
}

/** The traditional rules' scoring combinations, for display (`scoringRules('traditional')`). */
export const SCORING_RULES: readonly ScoringRule[] = scoringRules(TRADITIONAL);
