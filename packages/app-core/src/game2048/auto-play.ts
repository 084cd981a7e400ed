/**
 * Auto-play's speeds and its states, the same in both apps. The pacing itself lives in the manager, which plays
 * the search's moves through its own path with the injected clock.
 */
import type { Direction, GameState } from '@pastime/2048';

/** Moves a second, or `fastest`: the next move as soon as the search has chosen it. */
export type AutoPlaySpeed = 1 | 2 | 4 | 8 | 'fastest';

/** Every speed, slowest first: the browser's choices and the terminal's `+` and `-` steps. */
export const AUTO_PLAY_SPEEDS: readonly AutoPlaySpeed[] = [1, 2, 4, 8, 'fastest'];

/** The speed auto-play starts at when none was chosen. */
export const DEFAULT_AUTO_PLAY_SPEED: AutoPlaySpeed = 4;

/** The least time between two moves at `speed`, in ms (0: as soon as the search has chosen). */
export function moveInterval(speed: AutoPlaySpeed): number {
  return speed === 'fastest' ? 0 : 1000 / speed;
}

/** The search auto-play asks for its moves (the browser's worker, the terminal's thread); undefined: none left. */
export type Search2048 = (state: GameState) => Promise<Direction | undefined>;

/** Why auto-play stopped. */
export type StopReason =
  /** Its control turned it off. */
  | 'button'
  /** The player did something else (a key, a click, an action). */
  | 'player'
  /** No move is left. */
  | 'lost'
  /** The game changed under it otherwise: another writer's position, another game. */
  | 'game-changed'
  /** The search failed. */
  | 'error';

export type AutoPlayStatus =
  | { readonly kind: 'off' }
  | { readonly kind: 'running' }
  /** The win value was reached: waiting for keep going, which resumes it. */
  | { readonly kind: 'paused' };

export type AutoPlayEvent =
  | { readonly type: 'started' }
  | { readonly type: 'stopped'; readonly reason: StopReason; readonly error?: Error }
  | { readonly type: 'paused' }
  | { readonly type: 'resumed' };
