/**
 * Farkle's use of the data directory, as the game manager's ports: the games in progress, one file each
 * (`farkle-games/<id>.json`, save format 2, under its lock), and `farkle-scores.json` (the finished games and the
 * high score). With `--no-save` both live in memory for the run.
 */
import { join } from 'node:path';
import {
  EMPTY_FARKLE_SCORES,
  FARKLE_SAVE_CODEC,
  FarkleManager,
  memoryDocument,
  memoryShelf,
  timerClock,
  type FarkleSave,
} from '@pastime/app-core';
import { newGameId, storedDocument } from '../storage/ports.ts';
import { fileShelf, type FileShelf } from '../storage/shelf.ts';
import type { DataStore, Report } from '../storage/store.ts';
import { FARKLE_GAMES_DIRECTORY, FARKLE_SCORES } from '../storage/files.ts';

/** The game manager of a run, and what the terminal adds to it. */
export interface FarkleRun {
  readonly manager: FarkleManager;
  /** Whether the games and the high score outlive the run. */
  readonly kept: boolean;
  /** Stops the computer and lets go of the game on the table (it stays saved, for the next run to resume). */
  close(): void;
}

export interface FarkleRunOptions {
  readonly store: DataStore | undefined;
  readonly report: Report;
  /** The pause before each of the computer's actions, in milliseconds. */
  readonly delay: number;
  /**
   * Take up the game in progress played most recently (true), none (false), or the one with this id; each only if
   * no other running program plays it.
   */
  readonly resume: boolean | { readonly id: string };
  /** The seed of the run's `n`-th game. */
  readonly seed: (n: number) => number | string | undefined;
}

export function openFarkle(options: FarkleRunOptions): FarkleRun {
  const { store, report } = options;
  // Games an earlier version set aside (a three-farkle penalty's negative turn score) come back first.
  store?.takeBackSetAside(FARKLE_SCORES);
  const files = store === undefined ? undefined : farkleShelf(store, report);
  // The game to resume is claimed first, under its lock: of two programs started at once only one takes it up.
  const claimed = files === undefined ? undefined : claimAsked(files, options.resume);
  const manager = new FarkleManager({
    shelf: files === undefined ? memoryShelf<FarkleSave>() : resumingOnly(files, claimed),
    scores: store === undefined ? memoryDocument(EMPTY_FARKLE_SCORES) : storedDocument(store, FARKLE_SCORES),
    clock: timerClock,
    newId: newGameId,
    pace: options.delay,
    resume: claimed !== undefined,
    seed: options.seed,
    // A terminal tells the last turn on its message line, and play goes straight on.
    lastTurnNotice: false,
  });
  const unfollow = manager.follow();
  // Another terminal is not offered the game this one plays.
  if (manager.id !== null) files?.claim(manager.id);
  return {
    manager,
    kept: store !== undefined,
    close() {
      unfollow();
      manager.close();
      if (manager.id !== null) files?.release(manager.id);
    },
  };
}

/** The shelf of the Farkle games in progress in the data directory. */
export function farkleShelf(store: DataStore, report: Report): FileShelf<FarkleSave> {
  return fileShelf({
    directory: join(store.directory, FARKLE_GAMES_DIRECTORY),
    description: 'The saved Farkle game',
    codec: FARKLE_SAVE_CODEC,
    report,
  });
}

/**
 * The game `resume` asks for, now claimed by this process: the one with its id, or the most recently played
 * unfinished game no running process plays; undefined when it is not to be had.
 */
function claimAsked(files: FileShelf<FarkleSave>, resume: FarkleRunOptions['resume']): string | undefined {
  if (typeof resume !== 'boolean') {
    const game = files.read(resume.id);
    return game !== undefined && game.save.state.phase !== 'game-over' && files.claim(game.id)
      ? game.id
      : undefined;
  }
  if (!resume) return undefined;
  for (const game of files.list()) {
    if (game.save.state.phase !== 'game-over' && files.claim(game.id)) return game.id;
  }
  return undefined;
}

/**
 * The shelf as the manager is to see it when it starts: of the unfinished games only the one claimed (the manager
 * takes up the first it is shown), the finished ones all (it records those). Nothing else differs.
 */
function resumingOnly(files: FileShelf<FarkleSave>, claimed: string | undefined): FileShelf<FarkleSave> {
  return {
    ...files,
    list: () => files.list().filter((game) => game.id === claimed || game.save.state.phase === 'game-over'),
  };
}
