import type { RandomState } from '@pastime/random';
import type { Die } from './dice.ts';
import type { FarkleEvent } from './events.ts';
import type { Rules, RulesInput } from './rules.ts';

/**
 * - `one-player`: ten turns, the best game score is the goal (002 §2.1).
 * - `two-player`: two people at one machine, first to 10,000 with a last chance for the other (002 §2.2).
 * - `vs-computer`: player one against the computer (002 §2.3).
 * - `computer-vs-computer`: both players are the computer; for demonstrations and simulations.
 * - `custom`: one to six players given one by one (`GameConfig.players`), people and computers in any mix,
 *   each computer at its own level. One player plays the one-player game; more race to the target.
 */
export type Mode = 'one-player' | 'two-player' | 'vs-computer' | 'computer-vs-computer' | 'custom';

/** The modes that seat their own players (every mode but `custom`). */
export const MODES: readonly Mode[] = ['one-player', 'two-player', 'vs-computer', 'computer-vs-computer'];

/** Every mode, `custom` included (what a save may hold). */
export const ALL_MODES: readonly Mode[] = [...MODES, 'custom'];

/** The most players a game seats. */
export const MAX_PLAYERS = 6;

export type PlayerKind = 'human' | 'computer';

/**
 * - `awaiting-roll`: the turn has not rolled yet; the only action is `roll`.
 * - `choosing`: a roll scored; the player selects dice, then rolls again or banks.
 * - `game-over`: nothing more can happen.
 */
export type TurnPhase = 'awaiting-roll' | 'choosing' | 'game-over';

/**
 * How a computer player plays:
 * - `classic`: the seed's computer (002 §5): it keeps the maximum score and banks at a goal drawn at random; in
 *   a last-chance turn its goal is at least what it needs to exceed the marked total.
 * - `expert`: the best play, as `advise` gives it (most expected points in one-player mode, the highest
 *   probability of winning in two-player modes).
 */
export type ComputerLevel = 'classic' | 'expert';

export const COMPUTER_LEVELS: readonly ComputerLevel[] = ['classic', 'expert'];

export interface Player {
  readonly name: string;
  readonly kind: PlayerKind;
  /** The game total: the sum of `turns`. */
  readonly total: number;
  /**
   * The points of each finished turn, in order; a farkle records 0, and the farkle that costs the three-farkle
   * penalty records minus the points it took (never more than the player had).
   */
  readonly turns: readonly number[];
  /** `custom` games: how this computer player plays. Absent for people and in the other modes. */
  readonly level?: ComputerLevel;
}

/** One seat of a `custom` game. */
export interface PlayerConfig {
  readonly kind: PlayerKind;
  /** Missing or blank: a default (Jacob, Brant, Player 3…, Computer or Computer 1, Computer 2…). */
  readonly name?: string;
  /** A computer's level; default the game's `computerLevel`. */
  readonly level?: ComputerLevel;
}

/**
 * Games of two or more: `marked` reached the target first with `total`; every other player has one last turn,
 * starting with `challenger` (the next player).
 */
export interface FinalRound {
  readonly marked: number;
  readonly total: number;
  readonly challenger: number;
}

/** The whole game: a plain, immutable, serializable value. Every action returns a new one. */
export interface FarkleState {
  readonly mode: Mode;
  /** What the game was seeded with (restarts draw a new seed from `rng`). */
  readonly seed: number | string;
  readonly players: readonly Player[];
  /** Index into `players` of whose turn it is (after the game ends: who played last). */
  readonly current: number;
  /** The current player's turn number, from 1 (one-player mode: 1 to 10). After the game: the last turn's. */
  readonly turn: number;
  readonly phase: TurnPhase;
  /** Always six dice. */
  readonly dice: readonly Die[];
  /** Points set aside by earlier rolls of this turn (not counting the current selection). */
  readonly turnTotal: number;
  /** `scoreSelection` of the selected dice: 0 when nothing is selected or a selected die does not score. */
  readonly selectionScore: number;
  /** The roll score of the dice rolled last (the unlocked dice); 0 before the turn's first roll. */
  readonly rollScore: number;
  /** Set once a player reaches 10,000 in a two-player mode. */
  readonly finalRound: FinalRound | null;
  /** Two-player modes, after the game: the winner's index. */
  readonly winner: number | null;
  /** The best score the caller passed in (one-player mode compares against it). */
  readonly highScore: number;
  /** One-player mode, after the game: the final score is greater than `highScore`. */
  readonly newHighScore: boolean;
  /** How the computer players of this game play (`classic` unless the game was started otherwise). */
  readonly computerLevel: ComputerLevel;
  /**
   * While a Classic computer player is choosing: the turn total it plays for, drawn after its last roll (300,
   * 600 or 1000), or in a last-chance turn what it needs to exceed the marked total when that is more.
   */
  readonly computerGoal: number | null;
  /** The house rules the game is played by (`RULE_PRESETS.traditional` unless the game was started otherwise). */
  readonly rules: Rules;
  /** The seeded generator's state: the whole future of the dice. */
  readonly rng: RandomState;
  /** What the last action did (see `FarkleEvent`). */
  readonly events: readonly FarkleEvent[];
}

export interface GameConfig {
  readonly mode: Mode;
  /** Player names in order; missing, empty or blank ones get the defaults (Jacob, Brant, Computer). */
  readonly names?: readonly (string | undefined)[];
  /** A random seed when absent. */
  readonly seed?: number | string;
  /** The best one-player score so far; default 0. */
  readonly highScore?: number;
  /** How the computer players play; default `classic`. */
  readonly computerLevel?: ComputerLevel;
  /** `custom` mode only, and required there: the one to six players in order. */
  readonly players?: readonly PlayerConfig[];
  /** A preset name ('traditional', the default, or 'popular') or a rules object with every setting. */
  readonly rules?: RulesInput;
}

/** Turn totals from this amount can be banked (002 §4.5.0), under the traditional rules. */
export const BANK_THRESHOLD = 300;
/** The two-player target (002 §2.2), under the traditional rules. */
export const WINNING_TOTAL = 10_000;
/** Turns in a one-player game (002 §2.1), under the traditional rules. */
export const ONE_PLAYER_TURNS = 10;
/** Longest player name, in characters as a person sees them (grapheme clusters, see `nameLength`). */
export const MAX_NAME_LENGTH = 20;
/**
 * Longest player name in UTF-16 code units, whatever its length in characters: what an app must be ready to store.
 * Twenty characters of ten units each (👍🏽 is four, a family emoji eleven) fit; a character piled with hundreds of
 * combining marks does not.
 */
export const MAX_NAME_UNITS = 200;
