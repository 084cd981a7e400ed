import { FARKLE_PACES } from '@pastime/app-core';
import { RULE_PRESETS } from '@pastime/farkle';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCommandLine } from '../src/program/command-line.ts';
import { UsageError } from '../src/program/options.ts';
import { DEFAULT_TIME_MS, MAX_DEPTH, MAX_TIME_MS } from '@pastime/2048-ai';
import {
  DEFAULT_TIME_MS as SEARCH_TIME_DEFAULT_MS,
  MAX_DEPTH as SEARCH_DEPTH_MAX,
  MAX_TIME_MS as SEARCH_TIME_MAX_MS,
} from '@pastime/2048-ai/limits';
import { CLI_ROOT } from './support/cli.ts';

/** The usage error `args` gives: its message and the command whose help it points to. */
function usageError(args: readonly string[]): { message: string; command: string | undefined } {
  try {
    parseCommandLine(args);
  } catch (error) {
    if (error instanceof UsageError) return { message: error.message, command: error.command };
    throw error;
  }
  throw new Error(`no usage error for ${args.join(' ')}`);
}

describe('the command line (parseArgs underneath)', () => {
  it('reads values given as the next argument or after =, including ones that start with a dash', () => {
    expect(parseCommandLine(['2048', '--size', '5', '--win=64', '--seed', '-7'])).toMatchObject({
      kind: '2048',
      options: { size: 5, winValue: 64, seed: '-7' },
    });
    expect(parseCommandLine(['farkle', '--names=Ann', '--delay', '0', '--plain', '--no-save'])).toEqual({
      kind: 'farkle',
      options: {
        json: false,
        plain: true,
        save: false,
        color: true,
        players: 1,
        computer: false,
        names: ['Ann'],
        seed: undefined,
        delayMs: 0,
        level: 'classic',
        rules: RULE_PRESETS.traditional,
        rulesGiven: false,
        seats: undefined,
        resume: undefined,
      },
    });
    // A value may even look like an option when it is attached with =.
    expect(parseCommandLine(['2048', '--seed=--json'])).toMatchObject({
      options: { seed: '--json', json: false },
    });
  });

  it('refuses an option where a value should be, an empty value, and unknown short options', () => {
    expect(usageError(['2048', '--size', '--json'])).toEqual({
      message: 'option --size needs a value (--size N)',
      command: '2048',
    });
    expect(usageError(['2048', '--size='])).toEqual({
      message: "--size must be a whole number from 3 to 8, got ''",
      command: '2048',
    });
    expect(usageError(['farkle', '-z'])).toEqual({ message: "unknown option '-z'", command: 'farkle' });
    // Short options written together are read one by one: the unknown one is named.
    expect(usageError(['farkle', '-hx'])).toEqual({ message: "unknown option '-x'", command: 'farkle' });
    expect(usageError(['2048', '--colour=red'])).toEqual({
      message: "unknown option '--colour'",
      command: '2048',
    });
    expect(usageError(['--plain', '--plain'])).toEqual({
      message: 'option --plain is given more than once',
      command: '',
    });
  });

  it('takes everything after -- as arguments, which no game has', () => {
    expect(usageError(['2048', '--', '--json'])).toEqual({
      message: "unexpected argument '--json'",
      command: '2048',
    });
    expect(usageError(['farkle', '-'])).toEqual({ message: "unexpected argument '-'", command: 'farkle' });
  });

  it('gives the help of a game by name, the menu with common options, and the version of the package', () => {
    expect(parseCommandLine(['help', '2048'])).toEqual(parseCommandLine(['2048', '-h']));
    expect(usageError(['help', 'chess'])).toEqual({
      message:
        "unknown game 'chess': choose 2048 or farkle (or history, stats, replay, online, join, daily or leaderboard)",
      command: undefined,
    });
    expect(usageError(['help', '2048', 'farkle']).message).toBe("unexpected argument 'farkle'");
    expect(parseCommandLine(['--no-save'])).toEqual({
      kind: 'menu',
      options: { json: false, plain: false, save: false, color: true },
    });
    const { version } = JSON.parse(readFileSync(join(CLI_ROOT, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(parseCommandLine(['--version'])).toEqual({ kind: 'help', text: version });
    expect(parseCommandLine(['-V'])).toEqual({ kind: 'help', text: version });
  });
});

describe('2048: auto-play and the search options', () => {
  it('reads --autoplay, --time-ms and --depth, all absent by default', () => {
    expect(parseCommandLine(['2048', '--autoplay', '--time-ms', '20', '--depth=3'])).toMatchObject({
      kind: '2048',
      options: { autoplay: true, timeMs: 20, depth: 3 },
    });
    expect(parseCommandLine(['2048', '--time-ms=60000', '--depth', '20'])).toMatchObject({
      options: { autoplay: false, timeMs: 60_000, depth: 20 },
    });
    expect(parseCommandLine(['2048'])).toMatchObject({
      options: { autoplay: false, timeMs: undefined, depth: undefined },
    });
  });

  it("takes the search's own bounds and default from its light subpath, which loads nothing else", () => {
    expect([SEARCH_TIME_MAX_MS, SEARCH_DEPTH_MAX, SEARCH_TIME_DEFAULT_MS]).toEqual([
      MAX_TIME_MS,
      MAX_DEPTH,
      DEFAULT_TIME_MS,
    ]);
    const limits = readFileSync(fileURLToPath(import.meta.resolve('@pastime/2048-ai/limits')), 'utf8');
    // Type-only imports are erased: they load nothing.
    expect(limits).not.toMatch(/^\s*import\s(?!type\s)/m);
    const search = readFileSync(
      fileURLToPath(new URL('../src/game2048/ai/search.ts', import.meta.url)),
      'utf8',
    );
    expect(search).toContain("from '@pastime/2048-ai/limits'");
    expect(search).not.toMatch(/from '@pastime\/2048-ai'/);
  });

  it('refuses a time or a depth that is not a whole number in range, in one sentence', () => {
    for (const value of ['0', '-1', '1.5', '1e3', 'fast', '', '60001']) {
      expect(usageError(['2048', `--time-ms=${value}`])).toEqual({
        message: `--time-ms must be a whole number of milliseconds from 1 to 60000, got '${value}'`,
        command: '2048',
      });
    }
    for (const value of ['0', '21', 'two', '2.0']) {
      expect(usageError(['2048', '--depth', value])).toEqual({
        message: `--depth must be a whole number from 1 to 20, got '${value}'`,
        command: '2048',
      });
    }
    expect(usageError(['2048', '--autoplay=yes'])).toEqual({
      message: 'option --autoplay takes no value',
      command: '2048',
    });
  });
});

describe('Farkle: --level', () => {
  it("sets the computer's level, classic by default, and asks for the computer opponent", () => {
    expect(parseCommandLine(['farkle', '--computer'])).toMatchObject({
      options: { computer: true, players: 2, level: 'classic' },
    });
    expect(parseCommandLine(['farkle', '--level', 'expert'])).toMatchObject({
      options: { computer: true, players: 2, level: 'expert' },
    });
    expect(parseCommandLine(['farkle', '--level=Classic', '--players', '2', '--names', 'Ann'])).toMatchObject(
      {
        options: { computer: true, players: 2, level: 'classic', names: ['Ann'] },
      },
    );
  });

  it('refuses another level, a one-player game and a second human name, in one sentence', () => {
    for (const value of ['master', '', 'expert,classic']) {
      expect(usageError(['farkle', `--level=${value}`])).toEqual({
        message: `--level must be classic or expert, got '${value}'`,
        command: 'farkle',
      });
    }
    expect(usageError(['farkle', '--level', 'expert', '--players', '1'])).toEqual({
      message: '--level needs two players (the computer is the second): drop --players 1 or use --players 2',
      command: 'farkle',
    });
    expect(usageError(['farkle', '--level', 'expert', '--names', 'A,B']).message).toBe(
      '--names: 2 names given, this game takes one name (the computer is "Computer")',
    );
  });
});

describe('history, stats and replay on the command line', () => {
  it('reads the game and --json of history and stats', () => {
    expect(parseCommandLine(['history'])).toEqual({
      kind: 'history',
      options: { game: undefined, json: false },
    });
    expect(parseCommandLine(['history', 'farkle', '--json'])).toEqual({
      kind: 'history',
      options: { game: 'farkle', json: true },
    });
    expect(parseCommandLine(['stats', '2048'])).toEqual({
      kind: 'stats',
      options: { game: '2048', json: false },
    });
    expect(usageError(['stats', '2048', 'farkle'])).toEqual({
      message: "unexpected argument 'farkle'",
      command: 'stats',
    });
    expect(usageError(['history', '--plain'])).toEqual({
      message: "unknown option '--plain'",
      command: 'history',
    });
  });

  it('reads the code of replay, and its --json and --plain', () => {
    expect(parseCommandLine(['replay', 'AQEE', '--plain'])).toEqual({
      kind: 'replay',
      options: { code: 'AQEE', json: false, plain: true },
    });
    expect(usageError(['replay', 'a', 'b'])).toEqual({
      message: "unexpected argument 'b'",
      command: 'replay',
    });
    expect(parseCommandLine(['help', 'replay'])).toEqual(parseCommandLine(['replay', '--help']));
  });
});

describe("farkle --pace: the computer's pace by name", () => {
  const delayOf = (args: readonly string[]): number | undefined => {
    const invocation = parseCommandLine(['farkle', ...args]);
    return invocation.kind === 'farkle' ? invocation.options.delayMs : undefined;
  };

  it("takes app-core's paces by name, any case, as their pause", () => {
    for (const pace of FARKLE_PACES) expect(delayOf(['--pace', pace.id.toUpperCase()])).toBe(pace.ms);
    expect(delayOf([])).toBeUndefined();
  });

  it('refuses an unknown pace, and a pace with --delay', () => {
    expect(usageError(['farkle', '--pace', 'zippy'])).toEqual({
      message: "--pace must be slow, normal or fast, got 'zippy'",
      command: 'farkle',
    });
    expect(usageError(['farkle', '--pace', 'slow', '--delay', '5'])).toEqual({
      message: 'give --delay or --pace, not both',
      command: 'farkle',
    });
  });
});
