/**
 * The Farkle game manager: the game on the table and everything around the engine that outlives a page — the
 * high score, the game in progress saved after every action and resumed on load — plus the few things the screen
 * remembers about the last action (the hint shown, the last-turn notice, whether a finished game set a record).
 * It knows nothing of the screen: the screen calls its methods and re-renders when it reports a change.
 */
import {
  apply,
  canHint,
  computerAction,
  hint,
  isComputerTurn,
  newGame,
  restartGame,
  type Action,
  type FarkleState,
  type FinalRoundStartedEvent,
  type GameConfig,
} from '@pastime/farkle';
import type { Store } from '../storage/storage.ts';
import { HIGH_SCORE_KEY, loadHighScore, recordScore, resetHighScore } from './highScore.ts';
import { clearSavedGame, loadSavedGame, saveGame } from './savedGame.ts';

export interface FarkleSessionOptions {
  readonly store: Store;
}

export class FarkleSession {
  readonly #store: Store;
  readonly #listeners = new Set<() => void>();
  #game: FarkleState | null;
  #highScore: number;
  #newHighScore = false;
  #hint: readonly number[] | null = null;
  #lastTurn: FinalRoundStartedEvent | null = null;
  #rolls = 0;
  /** Whether a saved game was continued when the session began. */
  readonly resumed: boolean;

  constructor(options: FarkleSessionOptions) {
    this.#store = options.store;
    this.#highScore = loadHighScore(this.#store);
    this.#game = loadSavedGame(this.#store) ?? null;
    this.resumed = this.#game !== null;
  }

  /** The game on the table, or `null` before the first one starts. */
  get game(): FarkleState | null {
    return this.#game;
  }

  get highScore(): number {
    return this.#highScore;
  }

  /** The finished one-player game beat the high score stored before it (002 §2.1.3). */
  get newHighScore(): boolean {
    return this.#newHighScore;
  }

  /** The dice the hint points at, until the next action. */
  get hint(): readonly number[] | null {
    return this.#hint;
  }

  /** Set when a player has just reached 10,000: the other player's last turn waits until it is dismissed. */
  get lastTurn(): FinalRoundStartedEvent | null {
    return this.#lastTurn;
  }

  /** Counts rolls, so the screen can tell a new roll (to animate) from a re-render. */
  get rolls(): number {
    return this.#rolls;
  }

  /** Starts a game from the mode dialog's configuration; throws the engine's `FarkleError` for a bad one. */
  start(config: GameConfig): FarkleState {
    this.#highScore = loadHighScore(this.#store);
    return this.#begin(newGame({ ...config, highScore: this.#highScore }));
  }

  /** The same game configuration from the start (002 §1.2.10.b, §1.5.1.a). */
  restart(): FarkleState | null {
    if (!this.#game) return null;
    return this.#begin(restartGame(this.#game));
  }

  #begin(game: FarkleState): FarkleState {
    this.#game = game;
    this.#newHighScore = false;
    this.#hint = null;
    this.#lastTurn = null;
    saveGame(this.#store, game);
    this.#changed();
    return game;
  }

  /**
   * Plays one action and returns the new state (whose `events` say what happened). Throws the engine's
   * `FarkleError` when the action is not allowed; nothing changes then.
   */
  act(action: Action): FarkleState {
    if (!this.#game) throw new Error('there is no game to play');
    const next = apply(this.#game, action);
    this.#game = next;
    this.#hint = null;
    for (const event of next.events) {
      if (event.type === 'rolled') this.#rolls++;
      if (event.type === 'final-round-started') this.#lastTurn = event;
      if (event.type === 'game-over' && event.finalScore !== null) {
        // Compared with the stored high score rather than the one the game started with: another tab, or
        // Reset High Score, may have changed it since.
        const recorded = recordScore(this.#store, event.finalScore);
        this.#highScore = recorded.best;
        this.#newHighScore = recorded.isNewHighScore;
      }
    }
    saveGame(this.#store, next);
    this.#changed();
    return next;
  }

  /** The computer's next action, played; `null` when it is not the computer's turn or it must wait. */
  stepComputer(): FarkleState | null {
    if (!this.#game || !isComputerTurn(this.#game) || this.#lastTurn) return null;
    return this.act(computerAction(this.#game));
  }

  /** Shows the hint (002 §1.2.10.d) and returns its dice; `null` when no hint is offered now. */
  showHint(): readonly number[] | null {
    if (!this.#game || !canHint(this.#game) || isComputerTurn(this.#game)) return null;
    this.#hint = hint(this.#game);
    this.#changed();
    return this.#hint;
  }

  dismissLastTurn(): void {
    this.#lastTurn = null;
    this.#changed();
  }

  resetHighScore(): void {
    resetHighScore(this.#store);
    this.#highScore = 0;
    this.#changed();
  }

  /** Quit or Close: the game is over for good, so it is not resumed next time. */
  quit(): void {
    clearSavedGame(this.#store);
  }

  /** Follows the high score when another tab changes it; returns the function that stops following. */
  followOtherTabs(): () => void {
    return this.#store.subscribe(HIGH_SCORE_KEY, () => {
      this.#highScore = loadHighScore(this.#store);
      this.#changed();
    });
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #changed(): void {
    for (const listener of [...this.#listeners]) listener();
  }
}
