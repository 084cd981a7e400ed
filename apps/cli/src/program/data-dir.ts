/**
 * `--data-dir DIR`: where this run keeps its files, for every command, in place of `PASTIME_DATA_DIR`,
 * `XDG_DATA_HOME` or the default. It is taken out of the arguments before the command reads them, wherever it
 * stands, so each command need not know it.
 */
import { resolve } from 'node:path';
import { type OptionSpec, UsageError } from './options.ts';

export const DATA_DIR_OPTION: OptionSpec = {
  long: 'data-dir',
  value: 'DIR',
  help: 'keep scores, records and saved games in DIR (default: $XDG_DATA_HOME/pastime)',
};

/** The arguments without `--data-dir`, and its directory (absolute) if it was given. */
export function takeDataDir(args: readonly string[]): { args: string[]; dataDir: string | undefined } {
  const rest: string[] = [];
  let dataDir: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    // After `--` every word is an argument.
    if (arg === '--') {
      rest.push(...args.slice(i));
      break;
    }
    let value: string | undefined;
    if (arg === '--data-dir') {
      value = args[i + 1];
      if (value === undefined || /^--./.test(value)) {
        throw new UsageError('option --data-dir needs a value (--data-dir DIR)');
      }
      i++;
    } else if (arg.startsWith('--data-dir=')) {
      value = arg.slice('--data-dir='.length);
    } else {
      rest.push(arg);
      continue;
    }
    if (dataDir !== undefined) throw new UsageError('option --data-dir is given more than once');
    if (value.trim() === '') throw new UsageError('--data-dir must not be empty');
    dataDir = resolve(value);
  }
  return { args: rest, dataDir };
}
