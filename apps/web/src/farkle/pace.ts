import { FARKLE_PACE_MAX_MS, FARKLE_PACE_MS } from '@pastime/app-core';

/**
 * How long each of the computer's actions stays on screen before the next, in milliseconds: the manager's pace,
 * unless `?pace=N` (0 to 10000) overrides it, which tests use to play the computer's turns quickly.
 */
export function paceFromLocation(search: string, hash: string): number {
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?')) : '';
  const raw = new URLSearchParams(search).get('pace') ?? new URLSearchParams(hashQuery).get('pace');
  if (raw === null || !/^\d{1,5}$/.test(raw.trim())) return FARKLE_PACE_MS;
  return Math.min(Number(raw.trim()), FARKLE_PACE_MAX_MS);
}
