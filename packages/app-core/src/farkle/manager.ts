/**
 * The Farkle game manager, the same in the browser and in the terminal: the game on the table, saved after every
 * action in format 2 (`save.ts`) on the shelf of games in progress; another writer's newer save of the same game
 * taken up (caught by its revision) instead of written over; the finished game and the one-player high score
 * recorded (`records.ts`); the computer's turns played one action at a time at a pace people can follow (on the
 * injected clock); the hint shown and the last-turn notice. It is handed its ports and knows nothing of
 * `localStorage`, files, timers or screens.
 *
 * The caller's own actions return what they did and are not reported to listeners; listeners hear of what the
 * caller did not do: the computer's actions, another writer's position taken up, a high score changed elsewhere.
 *
 * A finished game leaves the shelf once it is recorded; when the records refuse it, it stays on the shelf and is
 * recorded later (when the table is cleared, or by the next manager), and its high score counts meanwhile.
 */
import {
  FarkleError,
  isComputerTurn,
  computerAction,
  hint,
  type Action,
  type FarkleErrorCode,
  type FarkleEvent,
  type FarkleState,
  type FinalRoundStartedEvent,
  type GameConfig,
} from '@pastime/farkle';
import type { Clock, GameShelf, ShelvedGame } from '../manager/ports.ts';
import type { StoredDocument } from '../storage/document.ts';
import {
  higherScore,
  isNewHighScore,
  NO_HIGH_SCORE,
  reachedHighScore,
  type HighScore,
} from './high-score.ts';
import {
  abandonedFarkleGame,
  finishedFarkleGame,
  highScoreOf,
  recordFarkleGame,
  resetFarkleHighScore,
  type FarkleScores,
} from './records.ts';
import { newFarkleSave, playFarkle, restartFarkleSave, type FarkleSave } from './save.ts';
import { replayCodeOfFarkleSave } from './replay-code.ts';
import { farkleControls, gameInProgress } from './table.ts';

/**
 * How long each of the computer's actions stays on a screen, in milliseconds (a farkle twice as long): the one
 * pace of both apps' screens. A pipe plays the computer at once (0).
 */
export const FARKLE_PACE_MS = 800;
/** The longest pace a player may ask for (the web app's `?pace=`, the terminal's `--delay`), in milliseconds. */
export const FARKLE_PACE_MAX_MS = 10_000;
/** How long to wait before asking again for a decision that failed. */
export const FARKLE_RETRY_MS = 2000;

export interface FarkleManagerOptions {
  readonly shelf: GameShelf<FarkleSave>;
  /** The finished games and the high score (the browser keeps the high score alone: `farkleScoresOfHighScore`). */
  readonly scores: StoredDocument<FarkleScores>;
  readonly clock: Clock;
  /** A new game's id. */
  readonly newId: () => string;
  /** How long each of the computer's actions stays on the table, in milliseconds; a farkle stays twice as long. */
  readonly pace?: number;
  /** The computer's decision for a position (default: the engine's `computerAction`, at once). */
  readonly decide?: (state: FarkleState) => Action | Promise<Action>;
  /** A decision that could not be made; it is asked for again after `FARKLE_RETRY_MS`. */
  readonly onComputerError?: (error: Error) => void;
  /** Take up the game in progress played most recently (default true). */
  readonly resume?: boolean;
  /** The seed of the `n`-th game this manager starts (1 for the first) when its configuration has none. */
  readonly seed?: (n: number) => number | string | undefined;
  /**
   * Hold the computer's last turn until `dismissLastTurn` when a player reaches the target (default true: a dialog
   * says so first); false where a message line tells it and play goes straight on.
   */
  readonly lastTurnNotice?: boolean;
  /**
   * Other writers may show the game this one resumes at the same time (the browser's tabs: a second tab opens on
   * the game played last). Then a game this manager took up and has not played since is the other writer's too:
   * New Game and Restart leave it stored for whoever plays it, rather than ending it under them (Quit, asked for,
   * still gives it up). Default false, for writers that claim the game they resume (the terminal's processes).
   */
  readonly sharedGames?: boolean;
}

/** What a player's action did. */
export type FarkleOutcome =
  /** Played: the new state, and the engine's events for it. */
  | { readonly kind: 'played'; readonly state: FarkleState; readonly events: readonly FarkleEvent[] }
  /**
   * Not allowed now, and nothing changed: the engine's reason (`code`, and its `problem` in words). `lockedDie`
   * is a die the action named that was set aside earlier in the turn.
   */
  | {
      readonly kind: 'refused';
      readonly code: FarkleErrorCode;
      readonly problem: string;
      readonly lockedDie: number | null;
    }
  /** Another writer had played this game further: the table shows that position now, and nothing was played. */
  | { readonly kind: 'followed' };

/** Why no hint is offered now. */
export type NoHint = 'no-game' | 'game-over' | 'computer-turn' | 'no-roll' | 'dice-selected';

/** The hint's dice (002 §1.2.10.d), or why there is none. */
export type FarkleHint =
  { readonly ok: true; readonly dice: readonly number[] } | { readonly ok: false; readonly reason: NoHint };

/** What a listener hears: a change the caller of the manager's actions did not make itself. */
export type FarkleChange =
  /** The computer played `action` in `before`. */
  | { readonly kind: 'computer'; readonly action: Action; readonly before: FarkleState }
  /** Another writer played this game further: the table shows its position now. */
  | { readonly kind: 'followed' }
  /** The high score changed elsewhere (another tab or process, read again with `reloadHighScore`). */
  | { readonly kind: 'high-score' };

/** The game on the table as the manager keeps it. */
interface Table {
  readonly id: string;
  readonly startedAt: string;
  save: FarkleSave;
  /** The revision on the shelf as this manager last wrote or read it; undefined while it is not stored. */
  revision: number | undefined;
  /** `revision` was written here (not read): this manager played the game last. */
  wroteLast: boolean;
  /** Finished, and the records refused it: it stays on the shelf until it is recorded. */
  unrecorded: boolean;
}

export class FarkleManager {
  readonly #shelf: GameShelf<FarkleSave>;
  readonly #scores: StoredDocument<FarkleScores>;
  readonly #clock: Clock;
  readonly #newId: () => string;
  #pace: number;
  readonly #decide: (state: FarkleState) => Action | Promise<Action>;
  readonly #onComputerError: (error: Error) => void;
  readonly #seed: (n: number) => number | string | undefined;
  readonly #lastTurnNotice: boolean;
  readonly #sharedGames: boolean;
  #gamesStarted = 0;
  readonly #listeners = new Set<(change: FarkleChange) => void>();
  #table: Table | null = null;
  #stored: HighScore = NO_HIGH_SCORE;
  /** A high score the records refused, counted until they take it. */
  #carried: HighScore | undefined;
  #newHighScore = false;
  #hint: readonly number[] | null = null;
  #lastTurn: FinalRoundStartedEvent | null = null;
  #rolls = 0;
  #paused = false;
  #closed = false;
  #computer: { readonly state: FarkleState; readonly cancel: () => void } | undefined;
  #unwatch: (() => void) | undefined;
  /** Whether a game in progress was taken up when the manager began. */
  readonly resumed: boolean;

  /** The pause before each of the computer's steps after the one under way (a preference changed mid-game). */
  setPace(ms: number): void {
    this.#pace = Math.min(Math.max(0, ms), FARKLE_PACE_MAX_MS);
  }

  constructor(options: FarkleManagerOptions) {
    this.#shelf = options.shelf;
    this.#scores = options.scores;
    this.#clock = options.clock;
    this.#newId = options.newId;
    this.#pace = options.pace ?? FARKLE_PACE_MS;
    this.#decide = options.decide ?? computerAction;
    this.#onComputerError = options.onComputerError ?? (() => undefined);
    this.#seed = options.seed ?? (() => undefined);
    this.#lastTurnNotice = options.lastTurnNotice ?? true;
    this.#sharedGames = options.sharedGames ?? false;
    this.#stored = highScoreOf(this.#scores.read());
    const games = this.#shelf.list();
    // A finished game has nothing left to play: one is stored only because its record was refused.
    for (const game of games) {
      if (game.save.state.phase === 'game-over' && this.#record(game.id, game.save) !== undefined) {
        this.#shelf.remove(game.id);
      }
    }
    const latest = games.find((game) => game.save.state.phase !== 'game-over');
    if (latest && options.resume !== false) this.#adopt(latest);
    this.resumed = this.#table !== null;
    this.#schedule();
  }

  /**
   * Follows other writers of the game on the table (other tabs, other processes), where the shelf can tell of
   * them: their newer position is taken up and the listeners hear `followed`. Returns the way to stop.
   */
  follow(): () => void {
    this.#unwatch?.();
    const unwatch = this.#shelf.watch?.((id) => {
      if (id === null || id === this.#table?.id) this.#catchUp();
    });
    this.#unwatch = unwatch;
    return () => {
      unwatch?.();
      if (this.#unwatch === unwatch) this.#unwatch = undefined;
    };
  }

  /** The game on the table, or null before the first one. */
  get game(): FarkleState | null {
    return this.#table?.save.state ?? null;
  }

  /** The stored game's id; null before the first game and after `quit`. */
  get id(): string | null {
    return this.#table?.id ?? null;
  }

  /** The game on the table as format 2 keeps it. */
  get save(): FarkleSave | null {
    return this.#table?.save ?? null;
  }

  /** The one-player high score, with who made it when the records say. */
  get highScore(): HighScore {
    return higherScore(this.#stored, this.#carried);
  }

  /** The finished one-player game beat the high score stored before it (002 §2.1.3). */
  get newHighScore(): boolean {
    return this.#newHighScore;
  }

  /** The dice the hint points at, until the next action. */
  get hinted(): readonly number[] | null {
    return this.#hint;
  }

  /** Set when a player has just reached 10,000: the computer's last turn waits until it is dismissed. */
  get lastTurn(): FinalRoundStartedEvent | null {
    return this.#lastTurn;
  }

  /** Counts rolls, so a screen can tell a new roll (to animate) from a redraw. */
  get rolls(): number {
    return this.#rolls;
  }

  /** It is the computer's turn and it will play (not paused, no notice waiting). */
  get computerToPlay(): boolean {
    const game = this.game;
    return game !== null && !this.#paused && this.#lastTurn === null && isComputerTurn(game);
  }

  /**
   * A new game (the one on the table is given up). The high score it starts with is the one stored now. Throws the
   * engine's `FarkleError` for a bad configuration; nothing changes then.
   */
  start(config: GameConfig): FarkleState {
    this.#stored = highScoreOf(this.#scores.read());
    const seed = config.seed ?? this.#seed(++this.#gamesStarted);
    return this.#begin(
      newFarkleSave({ ...config, highScore: this.highScore.score, ...(seed === undefined ? {} : { seed }) }),
    );
  }

  /**
   * The same players and rules again from the start (002 §1.2.10.b, §1.5.1.a: Restart Game and Play Again), with
   * the run's next seed (else one drawn from the game's own); null without a game.
   */
  restart(): FarkleState | null {
    const table = this.#table;
    if (!table) return null;
    return this.#begin(restartFarkleSave(table.save, this.#seed(++this.#gamesStarted)));
  }

  /**
   * Plays a player's action and says what it did: played (the new state and its events), refused by the engine
   * (nothing changes then), or not played because another writer had played this game further.
   */
  act(action: Action): FarkleOutcome {
    const table = this.#table;
    if (!table) {
      return {
        kind: 'refused',
        code: 'invalid-action',
        problem: 'there is no game to play',
        lockedDie: null,
      };
    }
    let next: FarkleSave;
    try {
      next = playFarkle(table.save, action);
    } catch (error) {
      if (!(error instanceof FarkleError)) throw error;
      // Refused on this table; but another writer may have played the game further (the player saw an old table).
      const stored = table.revision === undefined ? undefined : this.#shelf.read(table.id);
      if (stored === undefined || stored.revision === table.revision)
        return refusal(error, table.save.state, action);
      this.#takeUp(stored);
      this.#schedule();
      return { kind: 'followed' };
    }
    if (!this.#play(table, next)) return { kind: 'followed' };
    this.#schedule();
    return { kind: 'played', state: next.state, events: next.state.events };
  }

  /** Shows the hint (002 §1.2.10.d): its dice, marked until the next action, or why none is offered now. */
  hint(): FarkleHint {
    const game = this.game;
    if (!game) return { ok: false, reason: 'no-game' };
    if (!farkleControls(game).hint) return { ok: false, reason: noHint(game) };
    this.#hint = hint(game);
    return { ok: true, dice: this.#hint };
  }

  dismissLastTurn(): void {
    this.#lastTurn = null;
    this.#schedule();
  }

  /** Holds the computer (a dialog is open over the table) or lets it play on. */
  pause(paused: boolean): void {
    this.#paused = paused;
    this.#schedule();
  }

  /** Reset High Score (002 §1.2.10.f); false when the records refused it, and the high score stays. */
  resetHighScore(): boolean {
    const reset = this.#scores.update(resetFarkleHighScore);
    if (reset !== undefined) this.#carried = undefined;
    this.#stored = highScoreOf(reset ?? this.#scores.read());
    return reset !== undefined;
  }

  /** Reads the high score again (another tab or process may have changed it) and tells the listeners. */
  reloadHighScore(): void {
    const before = this.highScore.score;
    this.#stored = highScoreOf(this.#scores.read());
    if (this.highScore.score !== before) this.#changed({ kind: 'high-score' });
  }

  /**
   * Quit: the game is given up for good, so it is not taken up again; recorded as abandoned once a die was rolled
   * (`gameInProgress`, when an app asks first).
   */
  quit(): void {
    this.#leave(true);
    this.#table = null;
    this.#schedule();
  }

  /** Stops the computer and stops following other writers; the game stays stored as it is. */
  close(): void {
    this.#closed = true;
    this.#schedule();
    this.#unwatch?.();
  }

  /** Resolves when the computer has nothing to play now (its turn is over, or it is held). */
  computerDone(): Promise<void> {
    return new Promise((resolve) => {
      if (!this.computerToPlay || this.#closed) return resolve();
      const stop = this.subscribe(() => {
        if (this.computerToPlay && !this.#closed) return;
        stop();
        resolve();
      });
    });
  }

  subscribe(listener: (change: FarkleChange) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #begin(save: FarkleSave): FarkleState {
    this.#leave(false);
    const now = this.#now();
    this.#table = {
      id: this.#newId(),
      startedAt: now,
      save,
      revision: undefined,
      wroteLast: false,
      unrecorded: false,
    };
    this.#newHighScore = false;
    this.#hint = null;
    this.#lastTurn = null;
    this.#store(this.#table);
    this.#schedule();
    return save.state;
  }

  /**
   * Puts `next` on the table and stores it; false when another writer's newer save was found instead (the table
   * shows that one now, and `next` is dropped).
   */
  #play(table: Table, next: FarkleSave): boolean {
    const previous = table.save;
    table.save = next;
    if (!this.#store(table)) {
      table.save = previous;
      return false;
    }
    this.#hint = null;
    for (const event of next.state.events) {
      if (event.type === 'rolled') this.#rolls++;
      if (event.type === 'final-round-started' && this.#lastTurnNotice) this.#lastTurn = event;
      if (event.type === 'game-over') this.#finish(table);
    }
    return true;
  }

  /** Records the game that just ended; a finished game leaves the shelf once recorded. */
  #finish(table: Table): void {
    const state = table.save.state;
    const previous = this.highScore;
    const recorded = this.#record(table.id, table.save);
    const score = reachedHighScore(state, this.#now());
    this.#newHighScore = score !== undefined && isNewHighScore(recorded ?? previous, score.score);
    table.unrecorded = recorded === undefined;
    if (recorded === undefined) {
      this.#carried = higherScore(this.#carried ?? NO_HIGH_SCORE, score);
      this.#store(table);
    } else if (this.#shelf.remove(table.id)) {
      table.revision = undefined;
    }
  }

  /**
   * Records a finished game and any high score carried; returns the high score stored before it, or undefined
   * when the records refused it.
   */
  #record(id: string, save: FarkleSave): HighScore | undefined {
    const state = save.state;
    const date = this.#now();
    let before: HighScore = this.#stored;
    const game = finishedFarkleGame(id, state, date, replayCodeOfFarkleSave(save));
    const written = this.#scores.update((current) => {
      before = highScoreOf(current);
      return recordFarkleGame(current, game, [this.#carried, reachedHighScore(state, date)]);
    });
    if (written === undefined) return undefined;
    this.#carried = undefined;
    this.#stored = highScoreOf(written);
    return before;
  }

  /**
   * Writes the table's game unless it is finished and recorded. False when another writer's newer save of it was
   * found: the table shows that one now.
   */
  #store(table: Table): boolean {
    if (table.save.state.phase === 'game-over' && !table.unrecorded) return true;
    const revision = (table.revision ?? 0) + 1;
    const game = {
      id: table.id,
      startedAt: table.startedAt,
      updatedAt: this.#now(),
      revision,
      save: table.save,
    };
    const written = this.#shelf.write(game, table.revision);
    if (written.kind === 'written') {
      table.revision = revision;
      table.wroteLast = true;
    }
    if (written.kind !== 'conflict') return true;
    if (written.stored === undefined) {
      // Another writer removed it (or storage was cleared): this one is put back.
      table.revision = undefined;
      return this.#store(table);
    }
    this.#takeUp(written.stored);
    return false;
  }

  /** Takes up the stored game when another writer changed it. */
  #catchUp(): void {
    const table = this.#table;
    if (!table) return;
    const stored = this.#shelf.read(table.id);
    if (stored === undefined) {
      table.revision = undefined;
      return;
    }
    if (stored.revision === table.revision) return;
    this.#takeUp(stored);
    this.#changed({ kind: 'followed' });
    this.#schedule();
  }

  #takeUp(stored: ShelvedGame<FarkleSave>): void {
    this.#adopt(stored);
    this.#hint = null;
    this.#newHighScore = false;
    this.#lastTurn = this.#lastTurnNotice
      ? (stored.save.state.events.find(
          (event): event is FinalRoundStartedEvent => event.type === 'final-round-started',
        ) ?? null)
      : null;
  }

  #adopt(stored: ShelvedGame<FarkleSave>): void {
    const { id, startedAt, revision, save } = stored;
    this.#table = {
      id,
      startedAt,
      save,
      revision,
      wroteLast: false,
      unrecorded: save.state.phase === 'game-over',
    };
  }

  /**
   * The game on the table is given up (New Game, Restart, Quit): it leaves the shelf, once a finished one that
   * the records refused is recorded (else it stays for a later manager to record). Unless `quit`, a game in
   * progress another writer may be playing (`sharedGames`, and this manager did not write it last) stays theirs.
   */
  #leave(quit: boolean): void {
    const table = this.#table;
    if (!table) return;
    if (!quit && this.#othersGame(table)) return;
    // A game given up once a die was rolled is recorded as abandoned (as 2048 records one); its record refused,
    // it stays stored, to be recorded when it is left again.
    if (gameInProgress(table.save.state)) {
      const recorded = this.#scores.update((current) =>
        recordFarkleGame(current, abandonedFarkleGame(table.id, table.save.state, this.#now()), [
          this.#carried,
        ]),
      );
      if (recorded === undefined) return;
      this.#carried = undefined;
      this.#stored = highScoreOf(recorded);
    }
    const kept = table.unrecorded && this.#record(table.id, table.save) === undefined;
    if (!kept && table.revision !== undefined) this.#shelf.remove(table.id);
  }

  #othersGame(table: Table): boolean {
    if (!this.#sharedGames || table.revision === undefined) return false;
    const stored = this.#shelf.read(table.id);
    if (stored === undefined || stored.save.state.phase === 'game-over') return false;
    return !(table.wroteLast && stored.revision === table.revision);
  }

  /**
   * Plays the computer's next action when it is its turn: asked for at once, played when both the decision and the
   * pace are ready, so a slow decision never shortens the pace. Called after every change of the table.
   */
  #schedule(): void {
    const state = this.game;
    if (this.#computer?.state === state && state !== null && this.computerToPlay && !this.#closed) return;
    this.#computer?.cancel();
    this.#computer = undefined;
    if (state === null || !this.computerToPlay || this.#closed) return;
    let live = true;
    let paced = false;
    let decided: Action | undefined;
    let cancelRetry = (): void => undefined;
    const play = (): void => {
      if (!live || !paced || decided === undefined) return;
      this.#computer = undefined;
      this.#computerStep(decided, state);
    };
    const failed = (error: unknown): void => {
      if (!live) return;
      this.#onComputerError(error instanceof Error ? error : new Error(String(error)));
      cancelRetry = this.#clock.after(FARKLE_RETRY_MS, () => {
        if (!live) return;
        this.#computer = undefined;
        this.#schedule();
      });
    };
    const farkled = state.events.some((event) => event.type === 'farkled');
    const cancelPace = this.#clock.after(farkled ? this.#pace * 2 : this.#pace, () => {
      paced = true;
      play();
    });
    this.#computer = {
      state,
      cancel: () => {
        live = false;
        cancelPace();
        cancelRetry();
      },
    };
    try {
      const answer = this.#decide(state);
      if (answer instanceof Promise) {
        answer.then((action) => {
          decided = action;
          play();
        }, failed);
      } else decided = answer;
    } catch (error) {
      failed(error);
    }
  }

  #computerStep(action: Action, before: FarkleState): void {
    const table = this.#table;
    if (!table || table.save.state !== before || !this.computerToPlay) return;
    let next: FarkleSave;
    try {
      next = playFarkle(table.save, action);
    } catch (error) {
      this.#onComputerError(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (this.#play(table, next)) this.#changed({ kind: 'computer', action, before });
    else this.#changed({ kind: 'followed' });
    this.#schedule();
  }

  #now(): string {
    return new Date(this.#clock.now()).toISOString();
  }

  #changed(change: FarkleChange): void {
    for (const listener of [...this.#listeners]) listener(change);
  }
}

/** The engine's refusal of `action` on `state` as an outcome. */
function refusal(error: FarkleError, state: FarkleState, action: Action): FarkleOutcome {
  const named = action.type === 'toggle' ? [action.index] : action.type === 'select' ? action.indices : [];
  const locked = error.code === 'invalid-die' ? named.find((i) => state.dice[i]?.locked === true) : undefined;
  return { kind: 'refused', code: error.code, problem: error.message, lockedDie: locked ?? null };
}

/** Why `state` offers no hint (a person's turn, and none offered). */
function noHint(state: FarkleState): NoHint {
  if (state.phase === 'game-over') return 'game-over';
  if (isComputerTurn(state)) return 'computer-turn';
  return state.phase === 'choosing' ? 'dice-selected' : 'no-roll';
}
