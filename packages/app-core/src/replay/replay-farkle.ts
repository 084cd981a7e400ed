/**
 * Farkle replay codes: a finished game as its mode, computer level, names, seed and the people's choices, one byte
 * each (the dice set aside and whether the turn went on or was banked), with the totals it claims and a check
 * value. The dice and the computer's play follow from the seed, so a code proves its own result: playing it
 * recomputes the game, and the claimed totals are only compared with what that gives.
 *
 * A game of the requirements' modes under the traditional rules is written as it always was (game byte
 * `REPLAY_GAME_FARKLE`), so its code is the one earlier versions printed. Any other game — house rules, a table of
 * two to six seats of people and computers, a longer seed — is written as a Farkle game at a table of its own
 * (`REPLAY_GAME_FARKLE_TABLE`): the same fields, then its rules and, for a table, each seat's kind and level.
 */
import {
  apply,
  computerAction,
  COMPUTER_LEVELS,
  DICE_COUNT,
  FarkleError,
  isComputerTurn,
  MODES,
  newGame,
  presetOf,
  resolveRules,
  RULE_PRESETS,
  type Action,
  type ComputerLevel,
  type FarkleState,
  type GameConfig,
  type Mode,
  type Rules,
} from '@pastime/farkle';
import { ByteWriter, toBase64Url, type ByteReader } from './bytes.ts';
import { ReplayError } from './error.ts';
import { openReplay, REPLAY_GAME_FARKLE, REPLAY_GAME_FARKLE_TABLE, REPLAY_VERSION } from './code.ts';
import { MAX_SEED_BYTES, MAX_TABLE_SEED_BYTES, seedFits } from './seed.ts';

/** A name is at most 20 characters as a person counts them; in UTF-8 that is at most this many bytes. */
const MAX_NAME_BYTES = 400;
/** A choice's byte: the dice set aside in the low six bits, and this bit when the turn was banked. */
const BANKED = 0x40;

/** What a person chose at one point of a turn: the dice set aside (by index), then roll on or bank. */
export interface FarkleChoice {
  readonly keep: readonly number[];
  readonly then: 'roll' | 'bank';
}

/** A seat of a table (`custom`) game as a code holds it: a person, or a computer playing at its level. */
export type ReplayFarkleSeat =
  { readonly kind: 'human' } | { readonly kind: 'computer'; readonly level: ComputerLevel };

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
  /** The house rules the game was played by; absent for the traditional rules. */
  readonly rules?: Rules;
  /** A `custom` game's seats in order, one a name; absent in the other modes, whose mode seats its players. */
  readonly seats?: readonly ReplayFarkleSeat[];
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

/** Whether a code of the first Farkle layout holds `replay`: a mode of the requirements, traditional rules. */
function fitsFirstLayout(replay: ReplayFarkle): boolean {
  return (
    MODES.includes(replay.mode) &&
    replay.seats === undefined &&
    (replay.rules === undefined || presetOf(replay.rules) === 'traditional') &&
    seedFits(replay.seed, MAX_SEED_BYTES)
  );
}

/** The modes of the table layout, by their byte: written out, so that a mode the engine adds cannot renumber them. */
const TABLE_MODES: readonly Mode[] = [
  'one-player',
  'two-player',
  'vs-computer',
  'computer-vs-computer',
  'custom',
];
/** How the rules are written: a preset's number, or `OWN_RULES` and every setting. */
const PRESET_CODES = ['traditional', 'popular'] as const;
const OWN_RULES = 2;
const THREE_PAIRS = [0, 500, 750, 1000, 1500] as const;
const PENALTIES = [0, 500, 1000] as const;
/** A seat's byte: a person, or a computer of the level `COMPUTER_LEVELS[byte - 1]`. */
const SEAT_HUMAN = 0;

function writeRules(writer: ByteWriter, rules: Rules | undefined): void {
  const preset = rules === undefined ? 'traditional' : presetOf(rules);
  if (preset !== null) {
    writer.byte(PRESET_CODES.indexOf(preset));
    return;
  }
  if (rules === undefined) return;
  // The fixed-or-doubling choices and the two yes-or-no combinations share one byte, a bit each.
  const flags =
    (rules.fourOfAKind === 'fixed' ? 1 : 0) |
    (rules.fiveOfAKind === 'fixed' ? 2 : 0) |
    (rules.sixOfAKind === 'fixed' ? 4 : 0) |
    (rules.fourOfAKindWithPair === 0 ? 0 : 8) |
    (rules.twoTriplets === 0 ? 0 : 16);
  writer
    .byte(OWN_RULES)
    .natural(rules.target / 50)
    .natural(rules.onePlayerTurns)
    .natural(rules.bankMinimum / 50)
    .natural(rules.entryMinimum / 50)
    .natural(rules.straight / 50)
    .byte(flags)
    .byte(THREE_PAIRS.indexOf(rules.threePairs))
    .byte(PENALTIES.indexOf(rules.threeFarklePenalty));
}

function readRules(reader: ByteReader): Rules | undefined {
  const kind = reader.byte('rules');
  if (kind === 0) return undefined;
  if (kind === 1) return RULE_PRESETS.popular;
  if (kind !== OWN_RULES) throw new ReplayError('malformed', `its rules, ${kind}, are not a rule set`);
  const target = reader.natural('target') * 50;
  const onePlayerTurns = reader.natural('number of one-player turns');
  const bankMinimum = reader.natural('bank minimum') * 50;
  const entryMinimum = reader.natural('entry minimum') * 50;
  const straight = reader.natural('straight') * 50;
  const flags = reader.byte('rules of a kind');
  if (flags > 31) throw new ReplayError('malformed', 'its rules of a kind are not rules');
  const threePairs = THREE_PAIRS[reader.byte('three pairs')];
  const penalty = PENALTIES[reader.byte('three-farkle penalty')];
  if (threePairs === undefined || penalty === undefined)
    throw new ReplayError('malformed', 'its three pairs or three-farkle penalty is not a rule');
  const rules = {
    target,
    onePlayerTurns,
    bankMinimum,
    entryMinimum,
    fourOfAKind: flags & 1 ? 'fixed' : 'doubling',
    fiveOfAKind: flags & 2 ? 'fixed' : 'doubling',
    sixOfAKind: flags & 4 ? 'fixed' : 'doubling',
    threePairs,
    fourOfAKindWithPair: flags & 8 ? 1500 : 0,
    twoTriplets: flags & 16 ? 2500 : 0,
    straight,
    threeFarklePenalty: penalty,
  };
  let resolved: Rules;
  try {
    resolved = resolveRules(rules);
  } catch (error) {
    if (!(error instanceof FarkleError)) throw error;
    throw new ReplayError('malformed', `its rules are not rules the game has: ${error.message}`);
  }
  // A preset is written as its number: the same rules spelled out are not a code any writer makes.
  if (presetOf(resolved) !== null) throw new ReplayError('malformed', 'its rules spell out a preset');
  return resolved;
}

/**
 * How the table layout writes a seed: the seeds the apps make take fewer bytes than their text. A 32-bit number
 * (the apps' own games) is a natural; a server's 128-bit seed, lowercase hex, is its bytes; anything else is text.
 */
const SEED_TEXT = 0;
const SEED_HEX = 1;
const SEED_NUMBER = 2;
const DECIMAL = /^(0|[1-9][0-9]*)$/;
const HEX = /^([0-9a-f]{2})+$/;

function seedKind(seed: string): number {
  if (DECIMAL.test(seed) && Number(seed) <= Number.MAX_SAFE_INTEGER) return SEED_NUMBER;
  return HEX.test(seed) ? SEED_HEX : SEED_TEXT;
}

function writeSeed(writer: ByteWriter, seed: string): void {
  const kind = seedKind(seed);
  writer.byte(kind);
  if (kind === SEED_NUMBER) writer.natural(Number(seed));
  else if (kind === SEED_TEXT) writer.text(seed);
  else {
    writer.natural(seed.length / 2);
    for (let i = 0; i < seed.length; i += 2) writer.byte(parseInt(seed.slice(i, i + 2), 16));
  }
}

function readSeed(reader: ByteReader): string {
  const kind = reader.byte('seed');
  let seed: string;
  if (kind === SEED_NUMBER) seed = String(reader.natural('seed'));
  else if (kind === SEED_TEXT) seed = reader.text('seed', MAX_TABLE_SEED_BYTES);
  else if (kind === SEED_HEX) {
    const length = reader.natural('seed');
    if (length > MAX_TABLE_SEED_BYTES / 2) throw new ReplayError('malformed', 'its seed is too long');
    seed = '';
    for (let i = 0; i < length; i++) seed += reader.byte('seed').toString(16).padStart(2, '0');
  } else throw new ReplayError('malformed', `its seed, of kind ${kind}, is not a seed`);
  // Each seed has one spelling, so that one game has one code.
  if (seedKind(seed) !== kind) throw new ReplayError('malformed', 'its seed is not written as its kind is');
  return seed;
}

function seatByte(seat: ReplayFarkleSeat): number {
  return seat.kind === 'human' ? SEAT_HUMAN : COMPUTER_LEVELS.indexOf(seat.level) + 1;
}

function readSeat(reader: ByteReader, index: number): ReplayFarkleSeat {
  const byte = reader.byte(`seat ${index + 1}`);
  if (byte === SEAT_HUMAN) return { kind: 'human' };
  const level = COMPUTER_LEVELS[byte - 1];
  if (level === undefined)
    throw new ReplayError('malformed', `its seat ${index + 1} is neither a person nor a computer`);
  return { kind: 'computer', level };
}

/** The players' names, totals and choices: the end of a code of either layout. */
function writePlay(writer: ByteWriter, replay: ReplayFarkle): void {
  for (const total of replay.totals) writer.natural(total);
  writer.natural(replay.choices.length);
  for (const choice of replay.choices) writer.byte(choiceByte(choice));
}

export function encodeReplayFarkle(replay: ReplayFarkle): string {
  const first = fitsFirstLayout(replay);
  const writer = new ByteWriter()
    .byte(REPLAY_VERSION)
    .byte(first ? REPLAY_GAME_FARKLE : REPLAY_GAME_FARKLE_TABLE)
    .byte(first ? MODES.indexOf(replay.mode) : TABLE_MODES.indexOf(replay.mode))
    .byte(COMPUTER_LEVELS.indexOf(replay.computerLevel));
  if (first) writer.text(replay.seed);
  else writeSeed(writer, replay.seed);
  writer.natural(replay.highScore);
  if (!first) writeRules(writer, replay.rules);
  writer.natural(replay.names.length);
  replay.names.forEach((name, index) => {
    const seat = replay.seats?.[index];
    if (!first && replay.mode === 'custom') writer.byte(seat === undefined ? SEAT_HUMAN : seatByte(seat));
    writer.text(name);
  });
  writePlay(writer, replay);
  return toBase64Url(writer.finish());
}

export function decodeReplayFarkle(code: string): ReplayFarkle {
  const { game, reader } = openReplay(code);
  if (game !== REPLAY_GAME_FARKLE && game !== REPLAY_GAME_FARKLE_TABLE)
    throw new ReplayError('unsupported', 'the code is not a Farkle replay');
  const table = game === REPLAY_GAME_FARKLE_TABLE;
  const modes = table ? TABLE_MODES : MODES;
  const modeIndex = reader.byte('mode');
  const mode = modes[modeIndex];
  if (mode === undefined)
    throw new ReplayError('malformed', `its mode, ${modeIndex}, is not one of the ${modes.length} modes`);
  const levelIndex = reader.byte('computer level');
  const computerLevel = COMPUTER_LEVELS[levelIndex];
  if (computerLevel === undefined)
    throw new ReplayError('malformed', `its computer level, ${levelIndex}, is unknown`);
  const seed = table ? readSeed(reader) : reader.text('seed', MAX_SEED_BYTES);
  const highScore = reader.natural('high score');
  const rules = table ? readRules(reader) : undefined;
  const players = reader.natural('number of players');
  if (players < 1 || players > 6) throw new ReplayError('malformed', `it has ${players} players, not 1 to 6`);
  const seats: ReplayFarkleSeat[] = [];
  const names: string[] = [];
  for (let i = 0; i < players; i++) {
    if (table && mode === 'custom') seats.push(readSeat(reader, i));
    names.push(reader.text(`name of player ${i + 1}`, MAX_NAME_BYTES));
  }
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
  const replay: ReplayFarkle = { mode, computerLevel, names, seed, highScore, choices, totals };
  // A code of the table layout that the first layout holds is not one any writer makes: one game, one code.
  if (table && fitsFirstLayout({ ...replay, ...(rules && { rules }) }))
    throw new ReplayError('malformed', 'its game is one the first Farkle layout holds');
  return {
    ...replay,
    ...(rules === undefined ? {} : { rules }),
    ...(mode === 'custom' && table ? { seats } : {}),
  };
}

/** What `newGame` is handed to begin the game of `replay`. */
export function replayFarkleConfig(replay: ReplayFarkle): GameConfig {
  const { mode, names, seed, highScore, computerLevel, rules, seats } = replay;
  const common = { mode, seed, highScore, computerLevel, ...(rules === undefined ? {} : { rules }) };
  if (mode !== 'custom') return { ...common, names };
  return {
    ...common,
    players: names.map((name, index) => {
      const seat = seats?.[index] ?? { kind: 'human' };
      return seat.kind === 'human' ? { kind: 'human', name } : { kind: 'computer', name, level: seat.level };
    }),
  };
}

/**
 * Plays a replay from its seed: the computer's turns as the engine plays them, each person's choice where it is
 * their turn, as far as the choices go (a game stopped before its end replays to where it stopped). Throws a
 * `ReplayError` naming the first choice the rules refuse, choices left over after the end, or the claimed totals
 * the game does not reach.
 */
export function verifyReplayFarkle(replay: ReplayFarkle): VerifiedReplayFarkle {
  let state: FarkleState;
  try {
    state = newGame(replayFarkleConfig(replay));
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
    // A game that stopped before its end (a daily run its day closed on) replays to where it stopped.
    if (choice === undefined) break;
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
