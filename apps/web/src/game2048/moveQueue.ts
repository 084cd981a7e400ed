/**
 * Holds the moves asked for while the board is still animating the last one, and plays them in order as soon as
 * it is done, so quick players lose no input and every move is seen. Timers are injected for tests.
 */

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** More waiting moves than this are not input but a stuck key or a script; the extra ones are dropped. */
export const MAX_QUEUED = 32;

export class MoveQueue<T> {
  readonly #play: (item: T) => number;
  readonly #timers: Timers;
  readonly #waiting: T[] = [];
  #timer: unknown = undefined;

  /**
   * `play` performs an item and returns how long its animation runs, in ms (0 when nothing animates: the next
   * item may follow at once).
   */
  constructor(play: (item: T) => number, timers: Timers = browserTimers) {
    this.#play = play;
    this.#timers = timers;
  }

  /**
   * Plays `item` now if the board is idle, else queues it. A key's auto-repeat (`repeat`) is not queued behind an
   * animation: holding a key should not pile up moves that play on long after it is released.
   */
  push(item: T, repeat = false): void {
    if (this.busy) {
      if (!repeat && this.#waiting.length < MAX_QUEUED) this.#waiting.push(item);
      return;
    }
    this.#run(item);
  }

  /** Forgets waiting moves (e.g. when a new game starts). */
  clear(): void {
    this.#waiting.length = 0;
    if (this.#timer !== undefined) this.#timers.clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  get busy(): boolean {
    return this.#timer !== undefined;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  #run(item: T): void {
    const ms = this.#play(item);
    if (ms > 0) {
      this.#timer = this.#timers.setTimeout(() => {
        this.#timer = undefined;
        const next = this.#waiting.shift();
        if (next !== undefined) this.#run(next);
      }, ms);
    } else {
      const next = this.#waiting.shift();
      if (next !== undefined) this.#run(next);
    }
  }
}
