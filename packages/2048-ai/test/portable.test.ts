/** The package runs in a Web Worker as well as in Node: its sources use neither Node's APIs nor the DOM's. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('../src', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('portability', () => {
  it('no source file imports anything but its own modules and @pastime/2048, or reaches for Node or the DOM', () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const [, from] of text.matchAll(/from '([^']+)'/g)) {
        expect(from === '@pastime/2048' || from?.startsWith('.'), `${file} imports ${from}`).toBe(true);
      }
      expect(text, file).not.toMatch(/\b(process|Buffer|require|window|document)\b/);
      // The clock reaches `performance` (in Node and in workers alike) through globalThis, and nothing else does.
      if (!file.endsWith('/search/clock.ts')) expect(text, file).not.toMatch(/\bglobalThis\b/);
    }
  });
});
