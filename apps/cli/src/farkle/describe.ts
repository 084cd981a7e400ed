import {
  adviceFor as adviceOf,
  describeEvent,
  formatPoints,
  keepsHighScore,
  type FarkleHint,
  type FarkleOutcome,
} from '@pastime/app-core';
import { presetOf, type Action, type Advice, type FarkleEvent, type FarkleState } from '@pastime/farkle';

function nameOf(state: FarkleState, index: number): string {
  return state.players[index]?.name ?? `Player ${index + 1}`;
}

/**
 * The level of the computer in seat `index`, as the table and the text both name it (`Expert`), or undefined for a
 * person. Every seat's name is shown whole next to it: two computers are told apart by name, as the messages do.
 */
export function seatLevel(state: FarkleState, index: number): 'Classic' | 'Expert' | undefined {
  const player = state.players[index];
  if (player?.kind !== 'computer') return undefined;
  return (player.level ?? state.computerLevel) === 'expert' ? 'Expert' : 'Classic';
}

/** A seat as the text names it: `Ada`, `Computer 2 (computer, Expert)`. */
export function seatText(state: FarkleState, index: number): string {
  const level = seatLevel(state, index);
  const name = state.players[index]?.name ?? '';
  return level === undefined ? name : `${name} (computer, ${level})`;
}

const RULES_NAMES = { traditional: 'Traditional', popular: 'Popular' } as const;

/** The rules and the goal, as the text opens with them: `Traditional rules: first to 10,000 wins.` */
export function rulesText(state: FarkleState): string {
  const preset = presetOf(state.rules);
  const name = preset === null ? 'Custom' : RULES_NAMES[preset];
  const turns = `${state.rules.onePlayerTurns} turns`;
  const goal =
    state.players.length > 1
      ? `first to ${formatPoints(state.rules.target)} wins`
      : keepsHighScore(state)
        ? `${turns} to beat the high score`
        : `${turns}; this game keeps no high score`;
  return `${name} rules: ${goal}.`;
}

/** Die positions as the player types them: 1 to 6. */
export function positions(indices: readonly number[]): string {
  return indices.map((i) => i + 1).join(', ');
}

/** `die 2` or `dice 1, 5`. */
export function diceNamed(indices: readonly number[]): string {
  return `${indices.length === 1 ? 'die' : 'dice'} ${positions(indices)}`;
}

/** What the computer does, in words, given the state it looked at. */
function describeComputerAction(action: Action, before: FarkleState): string {
  const name = nameOf(before, before.current);
  switch (action.type) {
    case 'roll':
      return before.phase === 'awaiting-roll' ? `${name} rolls the dice.` : `${name} rolls again.`;
    case 'select':
      return `${name} sets aside ${diceNamed(action.indices)}.`;
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

/**
 * Why an action was not played, in the terminal's words: the engine's explanation, where the player numbers dice
 * from 1 (a die refused because it was set aside earlier in the turn is named by the position typed); or another
 * terminal's newer position, taken up instead.
 */
export function notPlayed(outcome: Exclude<FarkleOutcome, { kind: 'played' }>): string {
  if (outcome.kind === 'followed') {
    return 'this game was played on in another terminal: showing its latest position';
  }
  return outcome.lockedDie === null
    ? outcome.problem
    : `die ${outcome.lockedDie + 1} was set aside earlier this turn`;
}

/** Why no hint is offered: after a roll, before any selection. */
export function noHint(hint: Exclude<FarkleHint, { ok: true }>): string {
  return hint.reason === 'dice-selected'
    ? 'the hint is given after a roll, before any die is selected'
    : 'there is no roll to give a hint for';
}

/** The best play for the player to play now (dice 0-based), or why there is none: the game is over. */
export function adviceFor(state: FarkleState): { ok: true; advice: Advice } | { ok: false; error: string } {
  const advice = adviceOf(state);
  if (advice.ok) return advice;
  return {
    ok: false,
    error: advice.reason === 'game-over' ? 'the game is over' : 'it is the computer’s turn',
  };
}
