/**
 * A failed file or output operation in a sentence: `the disk is full`, `permission denied`, never Node's raw
 * `ENOSPC: no space left on device, write` (its code and the name of the system call mean nothing to a player).
 */
import { errorCode } from './atomic.ts';

const SENTENCES: Readonly<Record<string, string>> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EFBIG: 'the file is too large',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the disk is read-only',
  ENOENT: 'there is no such file or directory',
  EISDIR: 'a directory is in the way',
  // A file where a directory of the path should be: mkdir says EEXIST, open says ENOTDIR.
  EEXIST: 'a file is in the way',
  ENOTDIR: 'a file is in the way',
  ENOTEMPTY: 'a directory is in the way',
  ENAMETOOLONG: 'the name is too long',
  ELOOP: 'a symbolic link points back on itself',
  EBUSY: 'the file is busy',
  EMFILE: 'too many files are open',
  ENFILE: 'too many files are open',
  EIO: 'the disk could not be read or written',
  EPIPE: 'the reader has gone away',
  EAGAIN: 'the file is busy',
};

/** Node's message without its code and system call: `EXDEV: cross-device link not permitted, rename 'a' -> 'b'` → `cross-device link not permitted`. */
function plainWords(code: string, message: string): string {
  return message
    .replace(new RegExp(`^${code}: `), '')
    .replace(/, \w+( '.*)?$/, '')
    .trim();
}

/** Why a file or output operation failed, as a phrase to follow `could not be saved: `. */
export function systemProblem(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = errorCode(error);
  if (code === undefined) return message;
  return SENTENCES[code] ?? plainWords(code, message);
}
