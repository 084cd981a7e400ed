/**
 * The advice model: when a person may be advised, which position an answer belongs to, the advice in words and
 * the table of choices, worked out from the engine's state and its `advise` answer alone.
 */
import {
  advise,
  DICE_COUNT,
  isComputerTurn,
  scoreSelection,
  type Advice,
  type AdviceOption,
  type AdvisedMove,
  type Face,
  type FarkleState,
} from '@pastime/farkle';
import { formatPoints } from './describe.ts';
import { listOf, points } from './table-words.ts';

/** Rows of the advice table: the best choices, and the player's own when it is not among them. */
export const ADVICE_ROWS = 3;

/** Whether a person decides now: their turn, before a roll or after a scoring one. */
export function adviceWanted(state: FarkleState): boolean {
  return state.phase !== 'game-over' && !isComputerTurn(state);
}

/** Why there is no advice now. */
export type NoAdvice = 'game-over' | 'computer-turn';

/** The best play for the person to play now, or why there is none. */
export function adviceFor(
  state: FarkleState,
): { readonly ok: true; readonly advice: Advice } | { readonly ok: false; readonly reason: NoAdvice } {
  if (state.phase === 'game-over') return { ok: false, reason: 'game-over' };
  if (isComputerTurn(state)) return { ok: false, reason: 'computer-turn' };
  return { ok: true, advice: advise(state) };
}

/** Whether a game ranks its choices by the chance to win: every mode but one player's. */
function ranksByWinning(state: FarkleState): boolean {
  return state.mode !== 'one-player';
}

/**
 * The position advice is about, as text: everything `advise` reads (whose turn, the phase, the dice and which are
 * set aside, the turn's points, the totals, the final round), not the current selection, which `advise` ignores.
 * Toggling dice keeps the advice shown; a roll, a bank or another tab's move asks anew.
 */
export function adviceKey(state: FarkleState): string {
  return JSON.stringify([
    state.mode,
    state.current,
    state.turn,
    state.phase,
    state.turnTotal,
    state.dice.map((die) => [die.face, die.locked]),
    state.players.map((player) => player.total),
    state.finalRound,
  ]);
}

/** The dice still in play (rolled last and not set aside before), by position. */
function freeDice(state: FarkleState): number[] {
  return state.dice.flatMap((die, i) => (die.locked || die.face === null ? [] : [i]));
}

function facesAt(state: FarkleState, indices: readonly number[]): Face[] {
  return indices.flatMap((i) => {
    const face = state.dice[i]?.face;
    return face === null || face === undefined ? [] : [face];
  });
}

/** How many dice a roll after keeping `indices` throws: the rest, or all six again after hot dice. */
export function diceAfter(state: FarkleState, indices: readonly number[]): number {
  if (state.phase === 'awaiting-roll') return DICE_COUNT;
  const left = freeDice(state).length - indices.length;
  return left === 0 ? DICE_COUNT : left;
}

/** The value the advice ranks by: a chance to win in two-player modes, expected points with one player. */
export function optionValue(state: FarkleState, option: AdviceOption): string {
  if (ranksByWinning(state) && option.winProbability !== null) {
    return `${(option.winProbability * 100).toFixed(1)} %`;
  }
  return formatPoints(Math.round(option.expectedTurnScore));
}

/** The heading of the value column. */
export function valueHeading(state: FarkleState, advice?: Advice | null): string {
  if (advice?.winProbability === null) return 'Expected points';
  return ranksByWinning(state) ? 'Chance to win' : 'Expected points';
}

/** Said with the advice while the win table of the game's rules is being solved. */
export const AWAITING_TABLE =
  'Until the win table for these rules is ready, the Advisor and the Expert use the expected-score policy.';

function thenWords(then: AdvisedMove, dice: number): string {
  return then === 'bank' ? 'bank' : `roll ${dice === 1 ? '1 die' : `${dice} dice`}`;
}

/** The advice in a sentence: "Keep 1 and 5 (dice 2 and 4), then roll 4 dice: 612 points expected this turn." */
export function describeAdvice(state: FarkleState, advice: Advice): string {
  const value =
    ranksByWinning(state) && advice.winProbability !== null
      ? `your chance to win is ${optionValue(state, advice)}`
      : `${points(Math.round(advice.expectedTurnScore))} expected this turn`;
  if (state.phase === 'awaiting-roll' || advice.indices.length === 0) {
    return `Roll the dice: ${value}.`;
  }
  const faces = listOf(facesAt(state, advice.indices));
  const dice = `${advice.indices.length === 1 ? 'die' : 'dice'} ${listOf(advice.indices.map((i) => i + 1))}`;
  const then = thenWords(advice.then, diceAfter(state, advice.indices));
  return `Keep ${faces} (${dice}), then ${then}: ${value}.`;
}

export interface AdviceRow {
  /** The faces to keep ([] before the turn's first roll). */
  readonly keep: readonly Face[];
  /** "Roll 4 dice" or "Bank". */
  readonly then: string;
  readonly value: string;
  /** The advised choice (the first row). */
  readonly best: boolean;
  /** The choice the player's current selection makes. */
  readonly yours: boolean;
}

/**
 * The selected dice as a keep: its score and number of dice, which is what makes two keeps the same choice
 * (`advise` lists each such choice once, with its earliest dice). Null without a valid selection.
 */
function selectionKeep(state: FarkleState): { readonly score: number; readonly count: number } | null {
  if (state.phase !== 'choosing' || state.selectionScore === 0) return null;
  const count = state.dice.filter((die) => die.selected).length;
  return { score: state.selectionScore, count };
}

/**
 * The table of choices: the best `ADVICE_ROWS`, then, if the player's current selection is none of them, its
 * best way on (roll or bank), so the player sees what their own choice is worth.
 */
export function adviceRows(state: FarkleState, advice: Advice): readonly AdviceRow[] {
  const mine = selectionKeep(state);
  const isMine = (option: AdviceOption): boolean =>
    mine !== null &&
    option.indices.length === mine.count &&
    scoreSelection(facesAt(state, option.indices)) === mine.score;
  const row = (option: AdviceOption, index: number): AdviceRow => {
    const then = thenWords(option.then, diceAfter(state, option.indices));
    return {
      keep: facesAt(state, option.indices),
      then: `${then.charAt(0).toUpperCase()}${then.slice(1)}`,
      value: optionValue(state, option),
      best: index === 0,
      yours: isMine(option),
    };
  };
  const rows = advice.options.slice(0, ADVICE_ROWS).map(row);
  if (mine !== null && !rows.some((r) => r.yours)) {
    const index = advice.options.findIndex(isMine);
    const option = advice.options[index];
    if (option) rows.push(row(option, index));
  }
  return rows;
}
