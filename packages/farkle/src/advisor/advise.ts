import { DICE_COUNT } from '../dice.ts';
import { FarkleError } from '../errors.ts';
import type { FarkleState } from '../state.ts';
import { lastChanceProblem } from './last-chance.ts';
import { onePlayerProblem } from './one-player.ts';
import { keepsOf, MAX_KEEP_STEPS, POINTS_PER_STEP } from './rolls.ts';
import { BANK_STEP, rollAt, solveTurn } from './turn-solver.ts';
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
  /** Two-player modes: the current player's probability of winning after this choice; one player: null. */
  readonly winProbability: number | null;
}

/** The best choice, and every distinct choice (the best first). */
export interface Advice extends AdviceOption {
  readonly options: readonly AdviceOption[];
}

let winTable: WinTable | null = null;

/** The shipped two-player table, decoded on first use (a few milliseconds). */
function startOfTurn(): WinTable {
  winTable ??= decodeWinTable(WIN_TABLE_DATA);
  return winTable;
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

/** The solved turn of the current player, covering every state this turn can reach from `step`. */
function turnSolution(state: FarkleState, step: number): { solution: TurnSolution; twoPlayer: boolean } {
  // Every option's state must be solved, not assumed banked: the highest keep scores 160 steps.
  const steps = step + MAX_KEEP_STEPS + 1;
  if (state.mode === 'one-player') {
    return { solution: solved('one-player', steps, onePlayerProblem), twoPlayer: false };
  }
  const my = (state.players[state.current]?.total ?? 0) / POINTS_PER_STEP;
  const round = state.finalRound;
  if (round !== null) {
    const need = Math.max(BANK_STEP, round.total / POINTS_PER_STEP - my + 1);
    return {
      solution: solved(`last-chance ${need}`, steps, (s) => lastChanceProblem(need, Math.max(need, s))),
      twoPlayer: true,
    };
  }
  const opp = (state.players[1 - state.current]?.total ?? 0) / POINTS_PER_STEP;
  const table = startOfTurn();
  const start = (a: number, b: number): number => table[tableIndex(a, b)] ?? 0;
  return {
    solution: solved(`two-player ${my} ${opp}`, steps, (s) => twoPlayerProblem(start, my, opp, { steps: s })),
    twoPlayer: true,
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
 * The optimal decision for the player whose turn it is, with its value and every alternative. One player: the
 * most expected points this turn. Two players: the highest probability of winning the game (from the shipped
 * start-of-turn table and an exact solve of the turn, cached per pair of totals). The current selection does
 * not matter. Throws `FarkleError` `game-over` once the game has ended.
 */
export function advise(state: FarkleState): Advice {
  if (state.phase === 'game-over')
    throw new FarkleError('game-over', 'the game is over: there is nothing to advise');
  const step = state.phase === 'choosing' ? state.turnTotal / POINTS_PER_STEP : 0;
  const { solution, twoPlayer } = turnSolution(state, step);
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
    for (const keep of keepsOf(counts)) {
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
      if (next >= BANK_STEP) scored.push(option(solution, twoPlayer, indices, 'bank', next, left));
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
  return { ...best, options };
}
