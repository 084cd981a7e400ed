/**
 * The two-player start-of-turn table `W(my, opp)` for any rules, solved exactly (up to floating point and the
 * 10⁻⁷ cut-off of `twoPlayerProblem`).
 *
 * Banking raises the sum of both totals and a farkle keeps it, so the only cycles are between W(a, b) and
 * W(b, a) (each one's farkle hands the turn to the other). The pairs are solved from the highest sum down, each
 * by policy iteration on the two farkle values: solve both turns at a guess, write each start value as
 * c + p × (farkle value) under the policy found (p: the chance the policy farkles), and solve the two linear
 * equations. The solves also report how far each farkle value may move before the policy changes anywhere in
 * the turn (`TurnSolution.stable`), so when the answer lies within that range it is exact and no second solve
 * is needed to confirm it. With the guess taken from the neighbouring pair already solved, that is almost
 * always the case: about two turn solves a pair instead of six or seven.
 */
import type { Rules } from '../rules.ts';
import { solverRules } from './context.ts';
import { solveTurn } from './turn-solver.ts';
import { twoPlayerProblem } from './two-player.ts';
import { tableIndex } from './win-table.ts';
import type { WinTable } from './win-table.ts';

export interface WinTableReport {
  readonly table: WinTable;
  /** Totals per player: the target in steps of 50. */
  readonly size: number;
  readonly pairs: number;
  readonly turnSolves: number;
  readonly mostIterations: number;
  readonly milliseconds: number;
}

export interface WinTableOptions {
  /** Called now and then with the fraction of the pairs solved (0 to 1). */
  readonly onProgress?: (fraction: number) => void;
}

const MAX_ITERATIONS = 100;

/** One turn of a pair as a line in its farkle value, solved at `f`, exact for F from f + low to f + high. */
interface Side {
  readonly c: number;
  readonly p: number;
  readonly f: number;
  readonly low: number;
  readonly high: number;
}

function within(side: Side, f: number): boolean {
  const move = f - side.f;
  return move >= side.low && move <= side.high;
}

/**
 * Solve the two-player table for these rules. It takes seconds to tens of seconds (it grows with the square of
 * the target), so apps run it in a worker; `onProgress` reports how far it has got.
 */
export function solveWinTable(rules: Rules, options: WinTableOptions = {}): WinTableReport {
  const started = Date.now();
  const sr = solverRules(rules);
  const size = sr.targetSteps;
  const table: WinTable = new Float64Array(size * size);
  const at = (my: number, opp: number): number => tableIndex(my, opp, size);
  const start = (my: number, opp: number): number => table[at(my, opp)] ?? 0;
  const totalPairs = (size * (size + 1)) / 2;
  let pairs = 0;
  let turnSolves = 0;
  let mostIterations = 0;
  const top = size - 1;

  /** The start value of a turn at the current guesses, its slope and how far its farkle value may move. */
  const line = (my: number, opp: number): { value: number; slope: number; low: number; high: number } => {
    const solution = solveTurn(twoPlayerProblem(sr, start, my, opp, { slope: true, stability: true }));
    turnSolves++;
    const i = (6 - 1) * solution.steps;
    return {
      value: solution.roll[i] ?? 0,
      slope: solution.slope[i] ?? 0,
      low: solution.stable.low,
      high: solution.stable.high,
    };
  };

  for (let sum = 2 * top; sum >= 0; sum--) {
    for (let a = Math.max(0, sum - top); 2 * a <= sum; a++) {
      const b = sum - a;
      const ab = at(a, b);
      const ba = at(b, a);
      // A start close to the answer: extrapolated from the same totals with the opponent 50 and 100 points
      // further on (already solved). The closer the guess, the more often the first solve is already exact.
      const guess = (my: number, opp: number): number => {
        if (opp < top && my < top) {
          const plane = start(my, opp + 1) + start(my + 1, opp) - start(my + 1, opp + 1);
          return Math.min(1, Math.max(0, plane));
        }
        if (opp + 1 < top) return Math.min(1, Math.max(0, 2 * start(my, opp + 1) - start(my, opp + 2)));
        if (opp < top) return start(my, opp + 1);
        return my < top ? start(my + 1, opp) : 0.5;
      };
      table[ab] = guess(a, b);
      table[ba] = guess(b, a);
      pairs++;
      // Each turn as a line in its farkle value F: W = c + p F, exact while F stays within the solve's range.
      // W(a, b) farkles into F = 1 − W(b, a) and back. Only a turn whose F left its range is solved again.
      const solveSide = (my: number, opp: number): Side => {
        const f = 1 - start(opp, my);
        const l = line(my, opp);
        return { c: l.value - l.slope * f, p: l.slope, f, low: l.low, high: l.high };
      };
      let sideA = solveSide(a, b);
      let sideB = a === b ? sideA : solveSide(b, a);
      for (let iteration = 1; ; iteration++) {
        let wab: number;
        let wba: number;
        if (a === b) {
          // W = c + p (1 − W)
          wab = (sideA.c + sideA.p) / (1 + sideA.p);
          wba = wab;
        } else {
          // W(a,b) = ca + pa (1 − W(b,a)),  W(b,a) = cb + pb (1 − W(a,b))
          wab = (sideA.c + sideA.p * (1 - sideB.c - sideB.p)) / (1 - sideA.p * sideB.p);
          wba = sideB.c + sideB.p * (1 - wab);
        }
        table[ab] = wab;
        table[ba] = wba;
        const okA = within(sideA, 1 - wba);
        const okB = a === b || within(sideB, 1 - wab);
        if (okA && okB) {
          mostIterations = Math.max(mostIterations, iteration);
          break;
        }
        if (iteration >= MAX_ITERATIONS) {
          throw new Error(`W(${a}, ${b}) did not settle in ${MAX_ITERATIONS} iterations`);
        }
        if (!okA) sideA = solveSide(a, b);
        if (a === b) sideB = sideA;
        else if (!okB) sideB = solveSide(b, a);
      }
    }
    if (options.onProgress !== undefined && sum % 8 === 0) options.onProgress(pairs / totalPairs);
  }
  options.onProgress?.(1);
  return { table, size, pairs, turnSolves, mostIterations, milliseconds: Date.now() - started };
}
