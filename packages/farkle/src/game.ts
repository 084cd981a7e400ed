import { createRandom, nextUint32, randomSeed } from '@pastime/random';
import { DICE_COUNT } from './dice.ts';
import type { Die } from './dice.ts';
import { FarkleError } from './errors.ts';
import { highScoreAfter } from './queries.ts';
import { resolveRules, TRADITIONAL } from './rules.ts';
import { ALL_MODES, COMPUTER_LEVELS, MAX_NAME_LENGTH, MAX_NAME_UNITS, MAX_PLAYERS } from './state.ts';
import type {
  ComputerLevel,
  FarkleState,
  GameConfig,
  Mode,
  Player,
  PlayerConfig,
  PlayerKind,
} from './state.ts';

const KINDS: Readonly<Record<Mode, readonly PlayerKind[]>> = {
  'one-player': ['human'],
  'two-player': ['human', 'human'],
  'vs-computer': ['human', 'computer'],
  'computer-vs-computer': ['computer', 'computer'],
  custom: [],
};

const DEFAULT_NAMES: Readonly<Record<Mode, readonly string[]>> = {
  'one-player': ['Jacob'],
  'two-player': ['Jacob', 'Brant'],
  'vs-computer': ['Jacob', 'Computer'],
  'computer-vs-computer': ['Computer 1', 'Computer 2'],
  custom: [],
};

/** The kinds of player a mode seats, in order (`custom`: none fixed, see `GameConfig.players`). */
export function playerKinds(mode: Mode): readonly PlayerKind[] {
  return KINDS[mode];
}

/** The names a mode uses when none are given (`custom`: see `defaultPlayerNames`). */
export function defaultNames(mode: Mode): readonly string[] {
  return DEFAULT_NAMES[mode];
}

/**
 * The default names of a `custom` game's seats: the first two people are Jacob and Brant, later ones Player 3,
 * Player 4… (by seat); a lone computer is Computer, several are Computer 1, Computer 2…
 */
export function defaultPlayerNames(kinds: readonly PlayerKind[]): string[] {
  const computers = kinds.filter((k) => k === 'computer').length;
  let people = 0;
  let machines = 0;
  return kinds.map((kind, seat) => {
    if (kind === 'computer') {
      machines++;
      return computers === 1 ? 'Computer' : `Computer ${machines}`;
    }
    people++;
    return people === 1 ? 'Jacob' : people === 2 ? 'Brant' : `Player ${seat + 1}`;
  });
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

/** Why a name is refused: longer than `MAX_NAME_LENGTH` characters or `MAX_NAME_UNITS` code units, or control characters. */
export type NameProblem = 'too-long' | 'too-many-units' | 'control-characters';

/** Why the engine refuses `name` (trimmed), or null when it takes it. Every app checks typed names with it. */
export function nameProblem(name: string): NameProblem | null {
  const trimmed = name.trim();
  if (nameLength(trimmed) > MAX_NAME_LENGTH) return 'too-long';
  if (trimmed.length > MAX_NAME_UNITS) return 'too-many-units';
  return CONTROL.test(trimmed) ? 'control-characters' : null;
}

/**
 * `name` trimmed, or `fallback` when it is empty. Throws `invalid-config` for a name `nameProblem` refuses.
 * `where` names the field in the message.
 */
export function normalizeName(name: unknown, fallback: string, where: string): string {
  if (name === undefined || name === null) return fallback;
  if (typeof name !== 'string') {
    throw new FarkleError('invalid-config', `${where} must be a string, got ${typeof name}`, where);
  }
  const trimmed = name.trim();
  if (trimmed === '') return fallback;
  const problem = nameProblem(trimmed);
  if (problem === null) return trimmed;
  const messages: Readonly<Record<NameProblem, string>> = {
    'too-long': `${where} must be at most ${MAX_NAME_LENGTH} characters, got ${nameLength(trimmed)}`,
    'too-many-units': `${where} must be at most ${MAX_NAME_UNITS} UTF-16 code units, got ${trimmed.length}`,
    'control-characters': `${where} must not contain control characters`,
  };
  throw new FarkleError('invalid-config', messages[problem], where);
}

/**
 * Two players may not share a name (the end of the game names the winner): compared as the players would tell
 * them apart, trimmed, ignoring case and Unicode form (é typed as one character or as e and an accent).
 */
export function sameName(a: string, b: string): boolean {
  const key = (name: string): string => name.trim().normalize('NFC').toLocaleLowerCase('en');
  return key(a) === key(b);
}

export function isComputerLevel(value: unknown): value is ComputerLevel {
  return typeof value === 'string' && (COMPUTER_LEVELS as readonly string[]).includes(value);
}

function isMode(value: unknown): value is Mode {
  return typeof value === 'string' && (ALL_MODES as readonly string[]).includes(value);
}

/** Six blank dice: before the game's first roll they show no face. */
export function blankDice(): readonly Die[] {
  return Array.from({ length: DICE_COUNT }, () => ({ face: null, locked: false, selected: false }));
}

function isKind(value: unknown): value is PlayerKind {
  return value === 'human' || value === 'computer';
}

/** The seats of a `custom` game, checked. */
function customSeats(
  players: unknown,
  level: ComputerLevel,
): { kinds: PlayerKind[]; names: unknown[]; levels: (ComputerLevel | undefined)[] } {
  if (!Array.isArray(players) || players.length < 1 || players.length > MAX_PLAYERS) {
    throw new FarkleError(
      'invalid-config',
      `players must be a list of 1 to ${MAX_PLAYERS} players for custom`,
      'players',
    );
  }
  const kinds: PlayerKind[] = [];
  const names: unknown[] = [];
  const levels: (ComputerLevel | undefined)[] = [];
  players.forEach((raw: unknown, i) => {
    const at = `players[${i}]`;
    if (typeof raw !== 'object' || raw === null) {
      throw new FarkleError('invalid-config', `${at} must be an object with a kind`, at);
    }
    const seat = raw as Partial<PlayerConfig>;
    if (!isKind(seat.kind)) {
      throw new FarkleError(
        'invalid-config',
        `${at}.kind must be human or computer, got ${String(seat.kind)}`,
        `${at}.kind`,
      );
    }
    if (seat.level !== undefined && (!isComputerLevel(seat.level) || seat.kind !== 'computer')) {
      throw new FarkleError(
        'invalid-config',
        seat.kind === 'computer'
          ? `${at}.level must be one of ${COMPUTER_LEVELS.join(', ')}, got ${String(seat.level)}`
          : `${at}.level is for computer players only`,
        `${at}.level`,
      );
    }
    kinds.push(seat.kind);
    names.push(seat.name);
    levels.push(seat.kind === 'computer' ? (seat.level ?? level) : undefined);
  });
  return { kinds, names, levels };
}

/** A new game in its first turn, waiting for player one's first roll. Throws `invalid-config` on bad input. */
export function newGame(config: GameConfig): FarkleState {
  if (typeof config !== 'object' || config === null) {
    throw new FarkleError('invalid-config', 'config must be an object with a mode', 'config');
  }
  const { mode, names, seed, highScore, computerLevel } = config as Partial<GameConfig>;
  if (!isMode(mode)) {
    throw new FarkleError(
      'invalid-config',
      `mode must be one of ${ALL_MODES.join(', ')}, got ${String(mode)}`,
      'mode',
    );
  }
  if (computerLevel !== undefined && !isComputerLevel(computerLevel)) {
    throw new FarkleError(
      'invalid-config',
      `computerLevel must be one of ${COMPUTER_LEVELS.join(', ')}, got ${String(computerLevel)}`,
      'computerLevel',
    );
  }
  const seatsGiven = (config as Partial<GameConfig>).players;
  if (mode !== 'custom' && seatsGiven !== undefined) {
    throw new FarkleError('invalid-config', `players is for custom games; ${mode} seats its own`, 'players');
  }
  if (mode === 'custom' && names !== undefined) {
    throw new FarkleError('invalid-config', 'custom games take their names in players', 'names');
  }
  if (
    mode !== 'custom' &&
    names !== undefined &&
    (!Array.isArray(names) || names.length > KINDS[mode].length)
  ) {
    throw new FarkleError(
      'invalid-config',
      `names must be an array of at most ${KINDS[mode].length} names for ${mode}`,
      'names',
    );
  }
  const seats =
    mode === 'custom'
      ? customSeats(seatsGiven, computerLevel ?? 'classic')
      : { kinds: [...KINDS[mode]], names: [...(names ?? [])], levels: KINDS[mode].map(() => undefined) };
  const kinds = seats.kinds;
  const fallbacks = mode === 'custom' ? defaultPlayerNames(kinds) : DEFAULT_NAMES[mode];

  if (
    seed !== undefined &&
    !(typeof seed === 'string' || (typeof seed === 'number' && Number.isFinite(seed)))
  ) {
    throw new FarkleError(
      'invalid-config',
      `seed must be a finite number or a string, got ${String(seed)}`,
      'seed',
    );
  }
  if (highScore !== undefined && !(Number.isSafeInteger(highScore) && highScore >= 0)) {
    throw new FarkleError(
      'invalid-config',
      `highScore must be a whole number ≥ 0, got ${String(highScore)}`,
      'highScore',
    );
  }
  const rules = config.rules === undefined ? TRADITIONAL : resolveRules(config.rules);
  const where = (i: number): string => (mode === 'custom' ? `players[${i}].name` : `names[${i}]`);
  const players: Player[] = kinds.map((kind, i) => {
    const level = seats.levels[i];
    const player = {
      name: normalizeName(seats.names[i], fallbacks[i] ?? '', where(i)),
      kind,
      total: 0,
      turns: [],
    };
    return level === undefined ? player : { ...player, level };
  });
  players.forEach((p, i) => {
    const clash = players.findIndex((q) => sameName(p.name, q.name));
    if (clash < i) {
      throw new FarkleError(
        'invalid-config',
        `${where(i)} must differ from ${where(clash)}: both players would be called ${JSON.stringify(p.name)}`,
        where(i),
      );
    }
  });
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
    rules,
    rng: createRandom(gameSeed),
    events: [],
  };
}

/**
 * The same game again from the start: same mode, names, players, computer levels and rules (002 §1.2.10.b,
 * §1.5.1.a).
 * The new seed is drawn from this game's generator, so a restart gives a different game that is still
 * determined by the first seed. A one-player game that ended with a new high score passes that score on as the
 * high score.
 */
export function restartGame(state: FarkleState): FarkleState {
  const seed = nextUint32(state.rng).value;
  const common = {
    mode: state.mode,
    seed,
    highScore: highScoreAfter(state),
    computerLevel: state.computerLevel,
    rules: state.rules,
  };
  if (state.mode !== 'custom') return newGame({ ...common, names: state.players.map((p) => p.name) });
  return newGame({
    ...common,
    players: state.players.map((p) =>
      p.level === undefined ? { kind: p.kind, name: p.name } : { kind: p.kind, name: p.name, level: p.level },
    ),
  });
}
