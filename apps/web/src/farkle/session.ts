/**
 * The Farkle game manager: the game on the table and everything around the engine that outlives a page — the
 * high score, the game in progress saved after every action and resumed on load — plus the few things the screen
 * remembers about the last action (the hint shown, the last-turn notice, whether a finished game set a record).
 * It knows nothing of the screen: the screen calls its methods and re-renders when it reports a change.
 *
 * Each game in progress has a storage key of its own and a tab writes only its game's key, so a second tab never
 * loses a game in progress; a page resumes the one played most recently. Before each action the tab checks that
 * the stored game is still the one it last saved: if another tab has played it since, this tab takes up that
 * position instead of overwriting it (and the `storage` event usually brings it earlier).
 *
 * A finished game leaves storage once its score is recorded; when storage refuses the high score, the finished
 * game stays stored so that its score is recorded later (when the table is cleared, or by the next page).
 */
import {
  apply,
  canHint,
  hint,
  isComputerTurn,
  newGame,
  restartGame,
  type Action,
  type FarkleState,
  type FinalRoundStartedEvent,
  type GameConfig,
} from '@pastime/farkle';
import { gameId, type SavedEntry, type SavedGames } from '../storage/savedGames.ts';
import type { Store } from '../storage/storage.ts';
import { HIGH_SCORE_KEY, loadHighScore, recordScore, resetHighScore } from './highScore.ts';
import { migrateLegacySave, savedGames, saveText } from './savedGame.ts';

/** Records the score of a finished one-player game (recording it again changes nothing); false if refused. */
function recordFinalScore(store: Store, game: FarkleState): boolean {
  const player = game.players[0];
  if (game.mode !== 'one-player' || game.phase !== 'game-over' || !player) return true;
  return recordScore(store, player.total).stored;
}

export interface FarkleSessionOptions {
  readonly store: Store;
  readonly now?: () => Date;
  readonly newId?: () => string;
}

/** What changed: `followed` when this tab took up a position another tab played in the same game. */
export type FarkleChange = 'game' | 'followed' | 'high-score';

export class FarkleSession {
  readonly #store: Store;
  readonly #games: SavedGames<FarkleState>;
  readonly #now: () => Date;
  readonly #newId: () => string;
  readonly #listeners = new Set<(change: FarkleChange) => void>();
  #game: FarkleState | null = null;
  /** The stored game's id; null before the first game and after Quit. */
  #id: string | null = null;
  #startedAt = '';
  /** The save text stored for this game as this tab last wrote or read it; undefined while it is not stored. */
  #lastSave: string | undefined;
  #highScore: number;
  #newHighScore = false;
  /** The finished game on the table has a score that storage refused to record: its save is kept until it is. */
  #scoreUnrecorded = false;
  #hint: readonly number[] | null = null;
  #lastTurn: FinalRoundStartedEvent | null = null;
  #rolls = 0;
  /** Whether a saved game was continued when the session began. */
  readonly resumed: boolean;

  constructor(options: FarkleSessionOptions) {
    this.#store = options.store;
    this.#now = options.now ?? (() => new Date());
    this.#newId = options.newId ?? (() => gameId());
    this.#games = savedGames(this.#store);
    migrateLegacySave(this.#store, this.#games, this.#newId, this.#now().toISOString());
    const entries = this.#games.all();
    // A finished game has nothing left to continue: normally its tab recorded and removed it already; one left
    // because its score could not be recorded is recorded now, and removed only once that worked.
    for (const entry of entries) {
      if (entry.state.phase === 'game-over' && recordFinalScore(this.#store, entry.state)) {
        this.#games.remove(entry.id);
      }
    }
    this.#highScore = loadHighScore(this.#store);
    const latest = entries.find((entry) => entry.state.phase !== 'game-over');
    if (latest) this.#adopt(latest);
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

  /**
   * Starts a game from the mode dialog's configuration (the game on the table, if any, is given up); throws the
   * engine's `FarkleError` for a bad one, and then nothing changes.
   */
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
    this.#leave();
    this.#id = this.#newId();
    this.#startedAt = this.#now().toISOString();
    this.#game = game;
    this.#newHighScore = false;
    this.#hint = null;
    this.#lastTurn = null;
    this.#save();
    this.#changed('game');
    return game;
  }

  /**
   * Plays one action and returns the new state (whose `events` say what happened). Throws the engine's
   * `FarkleError` when the action is not allowed; nothing changes then. Returns null, playing nothing, when
   * another tab has played this game further since: this tab then shows that position (reported as `followed`).
   */
  act(action: Action): FarkleState | null {
    if (!this.#game) throw new Error('there is no game to play');
    if (this.#catchUp() === 'followed') return null;
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
        this.#scoreUnrecorded = !recorded.stored;
      }
    }
    this.#save();
    this.#changed('game');
    return next;
  }

  /**
   * Plays `action`, the computer's decision (the engine's `computerAction`) for the position `from`; `null`,
   * playing nothing, when the table no longer shows `from` (the decision came late), when it is not the
   * computer's turn, or while it must wait for the last-turn notice.
   */
  stepComputer(action: Action, from: FarkleState): FarkleState | null {
    if (!this.#game || this.#game !== from || !isComputerTurn(this.#game) || this.#lastTurn) return null;
    return this.act(action);
  }

  /** Shows the hint (002 §1.2.10.d) and returns its dice; `null` when no hint is offered now. */
  showHint(): readonly number[] | null {
    if (!this.#game || !canHint(this.#game) || isComputerTurn(this.#game)) return null;
    this.#hint = hint(this.#game);
    this.#changed('game');
    return this.#hint;
  }

  dismissLastTurn(): void {
    this.#lastTurn = null;
    this.#changed('game');
  }

  /** Reset High Score; false when storage refused it (reported by the store), and the high score stays. */
  resetHighScore(): boolean {
    const reset = resetHighScore(this.#store);
    this.#highScore = reset ? 0 : loadHighScore(this.#store);
    this.#changed('high-score');
    return reset;
  }

  /** Quit or Close: the game is over for good, so it is not resumed next time. */
  quit(): void {
    this.#leave();
    this.#id = null;
  }

  /**
   * Follows other tabs: the high score, and the game on the table when another tab plays it too. Returns the
   * function that stops following.
   */
  followOtherTabs(): () => void {
    const stopHighScore = this.#store.subscribe(HIGH_SCORE_KEY, () => {
      this.#highScore = loadHighScore(this.#store);
      this.#changed('high-score');
    });
    const stopGames = this.#games.watch((id) => {
      if (id === null || id === this.#id) this.#catchUp();
    });
    return () => {
      stopHighScore();
      stopGames();
    };
  }

  subscribe(listener: (change: FarkleChange) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #adopt(entry: SavedEntry<FarkleState>): void {
    this.#scoreUnrecorded = false;
    this.#id = entry.id;
    this.#startedAt = entry.startedAt;
    this.#lastSave = entry.save;
    this.#game = entry.state;
  }

  /**
   * Compares the stored game with the save this tab last wrote or read. `followed`: another tab has played it
   * since, and this tab now shows that position; `absent`: it is not stored (another tab ended it, or storage was
   * cleared), and this tab's next save puts it back; `same`: nothing changed.
   */
  #catchUp(): 'same' | 'absent' | 'followed' {
    if (this.#id === null || !this.#game) return 'same';
    const stored = this.#games.readSave(this.#id);
    if (stored !== undefined && stored === this.#lastSave) return 'same';
    const entry = stored === undefined ? undefined : this.#games.read(this.#id);
    if (!entry) {
      this.#lastSave = undefined;
      return 'absent';
    }
    this.#adopt(entry);
    this.#hint = null;
    this.#newHighScore = false;
    this.#lastTurn = entry.state.events.find((event) => event.type === 'final-round-started') ?? null;
    this.#changed('followed');
    return 'followed';
  }

  /**
   * Saves the game on the table under its own key; a finished one leaves storage (nothing left to continue),
   * unless its score could not be recorded.
   */
  #save(): void {
    if (this.#id === null || !this.#game) return;
    if (this.#game.phase === 'game-over' && !this.#scoreUnrecorded) {
      this.#games.remove(this.#id);
      this.#lastSave = undefined;
      return;
    }
    const save = saveText(this.#game);
    const header = { id: this.#id, startedAt: this.#startedAt, updatedAt: this.#now().toISOString(), save };
    // After a refused write the stored save is still the earlier one, which is what `#catchUp` compares with.
    if (this.#games.write(header)) this.#lastSave = save;
  }

  /**
   * The game on the table is given up (New Game, Restart, Quit): it leaves storage, once the score of a finished
   * one that could not be recorded is (else it stays for the next page to record).
   */
  #leave(): void {
    const kept = this.#scoreUnrecorded && this.#game !== null && !recordFinalScore(this.#store, this.#game);
    if (this.#id !== null && !kept) this.#games.remove(this.#id);
    this.#lastSave = undefined;
    this.#scoreUnrecorded = false;
  }

  #changed(change: FarkleChange): void {
    for (const listener of [...this.#listeners]) listener(change);
  }
}
