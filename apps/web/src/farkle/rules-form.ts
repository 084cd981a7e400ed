/**
 * The rules a game is played by, as the mode dialog offers them: a preset (Traditional, Popular) or every setting
 * typed or chosen in the Customize panel (app-core's rules draft). The panel's values are kept as typed; the
 * engine judges each one, and its objection is shown next to the field, named by the field's label.
 */
import { readDraft, ruleProblem, type RuleField, type RuleProblem, type RulesDraft } from '@pastime/app-core';
import { presetOf, type Rules, type RulesPreset } from '@pastime/farkle';

export type RulesChoice = RulesPreset | 'custom';

export const RULES_CHOICE_LABELS: Readonly<Record<RulesChoice, string>> = {
  traditional: 'Traditional',
  popular: 'Popular',
  custom: 'Customize…',
};

export const RULE_LABELS: Readonly<Record<RuleField, string>> = {
  target: 'Score to win',
  onePlayerTurns: 'Turns in a one-player game',
  bankMinimum: 'Minimum to bank',
  entryMinimum: 'Minimum to get on the board',
  fourOfAKind: 'Four of a kind',
  fiveOfAKind: 'Five of a kind',
  sixOfAKind: 'Six of a kind',
  threePairs: 'Three pairs',
  fourOfAKindWithPair: 'Four of a kind with a pair',
  twoTriplets: 'Two triplets',
  straight: 'Straight (1 to 6)',
  threeFarklePenalty: 'Three farkles in a row',
};

/** The settings typed as numbers; the others are chosen from the options below. */
export const NUMBER_FIELDS: ReadonlySet<RuleField> = new Set<RuleField>([
  'target',
  'onePlayerTurns',
  'bankMinimum',
  'entryMinimum',
  'straight',
]);

/** The options of each chosen setting: value and label. */
export const RULE_OPTIONS: Partial<Record<RuleField, readonly (readonly [string, string])[]>> = {
  fourOfAKind: [
    ['doubling', 'Three of a kind × 2'],
    ['fixed', '1,000'],
  ],
  fiveOfAKind: [
    ['doubling', 'Three of a kind × 4'],
    ['fixed', '2,000'],
  ],
  sixOfAKind: [
    ['doubling', 'Three of a kind × 8'],
    ['fixed', '3,000'],
  ],
  threePairs: [
    ['0', 'Not scoring'],
    ['500', '500'],
    ['750', '750'],
    ['1000', '1,000'],
    ['1500', '1,500'],
  ],
  fourOfAKindWithPair: [
    ['0', 'Not a combination'],
    ['1500', '1,500'],
  ],
  twoTriplets: [
    ['0', 'Two three-of-a-kinds'],
    ['2500', '2,500'],
  ],
  threeFarklePenalty: [
    ['0', 'No penalty'],
    ['500', 'Lose 500'],
    ['1000', 'Lose 1,000'],
  ],
};

export type RulesErrors = Partial<Record<RuleField, string>>;

/** A setting's problem worded with the field's label. */
function ruleWords(field: RuleField, problem: RuleProblem): string {
  return problem.kind === 'not-a-number'
    ? `${RULE_LABELS[field]} must be a number.`
    : `${RULE_LABELS[field]} ${problem.problem}.`;
}

/** The engine's objection to one setting, worded with the field's label; undefined when it takes it. */
export function ruleError(field: RuleField, text: string): string | undefined {
  const problem = ruleProblem(field, text);
  return problem === undefined ? undefined : ruleWords(field, problem);
}

/** The rules the draft describes, or every field's objection in words. */
export function readRules(
  draft: RulesDraft,
): { readonly rules: Rules; readonly errors: null } | { readonly rules: null; readonly errors: RulesErrors } {
  const read = readDraft(draft);
  if (read.problems === null) return { rules: read.rules, errors: null };
  const errors: Partial<Record<RuleField, string>> = {};
  for (const [field, problem] of Object.entries(read.problems) as [RuleField, RuleProblem][]) {
    errors[field] = ruleWords(field, problem);
  }
  return { rules: null, errors };
}

/** The name a set of rules goes by: its preset's, else Custom. */
export function rulesName(rules: Rules): string {
  const preset = presetOf(rules);
  return preset === null ? 'Custom' : RULES_CHOICE_LABELS[preset];
}
