/** Short sentences for the live region: what an action did, for players who cannot see the table. */
import { ONE_PLAYER_TURNS, type FarkleEvent, type FarkleState } from '@pastime/farkle';
import { selectedFaces } from './view.ts';
import { formatPoints, listOf, points } from './words.ts';

function describeEvent(state: FarkleState, event: FarkleEvent): string {
  const name = (index: number): string => state.players[index]?.name ?? `Player ${index + 1}`;
  switch (event.type) {
    case 'rolled': {
      const faces = event.indices.map((i) => event.faces[i] ?? '?');
      const what = `${event.bonus ? 'Bonus roll! ' : ''}${name(event.player)} rolled ${listOf(faces)}`;
      return event.score > 0 ? `${what}: up to ${points(event.score)}.` : `${what}.`;
    }
    case 'farkled':
      return event.pointsLost > 0
        ? `Farkle! ${name(event.player)} loses ${points(event.pointsLost)}.`
        : `Farkle! ${name(event.player)} scores nothing this turn.`;
    case 'hot-dice':
      return `Hot dice! Every die scores: a bonus roll with all six dice. Turn score ${formatPoints(event.turnTotal)}.`;
    case 'banked':
      return `${name(event.player)} banked ${points(event.points)}, total ${formatPoints(event.total)}.`;
    case 'turn-passed':
      return state.mode === 'one-player'
        ? `Turn ${event.turn} of ${ONE_PLAYER_TURNS}.`
        : `${name(event.to)}’s turn.`;
    case 'final-round-started':
      return `${name(event.marked)} reached ${points(event.total)}. ${name(event.challenger)} has one last turn to beat it.`;
    case 'game-over':
      if (event.winner !== null) return `Game over. ${name(event.winner)} wins.`;
      return `Game over. Final score ${points(event.finalScore ?? 0)}.`;
  }
}

/** Everything the last action did, in order, as one announcement ("" when it did nothing worth saying). */
export function describeEvents(state: FarkleState): string {
  return state.events.map((event) => describeEvent(state, event)).join(' ');
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
