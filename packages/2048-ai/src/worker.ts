/**
 * Running `analyze` off the main thread. A game state is a class instance and does not survive `postMessage`;
 * its save text does. The page posts an `AnalyzeRequest` holding `serialize(state, { maxUndo: 0 })` (the undo
 * history is of no use to the search and only makes the message longer); the worker answers each request with
 * `handleAnalyzeRequest(request)`, a plain object that crosses back as it is.
 */
import { deserialize, isGameError } from '@pastime/2048';
import type { GameErrorCode } from '@pastime/2048';
import { analyze } from './analyze.ts';
import type { Analysis } from './analysis.ts';
import type { AnalyzeOptions } from './options.ts';

/** What the page posts to the worker. `id` comes back in the answer, to match answers to requests. */
export interface AnalyzeRequest {
  readonly id: number;
  /** `serialize(state)` of the game to analyse. */
  readonly save: string;
  readonly options?: AnalyzeOptions;
}

/** A `GameError` as plain data. */
export interface AnalyzeFailure {
  readonly code: GameErrorCode;
  readonly message: string;
  readonly field: string | null;
}

/** What the worker posts back: the analysis, or the error that `deserialize` or `analyze` threw. */
export type AnalyzeResponse =
  | { readonly id: number; readonly analysis: Analysis }
  | { readonly id: number; readonly error: AnalyzeFailure };

/** `analyze` of the game saved in `save` (text from `serialize`). Throws `GameError` (`invalid-save`, …). */
export function analyzeSaved(save: string, options?: AnalyzeOptions): Analysis {
  return analyze(deserialize(save), options);
}

/**
 * The worker's whole job: the answer to one request. A bad save or bad options come back as `error` (the
 * `GameError`'s code, message and field); anything else thrown is a bug and is not caught.
 */
export function handleAnalyzeRequest(request: AnalyzeRequest): AnalyzeResponse {
  const id =
    typeof request === 'object' && request !== null && typeof request.id === 'number' ? request.id : -1;
  try {
    if (typeof request !== 'object' || request === null || typeof request.save !== 'string') {
      return {
        id,
        error: {
          code: 'invalid-save',
          message: 'analyze request: save must be serialize(state) text',
          field: 'save',
        },
      };
    }
    return { id, analysis: analyzeSaved(request.save, request.options) };
  } catch (e) {
    if (isGameError(e)) return { id, error: { code: e.code, message: e.message, field: e.field } };
    throw e;
  }
}
