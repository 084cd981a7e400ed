import { describe, expect, it } from 'vitest';
import { runCli } from './support/cli.ts';

describe('--help', () => {
  it('explains each game and exits 0', async () => {
    const [top, g2048, farkle, helpWord] = await Promise.all([
      runCli(['--help']),
      runCli(['2048', '--help']),
      runCli(['farkle', '-h']),
      runCli(['help', 'farkle']),
    ]);
    expect(top.code).toBe(0);
    expect(top.stdout).toContain('Usage: pastime <game> [options]');
    expect(g2048.code).toBe(0);
    for (const option of [
      '--size N',
      '--win V',
      '--seed S',
      '--autoplay',
      '--time-ms N',
      '--depth D',
      '--json',
      '--no-save',
    ]) {
      expect(g2048.stdout).toContain(option);
    }
    expect(g2048.stdout).toContain('left, right, up, down');
    // The keys named are the keys the game reads.
    expect(g2048.stdout).toContain('c  keep going after a win');
    expect(g2048.stdout).toContain('?  hint');
    expect(g2048.stdout).toContain('p  auto-play on or off');
    expect(farkle.stdout).toContain('a  select all the dice');
    expect(farkle.stdout).toContain('?  advice: the best play');
    expect(farkle.stdout).toContain('--no-save');
    expect(farkle.code).toBe(0);
    for (const option of [
      '--players N',
      '--seats LIST',
      '--computers N',
      '--rules R',
      '--computer',
      '--level classic|expert',
      '--names A,B',
      '--seed S',
      '--delay MS',
    ]) {
      expect(farkle.stdout).toContain(option);
    }
    expect(helpWord.stdout).toBe(farkle.stdout);
    expect(top.stderr + g2048.stderr + farkle.stderr).toBe('');
  });
});

describe('an unknown command word', () => {
  it('is answered with every command the help lists, the games first', async () => {
    const [help, bogus] = await Promise.all([runCli(['--help']), runCli(['bogus'])]);
    const listed = help.stdout.slice(help.stdout.indexOf('\nGames:'), help.stdout.indexOf('\nOptions:'));
    const commands = [...listed.matchAll(/^ {2}(\S+) {2,}/gm)].map((match) => match[1] ?? '');
    expect(commands).toEqual(
      expect.arrayContaining(['2048', 'farkle', 'daily', 'leaderboard', 'online', 'join']),
    );
    expect(bogus.code).toBe(2);
    const [games, others] = (
      /unknown game 'bogus': choose (.+) \(or (.+)\)\n/.exec(bogus.stderr) ?? []
    ).slice(1);
    const words = (list = ''): string[] => list.split(/, | or /);
    expect(words(games)).toEqual(['2048', 'farkle']);
    expect([...words(games), ...words(others)]).toEqual(commands);
  });
});

describe('bad options', () => {
  const cases: readonly (readonly [string[], string])[] = [
    [['2048', '--sise', '4'], "unknown option '--sise'"],
    [['2048', '--size'], 'option --size needs a value'],
    [['2048', '--size', '0'], "--size must be a whole number from 3 to 8, got '0'"],
    [['2048', '--size', '-3'], "got '-3'"],
    [['2048', '--size', 'four'], "got 'four'"],
    [['2048', '--size', '9'], "got '9'"],
    [['2048', '--size', '2'], "got '2'"],
    [['2048', '--size=1'], "got '1'"],
    [['2048', '--size', '4', '--size', '5'], 'option --size is given more than once'],
    [['2048', '--win', '100'], '--win must be a power of two'],
    [['2048', '--win', '4'], '--win must be a power of two'],
    [
      ['2048', '--win', String(2 ** 17)],
      '--win must be a power of two from 8 to 65536 (8, 16, 32, ...), got',
    ],
    [['2048', '--win', String(2 ** 62)], '--win must be a power of two from 8 to 65536'],
    [['2048', '--seed', ''], '--seed must not be empty'],
    [['2048', '--json=yes'], 'option --json takes no value'],
    [['2048', 'extra'], "unexpected argument 'extra'"],
    [['farkle', '--players', '7'], "--players must be a whole number from 1 to 6, got '7'"],
    [['farkle', '--players', '1', '--computer'], '--computer needs two players'],
    [['farkle', '--names', 'A,B,C'], '3 names given'],
    [['farkle', '--computer', '--names', 'A,B'], 'one name (the computer is "Computer")'],
    [['farkle', '--names', 'Abcdefghijklmnopqrstuvwxyz'], 'is longer than 20 characters'],
    // Names differing only in case, spaces or Unicode form are the same name to the players.
    [['farkle', '--names', 'Ada,ada'], "--names: players 1 and 2 would both be called 'Ada'"],
    [['farkle', '--names', 'Brant,'], "--names: players 1 and 2 would both be called 'Brant'"],
    [
      ['farkle', '--computer', '--names', ' computer'],
      "--names: players 1 and 2 would both be called 'computer'",
    ],
    [
      ['farkle', '--seats', 'human:Ada,expert,human:ADA '],
      "--seats: seats 1 and 3 would both be called 'Ada'",
    ],
    [
      ['farkle', '--players', '3', '--names', 'Ada,ada'],
      "--names: players 1 and 2 would both be called 'Ada'",
    ],
    [['farkle', '--delay', 'soon'], '--delay must be a whole number of milliseconds'],
    [
      ['chess'],
      "unknown game 'chess': choose 2048 or farkle (or history, stats, replay, online, join, daily or leaderboard)",
    ],
    [[], 'choose a game'],
  ];

  it('give a clear message on stderr and exit code 2', async () => {
    const results = await Promise.all(cases.map(([args]) => runCli(args)));
    results.forEach((result, i) => {
      const [args, message] = cases[i] ?? [[], ''];
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr, args.join(' ')).toContain(message);
      expect(result.stderr, args.join(' ')).toMatch(/Run 'pastime( \w+)? --help'/);
      expect(result.stdout, args.join(' ')).toBe('');
    });
  });
});
