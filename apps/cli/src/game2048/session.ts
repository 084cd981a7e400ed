/**
 * One player's run of 2048 games in the terminal: `Game2048Manager` of `@pastime/app-core` over the data
 * directory's ports (or over memory for a run that keeps no game for later), and what each action did in the
 * words the screens and the line protocol use.
 */
import type { Direction, GameState } from '@pastime/2048';
import {
  EMPTY_RECORDS_2048,
  Game2048Manager,
  type Game2048,
  type Search2048,
  type ShelvedGame,
} from '@pastime/app-core';
import { nodeClock } from '../program/clock.ts';
import { newGameId } from '../storage/ids.ts';
import { memoryDocument, memoryShelf } from '../storage/memory.ts';
import type { Storage2048 } from './storage.ts';

/** Everything a player can ask of a 2048 game, from a key or from a line of input. */
export type Action2048 =
  | { readonly type: 'move'; readonly direction: Direction }
  | { readonly type: 'undo' }
  | { readonly type: 'redo' }
  | { readonly type: 'new' }
  | { readonly type: 'keep-going' };

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
  /** Keep the unfinished game for resuming (the terminal game does; the pipe does not). */
  readonly keepUnfinished: boolean;
  /** The search auto-play asks for its moves. */
  readonly search?: Search2048;
}

export class Session2048 {
  private constructor(
    readonly manager: Game2048Manager,
    private readonly options: SessionOptions,
  ) {}

  private static open(options: SessionOptions, settings: GameSetup2048, resume: string | false): Session2048 {
    const { storage, keepUnfinished, search } = options;
    const seed = settings.seed;
    const manager = new Game2048Manager({
      shelf: storage !== undefined && keepUnfinished ? storage.shelf : memoryShelf<Game2048>(),
      records: storage?.records ?? memoryDocument(EMPTY_RECORDS_2048),
      clock: nodeClock,
      newId: newGameId,
      settings,
      seed: (n) => (seed === undefined ? undefined : n === 1 ? seed : `${seed}/${n}`),
      resume,
      // Another process does not see this game while it runs: its best score goes to the file at once.
      bestScores: 'at-once',
      ...(search === undefined ? {} : { search }),
    });
    return new Session2048(manager, options);
  }

  static start(setup: GameSetup2048, options: SessionOptions): Session2048 {
    return Session2048.open(options, setup, false);
  }

  /** Resumes the stored game `id` (claimed by this process). */
  static resume(game: ShelvedGame<Game2048>, options: SessionOptions): Session2048 {
    const { size, winValue } = game.save.state;
    return Session2048.open(options, { size, winValue, seed: undefined }, game.id);
  }

  get state(): GameState {
    return this.manager.state;
  }

  get id(): string {
    return this.manager.id;
  }

  /** The best score for this board size: the highest ever reached, the game in progress included. */
  get best(): number {
    return this.manager.best;
  }

  /** Unfinished games are kept for next time. */
  get persistent(): boolean {
    return this.options.storage !== undefined && this.options.keepUnfinished;
  }

  apply(action: Action2048): Outcome2048 {
    const manager = this.manager;
    const before = manager.state;
    switch (action.type) {
      case 'move': {
        const result = manager.move(action.direction);
        if (result === 'over')
          return { kind: before.status === 'won' ? 'waiting-after-win' : 'no-moves-left' };
        if (result !== 'moved') return { kind: 'nothing-moved', direction: action.direction };
        const after = manager.state;
        if (after.status === 'lost') return { kind: 'lost' };
        if (after.status === 'won') return { kind: 'won' };
        return { kind: 'moved', direction: action.direction, gained: after.lastMove?.scoreGained ?? 0 };
      }
      case 'undo':
        return { kind: manager.undo() ? 'undone' : 'nothing-to-undo' };
      case 'redo':
        return { kind: manager.redo() ? 'redone' : 'nothing-to-redo' };
      case 'keep-going':
        return { kind: manager.keepGoing() ? 'kept-going' : 'not-won' };
      case 'new':
        manager.newGame();
        return { kind: 'new-game' };
    }
  }

  /** The game ends here (the end of a run that keeps nothing for later): it is recorded when it was played. */
  endGame(): void {
    this.manager.leave(false);
  }

  /**
   * The player leaves. A game worth resuming stays saved (no longer marked as played by this process) so that
   * the next start offers it; any other is recorded when it was played.
   */
  leave(): void {
    this.manager.leave(this.persistent);
    if (this.persistent) this.options.storage?.shelf.release(this.manager.id);
  }
}
