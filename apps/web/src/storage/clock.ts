import type { Clock } from '@pastime/app-core';

/** The page's time and timers, as the game managers see them. */
export const browserClock: Clock = {
  now: () => Date.now(),
  after(ms, callback) {
    const timer = window.setTimeout(callback, ms);
    return () => window.clearTimeout(timer);
  },
};
