import type { Face } from './dice.ts';
import type { Goal } from './goals.ts';

/**
 * What an action did, in order, for screens to animate and announce. Each new state carries the events of the
 * action that produced it in `state.events` (a fresh game carries none; a loaded game, the saved ones).
 */
export type FarkleEvent =
  | RolledEvent
  | FarkledEvent
  | HotDiceEvent
  | BankedEvent
  | TurnPassedEvent
  | FinalRoundStartedEvent
  | GameOverEvent;

/** Dice were rolled. */
export interface RolledEvent {
  readonly type: 'rolled';
  readonly player: number;
  /** The faces of all six dice after the roll (locked dice keep theirs). */
  readonly faces: readonly Face[];
  /** Which dice were rolled (the others are locked). */
  readonly indices: readonly number[];
  /** The roll score of the rolled dice; 0 is a farkle. */
  readonly score: number;
  /** True when this is the fresh roll of all six dice after hot dice. */
  readonly bonus: boolean;
  /**
   * The Classic computer's goal, drawn after this roll; absent for a human or Expert player. (In a last-chance
   * turn it plays for `state.computerGoal`, which may be more.)
   */
  readonly goal?: Goal;
}

/** The roll scored nothing: the turn is over and its points are lost. */
export interface FarkledEvent {
  readonly type: 'farkled';
  readonly player: number;
  readonly pointsLost: number;
  /**
   * Only under a three-farkle penalty, on the third farkle in a row: the points taken from the player's total
   * (the penalty, or what they had when that was less).
   */
  readonly penalty?: number;
}

/** The selection sets aside all six dice and all of them score: the next roll is with six fresh dice. */
export interface HotDiceEvent {
  readonly type: 'hot-dice';
  readonly player: number;
  /** The turn total, counting this selection, that the bonus roll carries on. */
  readonly turnTotal: number;
}

/** The turn total was added to the player's game total. */
export interface BankedEvent {
  readonly type: 'banked';
  readonly player: number;
  readonly points: number;
  readonly total: number;
}

/** A turn ended and the next one begins: `to` plays turn number `turn` (their own count, from 1). */
export interface TurnPassedEvent {
  readonly type: 'turn-passed';
  readonly from: number;
  readonly to: number;
  readonly turn: number;
}

/** `marked` reached the target with `total`; the others, from `challenger` on, have one last turn each. */
export interface FinalRoundStartedEvent {
  readonly type: 'final-round-started';
  readonly marked: number;
  readonly total: number;
  readonly challenger: number;
}

/** The game ended. */
export interface GameOverEvent {
  readonly type: 'game-over';
  /** Every player's final total, by player index. */
  readonly scores: readonly number[];
  /** Index of the winner in games of two or more; `null` in one-player games. */
  readonly winner: number | null;
  /** The one player's final score; `null` in games of two or more. */
  readonly finalScore: number | null;
  /** One-player mode: the final score beats the high score the game was started with. */
  readonly newHighScore: boolean;
}

/**
 * Every field of each event (for saves), in the order it is saved: a player index, points (a whole number ≥ 0), a turn number,
 * a flag, the six faces, the rolled dice, every player's score, a goal (may be absent), or one of those or null.
 */
export type EventField =
  | 'player'
  | 'points'
  | 'turn'
  | 'flag'
  | 'faces'
  | 'indices'
  | 'scores'
  | 'goal?'
  | 'points?'
  | 'player|null'
  | 'points|null';

export const EVENT_FIELDS: {
  readonly [E in FarkleEvent as E['type']]: { readonly [K in Exclude<keyof E, 'type'>]-?: EventField };
} = {
  rolled: {
    player: 'player',
    faces: 'faces',
    indices: 'indices',
    score: 'points',
    bonus: 'flag',
    goal: 'goal?',
  },
  farkled: { player: 'player', pointsLost: 'points', penalty: 'points?' },
  'hot-dice': { player: 'player', turnTotal: 'points' },
  banked: { player: 'player', points: 'points', total: 'points' },
  'turn-passed': { from: 'player', to: 'player', turn: 'turn' },
  'final-round-started': { marked: 'player', total: 'points', challenger: 'player' },
  'game-over': { scores: 'scores', winner: 'player|null', finalScore: 'points|null', newHighScore: 'flag' },
};
