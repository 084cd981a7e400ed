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

/** The `previousCells`, `previousIds` and `startSpawns` of a state that has none. */
export const NO_CELLS: readonly number[] = Object.freeze([]);

export class State implements GameState {
  // Everything a save does not hold lives in private fields, which deep equality (and JSON, and spreading) does
  // not see: the tile ids, the record of the move that made this position, and the views built on demand. The
  // own enumerable fields are exactly what a save holds, so a loaded game deep-equals the game it was saved from.
  readonly #ids: readonly number[];
  readonly #nextId: number;
  readonly #tileCount: number;
  readonly #direction: DirectionCode | -1;
  readonly #previousCells: readonly number[];
  readonly #previousIds: readonly number[];
  readonly #scoreGained: number;
  readonly #merges: number;
  readonly #spawnedAt: number;
  readonly #startSpawns: readonly number[];
  readonly #describesMove: boolean;
  #board: readonly (readonly number[])[] | null = null;
  #tiles: readonly Tile[] | null = null;
  #lastMove: LastMove | null | undefined = undefined;
  #random: RandomState | null = null;
  #spawnScript: readonly Spawn[] | null | undefined = undefined;

  constructor(
    readonly core: GameCore,
    /** Tile values, row-major; 0 is empty. Never mutated. */
    readonly cells: readonly number[],
    /** Tile ids, row-major; 0 where the cell is empty. Never mutated. */
    ids: readonly number[],
    /** The next unused tile id. */
    nextId: number,
    tileCount: number,
    readonly score: number,
    readonly status: Status,
    readonly won: boolean,
    readonly moves: number,
    /** The generator's state. Never handed out: `random` is a frozen copy (freezing this one slows moves). */
    readonly rng: RandomState,
    /** How many spawn script entries have been used. */
    readonly scriptCursor: number,
    /** Earlier positions (undo), newest on top. Their own stacks are empty: see `bare`. */
    readonly past: StateStack | null,
    /** Undone positions (redo), next on top. */
    readonly future: StateStack | null,
    /** The direction of the move that made this state, or -1 when it was not made by a move. */
    direction: DirectionCode | -1,
    /** The board before that move (its values and ids), to describe the move when asked. */
    previousCells: readonly number[],
    previousIds: readonly number[],
    scoreGained: number,
    merges: number,
    /** Cell of the tile spawned by that move, or -1. */
    spawnedAt: number,
    /** Cells of the tiles placed when the game started (only on the state `init` returns). */
    startSpawns: readonly number[],
    /**
     * Whether `lastMove` and `tiles` describe that move: not after undo, keep going or load. A copy keeps the
     * move's record even when it does not describe it, so that a later redo can describe it again.
     */
    describesMove: boolean,
  ) {
    this.#ids = ids;
    this.#nextId = nextId;
    this.#tileCount = tileCount;
    this.#direction = direction;
    this.#previousCells = previousCells;
    this.#previousIds = previousIds;
    this.#scoreGained = scoreGained;
    this.#merges = merges;
    this.#spawnedAt = spawnedAt;
    this.#startSpawns = startSpawns;
    this.#describesMove = describesMove;
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
      this.#lastMove =
        !this.#describesMove || this.#direction === -1
          ? null
          : Object.freeze({
              direction: DIRECTIONS[this.#direction] as Direction,
              scoreGained: this.#scoreGained,
              merges: this.#merges,
              spawn:
                this.#spawnedAt === -1
                  ? null
                  : Object.freeze({
                      row: Math.floor(this.#spawnedAt / this.size),
                      col: this.#spawnedAt % this.size,
                      value: this.cells[this.#spawnedAt] as number,
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
    return new State(
      this.core,
      this.cells,
      this.#ids,
      this.#nextId,
      this.#tileCount,
      this.score,
      status,
      this.won,
      this.moves,
      this.rng,
      this.scriptCursor,
      past,
      future,
      this.#direction,
      this.#previousCells,
      this.#previousIds,
      this.#scoreGained,
      this.#merges,
      this.#spawnedAt,
      NO_CELLS,
      keepMove,
    );
  }

  private describeTiles(): readonly Tile[] {
    const size = this.size;
    const cells = this.cells;
    const position = (i: number): Position => Object.freeze({ row: Math.floor(i / size), col: i % size });
    let trace: Int32Array | null = null;
    if (this.#describesMove && this.#direction !== -1) {
      // Replay the move on the previous board, this time recording where every tile came from.
      trace = new Int32Array(2 * cells.length);
      const scratch = new Array<number>(cells.length).fill(0);
      slide(
        this.#previousCells,
        this.#previousIds,
        scratch,
        scratch.slice(),
        size,
        this.#direction,
        0,
        trace,
      );
    }
    const tiles: Tile[] = [];
    for (let i = 0; i < cells.length; i++) {
      const value = cells[i] as number;
      if (value === 0) continue;
      const id = this.#ids[i] as number;
      const row = Math.floor(i / size);
      const col = i % size;
      const spawned = (trace !== null && i === this.#spawnedAt) || this.#startSpawns.includes(i);
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
              id: this.#previousIds[at] as number,
              value: this.#previousCells[at] as number,
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

/**
 * A position no move made (a new game, a loaded snapshot), with no history: its tiles get ids 1, 2, … in reading
 * order, and only the cells in `startSpawns` are described as spawned.
 */
export function restingState(
  core: GameCore,
  cells: readonly number[],
  score: number,
  status: Status,
  won: boolean,
  moves: number,
  rng: RandomState,
  scriptCursor: number,
  startSpawns: readonly number[],
): State {
  let tiles = 0;
  const ids = cells.map((v) => (v === 0 ? 0 : ++tiles));
  return new State(
    core,
    cells,
    ids,
    tiles + 1,
    tiles,
    score,
    status,
    won,
    moves,
    rng,
    scriptCursor,
    null,
    null,
    -1,
    NO_CELLS,
    NO_CELLS,
    0,
    0,
    -1,
    startSpawns,
    false,
  );
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
    'expected a game state made by init, move or deserialize (a copied or hand-built object is not one)',
    'state',
  );
}
