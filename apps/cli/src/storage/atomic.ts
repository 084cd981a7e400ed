import {
  closeSync,
  fchmodSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';

/** The `code` of a failed system call (`ENOENT`, `EACCES`, ...), if `error` has one. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

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

/**
 * Replaces `path` with `text` so that a reader sees either the old file or the new one, never a mix, even if
 * the machine stops halfway: write a temporary file in the same directory, flush it to disk, rename it over.
 */
export function writeFileAtomic(path: string, text: string): void {
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  const temp = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  let renamed = false;
  // The new file keeps the mode of the one it replaces (a player's read-only or private file stays so).
  let mode = 0o644;
  try {
    mode = statSync(path).mode & 0o777;
  } catch {
    // A new file.
  }
  try {
    const fd = openSync(temp, 'w', mode);
    try {
      // Exactly that mode, whatever the umask.
      fchmodSync(fd, mode);
      writeSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, path);
    renamed = true;
    syncDirectory(dir);
  } finally {
    if (!renamed) removeQuietly(temp);
  }
}

/** Makes the rename itself durable. Some file systems cannot sync a directory; the rename is still atomic. */
function syncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // best effort
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

export function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}

export class LockTimeoutError extends Error {
  override readonly name = 'LockTimeoutError';
}

export interface LockOptions {
  /** Give up after this long. */
  readonly timeoutMs?: number;
  /** A lock older than this is left over from a crashed process and is broken. */
  readonly staleMs?: number;
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));

/** Blocks the thread for `ms`: the writes that need a lock are short and run where awaiting is not possible. */
function sleepSync(ms: number): void {
  Atomics.wait(sleeper, 0, 0, ms);
}

/** A lock held by a process that has died, or held for implausibly long, can be broken. */
function lockIsStale(lockPath: string, staleMs: number): boolean {
  try {
    const age = Date.now() - statSync(lockPath).mtimeMs;
    if (age > staleMs) return true;
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    // A lock file still being written has no pid yet: give its owner a moment.
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && !processIsAlive(pid);
  } catch {
    return false;
  }
}

/** Breaking a lock takes an instant: a `.break` file older than this was left by a crash while breaking. */
const BREAK_STALE_MS = 2000;

/**
 * Removes a stale lock, unless another process has replaced it meanwhile; true when the lock may be tried again
 * at once. Two processes that both found the lock stale could otherwise each remove it, the second removing the
 * fresh lock the first had just taken. So breaking happens under a second lock, `<lock>.break`, and the lock is
 * judged again under it.
 */
function breakStaleLock(lockPath: string, staleMs: number): boolean {
  const breakPath = `${lockPath}.break`;
  try {
    closeSync(openSync(breakPath, 'wx', 0o644));
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
    try {
      if (Date.now() - statSync(breakPath).mtimeMs > BREAK_STALE_MS) removeQuietly(breakPath);
    } catch {
      // gone already: the other process has finished breaking
    }
    return false;
  }
  try {
    if (lockIsStale(lockPath, staleMs)) removeQuietly(lockPath);
  } finally {
    removeQuietly(breakPath);
  }
  return true;
}

/**
 * Runs `action` while holding `<path>.lock`, created exclusively (`O_EXCL`), so that read-modify-write cycles of
 * several processes on the same file happen one after the other and none loses another's changes.
 */
export function withFileLock<T>(path: string, action: () => T, options: LockOptions = {}): T {
  const lockPath = `${path}.lock`;
  const timeoutMs = options.timeoutMs ?? 5000;
  const staleMs = options.staleMs ?? 15_000;
  const deadline = Date.now() + timeoutMs;
  mkdirSync(dirname(path), { recursive: true });
  let wait = 2;
  for (;;) {
    try {
      const fd = openSync(lockPath, 'wx', 0o644);
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
    }
    if (lockIsStale(lockPath, staleMs) && breakStaleLock(lockPath, staleMs)) continue;
    if (Date.now() >= deadline) {
      throw new LockTimeoutError(`${lockPath} is held by another process`);
    }
    sleepSync(wait + Math.floor(Math.random() * wait));
    wait = Math.min(wait * 2, 50);
  }
  try {
    return action();
  } finally {
    removeQuietly(lockPath);
  }
}
