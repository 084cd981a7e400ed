import type { ComputerLevel, FarkleState, GameConfig, Mode } from '@pastime/farkle';
import type { OptionsFarkle } from './options.ts';
import { SeedSequence } from '../program/seed-sequence.ts';

/**
 * How a Farkle game is set up: the mode, the names typed (empty: default), how the computer plays (when there is
 * one), the seeds of the run's games.
 */
export interface FarkleSetup {
  readonly mode: Mode;
  readonly names: readonly string[];
  readonly computerLevel: ComputerLevel;
  /** Shared by every game of the run, from the menu too: each new game takes the next seed. */
  readonly seeds: SeedSequence;
}

/** The mode the options ask for: one player unless two players (human or computer) are asked for. */
export function setupFromOptions(options: OptionsFarkle): FarkleSetup {
  const mode: Mode = options.computer ? 'vs-computer' : options.players === 2 ? 'two-player' : 'one-player';
  return {
    mode,
    names: options.names,
    computerLevel: options.level,
    seeds: new SeedSequence(options.seed),
  };
}

/** The next game of `setup`, with the run's next seed. */
export function gameConfig(setup: FarkleSetup): GameConfig {
  const seed = setup.seeds.next();
  return {
    mode: setup.mode,
    names: setup.names.map((n) => (n === '' ? undefined : n)),
    ...(seed === undefined ? {} : { seed }),
    computerLevel: setup.computerLevel,
  };
}

/** The options name the mode, so a terminal starts the game right away instead of showing the menu. */
export function modeGiven(options: OptionsFarkle): boolean {
  return options.players !== undefined || options.computer || options.names.length > 0;
}

/** A game in progress is resumed unless the options ask for a game of their own (a mode or a seed). */
export function resumes(options: OptionsFarkle): boolean {
  return !modeGiven(options) && options.seed === undefined;
}

/** The setup of a game taken up: its mode, its people's names and its computer's level, with the run's seeds. */
export function setupOf(state: FarkleState, seeds: SeedSequence): FarkleSetup {
  const names = state.players.flatMap((player) => (player.kind === 'human' ? [player.name] : []));
  return { mode: state.mode, names, computerLevel: state.computerLevel, seeds };
}
