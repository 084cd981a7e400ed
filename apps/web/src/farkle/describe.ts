/** Short sentences for the live region: what an action did, for players who cannot see the table. */
import {
  describeEvents as eventSentences,
  formatPoints,
  listOf,
  points,
  selectedFaces,
} from '@pastime/app-core';
import type { FarkleState } from '@pastime/farkle';

/**
 * Everything the last action did, in order, as one announcement ("" when it did nothing worth saying): the
 * sentences both apps use for the engine's events (`@pastime/app-core`), read out one after the other.
 */
export function describeEvents(state: FarkleState): string {
  return eventSentences(state).join(' ');
}

/**
 * After a selection: the selection's score and the turn score. A person hears which dice they selected; the
 * computer's choice is said as the faces it keeps, since nobody pressed those dice.
 */
export function describeSelection(state: FarkleState): string {
  const player = state.players[state.current];
  if (player?.kind === 'computer') {
    return `${player.name} keeps ${listOf(selectedFaces(state))} for ${points(state.selectionScore)}. Turn score ${formatPoints(state.turnTotal + state.selectionScore)}.`;
  }
  const selected = state.dice.flatMap((die, i) => (die.selected ? [i + 1] : []));
  if (selected.length === 0) return `No dice selected. Turn score ${formatPoints(state.turnTotal)}.`;
  const dice = `${selected.length === 1 ? 'Die' : 'Dice'} ${listOf(selected)} selected`;
  if (state.selectionScore === 0) return `${dice}: a selected die does not score, so the selection scores 0.`;
  return `${dice}: ${points(state.selectionScore)}. Turn score ${formatPoints(state.turnTotal + state.selectionScore)}.`;
}

/** The hint (002 §1.2.10.d): which dice give the roll's best score. */
export function describeHint(state: FarkleState, indices: readonly number[]): string {
  const dice = indices.map((i) => `${i + 1} (${state.dice[i]?.face ?? '?'})`);
  return `Hint: take ${indices.length === 1 ? 'die' : 'dice'} ${listOf(dice)} for ${points(state.rollScore)}.`;
}

/** What a new game's first announcement says after its mode. */
export function describeStart(state: FarkleState): string {
  const names = state.players.map((player) => player.name);
  if (state.mode === 'one-player') {
    return `Player ${names[0] ?? ''}, turn 1 of ${state.rules.onePlayerTurns}. Roll the dice.`;
  }
  return `${names.join(' against ')}. ${names[0] ?? ''} rolls first.`;
}
