/**
 * The rules a game is played by, as the mode dialog offers them: a preset (Traditional, Popular) or every setting
 * typed or chosen in the Customize panel. The panel's values are kept as typed; the engine judges each one, and
 * its objection is shown next to the field, named by the field's label.
 */
import {
  FarkleError,
  presetOf,
  resolveRules,
  RULE_FIELDS,
  RULE_PRESETS,
  type Rules,
  type RulesPreset,
} from '@pastime/farkle';

export type RulesChoice = RulesPreset | 'custom';
export type RuleField = keyof Rules;

/** Every setting as its field shows it: the text typed, or the value of the chosen option. */
export type RulesDraft = Readonly<Record<RuleField, string>>;

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

const TEXT_VALUED = new Set<RuleField>(['fourOfAKind', 'fiveOfAKind', 'sixOfAKind']);

export function draftOf(rules: Rules): RulesDraft {
  return Object.fromEntries(RULE_FIELDS.map((field) => [field, String(rules[field])])) as Record<
    RuleField,
    string
  >;
}

/** A field's value as the engine takes it: a number for every numeric setting (NaN when it is not one). */
function valueOf(field: RuleField, text: string): string | number {
  if (TEXT_VALUED.has(field)) return text;
  const trimmed = text.trim().replace(/[,\s]/g, '');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

export type RulesErrors = Partial<Record<RuleField, string>>;

/** The engine's objection to one setting, worded with the field's label; undefined when it takes it. */
export function ruleError(field: RuleField, text: string): string | undefined {
  const value = valueOf(field, text);
  if (typeof value === 'number' && Number.isNaN(value)) return `${RULE_LABELS[field]} must be a number.`;
  try {
    resolveRules({ ...RULE_PRESETS.traditional, [field]: value });
    return undefined;
  } catch (error) {
    if (!(error instanceof FarkleError)) throw error;
    return `${RULE_LABELS[field]} ${error.problem}.`;
  }
}

/** The rules the draft describes, or every field's objection. */
export function readDraft(
  draft: RulesDraft,
): { readonly rules: Rules; readonly errors: null } | { readonly rules: null; readonly errors: RulesErrors } {
  const errors: Partial<Record<RuleField, string>> = {};
  for (const field of RULE_FIELDS) {
    const error = ruleError(field, draft[field]);
    if (error !== undefined) errors[field] = error;
  }
  if (Object.keys(errors).length > 0) return { rules: null, errors };
  const raw = Object.fromEntries(RULE_FIELDS.map((field) => [field, valueOf(field, draft[field])]));
  return { rules: resolveRules(raw), errors: null };
}

/** The name a set of rules goes by: its preset's, else Custom. */
export function rulesName(rules: Rules): string {
  const preset = presetOf(rules);
  return preset === null ? 'Custom' : RULES_CHOICE_LABELS[preset];
}
