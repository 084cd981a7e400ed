/** Summaries of a list of numbers, for the statistics both apps show. */

export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

/** The middle value (the mean of the two middle ones for an even count); null for no values. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/** One bar of a histogram: the values from `from` up to (not including) `to`, and how many there were. */
export interface Bin {
  readonly from: number;
  readonly to: number;
  readonly count: number;
}

/** Counts `values` in bins `width` wide starting at 0 (the last bin holds the largest value). */
export function histogram(values: readonly number[], width: number): Bin[] {
  if (values.length === 0) return [];
  const top = Math.max(...values);
  const bins = Array.from({ length: Math.floor(top / width) + 1 }, (_, i) => ({
    from: i * width,
    to: (i + 1) * width,
    count: 0,
  }));
  for (const value of values) {
    const bin = bins[Math.floor(Math.max(0, value) / width)];
    if (bin) bin.count++;
  }
  return bins;
}
