/**
 * The Select Game Mode dialog's form (002 §1.1) as plain data: what the player chose, the setup it describes
 * (`@pastime/app-core`'s setup model, which judges the names), and each name field's problem in the dialog's words.
 */
import {
  nameProblemText,
  setupProblems,
  type FarkleSetup,
  type FixedMode,
  type SetupProblem,
} from '@pastime/app-core';
import { MAX_NAME_LENGTH, nameLength, RULE_PRESETS, type ComputerLevel, type Rules } from '@pastime/farkle';

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

export function modeOf(form: ModeForm): FixedMode {
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

/** The setup the form describes, under `rules`: a player's name for each person the mode seats. */
export function formSetup(form: ModeForm, rules: Rules = RULE_PRESETS.traditional): FarkleSetup {
  const mode = modeOf(form);
  const names = mode === 'two-player' ? [form.nameOne, form.nameTwo] : [form.nameOne];
  return { mode, names, computerLevel: form.level, rules };
}

/** A name field's problem in the dialog's words. */
function problemWords(problem: SetupProblem, field: NameField): string {
  if (problem.problem === 'too-long') return NAME_TOO_LONG;
  if (problem.problem === 'same-name')
    return `Both players are named “${problem.name}”: give them different names.`;
  return `${FIELD_LABELS[field]} ${nameProblemText(problem) ?? ''}`;
}

/**
 * Every name field's error, for the fields the current mode uses. Two players with the same name are told so
 * under the field that made them the same: Player Two Name when it was typed, else Player One Name.
 */
export function formErrors(form: ModeForm): FormErrors {
  const errors: { nameOne?: string; nameTwo?: string } = {};
  for (const problem of setupProblems(formSetup(form))) {
    const field: NameField = problem.seat === 0 ? 'nameOne' : 'nameTwo';
    errors[field] ??= problemWords(problem, field);
  }
  return errors;
}
