import { deserialize } from '@pastime/2048';
import type { GameState } from '@pastime/2048';
import {
  bestFor,
  finishedGame2048,
  gamesBeyondLimit,
  highestScore,
  mergeRecords,
  recordBest,
  recordGame,
} from '@pastime/app-core';
import { processIsAlive } from '../storage/process-alive.ts';
import type { DataStore } from '../storage/store.ts';
import { SAVED_GAMES_2048, SCORES_2048 } from './documents.ts';
import type { SavedGame2048, Scores2048 } from './documents.ts';

/** The 2048 game's use of the data directory: best scores, finished games, unfinished games. */
export class Storage2048 {
  constructor(private readonly store: DataStore) {}

  get directory(): string {
    return this.store.directory;
  }

  get savedGamesPath(): string {
    return this.store.pathOf(SAVED_GAMES_2048);
  }

  scores(): Scores2048 {
    return this.store.read(SCORES_2048);
  }

  bestScore(size: number): number {
    return bestFor(this.scores(), size);
  }

  /**
   * Records a finished game (once: by its id, the version that got further kept), lost or abandoned as it stands,
   * and raises the best score of its size to its score, or to `reached` (the highest score the game had, before
   * undoing moves, say). Returns the best score of that size as written, which other games may have raised;
   * `undefined` when it could not be saved (reported).
   */
  record(id: string, state: GameState, reached: number = state.score): number | undefined {
    const game = finishedGame2048(id, state, new Date().toISOString());
    const written = this.store.update(SCORES_2048, (current) =>
      mergeRecords(mergeRecords(current, recordGame(game)), recordBest(state.size, reached)),
    );
    return written === undefined ? undefined : bestFor(written, state.size);
  }

  /**
   * Raises the best score of a board size to `score` unless it is higher already: the file is re-read under
   * the lock and the higher of the two kept, so games played at once never lower each other's best. Returns
   * the best score as written, `undefined` when it could not be saved (reported).
   */
  raiseBest(size: number, score: number): number | undefined {
    const written = this.store.update(SCORES_2048, (current) =>
      mergeRecords(current, recordBest(size, score)),
    );
    return written === undefined ? undefined : bestFor(written, size);
  }

  /**
   * Saves an unfinished game; `running` marks it as being played by this process right now. Past
   * `MAX_SAVED_GAMES`, the least recently saved other games are recorded as finished and leave the file.
   */
  saveUnfinished(id: string, game: string, running: boolean): void {
    const entry: SavedGame2048 = {
      id,
      pid: running ? process.pid : null,
      savedAt: new Date().toISOString(),
      game,
    };
    this.store.update(SAVED_GAMES_2048, (current) => {
      const games = [...current.games.filter((g) => g.id !== id), entry];
      const retired = new Set(gamesBeyondLimit([...games].reverse(), id));
      // Each is recorded before the file that lists it is written: a game is never dropped unrecorded.
      for (const saved of retired) this.retire(saved);
      return { games: games.filter((g) => !retired.has(g)) };
    });
  }

  /**
   * Records a saved game pushed out of the file among the finished games; one the engine cannot read is kept in
   * a backup file of its own instead. Throws when it could be neither (the file then keeps it).
   */
  private retire(saved: SavedGame2048): void {
    let state: GameState;
    try {
      state = deserialize(saved.game);
    } catch {
      this.store.keepAside(SAVED_GAMES_2048, { games: [saved] });
      return;
    }
    if (state.moves > 0 && this.record(saved.id, state, highestScore(state)) === undefined) {
      throw new Error(`the saved game ${saved.id} could not be recorded`);
    }
  }

  removeSaved(id: string): void {
    this.store.update(SAVED_GAMES_2048, (current) => ({ games: current.games.filter((g) => g.id !== id) }));
  }

  /**
   * Takes a saved game that cannot be resumed (the engine rejects its text) off the list, after keeping it in a
   * backup file of its own. Returns the backup's path; `gone` when it was no longer in the file; `failed` when
   * it could not be done (reported; the game stays in the file).
   */
  setAside(id: string): { readonly backup: string } | 'gone' | 'failed' {
    let backup: string | undefined;
    const written = this.store.update(SAVED_GAMES_2048, (current) => {
      const entry = current.games.find((g) => g.id === id);
      if (entry === undefined) return current;
      // Kept first: if this throws, nothing is written and the game stays where it was.
      backup = this.store.keepAside(SAVED_GAMES_2048, { games: [entry] });
      return { games: current.games.filter((g) => g.id !== id) };
    });
    if (written === undefined) return 'failed';
    return backup === undefined ? 'gone' : { backup };
  }

  /** The most recently saved game that no running process is playing (other than those in `skip`). */
  resumable(skip: ReadonlySet<string> = new Set()): SavedGame2048 | undefined {
    const { games } = this.store.read(SAVED_GAMES_2048);
    return [...games]
      .reverse()
      .find((g) => !skip.has(g.id) && (g.pid === null || g.pid === process.pid || !processIsAlive(g.pid)));
  }

  /**
   * Claims a saved game for this process, so that a second terminal starting now is not offered it too.
   * Returns false when another process got to it first.
   */
  claim(id: string): boolean {
    let claimed = false;
    this.store.update(SAVED_GAMES_2048, (current) => ({
      games: current.games.map((g) => {
        if (g.id !== id || (g.pid !== null && g.pid !== process.pid && processIsAlive(g.pid))) return g;
        claimed = true;
        return { ...g, pid: process.pid };
      }),
    }));
    return claimed;
  }
}
