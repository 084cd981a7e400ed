/** What `pastime farkle` is asked to do, once its command line is read. */
import type { ComputerLevel } from '@pastime/farkle';
import type { CommonOptions } from '../program/common-options.ts';

export type PlayerCount = 1 | 2;

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
}
