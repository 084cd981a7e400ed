import type { TurnProblem } from './turn-solver.ts';

/**
 * One player: every turn counts on its own, so the best policy maximizes the expected points of the turn.
 * Banking is worth the turn total and a farkle nothing. The solve goes up to 30,000 points in the turn (or
 * further when `steps` asks): from 16,500 on even six fresh dice are worth less than banking.
 */
export function onePlayerProblem(steps = 0): TurnProblem {
  return { steps: Math.max(600, steps), bank: (s) => s * 50, farkle: 0 };
}
