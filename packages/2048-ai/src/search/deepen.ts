/**
 * Iterative deepening: search depth 1, 2, … until the deadline, keeping the deepest depth that completed. A depth
 * the deadline cuts short is thrown away (its values would mix depths). The next depth is started as long as time
 * remains, even when the last one suggests it cannot finish: a budget is there to be used (the time a game spends
 * per move is then the budget it asked for), and a depth that completes against that guess is a deeper answer.
 *
 * The first depths, up to `minDepth`, always complete, even past the deadline: they cost a fraction of a
 * millisecond, and a search that is descheduled in the middle of its budget (a busy machine, a throttled
 * background tab) would otherwise answer from depth 1, a greedy move.
 */
import { now } from './clock.ts';
import type { Budget } from './budget.ts';

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
  for (let d = deadline === Infinity ? maxDepth : 1; d <= maxDepth; d++) {
    budget.binding = d > minDepth;
    const found = searchDepth(d);
    if (found === null) break;
    values = found;
    depth = d;
    if (d >= minDepth && now() >= deadline) break;
  }
  if (values === null) throw new Error('the first depth of a search was cut short');
  return { values, depth };
}
