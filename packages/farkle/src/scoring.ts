import { FarkleError } from './errors.ts';
import { DICE_COUNT, isFace } from './dice.ts';
import type { Die, Face } from './dice.ts';

/*
 * Every multiset of up to six dice is a vector of six counts; encoding it in base 7 gives a key below 7^6.
 * All three answers (selection score, roll score, best sub-multiset) are precomputed once for the 924
 * multisets, so scoring a roll is a handful of additions and three array reads.
 */

const BASE = 7;
const POW = [1, 7, 49, 343, 2401, 16807] as const;
const TABLE_SIZE = BASE ** 6;

const STRAIGHT = 1500;
const THREE_PAIRS = 750;

/** Points for `count` dice of `face` when each of them must score, or -1 when some cannot. */
function faceScore(face: Face, count: number): number {
  if (count === 0) return 0;
  const single = face === 1 ? 100 : face === 5 ? 50 : 0;
  if (count < 3) return single > 0 ? count * single : -1;
  const triple = face === 1 ? 1000 : face * 100;
  // Each die beyond three doubles the value; this beats any split into a triple plus singles or two triples.
  return triple * 2 ** (count - 3);
}

/** The best reading of `counts` in which every die scores, or 0 when there is none. */
function selectionFromCounts(counts: readonly number[]): number {
  let dice = 0;
  let ones = 0;
  let pairs = 0;
  for (const c of counts) {
    dice += c;
    if (c === 1) ones++;
    if (c === 2) pairs++;
  }
  let best = 0;
  if (dice === DICE_COUNT && ones === 6) best = STRAIGHT;
  // Three distinct pairs: a count of four is not two pairs, so four of a kind plus a pair never gets here.
  if (dice === DICE_COUNT && pairs === 3) best = Math.max(best, THREE_PAIRS);
  let sum = 0;
  for (let f = 0; f < 6; f++) {
    const s = faceScore((f + 1) as Face, counts[f] ?? 0);
    if (s < 0) return best;
    sum += s;
  }
  return Math.max(best, sum);
}

const selectionTable = new Int32Array(TABLE_SIZE);
const rollTable = new Int32Array(TABLE_SIZE);
/** Key of the sub-multiset that gives the roll score (fewest dice on a tie). */
const bestKeyTable = new Int32Array(TABLE_SIZE);

/** The table key of a multiset given as how many dice show each face (index face − 1). */
export function keyOf(counts: readonly number[]): number {
  let key = 0;
  for (let f = 0; f < 6; f++) key += (counts[f] ?? 0) * (POW[f] ?? 0);
  return key;
}

function buildTables(): void {
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
  for (const c of all) selectionTable[keyOf(c)] = selectionFromCounts(c);
  for (const c of all) {
    let bestScore = 0;
    let bestSize = 0;
    let bestKey = 0;
    // Every sub-multiset: each face independently from 0 to its count.
    const sub = [0, 0, 0, 0, 0, 0];
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
      for (let k = 0; k <= max; k++) {
        sub[face] = k;
        walk(face + 1, size + k, key + k * (POW[face] ?? 0));
      }
    };
    walk(0, 0, 0);
    const key = keyOf(c);
    rollTable[key] = bestScore;
    bestKeyTable[key] = bestKey;
  }
}
buildTables();

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

/** The best score that can be taken from these dice, leaving out any that do not help. 0 means a farkle. */
export function scoreRoll(dice: readonly Face[]): number {
  return rollTable[keyOfDice(dice)] ?? 0;
}

/** The score of these dice when every one of them is part of a scoring combination; otherwise 0. */
export function scoreSelection(dice: readonly Face[]): number {
  return selectionTable[keyOfDice(dice)] ?? 0;
}

/** How many dice of each face (index face − 1) the best selection of the dice with this key takes. */
function facesToTake(key: number): number[] {
  let want = bestKeyTable[key] ?? 0;
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
export function bestSelection(dice: readonly Face[]): { indices: number[]; score: number } {
  const key = keyOfDice(dice);
  const score = rollTable[key] ?? 0;
  const need = facesToTake(key);
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

export function rollScoreOfKey(key: number): number {
  return rollTable[key] ?? 0;
}

export function selectionScoreOfKey(key: number): number {
  return selectionTable[key] ?? 0;
}

/** Positions among the six dice of the unlocked dice that give the roll score (the hint). */
export function hintIndices(dice: readonly Die[]): number[] {
  const need = facesToTake(tableKey(dice, 'unlocked'));
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
export function isFarkle(dice: readonly Face[]): boolean {
  return scoreRoll(dice) === 0;
}

/** One line of the scoring summary a screen shows beside the dice (002 §1.2.3). */
export interface ScoringRule {
  readonly combination: string;
  readonly example: readonly Face[];
  readonly points: number;
}

/** The scoring combinations, for display. The points are what `scoreSelection` gives for the example. */
export const SCORING_RULES: readonly ScoringRule[] = [
  { combination: 'Each 1', example: [1], points: 100 },
  { combination: 'Each 5', example: [5], points: 50 },
  { combination: 'Three 1s', example: [1, 1, 1], points: 1000 },
  { combination: 'Three 2s', example: [2, 2, 2], points: 200 },
  { combination: 'Three 3s', example: [3, 3, 3], points: 300 },
  { combination: 'Three 4s', example: [4, 4, 4], points: 400 },
  { combination: 'Three 5s', example: [5, 5, 5], points: 500 },
  { combination: 'Three 6s', example: [6, 6, 6], points: 600 },
  { combination: 'Four of a kind: three of a kind × 2', example: [3, 3, 3, 3], points: 600 },
  { combination: 'Five of a kind: three of a kind × 4', example: [3, 3, 3, 3, 3], points: 1200 },
  { combination: 'Six of a kind: three of a kind × 8', example: [3, 3, 3, 3, 3, 3], points: 2400 },
  { combination: 'Three distinct pairs', example: [1, 1, 2, 2, 3, 3], points: 750 },
  { combination: 'Straight 1-2-3-4-5-6 (six dice)', example: [1, 2, 3, 4, 5, 6], points: 1500 },
];
