/**
 * 2048 replay codes: a finished game as its board size, win value, seed and moves, two bits a move, with the
 * result it claims and a check value, in URL-safe Base64 (a game of 1,000 moves is about 360 characters). A code
 * proves its own score: playing it recomputes the game from the seed and the moves, and the claimed result is
 * only compared with what that gives.
 */
import {
  apply,
  DIRECTIONS,
  keepGoing,
  MAX_SIZE,
  MIN_SIZE,
  MIN_WIN_VALUE,
  newGame,
  redo,
  undo,
  type Direction,
  type GameState,
} from '@pastime/2048';
import { ByteWriter, toBase64Url } from './bytes.ts';
import { openReplay, REPLAY_GAME_2048, REPLAY_VERSION } from './code.ts';
import { ReplayError } from './error.ts';

/** The longest seed a code carries, in UTF-8 bytes. */
const MAX_SEED_BYTES = 200;

/** A 2048 game as a replay code holds it. */
export interface Replay2048 {
  readonly size: number;
  readonly winValue: number;
  /** The seed as text (`1` and `"1"` are the same seed). */
  readonly seed: string;
  /** The moves that changed the board, in order; a win is played on from without a move of its own. */
  readonly moves: readonly Direction[];
  /** The score the code claims the moves reach. */
  readonly score: number;
}

/** A replay played through: every position, and the final one, whose undo history steps back to the start. */
export interface VerifiedReplay2048 {
  readonly replay: Replay2048;
  /**
   * The start first, then the position after each move, as a replay screen steps through them (those of the final
   * position's undo history: a win that play went on from shows as kept going, `won-continue`).
   */
  readonly positions: readonly GameState[];
  readonly final: GameState;
}

export function encodeReplay2048(replay: Replay2048): string {
  const writer = new ByteWriter()
    .byte(REPLAY_VERSION)
    .byte(REPLAY_GAME_2048)
    .byte(replay.size)
    .byte(Math.log2(replay.winValue))
    .text(replay.seed)
    .natural(replay.score)
    .natural(replay.moves.length)
    .pairs(replay.moves.map((move) => DIRECTIONS.indexOf(move)));
  return toBase64Url(writer.finish());
}

export function decodeReplay2048(code: string): Replay2048 {
  const { game, reader } = openReplay(code);
  if (game !== REPLAY_GAME_2048) throw new ReplayError('unsupported', 'the code is not a 2048 replay');
  const size = reader.byte('board size');
  if (size < MIN_SIZE || size > MAX_SIZE) {
    throw new ReplayError('malformed', `its board size, ${size}, is not from ${MIN_SIZE} to ${MAX_SIZE}`);
  }
  const power = reader.byte('win value');
  const winValue = 2 ** power;
  if (winValue < MIN_WIN_VALUE || power > 31) {
    throw new ReplayError(
      'malformed',
      `its win value, 2 to the power ${power}, is not a tile from ${MIN_WIN_VALUE}`,
    );
  }
  const seed = reader.text('seed', MAX_SEED_BYTES);
  const score = reader.natural('score');
  const count = reader.natural('number of moves');
  const moves = reader.pairs(count, 'moves').map((index) => DIRECTIONS[index] ?? 'up');
  reader.end();
  return { size, winValue, seed, moves, score };
}

/**
 * Every position of a game, the start first, from its final position's undo history: redoing from the start gives
 * each position with the move that made it (an undone position forgets its last move).
 */
function positionsOf(final: GameState): GameState[] {
  let start = final;
  for (let back = undo(start); back !== start; back = undo(start)) start = back;
  const positions = [start];
  for (let state = start, next = redo(state); next !== state; state = next, next = redo(state))
    positions.push(next);
  return positions;
}

/**
 * Plays a replay from its seed. Throws a `ReplayError` naming the first move that changes nothing (or comes after
 * the game was lost), or the claimed score the moves do not reach.
 */
export function verifyReplay2048(replay: Replay2048): VerifiedReplay2048 {
  let state = newGame({ size: replay.size, winValue: replay.winValue, seed: replay.seed });
  replay.moves.forEach((move, index) => {
    if (state.status === 'won') state = keepGoing(state);
    const next = apply(state, move);
    if (next === state) {
      const why = state.status === 'lost' ? 'the game was already lost' : 'it moves no tile';
      throw new ReplayError(
        'illegal-move',
        `move ${index + 1} of ${replay.moves.length} (${move}) cannot be played: ${why}`,
      );
    }
    state = next;
  });
  if (state.score !== replay.score) {
    throw new ReplayError(
      'wrong-result',
      `the code claims a score of ${replay.score}, but its moves score ${state.score}`,
    );
  }
  return { replay, positions: positionsOf(state), final: state };
}

/** Decodes and plays a code: what a replay screen shows, or the sentence that says why it cannot. */
export function playReplay2048(code: string): VerifiedReplay2048 {
  return verifyReplay2048(decodeReplay2048(code));
}
