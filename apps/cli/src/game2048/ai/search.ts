// The light subpath: the search's row tables take about 30 ms of CPU to build when its module loads.
import { DEFAULT_TIME_MS as SEARCH_TIME_DEFAULT_MS, type AnalyzeOptions } from '@pastime/2048-ai/limits';

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
