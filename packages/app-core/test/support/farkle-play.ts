/** Farkle games for the tests: real engine states reached by a simple, seeded plan. */
import {
  apply,
  computerAction,
  newGame,
  type Action,
  type FarkleState,
  type GameConfig,
} from '@pastime/farkle';

/** Keep the hint's dice; roll again after hot dice or below 300, else bank (the engine's computer, goal 300). */
export function plan(state: FarkleState): Action {
  return computerAction({ ...state, computerGoal: null });
}

/** The first state of the planned game for which `found(state)` holds. */
export function reach(config: GameConfig, found: (state: FarkleState) => boolean): FarkleState {
  let state = newGame(config);
  for (let i = 0; i < 10_000; i++) {
    if (found(state)) return state;
    if (state.phase === 'game-over') break;
    state = apply(state, plan(state));
  }
  throw new Error(`the game seeded ${String(config.seed)} never reaches that state`);
}

export function hasEvent(state: FarkleState, type: string): boolean {
  return state.events.some((event) => event.type === type);
}
