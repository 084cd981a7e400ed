import { parseArgs } from 'node:util';
import { quoted } from '../term/quote.ts';

/** One option a command accepts: a flag (`--json`) or an option that takes a value (`--size 4`, `--size=4`). */
export interface OptionSpec {
  readonly long: string;
  readonly short?: string;
  /** The value's placeholder in the help (`N`), for an option that takes one; a flag has none. */
  readonly value?: string;
  readonly help: string;
}

export interface ParsedOptions {
  /** Values by long name; flags map to `true`. */
  readonly values: ReadonlyMap<string, string | true>;
  readonly positionals: readonly string[];
}

/**
 * Parses `args` against `specs` with `node:util`'s `parseArgs`. Unknown options, missing values, values given to
 * flags and repeated options are all errors: a typo must never silently start a different game than the one
 * asked for. `parseArgs` runs in its lenient mode and every token it finds is checked here, so that each mistake
 * gets the program's own one-sentence message (and a value such as `-3` reaches the check that explains it).
 */
export function parseOptions(
  args: readonly string[],
  specs: readonly OptionSpec[],
  command: string,
): ParsedOptions {
  const { tokens } = parseArgs({
    args: [...args],
    options: Object.fromEntries(
      specs.map((spec) => [
        spec.long,
        {
          type: spec.value === undefined ? 'boolean' : 'string',
          ...(spec.short === undefined ? {} : { short: spec.short }),
        },
      ]),
    ),
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const values = new Map<string, string | true>();
  const positionals: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'positional') positionals.push(token.value);
    if (token.kind !== 'option') continue;
    const spec = specs.find(
      (s) => `--${s.long}` === token.rawName || (s.short !== undefined && `-${s.short}` === token.rawName),
    );
    if (spec === undefined) throw new UsageError(`unknown option ${quoted(token.rawName)}`, command);
    const shown = `--${spec.long}`;
    if (values.has(spec.long)) throw new UsageError(`option ${shown} is given more than once`, command);
    if (spec.value === undefined) {
      if (token.value !== undefined) throw new UsageError(`option ${shown} takes no value`, command);
      values.set(spec.long, true);
      continue;
    }
    // `--size --json`: the next option is not the value (`--size=--json` would be).
    const value = token.value;
    if (value === undefined || (token.inlineValue !== true && /^--./.test(value))) {
      throw new UsageError(`option ${shown} needs a value (${shown} ${spec.value})`, command);
    }
    values.set(spec.long, value);
  }
  return { values, positionals };
}

/** The value of an option that takes one, if it was given. */
export function stringValue(parsed: ParsedOptions, long: string): string | undefined {
  const value = parsed.values.get(long);
  return typeof value === 'string' ? value : undefined;
}

/** Commands that take no arguments besides their options. */
export function noPositionals(parsed: ParsedOptions, command: string): void {
  const extra = parsed.positionals[0];
  if (extra !== undefined) throw new UsageError(`unexpected argument ${quoted(extra)}`, command);
}

/** Whole decimal numbers only: `4`, not `4.0`, `0x4`, `4e0` or ` 4`. */
export function parseWholeNumber(text: string): number | undefined {
  return /^[+-]?\d+$/.test(text) ? Number(text) : undefined;
}

/** A whole number (as `parseWholeNumber` reads it, spaces around allowed) from `min` to `max`, else undefined. */
function wholeNumberIn(text: string, min: number, max: number): number | undefined {
  const n = parseWholeNumber(text.trim());
  return n !== undefined && n >= min && n <= max ? n : undefined;
}

/**
 * The value of a whole-number option from `min` to `max`, if it was given; `unit` says what it counts
 * (`of milliseconds`).
 */
export function wholeNumberOption(
  parsed: ParsedOptions,
  long: string,
  [min, max]: readonly [number, number],
  command: string,
  unit = '',
): number | undefined {
  const text = stringValue(parsed, long);
  if (text === undefined) return undefined;
  const n = wholeNumberIn(text, min, max);
  if (n === undefined) {
    throw rangeError(
      long,
      unit === '' ? 'a whole number' : `a whole number ${unit}`,
      [min, max],
      text,
      command,
    );
  }
  return n;
}

/**
 * The one wording of an option's value outside what it takes, whatever the option:
 * `--size must be a whole number from 3 to 8, got '9'`; `note` follows the range (`(8, 16, 32, ...)`).
 */
export function rangeError(
  long: string,
  what: string,
  [min, max]: readonly [number, number],
  text: string,
  command: string,
  note = '',
): UsageError {
  const range = `from ${min} to ${max}${note === '' ? '' : ` ${note}`}`;
  return new UsageError(`--${long} must be ${what} ${range}, got ${quoted(text)}`, command);
}

/** The help lines for a list of options, aligned. */
export function formatOptions(specs: readonly OptionSpec[]): string[] {
  const heads = specs.map((s) => {
    const long = s.value === undefined ? `--${s.long}` : `--${s.long} ${s.value}`;
    return s.short === undefined ? `    ${long}` : `-${s.short}, ${long}`;
  });
  const width = Math.max(...heads.map((h) => h.length));
  return specs.map((s, i) => `  ${(heads[i] ?? '').padEnd(width)}  ${s.help}`);
}

/** A mistake on the command line: reported in one clear sentence, and the program exits with code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  /** The command whose `--help` the message points to, when there is one. */
  readonly command: string | undefined;

  constructor(message: string, command?: string) {
    super(message);
    this.command = command;
  }
}

export const USAGE_EXIT_CODE = 2;
