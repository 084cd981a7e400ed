import { readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { messageOf, StoredValueError, type DocumentFormat, type Rejected } from '@pastime/app-core';
import { LockTimeoutError, withFileLock, writeFileAtomic, type LockOptions } from './atomic.ts';
import { describeProblem } from './problem.ts';
import { systemProblem } from './system-problem.ts';
import { asidePath, readBounded, tooLargeProblem, type BoundedText } from './bounded.ts';
import { escapeControls } from '../term/quote.ts';

/** One kind of versioned JSON file in the data directory. */
export interface DocumentKind<T> {
  readonly file: string;
  /** What it is, to begin a report: `The 2048 scores file`. */
  readonly description: string;
  /** Its version, what a missing file reads as, and its schema both ways. */
  readonly format: DocumentFormat<T>;
  /** The largest file read, in bytes (`MAX_DATA_FILE_BYTES` when not given); a larger one is kept aside unread. */
  readonly maxBytes?: number;
}

/**
 * The largest data file read, unless its kind says otherwise: 8 MiB, eight times what a full list of records takes
 * (1,000 games, under 1 MiB). A larger file is not read (reading it would take several times its size in memory)
 * but kept aside as a backup, like a corrupt one.
 */
export const MAX_DATA_FILE_BYTES = 8 * 1024 * 1024;

/** How many of the records left out a notice names, with why; the file they are kept in has them all. */
const MAX_REASONS_SHOWN = 3;

/** Something went wrong with a data file; the game goes on. */
export type Report = (message: string) => void;

type ReadResult<T> =
  | { readonly ok: true; readonly value: T; readonly rejected: readonly Rejected[] }
  | { readonly ok: false; readonly problem: string };

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
      // Damaged records come back in `rejected`: they are kept aside before the file is written without them.
      const { value, rejected } = kind.format.read(raw, '');
      return { ok: true, value, rejected };
    } catch (error) {
      if (error instanceof StoredValueError) return { ok: false, problem: `field ${describeProblem(error)}` };
      throw error;
    }
  }

  /** The file's text (unless it is larger than the kind allows), `undefined` when it does not exist. */
  private readText(kind: DocumentKind<unknown>): BoundedText | undefined {
    return readBounded(this.pathOf(kind), kind.maxBytes ?? MAX_DATA_FILE_BYTES);
  }

  /** Whether the file can be used as it is, without being changed under the lock first. */
  private static clean<T>(result: ReadResult<T>): result is ReadResult<T> & { readonly ok: true } {
    return result.ok && result.rejected.length === 0;
  }

  /** Its text read and checked: the problem of a file too large is its size. */
  private parseFile<T>(kind: DocumentKind<T>, file: BoundedText): ReadResult<T> {
    if ('text' in file) return this.parse(kind, file.text);
    const limit = kind.maxBytes ?? MAX_DATA_FILE_BYTES;
    return { ok: false, problem: tooLargeProblem(file.tooLarge, limit, 'a data file') };
  }

  /** A new name next to the kind's file for a backup of data that could not be read (`corrupt`, or `rejected`). */
  private backupPath(kind: DocumentKind<unknown>, what: 'corrupt' | 'rejected' = 'corrupt'): string {
    return asidePath(this.pathOf(kind), what);
  }

  /**
   * Must hold the lock: keeps the records that could not be read in a file of their own next to the kind's file
   * (as the web app keeps them: a JSON list of their path, the reason and the value as it was), then writes the
   * file without them. Throws, having changed nothing, when they cannot be kept.
   */
  private setRejectedAside<T>(kind: DocumentKind<T>, value: T, rejected: readonly Rejected[]): T {
    const path = this.pathOf(kind);
    const backup = this.backupPath(kind, 'rejected');
    writeFileAtomic(backup, `${JSON.stringify(rejected, null, 2)}\n`);
    writeFileAtomic(path, this.serialize(kind, value));
    const count = rejected.length === 1 ? 'one record' : `${rejected.length} records`;
    // The first few reasons (a key of the file may hold control characters); the file has them all.
    const shown = rejected.slice(0, MAX_REASONS_SHOWN).map((part) => escapeControls(part.reason));
    const more = rejected.length - shown.length;
    const reasons = `${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
    this.report(
      `${kind.description} ${path} had ${count} that could not be read (${reasons}). ${rejected.length === 1 ? 'It was' : 'They were'} kept as ${backup} and left out; the other records were kept.`,
    );
    return value;
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
    const file = this.readText(kind);
    if (file === undefined) return kind.format.empty;
    const result = this.parseFile(kind, file);
    if (!result.ok) return this.quarantine(kind, result.problem);
    return result.rejected.length === 0
      ? result.value
      : this.setRejectedAside(kind, result.value, result.rejected);
  }

  /**
   * The document, or an empty one when it is missing or unreadable (reported); without the records that could not
   * be read, which are kept aside (reported).
   */
  read<T>(kind: DocumentKind<T>): T {
    try {
      const file = this.readText(kind);
      if (file === undefined) return kind.format.empty;
      const result = this.parseFile(kind, file);
      if (DataStore.clean(result)) return result.value;
      // Only the lock holder may move the file or its records aside: it may have been replaced meanwhile.
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

  /**
   * Reads again the records earlier runs set aside (`<file>.rejected-…`) and puts back those the format now takes (a
   * rule since widened: a Farkle turn's negative points); what still fails stays set aside. Said once, when any came
   * back. For documents that keep their records in `games`.
   */
  takeBackSetAside<T>(kind: DocumentKind<T>): void {
    const prefix = `${kind.file}.rejected-`;
    let names: string[];
    try {
      names = readdirSync(this.directory)
        .filter((name) => name.startsWith(prefix))
        .sort();
    } catch {
      return;
    }
    if (names.length === 0) return;
    const path = this.pathOf(kind);
    try {
      const back = withFileLock(path, () => this.takeBackLocked(kind, names), this.lockOptions);
      if (back > 0) {
        const count = back === 1 ? 'One record' : `${back} records`;
        this.report(
          `${count} set aside earlier from ${kind.description.replace(/^The /, 'the ')} ${path} could be read again and ${back === 1 ? 'was' : 'were'} put back.`,
        );
      }
    } catch (error) {
      this.report(
        `${kind.description} ${path} could not take back its records set aside: ${this.explain(error)}.`,
      );
    }
  }

  /** Must hold the lock: puts back what each set-aside file holds that now reads; returns how many came back. */
  private takeBackLocked<T>(kind: DocumentKind<T>, names: readonly string[]): number {
    const path = this.pathOf(kind);
    let back = 0;
    for (const name of names) {
      const aside = join(this.directory, name);
      const entries = readSetAside(aside, kind.maxBytes ?? MAX_DATA_FILE_BYTES);
      if (entries === undefined) continue;
      const raw = kind.format.write(this.readLocked(kind)) as { games?: unknown };
      if (!Array.isArray(raw.games)) return back;
      const known = new Set(raw.games.map(idOf));
      const records = entries.filter((entry) => /^games\[\d+\]$/.test(entry.path));
      // Each record once: a run killed between the two writes below finds its records back already.
      const already = new Set(records.filter((entry) => known.has(idOf(entry.value))));
      const fresh = records.filter((entry) => !already.has(entry));
      const read = kind.format.read(
        { ...raw, games: [...raw.games, ...fresh.map((entry) => entry.value)] },
        '',
      );
      const still = new Set(read.rejected.map((entry) => entry.value));
      const returned = new Set(fresh.filter((entry) => !still.has(entry.value)));
      if (returned.size === 0 && already.size === 0) continue;
      if (returned.size > 0) writeFileAtomic(path, this.serialize(kind, read.value));
      const left = entries.filter((entry) => !returned.has(entry) && !already.has(entry));
      if (left.length === 0) rmSync(aside, { force: true });
      else writeFileAtomic(aside, `${JSON.stringify(left, null, 2)}\n`);
      back += returned.size;
    }
    return back;
  }

  private explain(error: unknown): string {
    if (error instanceof LockTimeoutError) return `${error.message} (remove it if no game is running)`;
    return systemProblem(error);
  }
}

/** The id of a record as stored, if it has one. */
function idOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null && 'id' in value ? value.id : undefined;
}

/** The records a set-aside file holds (as `setRejectedAside` wrote them), or undefined when it holds something else. */
function readSetAside(path: string, maxBytes: number): readonly Rejected[] | undefined {
  try {
    const file = readBounded(path, maxBytes);
    if (file === undefined || !('text' in file)) return undefined;
    const value: unknown = JSON.parse(file.text);
    if (!Array.isArray(value)) return undefined;
    return value.filter(
      (entry): entry is Rejected =>
        typeof entry === 'object' && entry !== null && typeof (entry as { path?: unknown }).path === 'string',
    );
  } catch {
    return undefined;
  }
}
