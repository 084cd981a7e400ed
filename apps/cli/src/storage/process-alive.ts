import { errorCode } from './error-code.ts';

/** Whether a process with this id is running (a lock or a saved game names the process that holds it). */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return errorCode(error) === 'EPERM';
  }
}
