/**
 * How a Farkle game is set up, the same from the web app's dialog, the terminal's menu and options, and a server:
 * who sits at the table and by what names, how the computer plays, the rules. A setup becomes the engine's game
 * configuration here, and every objection to it is a problem naming its seat, as data an app words for its own
 * field (a form's label, a command-line option).
 */
import {
  defaultNames,
  defaultPlayerNames,
  MAX_NAME_LENGTH,
  MAX_NAME_UNITS,
  nameLength,
  nameProblem,
  presetOf,
  RULE_PRESETS,
  sameName,
  type ComputerLevel,
  type FarkleState,
  type GameConfig,
  type Mode,
  type NameProblem,
  type PlayerKind,
  type Rules,
} from '@pastime/farkle';
import { seatConfig, type SeatKind } from './seats.ts';

/** A seat of a custom table: who sits there, and the name typed (blank for the seat's default name). */
export interface SetupSeat {
  readonly kind: SeatKind;
  readonly name: string;
}

/** The requirements' modes (002 §1.1): one player, two people, or a person against the computer. */
export type FixedMode = Exclude<Mode, 'custom'>;

export type FarkleSetup =
  /** A mode of the requirements, with the names typed for its people (blank: the default name). */
  | {
      readonly mode: FixedMode;
      readonly names: readonly string[];
      readonly computerLevel: ComputerLevel;
      readonly rules: Rules;
    }
  /** A table of two to six seats, each a person or a computer at a level. */
  | { readonly mode: 'custom'; readonly seats: readonly SetupSeat[]; readonly rules: Rules };

/** What is wrong with a seat's name: the engine's objection to it alone, or that an earlier seat has the same. */
export type SeatNameProblem = NameProblem | 'same-name';

/** One objection to a setup: the seat (from 0, in table order) whose name field must change, and why. */
export interface SetupProblem {
  readonly seat: number;
  readonly problem: SeatNameProblem;
  /**
   * The name the seat would have: as typed and trimmed, or its default when blank; with `same-name`, the name of
   * the other seat, as the table would show it first.
   */
  readonly name: string;
  /** With `same-name`: the other seat of that name. */
  readonly sameAs?: number;
}

/** The requirements' rules (002 §6), the ones a game is played by unless other rules are chosen. */
export const TRADITIONAL_RULES: Rules = RULE_PRESETS.traditional;

/** One player under the traditional rules with the default name: what a setup screen opens with. */
export const FIRST_SETUP: FarkleSetup = {
  mode: 'one-player',
  names: [],
  computerLevel: 'classic',
  rules: TRADITIONAL_RULES,
};

/** The seat kinds of a mode of the requirements, in table order. */
const MODE_KINDS: Readonly<Record<FixedMode, readonly PlayerKind[]>> = {
  'one-player': ['human'],
  'two-player': ['human', 'human'],
  'vs-computer': ['human', 'computer'],
  'computer-vs-computer': ['computer', 'computer'],
};

/** The names typed for each seat, in table order ('' where none was typed, or a computer of a fixed mode). */
function typedNames(setup: FarkleSetup): readonly string[] {
  if (setup.mode === 'custom') return setup.seats.map((seat) => seat.name);
  let person = 0;
  // A fixed mode's names are its people's, in order; its computers are always named by the engine.
  return MODE_KINDS[setup.mode].map((kind) => (kind === 'human' ? (setup.names[person++] ?? '') : ''));
}

function defaultsOf(setup: FarkleSetup): readonly string[] {
  if (setup.mode !== 'custom') return defaultNames(setup.mode);
  return defaultPlayerNames(setup.seats.map((seat) => (seat.kind === 'human' ? 'human' : 'computer')));
}

/**
 * Every objection to `setup`, seat by seat: each name on its own first (too long, control characters); then, when
 * every name is fine alone, two seats that would share a name (compared as people tell names apart: trimmed,
 * ignoring case and Unicode form), told at the seat whose typed name made the clash (the later one when both were
 * typed). Empty when the engine will take the setup.
 */
export function setupProblems(setup: FarkleSetup): readonly SetupProblem[] {
  const typed = typedNames(setup);
  const defaults = defaultsOf(setup);
  const names = typed.map((name, i) => (name.trim() === '' ? (defaults[i] ?? '') : name.trim()));
  const alone = typed.flatMap((name, seat): SetupProblem[] => {
    const problem = nameProblem(name);
    return problem === null ? [] : [{ seat, problem, name: name.trim() }];
  });
  if (alone.length > 0) return alone;
  const typedAt = (seat: number): boolean => (typed[seat] ?? '').trim() !== '';
  const clashes: SetupProblem[] = [];
  names.forEach((name, later) => {
    const earlier = names.findIndex((other) => sameName(other, name));
    if (earlier === later) return;
    const seat = typedAt(later) || !typedAt(earlier) ? later : earlier;
    const shown = names[earlier] ?? name;
    clashes.push({ seat, problem: 'same-name', name: shown, sameAs: seat === later ? earlier : later });
  });
  return clashes;
}

/**
 * What is wrong with a name on its own, in the engine's words without the field ("must be at most 20 characters,
 * got 25"), for an app that names the field its own way; undefined for `same-name`, which names two fields.
 */
export function nameProblemText(problem: SetupProblem): string | undefined {
  switch (problem.problem) {
    case 'too-long':
      return `must be at most ${MAX_NAME_LENGTH} characters, got ${nameLength(problem.name)}`;
    case 'too-many-units':
      return `must be at most ${MAX_NAME_UNITS} UTF-16 code units, got ${problem.name.length}`;
    case 'control-characters':
      return 'must not contain control characters';
    case 'same-name':
      return undefined;
  }
}

/** Two seats of `setup` that would share a name, in table order, and that name; undefined when none do. */
export function nameClash(
  setup: FarkleSetup,
): { readonly seats: readonly [number, number]; readonly name: string } | undefined {
  const clash = setupProblems(setup).find((problem) => problem.problem === 'same-name');
  if (clash === undefined) return undefined;
  const other = clash.sameAs ?? clash.seat;
  return { seats: [Math.min(clash.seat, other), Math.max(clash.seat, other)], name: clash.name };
}

/** The problem of one seat, if any (the first, when there are several). */
export function seatProblem(problems: readonly SetupProblem[], seat: number): SetupProblem | undefined {
  return problems.find((problem) => problem.seat === seat);
}

/** The game configuration options beside the setup: the game's seed and the high score it starts with. */
export interface SetupStart {
  readonly seed?: number | string | undefined;
  readonly highScore?: number | undefined;
}

/**
 * The engine's configuration of `setup`. A traditional game's configuration leaves the rules out, as it always has
 * (its save too). Check `setupProblems` first: the engine refuses a setup that has any.
 */
export function setupConfig(setup: FarkleSetup, start: SetupStart = {}): GameConfig {
  const extra = {
    ...(presetOf(setup.rules) === 'traditional' ? {} : { rules: setup.rules }),
    ...(start.seed === undefined ? {} : { seed: start.seed }),
    ...(start.highScore === undefined ? {} : { highScore: start.highScore }),
  };
  if (setup.mode === 'custom') {
    const players = setup.seats.map((seat) =>
      seatConfig(seat.kind, seat.name.trim() === '' ? undefined : seat.name),
    );
    return { mode: 'custom', players, ...extra };
  }
  const people = MODE_KINDS[setup.mode].filter((kind) => kind === 'human').length;
  return {
    mode: setup.mode,
    names: setup.names.slice(0, people),
    ...(setup.mode === 'vs-computer' || setup.mode === 'computer-vs-computer'
      ? { computerLevel: setup.computerLevel }
      : {}),
    ...extra,
  };
}

/** The setup of a game on the table: its mode, its people's names, its computers' levels and its rules. */
export function setupOf(state: FarkleState): FarkleSetup {
  if (state.mode !== 'custom') {
    const names = state.players.flatMap((player) => (player.kind === 'human' ? [player.name] : []));
    return { mode: state.mode, names, computerLevel: state.computerLevel, rules: state.rules };
  }
  const seats = state.players.map((player): SetupSeat => ({
    kind: player.kind === 'human' ? 'human' : (player.level ?? state.computerLevel),
    name: player.name,
  }));
  return { mode: 'custom', seats, rules: state.rules };
}
