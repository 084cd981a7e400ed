import { FarkleError } from './errors.ts';
import type { FarkleState } from './state.ts';
import { bank, roll, selectAll, setSelection, toggleDie } from './turn.ts';

/**
 * Everything a player can do, as plain data, so a screen, the terminal and the computer drive the game the same
 * way. `player`, when given, is checked against whose turn it is (`not-your-turn`).
 */
export type Action =
  | { readonly type: 'roll'; readonly player?: number }
  | { readonly type: 'toggle'; readonly index: number; readonly player?: number }
  | { readonly type: 'select'; readonly indices: readonly number[]; readonly player?: number }
  | { readonly type: 'select-all'; readonly player?: number }
  | { readonly type: 'bank'; readonly player?: number };

export type ActionType = Action['type'];

/** Apply one action. Throws `FarkleError` for an illegal one; `state` itself never changes. */
export function apply(state: FarkleState, action: Action): FarkleState {
  if (typeof action !== 'object' || action === null) {
    throw new FarkleError('invalid-action', 'an action must be an object with a type');
  }
  const player: unknown = action.player;
  if (player !== undefined && (typeof player !== 'number' || !Number.isInteger(player))) {
    // Otherwise "1" would be refused as not-your-turn with a message naming player 1.
    throw new FarkleError('invalid-action', `player must be a player index, got ${JSON.stringify(player)}`);
  }
  if (action.player !== undefined && action.player !== state.current) {
    if (state.phase === 'game-over') throw new FarkleError('game-over', 'the game is over');
    throw new FarkleError(
      'not-your-turn',
      `it is player ${state.current}'s turn, not player ${action.player}'s`,
    );
  }
  switch (action.type) {
    case 'roll':
      return roll(state);
    case 'toggle':
      return toggleDie(state, action.index);
    case 'select':
      return setSelection(state, action.indices);
    case 'select-all':
      return selectAll(state);
    case 'bank':
      return bank(state);
    default: {
      const unknown: unknown = (action as { type?: unknown }).type;
      throw new FarkleError('invalid-action', `unknown action type ${String(unknown)}`);
    }
  }
}
