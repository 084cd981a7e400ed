import type { Action } from './actions.ts';
import { apply } from './actions.ts';
import { FarkleError } from './errors.ts';
import type { FarkleEvent } from './events.ts';
import { hint } from './queries.ts';
import { BANK_THRESHOLD } from './state.ts';
import type { FarkleState } from './state.ts';
import { isHotDice, runningTotal } from './turn.ts';

/**
 * The computer's next single action (002 §5): roll to start the turn; after a roll, select the hint's dice (the
 * maximum scoring combination); then roll again after hot dice or while the turn total is below the goal drawn
 * after the roll, else bank. For a human player no goal is drawn, and it plays for 300.
 */
export function computerAction(state: FarkleState): Action {
  if (state.phase === 'game-over') throw new FarkleError('game-over', 'the game is over');
  if (state.phase === 'awaiting-roll') return { type: 'roll' };
  const best = hint(state);
  const selected = state.dice.flatMap((die, i) => (die.selected ? [i] : []));
  if (selected.length !== best.length || selected.some((i, k) => i !== best[k])) {
    return { type: 'select', indices: best };
  }
  if (isHotDice(state)) return { type: 'roll' };
  const goal = state.computerGoal ?? BANK_THRESHOLD;
  return runningTotal(state) < goal ? { type: 'roll' } : { type: 'bank' };
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
