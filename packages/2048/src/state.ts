/**
 * The game state object. Internally a board is two flat row-major arrays (tile values and tile ids), which keeps
 * moves cheap; the views the API exposes (`board`, `tiles`, `lastMove`, `random`, `spawnScript`) are built only
 * when read, frozen, then kept in private fields: every read returns the same object, and nothing a caller can
 * reach through them changes the game. The state object itself is frozen.
 */
import type { RandomState, Seed } from '@pastime/random';
import { GameError } from './errors.ts';
import { slide } from './line.ts';
import type { DirectionCode } from './line.ts';
import { DIRECTIONS } from './types.ts';
import type {
  Direction,
  GameSettings,
  GameState,
  LastMove,
  MergedTile,
  Position,
  Spawn,
  Status,
  Tile,
} from './types.ts';

/** What every state of one game shares. */
export interface GameCore {
  readonly settings: GameSettings;
  readonly seed: Seed;
  /** The whole spawn script as given, or null for random spawns. */
  readonly script: readonly Spawn[] | null;
}

/** A persistent stack of states (undo or redo), newest on top. */
export interface StateStack {
  readonly top: State;
  readonly rest: StateStack | null;
  readonly depth: number;
}

/** Pushes `top` without its own stacks: a stacked position holds just what a save holds for it. */
export function push(top: State, rest: StateStack | null): StateStack {
  return { top: top.bare(), rest, depth: rest === null ? 1 : rest.depth + 1 };
}

/** The `startSpawns` of a state that has none, and the previous board of a record that has none. */
export const NO_CELLS: readonly number[] = Object.freeze([]);

/** What the move that made a position did, kept so that `lastMove` and `tiles` can describe it when asked. */
export interface MoveRecord {
  /** The direction of the move, or -1 when the position was not made by a move. */
  readonly direction: DirectionCode | -1;
  /** The board before the move: its values and tile ids. */
  readonly previousCells: readonly number[];
  readonly previousIds: readonly number[];
  readonly scoreGained: number;
  readonly merges: number;
  /** Cell of the tile the move spawned, or -1. */
  readonly spawnedAt: number;
}

/** The record of a position no move made (a new game, a loaded snapshot). */
export const NO_MOVE: MoveRecord = Object.freeze({
  direction: -1,
  previousCells: NO_CELLS,
  previousIds: NO_CELLS,
  scoreGained: 0,
  merges: 0,
  spawnedAt: -1,
});

/**
 * Everything a position is made of, by name. Every `new State` writes the parts as an object literal with the keys
 * in this order, so that they all share one shape and the constructor stays fast (a spread here cost moves 30%).
 */
export interface StateParts {
  readonly core: GameCore;
  /** Tile values, row-major; 0 is empty. Never mutated. */
  readonly cells: readonly number[];
  /** Tile ids, row-major; 0 where the cell is empty. Never mutated. */
  readonly ids: readonly number[];
  /** The next unused tile id. */
  readonly nextId: number;
  readonly tileCount: number;
  readonly score: number;
  readonly status: Status;
  readonly won: boolean;
  readonly moves: number;
  /** The generator's state. Never handed out: `random` is a frozen copy (freezing this one slows moves). */
  readonly rng: RandomState;
  /** How many spawn script entries have been used. */
  readonly scriptCursor: number;
  /** Earlier positions (undo), newest on top. Their own stacks are empty: see `bare`. */
  readonly past: StateStack | null;
  /** Undone positions (redo), next on top. */
  readonly future: StateStack | null;
  readonly move: MoveRecord;
  /** Cells of the tiles placed when the game started (only on the state `newGame` returns). */
  readonly startSpawns: readonly number[];
  /**
   * Whether `lastMove` and `tiles` describe the move: not after undo, keep going or load. A copy keeps the move's
   * record even when it does not describe it, so that a later redo can describe it again.
   */
  readonly describesMove: boolean;
}

export class State implements GameState {
  // Everything a save does not hold lives in private fields, which deep equality (and JSON, and spreading) does
  // not see: the tile ids, the record of the move that made this position, and the views built on demand. The
  // own enumerable fields are exactly what a save holds, so a loaded game deep-equals the game it was saved from.
  readonly core: GameCore;
  readonly cells: readonly number[];
  readonly score: number;
  readonly status: Status;
  readonly won: boolean;
  readonly moves: number;
  readonly rng: RandomState;
  readonly scriptCursor: number;
  readonly past: StateStack | null;
  readonly future: StateStack | null;
  readonly #ids: readonly number[];
  readonly #nextId: number;
  readonly #tileCount: number;
  readonly #move: MoveRecord;
  readonly #startSpawns: readonly number[];
  readonly #describesMove: boolean;
  #board: readonly (readonly number[])[] | null = null;
  #tiles: readonly Tile[] | null = null;
  #lastMove: LastMove | null | undefined = undefined;
  #random: RandomState | null = null;
  #spawnScript: readonly Spawn[] | null | undefined = undefined;

  constructor(parts: StateParts) {
    this.core = parts.core;
    this.cells = parts.cells;
    this.score = parts.score;
    this.status = parts.status;
    this.won = parts.won;
    this.moves = parts.moves;
    this.rng = parts.rng;
    this.scriptCursor = parts.scriptCursor;
    this.past = parts.past;
    this.future = parts.future;
    this.#ids = parts.ids;
    this.#nextId = parts.nextId;
    this.#tileCount = parts.tileCount;
    this.#move = parts.move;
    this.#startSpawns = parts.startSpawns;
    this.#describesMove = parts.describesMove;
    Object.freeze(this);
  }

  /** Tile ids, row-major; 0 where the cell is empty. Never mutated. */
  get ids(): readonly number[] {
    return this.#ids;
  }

  /** The next unused tile id. */
  get nextId(): number {
    return this.#nextId;
  }

  get tileCount(): number {
    return this.#tileCount;
  }

  get size(): number {
    return this.core.settings.size;
  }

  get winValue(): number {
    return this.core.settings.winValue;
  }

  get stopOnWin(): boolean {
    return this.core.settings.stopOnWin;
  }

  get config(): GameSettings {
    return this.core.settings;
  }

  get seed(): Seed {
    return this.core.seed;
  }

  get undoDepth(): number {
    return this.past === null ? 0 : this.past.depth;
  }

  get redoDepth(): number {
    return this.future === null ? 0 : this.future.depth;
  }

  get spawnScript(): readonly Spawn[] | null {
    if (this.#spawnScript === undefined) {
      const script = this.core.script;
      this.#spawnScript = script === null ? null : Object.freeze(script.slice(this.scriptCursor));
    }
    return this.#spawnScript;
  }

  get random(): RandomState {
    if (this.#random === null) {
      const [a, b, c, d] = this.rng;
      this.#random = Object.freeze([a, b, c, d] as const);
    }
    return this.#random;
  }

  get bestTile(): number {
    let best = 0;
    for (const v of this.cells) if (v > best) best = v;
    return best;
  }

  get board(): readonly (readonly number[])[] {
    if (this.#board === null) this.#board = toRows(this.cells, this.size);
    return this.#board;
  }

  get lastMove(): LastMove | null {
    if (this.#lastMove === undefined) {
      const move = this.#move;
      this.#lastMove =
        !this.#describesMove || move.direction === -1
          ? null
          : Object.freeze({
              direction: DIRECTIONS[move.direction] as Direction,
              scoreGained: move.scoreGained,
              merges: move.merges,
              spawn:
                move.spawnedAt === -1
                  ? null
                  : Object.freeze({
                      row: Math.floor(move.spawnedAt / this.size),
                      col: move.spawnedAt % this.size,
                      value: this.cells[move.spawnedAt] as number,
                    }),
            });
    }
    return this.#lastMove;
  }

  get tiles(): readonly Tile[] {
    if (this.#tiles === null) this.#tiles = this.describeTiles();
    return this.#tiles;
  }

  /** This position with other stacks; with `keepMove` it describes the move that made it again (redo). */
  withStacks(past: StateStack | null, future: StateStack | null, keepMove: boolean): State {
    return this.copy(this.status, past, future, keepMove);
  }

  /** This position with empty stacks (itself when they are empty), keeping the record of its move for redo. */
  bare(): State {
    if (this.past === null && this.future === null) return this;
    return this.copy(this.status, null, null, this.#describesMove);
  }

  /** This position with another status (keep going), and no move to describe. */
  withStatus(status: Status): State {
    return this.copy(status, this.past, this.future, false);
  }

  private copy(status: Status, past: StateStack | null, future: StateStack | null, keepMove: boolean): State {
    return new State({
      core: this.core,
      cells: this.cells,
      ids: this.#ids,
      nextId: this.#nextId,
      tileCount: this.#tileCount,
      score: this.score,
      status,
      won: this.won,
      moves: this.moves,
      rng: this.rng,
      scriptCursor: this.scriptCursor,
      past,
      future,
      move: this.#move,
      startSpawns: NO_CELLS,
      describesMove: keepMove,
    });
  }

  private describeTiles(): readonly Tile[] {
    const size = this.size;
    const cells = this.cells;
    const position = (i: number): Position => Object.freeze({ row: Math.floor(i / size), col: i % size });
    const move = this.#move;
    let trace: Int32Array | null = null;
    if (this.#describesMove && move.direction !== -1) {
      // Replay the move on the previous board, this time recording where every tile came from.
      trace = new Int32Array(2 * cells.length);
      const scratch = new Array<number>(cells.length).fill(0);
      slide(move.previousCells, move.previousIds, scratch, scratch.slice(), size, move.direction, 0, trace);
    }
    const tiles: Tile[] = [];
    for (let i = 0; i < cells.length; i++) {
      const value = cells[i] as number;
      if (value === 0) continue;
      const id = this.#ids[i] as number;
      const row = Math.floor(i / size);
      const col = i % size;
      const spawned = (trace !== null && i === move.spawnedAt) || this.#startSpawns.includes(i);
      let previousPosition: Position | null = null;
      let mergedFrom: readonly [MergedTile, MergedTile] | null = null;
      if (trace !== null && !spawned) {
        const a = trace[2 * i] as number;
        const b = trace[2 * i + 1] as number;
        if (b === -1) {
          previousPosition = position(a);
        } else {
          const source = (at: number): MergedTile =>
            Object.freeze({
              id: move.previousIds[at] as number,
              value: move.previousCells[at] as number,
              previousPosition: position(at),
            });
          mergedFrom = Object.freeze([source(a), source(b)] as const);
        }
      }
      tiles.push(Object.freeze({ id, value, row, col, previousPosition, mergedFrom, spawned }));
    }
    return Object.freeze(tiles);
  }
}

/** What a position no move made is built from: the rest (tile ids, stacks, move record) is derived or empty. */
export interface RestingParts {
  readonly core: GameCore;
  readonly cells: readonly number[];
  readonly score: number;
  readonly status: Status;
  readonly won: boolean;
  readonly moves: number;
  readonly rng: RandomState;
  readonly scriptCursor: number;
  readonly startSpawns: readonly number[];
}

/**
 * A position no move made (a new game, a loaded snapshot), with no history: its tiles get ids 1, 2, … in reading
 * order, and only the cells in `startSpawns` are described as spawned.
 */
export function restingState(parts: RestingParts): State {
  let tiles = 0;
  const ids = parts.cells.map((v) => (v === 0 ? 0 : ++tiles));
  return new State({
    core: parts.core,
    cells: parts.cells,
    ids,
    nextId: tiles + 1,
    tileCount: tiles,
    score: parts.score,
    status: parts.status,
    won: parts.won,
    moves: parts.moves,
    rng: parts.rng,
    scriptCursor: parts.scriptCursor,
    past: null,
    future: null,
    move: NO_MOVE,
    startSpawns: parts.startSpawns,
    describesMove: false,
  });
}

/** Rows of a flat board, frozen. */
export function toRows(cells: readonly number[], size: number): readonly (readonly number[])[] {
  const rows: (readonly number[])[] = [];
  for (let r = 0; r < size; r++) rows.push(Object.freeze(cells.slice(r * size, (r + 1) * size)));
  return Object.freeze(rows);
}

/** The engine's own state behind a `GameState`, or a typed error for anything else. */
export function asState(state: unknown): State {
  if (state instanceof State) return state;
  throw new GameError(
    'invalid-state',
    'expected a game state made by newGame, apply or deserialize (a copied or hand-built object is not one)',
    'state',
  );
}
