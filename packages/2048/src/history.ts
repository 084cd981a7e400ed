/**
 * Undo and redo. Every state carries two persistent stacks of earlier states; a move pushes the state it started
 * from and clears the redo stack. Restoring a state restores everything in it: board, tile ids, score, status,
 * move count, the random generator and the spawn script cursor.
 */
import { asState, push } from './state.ts';
import type { GameState } from './types.ts';

/** Takes back the last move. Returns the same object when there is nothing to undo. */
export function undo(state: GameState): GameState {
  const s = asState(state);
  const past = s.past;
  if (past === null) return s;
  return past.top.withStacks(past.rest, push(s, s.future), false);
}

/** Replays the last undone move (its `lastMove` and `tiles` describe it again). Same object when none. */
export function redo(state: GameState): GameState {
  const s = asState(state);
  const future = s.future;
  if (future === null) return s;
  return future.top.withStacks(push(s, s.past), future.rest, true);
}

/** True when `undo` would change the state. */
export function canUndo(state: GameState): boolean {
  return asState(state).past !== null;
}

/** True when `redo` would change the state. */
export function canRedo(state: GameState): boolean {
  return asState(state).future !== null;
}
