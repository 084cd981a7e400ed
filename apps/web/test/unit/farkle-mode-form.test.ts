import { setupConfig } from '@pastime/app-core';
import { newGame } from '@pastime/farkle';
import { describe, expect, it } from 'vitest';
import {
  formErrors,
  formSetup,
  INITIAL_FORM,
  modeOf,
  NAME_TOO_LONG,
  playerTwoField,
  typedName,
  type ModeForm,
  type NameField,
} from '../../src/farkle/mode-form.ts';

const form = (change: Partial<ModeForm>): ModeForm => ({ ...INITIAL_FORM, ...change });
const gameConfig = (f: ModeForm, seed: number | undefined, highScore: number) =>
  setupConfig(formSetup(f), { seed, highScore });
/** The error under a name field with `name` typed in it (the other field blank). */
const nameError = (name: string, field: NameField): string | undefined =>
  formErrors(form({ players: 2, [field]: name }))[field];
const namesOf = (f: ModeForm): string[] => newGame(gameConfig(f, 1, 0)).players.map((p) => p.name);

describe('the mode form (002 §1.1)', () => {
  it('starts with one player, Human Opponent, a Classic computer and blank names (1.1.2, 1.1.3)', () => {
    expect(INITIAL_FORM).toEqual({
      players: 1,
      opponent: 'human',
      level: 'classic',
      nameOne: '',
      nameTwo: '',
    });
    expect(modeOf(INITIAL_FORM)).toBe('one-player');
    expect(playerTwoField(INITIAL_FORM)).toEqual({ shown: false, editable: false });
  });

  it('maps the choices to the engine’s modes and the Player Two Name field', () => {
    expect(modeOf(form({ players: 2 }))).toBe('two-player');
    expect(modeOf(form({ players: 2, opponent: 'computer' }))).toBe('vs-computer');
    // The opponent choice means nothing with one player.
    expect(modeOf(form({ players: 1, opponent: 'computer' }))).toBe('one-player');
    expect(playerTwoField(form({ players: 2 }))).toEqual({ shown: true, editable: true });
    expect(playerTwoField(form({ players: 2, opponent: 'computer' }))).toEqual({
      shown: true,
      editable: false,
    });
  });

  it('gives every branch of 1.1.2, 1.1.4 and 1.1.5 its names', () => {
    expect(namesOf(form({}))).toEqual(['Jacob']); // 1.1.2.a
    expect(namesOf(form({ nameOne: 'Ada' }))).toEqual(['Ada']); // 1.1.2.b
    expect(namesOf(form({ players: 2 }))).toEqual(['Jacob', 'Brant']); // 1.1.4.a
    expect(namesOf(form({ players: 2, nameTwo: 'Zed' }))).toEqual(['Jacob', 'Zed']); // 1.1.4.b
    expect(namesOf(form({ players: 2, nameOne: 'Ada' }))).toEqual(['Ada', 'Brant']); // 1.1.4.c
    expect(namesOf(form({ players: 2, nameOne: 'Ada', nameTwo: 'Zed' }))).toEqual(['Ada', 'Zed']); // 1.1.4.d
    const computer = form({ players: 2, opponent: 'computer', nameTwo: 'typed before' });
    expect(namesOf(computer)).toEqual(['Jacob', 'Computer']); // 1.1.5.a
    expect(namesOf({ ...computer, nameOne: 'Ada' })).toEqual(['Ada', 'Computer']); // 1.1.5.b
    expect(namesOf(form({ players: 2, nameOne: '  Ada  ', nameTwo: '\tZed ' }))).toEqual(['Ada', 'Zed']);
  });

  it('passes the seed when there is one and the high score', () => {
    expect(gameConfig(form({}), 42, 900)).toEqual({
      mode: 'one-player',
      names: [''],
      seed: 42,
      highScore: 900,
    });
    expect(gameConfig(form({}), undefined, 0)).not.toHaveProperty('seed');
  });

  it('gives a computer opponent the chosen level, and only a computer opponent', () => {
    const against = (level: 'classic' | 'expert') =>
      gameConfig(form({ players: 2, opponent: 'computer', level }), 3, 0);
    expect(against('classic')).toMatchObject({ mode: 'vs-computer', computerLevel: 'classic' });
    expect(against('expert')).toMatchObject({ mode: 'vs-computer', computerLevel: 'expert' });
    expect(newGame(against('expert')).computerLevel).toBe('expert');
    // With people only, the level chosen earlier means nothing and is not passed on.
    expect(gameConfig(form({ players: 2, level: 'expert' }), 3, 0)).not.toHaveProperty('computerLevel');
    expect(gameConfig(form({ players: 1, level: 'expert' }), 3, 0)).not.toHaveProperty('computerLevel');
  });

  it('explains names the engine refuses, by field label', () => {
    expect(nameError('Ada', 'nameOne')).toBeUndefined();
    expect(nameError('', 'nameOne')).toBeUndefined();
    expect(nameError('   ', 'nameTwo')).toBeUndefined();
    expect(nameError('A'.repeat(20), 'nameOne')).toBeUndefined();
    expect(nameError(`  ${'A'.repeat(20)}  `, 'nameOne')).toBeUndefined();
    expect(nameError('A'.repeat(21), 'nameOne')).toBe('Names can be at most 20 characters.');
    // Characters, not UTF-16 units: 20 emoji are a valid name, 21 are not.
    expect(nameError('😀'.repeat(20), 'nameTwo')).toBeUndefined();
    expect(nameError('😀'.repeat(21), 'nameTwo')).toBe(NAME_TOO_LONG);
    // Characters as a person sees them: 👍🏽 (a thumb and a skin tone) is one, as the engine counts it.
    expect(nameError('👍🏽'.repeat(11), 'nameOne')).toBeUndefined();
    expect(nameError('👍🏽'.repeat(20), 'nameOne')).toBeUndefined();
    expect(nameError('👍🏽'.repeat(21), 'nameOne')).toBe(NAME_TOO_LONG);
    expect(nameError('Ad\u0007a', 'nameTwo')).toBe('Player Two Name must not contain control characters');
  });

  it('cuts what is typed into a name field at 20 characters as a person sees them', () => {
    expect(typedName('Ada')).toBe('Ada');
    expect(typedName('A'.repeat(26))).toBe('A'.repeat(20));
    expect(typedName('👍🏽'.repeat(22))).toBe('👍🏽'.repeat(20));
    expect(typedName(`${'e\u0301'.repeat(20)}x`)).toBe('e\u0301'.repeat(20));
  });

  it('checks only the fields the chosen mode uses', () => {
    const long = 'B'.repeat(30);
    expect(formErrors(form({ nameTwo: long }))).toEqual({});
    expect(formErrors(form({ players: 2, opponent: 'computer', nameTwo: long }))).toEqual({});
    expect(formErrors(form({ players: 2, nameTwo: long }))).toEqual({ nameTwo: NAME_TOO_LONG });
    expect(Object.keys(formErrors(form({ players: 2, nameOne: long, nameTwo: long })))).toEqual([
      'nameOne',
      'nameTwo',
    ]);
  });

  it('refuses two players with the same name, trimmed and in any case, under the field that made it so', () => {
    const both = (name: string): string => `Both players are named “${name}”: give them different names.`;
    expect(formErrors(form({ players: 2, nameOne: 'Ada', nameTwo: ' ada ' }))).toEqual({
      nameTwo: both('Ada'),
    });
    expect(formErrors(form({ players: 2, nameOne: 'ADA', nameTwo: 'Ada' }))).toEqual({
      nameTwo: both('ADA'),
    });
    // A blank field is its default name: Brant typed for player one meets player two's default.
    expect(formErrors(form({ players: 2, nameOne: 'brant' }))).toEqual({ nameOne: both('brant') });
    expect(formErrors(form({ players: 2, nameOne: '', nameTwo: 'Jacob' }))).toEqual({
      nameTwo: both('Jacob'),
    });
    expect(formErrors(form({ players: 2, opponent: 'computer', nameOne: ' Computer' }))).toEqual({
      nameOne: both('Computer'),
    });
    // The same letters in another Unicode form are the same name.
    expect(formErrors(form({ players: 2, nameOne: 'Ren\u00e9', nameTwo: 'rene\u0301' }))).toEqual({
      nameTwo: both('René'),
    });
    // Different names, one player, or a name already refused for itself: nothing more to say.
    expect(formErrors(form({ players: 2, nameOne: 'Ada', nameTwo: 'Adam' }))).toEqual({});
    expect(formErrors(form({ players: 2 }))).toEqual({});
    expect(formErrors(form({ players: 1, nameOne: 'Brant', nameTwo: 'Brant' }))).toEqual({});
    expect(formErrors(form({ players: 2, opponent: 'computer', nameOne: 'Ada', nameTwo: 'ada' }))).toEqual(
      {},
    );
    const long = 'C'.repeat(21);
    expect(formErrors(form({ players: 2, nameOne: long, nameTwo: long }))).toEqual({
      nameOne: NAME_TOO_LONG,
      nameTwo: NAME_TOO_LONG,
    });
  });
});
