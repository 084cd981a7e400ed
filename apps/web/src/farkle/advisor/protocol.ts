/**
 * What the page and the Farkle advisor's worker say to each other. A game state crosses as the engine's
 * `serialize` text (it is plain data, but the text is what the engine checks on the way in); the answers are plain
 * data: the engine's `Advice` or the computer's next `Action`, or the engine's error as text.
 */
import {
  advise,
  computerAction,
  deserialize,
  installWinTable,
  isFarkleError,
  resolveRules,
  type Action,
  type Advice,
} from '@pastime/farkle';

export type AdvisorRequest =
  /** `advise(state)`: the best choice and every other, with their values. */
  | { readonly id: number; readonly kind: 'advise'; readonly save: string }
  /** `computerAction(state)`: the computer player's next action, at the game's computer level. */
  | { readonly id: number; readonly kind: 'computer-action'; readonly save: string }
  /** `installWinTable(rules, text)`: a two-player table solved (or cached) for other rules. */
  | { readonly id: number; readonly kind: 'install-table'; readonly rules: unknown; readonly text: string };

export type AdvisorResponse =
  | { readonly id: number; readonly kind: 'advise'; readonly advice: Advice }
  | { readonly id: number; readonly kind: 'computer-action'; readonly action: Action }
  | { readonly id: number; readonly kind: 'install-table' }
  | { readonly id: number; readonly kind: 'error'; readonly message: string };

/**
 * The worker's answer to one request. The engine's refusals (a save it cannot read, a state with nothing to
 * decide) come back as `error`; anything else thrown is a bug and is not caught.
 */
export function answer(request: AdvisorRequest): AdvisorResponse {
  const { id } = request;
  try {
    if (request.kind === 'install-table') {
      installWinTable(resolveRules(request.rules), request.text);
      return { id, kind: 'install-table' };
    }
    const state = deserialize(request.save);
    return request.kind === 'advise'
      ? { id, kind: 'advise', advice: advise(state) }
      : { id, kind: 'computer-action', action: computerAction(state) };
  } catch (error) {
    if (isFarkleError(error)) return { id, kind: 'error', message: error.message };
    throw error;
  }
}
