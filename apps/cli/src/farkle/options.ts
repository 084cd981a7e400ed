/** What `pastime farkle` is asked to do, once its command line is read. */
import type { ComputerLevel, PlayerConfig, Rules } from '@pastime/farkle';
import type { CommonOptions } from '../program/common-options.ts';

/** Players at the table: 1 to `MAX_PLAYERS` (6). */
export type PlayerCount = number;

export interface OptionsFarkle extends CommonOptions {
  readonly players: PlayerCount | undefined;
  readonly computer: boolean;
  /** Trimmed names as given; an empty entry means "the default name". */
  readonly names: readonly string[];
  readonly seed: string | undefined;
  /** Pause between the computer's steps; absent: the default pace (or `PASTIME_COMPUTER_DELAY_MS`). */
  readonly delayMs: number | undefined;
  /** How the computer opponent plays (`--level` asks for one: it implies `--computer`). */
  readonly level: ComputerLevel;
  /** The game's rules (`--rules`): a preset's or a file's; the traditional rules when not asked for. */
  readonly rules: Rules;
  /** Whether `--rules` was given (a game of its own rather than the one in progress). */
  readonly rulesGiven: boolean;
  /**
   * The seats of a custom game (`--seats`, or `--players` above 2, or `--computers`): people and computers in
   * order; undefined for the requirements' modes.
   */
  readonly seats: readonly PlayerConfig[] | undefined;
}
