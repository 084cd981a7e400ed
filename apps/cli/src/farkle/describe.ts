import { ONE_PLAYER_TURNS } from '@pastime/farkle';
import type { Action, FarkleEvent, FarkleState } from '@pastime/farkle';

/** A number as people write it: 10,000. */
export function points(n: number): string {
  return n.toLocaleString('en-US');
}

function nameOf(state: FarkleState, index: number): string {
  return state.players[index]?.name ?? `Player ${index + 1}`;
}

/** Die positions as the player types them: 1 to 6. */
export function positions(indices: readonly number[]): string {
  return indices.map((i) => i + 1).join(', ');
}

/** One sentence per event, for the message line and the line protocol. */
export function describeEvent(event: FarkleEvent, state: FarkleState): string {
  switch (event.type) {
    case 'rolled': {
      const faces = event.indices.map((i) => event.faces[i]).join(' ');
      const what = event.bonus ? 'rolled all six again' : 'rolled';
      return event.score > 0
        ? `${nameOf(state, event.player)} ${what}: ${faces} (up to ${points(event.score)} points).`
        : `${nameOf(state, event.player)} ${what}: ${faces}.`;
    }
    case 'farkled':
      return event.pointsLost > 0
        ? `Farkle! ${nameOf(state, event.player)} loses ${points(event.pointsLost)} points.`
        : `Farkle! No points for ${nameOf(state, event.player)} this turn.`;
    case 'hot-dice':
      return `Hot dice! All six dice score: the next roll is with six dice (turn total ${points(event.turnTotal)}).`;
    case 'banked':
      return `${nameOf(state, event.player)} banks ${points(event.points)} (total ${points(event.total)}).`;
    case 'turn-passed':
      return state.mode === 'one-player'
        ? `Turn ${event.turn} of ${ONE_PLAYER_TURNS}.`
        : `${nameOf(state, event.to)}'s turn.`;
    case 'final-round-started':
      return `${nameOf(state, event.marked)} reached ${points(event.total)}! ${nameOf(state, event.challenger)} has one last turn to beat it.`;
    case 'game-over': {
      if (event.winner === null) {
        const score = points(event.finalScore ?? event.scores[0] ?? 0);
        return event.newHighScore
          ? `Game over! Final score: ${score}. Congratulations, a new high score!`
          : `Game over! Final score: ${score}.`;
      }
      const scores = event.scores.map((s, i) => `${nameOf(state, i)} ${points(s)}`).join(', ');
      return `Game over! ${nameOf(state, event.winner)} wins (${scores}).`;
    }
  }
}

/** What the computer does, in words, given the state it looked at. */
export function describeComputerAction(action: Action, before: FarkleState): string {
  const name = nameOf(before, before.current);
  switch (action.type) {
    case 'roll':
      return before.phase === 'awaiting-roll' ? `${name} rolls the dice.` : `${name} rolls again.`;
    case 'select':
      return `${name} sets aside dice ${positions(action.indices)}.`;
    case 'toggle':
      return `${name} picks die ${action.index + 1}.`;
    case 'select-all':
      return `${name} sets aside all the dice.`;
    case 'bank':
      return `${name} banks.`;
  }
}

/**
 * The sentences for one step of the computer: what it does, then what happened. A bank is told once, by the
 * event that says how much ("Computer banks 400 (total 400)."), not also as "Computer banks.".
 */
export function describeComputerStep(
  action: Action,
  before: FarkleState,
  events: readonly FarkleEvent[],
  after: FarkleState,
): string[] {
  const told = action.type === 'bank' && events.some((e) => e.type === 'banked');
  return [
    ...(told ? [] : [describeComputerAction(action, before)]),
    ...events.map((e) => describeEvent(e, after)),
  ];
}
