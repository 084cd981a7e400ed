import {
  DEFAULT_FARKLE_PACE,
  FARKLE_PACE_MAX_MS,
  FARKLE_PACE_MS,
  FARKLE_PACES,
  object,
  oneOf,
  version,
  type FarklePace,
} from '@pastime/app-core';
import type { Store } from '../storage/storage.ts';

/**
 * How long each of the computer's actions stays on screen before the next, in milliseconds: the pace chosen
 * (`fallback`), unless `?pace=N` (0 to 10000) overrides it, which tests use to play the computer's turns quickly.
 */
export function paceFromLocation(search: string, hash: string, fallback = FARKLE_PACE_MS): number {
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?')) : '';
  const raw = new URLSearchParams(search).get('pace') ?? new URLSearchParams(hashQuery).get('pace');
  if (raw === null || !/^\d{1,5}$/.test(raw.trim())) return fallback;
  return Math.min(Number(raw.trim()), FARKLE_PACE_MAX_MS);
}

/** The computer's pace the player chose, kept under `pastime.farkle.pace` as `{ version: 1, pace }`. */
export const PACE_KEY = 'farkle.pace';

export const PACE_LABELS: Readonly<Record<FarklePace, string>> = {
  slow: 'Slow',
  normal: 'Normal',
  fast: 'Fast',
};

const paceSchema = object({ version: version(1), pace: oneOf(FARKLE_PACES.map((option) => option.id)) });

export function loadPace(store: Store): FarklePace {
  return store.read(PACE_KEY, (value) => paceSchema(value, 'pace').pace) ?? DEFAULT_FARKLE_PACE;
}

export function savePace(store: Store, pace: FarklePace): boolean {
  return store.write(PACE_KEY, { version: 1, pace });
}
