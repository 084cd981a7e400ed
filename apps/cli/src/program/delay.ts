/** The longest pause between the computer's steps that `--delay` or the environment may ask for. */
export const DELAY_MAX_MS = 10_000;

/** The pause between the computer's steps: `--delay`, else `PASTIME_COMPUTER_DELAY_MS`, else `fallback`. */
export function computerDelay(option: number | undefined, env: NodeJS.ProcessEnv, fallback: number): number {
  if (option !== undefined) return option;
  const text = env['PASTIME_COMPUTER_DELAY_MS'];
  if (text !== undefined && /^\d+$/.test(text.trim())) return Math.min(Number(text.trim()), DELAY_MAX_MS);
  return fallback;
}
