import type { Mode } from '@pastime/farkle';
import type { OptionsFarkle } from '../cli/command-farkle.ts';
import { SeedSequence } from '../cli/seed-sequence.ts';
import type { FarkleSetup } from './session.ts';

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

/** The options name the mode, so a terminal starts the game right away instead of showing the menu. */
export function modeGiven(options: OptionsFarkle): boolean {
  return options.players !== undefined || options.computer || options.names.length > 0;
}
