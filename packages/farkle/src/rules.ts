import { FarkleError } from './errors.ts';

/** How four, five or six of a kind score: each die beyond three doubles three of a kind, or a fixed value. */
export type OfAKindRule = 'doubling' | 'fixed';

/**
 * The house rules of a game: the score to reach, the bank minimums, what each combination is worth and the
 * three-farkle penalty. Every amount is in points; the best reading of the dice always counts.
 */
export interface Rules {
  /** The total that ends the game with more than one player: 1,000 to 50,000, in fifties. */
  readonly target: number;
  /** Turns in a one-player game: 5 to 20. */
  readonly onePlayerTurns: number;
  /** The smallest turn total that can be banked: 0 to 1,000, in fifties. */
  readonly bankMinimum: number;
  /** The smallest first bank of a player (getting "on the board"): 0 to 1,000, in fifties. */
  readonly entryMinimum: number;
  /** Four of a kind: three of a kind × 2, or a fixed 1,000. */
  readonly fourOfAKind: OfAKindRule;
  /** Five of a kind: three of a kind × 4, or a fixed 2,000. */
  readonly fiveOfAKind: OfAKindRule;
  /** Six of a kind: three of a kind × 8, or a fixed 3,000. */
  readonly sixOfAKind: OfAKindRule;
  /** Three distinct pairs: 0 (not a combination), 500, 750, 1,000 or 1,500. */
  readonly threePairs: 0 | 500 | 750 | 1000 | 1500;
  /** Four of a kind with a pair of another face: 0 (not a combination) or 1,500. */
  readonly fourOfAKindWithPair: 0 | 1500;
  /** Two three-of-a-kinds of different faces: 0 (scored as two three-of-a-kinds) or 2,500. */
  readonly twoTriplets: 0 | 2500;
  /** The six-dice straight 1-2-3-4-5-6: 500 to 3,000, in fifties. */
  readonly straight: number;
  /** Points a player loses on the third farkle in a row: 0 (no penalty), 500 or 1,000. */
  readonly threeFarklePenalty: 0 | 500 | 1000;
}

/** The named rule sets. */
export type RulesPreset = 'traditional' | 'popular';

/** What `newGame` and the scoring functions accept as rules. */
export type RulesInput = RulesPreset | Rules;

/** The fixed values of four, five and six of a kind. */
export const FIXED_OF_A_KIND = { 4: 1000, 5: 2000, 6: 3000 } as const;

export const RULE_PRESETS: Readonly<Record<RulesPreset, Rules>> = {
  /** The requirements' rules. */
  traditional: Object.freeze({
    target: 10_000,
    onePlayerTurns: 10,
    bankMinimum: 300,
    entryMinimum: 0,
    fourOfAKind: 'doubling',
    fiveOfAKind: 'doubling',
    sixOfAKind: 'doubling',
    threePairs: 750,
    fourOfAKindWithPair: 0,
    twoTriplets: 0,
    straight: 1500,
    threeFarklePenalty: 0,
  }),
  /** The house rules most often played. */
  popular: Object.freeze({
    target: 10_000,
    onePlayerTurns: 10,
    bankMinimum: 300,
    entryMinimum: 500,
    fourOfAKind: 'fixed',
    fiveOfAKind: 'fixed',
    sixOfAKind: 'fixed',
    threePairs: 1500,
    fourOfAKindWithPair: 1500,
    twoTriplets: 2500,
    straight: 1500,
    threeFarklePenalty: 1000,
  }),
};

export const TRADITIONAL: Rules = RULE_PRESETS.traditional;

type Check = (value: unknown) => string | null;

function fifties(min: number, max: number): Check {
  return (v) =>
    typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max && v % 50 === 0
      ? null
      : `must be a multiple of 50 from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}`;
}

function oneOf(values: readonly unknown[]): Check {
  return (v) => (values.includes(v) ? null : `must be one of ${values.map((x) => String(x)).join(', ')}`);
}

const CHECKS: Readonly<Record<keyof Rules, Check>> = {
  target: fifties(1000, 50_000),
  onePlayerTurns: (v) =>
    typeof v === 'number' && Number.isInteger(v) && v >= 5 && v <= 20
      ? null
      : 'must be a whole number from 5 to 20',
  bankMinimum: fifties(0, 1000),
  entryMinimum: fifties(0, 1000),
  fourOfAKind: oneOf(['doubling', 'fixed']),
  fiveOfAKind: oneOf(['doubling', 'fixed']),
  sixOfAKind: oneOf(['doubling', 'fixed']),
  threePairs: oneOf([0, 500, 750, 1000, 1500]),
  fourOfAKindWithPair: oneOf([0, 1500]),
  twoTriplets: oneOf([0, 2500]),
  straight: fifties(500, 3000),
  threeFarklePenalty: oneOf([0, 500, 1000]),
};

/** The settings in the order they are listed and saved. */
export const RULE_FIELDS = Object.keys(CHECKS) as (keyof Rules)[];

const resolved = new WeakSet<Rules>([RULE_PRESETS.traditional, RULE_PRESETS.popular]);

/**
 * The full rules for a preset name or a rules object, checked: every setting present and in range, nothing
 * else. Throws `FarkleError` `invalid-config` naming the field (`rules.target`, …); `where` changes the prefix.
 * The result is frozen; a preset's is the preset itself.
 */
export function resolveRules(input: unknown, where = 'rules'): Rules {
  if (typeof input === 'string') {
    if (input === 'traditional' || input === 'popular') return RULE_PRESETS[input];
    throw new FarkleError(
      'invalid-config',
      `${where} must be 'traditional', 'popular' or a rules object, got ${JSON.stringify(input)}`,
      where,
    );
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new FarkleError('invalid-config', `${where} must be a preset name or a rules object`, where);
  }
  if (resolved.has(input as Rules)) return input as Rules;
  const raw = input as Record<string, unknown>;
  for (const key of Object.keys(raw)) {
    if (!(key in CHECKS)) {
      throw new FarkleError('invalid-config', `${where}.${key} is not a rule`, `${where}.${key}`);
    }
  }
  const rules: Record<string, unknown> = {};
  for (const field of RULE_FIELDS) {
    const value = raw[field];
    const problem = value === undefined ? 'is missing' : CHECKS[field](value);
    if (problem !== null) {
      throw new FarkleError(
        'invalid-config',
        `${where}.${field} ${problem}${value === undefined ? '' : `, got ${JSON.stringify(value)}`}`,
        `${where}.${field}`,
      );
    }
    rules[field] = value;
  }
  const frozen = Object.freeze(rules) as unknown as Rules;
  // Equal to a preset: use the preset, so that identity checks and caches see one object.
  for (const preset of Object.values(RULE_PRESETS)) if (sameRules(frozen, preset)) return preset;
  resolved.add(frozen);
  return frozen;
}

/** Every setting equal. */
export function sameRules(a: Rules, b: Rules): boolean {
  return RULE_FIELDS.every((f) => a[f] === b[f]);
}

/** True for the requirements' rules. */
export function isTraditional(rules: Rules): boolean {
  return rules === TRADITIONAL || sameRules(rules, TRADITIONAL);
}

/** The preset these rules equal, or null for house rules of one's own. */
export function presetOf(rules: Rules): RulesPreset | null {
  for (const [name, preset] of Object.entries(RULE_PRESETS)) {
    if (sameRules(rules, preset)) return name as RulesPreset;
  }
  return null;
}

/** The settings that decide what dice score, as a stable key (tables are built once per key). */
export function scoringKey(rules: Rules): string {
  return [
    rules.fourOfAKind,
    rules.fiveOfAKind,
    rules.sixOfAKind,
    rules.threePairs,
    rules.fourOfAKindWithPair,
    rules.twoTriplets,
    rules.straight,
  ].join(' ');
}
