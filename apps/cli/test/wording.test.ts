import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { driveJson, farklePlayer, runCli } from './support/cli.ts';

/** The text's numbers of four digits or more that are not grouped by commas (`3950`, where `3,950` is meant). */
function ungrouped(text: string): string[] {
  return text.match(/(?<![\d,.])\d{4,}(?![\d,])/g) ?? [];
}

describe('what the program says', () => {
  it('quotes a board size as it was typed, however long', async () => {
    const result = await runCli(['2048', '--size', '99999999999999999999']);
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n')[0]).toBe(
      "pastime: --size must be a whole number from 3 to 8, got '99999999999999999999'",
    );
    const negative = await runCli(['2048', '--size', '-000']);
    expect(negative.stderr.split('\n')[0]).toBe(
      "pastime: --size must be a whole number from 3 to 8, got '-000'",
    );
  });

  it('words every value out of its range one way: --X must be … from A to B, got V', async () => {
    const cases = [
      ['2048', '--size', '9'],
      ['2048', '--size', 'x'],
      ['2048', '--win', '3'],
      ['2048', '--depth', '99'],
      ['farkle', '--players', '9'],
      ['farkle', '--delay', '-1'],
      ['farkle', '--seats', 'human,human,human,human,human,human,human'],
      ['history', '--limit', '0'],
    ];
    const results = await Promise.all(cases.map((args) => runCli(args)));
    for (const [i, result] of results.entries()) {
      const option = cases[i]?.[1] ?? '';
      expect(result.code).toBe(2);
      expect(result.stderr.split('\n')[0]).toMatch(
        new RegExp(`^pastime: ${option} must be [a-z ]+ from \\d+ to \\d+( \\(.*\\))?, got '[^']*'$`),
      );
    }
  });

  it("points its help at the package's own README, which is where it says", async () => {
    const help = await runCli(['2048', '--help']);
    expect(help.code).toBe(0);
    const path = /The JSON format is described in (.*README\.md)\./.exec(help.stdout)?.[1] ?? '';
    expect(existsSync(path)).toBe(true);
    expect(readFileSync(path, 'utf8')).toMatch(/^# `@pastime\/cli`/);
    expect(readFileSync(path, 'utf8')).toContain('With `--json`, every state is one line');
  });

  it('writes every number of a Farkle game through a pipe the same way: 3,950, never 3950', async () => {
    // A whole game against the computer, totals in the thousands, replayed in text.
    const args = ['farkle', '--computer', '--seed', '11', '--no-save'];
    const { sent } = await driveJson(args, farklePlayer);
    const text = await runCli(args, { input: `${sent.join('\n')}\nadvise\n` });
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/Game over\. Winner: /);
    expect(text.stdout).toMatch(/\b\d{1,2},\d{3}\b/);
    expect(ungrouped(text.stdout)).toEqual([]);
  });

  it('writes the numbers of 2048 through a pipe the same way, but for the tiles', async () => {
    const text = await runCli(['2048', '--seed', '7', '--depth', '1', '--no-save'], {
      input: 'left\nhint\n',
    });
    expect(text.code).toBe(0);
    const values = /^values: (.*)$/m.exec(text.stdout)?.[1] ?? '';
    expect(values).toMatch(/^(?:(?:up|down|left|right) [\d,]+(?: {2}|$))+$/);
    expect(values).toMatch(/\d,\d{3}/);
    // The game's name is not a number.
    expect(ungrouped(text.stdout.replaceAll('2048!', ''))).toEqual([]);
    const autoplay = await runCli(['2048', '--autoplay', '--size', '3', '--seed', '2', '--depth', '1']);
    const result = autoplay.stdout.trimEnd().split('\n').at(-1) ?? '';
    expect(result).toMatch(/^Result: score [\d,]+, best tile \d+, [\d,]+ moves, (won|not won)\.$/);
    expect(
      ungrouped(
        autoplay.stdout
          .split('\n')
          .filter((line) => line.startsWith('move '))
          .join('\n'),
      ),
    ).toEqual([]);
  });
});

describe('player names', () => {
  it('are counted in characters as a person sees them: eleven 👍🏽 are eleven characters', async () => {
    const thumb = '\u{1f44d}\u{1f3fd}';
    const eleven = await runCli(['farkle', '--names', thumb.repeat(11), '--no-save'], { input: 'roll\n' });
    expect(eleven.stderr).toBe('');
    expect(eleven.code).toBe(0);
    expect(eleven.stdout).toContain(`${thumb.repeat(11)}: 0 after 0 of 10 turns`);
    const twentyOne = await runCli(['farkle', '--names', thumb.repeat(21), '--no-save']);
    expect(twentyOne.code).toBe(2);
    expect(twentyOne.stderr).toContain('is longer than 20 characters');
  });
});

describe('input echoed in messages', () => {
  // Printed as they are, an escape recolours or clears the reader's terminal and U+202E reverses the line.
  // eslint-disable-next-line no-control-regex -- these are what it looks for
  const RAW = /[\u001b\u202e]/;

  it('shows an escape in a replay code escaped, on stderr, exit code 2', async () => {
    const result = await runCli(['replay', 'abc\u001b[31mdef']);
    expect(result.code).toBe(2);
    expect(result.stderr).not.toMatch(RAW);
    expect(result.stderr).toContain('\\x1b');
  });

  it('shows U+202E in a line-protocol error escaped, in both games', async () => {
    for (const game of ['2048', 'farkle']) {
      const result = await runCli([game, '--no-save'], { input: 'jump\u202e\n' });
      expect(result.code).toBe(0);
      expect(result.stderr).not.toMatch(RAW);
      expect(result.stderr).toMatch(/^Invalid command 'jump\\u202e'/);
    }
  });

  it('refuses U+202E in a name as a control character, quoted escaped', async () => {
    const names = await runCli(['farkle', '--names', '\u202eAda']);
    expect(names.code).toBe(2);
    expect(names.stderr).toMatch(/^pastime: --names: '\\u202eAda' contains control characters\n/);
    const seats = await runCli(['farkle', '--seats', 'human:Ada,human:\u202eBo']);
    expect(seats.code).toBe(2);
    expect(seats.stderr).not.toMatch(RAW);
    // The joiners emoji are made of are not refused.
    const family = await runCli(['farkle', '--names', '👨‍👩‍👧', '--no-save'], { input: 'quit\n' });
    expect(family.code).toBe(0);
    expect(family.stdout).toContain('👨‍👩‍👧: 0');
  });
});
