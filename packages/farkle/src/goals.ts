import { nextInt } from '@pastime/random';
import type { RandomState } from '@pastime/random';

/** A turn total the Classic computer draws after each of its rolls (002 §5.5). */
export type Goal = 300 | 600 | 1000;

/** The goals the Classic computer draws. */
export const GOALS: readonly Goal[] = [300, 600, 1000];

/** Ten equally likely draws: 300 five times, 600 three times, 1000 twice (002 §5.5). */
const GOAL_DRAWS: readonly Goal[] = [300, 300, 300, 300, 300, 600, 600, 600, 1000, 1000];

/** 300, 600 or 1000 with probabilities 0.5, 0.3 and 0.2 (002 §5.5). */
export function drawGoal(rng: RandomState): { goal: Goal; rng: RandomState } {
  const draw = nextInt(rng, GOAL_DRAWS.length);
  return { goal: GOAL_DRAWS[draw.value] ?? 300, rng: draw.state };
}
