import { describeEvent, formatPoints } from '@pastime/app-core';
import type { Action, FarkleEvent, FarkleState } from '@pastime/farkle';

/** A number as people write it: 10,000. */
export const points = formatPoints;

function nameOf(state: FarkleState, index: number): string {
  return state.players[index]?.name ?? `Player ${index + 1}`;
}

/** Die positions as the player types them: 1 to 6. */
export function positions(indices: readonly number[]): string {
  return indices.map((i) => i + 1).join(', ');
}

/** One sentence per event, for the message line and the line protocol: the wording both apps use. */
export { describeEvent };

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
