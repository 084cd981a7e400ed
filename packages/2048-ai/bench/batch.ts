/** What the batch scripts (`play.ts`, `reference-play.ts`) share: their argument checks and their `--out` file. */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

export interface ArgumentChecks {
  /** Prints the message and the usage, and exits with code 2. */
  fail(message: string): never;
  /** The flag's value as an integer from `min` to `max`, or `fail`. */
  integer(flag: string, text: string | undefined, min: number, max: number): number;
}

export function argumentChecks(script: string, usage: string): ArgumentChecks {
  function fail(message: string): never {
    console.error(`${script}: ${message}\n${usage}`);
    process.exit(2);
  }
  return {
    fail,
    integer(flag, text, min, max) {
      const value = Number(text);
      if (text === undefined || !Number.isInteger(value) || value < min || value > max)
        fail(`${flag} must be an integer from ${min} to ${max}, got ${JSON.stringify(text ?? null)}`);
      return value;
    },
  };
}

/** Ends a last line cut short by a killed run, so that it does not swallow the next record. */
export function endCutLine(file: string): void {
  if (!existsSync(file)) return;
  const text = readFileSync(file, 'utf8');
  if (text.length > 0 && !text.endsWith('\n')) appendFileSync(file, '\n');
}
