/** A stored file's content is not what this version writes: names the field and the problem. */
export class DataError extends Error {
  override readonly name = 'DataError';
  constructor(
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${field}: ${problem}`);
  }
}

export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function object(value: unknown, field: string): Json {
  if (!isObject(value)) throw new DataError(field, 'not an object');
  return value;
}

export function array(value: unknown, field: string): unknown[] {
  if (!Array.isArray(value)) throw new DataError(field, 'not a list');
  return value;
}

export function integer(value: unknown, field: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value))
    throw new DataError(field, 'not a whole number');
  if (value < min || value > max) throw new DataError(field, `${value} is outside ${min} to ${max}`);
  return value;
}

export function string(value: unknown, field: string, maxLength = 10_000): string {
  if (typeof value !== 'string') throw new DataError(field, 'not a string');
  if (value.length > maxLength) throw new DataError(field, `longer than ${maxLength} characters`);
  return value;
}

export function boolean(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean') throw new DataError(field, 'not true or false');
  return value;
}

export function oneOf<T extends string>(value: unknown, field: string, choices: readonly T[]): T {
  const found = choices.find((c) => c === value);
  if (found === undefined) throw new DataError(field, `not one of ${choices.join(', ')}`);
  return found;
}

export function date(value: unknown, field: string): string {
  const text = string(value, field, 40);
  if (Number.isNaN(Date.parse(text))) throw new DataError(field, 'not a date');
  return text;
}
