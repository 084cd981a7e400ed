/**
 * Games set up by the engines alone, shared by the browser tests and `scripts/css-shots.ts`. Nothing here loads
 * the test runner, so a plain script can import it.
 */
import {
  apply as apply2048,
  legalMoves,
  newGame as new2048,
  type GameConfig as Config2048,
  type GameState,
} from '@pastime/2048';
import {
  choicesOf,
  encodeReplayFarkle,
  finishedFarkleGame,
  type FinishedFarkleGame,
} from '@pastime/app-core';
import {
  apply,
  computerAction,
  newGame,
  type Action,
  type FarkleState,
  type GameConfig,
} from '@pastime/farkle';

/**
 * The action a simple player takes: roll to start; after a roll, keep the hint's dice; then roll again after hot
 * dice or below 300, else bank. (The engine's computer player with its goal fixed at 300.)
 */
export function plannedAction(state: FarkleState): Action {
  return computerAction({ ...state, computerGoal: null });
}

/** The first state of a planned game for which `found(state, next)` holds, `next` being the state after it. */
export function findState(
  config: GameConfig,
  found: (state: FarkleState, next: FarkleState) => boolean,
): FarkleState {
  let state = newGame(config);
  for (let i = 0; i < 10_000 && state.phase !== 'game-over'; i++) {
    const next = apply(state, plannedAction(state));
    if (found(state, next)) return state;
    state = next;
  }
  throw new Error(`no such state in the game seeded ${String(config.seed)}`);
}

/** A one-player Farkle game played out by the engine's own choices, as the browser records it, with its code. */
export function farkleRecord(
  id = 'fk1',
  seed = 12,
  endedAt = '2026-11-26T12:00:00.000Z',
): { readonly game: FinishedFarkleGame; readonly final: FarkleState; readonly replay: string } {
  const start = newGame({ mode: 'one-player', names: ['Ada'], seed });
  let state: FarkleState = start;
  const actions: Action[] = [];
  while (state.phase !== 'game-over') {
    const action = computerAction(state);
    actions.push(action);
    state = apply(state, action);
  }
  const replay = encodeReplayFarkle({
    mode: 'one-player',
    computerLevel: start.computerLevel,
    names: ['Ada'],
    seed: String(seed),
    highScore: 0,
    choices: choicesOf(start, actions),
    totals: state.players.map((player) => player.total),
  });
  return { game: finishedFarkleGame(id, state, endedAt, replay), final: state, replay };
}

/** One move (left) from the 2048 tile, at a score of 20,000. */
export const nearWin: Config2048 = {
  board: [
    [1024, 1024, 0, 0],
    [2, 0, 0, 0],
    [0, 0, 4, 0],
    [0, 0, 0, 0],
  ],
  score: 20000,
  seed: 3,
};

/** The seeded 3×3 game (seed 7) played to its end by the first legal move of a fixed order, move by move. */
export function expectedGame(seed = 7): { readonly moves: GameState[]; readonly final: GameState } {
  let state = new2048({ size: 3, winValue: 2048, seed });
  const moves: GameState[] = [];
  while (state.status !== 'lost') {
    const order = ['left', 'down', 'right', 'up'] as const;
    const move = order.find((direction) => legalMoves(state).includes(direction));
    if (move === undefined) break;
    state = apply2048(state, move);
    moves.push(state);
  }
  return { moves, final: state };
}
