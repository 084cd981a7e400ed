import { lastChanceProbability, settledNeed } from './last-chance.ts';
import { BANK_STEP } from './turn-solver.ts';
import type { TurnProblem } from './turn-solver.ts';
import { TOTAL_STEPS } from './win-table.ts';

/** `W(my, opp)`: the start-of-turn win probability, totals in steps of 50, both below 10,000. */
export type StartOfTurn = (my: number, opp: number) => number;

/**
 * The turn of a player with `my` points against `opp` (steps of 50, both below 10,000, no one marked yet), as a
 * win-probability problem. Banking to a total below 10,000 hands the opponent their turn: 1 − W(opp, total).
 * Banking 10,000 or more marks the player, and the opponent has one turn to exceed the total:
 * 1 − (their chance to bank total − opp + 50 in one turn). A farkle hands the turn over: 1 − W(opp, my).
 * Totals are solved up to where the opponent's last chance is below 10⁻⁷ (`settledNeed`), or further when
 * `steps` asks for more.
 */
export function twoPlayerProblem(
  start: StartOfTurn,
  my: number,
  opp: number,
  options: { readonly steps?: number; readonly slope?: boolean } = {},
): TurnProblem {
  const settledTotal = Math.max(TOTAL_STEPS, opp + settledNeed() - 1);
  return {
    steps: Math.max(settledTotal - my, options.steps ?? 0),
    slope: options.slope === true,
    ceiling: 1,
    farkle: 1 - start(opp, my),
    bank: (s) => {
      const total = my + s;
      if (total < TOTAL_STEPS) return 1 - start(opp, total);
      return 1 - lastChanceProbability(Math.max(BANK_STEP, total - opp + 1));
    },
  };
}
