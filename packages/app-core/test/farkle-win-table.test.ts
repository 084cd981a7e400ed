import {
  FarkleError,
  hasWinTable,
  installWinTable,
  newGame,
  resolveRules,
  RULE_PRESETS,
} from '@pastime/farkle';
import { describe, expect, it } from 'vitest';
import {
  expertSeated,
  serveWinTable,
  solveWinTableText,
  winTableRules,
  type WinTableMessage,
} from '../src/index.ts';

describe('which games need a win table solved', () => {
  it('names the rules of a game of two or more under rules other than the traditional ones', () => {
    const popular = newGame({ mode: 'two-player', rules: 'popular', seed: 1 });
    expect(winTableRules(popular)).toEqual(RULE_PRESETS.popular);
    const custom = newGame({
      mode: 'custom',
      players: [{ kind: 'human' }, { kind: 'human' }, { kind: 'computer' }],
      rules: { ...RULE_PRESETS.traditional, target: 5000 },
      seed: 1,
    });
    expect(winTableRules(custom)?.target).toBe(5000);
  });

  it('needs none for the traditional rules (their table ships) or for one player', () => {
    expect(winTableRules(newGame({ mode: 'vs-computer', computerLevel: 'expert', seed: 1 }))).toBeNull();
    expect(winTableRules(newGame({ mode: 'one-player', rules: 'popular', seed: 1 }))).toBeNull();
  });

  it('tells whether an Expert plays, by the game’s level or a seat’s own', () => {
    expect(expertSeated(newGame({ mode: 'vs-computer', computerLevel: 'expert', seed: 1 }))).toBe(true);
    expect(expertSeated(newGame({ mode: 'vs-computer', computerLevel: 'classic', seed: 1 }))).toBe(false);
    expect(expertSeated(newGame({ mode: 'two-player', computerLevel: 'expert', seed: 1 }))).toBe(false);
    const seats = (level: 'classic' | 'expert') =>
      newGame({
        mode: 'custom',
        computerLevel: 'classic',
        players: [{ kind: 'human' }, { kind: 'computer', level }],
        seed: 1,
      });
    expect(expertSeated(seats('expert'))).toBe(true);
    expect(expertSeated(seats('classic'))).toBe(false);
  });
});

describe('serveWinTable and solveWinTableText', () => {
  it(
    'solve a table the engine installs, telling its progress once per whole percent up to 1, then the table',
    { timeout: 60_000 },
    () => {
      const rules = resolveRules({ ...RULE_PRESETS.popular, target: 1000 });
      const messages: WinTableMessage[] = [];
      serveWinTable(rules, (message) => messages.push(message));
      const last = messages.pop();
      if (last?.kind !== 'done') throw new Error('the table comes last');
      const text = last.text;
      const seen = messages.map((message) => (message.kind === 'progress' ? message.fraction : NaN));
      expect(seen.at(-1)).toBe(1);
      const percents = seen.map((fraction) => Math.floor(fraction * 100));
      expect(new Set(percents).size).toBe(percents.length);
      percents.forEach((percent, i) => expect(percent).toBeGreaterThan(percents[i - 1] ?? -1));
      expect(hasWinTable(rules)).toBe(false);
      installWinTable(rules, text);
      expect(hasWinTable(rules)).toBe(true);
    },
  );

  it('refuses rules the engine does not accept, naming the setting', () => {
    const bad = () => solveWinTableText({ ...RULE_PRESETS.popular, target: -5 }, () => undefined);
    expect(bad).toThrow(FarkleError);
    expect(bad).toThrow(/^rules\.target must be/);
  });
});
