import { UsageError } from './usage-error.ts';
import { quoted } from '../term/quote.ts';

/** One option a command accepts: a flag (`--json`) or an option that takes a value (`--size 4`, `--size=4`). */
export interface OptionSpec {
  readonly long: string;
  readonly short?: string;
  readonly takesValue: boolean;
  /** Placeholder shown in the help, e.g. `N`. */
  readonly placeholder?: string;
  readonly help: string;
}

export interface ParsedOptions {
  /** Values by long name; flags map to `true`. */
  readonly values: ReadonlyMap<string, string | true>;
  readonly positionals: readonly string[];
}

/**
 * Parses `args` against `specs`. Unknown options, missing values, values given to flags and repeated options are
 * all errors: a typo must never silently start a different game than the one asked for.
 */
export function parseOptions(
  args: readonly string[],
  specs: readonly OptionSpec[],
  command: string,
): ParsedOptions {
  const values = new Map<string, string | true>();
  const positionals: string[] = [];
  let onlyPositionals = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (onlyPositionals || arg === '-' || !arg.startsWith('-')) {
      positionals.push(arg);
      continue;
    }
    if (arg === '--') {
      onlyPositionals = true;
      continue;
    }
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = eq >= 0 ? arg.slice(0, eq) : arg;
    const spec = specs.find(
      (s) => `--${s.long}` === name || (s.short !== undefined && `-${s.short}` === name),
    );
    if (spec === undefined) {
      throw new UsageError(`unknown option ${quoted(name)}`, command);
    }
    const shown = `--${spec.long}`;
    if (values.has(spec.long)) {
      throw new UsageError(`option ${shown} is given more than once`, command);
    }
    if (!spec.takesValue) {
      if (eq >= 0) throw new UsageError(`option ${shown} takes no value`, command);
      values.set(spec.long, true);
      continue;
    }
    let value: string;
    if (eq >= 0) {
      value = arg.slice(eq + 1);
    } else {
      const next = args[i + 1];
      if (next === undefined || (next.startsWith('--') && next.length > 2)) {
        throw new UsageError(
          `option ${shown} needs a value (${shown} ${spec.placeholder ?? 'VALUE'})`,
          command,
        );
      }
      value = next;
      i++;
    }
    values.set(spec.long, value);
  }
  return { values, positionals };
}

/** Whole decimal numbers only: `4`, not `4.0`, `0x4`, `4e0` or ` 4`. */
export function parseWholeNumber(text: string): number | undefined {
  return /^[+-]?\d+$/.test(text) ? Number(text) : undefined;
}

/** The help lines for a list of options, aligned. */
export function formatOptions(specs: readonly OptionSpec[]): string[] {
  const heads = specs.map((s) => {
    const long = s.takesValue ? `--${s.long} ${s.placeholder ?? 'VALUE'}` : `--${s.long}`;
    return s.short === undefined ? `    ${long}` : `-${s.short}, ${long}`;
  });
  const width = Math.max(...heads.map((h) => h.length));
  return specs.map((s, i) => `  ${(heads[i] ?? '').padEnd(width)}  ${s.help}`);
}
