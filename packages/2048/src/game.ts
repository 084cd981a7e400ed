/**
 * Starting a game and playing it: `newGame`, `apply`, `keepGoing`, and the questions asked about a position.
 */
import { createRandom } from '@pastime/random';
import type { Seed } from '@pastime/random';
import { resolveConfig } from './config.ts';
import { GameError } from './errors.ts';
import { canSlide, directionCode, hasEqualNeighbours, isStuck, slide } from './line.ts';
import { drawSpawn } from './spawn.ts';
import { asState, NO_CELLS, push, restingState, State } from './state.ts';
import type { GameCore } from './state.ts';
import { DIRECTIONS } from './types.ts';
import type { Direction, GameConfig, GameState, GameSummary, Position, Status } from './types.ts';

/**
 * The status of a new game. A win is announced (`won`) only by the move that reaches the win value; a starting
 * board that already holds such a tile has nothing to announce, so play simply goes on (`won-continue`).
 */
function startStatus(cells: readonly number[], size: number, won: boolean): Status {
  if (isStuck(cells, size)) return 'lost';
  return won ? 'won-continue' : 'playing';
}

/** True when some tile is at least `winValue`. */
export function reachesWin(cells: readonly number[], winValue: number): boolean {
  for (const v of cells) if (v >= winValue) return true;
  return false;
}

/**
 * A new game. With no `board`, `initialSpawns` tiles are spawned on an empty board (from the spawn script when
 * one is given); with a `board`, play starts from it as it is. Throws a `GameError` (`invalid-config`,
 * `invalid-spawn`, `script-exhausted`) naming the problem.
 */
export function newGame(config?: GameConfig): GameState {
  const resolved = resolveConfig(config);
  const { settings, seed, script } = resolved;
  const core: GameCore = Object.freeze({ settings, seed, script });
  const size = settings.size;
  let rng = createRandom(seed);
  let scriptCursor = 0;
  const startSpawns: number[] = [];
  let cells = resolved.board;
  if (cells === null) {
    cells = new Array<number>(size * size).fill(0);
    // Each start tile is drawn like any later spawn: its value (a 4 with probability 0.1), then its cell.
    for (let placed = 0; placed < settings.initialSpawns; placed++) {
      const spawn = drawSpawn(cells, size, placed, script, scriptCursor, rng);
      cells[spawn.at] = spawn.value;
      rng = spawn.random;
      scriptCursor = spawn.cursor;
      startSpawns.push(spawn.at);
    }
  }
  const won = reachesWin(cells, settings.winValue);
  return restingState({
    core,
    cells,
    score: resolved.score,
    status: startStatus(cells, size, won),
    won,
    moves: 0,
    rng,
    scriptCursor,
    startSpawns: Object.freeze(startSpawns),
  });
}

/**
 * A new game with the same configuration (size, win value, stop-on-win, initial spawns, history) as `state`,
 * seeded with `seed` (a random seed when absent).
 */
export function restartGame(state: GameState, seed?: Seed): GameState {
  const { size, winValue, stopOnWin, initialSpawns, history } = asState(state).config;
  return newGame({
    size,
    winValue,
    stopOnWin,
    initialSpawns,
    history,
    ...(seed === undefined ? {} : { seed }),
  });
}

/**
 * Plays one move. When it changes the board: the tiles slide and merge, the score grows by the merged tiles,
 * then (unless this move wins with `stopOnWin`) one tile spawns. When it does not (or the game is `won` or
 * `lost`), the same object is returned. Throws `invalid-direction`, `invalid-spawn` or `script-exhausted`;
 * the state passed in is never changed.
 */
export function apply(state: GameState, direction: Direction): GameState {
  const s = asState(state);
  const dir = directionCode(direction);
  if (dir === -1) {
    throw new GameError(
      'invalid-direction',
      `direction must be one of ${DIRECTIONS.join(', ')}, got ${typeof direction === 'string' ? JSON.stringify(direction) : typeof direction}`,
      'direction',
    );
  }
  if (s.status === 'won' || s.status === 'lost') return s;
  const settings = s.core.settings;
  const size = settings.size;
  const before = s.cells;
  if (!canSlide(before, size, dir)) return s;

  const cells = before.slice();
  const ids = s.ids.slice();
  const slid = slide(before, s.ids, cells, ids, size, dir, s.nextId, null);
  const wins = !s.won && slid.largestMerge >= settings.winValue;
  const won = s.won || wins;
  let nextId = slid.nextId;
  let tileCount = s.tileCount - slid.merges;
  let status: Status = 'won';
  let spawnedAt = -1;
  let rng = s.rng;
  let scriptCursor = s.scriptCursor;
  // A winning move with stopOnWin ends the game here: no spawn, until the player chooses to keep going.
  if (!(wins && settings.stopOnWin)) {
    const spawn = drawSpawn(cells, size, tileCount, s.core.script, scriptCursor, rng);
    spawnedAt = spawn.at;
    cells[spawnedAt] = spawn.value;
    ids[spawnedAt] = nextId++;
    tileCount++;
    rng = spawn.random;
    scriptCursor = spawn.cursor;
    const locked = tileCount === cells.length && !hasEqualNeighbours(cells, size);
    status = locked ? 'lost' : won ? 'won-continue' : 'playing';
  }
  return new State({
    core: s.core,
    cells,
    ids,
    nextId,
    tileCount,
    score: s.score + slid.gained,
    status,
    won,
    moves: s.moves + 1,
    rng,
    scriptCursor,
    past: settings.history ? push(s, s.past) : null,
    future: null,
    move: {
      direction: dir,
      previousCells: before,
      previousIds: s.ids,
      scoreGained: slid.gained,
      merges: slid.merges,
      spawnedAt,
    },
    startSpawns: NO_CELLS,
    describesMove: true,
  });
}

/**
 * After a win with `stopOnWin`: play goes on (`won` → `won-continue`), with no spawn. Any other state is returned
 * as it is. Undo/redo stacks are kept as they are; this is not a move.
 */
export function keepGoing(state: GameState): GameState {
  const s = asState(state);
  if (s.status !== 'won') return s;
  return s.withStatus(isStuck(s.cells, s.size) ? 'lost' : 'won-continue');
}

/** The directions that change the board, in the order up, down, left, right. Empty when `won` or `lost`. */
export function legalMoves(state: GameState): Direction[] {
  const s = asState(state);
  if (s.status === 'won' || s.status === 'lost') return [];
  const size = s.size;
  const legal: Direction[] = [];
  for (const d of DIRECTIONS) {
    const code = directionCode(d);
    if (code !== -1 && canSlide(s.cells, size, code)) legal.push(d);
  }
  return legal;
}

/** True when some move changes the board (`legalMoves` is not empty). */
export function canMove(state: GameState): boolean {
  const s = asState(state);
  if (s.status === 'won' || s.status === 'lost') return false;
  return !isStuck(s.cells, s.size);
}

/** The largest tile on the board (0 on an empty board). */
export function bestTile(state: GameState): number {
  return asState(state).bestTile;
}

/** The number of state-changing moves made so far. */
export function moveCount(state: GameState): number {
  return asState(state).moves;
}

/** True once the game has reached its win value (it stays true after keep going and after a loss). */
export function hasWon(state: GameState): boolean {
  return asState(state).won;
}

/** The game's record: board size, win value, score, best tile, moves and whether it has won. */
export function summarize(state: GameState): GameSummary {
  const s = asState(state);
  return {
    size: s.size,
    winValue: s.winValue,
    score: s.score,
    bestTile: s.bestTile,
    moves: s.moves,
    won: s.won,
  };
}

/** True when the game is over: `lost`, or `won` with `stopOnWin` and not (yet) kept going. */
export function isOver(state: GameState): boolean {
  const status = asState(state).status;
  return status === 'lost' || status === 'won';
}

/** The empty cells in reading order. */
export function emptyCells(state: GameState): Position[] {
  const s = asState(state);
  const out: Position[] = [];
  s.cells.forEach((v, i) => {
    if (v === 0) out.push({ row: Math.floor(i / s.size), col: i % s.size });
  });
  return out;
}

/** True when `value` is one of up, down, left, right (handy for parsing input). */
export function isDirection(value: unknown): value is Direction {
  return directionCode(value) !== -1;
}
