import { DATA_DIR_OPTION } from './data-dir.ts';
import { type OptionSpec, type ParsedOptions, stringValue, UsageError } from './options.ts';

/** Options every game understands. */
export interface CommonOptions {
  /** Through the line protocol: one JSON object per line instead of text. */
  readonly json: boolean;
  /** Use the line protocol even when stdin and stdout are a terminal. */
  readonly plain: boolean;
  /** Read and write the data directory (scores, records, the saved game). */
  readonly save: boolean;
  /** Colours on a screen that has them (`--no-color` turns them off, as `NO_COLOR` does). */
  readonly color: boolean;
}

export const HELP_OPTION: OptionSpec = { long: 'help', short: 'h', help: 'show this help and exit' };

/** The options of every game, `--help` last. */
export const COMMON_OPTIONS: readonly OptionSpec[] = [
  { long: 'json', help: 'line protocol: print the state as one JSON object per line' },
  { long: 'plain', help: 'use the line protocol even in a terminal' },
  { long: 'no-save', help: 'do not read or write scores, records or saved games' },
  { long: 'no-color', help: 'draw the full screen without colours (as NO_COLOR=1 does)' },
  DATA_DIR_OPTION,
  HELP_OPTION,
];

export function commonOptions(parsed: ParsedOptions): CommonOptions {
  return {
    json: parsed.values.has('json'),
    plain: parsed.values.has('plain'),
    save: !parsed.values.has('no-save'),
    color: !parsed.values.has('no-color'),
  };
}

/** `--seed`: any text but an empty one. */
export function seedOption(parsed: ParsedOptions, command: string): string | undefined {
  const seed = stringValue(parsed, 'seed');
  if (seed !== undefined && seed.trim() === '') throw new UsageError('--seed must not be empty', command);
  return seed;
}
