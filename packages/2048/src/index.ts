/**
 * The 2048 engine: pure functions over immutable game states, for square boards from 2×2 to 16×16, with undo and
 * redo, versioned saves and what each move did to every tile (for animations).
 *
 * @packageDocumentation
 */
export type {
  Direction,
  GameConfig,
  GameSettings,
  GameState,
  GameSummary,
  LastMove,
  MergedTile,
  Position,
  RandomState,
  Seed,
  Spawn,
  Status,
  Tile,
} from './types.ts';
export { DIRECTIONS } from './types.ts';
export type { GameErrorCode } from './errors.ts';
export { GameError, isGameError } from './errors.ts';
export {
  DEFAULT_INITIAL_SPAWNS,
  DEFAULT_SIZE,
  DEFAULT_WIN_VALUE,
  MAX_SIZE,
  MIN_SIZE,
  MIN_WIN_VALUE,
} from './config.ts';
export {
  apply,
  bestTile,
  canMove,
  emptyCells,
  hasWon,
  isDirection,
  isOver,
  keepGoing,
  legalMoves,
  moveCount,
  newGame,
  restartGame,
  summarize,
} from './game.ts';
export { init, move, restart } from './deprecated.ts';
export { canRedo, canUndo, redo, undo } from './history.ts';
export type { SerializeOptions } from './serialize.ts';
export { deserialize, SAVE_VERSION, serialize } from './serialize.ts';
