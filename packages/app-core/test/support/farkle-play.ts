/** Farkle games for the tests: real engine states reached by a simple, seeded plan. */
import { computerAction, type Action, type FarkleState } from '@pastime/farkle';

/** Keep the hint's dice; roll again after hot dice or below 300, else bank (the engine's computer, goal 300). */
export function plan(state: FarkleState): Action {
  return computerAction({ ...state, computerGoal: null });
}
