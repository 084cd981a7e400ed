import type { SolverRules } from './context.ts';
import { POINTS_PER_STEP } from './rolls.ts';
import { solveTurn } from './turn-solver.ts';
import type { TurnProblem, TurnSolution } from './turn-solver.ts';

/**
 * Turn totals are solved up to 30,000 points: under the traditional rules, from 16,500 on even six fresh dice
 * are worth less than banking.
 */
const ONE_PLAYER_STEPS = 600;

/**
 * The game's policy solves turns up to 30,000 points, and further whenever a state near the top would still roll
 * (under the popular rules six dice are worth rolling beyond 20,000), so the cut never decides anything.
 */
const POLICY_STEPS = ONE_PLAYER_STEPS;

/**
 * One player: the most expected points in the game. Under the traditional rules every turn counts on its own,
 * so the best policy maximizes the expected points of the turn: banking is worth the turn total, a farkle
 * nothing. `farkle` (points, relative to banking nothing) and `bankFrom` generalize it: see `OnePlayerPolicy`.
 */
export function onePlayerProblem(
  sr: SolverRules,
  steps = 0,
  farkle = 0,
  bankFrom = sr.bankStep,
): TurnProblem {
  return {
    scorer: sr.scorer,
    bankFrom,
    steps: Math.max(ONE_PLAYER_STEPS, steps),
    bank: (s) => s * POINTS_PER_STEP,
    farkle,
  };
}

/** The situation at the start of a one-player turn that the rest of the game depends on. */
export interface OnePlayerSituation {
  /** Turns left, this one included (1 to the game's turns). */
  readonly turnsLeft: number;
  /** Farkles in a row before this turn (0 to 2; always 0 without a three-farkle penalty). */
  readonly streak: number;
  /** The player has banked before (only matters under an entry minimum above the bank minimum). */
  readonly onBoard: boolean;
}

/**
 * The expected-score policy of a one-player game under any rules, solved exactly by backward induction over
 * the turns: `E(t, k, on)`, the expected points of the `t` turns left with `k` farkles in a row and on the board
 * or not, is one turn solve for each: banking `x` is worth `x + E(t − 1, 0, on board)`, a farkle
 * `−penalty + E(t − 1, k + 1, on)` (the penalty on the third farkle, which starts the count again). A turn is
 * then the traditional problem with the farkle worth the difference of the two continuations; turns whose
 * problems are equal share one solve. The penalty is taken in full even when the total is smaller (the game
 * never lets a total go below 0): a documented approximation that matters only for a total below the penalty.
 */
export class OnePlayerPolicy {
  readonly sr: SolverRules;
  private readonly values = new Map<string, number>();
  private readonly solutions = new Map<string, TurnSolution>();
  /** Turn solves done (for the benchmark). */
  solves = 0;

  constructor(sr: SolverRules) {
    this.sr = sr;
  }

  private streaks(): number {
    return this.sr.rules.threeFarklePenalty > 0 ? 3 : 1;
  }

  private boards(): boolean[] {
    return this.sr.entryStep > this.sr.bankStep ? [false, true] : [true];
  }

  /** The turn problem of a situation: its farkle value (relative to banking nothing) and its bank minimum. */
  private problemOf(s: OnePlayerSituation): { farkle: number; bankFrom: number; base: number } {
    const { rules } = this.sr;
    const on = s.onBoard || this.sr.entryStep <= this.sr.bankStep;
    const afterBank = this.value({ turnsLeft: s.turnsLeft - 1, streak: 0, onBoard: true });
    const third = rules.threeFarklePenalty > 0 && s.streak === 2;
    const afterFarkle =
      (third ? -rules.threeFarklePenalty : 0) +
      this.value({
        turnsLeft: s.turnsLeft - 1,
        streak: rules.threeFarklePenalty > 0 && !third ? s.streak + 1 : 0,
        onBoard: on,
      });
    return {
      farkle: afterFarkle - afterBank,
      bankFrom: on ? this.sr.bankStep : this.sr.entryStep,
      base: afterBank,
    };
  }

  /** The solved turn of a situation (values relative to the continuation after a bank). */
  solution(s: OnePlayerSituation, steps = 0): TurnSolution {
    const { farkle, bankFrom } = this.problemOf(s);
    const key = `${farkle} ${bankFrom}`;
    const known = this.solutions.get(key);
    if (known !== undefined && known.steps >= steps) return known;
    let solved: TurnSolution;
    if (this.sr.traditional && farkle === 0) {
      solved = solveTurn(onePlayerProblem(this.sr, steps, farkle, bankFrom));
    } else {
      let size = Math.max(POLICY_STEPS, steps);
      for (;;) {
        solved = solveTurn({ ...onePlayerProblem(this.sr, 0, farkle, bankFrom), steps: size });
        if (banksAtTop(solved)) break;
        size += ONE_PLAYER_STEPS / 2;
      }
    }
    this.solves++;
    this.solutions.set(key, solved);
    return solved;
  }

  /** `E(t, k, on)`: the expected points of the rest of the game from the start of a turn. */
  value(s: OnePlayerSituation): number {
    if (s.turnsLeft <= 0) return 0;
    const key = `${s.turnsLeft} ${s.streak} ${s.onBoard}`;
    const known = this.values.get(key);
    if (known !== undefined) return known;
    const { base } = this.problemOf(s);
    const solution = this.solution(s);
    const v = base + (solution.roll[(6 - 1) * solution.steps] ?? 0);
    this.values.set(key, v);
    return v;
  }

  /** Every situation of a game of `turns` turns solved in advance. */
  solveAll(turns: number): void {
    for (let t = 1; t <= turns; t++) {
      for (let k = 0; k < this.streaks(); k++) {
        for (const onBoard of this.boards()) this.value({ turnsLeft: t, streak: k, onBoard });
      }
    }
  }
}

/** The top `maxKeep` steps of a solve all bank: nothing above the cut could have changed a decision below. */
function banksAtTop(solution: TurnSolution): boolean {
  const { steps, outcomes } = solution;
  for (let n = 0; n < 6; n++) {
    for (let s = Math.max(0, steps - outcomes.maxKeep); s < steps; s++) {
      const roll = solution.roll[n * steps + s] ?? NaN;
      if (!Number.isNaN(roll) && roll > (solution.bank[s] ?? -Infinity)) return false;
    }
  }
  return true;
}
