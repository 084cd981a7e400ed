import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RULE_PRESETS } from '@pastime/farkle';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { driveJson, farklePlayer, fourSeatFarkle, runCli, tempDataHome } from './support/cli.ts';

let home: ReturnType<typeof tempDataHome>;
beforeEach(() => {
  home = tempDataHome();
});
afterEach(() => home.remove());

interface PlayerJson {
  name: string;
  kind: string;
  level?: string;
  total: number;
}

const FOUR = fourSeatFarkle(5);

describe('Farkle with other rules and more players, through a pipe', () => {
  it('plays a four-player game with two computers under the popular rules to the end', async () => {
    const { states, result } = await driveJson([...FOUR, '--no-save'], farklePlayer);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const first = states[0];
    const last = states.at(-1);
    // Every line carries the rules.
    for (const state of states) expect(state['rules']).toEqual(RULE_PRESETS.popular);
    expect(first?.['mode']).toBe('custom');
    const seats = (first?.['players'] as PlayerJson[]).map((p) => [p.name, p.kind, p.level]);
    expect(seats).toEqual([
      ['Ada', 'human', undefined],
      ['Computer 1', 'computer', 'expert'],
      ['Cy', 'human', undefined],
      ['Bot', 'computer', 'classic'],
    ]);
    const ended = states.find((state) => state['phase'] === 'game-over');
    expect(ended, 'the game ends').toBeDefined();
    const totals = (ended?.['players'] as PlayerJson[]).map((p) => p.total);
    const winner = ended?.['winner'] as number;
    expect(Math.max(...totals)).toBeGreaterThanOrEqual(10_000);
    expect(totals[winner]).toBe(Math.max(...totals));
    // The computers played their turns: each of them has points or farkles recorded.
    const turns = (ended?.['players'] as { turns: number[] }[]).map((p) => p.turns.length);
    expect(turns.every((n) => n >= 3)).toBe(true);
    expect(last?.['outcome']).toBe('end-of-input');
  }, 60_000);

  it('a game with a rules file is saved with its rules and resumed with them', async () => {
    const file = join(home.path, 'house.json');
    writeFileSync(file, JSON.stringify({ ...RULE_PRESETS.traditional, target: 2000, threePairs: 1000 }));
    const { states } = await driveJson(
      ['farkle', '--players', '3', '--computers', '1', '--rules', file, '--seed', '2'],
      (state, index) => (index < 3 ? farklePlayer(state) : undefined),
      { dataHome: home.path },
    );
    expect(states[0]?.['rules']).toMatchObject({ target: 2000, threePairs: 1000 });
    expect((states[0]?.['players'] as PlayerJson[]).map((p) => p.kind)).toEqual([
      'human',
      'human',
      'computer',
    ]);
    // Resumed: the same table, the same rules.
    const again = await driveJson(['farkle'], () => undefined, { dataHome: home.path });
    expect(again.states[0]?.['rules']).toMatchObject({ target: 2000, threePairs: 1000 });
    expect(again.states[0]?.['mode']).toBe('custom');
    expect((again.states[0]?.['players'] as PlayerJson[]).map((p) => p.name)).toEqual([
      'Jacob',
      'Brant',
      'Computer',
    ]);
  }, 30_000);

  it('takes a preset in any case, and a rules file that begins with a byte order mark', async () => {
    const file = join(home.path, 'bom.json');
    writeFileSync(file, `\uFEFF${JSON.stringify({ ...RULE_PRESETS.traditional, target: 3000 })}`);
    for (const [rules, target] of [
      ['POPULAR', RULE_PRESETS.popular.target],
      [file, 3000],
    ] as const) {
      const { states } = await driveJson(
        ['farkle', '--rules', rules, '--seed', '1', '--no-save'],
        () => undefined,
      );
      expect(states[0]?.['rules'], rules).toMatchObject({ target });
    }
  });

  it('advises with the expected-score policy, and says so, where other rules have no win table', async () => {
    const args = [
      'farkle',
      '--players',
      '2',
      '--computers',
      '1',
      '--rules',
      'popular',
      '--seed',
      '3',
      '--no-save',
    ];
    const text = await runCli(args, { input: 'roll\nadvise\n' });
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(
      /Advice: .*points expected this turn \(the expected-score policy: no win table for these rules\)\./,
    );
    const { states } = await driveJson(args, (_, index) => ['roll', 'advise'][index]);
    const advice = states.find((state) => state['outcome'] === 'advice');
    expect(advice?.['policy']).toBe('expected-score');
    expect(advice?.['awaitingTable']).toBe(true);
    expect(advice?.['winProbability']).toBeNull();
  }, 30_000);

  it('refuses bad rules and seats with exit 2 and one sentence naming the field', async () => {
    const file = join(home.path, 'bad.json');
    writeFileSync(file, JSON.stringify({ ...RULE_PRESETS.popular, straight: 7 }));
    const cases: [string[], RegExp][] = [
      [['--rules', file], /^pastime: --rules: in .*bad\.json.*, rules\.straight must be/],
      [['--rules', 'house'], /--rules must be traditional, popular or a \.json file, got/],
      [
        ['--rules', join(home.path, 'missing.json')],
        /--rules: cannot read .*missing\.json.*: there is no such file or directory/,
      ],
      [['--players', '7'], /--players must be a whole number from 1 to 6, got .7./],
      [['--seats', 'human:Ada,robot'], /--seats: seat 2 must be human, classic or expert/],
      [['--players', '3', '--seats', 'human,expert'], /--players 3 does not match the 2 seats of --seats/],
      [['--players', '2', '--computers', '3'], /--computers 3 is more than the 2 players/],
      [['--seats', 'human,human', '--names', 'A,B'], /--seats cannot be combined with --names/],
    ];
    for (const [args, message] of cases) {
      const result = await runCli(['farkle', ...args], { dataHome: home.path });
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stdout).toBe('');
      const line = result.stderr.split('\n')[0] ?? '';
      expect(line, args.join(' ')).toMatch(message);
    }
  }, 30_000);
});
