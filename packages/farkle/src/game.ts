import { createRandom, nextUint32, randomSeed } from '@pastime/random';
import { DICE_COUNT } from './dice.ts';
import type { Die } from './dice.ts';
import { FarkleError } from './errors.ts';
import { highScoreAfter } from './queries.ts';
import { COMPUTER_LEVELS, MAX_NAME_LENGTH, MAX_NAME_UNITS, MODES } from './state.ts';
import type { ComputerLevel, FarkleState, GameConfig, Mode, Player, PlayerKind } from './state.ts';

const KINDS: Readonly<Record<Mode, readonly PlayerKind[]>> = {
  'one-player': ['human'],
  'two-player': ['human', 'human'],
  'vs-computer': ['human', 'computer'],
  'computer-vs-computer': ['computer', 'computer'],
};

const DEFAULT_NAMES: Readonly<Record<Mode, readonly string[]>> = {
  'one-player': ['Jacob'],
  'two-player': ['Jacob', 'Brant'],
  'vs-computer': ['Jacob', 'Computer'],
  'computer-vs-computer': ['Computer 1', 'Computer 2'],
};

/** The kinds of player a mode seats, in order. */
export function playerKinds(mode: Mode): readonly PlayerKind[] {
  return KINDS[mode];
}

/** The names a mode uses when none are given. */
export function defaultNames(mode: Mode): readonly string[] {
  return DEFAULT_NAMES[mode];
}

// Control characters would corrupt a terminal screen; names are shown as text, never as markup.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The length of a name as a person counts it: its grapheme clusters, so that 👍🏽 (a thumb and a skin tone, four
 * UTF-16 code units) or é written as e and an accent is one character. Every app checks names with it.
 */
export function nameLength(name: string): number {
  let count = 0;
  for (const _ of graphemes.segment(name)) count++;
  return count;
}

/**
 * `name` trimmed, or `fallback` when it is empty. Throws `invalid-config` for a name longer than
 * `MAX_NAME_LENGTH` characters (counted by `nameLength`) or `MAX_NAME_UNITS` UTF-16 code units, or one with
 * control characters. `where` names the field in the message.
 */
export function normalizeName(name: unknown, fallback: string, where: string): string {
  if (name === undefined || name === null) return fallback;
  if (typeof name !== 'string') {
    throw new FarkleError('invalid-config', `${where} must be a string, got ${typeof name}`);
  }
  const trimmed = name.trim();
  if (trimmed === '') return fallback;
  const length = nameLength(trimmed);
  if (length > MAX_NAME_LENGTH) {
    throw new FarkleError(
      'invalid-config',
      `${where} must be at most ${MAX_NAME_LENGTH} characters, got ${length}`,
    );
  }
  if (trimmed.length > MAX_NAME_UNITS) {
    throw new FarkleError(
      'invalid-config',
      `${where} must be at most ${MAX_NAME_UNITS} UTF-16 code units, got ${trimmed.length}`,
    );
  }
  if (CONTROL.test(trimmed)) {
    throw new FarkleError('invalid-config', `${where} must not contain control characters`);
  }
  return trimmed;
}

/** Two players may not share a name (the end of the game names the winner): compared trimmed, ignoring case. */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');
}

export function isComputerLevel(value: unknown): value is ComputerLevel {
  return typeof value === 'string' && (COMPUTER_LEVELS as readonly string[]).includes(value);
}

function isMode(value: unknown): value is Mode {
  return typeof value === 'string' && (MODES as readonly string[]).includes(value);
}

/** Six blank dice: before the game's first roll they show no face. */
export function blankDice(): readonly Die[] {
  return Array.from({ length: DICE_COUNT }, () => ({ face: null, locked: false, selected: false }));
}

/** A new game in its first turn, waiting for player one's first roll. Throws `invalid-config` on bad input. */
export function newGame(config: GameConfig): FarkleState {
  if (typeof config !== 'object' || config === null) {
    throw new FarkleError('invalid-config', 'config must be an object with a mode');
  }
  const { mode, names, seed, highScore, computerLevel } = config as Partial<GameConfig>;
  if (!isMode(mode)) {
    throw new FarkleError('invalid-config', `mode must be one of ${MODES.join(', ')}, got ${String(mode)}`);
  }
  const kinds = KINDS[mode];
  if (names !== undefined && (!Array.isArray(names) || names.length > kinds.length)) {
    throw new FarkleError(
      'invalid-config',
      `names must be an array of at most ${kinds.length} names for ${mode}`,
    );
  }
  if (
    seed !== undefined &&
    !(typeof seed === 'string' || (typeof seed === 'number' && Number.isFinite(seed)))
  ) {
    throw new FarkleError('invalid-config', `seed must be a finite number or a string, got ${String(seed)}`);
  }
  if (highScore !== undefined && !(Number.isSafeInteger(highScore) && highScore >= 0)) {
    throw new FarkleError('invalid-config', `highScore must be a whole number ≥ 0, got ${String(highScore)}`);
  }
  if (computerLevel !== undefined && !isComputerLevel(computerLevel)) {
    throw new FarkleError(
      'invalid-config',
      `computerLevel must be one of ${COMPUTER_LEVELS.join(', ')}, got ${String(computerLevel)}`,
    );
  }
  const players: Player[] = kinds.map((kind, i) => ({
    name: normalizeName(names?.[i], DEFAULT_NAMES[mode][i] ?? '', `names[${i}]`),
    kind,
    total: 0,
    turns: [],
  }));
  const [first, second] = players;
  if (first !== undefined && second !== undefined && sameName(first.name, second.name)) {
    throw new FarkleError(
      'invalid-config',
      `names[1] must differ from names[0]: both players would be called ${JSON.stringify(second.name)}`,
    );
  }
  const gameSeed = seed ?? randomSeed();
  return {
    mode,
    seed: gameSeed,
    players,
    current: 0,
    turn: 1,
    phase: 'awaiting-roll',
    dice: blankDice(),
    turnTotal: 0,
    selectionScore: 0,
    rollScore: 0,
    finalRound: null,
    winner: null,
    highScore: highScore ?? 0,
    newHighScore: false,
    computerLevel: computerLevel ?? 'classic',
    computerGoal: null,
    rng: createRandom(gameSeed),
    events: [],
  };
}

/**
 * The same game again from the start: same mode, names, players and computer level (002 §1.2.10.b, §1.5.1.a).
 * The new seed is drawn from this game's generator, so a restart gives a different game that is still
 * determined by the first seed. A one-player game that ended with a new high score passes that score on as the
 * high score.
 */
export function restartGame(state: FarkleState): FarkleState {
  const seed = nextUint32(state.rng).value;
  return newGame({
    mode: state.mode,
    names: state.players.map((p) => p.name),
    seed,
    highScore: highScoreAfter(state),
    computerLevel: state.computerLevel,
  });
}
