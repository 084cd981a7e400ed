/**
 * The 2048 game's use of the data directory: the records (`2048-scores.json`) and the games in progress, one file
 * each in `2048-games/` (save format 2, written under the file's lock by `fileShelf`). The single file format 1
 * kept them all in (`2048-saved-games.json`) is upgraded the first time it is found: each game it holds moves to
 * a file of its own, one the engine cannot read is kept in a backup file and reported, and the old file is kept
 * as `…upgraded-<date>`.
 */
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import {
  EMPTY_RECORDS_2048,
  finishedGame2048,
  Game2048Manager,
  replayCodeOfSave2048,
  messageOf,
  mergeRecords,
  runSeed,
  readTerminalGame2048V1,
  recordGame,
  SAVE_CODEC_2048,
  type Game2048,
  type Records2048,
  type Search2048,
  type Settings2048,
  type ShelvedGame,
  type StoredDocument,
  memoryDocument,
  memoryShelf,
  timerClock,
} from '@pastime/app-core';
import { timeAgo } from '../program/time.ts';
import { newGameId, storedDocument } from '../storage/ports.ts';
import { fileShelf, type FileShelf } from '../storage/shelf.ts';
import { systemProblem } from '../storage/system-problem.ts';
import type { DataStore, Report } from '../storage/store.ts';
import { GAMES_DIRECTORY_2048, SAVED_GAMES_2048, SCORES_2048 } from '../storage/files.ts';

export class Storage2048 {
  readonly #shelf: FileShelf<Game2048>;
  #upgraded = false;
  readonly records: StoredDocument<Records2048>;

  constructor(
    private readonly store: DataStore,
    private readonly report: Report,
  ) {
    this.#shelf = fileShelf({
      directory: join(store.directory, GAMES_DIRECTORY_2048),
      description: 'The saved 2048 game',
      codec: SAVE_CODEC_2048,
      report,
    });
    this.records = storedDocument(store, SCORES_2048);
  }

  /** The games in progress; format 1's file is upgraded first, once (a run that keeps no game never reads it). */
  get shelf(): FileShelf<Game2048> {
    if (!this.#upgraded) {
      this.#upgraded = true;
      this.upgrade();
    }
    return this.#shelf;
  }

  /**
   * The most recently played game in progress that no running process plays, taken up by this one (`claim`), so
   * that a second terminal starting now is not offered it too. A file that cannot be read is kept aside and
   * reported by the shelf, and the next game is tried.
   */
  resumable(): ShelvedGame<Game2048> | undefined {
    return this.shelf.list()[0];
  }

  /** Not resuming a game ends it (the player chose to start over): recorded when it was played, then removed. */
  decline(game: ShelvedGame<Game2048>): void {
    const state = game.save.state;
    if (state.moves > 0) {
      const replay = replayCodeOfSave2048(game.save.save, state.score);
      const record = recordGame(finishedGame2048(game.id, state, new Date().toISOString(), replay));
      if (this.records.update((current) => mergeRecords(current, record)) === undefined) return;
    }
    this.shelf.remove(game.id);
  }

  /** Moves the games of format 1's single file to files of their own (see the module's comment). */
  private upgrade(): void {
    const path = this.store.pathOf(SAVED_GAMES_2048);
    const { games } = this.store.read(SAVED_GAMES_2048);
    if (games.length === 0) return;
    try {
      for (const saved of games) {
        let game: ShelvedGame<Game2048>;
        try {
          game = readTerminalGame2048V1(saved, 'game');
        } catch (error) {
          const backup = this.store.keepAside(SAVED_GAMES_2048, { games: [saved] });
          this.report(
            `The saved game from ${timeAgo(saved.savedAt)} could not be read (${messageOf(error)}). It was kept as ${backup}; it will not be offered again.`,
          );
          continue;
        }
        if (this.#shelf.read(game.id) === undefined) {
          const written = this.#shelf.write(game, undefined);
          if (written.kind !== 'written') return;
          if (saved.pid === null) this.#shelf.release(game.id);
        }
      }
      renameSync(path, `${path}.upgraded-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    } catch (error) {
      this.report(
        `The saved games in ${path} could not be upgraded: ${systemProblem(error)}. They are still there.`,
      );
    }
  }
}

export interface Run2048Options {
  readonly settings: Settings2048;
  /** The seed given on the command line; the run's later games derive theirs from it (`S/2`, `S/3`, …). */
  readonly seed: string | undefined;
  /** The stored game to take up (claimed by this process), or false for a new game. */
  readonly resume: string | false;
  /** Keep the unfinished game for the next run (the full screen does; the pipe does not). */
  readonly keep: boolean;
  /** The search auto-play and hints ask. */
  readonly search?: Search2048;
}

/** The game manager of a run, and what the terminal adds to it. */
export interface Run2048 {
  readonly manager: Game2048Manager;
  /** Whether an unfinished game outlives the run. */
  readonly kept: boolean;
  /**
   * The player leaves. A game worth resuming stays saved (no longer marked as played by this process) so that
   * the next start offers it; any other is recorded when it was played.
   */
  leave(): void;
}

/** A run of 2048 games over the data directory's ports, or over memory for a run that keeps no game for later. */
export function open2048(storage: Storage2048 | undefined, options: Run2048Options): Run2048 {
  const { seed, search } = options;
  const kept = storage !== undefined && options.keep;
  const manager = new Game2048Manager({
    shelf: storage !== undefined && kept ? storage.shelf : memoryShelf<Game2048>(),
    records: storage?.records ?? memoryDocument(EMPTY_RECORDS_2048),
    clock: timerClock,
    newId: newGameId,
    settings: options.settings,
    seed: (n) => runSeed(seed, n),
    resume: options.resume,
    // Another process does not see this game while it runs: its best score goes to the file at once.
    bestScores: 'at-once',
    ...(search === undefined ? {} : { search }),
  });
  return {
    manager,
    kept,
    leave() {
      if (!kept) return manager.quit();
      manager.close();
      storage?.shelf.release(manager.id);
    },
  };
}
