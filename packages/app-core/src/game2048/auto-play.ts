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

/** A legal move and the value the search gives it (higher is better). */
export interface MoveValue2048 {
  readonly direction: Direction;
  readonly value: number;
}

/** The search's answer for a position (the shape of `@pastime/2048-ai`'s `Analysis`). */
export interface Analysis2048 {
  /** The move to play; null when no move is legal. */
  readonly best: Direction | null;
  /** Every legal move with its value, best first. */
  readonly moves: readonly MoveValue2048[];
  /** How many moves deep the search looked. */
  readonly depth: number;
}

/**
 * The search the manager asks for auto-play's moves and for hints (the browser's workers, the terminal's threads,
 * the pipe's main thread), with the app's limits on time and depth.
 */
export type Search2048 = (state: GameState) => Promise<Analysis2048>;

/** Why no move is hinted at: the game waits for keep going, is lost, has no search, or the search found none. */
export type NoHint2048 = 'won' | 'lost' | 'no-search' | 'no-move';

/**
 * The hint for the position shown when it was asked for: the search's best move and its analysis, why there is
 * none, or `moved-on` when the position changed while the search thought (the answer would mislead).
 */
export type Hint2048 =
  | { readonly ok: true; readonly direction: Direction; readonly analysis: Analysis2048 }
  | { readonly ok: false; readonly reason: NoHint2048 | 'moved-on' };

/**
 * Whether auto-play started, or why not: it is on already, the game waits for keep going after a win, no move is
 * left, or there is no search to play with.
 */
export type AutoPlayStart =
  { readonly ok: true } | { readonly ok: false; readonly reason: 'running' | 'won' | 'lost' | 'no-search' };

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
