/**
 * Replay codes made the way the apps make them, with `@pastime/app-core`'s encoders, from games played here
 * through the engines; and each game's result as the engines give it, for the tests to compare with.
 */
import {
  apply as apply2048,
  keepGoing,
  legalMoves,
  newGame as newGame2048,
  type Direction,
} from '@pastime/2048';
import {
  apply,
  canBank,
  computerAction,
  hint,
  isComputerTurn,
  newGame,
  type Action,
  type ComputerLevel,
  type FarkleState,
  type Mode,
} from '@pastime/farkle';
import { choicesOf, encodeReplay2048, encodeReplayFarkle } from '@pastime/app-core';

export interface Code2048 {
  readonly code: string;
  readonly score: number;
  readonly bestTile: number;
  readonly moves: readonly Direction[];
  /** The board the moves end on, as the engine plays them. */
  readonly board: readonly (readonly number[])[];
}

/** A 2048 game of up to `count` moves on `seed`, the legal moves taken in turn, and its code. */
export function code2048(seed: string, count: number, size = 4, winValue = 2048): Code2048 {
  let state = newGame2048({ size, winValue, seed });
  const moves: Direction[] = [];
  for (let i = 0; i < count; i++) {
    if (state.status === 'won') state = keepGoing(state);
    const legal = legalMoves(state);
    const move = legal[i % Math.max(1, legal.length)];
    if (move === undefined) break;
    state = apply2048(state, move);
    moves.push(move);
  }
  const code = encodeReplay2048({ size, winValue, seed, moves, score: state.score });
  return { code, score: state.score, bestTile: state.bestTile, moves, board: state.board };
}

export interface CodeFarkle {
  readonly code: string;
  readonly final: FarkleState;
}

/** A whole Farkle game on `seed`: the people take the hint's dice and bank when they may; and its code. */
export function codeFarkle(
  seed: string,
  mode: Mode = 'one-player',
  names: readonly string[] = ['Ann'],
  computerLevel: ComputerLevel = 'classic',
): CodeFarkle {
  const start = newGame({ mode, names: [...names], seed, highScore: 0, computerLevel });
  let state = start;
  const actions: Action[] = [];
  const play = (action: Action): void => {
    state = apply(state, action);
    actions.push(action);
  };
  while (state.phase !== 'game-over') {
    if (isComputerTurn(state)) play(computerAction(state));
    else if (state.phase === 'awaiting-roll') play({ type: 'roll' });
    else {
      play({ type: 'select', indices: hint(state) });
      play({ type: canBank(state) ? 'bank' : 'roll' });
    }
  }
  const code = encodeReplayFarkle({
    mode,
    computerLevel,
    names: state.players.map((player) => player.name),
    seed,
    highScore: 0,
    choices: choicesOf(start, actions),
    totals: state.players.map((player) => player.total),
  });
  return { code, final: state };
}
