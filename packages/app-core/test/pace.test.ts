import { describe, expect, it } from 'vitest';
import {
  FARKLE_PACE_MS,
  FARKLE_PACES,
  farklePaceMs,
  replayIntervalMs,
  replaySpeedText,
  stepReplaySpeed,
} from '../src/index.ts';

describe('the pace of what is watched', () => {
  it('steps a replay between half and four times its speed, and stays at either end', () => {
    expect(stepReplaySpeed(1, 1)).toBe(2);
    expect(stepReplaySpeed(2, 1)).toBe(4);
    expect(stepReplaySpeed(4, 1)).toBe(4);
    expect(stepReplaySpeed(1, -1)).toBe(0.5);
    expect(stepReplaySpeed(0.5, -1)).toBe(0.5);
    expect(replayIntervalMs(600, 2)).toBe(300);
    expect(replayIntervalMs(250, 0.5)).toBe(500);
    expect(replaySpeedText(0.5)).toBe('0.5×');
  });

  it("offers the computer's pace slow, normal (the default pace) and fast", () => {
    expect(FARKLE_PACES.map((pace) => pace.id)).toEqual(['slow', 'normal', 'fast']);
    expect(farklePaceMs('normal')).toBe(FARKLE_PACE_MS);
    expect(farklePaceMs('slow')).toBeGreaterThan(FARKLE_PACE_MS);
    expect(farklePaceMs('fast')).toBeLessThan(FARKLE_PACE_MS);
  });
});
