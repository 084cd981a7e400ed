/**
 * Iterative deepening: search depth 1, 2, … until the deadline, keeping the deepest depth that completed. A depth
 * the deadline cuts short is thrown away (its values would mix depths). When the last depth took so long that the
 * next one (several times longer) cannot finish before the deadline, it is not started: the time is returned to
 * the caller instead of being spent on a search that would be thrown away.
 *
 * The first depths, up to `minDepth`, always complete, even past the deadline: they cost a fraction of a
 * millisecond, and a search that is descheduled in the middle of its budget (a busy machine, a throttled
 * background tab) would otherwise answer from depth 1, a greedy move.
 */
import { now } from './clock.ts';
import type { Budget } from './budget.ts';

const MIN_GROWTH = 2;
const MAX_GROWTH = 12;

export interface Deepened {
  readonly values: number[];
  readonly depth: number;
}

/**
 * Runs `searchDepth(d)` for d = 1 … `maxDepth` until `budget`'s deadline (a `performance.now()` time); with no
 * deadline (Infinity), only `maxDepth`. `searchDepth` returns null when the deadline stopped it, which it may only
 * do past `minDepth` (the budget is not binding before).
 */
export function deepen(
  maxDepth: number,
  minDepth: number,
  budget: Budget,
  searchDepth: (depth: number) => number[] | null,
): Deepened {
  const deadline = budget.deadline;
  let values: number[] | null = null;
  let depth = 0;
  let previousTime = 0;
  for (let d = deadline === Infinity ? maxDepth : 1; d <= maxDepth; d++) {
    const start = now();
    budget.binding = d > minDepth;
    const found = searchDepth(d);
    if (found === null) break;
    values = found;
    depth = d;
    const time = now();
    const took = time - start;
    // The growth from one depth to the next, from the last two depths; bounded, because tiny times (a nearly
    // finished game, a coarse clock) give meaningless ratios.
    const growth =
      previousTime > 0 ? Math.min(MAX_GROWTH, Math.max(MIN_GROWTH, took / previousTime)) : MIN_GROWTH;
    if (d >= minDepth && (time >= deadline || (d > 1 && time + took * growth > deadline))) break;
    previousTime = took;
  }
  if (values === null) throw new Error('the first depth of a search was cut short');
  return { values, depth };
}
