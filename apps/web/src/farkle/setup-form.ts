/**
 * What the mode dialog offers beside the requirements' choices: more players (two to six seats, each a person or
 * a computer at Classic or Expert, with a name) and the rules (a preset or every setting). Left at their defaults
 * (no seats, Traditional) they change nothing: the game is the one the requirements' form describes.
 */
import {
  nameProblemText,
  setupProblems,
  type FarkleSetup,
  type SeatKind,
  type SetupProblem,
  type SetupSeat,
  draftOf,
  type RulesDraft,
} from '@pastime/app-core';
import { MAX_PLAYERS, RULE_PRESETS, type Rules } from '@pastime/farkle';
import { formSetup, type ModeForm } from './mode-form.ts';
import { readRules, type RulesChoice, type RulesErrors } from './rules-form.ts';

/** A seat as the dialog holds it: its kind, and its name as typed (blank for the seat's default name). */
export type Seat = SetupSeat;

export const SEAT_KIND_LABELS: Readonly<Record<SeatKind, string>> = {
  human: 'Person',
  classic: 'Computer (Classic)',
  expert: 'Computer (Expert)',
};

export const MIN_SEATS = 2;
export { MAX_PLAYERS as MAX_SEATS };

export interface SetupForm {
  /** The seats of a game of more players, or null for the requirements' 1 or 2 Player Mode. */
  readonly seats: readonly Seat[] | null;
  readonly rules: RulesChoice;
  /** The Customize panel's fields (kept when another choice is made, so they come back as they were). */
  readonly draft: RulesDraft;
}

export const INITIAL_SETUP: SetupForm = {
  seats: null,
  rules: 'traditional',
  draft: draftOf(RULE_PRESETS.traditional),
};

/** The seats "More players…" opens with: two people and a Classic computer. */
export const FIRST_SEATS: readonly Seat[] = [
  { kind: 'human', name: '' },
  { kind: 'human', name: '' },
  { kind: 'classic', name: '' },
];

/** `seats` made `count` long: later seats dropped, new ones people with blank names. */
export function withSeatCount(seats: readonly Seat[], count: number): readonly Seat[] {
  const n = Math.min(MAX_PLAYERS, Math.max(MIN_SEATS, count));
  return Array.from({ length: n }, (_, i) => seats[i] ?? { kind: 'human', name: '' });
}

export interface SetupErrors {
  readonly rules: RulesErrors;
  /** By seat index. */
  readonly seats: Readonly<Record<number, string>>;
}

/** The rules chosen, or null while the Customize panel holds a value the engine refuses. */
function chosenRules(setup: SetupForm): Rules | null {
  return setup.rules === 'custom' ? readRules(setup.draft).rules : RULE_PRESETS[setup.rules];
}

/** A seat's name problem in the dialog's words, naming the seat ("Seat 3’s name must differ from seat 1’s…"). */
function seatWords(problem: SetupProblem): string {
  const seat = `Seat ${problem.seat + 1}’s name`;
  if (problem.problem === 'same-name') {
    const other = (problem.sameAs ?? 0) + 1;
    return `${seat} must differ from seat ${other}’s name: both players would be called ${JSON.stringify(problem.name)}.`;
  }
  return `${seat} ${nameProblemText(problem) ?? ''}.`;
}

/** Every objection to the seats' names and to the custom rules. */
export function setupErrors(setup: SetupForm): SetupErrors {
  const rules = setup.rules === 'custom' ? (readRules(setup.draft).errors ?? {}) : {};
  const seats: Record<number, string> = {};
  if (setup.seats !== null) {
    const problems = setupProblems({ mode: 'custom', seats: setup.seats, rules: RULE_PRESETS.traditional });
    for (const problem of problems) seats[problem.seat] ??= seatWords(problem);
  }
  return { rules, seats };
}

export function hasSetupErrors(errors: SetupErrors): boolean {
  return Object.keys(errors.rules).length > 0 || Object.keys(errors.seats).length > 0;
}

/**
 * The game Start asks for: the requirements' form alone when neither more players nor other rules were chosen
 * (exactly as before), else the same with the rules, or a custom table of the seats. Null while the rules have
 * errors.
 */
export function chosenSetup(form: ModeForm, setup: SetupForm): FarkleSetup | null {
  const rules = chosenRules(setup);
  if (rules === null) return null;
  return setup.seats === null ? formSetup(form, rules) : { mode: 'custom', seats: setup.seats, rules };
}
