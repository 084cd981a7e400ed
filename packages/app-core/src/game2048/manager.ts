/**
 * The 2048 game manager both apps run: the game in progress, undo and redo, saving after every action, taking up
 * another writer's newer save, records when a game ends, the other unfinished games, and auto-play paced by the
 * injected clock. It is handed its ports (a shelf of games in progress, the records document, a clock, the
 * search) and knows nothing of screens, keys, `localStorage` or files.
 *
 * Actions return what they did; listeners hear only of changes the caller's own call did not make (another
 * writer's save, auto-play's moves), and never in the middle of such a call. Each action writes the game at once,
 * conditionally on the revision this manager last wrote or read: a conflict means another tab or process has
 * played the game since, and its position is taken up instead of being overwritten.
 */
import {
  isOver,
  summarize,
  type Direction,
  type GameState,
  type GameSummary,
  type Seed,
} from '@pastime/2048';
import type { StoredDocument } from '../storage/document.ts';
import type { Clock, GameShelf, ShelvedGame } from '../manager/ports.ts';
import { newestFirst } from '../manager/shelved-game.ts';
import {
  DEFAULT_AUTO_PLAY_SPEED,
  moveInterval,
  type AutoPlayEvent,
  type AutoPlayStart,
  type AutoPlaySpeed,
  type AutoPlayStatus,
  type Hint2048,
  type Search2048,
  type StopReason,
} from './auto-play.ts';
import { outcomeMoved, type Command2048, type Outcome2048 } from './outcome.ts';
import {
  bestFor,
  finishedGame2048,
  mergeRecords,
  recordBest,
  recordGame,
  EMPTY_RECORDS_2048,
  type Records2048,
} from './records.ts';
import { newGame2048, play2048, type Game2048 } from './save.ts';
import type { Settings2048 } from './settings.ts';
import { gamesBeyondLimit, highestScore, isResumable } from './unfinished.ts';
import { replayCodeOfSave2048 } from './replay-code.ts';

export interface Game2048ManagerOptions {
  readonly shelf: GameShelf<Game2048>;
  readonly records: StoredDocument<Records2048>;
  readonly clock: Clock;
  /** A new game's id, unique among the player's games. */
  readonly newId: () => string;
  /** The settings of a game started when none is resumed. */
  readonly settings: Settings2048;
  /**
   * The seed of the `n`-th game started by this manager (1 for the first); undefined: a random one. The apps pass
   * `(n) => runSeed(seed, n)`: a run's games follow from its one seed.
   */
  readonly seed?: (n: number) => Seed | undefined;
  /** true (default): resume the most recently played stored game; a string: that game; false: start a new one. */
  readonly resume?: boolean | string;
  /** The search auto-play and hints ask; without one auto-play does not start and no hint is given. */
  readonly search?: Search2048;
  readonly autoPlaySpeed?: AutoPlaySpeed;
  /**
   * When a best score a move raises is written: `with-records` (default) with the next write of the records, the
   * saved game holding it meanwhile, for writers that see each other's games (the browser's tabs), so that a move
   * never reads the records; `at-once` for writers that do not (the terminal's processes, which leave each other's
   * games alone while they run).
   */
  readonly bestScores?: 'with-records' | 'at-once';
  /**
   * Other writers may show the game this one resumes at the same time (the browser's tabs: a second tab opens on
   * the game played last). Then a game this manager took up and has not played since is the other writer's too:
   * New Game leaves it stored, unrecorded and offered, for whoever plays it, rather than ending it under them.
   * Default false, for writers that claim the game they resume (the terminal's processes).
   */
  readonly sharedGames?: boolean;
}

/**
 * What changed without the listener's own call: `game` (an auto-play move), `followed` (another writer's position
 * taken up), `records`, `unfinished` (the other games), `auto-play` (see `lastAutoPlayEvent`).
 */
export type Change2048 = 'game' | 'followed' | 'records' | 'unfinished' | 'auto-play';

/** Another unfinished game, as the list offers it. */
export interface UnfinishedGame2048 extends GameSummary {
  readonly id: string;
  /** When it was last played (ISO 8601). */
  readonly updatedAt: string;
}

type Step =
  | { readonly kind: 'idle' }
  | { readonly kind: 'searching'; readonly from: GameState }
  | { readonly kind: 'waiting'; readonly from: GameState; readonly cancel: () => void };

export class Game2048Manager {
  readonly #shelf: GameShelf<Game2048>;
  readonly #recordsDocument: StoredDocument<Records2048>;
  readonly #clock: Clock;
  readonly #newId: () => string;
  readonly #seed: (n: number) => Seed | undefined;
  readonly #search: Search2048 | undefined;
  readonly #listeners = new Set<(change: Change2048) => void>();
  /** Changes heard while a caller's call runs, told once it returns. */
  readonly #heldChanges: Change2048[] = [];
  #calls = 0;
  #game: Game2048;
  #id: string;
  #startedAt: string;
  /** The revision of this game as last written or read here; undefined while it is not stored. */
  #revision: number | undefined;
  /** `#revision` was written here (not read): this manager played the game last. */
  #wroteLast = false;
  readonly #sharedGames: boolean;
  #gamesStarted = 0;
  readonly #others = new Map<string, UnfinishedGame2048>();
  #records: Records2048;
  /** Best scores known here and not written yet (waiting for the next records write, or refused by storage). */
  #unsavedBest: Records2048 | undefined;
  readonly #bestAtOnce: boolean;
  /** Whether the game was resumed from storage (rather than started) when the manager opened. */
  readonly resumed: boolean;
  #speed: AutoPlaySpeed;
  #autoPlay: AutoPlayStatus = { kind: 'off' };
  #step: Step = { kind: 'idle' };
  #lastAutoMoveAt = Number.NEGATIVE_INFINITY;
  #lastAutoPlayEvent: AutoPlayEvent | undefined;
  /** Stops following other writers (`follow`); undefined while not following. */
  #unfollow: (() => void) | undefined;

  constructor(options: Game2048ManagerOptions) {
    this.#shelf = options.shelf;
    this.#recordsDocument = options.records;
    this.#clock = options.clock;
    this.#newId = options.newId;
    this.#seed = options.seed ?? (() => undefined);
    this.#search = options.search;
    this.#speed = options.autoPlaySpeed ?? DEFAULT_AUTO_PLAY_SPEED;
    this.#bestAtOnce = options.bestScores === 'at-once';
    this.#sharedGames = options.sharedGames ?? false;
    this.#records = this.#recordsDocument.read();
    const stored = this.#shelf.list();
    const resume = options.resume ?? true;
    const chosen =
      resume === false ? undefined : stored.find((entry) => resume === true || entry.id === resume);
    if (chosen) {
      this.#game = chosen.save;
      this.#id = chosen.id;
      this.#startedAt = chosen.startedAt;
      this.#revision = chosen.revision;
      this.resumed = true;
      // The game may have gone further than the records say (an undone stretch, records set aside): its highest
      // score counts at once, so an undo cannot take it back.
      this.#raiseBest(this.#game.state.size, highestScore(this.#game.state));
    } else {
      this.#game = this.#start(options.settings);
      this.#id = this.#newId();
      this.#startedAt = this.#isoNow();
      this.#revision = undefined;
      this.resumed = false;
      this.#write();
    }
    for (const entry of stored) if (entry.id !== this.#id) this.#tidy(entry);
    this.#keepWithinLimit();
  }

  get state(): GameState {
    return this.#game.state;
  }

  /** The game as its save holds it (configuration, seed or start, log, cursor, check). */
  get game(): Game2048 {
    return this.#game;
  }

  get id(): string {
    return this.#id;
  }

  get records(): Records2048 {
    return this.#records;
  }

  /** The highest score ever reached on this board size, the game being played included. */
  get best(): number {
    return bestFor(this.#records, this.state.size);
  }

  /** The other unfinished games (played, not lost), most recently played first. */
  get unfinished(): readonly UnfinishedGame2048[] {
    return [...this.#others.values()].sort(newestFirst);
  }

  get canUndo(): boolean {
    return this.state.undoDepth > 0;
  }

  get canRedo(): boolean {
    return this.state.redoDepth > 0;
  }

  /** True while the game takes no moves: lost, or won and not (yet) kept going. */
  get over(): boolean {
    return isOver(this.state);
  }

  /**
   * Plays a player's command and says what it did. Any command but keep going stops auto-play first; keep going
   * lets auto-play paused at the win go on.
   */
  act(command: Command2048): Outcome2048 {
    return this.#call((): Outcome2048 => {
      if (command.type === 'keep-going') return this.#keepGoing();
      this.stopAutoPlay('player');
      switch (command.type) {
        case 'move':
          return this.#move(command.direction);
        case 'undo':
          return this.#undoRedo('undo', 'undone', 'nothing-to-undo');
        case 'redo':
          return this.#undoRedo('redo', 'redone', 'nothing-to-redo');
        case 'new':
          this.start();
          return { kind: 'new-game' };
      }
    });
  }

  /**
   * Ends the current game (recorded as abandoned if it was played and not lost; it leaves the shelf) and starts
   * another with `settings`, or with the current game's size and win value, and the run's next seed.
   */
  start(settings?: Settings2048): void {
    this.#call(() => {
      this.stopAutoPlay('player');
      const current = this.state;
      const left = this.#id;
      const stored = this.#shelf.read(left);
      let recorded = false;
      if (this.#othersGame(stored)) {
        // Left to the other writer; a best score it raised here is written now, as when a game is recorded.
        if (this.#unsavedBest !== undefined) this.#writeRecords(EMPTY_RECORDS_2048);
      } else {
        // Abandoned as it stands now, should another writer have played it further.
        const leaving = stored && stored.revision !== this.#revision ? stored : undefined;
        const game = leaving?.save ?? this.#game;
        // Without its record (storage refused it) the game stays stored and offered: recorded when it leaves later.
        recorded = this.#recordLeaving(left, game, leaving?.updatedAt);
        if (recorded) this.#shelf.remove(left);
      }
      this.#game = this.#start(settings ?? { size: current.size, winValue: current.winValue });
      this.#id = this.#newId();
      this.#startedAt = this.#isoNow();
      this.#revision = undefined;
      this.#write();
      if (!recorded) this.#refreshOther(left);
      else this.#others.delete(left);
    });
  }

  /**
   * The search's best move for the position shown (it stops auto-play, as any request of the player's does), or
   * why there is none. Rejects with the search's error when it fails.
   */
  async hint(): Promise<Hint2048> {
    const asked = this.state;
    this.#call(() => this.stopAutoPlay('player'));
    if (asked.status === 'won') return { ok: false, reason: 'won' };
    if (asked.status === 'lost') return { ok: false, reason: 'lost' };
    const search = this.#search;
    if (search === undefined) return { ok: false, reason: 'no-search' };
    const analysis = await search(asked);
    if (this.state !== asked) return { ok: false, reason: 'moved-on' };
    if (analysis.best === null) return { ok: false, reason: 'no-move' };
    return { ok: true, direction: analysis.best, analysis };
  }

  /**
   * Takes up the unfinished game `id`; the game left stays stored among the unfinished ones (unless it was lost or
   * never played). False when that game is no longer stored or could not be read.
   */
  resume(id: string): boolean {
    return this.#call(() => {
      if (id === this.#id) return false;
      this.stopAutoPlay('player');
      const entry = this.#shelf.read(id);
      if (!entry) {
        this.#others.delete(id);
        return false;
      }
      const left = this.#id;
      this.#adopt(entry);
      // Taking a game up counts as playing it: it is the one resumed next time.
      this.#write();
      this.#others.delete(id);
      const leftEntry = this.#shelf.read(left);
      if (leftEntry) this.#tidy(leftEntry);
      return true;
    });
  }

  /**
   * The player gives the game up (the pipe's end, a run that keeps nothing for later): it is recorded when it was
   * played, and leaves the shelf.
   */
  quit(): void {
    this.#call(() => {
      this.stopAutoPlay('player');
      this.#giveUp();
    });
  }

  /**
   * The player leaves for now (the terminal's `q`, a signal): auto-play and following stop; a game worth resuming
   * stays stored for next time, any other (never played, or lost) is given up as by `quit`. (The browser leaving
   * the 2048 screen only stops auto-play and following: a lost game is shown again when the player comes back.)
   */
  close(): void {
    this.#call(() => {
      this.stopAutoPlay('player');
      this.#unfollow?.();
      this.#unfollow = undefined;
      if (!isResumable(this.state)) return this.#giveUp();
      // Kept for later: a best score it raised is written now, for the programs that do not load this game.
      if (this.#unsavedBest !== undefined) this.#writeRecords(EMPTY_RECORDS_2048);
    });
  }

  /**
   * Follows other writers through the shelf's `watch` (when it has one): the game played here when another writer
   * plays it too, and the list of the other games. Returns the function that stops following.
   */
  follow(): () => void {
    const watch = this.#shelf.watch;
    if (watch === undefined) return () => undefined;
    this.#unfollow?.();
    const unwatch = watch.call(this.#shelf, (id) => {
      if (id === this.#id || id === null) this.#catchUp();
      if (id === null) {
        this.#others.clear();
        for (const entry of this.#shelf.list()) if (entry.id !== this.#id) this.#offerIfResumable(entry);
      } else if (id !== this.#id) {
        this.#refreshOther(id);
      }
      this.#tell('unfinished');
    });
    this.#unfollow = unwatch;
    return () => {
      unwatch();
      if (this.#unfollow === unwatch) this.#unfollow = undefined;
    };
  }

  /** Takes in the records as stored now (another writer's), keeping every best score known here. */
  refreshRecords(): void {
    this.#records = mergeRecords(this.#recordsDocument.read(), {
      ...EMPTY_RECORDS_2048,
      best: this.#records.best,
    });
    this.#tell('records');
  }

  /** `listener` hears of every change that its own calls did not make. Returns the function that stops it. */
  subscribe(listener: (change: Change2048) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  // Auto-play.

  get autoPlay(): AutoPlayStatus {
    return this.#autoPlay;
  }

  get autoPlaySpeed(): AutoPlaySpeed {
    return this.#speed;
  }

  /** What auto-play last did (told to listeners as `auto-play`). */
  get lastAutoPlayEvent(): AutoPlayEvent | undefined {
    return this.#lastAutoPlayEvent;
  }

  /** Takes effect from the next move. */
  setAutoPlaySpeed(speed: AutoPlaySpeed): void {
    this.#speed = speed;
  }

  /** Starts auto-play from the position shown, or says why it cannot start now. */
  startAutoPlay(): AutoPlayStart {
    return this.#call((): AutoPlayStart => {
      // Paused at a win, it waits for keep going rather than counts as running.
      const status = this.state.status;
      if (status === 'won' || status === 'lost') return { ok: false, reason: status };
      if (this.#autoPlay.kind !== 'off') return { ok: false, reason: 'running' };
      if (this.#search === undefined) return { ok: false, reason: 'no-search' };
      this.#autoPlay = { kind: 'running' };
      this.#lastAutoMoveAt = Number.NEGATIVE_INFINITY;
      this.#autoEvent({ type: 'started' });
      this.#nextAutoMove();
      return { ok: true };
    });
  }

  /** Stops auto-play (a search under way is ignored, a move waiting for its time cancelled). */
  stopAutoPlay(reason: StopReason, error?: Error): void {
    if (this.#autoPlay.kind === 'off') return;
    if (this.#step.kind === 'waiting') this.#step.cancel();
    this.#step = { kind: 'idle' };
    this.#autoPlay = { kind: 'off' };
    this.#autoEvent(error === undefined ? { type: 'stopped', reason } : { type: 'stopped', reason, error });
  }

  #nextAutoMove(): void {
    if (this.#autoPlay.kind !== 'running' || this.#step.kind !== 'idle') return;
    const from = this.state;
    if (from.status === 'lost') return this.stopAutoPlay('lost');
    if (from.status === 'won') {
      this.#autoPlay = { kind: 'paused' };
      this.#autoEvent({ type: 'paused' });
      return;
    }
    const search = this.#search;
    if (search === undefined) return;
    this.#step = { kind: 'searching', from };
    search(from).then(
      (analysis) => this.#answered(from, analysis.best ?? undefined),
      (error: unknown) => {
        if (this.#step.kind !== 'searching' || this.#step.from !== from) return;
        this.#call(() =>
          this.stopAutoPlay('error', error instanceof Error ? error : new Error(String(error))),
        );
      },
    );
  }

  #answered(from: GameState, direction: Direction | undefined): void {
    if (this.#autoPlay.kind !== 'running' || this.#step.kind !== 'searching' || this.#step.from !== from)
      return;
    this.#step = { kind: 'idle' };
    this.#call(() => {
      // The position changed meanwhile: the answer is for a position no longer shown.
      if (this.state !== from) return this.stopAutoPlay('game-changed');
      if (direction === undefined) return this.stopAutoPlay('lost');
      const delay = this.#lastAutoMoveAt + moveInterval(this.#speed) - this.#clock.now();
      if (delay <= 0) return this.#autoMove(direction);
      const cancel = this.#clock.after(delay, () => {
        this.#step = { kind: 'idle' };
        this.#call(() => {
          if (this.state !== from) return this.stopAutoPlay('game-changed');
          this.#autoMove(direction);
        });
      });
      this.#step = { kind: 'waiting', from, cancel };
    });
  }

  #autoMove(direction: Direction): void {
    this.#lastAutoMoveAt = this.#clock.now();
    const outcome = this.#move(direction);
    if (outcomeMoved(outcome)) {
      this.#tell('game');
      this.#nextAutoMove();
    } else if (outcome.kind === 'followed') {
      this.#tell('followed');
    } else {
      this.stopAutoPlay(
        'error',
        new Error(`the search chose ${direction}, which does not move (${outcome.kind})`),
      );
    }
  }

  #autoEvent(event: AutoPlayEvent): void {
    this.#lastAutoPlayEvent = event;
    this.#tell('auto-play');
  }

  // The game and its storage.

  /** Runs a caller's call: changes heard meanwhile are told once it returns, never in its middle. */
  #call<T>(run: () => T): T {
    this.#calls++;
    try {
      return run();
    } finally {
      this.#calls--;
      if (this.#calls === 0) {
        const held = [...new Set(this.#heldChanges.splice(0))];
        for (const change of held) for (const listener of [...this.#listeners]) listener(change);
      }
    }
  }

  /** Tells listeners of a change, once the call under way (if any) has returned. */
  #tell(change: Change2048): void {
    this.#heldChanges.push(change);
    if (this.#calls === 0) this.#call(() => undefined);
  }

  #start(settings: Settings2048): Game2048 {
    const seed = this.#seed(++this.#gamesStarted);
    return newGame2048(seed === undefined ? settings : { ...settings, seed });
  }

  #isoNow(): string {
    return new Date(this.#clock.now()).toISOString();
  }

  #move(direction: Direction): Outcome2048 {
    const before = this.state;
    if (this.over) return { kind: before.status === 'won' ? 'waiting-after-win' : 'no-moves-left' };
    const next = play2048(this.#game, direction);
    if (next === undefined) return { kind: 'nothing-moved', direction };
    if (!this.#commit(next)) return { kind: 'followed' };
    const after = this.state;
    const gained = after.lastMove?.scoreGained ?? 0;
    if (after.status === 'lost') return { kind: 'lost', direction, gained };
    if (after.status === 'won') return { kind: 'won', direction, gained };
    return { kind: 'moved', direction, gained };
  }

  /** Undo or redo: `done`, `none` when there is no step to take, or `followed` (another writer's position). */
  #undoRedo(
    action: 'undo' | 'redo',
    done: 'undone' | 'redone',
    none: 'nothing-to-undo' | 'nothing-to-redo',
  ): Outcome2048 {
    const next = play2048(this.#game, action);
    if (next === undefined) return { kind: none };
    return { kind: this.#commit(next) ? done : 'followed' };
  }

  #keepGoing(): Outcome2048 {
    const next = play2048(this.#game, 'keep-going');
    if (next === undefined) return { kind: 'not-won' };
    if (!this.#commit(next)) return { kind: 'followed' };
    if (this.#autoPlay.kind === 'paused') {
      this.#autoPlay = { kind: 'running' };
      this.#autoEvent({ type: 'resumed' });
      this.#nextAutoMove();
    }
    return { kind: 'kept-going' };
  }

  /**
   * With `sharedGames`, a stored game in progress that this manager did not write last (it took it up, or another
   * writer played it since): another tab may be playing it, so it is not this one's to end.
   */
  #othersGame(stored: ShelvedGame<Game2048> | undefined): boolean {
    if (!this.#sharedGames || stored === undefined || !isResumable(stored.save.state)) return false;
    return !(this.#wroteLast && stored.revision === this.#revision);
  }

  /** Records the game when it was played, and takes it off the shelf (unless its record was refused). */
  #giveUp(): void {
    if (this.state.moves > 0 && !this.#recordLeaving(this.#id, this.#game, undefined)) return;
    this.#shelf.remove(this.#id);
    this.#revision = undefined;
  }

  /**
   * Makes `next` the game and stores it; false when another writer had played the game since (its position is
   * taken up instead). A game that ends is recorded; a score above the best raises it.
   */
  #commit(next: Game2048): boolean {
    const before = this.state;
    this.#game = next;
    // On a conflict the stored position has been taken up in place of `next`.
    if (!this.#write()) return false;
    const state = next.state;
    if (state.status === 'lost' && before.status !== 'lost') this.#recordFinished(this.#id, next);
    else this.#raiseBest(state.size, state.score);
    return true;
  }

  /**
   * Writes this game, conditionally on the revision last written or read here. False when another writer's
   * position was found and taken up instead (told as `followed`). Storage refusing the write keeps the game here.
   */
  #write(): boolean {
    const entry: ShelvedGame<Game2048> = {
      id: this.#id,
      startedAt: this.#startedAt,
      updatedAt: this.#isoNow(),
      revision: (this.#revision ?? 0) + 1,
      save: this.#game,
    };
    const created = this.#revision === undefined;
    const result = this.#shelf.write(entry, this.#revision);
    if (result.kind === 'written') {
      this.#revision = entry.revision;
      this.#wroteLast = true;
      // A game newly stored may push the least recently played one out.
      if (created) this.#keepWithinLimit();
      return true;
    }
    if (result.kind === 'refused') return true;
    if (result.stored === undefined) {
      // Another writer ended it (its record is written): this game is stored again, as it stands here.
      this.#revision = undefined;
      return this.#write();
    }
    // Told by the action's result; auto-play tells its listeners itself.
    this.#adopt(result.stored);
    this.stopAutoPlay('game-changed');
    return false;
  }

  /** Takes up the stored game if another writer changed it since this manager last wrote or read it. */
  #catchUp(): void {
    const stored = this.#shelf.read(this.#id);
    if (stored === undefined) {
      this.#revision = undefined;
      return;
    }
    if (stored.revision === this.#revision) return;
    const moved =
      stored.save.save.log !== this.#game.save.log || stored.save.save.cursor !== this.#game.save.cursor;
    this.#adopt(stored);
    if (!moved) return;
    this.stopAutoPlay('game-changed');
    this.#tell('followed');
  }

  #adopt(entry: ShelvedGame<Game2048>): void {
    this.#game = entry.save;
    this.#id = entry.id;
    this.#startedAt = entry.startedAt;
    this.#revision = entry.revision;
    this.#wroteLast = false;
    this.#raiseBest(entry.save.state.size, highestScore(entry.save.state));
  }

  /**
   * Counts `score` as the best of `size` when it beats it. Unless written at once (`bestScores`), it is written
   * with the next write of the records (a game recorded, left or retired), not at each move: until then the saved
   * game holds it (its highest score counts for the best of its size wherever it is loaded).
   */
  #raiseBest(size: number, score: number): void {
    if (score <= bestFor(this.#records, size)) return;
    const raised = recordBest(size, score);
    if (this.#bestAtOnce) {
      this.#writeRecords(raised);
      return;
    }
    this.#unsavedBest = mergeRecords(this.#unsavedBest ?? EMPTY_RECORDS_2048, raised);
    this.#records = mergeRecords(this.#records, raised);
  }

  /** Records a game that ends now (or ended at `endedAt`), with its replay; false when storage refused. */
  #recordFinished(id: string, game: Game2048, endedAt = this.#isoNow()): boolean {
    const replay = replayCodeOfSave2048(game.save, game.state.score);
    return this.#writeRecords(recordGame(finishedGame2048(id, game.state, endedAt, replay)));
  }

  /**
   * Records the game `id` that leaves: abandoned when it was played, or lost (again, as of its last save, in case
   * its loss could not be recorded then). False when a record was due and storage refused it.
   */
  #recordLeaving(id: string, game: Game2048, savedAt: string | undefined): boolean {
    const state = game.state;
    if (isResumable(state)) return this.#recordFinished(id, game);
    // A game with nothing to record (all its moves undone) may still have raised the best score: it is written
    // before the game leaves the shelf, which held it until now.
    if (state.status !== 'lost')
      return this.#unsavedBest === undefined || this.#writeRecords(EMPTY_RECORDS_2048);
    const at = savedAt ?? this.#shelf.read(id)?.updatedAt;
    return at === undefined || this.#recordFinished(id, game, at);
  }

  /**
   * Merges `addition`, and any best score still unsaved, into the stored records; false when storage refused.
   * Then the best scores still count here and are tried again with the next write.
   */
  #writeRecords(addition: Records2048): boolean {
    const all = this.#unsavedBest ? mergeRecords(this.#unsavedBest, addition) : addition;
    const stored = this.#recordsDocument.update((current) => mergeRecords(current, all));
    if (stored) {
      this.#records = stored;
      this.#unsavedBest = undefined;
      return true;
    }
    this.#unsavedBest = { best: all.best, games: [] };
    this.#records = mergeRecords(this.#records, this.#unsavedBest);
    return false;
  }

  /**
   * A stored game this manager does not show: a lost one leaves the shelf once recorded, and so does one never
   * played; any other is offered in the list.
   */
  #tidy(entry: ShelvedGame<Game2048>): void {
    const state = entry.save.state;
    if (state.status === 'lost') {
      if (this.#recordFinished(entry.id, entry.save, entry.updatedAt)) this.#shelf.remove(entry.id);
    } else if (state.moves === 0) {
      this.#shelf.remove(entry.id);
    }
    this.#offerIfResumable(entry);
  }

  #offerIfResumable(entry: ShelvedGame<Game2048>): void {
    const state = entry.save.state;
    if (!isResumable(state)) {
      this.#others.delete(entry.id);
      return;
    }
    this.#others.set(entry.id, { id: entry.id, ...summarize(state), updatedAt: entry.updatedAt });
    this.#raiseBest(state.size, highestScore(state));
  }

  #refreshOther(id: string): void {
    const entry = this.#shelf.read(id);
    if (entry) this.#offerIfResumable(entry);
    else this.#others.delete(id);
  }

  /**
   * Keeps at most `MAX_UNFINISHED_GAMES` stored: beyond that the least recently played ones (never this one) are
   * recorded as abandoned, or lost, and leave the shelf. One whose record storage refused stays until a later try.
   */
  #keepWithinLimit(): void {
    const stored = this.#shelf.list();
    for (const entry of gamesBeyondLimit(stored, this.#id)) {
      if (entry.save.state.moves > 0 && !this.#recordFinished(entry.id, entry.save)) continue;
      this.#shelf.remove(entry.id);
      this.#others.delete(entry.id);
    }
  }
}
