import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';

/** The streams a game uses through the line protocol. */
export interface LineIO {
  readonly input: Readable;
  readonly output: Writable;
  readonly errors: Writable;
}

/**
 * Calls `handle` with every line of the input (trimmed), until the input ends or `handle` returns `'stop'`.
 * Returns the line that stopped it, or null at the end of the input. Blank lines and lines starting with `#`
 * are skipped, so command files can be commented.
 */
export async function forEachLine(
  input: Readable,
  handle: (line: string) => 'stop' | 'go-on' | Promise<'stop' | 'go-on'>,
): Promise<string | null> {
  const lines = createInterface({ input, crlfDelay: Infinity, terminal: false });
  try {
    for await (const line of lines) {
      const trimmed = line.trim();
      if (trimmed === '' || trimmed.startsWith('#')) continue;
      if ((await handle(trimmed)) === 'stop') return trimmed;
    }
    return null;
  } finally {
    lines.close();
  }
}
