import {
  presetOf,
  type ComputerLevel,
  type FarkleState,
  type GameConfig,
  type Mode,
  type PlayerConfig,
  type Rules,
} from '@pastime/farkle';
import { runSeed } from '../program/run-seed.ts';
import type { OptionsFarkle } from '../program/invocation.ts';

/**
 * How a Farkle game is set up: the mode, the names typed (empty: default), how the computer plays (when there is
 * one), the seeds of the run's games.
 */
export interface FarkleSetup {
  readonly mode: Mode;
  readonly names: readonly string[];
  readonly computerLevel: ComputerLevel;
  /** The game's rules. */
  readonly rules: Rules;
  /** A custom game's seats (mode `custom`). */
  readonly seats?: readonly PlayerConfig[] | undefined;
  /** Shared by every game of the run, from the menu too: each new game takes the next seed. */
  readonly seeds: SeedSequence;
}

/** The mode the options ask for: one player unless two players (human or computer) are asked for. */
export function setupFromOptions(options: OptionsFarkle): FarkleSetup {
  const seeds = new SeedSequence(options.seed);
  if (options.seats !== undefined) {
    return {
      mode: 'custom',
      names: [],
      computerLevel: options.level,
      rules: options.rules,
      seats: options.seats,
      seeds,
    };
  }
  const mode: Mode = options.computer ? 'vs-computer' : options.players === 2 ? 'two-player' : 'one-player';
  return { mode, names: options.names, computerLevel: options.level, rules: options.rules, seeds };
}

/** The next game of `setup`, with the run's next seed. */
export function gameConfig(setup: FarkleSetup): GameConfig {
  const seed = setup.seeds.next();
  // A traditional game's configuration is what it always was (its save too).
  const rules = presetOf(setup.rules) === 'traditional' ? {} : { rules: setup.rules };
  if (setup.mode === 'custom') {
    return {
      mode: 'custom',
      players: (setup.seats ?? []).map((seat) => ({ ...seat })),
      ...rules,
      ...(seed === undefined ? {} : { seed }),
      computerLevel: setup.computerLevel,
    };
  }
  return {
    ...rules,
    mode: setup.mode,
    names: setup.names.map((n) => (n === '' ? undefined : n)),
    ...(seed === undefined ? {} : { seed }),
    computerLevel: setup.computerLevel,
  };
}

/** The options name the mode, so a terminal starts the game right away instead of showing the menu. */
export function modeGiven(options: OptionsFarkle): boolean {
  return (
    options.players !== undefined ||
    options.computer ||
    options.names.length > 0 ||
    options.seats !== undefined
  );
}

/** A game in progress is resumed unless the options ask for a game of their own (a mode or a seed). */
export function resumes(options: OptionsFarkle): boolean {
  return !modeGiven(options) && options.seed === undefined && !options.rulesGiven;
}

/** The setup of a game taken up: its mode, its people's names and its computer's level, with the run's seeds. */
export function setupOf(state: FarkleState, seeds: SeedSequence): FarkleSetup {
  const names = state.players.flatMap((player) => (player.kind === 'human' ? [player.name] : []));
  const base = { mode: state.mode, computerLevel: state.computerLevel, rules: state.rules, seeds };
  if (state.mode !== 'custom') return { ...base, names };
  const seats = state.players.map((player): PlayerConfig =>
    player.kind === 'human'
      ? { kind: 'human', name: player.name }
      : { kind: 'computer', name: player.name, level: player.level ?? state.computerLevel },
  );
  return { ...base, names: [], seats };
}

/** The seeds of the games of one run, one after the other (see `runSeed`). */
export class SeedSequence {
  private started = 0;

  constructor(private readonly seed: string | undefined) {}

  next(): string | undefined {
    return runSeed(this.seed, ++this.started);
  }
}
