import { bankFromFor } from './context.ts';
import type { SolverRules } from './context.ts';
import { lastChanceProbability, settledNeed } from './last-chance.ts';
import type { TurnProblem } from './turn-solver.ts';

/** `W(my, opp)`: the start-of-turn win probability, totals in steps of 50, both below the target. */
export type StartOfTurn = (my: number, opp: number) => number;

/**
 * The turn of a player with `my` points against `opp` (steps of 50, both below the target, no one marked yet),
 * as a win-probability problem. Banking to a total below the target hands the opponent their turn:
 * 1 − W(opp, total). Banking the target or more marks the player, and the opponent has one turn to exceed the
 * total: 1 − (their chance to bank total − opp + 50 in one turn). A farkle hands the turn over: 1 − W(opp,
 * after), where `after` is `my` unless a three-farkle penalty takes points (`options.afterFarkle`). Totals are
 * solved up to where the opponent's last chance is below 10⁻⁷ (`settledNeed`), or further when `steps` asks.
 */
export function twoPlayerProblem(
  sr: SolverRules,
  start: StartOfTurn,
  my: number,
  opp: number,
  options: {
    readonly steps?: number;
    readonly slope?: boolean;
    readonly stability?: boolean;
    readonly afterFarkle?: number;
    /** The player's bank minimum in steps, when known better than from `my` (see `bankFromFor`). */
    readonly bankFrom?: number;
  } = {},
): TurnProblem {
  const target = sr.targetSteps;
  const settledTotal = Math.max(target, opp + settledNeed(sr.scorer) - 1);
  const oppFrom = bankFromFor(sr, opp);
  return {
    scorer: sr.scorer,
    bankFrom: options.bankFrom ?? bankFromFor(sr, my),
    steps: Math.max(settledTotal - my, options.steps ?? 0),
    slope: options.slope === true,
    stability: options.stability === true,
    ceiling: 1,
    farkle: 1 - start(opp, options.afterFarkle ?? my),
    bank: (s) => {
      const total = my + s;
      if (total < target) return 1 - start(opp, total);
      return 1 - lastChanceProbability(sr.scorer, Math.max(oppFrom, total - opp + 1));
    },
  };
}
