/**
 * How fast things play that the player only watches, the same in both apps: a replay's speed, and the Farkle
 * computer's pace between its steps. Each app names them and chooses the keys or controls.
 */
import { FARKLE_PACE_MS } from './farkle/manager.ts';

/** A replay's speeds, as multiples of its normal pace: slower, normal, faster. */
export const REPLAY_SPEEDS = [0.5, 1, 2, 4] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];
export const DEFAULT_REPLAY_SPEED: ReplaySpeed = 1;

/** The next speed slower (`-1`) or faster (`1`), staying at the slowest and the fastest. */
export function stepReplaySpeed(speed: ReplaySpeed, direction: -1 | 1): ReplaySpeed {
  const at = REPLAY_SPEEDS.indexOf(speed) + direction;
  return REPLAY_SPEEDS[Math.min(REPLAY_SPEEDS.length - 1, Math.max(0, at))] ?? speed;
}

/** The time between two positions at `speed`, for a replay whose normal time is `normalMs`. */
export function replayIntervalMs(normalMs: number, speed: ReplaySpeed): number {
  return Math.round(normalMs / speed);
}

/** The speed as the apps write it: `0.5×`, `2×`. */
export function replaySpeedText(speed: ReplaySpeed): string {
  return `${speed}×`;
}

/** The Farkle computer's paces a player may choose: the pause between its steps. */
export const FARKLE_PACES = [
  { id: 'slow', ms: FARKLE_PACE_MS * 2 },
  { id: 'normal', ms: FARKLE_PACE_MS },
  { id: 'fast', ms: FARKLE_PACE_MS / 4 },
] as const;
export type FarklePace = (typeof FARKLE_PACES)[number]['id'];
export const DEFAULT_FARKLE_PACE: FarklePace = 'normal';

/** The pause of a pace, in milliseconds. */
export function farklePaceMs(pace: FarklePace): number {
  return FARKLE_PACES.find((option) => option.id === pace)?.ms ?? FARKLE_PACE_MS;
}
