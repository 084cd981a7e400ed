/**
 * The Select Game Mode dialog's form (002 §1.1) as plain data: what the player chose, how it becomes the engine's
 * game configuration, the engine's own verdict on each name, shown next to its field, and whether the two players
 * would share a name.
 */
import {
  defaultNames,
  FarkleError,
  MAX_NAME_LENGTH,
  nameLength,
  nameProblem,
  newGame,
  sameName,
  type ComputerLevel,
  type GameConfig,
  type Mode,
} from '@pastime/farkle';
import type { SeedParam } from '../app/route.ts';

type PlayerCount = 1 | 2;
export type Opponent = 'human' | 'computer';
export type NameField = 'nameOne' | 'nameTwo';

export interface ModeForm {
  readonly players: PlayerCount;
  /** Only meaningful with two players; Human Opponent is the default (002 §1.1.3). */
  readonly opponent: Opponent;
  /** Only meaningful against the computer: how it plays; Classic (the seed's computer, 002 §5) by default. */
  readonly level: ComputerLevel;
  /** What the player typed, untrimmed; the engine trims and falls back to the defaults. */
  readonly nameOne: string;
  readonly nameTwo: string;
}

/** 1 Player Mode, Human Opponent, a Classic computer, both names blank (002 §1.1.2). */
export const INITIAL_FORM: ModeForm = {
  players: 1,
  opponent: 'human',
  level: 'classic',
  nameOne: '',
  nameTwo: '',
};

/** The Opponent choices, as the dialog names them. */
export const OPPONENT_LABELS: Readonly<Record<Opponent, string>> = {
  human: 'Human Opponent',
  computer: 'Computer Opponent',
};

/** The Computer Level choices, as the dialog names them. */
export const LEVEL_LABELS: Readonly<Record<ComputerLevel, string>> = { classic: 'Classic', expert: 'Expert' };

/** The name the Player Two Name field shows, and is locked to, for a computer opponent (002 §1.1.5). */
export const COMPUTER_NAME = 'Computer';

export const FIELD_LABELS: Readonly<Record<NameField, string>> = {
  nameOne: 'Player One Name',
  nameTwo: 'Player Two Name',
};

export function modeOf(form: ModeForm): Mode {
  if (form.players === 1) return 'one-player';
  return form.opponent === 'computer' ? 'vs-computer' : 'two-player';
}

/** Whether the Player Two Name field is shown, and whether the player can type in it. */
export function playerTwoField(form: ModeForm): { readonly shown: boolean; readonly editable: boolean } {
  return { shown: form.players === 2, editable: form.players === 2 && form.opponent === 'human' };
}

export type FormErrors = Partial<Record<NameField, string>>;

/** What a name longer than the engine allows is told (the fields also stop typing there: see `typedName`). */
export const NAME_TOO_LONG = `Names can be at most ${MAX_NAME_LENGTH} characters.`;

/**
 * The engine's objection to `name` typed in `field`, worded for that field, or `undefined` when the engine
 * accepts it. The engine is the one judge of names (trimmed, at most 20 characters, no control characters).
 */
export function nameError(name: string, field: NameField): string | undefined {
  try {
    newGame({ mode: 'one-player', names: [name], seed: 0 });
    return undefined;
  } catch (error) {
    if (!(error instanceof FarkleError)) throw error;
    // Characters as the engine counts them (grapheme clusters: 👍🏽 is one), so its refusal and this wording agree.
    if (nameProblem(name) === 'too-long') return NAME_TOO_LONG;
    // The engine names the field by its position ("names[0] must be…"); the player knows it by its label.
    return `${FIELD_LABELS[field]} ${error.message.replace(/^names\[\d+\]\s*/, '')}`;
  }
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * A name field's value after the player typed or pasted into it: cut to `MAX_NAME_LENGTH` characters as the engine
 * counts them. The field's `maxlength` cannot do it: it counts UTF-16 code units, and would stop 👍🏽 (four of them)
 * at five.
 */
export function typedName(value: string): string {
  if (nameLength(value) <= MAX_NAME_LENGTH) return value;
  return [...graphemes.segment(value)]
    .slice(0, MAX_NAME_LENGTH)
    .map((part) => part.segment)
    .join('');
}

/**
 * The name both players would have, if they would share one (the end of the game would then not say who won):
 * what was typed, trimmed, or a blank field's default (Jacob, Brant, Computer).
 */
export function sharedName(form: ModeForm): string | undefined {
  const mode = modeOf(form);
  if (mode === 'one-player') return undefined;
  const defaults = defaultNames(mode);
  const typed = [form.nameOne, playerTwoField(form).editable ? form.nameTwo : ''];
  const [one, two] = typed.map((name, i) => (name.trim() === '' ? (defaults[i] ?? '') : name.trim()));
  return one !== undefined && two !== undefined && sameName(one, two) ? one : undefined;
}

/**
 * Every name field's error, for the fields the current mode uses. Two players with the same name are told so
 * under the field that made them the same: Player Two Name when it was typed, else Player One Name.
 */
export function formErrors(form: ModeForm): FormErrors {
  const errors: { nameOne?: string; nameTwo?: string } = {};
  const one = nameError(form.nameOne, 'nameOne');
  if (one !== undefined) errors.nameOne = one;
  const twoEditable = playerTwoField(form).editable;
  if (twoEditable) {
    const two = nameError(form.nameTwo, 'nameTwo');
    if (two !== undefined) errors.nameTwo = two;
  }
  const shared = errors.nameOne || errors.nameTwo ? undefined : sharedName(form);
  if (shared !== undefined) {
    const message = `Both players are named “${shared}”: give them different names.`;
    if (twoEditable && form.nameTwo.trim() !== '') errors.nameTwo = message;
    else errors.nameOne = message;
  }
  return errors;
}

/**
 * The game the Start button asks for: blank names get the defaults (Jacob, Brant; Computer for a computer
 * opponent), every other name is used trimmed; a computer opponent plays at the chosen level.
 */
export function gameConfig(form: ModeForm, seed: SeedParam | undefined, highScore: number): GameConfig {
  const mode = modeOf(form);
  const names = mode === 'two-player' ? [form.nameOne, form.nameTwo] : [form.nameOne];
  return {
    mode,
    names,
    highScore,
    ...(mode === 'vs-computer' ? { computerLevel: form.level } : {}),
    ...(seed === undefined ? {} : { seed }),
  };
}
