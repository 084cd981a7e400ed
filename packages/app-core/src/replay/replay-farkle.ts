/**
 * Farkle replay codes: a finished game as its mode, computer level, names, seed and the people's choices, one byte
 * each (the dice set aside and whether the turn went on or was banked), with the totals it claims and a check
 * value. The dice and the computer's play follow from the seed, so a code proves its own result: playing it
 * recomputes the game, and the claimed totals are only compared with what that gives.
 */
import {
  apply,
  computerAction,
  COMPUTER_LEVELS,
  DICE_COUNT,
  isComputerTurn,
  MODES,
  newGame,
  type Action,
  type ComputerLevel,
  type FarkleState,
  type Mode,
} from '@pastime/farkle';
import { ByteWriter, toBase64Url } from './bytes.ts';
import { ReplayError } from './error.ts';
import { openReplay, REPLAY_GAME_FARKLE, REPLAY_VERSION } from './code.ts';

const MAX_SEED_BYTES = 200;
/** A name is at most 20 characters as a person counts them; in UTF-8 that is at most this many bytes. */
const MAX_NAME_BYTES = 400;
/** A choice's byte: the dice set aside in the low six bits, and this bit when the turn was banked. */
const BANKED = 0x40;

/** What a person chose at one point of a turn: the dice set aside (by index), then roll on or bank. */
export interface FarkleChoice {
  readonly keep: readonly number[];
  readonly then: 'roll' | 'bank';
}

/** A Farkle game as a replay code holds it. */
export interface ReplayFarkle {
  readonly mode: Mode;
  readonly computerLevel: ComputerLevel;
  readonly names: readonly string[];
  readonly seed: string;
  /** The one-player high score the game began with (it decides whether the game set a new one). */
  readonly highScore: number;
  readonly choices: readonly FarkleChoice[];
  /** The final totals the code claims, one a player. */
  readonly totals: readonly number[];
}

/** A replay played through: every position, the start first, one after each action (the computer's too). */
export interface VerifiedReplayFarkle {
  readonly replay: ReplayFarkle;
  readonly positions: readonly FarkleState[];
  readonly final: FarkleState;
}

function choiceByte(choice: FarkleChoice): number {
  let byte = choice.then === 'bank' ? BANKED : 0;
  for (const index of choice.keep) byte |= 1 << index;
  return byte;
}

export function encodeReplayFarkle(replay: ReplayFarkle): string {
  const writer = new ByteWriter()
    .byte(REPLAY_VERSION)
    .byte(REPLAY_GAME_FARKLE)
    .byte(MODES.indexOf(replay.mode))
    .byte(COMPUTER_LEVELS.indexOf(replay.computerLevel))
    .text(replay.seed)
    .natural(replay.highScore)
    .natural(replay.names.length);
  for (const name of replay.names) writer.text(name);
  for (const total of replay.totals) writer.natural(total);
  writer.natural(replay.choices.length);
  for (const choice of replay.choices) writer.byte(choiceByte(choice));
  return toBase64Url(writer.finish());
}

export function decodeReplayFarkle(code: string): ReplayFarkle {
  const { game, reader } = openReplay(code);
  if (game !== REPLAY_GAME_FARKLE) throw new ReplayError('unsupported', 'the code is not a Farkle replay');
  const modeIndex = reader.byte('mode');
  const mode = MODES[modeIndex];
  if (mode === undefined)
    throw new ReplayError('malformed', `its mode, ${modeIndex}, is not one of the ${MODES.length} modes`);
  const levelIndex = reader.byte('computer level');
  const computerLevel = COMPUTER_LEVELS[levelIndex];
  if (computerLevel === undefined)
    throw new ReplayError('malformed', `its computer level, ${levelIndex}, is unknown`);
  const seed = reader.text('seed', MAX_SEED_BYTES);
  const highScore = reader.natural('high score');
  const players = reader.natural('number of players');
  if (players < 1 || players > 6) throw new ReplayError('malformed', `it has ${players} players, not 1 to 6`);
  const names = Array.from({ length: players }, (_, i) =>
    reader.text(`name of player ${i + 1}`, MAX_NAME_BYTES),
  );
  const totals = Array.from({ length: players }, (_, i) => reader.natural(`total of player ${i + 1}`));
  const count = reader.natural('number of choices');
  const choices: FarkleChoice[] = [];
  for (let i = 0; i < count; i++) {
    const byte = reader.byte(`choice ${i + 1}`);
    if (byte > (BANKED | 0x3f))
      throw new ReplayError('malformed', `its choice ${i + 1} is not a choice of dice`);
    const keep = Array.from({ length: DICE_COUNT }, (_, die) => die).filter(
      (die) => (byte & (1 << die)) !== 0,
    );
    choices.push({ keep, then: byte & BANKED ? 'bank' : 'roll' });
  }
  reader.end();
  return { mode, computerLevel, names, seed, highScore, choices, totals };
}

/**
 * Plays a replay from its seed: the computer's turns as the engine plays them, each person's choice where it is
 * their turn. Throws a `ReplayError` naming the first choice the rules refuse, choices missing or left over, or
 * the claimed totals the game does not reach.
 */
export function verifyReplayFarkle(replay: ReplayFarkle): VerifiedReplayFarkle {
  let state: FarkleState;
  try {
    state = newGame({
      mode: replay.mode,
      names: replay.names,
      seed: replay.seed,
      highScore: replay.highScore,
      computerLevel: replay.computerLevel,
    });
  } catch (error) {
    throw new ReplayError(
      'malformed',
      `its game cannot be set up: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (state.players.length !== replay.names.length) {
    throw new ReplayError(
      'malformed',
      `its mode has ${state.players.length} players, but it names ${replay.names.length}`,
    );
  }
  const positions: FarkleState[] = [state];
  const play = (action: Action, what: string): void => {
    try {
      state = apply(state, action);
    } catch (error) {
      throw new ReplayError(
        'illegal-move',
        `${what} cannot be played: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    positions.push(state);
  };
  let next = 0;
  while (state.phase !== 'game-over') {
    if (isComputerTurn(state)) {
      play(computerAction(state), 'the computer’s play');
      continue;
    }
    const choice = replay.choices[next];
    const what = `choice ${next + 1} of ${replay.choices.length}`;
    if (choice === undefined) throw new ReplayError('illegal-move', 'the code ends before the game does');
    next++;
    if (state.phase === 'awaiting-roll') {
      if (choice.keep.length > 0 || choice.then !== 'roll') {
        throw new ReplayError('illegal-move', `${what} sets dice aside before the turn’s first roll`);
      }
      play({ type: 'roll' }, what);
      continue;
    }
    play({ type: 'select', indices: choice.keep }, what);
    play({ type: choice.then }, what);
  }
  if (next < replay.choices.length) {
    throw new ReplayError(
      'illegal-move',
      `the game is over after choice ${next}, but the code has ${replay.choices.length}`,
    );
  }
  state.players.forEach((player, index) => {
    const claimed = replay.totals[index];
    if (claimed !== player.total) {
      throw new ReplayError(
        'wrong-result',
        `the code claims ${String(claimed)} points for ${player.name}, but the game gives ${player.total}`,
      );
    }
  });
  return { replay, positions, final: state };
}

/** Decodes and plays a code: what a replay screen shows, or the sentence that says why it cannot. */
export function playReplayFarkle(code: string): VerifiedReplayFarkle {
  return verifyReplayFarkle(decodeReplayFarkle(code));
}

/**
 * The people's choices of a game, from the actions it was played with (every action, the computer's included, as
 * a save's log holds them): what a replay code records of it.
 */
export function choicesOf(start: FarkleState, actions: readonly Action[]): FarkleChoice[] {
  const choices: FarkleChoice[] = [];
  let state = start;
  for (const action of actions) {
    const before = state;
    state = apply(state, action);
    if (isComputerTurn(before)) continue;
    if (action.type === 'roll' || action.type === 'bank') {
      const keep =
        before.phase === 'choosing' ? before.dice.flatMap((die, index) => (die.selected ? [index] : [])) : [];
      choices.push({ keep, then: action.type });
    }
  }
  return choices;
}
