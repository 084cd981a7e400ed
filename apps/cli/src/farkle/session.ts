import {
  FarkleError,
  advise,
  apply,
  canHint,
  computerAction,
  hint,
  isComputerTurn,
  newGame,
} from '@pastime/farkle';
import type { Action, Advice, ComputerLevel, FarkleEvent, FarkleState, Mode } from '@pastime/farkle';
import type { SeedSequence } from '../cli/seed-sequence.ts';
import { newGameId } from '../storage/ids.ts';
import type { FarkleHighScore } from './high-score.ts';

/**
 * How a Farkle game is set up: the mode, the names typed (empty: default), how the computer plays (when there is
 * one), the seeds of the run's games.
 */
export interface FarkleSetup {
  readonly mode: Mode;
  readonly names: readonly string[];
  readonly computerLevel: ComputerLevel;
  /** Shared by every game of the run, from the menu too: each new game takes the next seed. */
  readonly seeds: SeedSequence;
}

export type ActResult =
  | { readonly ok: true; readonly events: readonly FarkleEvent[] }
  | { readonly ok: false; readonly error: string };

export interface ComputerStep {
  readonly action: Action;
  /** The state before the action (what the computer looked at). */
  readonly before: FarkleState;
  readonly events: readonly FarkleEvent[];
}

/**
 * A run of Farkle games with one setup: the engine state, the high score each game starts with, and the
 * finished games recorded. No screens, no input: the terminal table and the line protocol
 * both drive it.
 */
export class FarkleSession {
  private current: FarkleState;
  private gameId = newGameId();
  private recorded = false;

  constructor(
    readonly setup: FarkleSetup,
    private readonly highScore: FarkleHighScore,
  ) {
    this.current = this.fresh();
  }

  private fresh(): FarkleState {
    const seed = this.setup.seeds.next();
    return newGame({
      mode: this.setup.mode,
      names: this.setup.names.map((n) => (n === '' ? undefined : n)),
      ...(seed === undefined ? {} : { seed }),
      highScore: this.highScore.current().score,
      computerLevel: this.setup.computerLevel,
    });
  }

  get state(): FarkleState {
    return this.current;
  }

  get computerToPlay(): boolean {
    return isComputerTurn(this.current);
  }

  /** Applies a player's action; an illegal one is refused with the engine's explanation and changes nothing. */
  act(action: Action): ActResult {
    try {
      this.current = apply(this.current, action);
    } catch (error) {
      if (error instanceof FarkleError) return { ok: false, error: this.refusal(error, action) };
      throw error;
    }
    this.afterChange();
    return { ok: true, events: this.current.events };
  }

  /**
   * The engine's reason, except that the engine numbers dice from 0 and the player from 1: a die refused because
   * it was set aside earlier in the turn is named by the position the player typed.
   */
  private refusal(error: FarkleError, action: Action): string {
    if (error.code !== 'invalid-die') return error.message;
    const indices =
      action.type === 'toggle' ? [action.index] : action.type === 'select' ? action.indices : [];
    const locked = indices.find((i) => this.current.dice[i]?.locked === true);
    return locked === undefined ? error.message : `die ${locked + 1} was set aside earlier this turn`;
  }

  /** The hint's dice (0-based positions), or why there is none: offered after a roll, before any selection. */
  hint(): { ok: true; indices: number[] } | { ok: false; error: string } {
    if (this.current.phase === 'choosing' && !canHint(this.current)) {
      return { ok: false, error: 'the hint is given after a roll, before any die is selected' };
    }
    try {
      return { ok: true, indices: hint(this.current) };
    } catch (error) {
      if (error instanceof FarkleError) return { ok: false, error: error.message };
      throw error;
    }
  }

  /** The best play for the player to play now (dice 0-based), or why there is none: the game is over. */
  advise(): { ok: true; advice: Advice } | { ok: false; error: string } {
    if (this.current.phase === 'game-over') return { ok: false, error: 'the game is over' };
    try {
      return { ok: true, advice: advise(this.current) };
    } catch (error) {
      if (error instanceof FarkleError) return { ok: false, error: error.message };
      throw error;
    }
  }

  /** One action of the computer, when it is the computer's turn. */
  computerStep(): ComputerStep | undefined {
    if (!this.computerToPlay) return undefined;
    const before = this.current;
    const action = computerAction(before);
    this.current = apply(before, action);
    this.afterChange();
    return { action, before, events: this.current.events };
  }

  /** Play again with the same mode and names (002 §1.5.1.a; a seed given on the command line is followed). */
  playAgain(): void {
    this.finishGame();
    this.current = this.fresh();
    this.gameId = newGameId();
    this.recorded = false;
  }

  /** Records the game if it has ended (a game abandoned halfway is not a result). */
  finishGame(): void {
    if (this.recorded || this.current.phase !== 'game-over') return;
    this.recorded = true;
    this.highScore.recordGame(this.gameId, this.current);
  }

  private afterChange(): void {
    if (this.current.phase === 'game-over') this.finishGame();
  }
}
