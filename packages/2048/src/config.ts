/**
 * Checking what callers hand to `newGame`. Nothing is clamped or guessed: a value out of bounds is an error that
 * names the field. The checks on single values are shared with `deserialize`.
 */
import { randomSeed } from '@pastime/random';
import { GameError } from './errors.ts';
import type { GameErrorCode } from './errors.ts';
import type { GameConfig, GameSettings, Seed, Spawn } from './types.ts';

export const MIN_SIZE = 2;
export const MAX_SIZE = 16;
export const DEFAULT_SIZE = 4;
export const DEFAULT_WIN_VALUE = 2048;
export const MIN_WIN_VALUE = 8;
export const DEFAULT_INITIAL_SPAWNS = 2;
/** Largest tile a starting board may hold: every integer up to here is exact in a JavaScript number. */
const MAX_START_TILE = 2 ** 53;

/** What `newGame` works from once the configuration is checked. */
export interface ResolvedConfig {
  readonly settings: GameSettings;
  readonly seed: Seed;
  readonly script: readonly Spawn[] | null;
  /** The starting board, flat and row-major, or null to start from initial spawns. */
  readonly board: number[] | null;
  readonly score: number;
}

const KNOWN_OPTIONS = new Set([
  'size',
  'winValue',
  'stopOnWin',
  'initialSpawns',
  'seed',
  'spawnScript',
  'board',
  'score',
  'history',
]);

/** A short, safe rendering of any value for an error message. */
export function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) {
    return String(value);
  }
  if (Array.isArray(value)) return `an array of ${value.length}`;
  return typeof value === 'object' ? 'an object' : typeof value;
}

/** True for 2, 4, 8, … up to `max` (itself a power of two). */
function isTileValue(value: unknown, max: number): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= 2 &&
    value <= max &&
    2 ** Math.round(Math.log2(value)) === value
  );
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function checkSize(value: unknown, code: GameErrorCode, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < MIN_SIZE || value > MAX_SIZE) {
    throw new GameError(
      code,
      `${field} must be an integer from ${MIN_SIZE} to ${MAX_SIZE}, got ${show(value)}`,
      field,
    );
  }
  return value;
}

export function checkWinValue(value: unknown, code: GameErrorCode, field: string): number {
  if (!isTileValue(value, MAX_START_TILE) || value < MIN_WIN_VALUE) {
    throw new GameError(
      code,
      `${field} must be a power of two from ${MIN_WIN_VALUE} to 2^53, got ${show(value)}`,
      field,
    );
  }
  return value;
}

export function checkBoolean(value: unknown, code: GameErrorCode, field: string): boolean {
  if (typeof value !== 'boolean') {
    throw new GameError(code, `${field} must be true or false, got ${show(value)}`, field);
  }
  return value;
}

export function checkInitialSpawns(value: unknown, size: number, code: GameErrorCode, field: string): number {
  const cells = size * size;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > cells) {
    throw new GameError(
      code,
      `${field} must be an integer from 1 to ${cells} (the cells of a ${size}×${size} board), got ${show(value)}`,
      field,
    );
  }
  return value;
}

export function checkSeed(value: unknown, code: GameErrorCode, field: string): Seed {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw new GameError(code, `${field} must be a finite number or a string, got ${show(value)}`, field);
}

/** A score: a non-negative integer (at most 2^53 − 1 when `safe`). */
export function checkScore(value: unknown, safe: boolean, code: GameErrorCode, field: string): number {
  const ok =
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 0 &&
    (!safe || value <= Number.MAX_SAFE_INTEGER);
  if (!ok) {
    throw new GameError(
      code,
      `${field} must be a non-negative integer${safe ? ' up to 2^53 − 1' : ''}, got ${show(value)}`,
      field,
    );
  }
  return value;
}

/** One spawn entry: an object with an in-range `row` and `col` and a `value` of 2 or 4. */
function checkSpawn(value: unknown, size: number, code: GameErrorCode, field: string): Spawn {
  if (!isPlainObject(value)) {
    throw new GameError(code, `${field} must be an object { row, col, value }, got ${show(value)}`, field);
  }
  const coordinate = (name: 'row' | 'col'): number => {
    const v = value[name];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v >= size) {
      throw new GameError(
        code,
        `${field}.${name} must be an integer from 0 to ${size - 1}, got ${show(v)}`,
        `${field}.${name}`,
      );
    }
    return v;
  };
  const row = coordinate('row');
  const col = coordinate('col');
  const v = value.value;
  if (v !== 2 && v !== 4) {
    throw new GameError(code, `${field}.value must be 2 or 4, got ${show(v)}`, `${field}.value`);
  }
  return Object.freeze({ row, col, value: v });
}

export function checkSpawnScript(
  value: unknown,
  size: number,
  code: GameErrorCode,
  field: string,
): readonly Spawn[] {
  if (!Array.isArray(value)) {
    throw new GameError(code, `${field} must be an array of { row, col, value }, got ${show(value)}`, field);
  }
  return Object.freeze(value.map((entry: unknown, i) => checkSpawn(entry, size, code, `${field}[${i}]`)));
}

/** A square board of `size` rows of `size` cells, each 0 or a tile up to `maxTile`; returned flat. */
export function checkBoard(
  value: unknown,
  size: number,
  maxTile: number,
  code: GameErrorCode,
  field: string,
): number[] {
  if (!Array.isArray(value) || value.length !== size) {
    throw new GameError(
      code,
      `${field} must be an array of ${size} rows (the board size), got ${show(value)}`,
      field,
    );
  }
  const cells: number[] = [];
  value.forEach((row: unknown, r) => {
    if (!Array.isArray(row) || row.length !== size) {
      throw new GameError(
        code,
        `${field}[${r}] must be an array of ${size} cells (the board size), got ${show(row)}`,
        `${field}[${r}]`,
      );
    }
    row.forEach((cell: unknown, c) => {
      if (cell !== 0 && !isTileValue(cell, maxTile)) {
        throw new GameError(
          code,
          `${field}[${r}][${c}] must be 0 (empty) or a power of two from 2 to 2^${Math.log2(maxTile)}, got ${show(cell)}`,
          `${field}[${r}][${c}]`,
        );
      }
      cells.push(cell);
    });
  });
  return cells;
}

/** Checks a configuration given to `newGame` and fills in the defaults. */
export function resolveConfig(config: unknown): ResolvedConfig {
  const code = 'invalid-config';
  if (config === undefined) config = {};
  if (!isPlainObject(config)) {
    throw new GameError(code, `the configuration must be an object, got ${show(config)}`, 'config');
  }
  for (const key of Object.keys(config)) {
    if (!KNOWN_OPTIONS.has(key)) {
      throw new GameError(
        code,
        `unknown option ${JSON.stringify(key)} (known: ${[...KNOWN_OPTIONS].join(', ')})`,
        key,
      );
    }
  }
  const c = config as GameConfig;
  // Without `size`, a given board sets it; a board of a side out of bounds is then the board's fault.
  let size: number;
  if (c.size === undefined && Array.isArray(c.board)) {
    size = c.board.length;
    if (size < MIN_SIZE || size > MAX_SIZE) {
      throw new GameError(
        code,
        `board must have ${MIN_SIZE} to ${MAX_SIZE} rows (its side sets the size), got ${size}`,
        'board',
      );
    }
  } else {
    size = checkSize(c.size ?? DEFAULT_SIZE, code, 'size');
  }
  const winValue = checkWinValue(c.winValue ?? DEFAULT_WIN_VALUE, code, 'winValue');
  const stopOnWin = checkBoolean(c.stopOnWin ?? true, code, 'stopOnWin');
  const initialSpawns = checkInitialSpawns(
    c.initialSpawns ?? DEFAULT_INITIAL_SPAWNS,
    size,
    code,
    'initialSpawns',
  );
  const history = checkBoolean(c.history ?? true, code, 'history');
  const seed = c.seed === undefined ? randomSeed() : checkSeed(c.seed, code, 'seed');
  const script =
    c.spawnScript === undefined ? null : checkSpawnScript(c.spawnScript, size, code, 'spawnScript');
  const board = c.board === undefined ? null : checkBoard(c.board, size, MAX_START_TILE, code, 'board');
  if (c.score !== undefined && board === null) {
    throw new GameError(code, 'score can only be given together with board', 'score');
  }
  const score = c.score === undefined ? 0 : checkScore(c.score, true, code, 'score');
  return {
    settings: Object.freeze({ size, winValue, stopOnWin, initialSpawns, history }),
    seed,
    script,
    board,
    score,
  };
}
