import type { Action } from './actions.ts';
import { apply } from './actions.ts';
import { advise } from './advisor/advise.ts';
import { FarkleError } from './errors.ts';
import type { FarkleEvent } from './events.ts';
import { hint } from './queries.ts';
import { bankMinimumFor, levelOf } from './derived.ts';
import type { FarkleState } from './state.ts';
import { isHotDice, runningTotal } from './turn.ts';

/** The dice selected now, as positions in order. */
function selectedIndices(state: FarkleState): number[] {
  return state.dice.flatMap((die, i) => (die.selected ? [i] : []));
}

function sameIndices(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((i, k) => i === b[k]);
}

/**
 * The Classic computer (002 §5): roll to start the turn; after a roll, select the hint's dice (the maximum
 * scoring combination); then roll again after hot dice or while the turn total is below its goal, else bank.
 * For a human player no goal is drawn, and it plays for the bank minimum (300 under the traditional rules).
 */
function classicAction(state: FarkleState): Action {
  const best = hint(state);
  if (!sameIndices(selectedIndices(state), best)) return { type: 'select', indices: best };
  if (isHotDice(state)) return { type: 'roll' };
  const goal = state.computerGoal ?? bankMinimumFor(state.rules, state.players[state.current]);
  return runningTotal(state) < goal ? { type: 'roll' } : { type: 'bank' };
}

/** The Expert computer: set aside the advised dice, then roll or bank as advised. */
function expertAction(state: FarkleState): Action {
  const advice = advise(state);
  if (!sameIndices(selectedIndices(state), advice.indices))
    return { type: 'select', indices: [...advice.indices] };
  return { type: advice.then };
}

/**
 * The computer's next single action, at the game's `computerLevel`: the Classic computer (002 §5) or the
 * Expert, who follows `advise`. Both roll to start a turn, then select dice, then roll again or bank.
 */
export function computerAction(state: FarkleState): Action {
  if (state.phase === 'game-over') throw new FarkleError('game-over', 'the game is over');
  if (state.phase === 'awaiting-roll') return { type: 'roll' };
  return levelOf(state, state.current) === 'expert' ? expertAction(state) : classicAction(state);
}

/** What `playComputerTurn` did. */
export interface ComputerTurn {
  readonly state: FarkleState;
  readonly actions: readonly Action[];
  /** Every event of the turn, in order. */
  readonly events: readonly FarkleEvent[];
}

/** Play `computerAction` until the current turn ends (or the game does). */
export function playComputerTurn(state: FarkleState): ComputerTurn {
  const player = state.current;
  const startTurn = state.players[player]?.turns.length ?? 0;
  const actions: Action[] = [];
  const events: FarkleEvent[] = [];
  let s = state;
  do {
    const action = computerAction(s);
    s = apply(s, action);
    actions.push(action);
    events.push(...s.events);
  } while (s.phase !== 'game-over' && (s.players[player]?.turns.length ?? 0) === startTurn);
  return { state: s, actions, events };
}
