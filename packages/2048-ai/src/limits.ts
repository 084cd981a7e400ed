/**
 * The bounds of `analyze`'s options, with nothing else: a program can read them (to check its own command line,
 * say) through `@pastime/2048-ai/limits` without loading the search and building its tables.
 */
import type { NTupleEvaluation } from './ntuple/network.ts';

/** How long or how deep `analyze` searches. */
export interface AnalyzeOptions {
  /**
   * The time budget in milliseconds (above 0, at most 60,000): the search deepens until it runs out and answers
   * with the deepest depth it completed. Default 50 when `depth` is not given either.
   */
  readonly timeMs?: number;
  /**
   * The depth in moves of the player (an integer from 1 to 20). Alone, the search goes exactly this deep, and the
   * answer depends only on the state and the depth. With `timeMs`, it is the deepest the search may go.
   */
  readonly depth?: number;
  /**
   * What scores the positions the search reaches: `'tuned'` (the default), the hand-tuned evaluation, or a trained
   * n-tuple network from `loadNTupleEvaluation`. The network is for 4×4 boards: other boards, and 4×4 boards the
   * packed search does not take (a 65536, two 32768s), are searched with the hand-tuned evaluation.
   */
  readonly evaluation?: 'tuned' | NTupleEvaluation;
}

/** The budget `analyze` uses with no options: well under 100 ms, deep enough for strong play. */
export const DEFAULT_TIME_MS = 50;
export const MAX_TIME_MS = 60_000;
export const MAX_DEPTH = 20;
