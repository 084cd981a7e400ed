/** The options of `analyze`, checked: anything out of bounds is a `GameError` naming the option, never clamped. */
import { GameError } from '@pastime/2048';
import { FoldedNetwork } from './ntuple/network.ts';

export type { AnalyzeOptions } from './limits.ts';
export { DEFAULT_TIME_MS, MAX_DEPTH, MAX_TIME_MS } from './limits.ts';
import { DEFAULT_TIME_MS, MAX_DEPTH, MAX_TIME_MS } from './limits.ts';

export interface Limits {
  /** The deepest depth to search. */
  readonly depth: number | null;
  /** The time budget in ms, or null for none. */
  readonly timeMs: number | null;
  /** The n-tuple network that scores positions, or null for the hand-tuned evaluation. */
  readonly evaluation: FoldedNetwork | null;
}

function invalid(field: string, message: string): GameError {
  return new GameError('invalid-config', `analyze: ${message}`, field);
}

function describe(value: unknown): string {
  return typeof value === 'number' || typeof value === 'string' ? JSON.stringify(value) : typeof value;
}

/**
 * The checked limits of a search. `evaluation` is an option only where the caller can search with a network
 * (`analyze`); elsewhere it is an unknown option.
 */
export function resolveOptions(options: unknown, withEvaluation = false): Limits {
  if (options === undefined) return { depth: null, timeMs: DEFAULT_TIME_MS, evaluation: null };
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw invalid(
      'options',
      `options must be an object such as { timeMs: 50 } or { depth: 3 }, got ${describe(options)}`,
    );
  }
  for (const key of Object.keys(options)) {
    if (key !== 'timeMs' && key !== 'depth' && !(withEvaluation && key === 'evaluation'))
      throw invalid(
        `options.${key}`,
        `unknown option ${JSON.stringify(key)} (the options are timeMs${withEvaluation ? ', depth and evaluation' : ' and depth'})`,
      );
  }
  const { timeMs, depth, evaluation } = options as {
    timeMs?: unknown;
    depth?: unknown;
    evaluation?: unknown;
  };
  if (
    timeMs !== undefined &&
    (typeof timeMs !== 'number' || !Number.isFinite(timeMs) || timeMs <= 0 || timeMs > MAX_TIME_MS)
  ) {
    throw invalid(
      'options.timeMs',
      `timeMs must be a number above 0 and at most ${MAX_TIME_MS}, got ${describe(timeMs)}`,
    );
  }
  if (
    depth !== undefined &&
    (typeof depth !== 'number' || !Number.isInteger(depth) || depth < 1 || depth > MAX_DEPTH)
  ) {
    throw invalid('options.depth', `depth must be an integer from 1 to ${MAX_DEPTH}, got ${describe(depth)}`);
  }
  if (evaluation !== undefined && evaluation !== 'tuned' && !(evaluation instanceof FoldedNetwork)) {
    throw invalid(
      'options.evaluation',
      `evaluation must be 'tuned' or a network from loadNTupleEvaluation, got ${describe(evaluation)}` +
        ' (a network does not survive postMessage: load it where the search runs)',
    );
  }
  const network = evaluation instanceof FoldedNetwork ? evaluation : null;
  if (timeMs === undefined && depth === undefined)
    return { depth: null, timeMs: DEFAULT_TIME_MS, evaluation: network };
  return { depth: depth ?? null, timeMs: timeMs ?? null, evaluation: network };
}
