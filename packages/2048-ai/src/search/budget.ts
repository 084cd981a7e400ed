/**
 * When a search must stop. A search with a time budget reads the clock every few hundred positions (reading it
 * costs more than a position) and, once past its deadline, abandons the depth it is working on.
 */
import { now } from './clock.ts';

export class Budget {
  /** Set once the deadline has passed: every search function returns at once from then on. */
  expired = false;
  /** Whether the deadline applies to the depth being searched (the first, cheap depths always complete). */
  binding = true;
  #ticks = 0;

  constructor(
    /** The `performance.now()` time to stop at, or Infinity for a search without a time limit. */
    readonly deadline: number,
    /** Read the clock every `mask + 1` ticks (a power of two minus one). */
    readonly mask: number,
  ) {}

  /** Counts one position; true when the search must stop. */
  tick(): boolean {
    if (this.binding && (++this.#ticks & this.mask) === 0 && now() >= this.deadline) this.expired = true;
    return this.expired;
  }
}

/** What a search found: a value for each direction (in the engine's order; NaN when the move is not legal). */
export interface SearchResult {
  readonly values: readonly number[];
  /** The depth the values come from. */
  readonly depth: number;
  /** Positions reached, over every depth tried. */
  readonly nodes: number;
}
