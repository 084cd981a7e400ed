/**
 * The clock time budgets are measured on. Browsers (and their workers) and Node all have `performance.now()`, but
 * the package is built against neither's type declarations, so it is reached through `globalThis` here, once.
 */
const clock = (globalThis as unknown as { readonly performance: { now(): number } }).performance;

/** Milliseconds on a monotonic clock. */
export function now(): number {
  return clock.now();
}
