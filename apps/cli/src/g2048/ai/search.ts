import { DEFAULT_TIME_MS } from '@pastime/2048-ai';
import type { AnalyzeOptions } from '@pastime/2048-ai';

/** How long and how deep the search thinks about a move: `--time-ms` and `--depth`, when given. */
export interface SearchLimits {
  readonly timeMs: number | undefined;
  readonly depth: number | undefined;
}

/** The options `analyze` takes for these limits; neither given: its default budget, `DEFAULT_TIME_MS`. */
export function analyzeOptions(limits: SearchLimits): AnalyzeOptions {
  if (limits.timeMs === undefined && limits.depth === undefined) return { timeMs: DEFAULT_TIME_MS };
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
