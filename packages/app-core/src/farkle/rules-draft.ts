/**
 * Rules as a setup form holds them while they are typed: every setting as text, read back into the engine's rules
 * or into each field's problem, as data an app words with its own label for the field.
 */
import { FarkleError, resolveRules, RULE_FIELDS, type Rules } from '@pastime/farkle';
import { TRADITIONAL_RULES } from './setup.ts';

export type RuleField = keyof Rules;

/** Every setting as its field shows it: the text typed, or the value of the chosen option. */
export type RulesDraft = Readonly<Record<RuleField, string>>;

/** What is wrong with a setting: not a number, or the engine's objection to it (without the field). */
export type RuleProblem =
  { readonly kind: 'not-a-number' } | { readonly kind: 'refused'; readonly problem: string };

export type RuleProblems = Partial<Record<RuleField, RuleProblem>>;

/** The settings whose values are words (`doubling`, `fixed`); every other one is a number. */
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

/** The problem of one setting typed as `text`, judged by the engine on its own; undefined when it takes it. */
export function ruleProblem(field: RuleField, text: string): RuleProblem | undefined {
  const value = valueOf(field, text);
  if (typeof value === 'number' && Number.isNaN(value)) return { kind: 'not-a-number' };
  try {
    resolveRules({ ...TRADITIONAL_RULES, [field]: value });
    return undefined;
  } catch (error) {
    if (!(error instanceof FarkleError)) throw error;
    return { kind: 'refused', problem: error.problem };
  }
}

/** The rules the draft describes, or every field's problem. */
export function readDraft(
  draft: RulesDraft,
):
  | { readonly rules: Rules; readonly problems: null }
  | { readonly rules: null; readonly problems: RuleProblems } {
  const problems: Partial<Record<RuleField, RuleProblem>> = {};
  for (const field of RULE_FIELDS) {
    const problem = ruleProblem(field, draft[field]);
    if (problem !== undefined) problems[field] = problem;
  }
  if (Object.keys(problems).length > 0) return { rules: null, problems };
  const raw = Object.fromEntries(RULE_FIELDS.map((field) => [field, valueOf(field, draft[field])]));
  return { rules: resolveRules(raw), problems: null };
}
