/** What `analyze` answers. */
import type { Direction } from '@pastime/2048';

/** A legal move and the search's value for it (higher is better; comparable only within one analysis). */
export interface MoveValue {
  readonly direction: Direction;
  readonly value: number;
}

export interface Analysis {
  /** The move to play: the first of `moves`, or null when no move is legal (`lost`, or `won` before keep going). */
  readonly best: Direction | null;
  /** Every legal direction with its value, best first (ties in the order up, down, left, right). */
  readonly moves: readonly MoveValue[];
  /** The depth the search completed, in moves of the player (0 when there was nothing to search). */
  readonly depth: number;
  /** Positions the search reached (boards after a move), over every depth it tried. */
  readonly nodes: number;
}
