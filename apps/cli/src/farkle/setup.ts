/**
 * How the command line sets up a Farkle game: the options as the setup model of `@pastime/app-core`, and whether
 * they ask for a game of their own or the game in progress.
 */
import { runSeed, type FarkleSetup } from '@pastime/app-core';
import type { OptionsFarkle } from '../program/invocation.ts';

/** The setup the options ask for: their seats, else one player unless two (people or with the computer). */
export function setupFromOptions(options: OptionsFarkle): FarkleSetup {
  if (options.seats !== undefined) {
    return { mode: 'custom', seats: options.seats, rules: options.rules };
  }
  const mode = options.computer ? 'vs-computer' : options.players === 2 ? 'two-player' : 'one-player';
  return { mode, names: options.names, computerLevel: options.level, rules: options.rules };
}

/** The seed of each game of the run: `--seed S` gives S, S/2, S/3… */
export function runSeeds(options: OptionsFarkle): (n: number) => number | string | undefined {
  return (n) => runSeed(options.seed, n);
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
