import type { AnalyzeOptions } from '@pastime/2048-ai';

/**
 * The search's own bounds and default (`MAX_TIME_MS`, `MAX_DEPTH`, `DEFAULT_TIME_MS` of `@pastime/2048-ai`), repeated
 * here so that reading the command line does not load the search: its row tables take about 30 ms of CPU to
 * build, which every start of the program would pay. A test keeps these equal to the package's.
 */
export const SEARCH_TIME_MAX_MS = 60_000;
export const SEARCH_DEPTH_MAX = 20;
export const SEARCH_TIME_DEFAULT_MS = 50;

/** How long and how deep the search thinks about a move: `--time-ms` and `--depth`, when given. */
export interface SearchLimits {
  readonly timeMs: number | undefined;
  readonly depth: number | undefined;
}

/** The options `analyze` takes for these limits; neither given: its default budget. */
export function analyzeOptions(limits: SearchLimits): AnalyzeOptions {
  if (limits.timeMs === undefined && limits.depth === undefined) return { timeMs: SEARCH_TIME_DEFAULT_MS };
  return {
    ...(limits.timeMs === undefined ? {} : { timeMs: limits.timeMs }),
    ...(limits.depth === undefined ? {} : { depth: limits.depth }),
  };
}

/** The limits in words: `50 ms a move`, `depth 3`, `depth 3 within 50 ms a move`. */
export function describeLimits(limits: SearchLimits): string {
  const options = analyzeOptions(limits);
  const time = options.timeMs === undefined ? undefined : `${options.timeMs} ms a move`;
  if (options.depth === undefined) return time ?? '';
  return time === undefined ? `depth ${options.depth}` : `depth ${options.depth} within ${time}`;
}
