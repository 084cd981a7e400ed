import { readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { messageOf, StoredValueError, type DocumentFormat } from '@pastime/app-core';
import { LockTimeoutError, withFileLock, writeFileAtomic } from './atomic.ts';
import type { LockOptions } from './atomic.ts';
import { errorCode } from './error-code.ts';
import { describeProblem } from './problem.ts';
import { escapeControls } from '../term/quote.ts';

/** One kind of versioned JSON file in the data directory. */
export interface DocumentKind<T> {
  readonly file: string;
  /** What it is, to begin a report: `The 2048 scores file`. */
  readonly description: string;
  /** Its version, what a missing file reads as, and its schema both ways. */
  readonly format: DocumentFormat<T>;
}

/** Something went wrong with a data file; the game goes on. */
export type Report = (message: string) => void;

type ReadResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: string };

/**
 * Versioned JSON documents in one directory. Reads are validated; a file that does not validate is reported,
 * renamed aside as a backup and replaced, never a crash. Every change is a read-modify-write under a lock file,
 * on the freshly read content, written atomically: two games running at once never lose each other's changes.
 */
export class DataStore {
  constructor(
    readonly directory: string,
    private readonly report: Report,
    private readonly lockOptions: LockOptions = {},
  ) {}

  pathOf(kind: DocumentKind<unknown>): string {
    return join(this.directory, kind.file);
  }

  private parse<T>(kind: DocumentKind<T>, text: string): ReadResult<T> {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (error) {
      // The parser's message quotes the file, which may hold line breaks or escape sequences.
      return { ok: false, problem: `not valid JSON (${escapeControls(messageOf(error))})` };
    }
    try {
      const { value, rejected } = kind.format.read(raw, '');
      // A file is read whole or not at all: a part left out would be lost at the next write.
      const [part] = rejected;
      if (part !== undefined) return { ok: false, problem: `field ${part.reason}` };
      return { ok: true, value };
    } catch (error) {
      if (error instanceof StoredValueError) return { ok: false, problem: `field ${describeProblem(error)}` };
      throw error;
    }
  }

  /** The file's text, `undefined` when it does not exist. */
  private readText(path: string): string | undefined {
    try {
      return readFileSync(path, 'utf8');
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return undefined;
      throw error;
    }
  }

  /** A new name next to the kind's file for a backup of data that could not be read. */
  private backupPath(kind: DocumentKind<unknown>): string {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    return `${this.pathOf(kind)}.corrupt-${stamp}-${randomBytes(2).toString('hex')}`;
  }

  /** Must hold the lock: keeps the bad file as a backup next to it and writes an empty document in its place. */
  private quarantine<T>(kind: DocumentKind<T>, problem: string): T {
    const path = this.pathOf(kind);
    const backup = this.backupPath(kind);
    renameSync(path, backup);
    const empty = kind.format.empty;
    writeFileAtomic(path, this.serialize(kind, empty));
    this.report(
      `${kind.description} ${path} could not be read: ${problem}. It was kept as ${backup} and replaced.`,
    );
    return empty;
  }

  /**
   * Writes `value` as a document of its own next to the kind's file, named like the backup of a corrupt file,
   * and returns its path. For content that reads as valid JSON but that the game cannot use (a saved game the
   * engine rejects): it is taken out of the file, and kept here first so that nothing is lost. Throws when it
   * cannot be written.
   */
  keepAside<T>(kind: DocumentKind<T>, value: T): string {
    const backup = this.backupPath(kind);
    writeFileAtomic(backup, this.serialize(kind, value));
    return backup;
  }

  private serialize<T>(kind: DocumentKind<T>, value: T): string {
    return `${JSON.stringify(kind.format.write(value), null, 2)}\n`;
  }

  /** Reads under the lock; must hold the lock. */
  private readLocked<T>(kind: DocumentKind<T>): T {
    const text = this.readText(this.pathOf(kind));
    if (text === undefined) return kind.format.empty;
    const result = this.parse(kind, text);
    return result.ok ? result.value : this.quarantine(kind, result.problem);
  }

  /** The document, or an empty one when it is missing or unreadable (reported). */
  read<T>(kind: DocumentKind<T>): T {
    try {
      const text = this.readText(this.pathOf(kind));
      if (text === undefined) return kind.format.empty;
      const result = this.parse(kind, text);
      if (result.ok) return result.value;
      // Only the lock holder may move the file aside: it may have been replaced by a good one meanwhile.
      return withFileLock(this.pathOf(kind), () => this.readLocked(kind), this.lockOptions);
    } catch (error) {
      this.report(`${kind.description} ${this.pathOf(kind)} could not be read: ${this.explain(error)}.`);
      return kind.format.empty;
    }
  }

  /**
   * Applies `change` to the current content, re-read under the lock right before writing. Returns the new
   * content, or `undefined` when it could not be saved (reported).
   */
  update<T>(kind: DocumentKind<T>, change: (current: T) => T): T | undefined {
    const path = this.pathOf(kind);
    try {
      return withFileLock(
        path,
        () => {
          const next = change(this.readLocked(kind));
          writeFileAtomic(path, this.serialize(kind, next));
          return next;
        },
        this.lockOptions,
      );
    } catch (error) {
      this.report(`${kind.description} ${path} could not be saved: ${this.explain(error)}.`);
      return undefined;
    }
  }

  private explain(error: unknown): string {
    if (error instanceof LockTimeoutError) return `${error.message} (remove it if no game is running)`;
    const code = errorCode(error);
    if (code === 'EACCES' || code === 'EPERM') return `permission denied (${messageOf(error)})`;
    // A file where a directory of the path should be: mkdir says EEXIST, open says ENOTDIR.
    if (code === 'EEXIST' || code === 'ENOTDIR') return `a file is in the way (${messageOf(error)})`;
    return messageOf(error);
  }
}
