import { FARKLE_PACE_MAX_MS } from '@pastime/app-core';

/** The pause between the computer's steps: `--delay`, else `PASTIME_COMPUTER_DELAY_MS`, else `fallback`. */
export function computerDelay(option: number | undefined, env: NodeJS.ProcessEnv, fallback: number): number {
  if (option !== undefined) return option;
  const text = env['PASTIME_COMPUTER_DELAY_MS'];
  if (text !== undefined && /^\d+$/.test(text.trim()))
    return Math.min(Number(text.trim()), FARKLE_PACE_MAX_MS);
  return fallback;
}
