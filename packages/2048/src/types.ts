import type { RandomState, Seed } from '@pastime/random';

export type { RandomState, Seed };

/** The four ways to push the tiles. */
export type Direction = 'up' | 'down' | 'left' | 'right';

/** Every direction, in a fixed order (the order `legalMoves` reports them in). */
export const DIRECTIONS: readonly Direction[] = Object.freeze(['up', 'down', 'left', 'right'] as const);

/**
 * Where a game stands.
 * - `playing`: moves are possible and the win value has not been reached.
 * - `won`: a move reached the win value with `stopOnWin`; moves are no-ops until `keepGoing`.
 * - `won-continue`: the win value was reached and play goes on (also a starting board that already holds it).
 * - `lost`: no move changes the board (the `won` flag says whether the game had won before).
 */
export type Status = 'playing' | 'won' | 'won-continue' | 'lost';

/** One tile to place: a cell and a value (2 or 4). */
export interface Spawn {
  readonly row: number;
  readonly col: number;
  readonly value: number;
}

/** A cell of the board: rows top to bottom, columns left to right, both from 0. */
export interface Position {
  readonly row: number;
  readonly col: number;
}

/** How to start a game. Every field is optional; see the README for the bounds of each. */
export interface GameConfig {
  /** Board side, 2 to 16. Default 4 (or the side of `board` when that is given). */
  readonly size?: number;
  /** The tile that wins: a power of two ≥ 8. Default 2048. */
  readonly winValue?: number;
  /** Stop at the win (status `won`, no spawn, moves are no-ops until `keepGoing`). Default true. */
  readonly stopOnWin?: boolean;
  /** Tiles placed on the empty board at the start, 1 to size². Default 2. Not used with `board`. */
  readonly initialSpawns?: number;
  /** Seed of the random generator. A random seed when absent. */
  readonly seed?: Seed;
  /** When given, every spawn (initial ones included) comes from this list, in order, strictly. */
  readonly spawnScript?: readonly Spawn[];
  /**
   * Start from this board (0 = empty); no initial spawns are placed. A tile ≥ `winValue` on it makes the game
   * `won-continue` from the start: only a move announces a win.
   */
  readonly board?: readonly (readonly number[])[];
  /** Starting score when `board` is given. Default 0. */
  readonly score?: number;
  /** Keep undo/redo stacks. Default true. */
  readonly history?: boolean;
}

/** What a record of a game keeps (000 §3.1: when a game ends its score is saved): the apps list and store it. */
export interface GameSummary {
  readonly size: number;
  readonly winValue: number;
  readonly score: number;
  readonly bestTile: number;
  readonly moves: number;
  /** The game reached its win value at some point (it stays true after keep going and after a loss). */
  readonly won: boolean;
}

/** The configuration a game runs with, every field resolved. */
export interface GameSettings {
  readonly size: number;
  readonly winValue: number;
  readonly stopOnWin: boolean;
  readonly initialSpawns: number;
  readonly history: boolean;
}

/** One of the two tiles that merged into a new one during the last move. */
export interface MergedTile {
  readonly id: number;
  readonly value: number;
  /** Where this tile stood before the move. It ends the move at the merged tile's cell. */
  readonly previousPosition: Position;
}

/** A tile on the board, with what the last move did to it (for animations). */
export interface Tile {
  /** Stable identity: a tile keeps its id while it slides; merged and spawned tiles get new ids. */
  readonly id: number;
  readonly value: number;
  readonly row: number;
  readonly col: number;
  /** Where the tile stood before the last move (its own cell if it did not move); null if it is new. */
  readonly previousPosition: Position | null;
  /** The two tiles that merged into this one during the last move; null otherwise. */
  readonly mergedFrom: readonly [MergedTile, MergedTile] | null;
  /** True when the tile was spawned by the last move (or placed at the start of the game). */
  readonly spawned: boolean;
}

/** What the last move did. */
export interface LastMove {
  readonly direction: Direction;
  /** Points the move scored: the sum of the tiles its merges created. */
  readonly scoreGained: number;
  /** How many merges the move made. */
  readonly merges: number;
  /** The tile spawned after the move, or null (a move that wins with `stopOnWin` spawns nothing). */
  readonly spawn: Spawn | null;
}

/**
 * An immutable game. Create one with `newGame` or `deserialize`, advance it with `apply`, `keepGoing`, `undo`
 * and `redo`; each returns a new state (or the same object when nothing changes).
 */
export interface GameState {
  readonly size: number;
  readonly winValue: number;
  readonly stopOnWin: boolean;
  /** The resolved configuration (what `restartGame` reuses). */
  readonly config: GameSettings;
  /** The seed the game was started with. */
  readonly seed: Seed;
  /** Rows top to bottom, each a row of cells left to right; 0 is an empty cell. */
  readonly board: readonly (readonly number[])[];
  readonly score: number;
  readonly status: Status;
  /** True once a tile ≥ `winValue` exists; stays true through `won-continue` and a later `lost`. */
  readonly won: boolean;
  /** State-changing moves made so far. */
  readonly moves: number;
  /** The largest tile on the board (0 on an empty board). */
  readonly bestTile: number;
  /** The tiles on the board in reading order, each with what the last move did to it. */
  readonly tiles: readonly Tile[];
  /** What produced this state, or null when it was not a move (start, undo, keep going, load). */
  readonly lastMove: LastMove | null;
  /** How many moves `undo` can take back. */
  readonly undoDepth: number;
  /** How many undone moves `redo` can replay. */
  readonly redoDepth: number;
  /** The spawns still to come from the spawn script, or null when spawns are random. */
  readonly spawnScript: readonly Spawn[] | null;
  /** The random generator's state: the whole future of the random spawns. */
  readonly random: RandomState;
}
