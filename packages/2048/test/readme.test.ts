/** The README stays true to the code: the names it shows exist, its constants have its values, its save is real. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as engine from '../src/index.ts';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

function codeBlock(language: string): string {
  const block = new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(readme)?.[1];
  if (block === undefined) throw new Error(`no ${language} block in the README`);
  return block;
}

describe('README', () => {
  it('the usage example imports only names the package exports', () => {
    const imported = /import \{([^}]+)\} from '@pastime\/2048'/.exec(codeBlock('ts'))?.[1] ?? '';
    const names = imported.split(',').map((name) => name.trim());
    expect(names.length).toBeGreaterThan(3);
    for (const name of names) expect(Object.keys(engine)).toContain(name);
  });

  it('every function in the API table is exported', () => {
    const table = readme.slice(readme.indexOf('## API'), readme.indexOf('### Configuration'));
    const names = [...table.matchAll(/^\| `(\w+)\(/gm)].map((m) => m[1]);
    const pairs = [...table.matchAll(/^\| `\w+\(state\)` \/ `(\w+)\(/gm)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(10);
    for (const name of [...names, ...pairs])
      expect(typeof engine[name as keyof typeof engine]).toBe('function');
  });

  it('the constants have the values the README gives', () => {
    const line = readme.slice(readme.indexOf('Constants:'), readme.indexOf('Types:'));
    const constants = [...line.matchAll(/`(\w+)` \(([^)]+)\)/g)];
    expect(constants.length).toBe(8);
    for (const [, name, value] of constants) {
      const shown: unknown = JSON.parse((value ?? '').replace(/`/g, '').replace(/'/g, '"'));
      expect(engine[name as keyof typeof engine]).toEqual(shown);
    }
  });

  it("the save format example is exactly serialize(move(init({ seed: 'demo' }), 'right'))", () => {
    const shown: unknown = JSON.parse(codeBlock('json'));
    const made = engine.serialize(engine.move(engine.init({ seed: 'demo' }), 'right'));
    expect(JSON.parse(made)).toEqual(shown);
    expect(made).toBe(JSON.stringify(shown));
  });
});
