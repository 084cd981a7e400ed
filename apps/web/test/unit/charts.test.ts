import { describe, expect, it } from 'vitest';
import { referenceLabelY } from '../../src/history/charts.tsx';

describe('the reference line of a chart', () => {
  it('names the line above it, or below it when the value at its right end is at or above the line', () => {
    const top = 10_000;
    const above = referenceLabelY(5_514, 4_000, top);
    const below = referenceLabelY(5_514, 6_300, top);
    expect(below).toBeGreaterThan(above);
    expect(referenceLabelY(5_514, 5_514, top)).toBe(below);
    expect(referenceLabelY(5_514, undefined, top)).toBe(above);
    // Both within a few units of the line's own height, which a higher value draws higher up.
    expect(Math.abs(below - above)).toBeLessThan(20);
    expect(referenceLabelY(8_000, undefined, top)).toBeLessThan(above);
  });
});
