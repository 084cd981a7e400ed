/**
 * What a stored value failed: the field, what it had to be and what was there. The message says it in the web
 * app's words (`records.games[3].score must be an integer ≥ 0`); an app that words it differently (the terminal
 * program: `games[3].score: not a whole number`) reads `path`, `expected` and `received`.
 */

/** What a field had to be. */
export type Expectation =
  | { readonly kind: 'object' }
  | { readonly kind: 'list' }
  | { readonly kind: 'integer'; readonly min: number; readonly max: number }
  | { readonly kind: 'text'; readonly maxLength: number }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'date' }
  | { readonly kind: 'one-of'; readonly choices: readonly (string | number)[] }
  /** The document's `version`: only versions this code knows how to read are accepted. */
  | { readonly kind: 'version'; readonly version: number }
  /** A rule of its own, in words that follow "must be": `the id in its key, “g”`. */
  | { readonly kind: 'described'; readonly description: string }
  /** A value that passed the checks but that its reader refused, e.g. an engine save the engine cannot load. */
  | { readonly kind: 'refused'; readonly reason: string };

export class StoredValueError extends Error {
  override readonly name = 'StoredValueError';

  /**
   * @param path - the field, as `records.games[3].score` (empty for the value itself)
   * @param expected - what it had to be
   * @param received - what was there
   */
  constructor(
    readonly path: string,
    readonly expected: Expectation,
    readonly received: unknown,
  ) {
    super(
      expected.kind === 'refused'
        ? `${path}: ${expected.reason}`
        : `${path === '' ? 'the value' : path} must be ${mustBe(expected)}`,
    );
  }
}

/** An expectation in words that follow "must be", e.g. `an integer from 2 to 8`. */
export function mustBe(expected: Exclude<Expectation, { kind: 'refused' }>): string {
  switch (expected.kind) {
    case 'object':
      return 'an object';
    case 'list':
      return 'a list';
    case 'integer':
      return expected.max === Number.MAX_SAFE_INTEGER
        ? `an integer ≥ ${expected.min}`
        : `an integer from ${expected.min} to ${expected.max}`;
    case 'text':
      return `text of at most ${expected.maxLength} characters`;
    case 'boolean':
      return 'true or false';
    case 'date':
      return 'a date such as 2024-01-31T12:00:00.000Z';
    case 'one-of':
      return `one of ${expected.choices.join(', ')}`;
    case 'version':
      return String(expected.version);
    case 'described':
      return expected.description;
  }
}

/** The path of a field of `path`: `records` + `games` → `records.games`. */
export function fieldPath(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

/** The path of an item of the list at `path`: `records.games` + 3 → `records.games[3]`. */
export function itemPath(path: string, index: number): string {
  return `${path}[${index}]`;
}

/** The message of anything thrown, for a reason shown to a player. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
