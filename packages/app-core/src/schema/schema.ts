/**
 * Schemas for values read back from storage: each is a function that takes a parsed JSON value and the path it
 * was found at, and returns the value with its type or throws a `StoredValueError` naming the field. They are
 * built from the small pieces below, so a document's schema reads as the list of its fields.
 */
import { fieldPath, itemPath, messageOf, StoredValueError, type Expectation } from './error.ts';

/** Reads a value found at `path` (e.g. `records.games[3]`; empty for a whole document) or throws. */
export type Schema<T> = (value: unknown, path: string) => T;

/** The type a schema reads. */
export type SchemaType<S> = S extends Schema<infer T> ? T : never;

function fail(path: string, expected: Expectation, received: unknown): never {
  throw new StoredValueError(path, expected, received);
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An object with these fields, each read by its own schema, in order. Other fields are left out (a later version
 * may add some), and so is a field whose schema reads it as `undefined` (see {@link optional}).
 */
export function object<S extends Readonly<Record<string, Schema<unknown>>>>(
  fields: S,
): Schema<{ readonly [K in keyof S]: SchemaType<S[K]> }> {
  const entries = Object.entries(fields);
  return (value, path) => {
    if (!isRecord(value)) fail(path, { kind: 'object' }, value);
    const out: Record<string, unknown> = {};
    for (const [key, schema] of entries) {
      const read = schema(value[key], fieldPath(path, key));
      if (read !== undefined) out[key] = read;
    }
    return out as { readonly [K in keyof S]: SchemaType<S[K]> };
  };
}

/** Any object, its fields unread: for a reader that checks them one by one (see {@link salvage}). */
export const anyObject: Schema<Readonly<Record<string, unknown>>> = (value, path) =>
  isRecord(value) ? value : fail(path, { kind: 'object' }, value);

/** A list whose items all pass `item`. */
export function list<T>(item: Schema<T>): Schema<readonly T[]> {
  return (value, path) => {
    if (!Array.isArray(value)) fail(path, { kind: 'list' }, value);
    return value.map((entry, index) => item(entry, itemPath(path, index)));
  };
}

/** A list, its items unread: for a reader that checks them one by one (see {@link salvage}). */
export const anyList: Schema<readonly unknown[]> = (value, path) =>
  Array.isArray(value) ? value : fail(path, { kind: 'list' }, value);

/** A whole number from `min` to `max`, both included (a safe integer, as JSON numbers are read exactly). */
export function integer(min = 0, max = Number.MAX_SAFE_INTEGER): Schema<number> {
  return (value, path) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max
      ? value
      : fail(path, { kind: 'integer', min, max }, value);
}

/** Text of at most `maxLength` UTF-16 code units. */
export function text(maxLength: number): Schema<string> {
  return (value, path) =>
    typeof value === 'string' && value.length <= maxLength
      ? value
      : fail(path, { kind: 'text', maxLength }, value);
}

export const boolean: Schema<boolean> = (value, path) =>
  typeof value === 'boolean' ? value : fail(path, { kind: 'boolean' }, value);

/** A date and time as `Date.prototype.toISOString` writes it (`2024-01-31T12:00:00.000Z`), which sorts as text. */
export const isoDate: Schema<string> = (value, path) => {
  if (
    typeof value !== 'string' ||
    !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(value) ||
    Number.isNaN(Date.parse(value))
  ) {
    fail(path, { kind: 'date' }, value);
  }
  return value;
};

/** One of these values. */
export function oneOf<T extends string | number>(choices: readonly T[]): Schema<T> {
  return (value, path) => {
    const found = choices.find((choice) => choice === value);
    return found ?? fail(path, { kind: 'one-of', choices }, value);
  };
}

/** `null`, or what `schema` reads. */
export function nullable<T>(schema: Schema<T>): Schema<T | null> {
  return (value, path) => (value === null ? null : schema(value, path));
}

/** Absent (`undefined`), or what `schema` reads: a field that earlier versions did not write. */
export function optional<T>(schema: Schema<T>): Schema<T | undefined> {
  return (value, path) => (value === undefined ? undefined : schema(value, path));
}

/** A value that must also pass `rule`, described in words that follow "must be". */
export function refine<T>(schema: Schema<T>, rule: (value: T) => boolean, description: string): Schema<T> {
  return (value, path) => {
    const read = schema(value, path);
    return rule(read) ? read : fail(path, { kind: 'described', description }, value);
  };
}

/**
 * A value that `read` turns into something else, throwing when it cannot (an engine loading its save): the
 * error's message becomes the reason, e.g. `game.save: score must be ≥ 0`.
 */
export function convert<T, U>(schema: Schema<T>, read: (value: T) => U): Schema<U> {
  return (value, path) => {
    const checked = schema(value, path);
    try {
      return read(checked);
    } catch (error) {
      if (error instanceof StoredValueError) throw error;
      return fail(path, { kind: 'refused', reason: messageOf(error) }, value);
    }
  };
}

/** A stored document's `version`: exactly `known`. */
export function version(known: number): Schema<number> {
  return (value, path) => (value === known ? known : fail(path, { kind: 'version', version: known }, value));
}

/** A part of a value that failed its schema and was left out, with why. */
export interface Rejected {
  readonly path: string;
  readonly reason: string;
  readonly value: unknown;
}

/**
 * Reads each entry with `read` (a schema, say) and keeps those that pass; the others are listed in `rejected`, so
 * that one damaged entry does not cost the rest. `entries` are pairs of a path and a value.
 */
export function salvage<V, T>(
  entries: readonly (readonly [string, V])[],
  read: (value: V, path: string) => T,
): { readonly kept: readonly T[]; readonly rejected: readonly Rejected[] } {
  const kept: T[] = [];
  const rejected: Rejected[] = [];
  for (const [path, value] of entries) {
    try {
      kept.push(read(value, path));
    } catch (error) {
      rejected.push({ path, reason: messageOf(error), value });
    }
  }
  return { kept, rejected };
}
