/**
 * Data files read only when they are no larger than their kind allows: the size is checked on the file opened,
 * before anything is read, because reading a huge file whole would take several times its size in memory. Every
 * kind of file states its limit the same way, in mebibytes.
 */
import { closeSync, fstatSync, openSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { errorCode } from './atomic.ts';

/** A file's content, or the size of one too large to be read. */
export type BoundedText = { readonly text: string } | { readonly tooLarge: number };

/** A size in mebibytes: `195.3 MiB`, `8 MiB`. */
export function mebibytes(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return `${Number.isInteger(mib) ? mib : mib.toFixed(1)} MiB`;
}

/** Why a file too large was not read: `it is 195.3 MiB, more than the 8 MiB a data file may be`. */
export function tooLargeProblem(size: number, limit: number, what: string): string {
  return `it is ${mebibytes(size)}, more than the ${mebibytes(limit)} ${what} may be`;
}

/** The file's text, or its size when above `maxBytes`; `undefined` when it does not exist. */
export function readBounded(path: string, maxBytes: number): BoundedText | undefined {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
  try {
    // Measured on the file opened, so that a file growing meanwhile cannot slip past the check.
    const size = fstatSync(fd).size;
    if (size > maxBytes) return { tooLarge: size };
    return { text: readFileSync(fd, 'utf8') };
  } finally {
    closeSync(fd);
  }
}

/** A new name next to `path` for a backup of data that could not be read (`corrupt`, or `rejected`). */
export function asidePath(path: string, what: 'corrupt' | 'rejected' = 'corrupt'): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return `${path}.${what}-${stamp}-${randomBytes(2).toString('hex')}`;
}
