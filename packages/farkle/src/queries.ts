import { DICE_COUNT } from './dice.ts';
import { FarkleError } from './errors.ts';
import { hintIndices } from './scoring.ts';
import { bankMinimumFor, farkleStreak } from './derived.ts';
import type { FarkleState, Player } from './state.ts';
import type { Action } from './actions.ts';

/** Roll is allowed: the turn's first roll, or after a roll with a selection in which every die scores. */
export function canRoll(state: FarkleState): boolean {
  return state.phase === 'awaiting-roll' || (state.phase === 'choosing' && state.selectionScore > 0);
}

/**
 * Bank is allowed: a scoring selection and a turn total, counting it, of at least the bank minimum (300 under
 * the traditional rules; before the player's first bank, the entry minimum too).
 */
export function canBank(state: FarkleState): boolean {
  return (
    state.phase === 'choosing' &&
    state.selectionScore > 0 &&
    state.turnTotal + state.selectionScore >= bankMinimumFor(state.rules, state.players[state.current])
  );
}

/** Select All would change something: after a roll, while the selection is not the dice of its maximum score. */
export function canSelectAll(state: FarkleState): boolean {
  if (state.phase !== 'choosing') return false;
  const best = new Set(hintIndices(state.dice, state.rules));
  return state.dice.some((die, i) => die.selected !== best.has(i));
}

/** The hint is offered after a roll and before any die of it is selected (002 §1.2.10.e). */
export function canHint(state: FarkleState): boolean {
  return state.phase === 'choosing' && state.dice.every((die) => !die.selected);
}

/** Die `index` can be selected or deselected: it belongs to the current roll. */
export function canToggle(state: FarkleState, index: number): boolean {
  return (
    state.phase === 'choosing' &&
    Number.isInteger(index) &&
    index >= 0 &&
    index < DICE_COUNT &&
    state.dice[index]?.locked === false
  );
}

/**
 * The dice of the current roll that give its roll score (fewest dice on a tie), as positions 0 to 5 among the
 * six dice. Answers whenever a roll is on the table, whatever is selected; `canHint` says when to offer it.
 */
export function hint(state: FarkleState): number[] {
  if (state.phase !== 'choosing') throw new FarkleError('must-roll', 'there is no roll to give a hint for');
  return hintIndices(state.dice, state.rules);
}

/** The player whose turn it is (after the game: who played last). */
export function currentPlayer(state: FarkleState): Player {
  const player = state.players[state.current];
  if (player === undefined) throw new FarkleError('invalid-save', `current: no player ${state.current}`);
  return player;
}

/**
 * The one-player high score as it stands with this state: the one the game started with, or the game's final
 * score once it has beaten it (002 §2.1.3). What a restarted game starts with, and what a screen shows.
 */
export function highScoreAfter(state: FarkleState): number {
  const player = state.players[0];
  return state.newHighScore && player !== undefined
    ? Math.max(state.highScore, player.total)
    : state.highScore;
}

/** It is a computer player's turn and the game is on: screens wait and let `computerAction` play. */
export function isComputerTurn(state: FarkleState): boolean {
  return state.phase !== 'game-over' && state.players[state.current]?.kind === 'computer';
}

/**
 * Every single action allowed now: roll, bank, select all and a toggle per die of the current roll. (`select`
 * with a list is allowed whenever a toggle is and is not listed: there are too many lists.)
 */
export function legalActions(state: FarkleState): Action[] {
  const actions: Action[] = [];
  if (canRoll(state)) actions.push({ type: 'roll' });
  if (canBank(state)) actions.push({ type: 'bank' });
  if (canSelectAll(state)) actions.push({ type: 'select-all' });
  for (let i = 0; i < DICE_COUNT; i++) if (canToggle(state, i)) actions.push({ type: 'toggle', index: i });
  return actions;
}

/**
 * The smallest turn total the current player may bank: the rules' bank minimum, and before their first bank
 * the entry minimum when that is more (300 under the traditional rules).
 */
export function bankMinimum(state: FarkleState): number {
  return bankMinimumFor(state.rules, state.players[state.current]);
}

/**
 * Farkles in a row the player has just had (0 to 2); under a three-farkle penalty the next one costs it. The
 * count starts again after a bank or a penalty.
 */
export function farklesInARow(state: FarkleState, player = state.current): number {
  return farkleStreak(state.players[player]?.turns ?? []);
}
