/**
 * The 2048 game manager: holds the game in progress and everything around the engine that outlives a page —
 * saving after every change, resuming on load, recording finished games and best scores. It knows nothing of
 * the screen; the screen calls its actions and re-renders when it reports a change.
 */
import {
  canRedo,
  canUndo,
  init,
  isOver,
  keepGoing,
  move,
  redo,
  undo,
  type Direction,
  type GameState,
} from '@pastime/2048';
import type { SeedParam } from '../app/route.ts';
import type { Store } from '../storage/storage.ts';
import {
  bestFor,
  EMPTY_RECORDS,
  loadRecords,
  mergeRecords,
  recordBest,
  recordGame,
  RECORDS_KEY,
  saveRecords,
  type FinishedGame,
  type Records,
} from './records.ts';
import { GAME_KEY, parseSavedGame, storedGame } from './savedGame.ts';
import { loadSettings, type Settings } from './settings.ts';

export interface SessionOptions {
  readonly store: Store;
  /** Seed for every new game (from `?seed=N`); a random one for each game when absent. */
  readonly seed?: SeedParam;
  readonly now?: () => Date;
  readonly newId?: () => string;
}

/** What a move request did: `moved`, `blocked` (no tile can go that way) or `over` (the game takes no moves). */
export type MoveResult = 'moved' | 'blocked' | 'over';

/** A unique id for a game: the time plus random bits, fine for telling one player's games apart across tabs. */
export function gameId(now = Date.now()): string {
  const bits = crypto.getRandomValues(new Uint32Array(2));
  return `${now.toString(36)}-${Array.from(bits, (word) => word.toString(36)).join('')}`;
}

/** The highest score a game has reached: its score once every undone move is redone (scores never fall). */
export function highestScore(state: GameState): number {
  let furthest = state;
  while (canRedo(furthest)) furthest = redo(furthest);
  return furthest.score;
}

export class Game2048Session {
  readonly #store: Store;
  readonly #seed: SeedParam | undefined;
  readonly #now: () => Date;
  readonly #newId: () => string;
  readonly #listeners = new Set<() => void>();
  #state: GameState;
  #id: string;
  #startedAt: string;
  #records: Records;
  /** Whether the game was resumed from storage (rather than started) when the session began. */
  readonly resumed: boolean;

  constructor(options: SessionOptions) {
    this.#store = options.store;
    this.#seed = options.seed;
    this.#now = options.now ?? (() => new Date());
    this.#newId = options.newId ?? (() => gameId());
    this.#records = loadRecords(this.#store);
    const saved = this.#store.read(GAME_KEY, parseSavedGame);
    if (saved) {
      this.#state = saved.state;
      this.#id = saved.id;
      this.#startedAt = saved.startedAt;
      this.resumed = true;
      // The saved game may have gone further than the records say (an undone stretch waiting to be redone, or
      // records that were set aside): its highest score counts at once, so an undo cannot take it back.
      this.#raiseBest(highestScore(saved.state));
    } else {
      this.#state = this.#start(loadSettings(this.#store));
      this.#id = this.#newId();
      this.#startedAt = this.#now().toISOString();
      this.resumed = false;
      this.#save();
    }
  }

  get state(): GameState {
    return this.#state;
  }

  get id(): string {
    return this.#id;
  }

  get records(): Records {
    return this.#records;
  }

  /**
   * The highest score ever reached on this board size, the game being played included: every score the game
   * reaches is recorded as it passes the best, so neither an undo nor another tab lowers it.
   */
  get best(): number {
    return bestFor(this.#records, this.#state.size);
  }

  get canUndo(): boolean {
    return canUndo(this.#state);
  }

  get canRedo(): boolean {
    return canRedo(this.#state);
  }

  /** True while the game takes no moves: lost, or won and not (yet) kept going. */
  get over(): boolean {
    return isOver(this.#state);
  }

  /** Plays a move. Terminal states (`won` before keeping going, `lost`) take none. */
  move(direction: Direction): MoveResult {
    if (this.over) return 'over';
    const next = move(this.#state, direction);
    if (next === this.#state) return 'blocked';
    this.#change(next);
    return 'moved';
  }

  undo(): boolean {
    return this.#change(undo(this.#state));
  }

  redo(): boolean {
    return this.#change(redo(this.#state));
  }

  /** After a win: play on. */
  keepGoing(): boolean {
    return this.#change(keepGoing(this.#state));
  }

  /**
   * Ends the current game (recorded as abandoned if it had moves and was not already over) and starts another
   * with `settings`, or with the current game's size and win value.
   */
  newGame(settings?: Settings): void {
    const current = this.#state;
    if (current.moves > 0 && current.status !== 'lost') this.#recordFinished('abandoned');
    this.#state = this.#start(settings ?? { size: current.size, winValue: current.winValue });
    this.#id = this.#newId();
    this.#startedAt = this.#now().toISOString();
    this.#save();
    this.#notify();
  }

  /** Follows changes other tabs make to the records; returns the function that stops following. */
  followOtherTabs(): () => void {
    return this.#store.subscribe(RECORDS_KEY, () => {
      // Best scores this tab knows stay, even if what is stored now is lower (a write of this tab's that the
      // browser refused, a value set aside as damaged): only the maximum is ever shown.
      this.#records = mergeRecords(loadRecords(this.#store), { ...EMPTY_RECORDS, best: this.#records.best });
      this.#notify();
    });
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #start(settings: Settings): GameState {
    return init({
      size: settings.size,
      winValue: settings.winValue,
      ...(this.#seed === undefined ? {} : { seed: this.#seed }),
    });
  }

  #change(next: GameState): boolean {
    const before = this.#state;
    if (next === before) return false;
    this.#state = next;
    this.#save();
    if (next.status === 'lost' && before.status !== 'lost') this.#recordFinished('lost');
    else this.#raiseBest(next.score);
    this.#notify();
    return true;
  }

  /** Records `score` as the best for the current size when it beats it (read-merge-write, kept as a maximum). */
  #raiseBest(score: number): void {
    const size = this.#state.size;
    if (score > bestFor(this.#records, size)) {
      this.#records = saveRecords(this.#store, recordBest(size, score));
    }
  }

  #recordFinished(outcome: FinishedGame['outcome']): void {
    const state = this.#state;
    this.#records = saveRecords(
      this.#store,
      recordGame({
        id: this.#id,
        score: state.score,
        bestTile: state.bestTile,
        moves: state.moves,
        size: state.size,
        winValue: state.winValue,
        won: state.won,
        outcome,
        endedAt: this.#now().toISOString(),
      }),
    );
  }

  #save(): void {
    this.#store.write(GAME_KEY, storedGame({ id: this.#id, startedAt: this.#startedAt, state: this.#state }));
  }

  #notify(): void {
    for (const listener of [...this.#listeners]) listener();
  }
}
