import type { Clock } from '@pastime/app-core';

/** The machine's time, as the game managers are handed it. */
export const nodeClock: Clock = {
  now: () => Date.now(),
  after(ms, callback) {
    const timer = setTimeout(callback, ms);
    return () => clearTimeout(timer);
  },
};
