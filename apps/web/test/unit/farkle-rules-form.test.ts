import { draftOf, setupConfig as configOf } from '@pastime/app-core';
import { newGame, RULE_FIELDS, RULE_PRESETS } from '@pastime/farkle';
import { describe, expect, it } from 'vitest';
import { INITIAL_FORM, type ModeForm } from '../../src/farkle/mode-form.ts';
import { readRules as readDraft, ruleError, RULE_LABELS, rulesName } from '../../src/farkle/rules-form.ts';
import {
  chosenSetup,
  FIRST_SEATS,
  INITIAL_SETUP,
  setupErrors,
  withSeatCount,
  type SetupForm,
} from '../../src/farkle/setup-form.ts';

/** The configuration Start asks for, or null while the setup cannot start. */
function setupConfig(form: ModeForm, setup: SetupForm, seed: number, highScore: number) {
  const chosen = chosenSetup(form, setup);
  return chosen === null ? null : configOf(chosen, { seed, highScore });
}

describe('the rules form', () => {
  it('shows every setting of a preset and reads it back as the same rules', () => {
    for (const preset of ['traditional', 'popular'] as const) {
      const draft = draftOf(RULE_PRESETS[preset]);
      expect(Object.keys(draft)).toEqual(RULE_FIELDS);
      const read = readDraft(draft);
      expect(read.errors).toBeNull();
      expect(read.rules).toStrictEqual(RULE_PRESETS[preset]);
      expect(read.rules === null ? '' : rulesName(read.rules)).toBe(
        preset === 'popular' ? 'Popular' : 'Traditional',
      );
    }
  });

  it('reads typed numbers with spaces and thousands separators', () => {
    const draft = {
      ...draftOf(RULE_PRESETS.traditional),
      target: ' 5,000 ',
      straight: '2 000',
      threePairs: '1500',
    };
    const read = readDraft(draft);
    expect(read.rules).toStrictEqual({
      ...RULE_PRESETS.traditional,
      target: 5000,
      straight: 2000,
      threePairs: 1500,
    });
    expect(read.rules === null ? '' : rulesName(read.rules)).toBe('Custom');
  });

  it('refuses every bad value with the field named by its label, and the others still read', () => {
    const draft = {
      ...draftOf(RULE_PRESETS.popular),
      target: '12345',
      onePlayerTurns: 'ten',
      bankMinimum: '',
      straight: '3050',
      threeFarklePenalty: '250',
    };
    const read = readDraft(draft);
    expect(read.rules).toBeNull();
    expect(read.errors).toEqual({
      target: 'Score to win must be a multiple of 50 from 1,000 to 50,000, got 12345.',
      onePlayerTurns: 'Turns in a one-player game must be a number.',
      bankMinimum: 'Minimum to bank must be a number.',
      straight: 'Straight (1 to 6) must be a multiple of 50 from 500 to 3,000, got 3050.',
      threeFarklePenalty: 'Three farkles in a row must be one of 0, 500, 1000, got 250.',
    });
    expect(ruleError('entryMinimum', '500')).toBeUndefined();
    expect(ruleError('fourOfAKind', 'tripled')).toMatch(/^Four of a kind must be one of doubling, fixed/);
    // Every message starts with the field's label.
    for (const [field, message] of Object.entries(read.errors ?? {})) {
      expect(message.startsWith(RULE_LABELS[field as keyof typeof RULE_LABELS])).toBe(true);
    }
  });
});

describe('the setup beside the requirements’ form', () => {
  it('left at its defaults, starts exactly the game the requirements’ form describes', () => {
    expect(setupConfig(INITIAL_FORM, INITIAL_SETUP, 42, 900)).toEqual({
      mode: 'one-player',
      names: [''],
      seed: 42,
      highScore: 900,
    });
    expect(setupErrors(INITIAL_SETUP)).toEqual({ rules: {}, seats: {} });
  });

  it('adds the rules chosen to the requirements’ modes', () => {
    const popular: SetupForm = { ...INITIAL_SETUP, rules: 'popular' };
    const config = setupConfig({ ...INITIAL_FORM, players: 2, opponent: 'computer' }, popular, 1, 0);
    expect(config).toMatchObject({ mode: 'vs-computer', rules: RULE_PRESETS.popular });
    expect(config === null ? null : newGame(config).rules).toStrictEqual(RULE_PRESETS.popular);
  });

  it('starts a custom game of the seats, and nothing while the custom rules are wrong', () => {
    const seats = withSeatCount(FIRST_SEATS, 4).map((seat, i) =>
      i === 3 ? { kind: 'expert' as const, name: 'Max' } : seat,
    );
    const setup: SetupForm = {
      ...INITIAL_SETUP,
      seats,
      rules: 'custom',
      draft: { ...INITIAL_SETUP.draft, target: '5000' },
    };
    const config = setupConfig(INITIAL_FORM, setup, 7, 0);
    expect(config).toEqual({
      mode: 'custom',
      players: [
        { kind: 'human' },
        { kind: 'human' },
        { kind: 'computer', level: 'classic' },
        { kind: 'computer', name: 'Max', level: 'expert' },
      ],
      highScore: 0,
      rules: { ...RULE_PRESETS.traditional, target: 5000 },
      seed: 7,
    });
    const game = config === null ? null : newGame(config);
    expect(game?.players.map((p) => p.name)).toEqual(['Jacob', 'Brant', 'Computer 1', 'Max']);
    expect(setupConfig(INITIAL_FORM, { ...setup, draft: { ...setup.draft, target: '7' } }, 7, 0)).toBeNull();
  });

  it('keeps two to six seats', () => {
    expect(withSeatCount(FIRST_SEATS, 1)).toHaveLength(2);
    expect(withSeatCount(FIRST_SEATS, 9)).toHaveLength(6);
    expect(withSeatCount(FIRST_SEATS, 2)).toEqual(FIRST_SEATS.slice(0, 2));
  });

  it('names the seat whose name is wrong or shared', () => {
    const shared: SetupForm = {
      ...INITIAL_SETUP,
      seats: [
        { kind: 'human', name: 'Ada' },
        { kind: 'classic', name: 'ada' },
      ],
    };
    expect(setupErrors(shared).seats).toEqual({
      1: expect.stringMatching(/^Seat 2’s name must differ from seat 1’s name/),
    });
    const long: SetupForm = {
      ...INITIAL_SETUP,
      seats: [
        { kind: 'human', name: 'x'.repeat(21) },
        { kind: 'human', name: '' },
      ],
    };
    expect(setupErrors(long).seats[0]).toMatch(/^Seat 1’s name /);
    expect(
      setupErrors({ ...shared, rules: 'custom', draft: { ...shared.draft, straight: '1' } }).rules,
    ).toEqual({
      straight: 'Straight (1 to 6) must be a multiple of 50 from 500 to 3,000, got 1.',
    });
  });
});
