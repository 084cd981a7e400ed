import { DICE_COUNT } from '../dice.ts';
import { farkleStreak, isOnBoard, lastChanceNeed } from '../derived.ts';
import { FarkleError } from '../errors.ts';
import { resolveRules } from '../rules.ts';
import type { Rules, RulesInput } from '../rules.ts';
import type { FarkleState } from '../state.ts';
import { bankFromFor, solverRules } from './context.ts';
import type { SolverRules } from './context.ts';
import { lastChanceProblem } from './last-chance.ts';
import { onePlayerProblem, OnePlayerPolicy } from './one-player.ts';
import { keepsOf, POINTS_PER_STEP } from './rolls.ts';
import { rollAt, solveTurn } from './turn-solver.ts';
import type { TurnProblem, TurnSolution } from './turn-solver.ts';
import { twoPlayerProblem } from './two-player.ts';
import { decodeWinTable, tableIndex } from './win-table.ts';
import type { WinTable } from './win-table.ts';
import { WIN_TABLE_DATA } from './win-table-data.ts';

/** What to do once the advised dice are set aside. */
export type AdvisedMove = 'roll' | 'bank';

/** One distinct choice: set aside `indices`, then roll or bank. */
export interface AdviceOption {
  /** Positions (0 to 5) of the dice to set aside now; [] when the only action is to roll. */
  readonly indices: readonly number[];
  readonly then: AdvisedMove;
  /** The points this turn is expected to bank if the player takes this choice and follows the advice after. */
  readonly expectedTurnScore: number;
  /**
   * The current player's probability of winning after this choice, when the advice maximizes it (games of two
   * or more with their table, and last chances); otherwise null.
   */
  readonly winProbability: number | null;
}

/**
 * What the advice maximizes:
 * - `expected-score`: the expected points of the game (one player: exact for the game's rules), or of the turn
 *   while a game of two or more waits for its table (`awaitingTable`).
 * - `win-probability`: two players, from the table for the game's rules.
 * - `last-chance`: the final round: the chance to exceed every other total in this last turn.
 * - `leader-duel`: three to six players: the two-player chance to win against the leading opponent.
 */
export type AdvicePolicy = 'expected-score' | 'win-probability' | 'last-chance' | 'leader-duel';

/** The best choice, and every distinct choice (the best first). */
export interface Advice extends AdviceOption {
  readonly options: readonly AdviceOption[];
  readonly policy: AdvicePolicy;
  /**
   * True in a game of two or more whose rules' table is not installed yet (`installWinTable`): the advice then
   * maximizes the expected points of the turn.
   */
  readonly awaitingTable: boolean;
}

const tables = new Map<string, WinTable>();

/** The table for these rules: the shipped one for the traditional rules, else an installed one, or null. */
function tableFor(sr: SolverRules): WinTable | null {
  let table = tables.get(sr.tableKey) ?? null;
  if (table === null && sr.traditional) {
    // Decoded on first use (a few milliseconds).
    table = decodeWinTable(WIN_TABLE_DATA);
    tables.set(sr.tableKey, table);
  }
  return table;
}

/**
 * The key two-player tables are stored under: the settings a table depends on (scoring, bank and entry
 * minimums, target; not the penalty or the one-player turns). Rules with the same key share a table.
 */
export function winTableKey(rules: RulesInput): string {
  return solverRules(resolveRules(rules)).tableKey;
}

/** True when `advise` has a two-player table for these rules (always for the traditional rules). */
export function hasWinTable(rules: RulesInput): boolean {
  return tableFor(solverRules(resolveRules(rules))) !== null;
}

/**
 * Give `advise` the two-player table for these rules: the `table` of `solveWinTable`, or its text from
 * `encodeWinTable` (as stored in a cache). Throws `FarkleError` `invalid-config` when it does not fit the rules.
 */
export function installWinTable(rules: RulesInput, table: WinTable | string): void {
  const sr = solverRules(resolveRules(rules));
  const size = sr.targetSteps;
  let values: WinTable;
  try {
    values = typeof table === 'string' ? decodeWinTable(table, size) : table;
  } catch (error) {
    throw new FarkleError(
      'invalid-config',
      `table: ${error instanceof Error ? error.message : 'cannot be read'}`,
      'table',
    );
  }
  if (!(values instanceof Float64Array) || values.length !== size * size) {
    throw new FarkleError(
      'invalid-config',
      `table must hold ${size * size} probabilities for these rules`,
      'table',
    );
  }
  if (values.some((w) => !(w >= 0 && w <= 1))) {
    throw new FarkleError('invalid-config', 'table must hold probabilities from 0 to 1', 'table');
  }
  tables.set(sr.tableKey, values);
  // Turns solved without the table (or with an older one) no longer apply.
  for (const key of [...solutions.keys()]) if (key.startsWith(sr.tableKey)) solutions.delete(key);
}

/** Solved turns by objective, most recently used last. */
const solutions = new Map<string, TurnSolution>();
let cacheSize = 64;

/** How many solved turns `advise` keeps (64 by default, about 2 MB); simulations raise it. */
export function setAdviceCacheSize(size: number): void {
  cacheSize = Math.max(1, Math.floor(size));
  while (solutions.size > cacheSize) {
    const oldest = solutions.keys().next();
    if (oldest.done === true) break;
    solutions.delete(oldest.value);
  }
}

function solved(key: string, steps: number, problem: (steps: number) => TurnProblem): TurnSolution {
  const known = solutions.get(key);
  if (known !== undefined && known.steps >= steps) {
    solutions.delete(key);
    solutions.set(key, known);
    return known;
  }
  const solution = solveTurn(problem(steps));
  solutions.delete(key);
  solutions.set(key, solution);
  setAdviceCacheSize(cacheSize);
  return solution;
}

const onePlayerPolicies = new WeakMap<Rules, OnePlayerPolicy>();

/**
 * The one-player policy for these rules. Situations are solved as a game reaches them, each once; the first
 * advice of a game solves every situation its game can reach from there.
 */
export function onePlayerPolicy(rules: Rules): OnePlayerPolicy {
  let policy = onePlayerPolicies.get(rules);
  if (policy === undefined) {
    policy = new OnePlayerPolicy(solverRules(rules));
    onePlayerPolicies.set(rules, policy);
  }
  return policy;
}

interface Solved {
  readonly solution: TurnSolution;
  readonly policy: AdvicePolicy;
  readonly awaitingTable: boolean;
}

/** The solved turn of the current player, covering every state this turn can reach from `step`. */
function turnSolution(state: FarkleState, step: number, expectedScore: boolean): Solved {
  const sr = solverRules(state.rules);
  // Every option's state must be solved, not assumed banked: the highest keep scores 160 steps (traditional).
  const steps = step + sr.scorer.maxSelection / POINTS_PER_STEP + 1;
  const me = state.players[state.current];
  const my = (me?.total ?? 0) / POINTS_PER_STEP;
  const penalty = state.rules.threeFarklePenalty;
  const streak = penalty > 0 && me !== undefined ? farkleStreak(me.turns) : 0;
  if (state.players.length === 1) {
    const policy = onePlayerPolicy(state.rules);
    const situation = {
      turnsLeft: state.rules.onePlayerTurns - (me?.turns.length ?? 0),
      streak,
      onBoard: me !== undefined && isOnBoard(me),
    };
    return { solution: policy.solution(situation, steps), policy: 'expected-score', awaitingTable: false };
  }
  const bankFrom = bankFromFor(sr, me !== undefined && isOnBoard(me) ? Math.max(1, my) : 0);
  const round = state.finalRound;
  if (round !== null) {
    const need = Math.max(bankFrom, lastChanceNeed(round, state.players, state.current) / POINTS_PER_STEP);
    return {
      solution: solved(`${sr.tableKey}|last-chance ${need}`, steps, (s) =>
        lastChanceProblem(sr.scorer, need, bankFrom, Math.max(need, s)),
      ),
      policy: 'last-chance',
      awaitingTable: false,
    };
  }
  let opp = 0;
  state.players.forEach((p, i) => {
    if (i !== state.current) opp = Math.max(opp, p.total / POINTS_PER_STEP);
  });
  const table = expectedScore ? null : tableFor(sr);
  if (table === null) {
    return {
      solution: solved(`${sr.tableKey}|waiting ${bankFrom}`, steps, (s) =>
        onePlayerProblem(sr, s, 0, bankFrom),
      ),
      policy: 'expected-score',
      awaitingTable: !expectedScore,
    };
  }
  const size = sr.targetSteps;
  const start = (a: number, b: number): number => table[tableIndex(a, b, size)] ?? 0;
  // The third farkle in a row costs the penalty: the turn passes with fewer points.
  const afterFarkle = streak === 2 ? Math.max(0, my - penalty / POINTS_PER_STEP) : my;
  return {
    solution: solved(`${sr.tableKey}|two-player ${my} ${opp} ${afterFarkle} ${bankFrom}`, steps, (s) =>
      twoPlayerProblem(sr, start, my, opp, { steps: s, afterFarkle, bankFrom }),
    ),
    policy: state.players.length === 2 ? 'win-probability' : 'leader-duel',
    awaitingTable: false,
  };
}

interface Scored extends AdviceOption {
  readonly value: number;
}

function option(
  solution: TurnSolution,
  twoPlayer: boolean,
  indices: readonly number[],
  then: AdvisedMove,
  step: number,
  dice: number,
): Scored {
  if (then === 'bank') {
    const value = solution.bank[step] ?? 0;
    const points = step * POINTS_PER_STEP;
    return { indices, then, expectedTurnScore: points, winProbability: twoPlayer ? value : null, value };
  }
  const { value, points } = rollAt(solution, dice, step);
  return { indices, then, expectedTurnScore: points, winProbability: twoPlayer ? value : null, value };
}

function compareIndices(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

/** Best first; equal values by more expected points, then banking, then fewer dice, then earlier dice. */
function byValue(a: Scored, b: Scored): number {
  if (a.value !== b.value) return b.value - a.value;
  if (a.expectedTurnScore !== b.expectedTurnScore) return b.expectedTurnScore - a.expectedTurnScore;
  if (a.then !== b.then) return a.then === 'bank' ? -1 : 1;
  return compareIndices(a.indices, b.indices);
}

/**
 * The optimal decision for the player whose turn it is, under the game's rules, with its value and every
 * alternative. One player: the most expected points in the game. Two players: the highest probability of
 * winning the game (from the start-of-turn table for the rules and an exact solve of the turn, cached per pair
 * of totals); until the rules' table is installed, the most expected points of the turn. Three to six: the
 * two-player chance against the leading opponent. See `Advice.policy`. The current selection does not matter.
 * Throws `FarkleError` `game-over` once the game has ended.
 */
export function advise(state: FarkleState): Advice {
  return adviseBy(state, false);
}

/**
 * The expected-score policy in games of two or more (what `advise` plays while a table is missing), with the
 * last chance played to win: the benchmark's reference player. One player: `advise`.
 */
export function adviseExpectedScore(state: FarkleState): Advice {
  return adviseBy(state, true);
}

function adviseBy(state: FarkleState, expectedScore: boolean): Advice {
  if (state.phase === 'game-over')
    throw new FarkleError('game-over', 'the game is over: there is nothing to advise');
  const step = state.phase === 'choosing' ? state.turnTotal / POINTS_PER_STEP : 0;
  const { solution, policy, awaitingTable } = turnSolution(state, step, expectedScore);
  const twoPlayer = policy !== 'expected-score';
  const scored: Scored[] = [];
  if (state.phase === 'awaiting-roll') {
    scored.push(option(solution, twoPlayer, [], 'roll', 0, DICE_COUNT));
  } else {
    const unlocked = state.dice.flatMap((die, i) =>
      die.locked || die.face === null ? [] : [{ face: die.face, i }],
    );
    const counts = [0, 0, 0, 0, 0, 0];
    for (const { face } of unlocked) counts[face - 1] = (counts[face - 1] ?? 0) + 1;
    // Keeps of the same size and score lead to the same state: one choice, shown with its earliest dice.
    const choices = new Map<string, { indices: number[]; score: number; dice: number }>();
    for (const keep of keepsOf(counts, solverRules(state.rules).scorer)) {
      const need = [...keep.counts];
      const indices: number[] = [];
      for (const { face, i } of unlocked) {
        if ((need[face - 1] ?? 0) > 0) {
          need[face - 1] = (need[face - 1] ?? 0) - 1;
          indices.push(i);
        }
      }
      const key = `${keep.score} ${keep.dice}`;
      const known = choices.get(key);
      if (known === undefined || compareIndices(indices, known.indices) < 0) {
        choices.set(key, { indices, score: keep.score, dice: keep.dice });
      }
    }
    for (const { indices, score, dice } of choices.values()) {
      const next = step + score / POINTS_PER_STEP;
      const left = dice === unlocked.length ? DICE_COUNT : unlocked.length - dice;
      scored.push(option(solution, twoPlayer, indices, 'roll', next, left));
      if (next >= solution.bankFrom) scored.push(option(solution, twoPlayer, indices, 'bank', next, left));
    }
  }
  scored.sort(byValue);
  const options = scored.map(({ indices, then, expectedTurnScore, winProbability }) => ({
    indices,
    then,
    expectedTurnScore,
    winProbability,
  }));
  const best = options[0];
  if (best === undefined) throw new FarkleError('must-roll', 'there is no scoring roll to advise on');
  return { ...best, options, policy, awaitingTable };
}
