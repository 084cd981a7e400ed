/**
 * A stored value's problem in this program's words: `games[3].score: not a whole number`, `version: 2 is not
 * supported (this program reads version 1)`. The schemas of `@pastime/app-core` say what was expected and what
 * was found; the wording is the terminal's.
 */
import type { StoredValueError } from '@pastime/app-core';

function wholeNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

function problem({ expected, received }: StoredValueError): string {
  switch (expected.kind) {
    case 'object':
      return 'not an object';
    case 'list':
      return 'not a list';
    case 'integer':
      return wholeNumber(received)
        ? `${received} is outside ${expected.min} to ${expected.max}`
        : 'not a whole number';
    case 'text':
      return typeof received === 'string' ? `longer than ${expected.maxLength} characters` : 'not a string';
    case 'boolean':
      return 'not true or false';
    case 'date':
      return 'not a date';
    case 'one-of':
      return `not one of ${expected.choices.join(', ')}`;
    case 'version':
      if (!wholeNumber(received)) return 'not a whole number';
      if (received < 1) return `${received} is outside 1 to ${Number.MAX_SAFE_INTEGER}`;
      return `${received} is not supported (this program reads version ${expected.version})`;
    case 'described':
      return `not ${expected.description}`;
    case 'refused':
      return expected.reason;
  }
}

/** The field and its problem, e.g. `games[3].score: not a whole number` (`(top level)` for the whole file). */
export function describeProblem(error: StoredValueError): string {
  return `${error.path === '' ? '(top level)' : error.path}: ${problem(error)}`;
}
