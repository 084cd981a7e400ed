/**
 * Small checks for values read back from storage. Each returns the value with its type or throws a
 * `StoredValueError` whose message names the offending field, e.g. `games[3].score must be an integer ≥ 0`.
 */

export class StoredValueError extends Error {
  override readonly name = 'StoredValueError';
}

export function fail(path: string, expected: string): never {
  throw new StoredValueError(`${path} must be ${expected}`);
}

export function object(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(path, 'an object');
  return value as Record<string, unknown>;
}

export function array(value: unknown, path: string): readonly unknown[] {
  if (!Array.isArray(value)) fail(path, 'a list');
  return value;
}

export function integer(value: unknown, path: string, min = 0, max = Infinity): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    fail(path, max === Infinity ? `an integer ≥ ${min}` : `an integer from ${min} to ${max}`);
  }
  return value;
}

export function string(value: unknown, path: string, maxLength = 200): string {
  if (typeof value !== 'string' || value.length > maxLength)
    fail(path, `text of at most ${maxLength} characters`);
  return value;
}

export function boolean(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') fail(path, 'true or false');
  return value;
}

/** An ISO 8601 date-time, as `Date.prototype.toISOString` writes it. */
export function isoDate(value: unknown, path: string): string {
  const text = string(value, path, 40);
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(text) || Number.isNaN(Date.parse(text))) {
    fail(path, 'a date such as 2024-01-31T12:00:00.000Z');
  }
  return text;
}

export function oneOf<T extends string | number>(value: unknown, path: string, allowed: readonly T[]): T {
  const found = allowed.find((candidate) => candidate === value);
  if (found === undefined) fail(path, `one of ${allowed.join(', ')}`);
  return found;
}

/** A stored record's `version` field: only versions this code knows how to read are accepted. */
export function version(value: unknown, path: string, known: number): number {
  if (value !== known) fail(path, `${known}`);
  return known;
}
