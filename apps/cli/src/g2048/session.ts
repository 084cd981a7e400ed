import { apply, deserialize, keepGoing, newGame, redo, serialize, undo } from '@pastime/2048';
import type { Direction, GameState } from '@pastime/2048';
import { highestScore, isResumable } from '@pastime/app-core';
import { newGameId } from '../storage/ids.ts';
import type { Storage2048 } from './storage.ts';

/** Everything a player can ask of a 2048 game, from a key or from a line of input. */
export type Action2048 =
  | { readonly type: 'move'; readonly direction: Direction }
  | { readonly type: 'undo' }
  | { readonly type: 'redo' }
  | { readonly type: 'new' }
  | { readonly type: 'keep-going' };

/** The saved copy of an unfinished game is written at most this often while playing. */
const SAVE_INTERVAL_MS = 300;

/** What an action did, for the screens to tell the player. */
export type Outcome2048 =
  | { readonly kind: 'moved'; readonly direction: Direction; readonly gained: number }
  | { readonly kind: 'won' }
  | { readonly kind: 'lost' }
  | { readonly kind: 'nothing-moved'; readonly direction: Direction }
  | { readonly kind: 'waiting-after-win' }
  | { readonly kind: 'no-moves-left' }
  | { readonly kind: 'undone' }
  | { readonly kind: 'nothing-to-undo' }
  | { readonly kind: 'redone' }
  | { readonly kind: 'nothing-to-redo' }
  | { readonly kind: 'new-game' }
  | { readonly kind: 'kept-going' }
  | { readonly kind: 'not-won' };

export interface GameSetup2048 {
  readonly size: number;
  readonly winValue: number;
  /** The seed given on the command line; new games in the same run derive theirs from it. */
  readonly seed: string | undefined;
}

export interface SessionOptions {
  /** Absent: nothing is read or written. */
  readonly storage: Storage2048 | undefined;
  /** Save the unfinished game after every change, for resuming (the terminal game does; the pipe does not). */
  readonly keepUnfinished: boolean;
}

/**
 * One player's run of 2048 games: the engine state plus what the app adds around it (a game id, the best
 * score, records and saved games). It knows nothing of screens or input; the terminal and the line protocol
 * both drive it with `apply`.
 */
export class Session2048 {
  private gamesStarted = 1;
  /**
   * The highest score ever reached on this board size, as far as this run knows: the stored best, raised by
   * every score a game here reaches. Undoing moves never lowers it.
   */
  private bestScore: number;
  /** `bestScore` is higher than what was last written to the scores file. */
  private bestUnsaved = false;
  /** The current game is in the saved-games file. */
  private saved = false;
  private lastSave = 0;
  private saveTimer: NodeJS.Timeout | undefined;

  private constructor(
    private current: GameState,
    private gameId: string,
    private readonly setup: GameSetup2048,
    private readonly options: SessionOptions,
  ) {
    this.bestScore = options.storage?.bestScore(current.size) ?? 0;
    // A resumed game may have undone moves: the score it reached before them counts (undo never lowers a best).
    this.noteScore(highestScore(current));
  }

  static start(setup: GameSetup2048, options: SessionOptions): Session2048 {
    const state = newGame({
      size: setup.size,
      winValue: setup.winValue,
      ...(setup.seed === undefined ? {} : { seed: setup.seed }),
    });
    const session = new Session2048(state, newGameId(), setup, options);
    session.persist();
    return session;
  }

  /** Resumes a saved game. Throws the engine's error when the saved text is not a valid game. */
  static resume(id: string, saved: string, options: SessionOptions): Session2048 {
    const state = deserialize(saved);
    const setup = { size: state.size, winValue: state.winValue, seed: undefined };
    const session = new Session2048(state, id, setup, options);
    session.saved = true;
    return session;
  }

  get state(): GameState {
    return this.current;
  }

  get id(): string {
    return this.gameId;
  }

  /** The best score for this board size: the highest ever reached, the game in progress included. */
  get best(): number {
    return this.bestScore;
  }

  /** Unfinished games are kept for next time. */
  get persistent(): boolean {
    return this.options.storage !== undefined && this.options.keepUnfinished;
  }

  get canUndo(): boolean {
    return this.current.undoDepth > 0;
  }

  get canRedo(): boolean {
    return this.current.redoDepth > 0;
  }

  apply(action: Action2048): Outcome2048 {
    const before = this.current;
    switch (action.type) {
      case 'move': {
        const after = apply(before, action.direction);
        if (after === before) {
          if (before.status === 'won') return { kind: 'waiting-after-win' };
          if (before.status === 'lost') return { kind: 'no-moves-left' };
          return { kind: 'nothing-moved', direction: action.direction };
        }
        this.current = after;
        this.noteScore();
        if (after.status === 'lost') {
          this.recordCurrent();
          this.persist();
          return { kind: 'lost' };
        }
        this.persist();
        if (after.status === 'won' && before.status !== 'won') return { kind: 'won' };
        return { kind: 'moved', direction: action.direction, gained: after.lastMove?.scoreGained ?? 0 };
      }
      case 'undo': {
        const after = undo(before);
        if (after === before || before.undoDepth === 0) return { kind: 'nothing-to-undo' };
        this.current = after;
        this.persist();
        return { kind: 'undone' };
      }
      case 'redo': {
        const after = redo(before);
        if (after === before || before.redoDepth === 0) return { kind: 'nothing-to-redo' };
        this.current = after;
        this.noteScore();
        this.persist();
        return { kind: 'redone' };
      }
      case 'keep-going': {
        if (before.status !== 'won') return { kind: 'not-won' };
        this.current = keepGoing(before);
        this.persist();
        return { kind: 'kept-going' };
      }
      case 'new': {
        this.endGame();
        this.gamesStarted++;
        const seed = this.setup.seed === undefined ? undefined : `${this.setup.seed}/${this.gamesStarted}`;
        this.current = newGame({
          size: before.size,
          winValue: before.winValue,
          ...(seed === undefined ? {} : { seed }),
        });
        this.gameId = newGameId();
        this.saved = false;
        this.persist();
        return { kind: 'new-game' };
      }
    }
  }

  /** The game ends here (a new game, or the end of a run that keeps nothing for later): record it. */
  endGame(): void {
    this.cancelPendingSave();
    const storage = this.options.storage;
    if (storage === undefined) return;
    if (this.current.moves > 0) this.recordCurrent();
    else this.saveBest();
    this.forgetSaved();
  }

  /** A score above the best raises it (it is written with the next save). */
  private noteScore(score = this.current.score): void {
    if (score <= this.bestScore) return;
    this.bestScore = score;
    this.bestUnsaved = true;
  }

  /** Records the current game as finished, with the best score reached; takes in a higher one from elsewhere. */
  private recordCurrent(): void {
    const written = this.options.storage?.record(this.gameId, this.current, this.bestScore);
    this.bestWritten(written);
  }

  /** Writes the best score if it has risen since it was last written. */
  private saveBest(): void {
    if (!this.bestUnsaved) return;
    this.bestWritten(this.options.storage?.raiseBest(this.current.size, this.bestScore));
  }

  /** After writing the scores file: the best it holds now (another game may have raised it); undefined: failed. */
  private bestWritten(stored: number | undefined): void {
    if (stored === undefined) return;
    this.bestUnsaved = false;
    this.bestScore = Math.max(this.bestScore, stored);
  }

  /**
   * The player leaves. A finished game is recorded; an unfinished one stays saved (no longer marked as running)
   * so that the next start offers it.
   */
  leave(): void {
    this.cancelPendingSave();
    const storage = this.options.storage;
    if (storage === undefined) return;
    if (!this.options.keepUnfinished || this.current.status === 'lost') {
      this.endGame();
    } else if (!isResumable(this.current)) {
      this.saveBest();
      this.forgetSaved();
    } else {
      this.saveBest();
      storage.saveUnfinished(this.gameId, serialize(this.current), false);
      this.saved = true;
    }
  }

  private forgetSaved(): void {
    if (!this.saved) return;
    this.options.storage?.removeSaved(this.gameId);
    this.saved = false;
  }

  /**
   * Keeps the stored best score and the saved copy of an unfinished game up to date; a new or lost game has
   * nothing to resume. Writes (each flushed to disk) are spaced at least `SAVE_INTERVAL_MS` apart, so a
   * held-down key does not wait on the disk; the last change is always written, and `leave` writes at once.
   */
  private persist(): void {
    if (this.options.storage === undefined) return;
    if (!this.options.keepUnfinished && !this.bestUnsaved) return;
    if (this.saveTimer !== undefined) return;
    const wait = this.lastSave + SAVE_INTERVAL_MS - Date.now();
    if (wait <= 0) {
      this.writeNow();
      return;
    }
    this.saveTimer = setTimeout(() => {
      this.saveTimer = undefined;
      this.writeNow();
    }, wait);
  }

  private writeNow(): void {
    this.lastSave = Date.now();
    this.saveBest();
    if (this.options.keepUnfinished) this.writeSaved();
  }

  private cancelPendingSave(): void {
    if (this.saveTimer !== undefined) clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
  }

  private writeSaved(): void {
    if (this.options.storage === undefined) return;
    if (!isResumable(this.current)) {
      this.forgetSaved();
    } else {
      this.options.storage.saveUnfinished(this.gameId, serialize(this.current), true);
      this.saved = true;
    }
  }
}
