/**
 * Builds the two-player start-of-turn table W(my, opp) exactly (up to floating point and the 10⁻⁷ cut-off of
 * `twoPlayerProblem`).
 *
 * Banking raises the sum of both totals and a farkle keeps it, so the only cycles are between W(a, b) and
 * W(b, a) (each one's farkle hands the turn to the other). The pairs are solved from the highest sum down; each
 * pair {W(a, b), W(b, a)} by policy iteration: solve both turns for the current guesses, write each value as
 * c + p × (farkle value) under the chosen policy (p = the chance the policy farkles), solve the two linear
 * equations exactly, and repeat until the values stop changing (the policies then stop changing too).
 */
import { solveTurn } from '../src/advisor/turn-solver.ts';
import { twoPlayerProblem } from '../src/advisor/two-player.ts';
import { tableIndex, TOTAL_STEPS } from '../src/advisor/win-table.ts';
import type { WinTable } from '../src/advisor/win-table.ts';

export interface BuildReport {
  readonly table: WinTable;
  readonly pairs: number;
  readonly turnSolves: number;
  readonly mostIterations: number;
  readonly milliseconds: number;
}

const TOLERANCE = 1e-13;
const MAX_ITERATIONS = 100;

/** The value of starting a turn and how it depends on the farkle value: W = c + p × farkle. */
function startLine(table: WinTable, my: number, opp: number): { value: number; slope: number } {
  const problem = twoPlayerProblem((a, b) => table[tableIndex(a, b)] ?? 0, my, opp, { slope: true });
  const solution = solveTurn(problem);
  const at = (6 - 1) * solution.steps;
  return { value: solution.roll[at] ?? 0, slope: solution.slope[at] ?? 0 };
}

export function buildWinTable(progress?: (sum: number) => void): BuildReport {
  const started = performance.now();
  const table: WinTable = new Float64Array(TOTAL_STEPS * TOTAL_STEPS);
  let pairs = 0;
  let turnSolves = 0;
  let mostIterations = 0;
  const top = TOTAL_STEPS - 1;
  for (let sum = 2 * top; sum >= 0; sum--) {
    progress?.(sum);
    for (let a = Math.max(0, sum - top); 2 * a <= sum; a++) {
      const b = sum - a;
      const ab = tableIndex(a, b);
      const ba = tableIndex(b, a);
      // A start close to the answer: the same totals with the opponent 50 points further on (already solved).
      const guess = (my: number, opp: number): number =>
        opp < top
          ? (table[tableIndex(my, opp + 1)] ?? 0.5)
          : my < top
            ? (table[tableIndex(my + 1, opp)] ?? 0.5)
            : 0.5;
      table[ab] = guess(a, b);
      table[ba] = guess(b, a);
      pairs++;
      for (let iteration = 1; ; iteration++) {
        const first = startLine(table, a, b);
        const fa = 1 - (table[ba] ?? 0);
        const ca = first.value - first.slope * fa;
        let wab: number;
        let wba: number;
        if (a === b) {
          turnSolves++;
          // W = c + p (1 − W)
          wab = (ca + first.slope) / (1 + first.slope);
          wba = wab;
        } else {
          const second = startLine(table, b, a);
          turnSolves += 2;
          const fb = 1 - (table[ab] ?? 0);
          const cb = second.value - second.slope * fb;
          // W(a,b) = ca + pa (1 − W(b,a)),  W(b,a) = cb + pb (1 − W(a,b))
          const pa = first.slope;
          const pb = second.slope;
          wab = (ca + pa * (1 - cb - pb)) / (1 - pa * pb);
          wba = cb + pb * (1 - wab);
        }
        const change = Math.max(Math.abs(wab - (table[ab] ?? 0)), Math.abs(wba - (table[ba] ?? 0)));
        table[ab] = wab;
        table[ba] = wba;
        if (change < TOLERANCE) {
          mostIterations = Math.max(mostIterations, iteration);
          break;
        }
        if (iteration >= MAX_ITERATIONS) {
          throw new Error(
            `W(${a}, ${b}) did not settle in ${MAX_ITERATIONS} iterations (last change ${change})`,
          );
        }
      }
    }
  }
  return { table, pairs, turnSolves, mostIterations, milliseconds: performance.now() - started };
}
