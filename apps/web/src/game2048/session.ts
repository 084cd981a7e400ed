/**
 * The 2048 game manager: holds the game this tab plays and everything around the engine that outlives a page —
 * saving after every change, resuming on load, the other unfinished games, recording finished games and best
 * scores, and following another tab that plays the same game. It knows nothing of the screen; the screen calls
 * its actions and re-renders when it reports a change.
 *
 * Every unfinished game has a storage key of its own and a tab writes only the key of the game it plays, so a
 * second tab never loses a game in progress. Before each action the tab checks that the stored game is still the
 * one it last saved: if another tab has played it since, this tab takes up that position instead of overwriting
 * it (and the `storage` event usually brings it earlier).
 *
 * A save holds the whole undo history, so writing one takes time in proportion to the game's length (about
 * 10 ms at 1,500 moves on a desktop). Auto-play at its fastest makes dozens of moves a second: while it runs,
 * `deferSaves` lets moves be saved together, at most one write a second; any other action, and turning it off,
 * writes at once. What a crash could cost is the last second of auto-played moves, never a half-written game. A
 * deferred save checks the stored game first, like every action: if another tab has played it since, this tab
 * takes up that position and drops its waiting moves rather than overwrite the other tab's. A best score those
 * moves raise is shown at once and written with them (or with any other save, or the flush), never dropped.
 */
import {
  apply,
  canRedo,
  canUndo,
  isOver,
  keepGoing,
  newGame,
  redo,
  summarize,
  undo,
  type Direction,
  type GameState,
  type GameSummary,
} from '@pastime/2048';
import {
  finishedGame2048,
  gamesBeyondLimit,
  highestScore,
  isResumable,
  type Records2048,
} from '@pastime/app-core';
import type { SeedParam } from '../app/route.ts';
import type { Wait } from './moveQueue.ts';
import { gameId, newestFirst, type SavedGames } from '../storage/savedGames.ts';
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
  type Records,
} from './records.ts';
import { fitSave, MAX_UNFINISHED, migrateLegacySave, savedGames, type SavedGame } from './savedGame.ts';
import { loadSettings, type Settings } from './settings.ts';

export interface SessionOptions {
  readonly store: Store;
  /** Seed for every new game (from `?seed=N`); a random one for each game when absent. */
  readonly seed?: SeedParam;
  readonly now?: () => Date;
  readonly newId?: () => string;
  /** Timer for deferred saves (injected by tests). */
  readonly wait?: Wait;
}

const browserWait: Wait = (callback, ms) => {
  const handle = setTimeout(callback, ms);
  return () => clearTimeout(handle);
};

/**
 * What a move request did: `moved`, `blocked` (no tile can go that way), `over` (the game takes no moves) or
 * `followed` (another tab had played this game further: its position was taken up instead of the move).
 */
export type MoveResult = 'moved' | 'blocked' | 'over' | 'followed';

/** What changed: this tab's game (`game`), or this tab took up a position another tab played (`followed`). */
export type SessionChange = 'game' | 'followed' | 'records' | 'unfinished';

/** An unfinished game this tab does not show, as the list offers it. */
export interface UnfinishedGame extends GameSummary {
  readonly id: string;
  /** When it was last played (ISO 8601). */
  readonly updatedAt: string;
}

function unfinished(entry: SavedGame): UnfinishedGame {
  const { state } = entry;
  return {
    id: entry.id,
    ...summarize(state),
    updatedAt: entry.updatedAt,
  };
}

/** Whether a stored game is worth offering: played, and not lost (a lost game is already in finished games). */
function offered(entry: SavedGame): boolean {
  return isResumable(entry.state);
}

export class Game2048Session {
  readonly #store: Store;
  readonly #games: SavedGames<GameState>;
  readonly #seed: SeedParam | undefined;
  readonly #now: () => Date;
  readonly #newId: () => string;
  readonly #wait: Wait;
  /** While above 0, moves are saved together at most this often (ms); see `deferSaves`. */
  #deferMs = 0;
  /** Cancels the timer of a deferred save; undefined when no save waits. */
  #pendingSave: (() => void) | undefined = undefined;
  readonly #listeners = new Set<(change: SessionChange) => void>();
  #state: GameState;
  #id: string;
  #startedAt: string;
  /** The save text stored for this game as this tab last wrote or read it; undefined while it is not stored. */
  #lastSave: string | undefined;
  /** The other unfinished games, by id. */
  readonly #others = new Map<string, UnfinishedGame>();
  #records: Records;
  /** Best scores raised by moves whose save waits (see `deferSaves`), written with the next save or flush. */
  #unsavedBest: Records2048 | undefined;
  /** Whether the game was resumed from storage (rather than started) when the session began. */
  readonly resumed: boolean;

  constructor(options: SessionOptions) {
    this.#store = options.store;
    this.#seed = options.seed;
    this.#now = options.now ?? (() => new Date());
    this.#newId = options.newId ?? (() => gameId());
    this.#wait = options.wait ?? browserWait;
    this.#records = loadRecords(this.#store);
    this.#games = savedGames(this.#store);
    migrateLegacySave(this.#store, this.#games, this.#isoNow());
    const [latest, ...rest] = this.#games.all();
    if (latest) {
      this.#state = latest.state;
      this.#id = latest.id;
      this.#startedAt = latest.startedAt;
      this.#lastSave = latest.save;
      this.resumed = true;
      // The saved game may have gone further than the records say (an undone stretch waiting to be redone, or
      // records that were set aside): its highest score counts at once, so an undo cannot take it back.
      this.#raiseBest(latest.state.size, highestScore(latest.state));
    } else {
      this.#state = this.#start(loadSettings(this.#store));
      this.#id = this.#newId();
      this.#startedAt = this.#isoNow();
      this.resumed = false;
      this.#save();
    }
    for (const entry of rest) this.#tidy(entry);
    this.#keepWithinLimit();
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

  /** The other unfinished games (played, not lost), most recently played first. */
  get unfinished(): readonly UnfinishedGame[] {
    return [...this.#others.values()].sort(newestFirst);
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
    if (this.#catchUp() === 'followed') return 'followed';
    if (this.over) return 'over';
    const next = apply(this.#state, direction);
    if (next === this.#state) return 'blocked';
    this.#commit(next, true);
    return 'moved';
  }

  /** Takes back a move; false when there is none, or when another tab's later position was taken up instead. */
  undo(): boolean {
    if (this.#catchUp() === 'followed') return false;
    this.flushSave();
    return this.#commit(undo(this.#state));
  }

  redo(): boolean {
    if (this.#catchUp() === 'followed') return false;
    this.flushSave();
    return this.#commit(redo(this.#state));
  }

  /** After a win: play on. */
  keepGoing(): boolean {
    if (this.#catchUp() === 'followed') return false;
    this.flushSave();
    return this.#commit(keepGoing(this.#state));
  }

  /**
   * `ms` above 0: from now on, moves are saved together, at most once every `ms` milliseconds (the other actions
   * still save at once). 0: every change is saved at once again, starting with any move still waiting.
   */
  deferSaves(ms: number): void {
    this.#deferMs = Math.max(0, ms);
    if (this.#deferMs === 0) this.flushSave();
  }

  /**
   * Writes a deferred save now, if one waits (the page calls this when it is hidden or closed), unless another tab
   * has played the game since: then this tab takes up that position and its waiting moves are dropped.
   */
  flushSave(): void {
    if (this.#pendingSave !== undefined) {
      this.#cancelPendingSave();
      this.#saveDeferred();
    }
    // Also after the waiting moves gave way to another tab's position (on its `storage` event): the best score
    // they reached stands.
    this.#writeBest();
  }

  /**
   * Ends the current game (recorded as abandoned if it had moves and was not already over; it leaves the saved
   * games) and starts another with `settings`, or with the current game's size and win value.
   */
  newGame(settings?: Settings): void {
    // Abandon the game as it stands now, should another tab have played it further.
    this.#catchUp();
    this.flushSave();
    const current = this.#state;
    const left = this.#id;
    // Without its record (storage refused it) the game stays stored and offered: nothing is lost, and it is
    // recorded when it leaves storage later.
    const recorded = this.#recordLeaving(left, current);
    if (recorded) this.#games.remove(left);
    this.#state = this.#start(settings ?? { size: current.size, winValue: current.winValue });
    this.#id = this.#newId();
    this.#startedAt = this.#isoNow();
    this.#lastSave = undefined;
    this.#save();
    if (!recorded) {
      this.#refreshOther(left);
      this.#notify('unfinished');
    }
    this.#notify('game');
  }

  /**
   * Records the game `id` that leaves this tab by New Game, as it stands: abandoned when it was played, or lost
   * (again, in case its loss could not be recorded then; as of its last save, so the record is unchanged if it
   * was). False when a record was due and storage refused it.
   */
  #recordLeaving(id: string, state: GameState): boolean {
    if (isResumable(state)) return this.#recordFinished(id, state);
    if (state.status !== 'lost') return true;
    const savedAt = this.#games.readHeader(id)?.updatedAt;
    return savedAt === undefined || this.#recordFinished(id, state, savedAt);
  }

  /**
   * Takes up the unfinished game `id`; the game shown until now stays saved among the unfinished ones (unless it
   * was lost or never played). False when that game is no longer stored (another tab ended it) or could not be
   * read (it is set aside and reported).
   */
  resume(id: string): boolean {
    if (id === this.#id) return false;
    // The game left is kept as it stands now, should another tab have played it further.
    this.#catchUp();
    this.flushSave();
    const entry = this.#games.read(id);
    if (!entry) {
      this.#others.delete(id);
      this.#notify('unfinished');
      return false;
    }
    const left = this.#id;
    this.#adopt(entry);
    // Taking a game up counts as playing it: a reload resumes it. The save itself is unchanged.
    this.#games.write({ id, startedAt: entry.startedAt, updatedAt: this.#isoNow(), save: entry.save });
    this.#others.delete(id);
    const leftEntry = this.#games.read(left);
    if (leftEntry) this.#tidy(leftEntry);
    this.#notify('game');
    return true;
  }

  /**
   * Follows other tabs: their records (best scores, finished games), the game this tab plays when another tab
   * plays it too, and the list of unfinished games. Returns the function that stops following.
   */
  followOtherTabs(): () => void {
    const stopRecords = this.#store.subscribe(RECORDS_KEY, () => {
      // Best scores this tab knows stay, even if what is stored now is lower (a write of this tab's that the
      // browser refused, a value set aside as damaged): only the maximum is ever shown.
      this.#records = mergeRecords(loadRecords(this.#store), { ...EMPTY_RECORDS, best: this.#records.best });
      this.#notify('records');
    });
    const stopGames = this.#games.watch((id) => {
      if (id === this.#id || id === null) this.#catchUp();
      if (id === null) {
        this.#others.clear();
        for (const other of this.#games.ids()) if (other !== this.#id) this.#refreshOther(other);
      } else if (id !== this.#id) this.#refreshOther(id);
      this.#notify('unfinished');
    });
    return () => {
      stopRecords();
      stopGames();
    };
  }

  /** `listener` hears of every change, with what changed. */
  subscribe(listener: (change: SessionChange) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #start(settings: Settings): GameState {
    return newGame({
      size: settings.size,
      winValue: settings.winValue,
      ...(this.#seed === undefined ? {} : { seed: this.#seed }),
    });
  }

  #isoNow(): string {
    return this.#now().toISOString();
  }

  /**
   * Compares the stored game with the save this tab last wrote or read. `followed`: another tab has played it
   * since, and this tab now shows that position; `absent`: it is not stored (another tab ended it, or storage was
   * cleared), and this tab's next save puts it back; `same`: nothing changed.
   */
  #catchUp(): 'same' | 'absent' | 'followed' {
    const stored = this.#games.readSave(this.#id);
    if (stored !== undefined && stored === this.#lastSave) return 'same';
    const entry = stored === undefined ? undefined : this.#games.read(this.#id);
    if (!entry) {
      this.#lastSave = undefined;
      return 'absent';
    }
    this.#adopt(entry);
    this.#notify('followed');
    return 'followed';
  }

  #adopt(entry: SavedGame): void {
    // Moves of this tab still waiting to be saved gave way to the stored position.
    this.#cancelPendingSave();
    this.#state = entry.state;
    this.#id = entry.id;
    this.#startedAt = entry.startedAt;
    this.#lastSave = entry.save;
    this.#raiseBest(entry.state.size, highestScore(entry.state));
  }

  #commit(next: GameState, deferrable = false): boolean {
    const before = this.#state;
    if (next === before) return false;
    this.#state = next;
    // A move that ends the game is saved at once, like any other action.
    const deferred = deferrable && this.#deferMs > 0 && next.status !== 'lost';
    if (deferred) this.#saveLater();
    else {
      this.#cancelPendingSave();
      this.#save();
    }
    if (next.status === 'lost' && before.status !== 'lost') this.#recordFinished(this.#id, next);
    else this.#raiseBest(next.size, next.score, deferred);
    this.#notify('game');
    return true;
  }

  /**
   * Records `score` as the best for `size` when it beats it (read-merge-write, kept as a maximum); `later`: only
   * in memory for now, written with the move's deferred save.
   */
  #raiseBest(size: number, score: number, later = false): void {
    if (score <= bestFor(this.#records, size)) return;
    const raised = recordBest(size, score);
    if (later) {
      this.#records = mergeRecords(this.#records, raised);
      this.#unsavedBest = mergeRecords(this.#unsavedBest ?? EMPTY_RECORDS, raised);
    } else {
      this.#writeRecords(raised);
    }
  }

  /** Writes the best scores raised by deferred moves, if any. */
  #writeBest(): void {
    if (this.#unsavedBest !== undefined) this.#writeRecords(EMPTY_RECORDS);
  }

  /**
   * Records a game that ends now, lost or abandoned as it stands (read-merge-write, recorded once by its id).
   * False when storage refused the record: then the game must stay stored.
   */
  #recordFinished(id: string, state: GameState, endedAt = this.#isoNow()): boolean {
    return this.#writeRecords(recordGame(finishedGame2048(id, state, endedAt)));
  }

  /**
   * Merges `addition`, and any best score still unsaved, into the stored records; false when storage refused
   * (reported by the store). Then the best scores still count here and are tried again with the next write; a
   * finished game is not listed, since its saved game stays.
   */
  #writeRecords(addition: Records2048): boolean {
    const all = this.#unsavedBest ? mergeRecords(this.#unsavedBest, addition) : addition;
    const stored = saveRecords(this.#store, all);
    if (stored) {
      this.#records = stored;
      this.#unsavedBest = undefined;
      return true;
    }
    this.#unsavedBest = { best: all.best, games: [] };
    this.#records = mergeRecords(this.#records, this.#unsavedBest);
    return false;
  }

  #cancelPendingSave(): void {
    this.#pendingSave?.();
    this.#pendingSave = undefined;
  }

  /** Saves this tab's game within `#deferMs`, with whatever other moves come meanwhile. */
  #saveLater(): void {
    if (this.#pendingSave !== undefined) return;
    this.#pendingSave = this.#wait(() => {
      this.#pendingSave = undefined;
      this.#saveDeferred();
    }, this.#deferMs);
  }

  /**
   * Writes the moves that waited, unless another tab wrote the game since (then its position is taken up); the
   * best score they raised is written either way.
   */
  #saveDeferred(): void {
    if (this.#catchUp() !== 'followed') this.#save();
    else this.#writeBest();
  }

  /** Saves this tab's game under its own key; a game that was not stored yet may push out the oldest one. */
  #save(): void {
    const created = this.#lastSave === undefined;
    const save = fitSave(this.#state);
    const header = { id: this.#id, startedAt: this.#startedAt, updatedAt: this.#isoNow(), save };
    // After a refused write the stored save is still the earlier one, which is what `#catchUp` compares with.
    if (this.#games.write(header)) this.#lastSave = save;
    this.#writeBest();
    if (created) this.#keepWithinLimit();
  }

  /**
   * A stored game this tab does not show, at load or when leaving it: a lost game leaves storage once recorded
   * (recorded again in case the tab that lost it closed before recording it, or storage refused it; recording is
   * idempotent), and so does one never played; any other is offered in the list.
   */
  #tidy(entry: SavedGame): void {
    if (entry.state.status === 'lost') {
      if (this.#recordFinished(entry.id, entry.state, entry.updatedAt)) this.#games.remove(entry.id);
    } else if (entry.state.moves === 0) {
      this.#games.remove(entry.id);
    }
    if (offered(entry)) this.#offer(entry);
    else this.#others.delete(entry.id);
  }

  /** Lists another unfinished game; the score it reached counts for the best score of its size. */
  #offer(entry: SavedGame): void {
    this.#others.set(entry.id, unfinished(entry));
    this.#raiseBest(entry.state.size, highestScore(entry.state));
  }

  /** Re-reads another game after another tab changed it. */
  #refreshOther(id: string): void {
    const entry = this.#games.read(id);
    if (entry && offered(entry)) this.#offer(entry);
    else this.#others.delete(id);
  }

  /**
   * Keeps at most `MAX_UNFINISHED` games: beyond that the least recently played ones (never this tab's) are
   * recorded in finished games as abandoned, or as lost, and leave storage. Never dropped unrecorded: one whose
   * record storage refused stays, over the limit, until a later try records it.
   */
  #keepWithinLimit(): void {
    if (this.#games.ids().length <= MAX_UNFINISHED) return;
    for (const entry of gamesBeyondLimit(this.#games.all(), this.#id)) {
      if (entry.state.moves > 0 && !this.#recordFinished(entry.id, entry.state)) continue;
      this.#games.remove(entry.id);
      this.#others.delete(entry.id);
    }
  }

  #notify(change: SessionChange): void {
    for (const listener of [...this.#listeners]) listener(change);
  }
}
