/**
 * The exact optimum of a one-player game under any rules, for the benchmark: the expected final total with the
 * best play, the total included in the state wherever it matters.
 *
 * The Expert's policy (`OnePlayerPolicy`) charges the three-farkle penalty in full; the game takes at most the
 * player's total. The two agree once the total is at least what the penalties still possible could take
 * (the penalty times ⌊(turns left + farkles in a row) / 3⌋). Below that the value depends on the total, so
 * here `E(t, k, on, x)` is solved for every total `x` below that level: one turn solve each, banking `s` worth
 * `E(t − 1, 0, on, x + s)` and a farkle `E(t − 1, k + 1 or 0, on, x − what the penalty takes)`. Seconds of work:
 * too slow to start a game with, quick enough to measure the Expert against.
 */
import type { Rules } from '../src/index.ts';
import { solverRules } from '../src/advisor/context.ts';
import { OnePlayerPolicy } from '../src/advisor/one-player.ts';
import { solveTurn } from '../src/advisor/turn-solver.ts';

const STEPS = 600;

export function exactOnePlayerOptimum(rules: Rules): { optimum: number; model: number; solves: number } {
  const sr = solverRules(rules);
  const policy = new OnePlayerPolicy(sr);
  const pen = rules.threeFarklePenalty / 50;
  const entry = sr.entryStep > sr.bankStep;
  const memo = new Map<string, number>();
  let solves = 0;
  /** Expected final total, in steps, from the start of a turn with `x` steps banked. */
  const value = (t: number, k: number, on: boolean, x: number): number => {
    const onBoard = on || !entry;
    if (t <= 0) return x;
    const possible = pen === 0 ? 0 : Math.floor((t + k) / 3);
    if (x >= pen * possible) {
      return x + policy.value({ turnsLeft: t, streak: pen === 0 ? 0 : k, onBoard }) / 50;
    }
    const key = `${t} ${k} ${onBoard} ${x}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const third = pen > 0 && k === 2;
    const afterFarkle = value(
      t - 1,
      third || pen === 0 ? 0 : k + 1,
      onBoard,
      third ? x - Math.min(pen, x) : x,
    );
    const solution = solveTurn({
      scorer: sr.scorer,
      bankFrom: onBoard ? sr.bankStep : sr.entryStep,
      steps: STEPS,
      bank: (s) => value(t - 1, 0, true, x + s),
      farkle: afterFarkle,
    });
    solves++;
    const v = solution.roll[5 * solution.steps] ?? 0;
    memo.set(key, v);
    return v;
  };
  const optimum = 50 * value(rules.onePlayerTurns, 0, false, 0);
  const model = policy.value({ turnsLeft: rules.onePlayerTurns, streak: 0, onBoard: !entry ? true : false });
  return { optimum, model, solves };
}
