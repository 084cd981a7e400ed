/** The README stays true to the code: the names it shows exist and its constants have its values. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as ai from '../src/index.ts';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('README', () => {
  it('the examples import only names the package exports', () => {
    const imports = [...readme.matchAll(/import (?:type )?\{([^}]+)\} from '@pastime\/2048-ai'/g)];
    expect(imports.length).toBeGreaterThan(1);
    const runtime = Object.keys(ai);
    const types = /^Types: (.*)$/m.exec(readme)?.[1] ?? '';
    for (const [, names] of imports) {
      for (const name of (names ?? '').split(',').map((n) => n.trim())) {
        expect(runtime.includes(name) || types.includes(`\`${name}\``)).toBe(true);
      }
    }
  });

  it('every function in the API table is exported', () => {
    const table = readme.slice(readme.indexOf('## API'), readme.indexOf('Constants:'));
    const names = [...table.matchAll(/^\| `(\w+)\(/gm)].map((m) => m[1]);
    expect(names).toEqual([
      'analyze',
      'analyzeSaved',
      'handleAnalyzeRequest',
      'analyzeParallel',
      'searchMove',
      'handleMoveRequest',
      'searchThreadCount',
      'loadNTupleEvaluation',
    ]);
    for (const name of names) expect(typeof ai[name as keyof typeof ai]).toBe('function');
  });

  it('the constants have the values the README gives', () => {
    const line = /^Constants: (.*)$/m.exec(readme)?.[1] ?? '';
    const constants = [...line.matchAll(/`(\w+)` \((\d+)\)/g)];
    expect(constants.length).toBe(4);
    for (const [, name, value] of constants) expect(ai[name as keyof typeof ai]).toBe(Number(value));
  });
});
