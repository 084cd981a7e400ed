import { summarize } from '@pastime/2048';
import type { GameState } from '@pastime/2048';
import { processIsAlive } from '../storage/process-alive.ts';
import type { DataStore } from '../storage/store.ts';
import { MAX_RECORDS, MAX_SAVED_GAMES, SAVED_GAMES_2048, SCORES_2048 } from './documents.ts';
import type { GameRecord2048, SavedGame2048, Scores2048 } from './documents.ts';

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
    return this.scores().best[String(size)] ?? 0;
  }

  /**
   * Records (or updates, by id) a finished game and raises the best score of its size to its score, or to
   * `reached` (the highest score the game had, before undoing moves, say). Returns the best score of that size
   * as written, which other games may have raised; `undefined` when it could not be saved (reported).
   */
  record(id: string, state: GameState, reached: number = state.score): number | undefined {
    const entry: GameRecord2048 = {
      id,
      date: new Date().toISOString(),
      ...summarize(state),
    };
    const written = this.store.update(SCORES_2048, (current) => {
      const games = [...current.games.filter((g) => g.id !== id), entry].slice(-MAX_RECORDS);
      return { best: withBest(current.best, state.size, Math.max(state.score, reached)), games };
    });
    return written?.best[String(state.size)];
  }

  /**
   * Raises the best score of a board size to `score` unless it is higher already: the file is re-read under
   * the lock and the higher of the two kept, so games played at once never lower each other's best. Returns
   * the best score as written, `undefined` when it could not be saved (reported).
   */
  raiseBest(size: number, score: number): number | undefined {
    const written = this.store.update(SCORES_2048, (current) => ({
      ...current,
      best: withBest(current.best, size, score),
    }));
    return written?.best[String(size)];
  }

  /** Saves an unfinished game; `running` marks it as being played by this process right now. */
  saveUnfinished(id: string, game: string, running: boolean): void {
    const entry: SavedGame2048 = {
      id,
      pid: running ? process.pid : null,
      savedAt: new Date().toISOString(),
      game,
    };
    this.store.update(SAVED_GAMES_2048, (current) => ({
      games: [...current.games.filter((g) => g.id !== id), entry].slice(-MAX_SAVED_GAMES),
    }));
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

function withBest(
  best: Readonly<Record<string, number>>,
  size: number,
  score: number,
): Record<string, number> {
  const key = String(size);
  return { ...best, [key]: Math.max(best[key] ?? 0, score) };
}
