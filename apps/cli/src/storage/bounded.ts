/**
 * Data files read only when they are no larger than their kind allows: the size is checked on the file opened,
 * before anything is read, because reading a huge file whole would take several times its size in memory. Every
 * kind of file states its limit the same way, in mebibytes.
 */
import { closeSync, fstatSync, openSync, readFileSync, renameSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { errorCode } from './atomic.ts';
import { systemProblem } from './system-problem.ts';

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

/** The most a small file of the terminal's own (a device's or a seat's token) may be: each holds a few hundred bytes. */
export const MAX_TOKEN_FILE_BYTES = 1024 * 1024;

/**
 * A small JSON file of the terminal's own, checked by `accept`; `undefined` when it does not exist. A file too large,
 * not JSON or not accepted is renamed aside (its tokens may still be wanted) and reported, and reads as absent.
 */
export function readSmallJson<T>(
  path: string,
  what: string,
  accept: (value: unknown) => value is T,
  report: (message: string) => void,
): T | undefined {
  let read: BoundedText | undefined;
  try {
    read = readBounded(path, MAX_TOKEN_FILE_BYTES);
  } catch (error) {
    // No directory where one should be is no file either; any other refusal of the file system is told.
    const code = errorCode(error);
    if (code === undefined) throw error;
    if (code !== 'ENOTDIR') report(`${path} could not be read: ${systemProblem(error)}.`);
    return undefined;
  }
  if (read === undefined) return undefined;
  let problem: string;
  if ('tooLarge' in read) problem = tooLargeProblem(read.tooLarge, MAX_TOKEN_FILE_BYTES, what);
  else {
    let value: unknown;
    try {
      value = JSON.parse(read.text);
    } catch {
      value = undefined;
    }
    if (accept(value)) return value;
    problem = 'it is not one of its files';
  }
  const backup = asidePath(path);
  renameSync(path, backup);
  report(`${path} could not be read: ${problem}. It was kept as ${backup}.`);
  return undefined;
}
