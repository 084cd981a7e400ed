/**
 * The games in progress of one game kind as the terminal keeps them: one file per game in a directory of the data
 * directory (`2048-games/<id>.json`), each an entry of `@pastime/app-core`'s `readShelvedGame` plus the process
 * playing it (`pid`, null once it has let go). Every write happens under the file's lock, on the revision read
 * there, so two processes never write over each other's moves; a file that cannot be read is kept aside (renamed)
 * and reported, never deleted. Games another running process plays are left out of the list.
 */
import { readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import {
  isGameId,
  messageOf,
  newestFirst,
  readShelvedGame,
  StoredValueError,
  writeShelvedGame,
  type GameShelf,
  type SaveCodec,
  type ShelfWrite,
  type ShelvedGame,
} from '@pastime/app-core';
import {
  errorCode,
  processIsAlive,
  removeQuietly,
  withFileLock,
  writeFileAtomic,
  type LockOptions,
} from './atomic.ts';
import { describeProblem } from './problem.ts';
import { escapeControls } from '../term/quote.ts';
import { systemProblem } from './system-problem.ts';
import { asidePath, readBounded, tooLargeProblem, type BoundedText } from './bounded.ts';
import type { Report } from './store.ts';

/**
 * A game file larger than this was not written by this program (a 10,000-move 2048 game takes about 16 kB); it is
 * not read, but kept aside like a corrupt one.
 */
const MAX_GAME_FILE_BYTES = 1024 * 1024;

const GAME_FILE = /^(.+)\.json$/;

export interface FileShelfOptions<Save> {
  readonly directory: string;
  /** What a game file is, to begin a report: `The saved 2048 game`. */
  readonly description: string;
  readonly codec: SaveCodec<Save>;
  readonly report: Report;
  readonly lockOptions?: LockOptions;
}

/** The terminal's shelf: the port, plus claiming a game so that a second terminal is not offered it too. */
export interface FileShelf<Save> extends GameShelf<Save> {
  /** Every stored game that can be read, most recently played first, each with whether another process plays it. */
  entries(): readonly ShelfEntry<Save>[];
  /** Marks the game as played by this process; false when another running process plays it. */
  claim(id: string): boolean;
  /** Marks the game as played by no one, so that the next program started may take it up. */
  release(id: string): void;
}

export interface ShelfEntry<Save> {
  readonly game: ShelvedGame<Save>;
  /** Another running process plays it (and so would not give it to this one). */
  readonly playedElsewhere: boolean;
}

type Read<Save> =
  | { readonly kind: 'none' }
  | { readonly kind: 'game'; readonly game: ShelvedGame<Save>; readonly pid: number | null }
  | { readonly kind: 'bad'; readonly problem: string };

export function fileShelf<Save>(options: FileShelfOptions<Save>): FileShelf<Save> {
  const { directory, description, codec, report, lockOptions } = options;
  const pathOf = (id: string): string => join(directory, `${id}.json`);

  function parse(id: string, file: BoundedText): Read<Save> {
    if (!('text' in file)) {
      return { kind: 'bad', problem: tooLargeProblem(file.tooLarge, MAX_GAME_FILE_BYTES, 'a saved game') };
    }
    let value: unknown;
    try {
      value = JSON.parse(file.text);
    } catch (error) {
      // The parser's message quotes the file, which may hold line breaks or escape sequences.
      return { kind: 'bad', problem: `it is not valid JSON (${escapeControls(messageOf(error))})` };
    }
    try {
      const game = readShelvedGame(codec, value, '', id);
      const pid = (value as Readonly<Record<string, unknown>>)['pid'];
      return { kind: 'game', game, pid: typeof pid === 'number' && Number.isSafeInteger(pid) ? pid : null };
    } catch (error) {
      if (error instanceof StoredValueError)
        return { kind: 'bad', problem: `field ${describeProblem(error)}` };
      throw error;
    }
  }

  const readText = (path: string): BoundedText | undefined => readBounded(path, MAX_GAME_FILE_BYTES);

  /** Must hold the lock: the game as stored, a bad file renamed aside (and reported) reading as none. */
  function readLocked(id: string): Read<Save> {
    const path = pathOf(id);
    const text = readText(path);
    if (text === undefined) return { kind: 'none' };
    const read = parse(id, text);
    if (read.kind !== 'bad') return read;
    const backup = asidePath(path);
    renameSync(path, backup);
    report(`${description} ${path} could not be read: ${read.problem}. It was kept as ${backup}.`);
    return { kind: 'none' };
  }

  function locked<T>(id: string, action: () => T, failed: T): T {
    try {
      return withFileLock(pathOf(id), action, lockOptions);
    } catch (error) {
      report(`${description} ${pathOf(id)} could not be saved: ${systemProblem(error)}.`);
      return failed;
    }
  }

  function store(game: ShelvedGame<Save>, pid: number | null): void {
    writeFileAtomic(pathOf(game.id), `${JSON.stringify({ ...writeShelvedGame(codec, game), pid })}\n`);
  }

  const playedElsewhere = (pid: number | null): boolean =>
    pid !== null && pid !== process.pid && processIsAlive(pid);

  function read(id: string): ShelvedGame<Save> | undefined {
    if (!isGameId(id)) return undefined;
    try {
      const text = readText(pathOf(id));
      if (text === undefined) return undefined;
      const quick = parse(id, text);
      if (quick.kind === 'game') return quick.game;
      // Only the lock holder may move a file aside: it may have been replaced by a good one meanwhile.
      return locked(
        id,
        () => {
          const again = readLocked(id);
          return again.kind === 'game' ? again.game : undefined;
        },
        undefined,
      );
    } catch (error) {
      report(`${description} ${pathOf(id)} could not be read: ${systemProblem(error)}.`);
      return undefined;
    }
  }

  function ids(): string[] {
    try {
      return readdirSync(directory).flatMap((name) => {
        const id = GAME_FILE.exec(name)?.[1];
        return id !== undefined && isGameId(id) ? [id] : [];
      });
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return [];
      report(`The directory ${directory} could not be read: ${systemProblem(error)}.`);
      return [];
    }
  }

  function entries(): ShelfEntry<Save>[] {
    const found: ShelfEntry<Save>[] = [];
    for (const id of ids()) {
      const text = readText(pathOf(id));
      const quick = text === undefined ? undefined : parse(id, text);
      if (quick?.kind === 'game') {
        found.push({ game: quick.game, playedElsewhere: playedElsewhere(quick.pid) });
        continue;
      }
      const game = read(id);
      if (game !== undefined) found.push({ game, playedElsewhere: false });
    }
    return found.sort((a, b) => newestFirst(a.game, b.game));
  }

  return {
    entries,
    list() {
      return entries().flatMap((entry) => (entry.playedElsewhere ? [] : [entry.game]));
    },
    read,
    write(game, expected): ShelfWrite<Save> {
      return locked(
        game.id,
        (): ShelfWrite<Save> => {
          const stored = readLocked(game.id);
          const revision = stored.kind === 'game' ? stored.game.revision : undefined;
          if (revision !== expected) {
            return { kind: 'conflict', stored: stored.kind === 'game' ? stored.game : undefined };
          }
          store(game, process.pid);
          return { kind: 'written' };
        },
        { kind: 'refused' },
      );
    },
    remove(id) {
      return locked(
        id,
        () => {
          removeQuietly(pathOf(id));
          return true;
        },
        false,
      );
    },
    claim(id) {
      return locked(
        id,
        () => {
          const stored = readLocked(id);
          if (stored.kind !== 'game' || playedElsewhere(stored.pid)) return false;
          if (stored.pid !== process.pid) store(stored.game, process.pid);
          return true;
        },
        false,
      );
    },
    release(id) {
      locked(
        id,
        () => {
          const stored = readLocked(id);
          if (stored.kind === 'game' && stored.pid === process.pid) store(stored.game, null);
        },
        undefined,
      );
    },
  };
}
