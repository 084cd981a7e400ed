/**
 * Holds the moves asked for while the board is still animating the last one, and plays them in order as soon as
 * it is done, so quick players lose no input and every move is seen. Nothing is dropped, however many wait: the
 * queue never holds more than the presses of one slide (100 ms), since a player further ahead is caught up at
 * once (`MAX_BEHIND`). The timer is injected for tests.
 */

/** Calls `callback` after `ms` milliseconds; the function it returns cancels that. */
export type Wait = (callback: () => void, ms: number) => () => void;

const browserWait: Wait = (callback, ms) => {
  const handle = setTimeout(callback, ms);
  return () => clearTimeout(handle);
};

/**
 * How many moves may wait for animations. A player who gets further ahead than this sees the moves that put them
 * there played at once, without their slides, so the board never lags more than a few moves behind the keys.
 */
export const MAX_BEHIND = 2;

export class MoveQueue<T> {
  readonly #play: (item: T) => number;
  readonly #wait: Wait;
  readonly #waiting: T[] = [];
  /** Cancels the wait for the running animation; undefined while the board is idle. */
  #cancel: (() => void) | undefined = undefined;

  /**
   * `play` performs an item and returns how long its animation runs, in ms (0 when nothing animates: the next
   * item may follow at once).
   */
  constructor(play: (item: T) => number, wait: Wait = browserWait) {
    this.#play = play;
    this.#wait = wait;
  }

  /**
   * Plays `item` now if the board is idle, else queues it. A key's auto-repeat (`repeat`) is not queued behind an
   * animation: holding a key should not pile up moves that play on long after it is released.
   */
  push(item: T, repeat = false): void {
    if (this.busy) {
      if (!repeat) this.#waiting.push(item);
      return;
    }
    this.#run(item);
  }

  /** Forgets waiting moves (e.g. when a new game starts). */
  clear(): void {
    this.#waiting.length = 0;
    this.#cancel?.();
    this.#cancel = undefined;
  }

  get busy(): boolean {
    return this.#cancel !== undefined;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  /** Plays `item`, then those waiting: at once while the player is too far ahead, else after the animation. */
  #run(item: T): void {
    let next: T | undefined = item;
    while (next !== undefined) {
      const ms = this.#play(next);
      if (ms > 0 && this.#waiting.length <= MAX_BEHIND) {
        this.#cancel = this.#wait(() => {
          this.#cancel = undefined;
          const waiting = this.#waiting.shift();
          if (waiting !== undefined) this.#run(waiting);
        }, ms);
        return;
      }
      next = this.#waiting.shift();
    }
  }
}
