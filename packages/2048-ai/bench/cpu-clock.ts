/**
 * CPU time of this thread in ms: /proc/thread-self/schedstat (Linux, nanoseconds) where it exists, as the reference
 * driver reads its own thread's time; elsewhere the process's user + system time (which also counts the compiler
 * and garbage collector threads, and every other thread).
 */
import { existsSync, readFileSync } from 'node:fs';

const SCHEDSTAT = '/proc/thread-self/schedstat';

/** Whether `cpuMs` reads this thread's own time. */
export const threadClock = existsSync(SCHEDSTAT);

export function cpuMs(): number {
  if (threadClock) return Number(readFileSync(SCHEDSTAT, 'utf8').split(' ')[0]) / 1e6;
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}
