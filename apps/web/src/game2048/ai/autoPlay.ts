/**
 * Auto-play's rules, apart from the page: ask the search for the position shown, play its move at the chosen pace
 * through the same path as the player's moves, and go on from the position that move made. It stops when the
 * game is lost, when told to (the player took over), when the position changes otherwise than by its own move
 * (it never plays on from a position it did not make), or when the search fails; it pauses at a win and goes on
 * once the player chooses Keep going. Time, the search and the game are injected, so tests drive it step by step.
 */
import type { Direction, GameState } from '@pastime/2048';
import type { Wait } from '../moveQueue.ts';
import type { AutoPlaySpeed } from '../settings.ts';

/** Why auto-play stopped. */
export type StopReason =
  /** The Auto-play button turned it off. */
  | 'button'
  /** The player pressed a key, swiped or clicked. */
  | 'player'
  /** No move is left. */
  | 'lost'
  /**
   * The game shown changed under it otherwise: a new game, another game resumed, another tab's position, an undo
   * (any change its own move did not make).
   */
  | 'game-changed'
  /** The search failed (its code could not be loaded, or it answered with an error). */
  | 'error';

export type AutoPlayStatus =
  | { readonly kind: 'off' }
  | { readonly kind: 'running' }
  /** The win value was reached: waiting for Keep going, which resumes it. */
  | { readonly kind: 'paused'; readonly at: GameState };

/** What made the position shown change: auto-play's own move, or anything else (the player, another tab). */
export type PositionCause = 'auto-play' | 'other';

export type AutoPlayEvent =
  | { readonly type: 'started' }
  | { readonly type: 'stopped'; readonly reason: StopReason; readonly error?: Error }
  | { readonly type: 'paused' }
  | { readonly type: 'resumed' };

export interface AutoPlayHost {
  /** The position the page shows now. */
  readonly state: () => GameState;
  /** The search's move for `state`; null when no move is legal. */
  readonly search: (state: GameState) => Promise<Direction | null>;
  /** Plays a move the way the player's are played (through the move queue). */
  readonly play: (direction: Direction) => void;
  readonly wait: Wait;
  /** Milliseconds from any fixed origin. */
  readonly now: () => number;
  readonly onEvent: (event: AutoPlayEvent) => void;
}

/** The least time between two moves at `speed`, in ms (0: as soon as the search has chosen). */
export function moveInterval(speed: AutoPlaySpeed): number {
  return speed === 'fastest' ? 0 : 1000 / speed;
}

type Step =
  /** Nothing under way (off, paused, or about to look at the position). */
  | { readonly kind: 'idle' }
  /** Waiting for the search's answer about `from`. */
  | { readonly kind: 'searching'; readonly from: GameState }
  /** Waiting until the move may be played. */
  | { readonly kind: 'waiting'; readonly from: GameState; readonly cancel: () => void }
  /** The move was handed to the page; waiting for the position it makes. */
  | { readonly kind: 'moving'; readonly from: GameState };

export class AutoPlayer {
  readonly #host: AutoPlayHost;
  #speed: AutoPlaySpeed;
  #status: AutoPlayStatus = { kind: 'off' };
  #step: Step = { kind: 'idle' };
  #lastMoveAt = -Infinity;

  constructor(host: AutoPlayHost, speed: AutoPlaySpeed) {
    this.#host = host;
    this.#speed = speed;
  }

  get status(): AutoPlayStatus {
    return this.#status;
  }

  get running(): boolean {
    return this.#status.kind === 'running';
  }

  get speed(): AutoPlaySpeed {
    return this.#speed;
  }

  /** Takes effect from the next move. */
  setSpeed(speed: AutoPlaySpeed): void {
    this.#speed = speed;
  }

  /** Starts playing from the position shown; false (and nothing starts) when the game takes no moves. */
  start(): boolean {
    if (this.#status.kind !== 'off') return false;
    const state = this.#host.state();
    if (state.status === 'lost' || state.status === 'won') return false;
    this.#status = { kind: 'running' };
    this.#lastMoveAt = -Infinity;
    this.#host.onEvent({ type: 'started' });
    this.#next();
    return true;
  }

  /** Stops (a move already handed to the page still plays); late answers of the search are ignored. */
  stop(reason: StopReason, error?: Error): void {
    if (this.#status.kind === 'off') return;
    if (this.#step.kind === 'waiting') this.#step.cancel();
    this.#step = { kind: 'idle' };
    this.#status = { kind: 'off' };
    this.#host.onEvent(
      error === undefined ? { type: 'stopped', reason } : { type: 'stopped', reason, error },
    );
  }

  /**
   * The page calls this after every change of the position it shows, saying whether auto-play's own move made it.
   * While running, any other change stops auto-play: the player (or another tab) has taken the game elsewhere.
   */
  positionChanged(cause: PositionCause): void {
    const state = this.#host.state();
    if (this.#status.kind === 'paused') {
      const at = this.#status.at;
      if (state.status === 'won' && state === at) return;
      // Keep going changes only the status: the same game, the same moves.
      if (state.status === 'won-continue' && state.moves === at.moves && state.score === at.score) {
        this.#status = { kind: 'running' };
        this.#host.onEvent({ type: 'resumed' });
        this.#next();
      } else {
        this.stop('game-changed');
      }
      return;
    }
    if (this.#status.kind !== 'running') return;
    const from = this.#step.kind === 'idle' ? undefined : this.#step.from;
    if (state === from) return;
    if (cause === 'auto-play' && this.#step.kind === 'moving') {
      this.#step = { kind: 'idle' };
      this.#next();
    } else {
      this.stop('game-changed');
    }
  }

  /** Looks at the position shown and asks the search for its move, unless the game is over. */
  #next(): void {
    if (this.#status.kind !== 'running' || this.#step.kind !== 'idle') return;
    const from = this.#host.state();
    if (from.status === 'lost') return this.stop('lost');
    if (from.status === 'won') {
      this.#status = { kind: 'paused', at: from };
      this.#host.onEvent({ type: 'paused' });
      return;
    }
    this.#step = { kind: 'searching', from };
    this.#host.search(from).then(
      (direction) => this.#answered(from, direction),
      (error: unknown) => {
        if (this.#step.kind !== 'searching' || this.#step.from !== from) return;
        this.stop('error', error instanceof Error ? error : new Error(String(error)));
      },
    );
  }

  #answered(from: GameState, direction: Direction | null): void {
    if (this.#status.kind !== 'running' || this.#step.kind !== 'searching' || this.#step.from !== from)
      return;
    this.#step = { kind: 'idle' };
    // The position changed meanwhile unannounced: its move is for a position no longer shown.
    if (this.#host.state() !== from) return this.stop('game-changed');
    if (direction === null) return this.stop('lost');
    const delay = this.#lastMoveAt + moveInterval(this.#speed) - this.#host.now();
    if (delay <= 0) return this.#play(from, direction);
    const cancel = this.#host.wait(() => {
      this.#step = { kind: 'idle' };
      if (this.#host.state() !== from) return this.stop('game-changed');
      this.#play(from, direction);
    }, delay);
    this.#step = { kind: 'waiting', from, cancel };
  }

  #play(from: GameState, direction: Direction): void {
    this.#lastMoveAt = this.#host.now();
    this.#step = { kind: 'moving', from };
    this.#host.play(direction);
    // A move played at once has already called positionChanged; one queued behind an animation will.
  }
}
