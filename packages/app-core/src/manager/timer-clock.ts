import type { Clock } from './ports.ts';

// The package builds without the DOM's or Node's types; both give these the same meaning.
declare function setTimeout(callback: () => void, ms: number): unknown;
declare function clearTimeout(timer: unknown): void;

/** The machine's time and timers (the page's or Node's), as the game managers see them. */
export const timerClock: Clock = {
  now: () => Date.now(),
  after(ms, callback) {
    const timer = setTimeout(callback, ms);
    return () => clearTimeout(timer);
  },
};
