/**
 * Save format 2 of a 2048 game in progress: the game is its configuration, its seed (or a starting position), the
 * log of its actions and an undo/redo cursor, so a save grows by one character a move. Loading replays the log
 * through the engine and compares the result with the save's check value (score, moves and a hash of the board):
 * a save that does not replay to what it claims is refused, naming the wrong field, never loaded half-right.
 *
 * The log holds `u d l r` for the moves and `k` for keep going, which belongs to the move before it (the engine's
 * undo takes back a winning move and its keep going together). `cursor` counts the moves in effect: the position
 * shown is the log replayed up to the `cursor`-th move (and its keep going); the moves after it are the redo steps.
 */
import {
  apply,
  canRedo,
  DEFAULT_INITIAL_SPAWNS,
  deserialize,
  isGameError,
  keepGoing,
  MAX_SIZE,
  MIN_SIZE,
  MIN_WIN_VALUE,
  newGame,
  redo,
  serialize,
  undo,
  type Direction,
  type GameState,
  type Seed,
} from '@pastime/2048';
import { fnv1a } from '../manager/hash.ts';
import { fieldPath, messageOf, StoredValueError } from '../schema/error.ts';
import { anyObject, integer } from '../schema/schema.ts';
import type { JsonObject } from '../storage/document.ts';

/** The version of the stored entry that holds a save of this format. */
export const SAVE_FORMAT_2048 = 2;

/** What a save claims the position at its cursor is; loading checks the replay against it. */
export interface Check2048 {
  readonly score: number;
  readonly moves: number;
  /** FNV-1a (32 bits, 8 hex digits) of the board's cells, row by row, joined by commas. */
  readonly board: string;
}

/** A 2048 game in progress, as stored (the `game` field of a stored entry). */
export interface Save2048 {
  readonly size: number;
  readonly winValue: number;
  /** The seed of a game started by the app; absent when it starts from `start`. */
  readonly seed?: Seed;
  /**
   * The starting position, as the engine's own save text of that one position (no undo or redo steps): games
   * upgraded from format 1 whose oldest undo steps had been cut, or started from a given board.
   */
  readonly start?: string;
  /** One character per action: `u d l r` moves, `k` keep going. */
  readonly log: string;
  /** How many of the log's moves are in effect; the moves after them are the redo steps. */
  readonly cursor: number;
  readonly check: Check2048;
}

/** A game in progress: the engine's state (undo and redo steps included) and the save that rebuilds it. */
export interface Game2048 {
  readonly state: GameState;
  readonly save: Save2048;
}

/** What a player can do to a game in progress. */
export type Action2048 = Direction | 'keep-going' | 'undo' | 'redo';

const LETTERS: Readonly<Record<Direction, string>> = { up: 'u', down: 'd', left: 'l', right: 'r' };
const DIRECTIONS_BY_LETTER: Readonly<Record<string, Direction>> = {
  u: 'up',
  d: 'down',
  l: 'left',
  r: 'right',
};
const KEEP_GOING = 'k';

/** FNV-1a, 32 bits, of the board's cells (row by row, joined by commas), as 8 hex digits. */
export function boardHash(state: GameState): string {
  return fnv1a(state.board.map((row) => row.join(',')).join(','));
}

function checkOf(state: GameState): Check2048 {
  return { score: state.score, moves: state.moves, board: boardHash(state) };
}

/** Whether the game is configured as the apps start theirs, so that its seed alone rebuilds its start. */
function seedable(state: GameState): boolean {
  const { stopOnWin, initialSpawns, history } = state.config;
  return stopOnWin && history && initialSpawns === DEFAULT_INITIAL_SPAWNS && state.spawnScript === null;
}

/** A new game (a random seed when `seed` is absent) and its save. */
export function newGame2048(options: { size: number; winValue: number; seed?: Seed }): Game2048 {
  const { size, winValue, seed } = options;
  const state = newGame(seed === undefined ? { size, winValue } : { size, winValue, seed });
  return { state, save: { size, winValue, seed: state.seed, log: '', cursor: 0, check: checkOf(state) } };
}

/** The index in `log` just after its `cursor`-th move and the keep going that belongs to it. */
function logEnd(log: string, cursor: number): number {
  let moves = 0;
  let at = 0;
  while (at < log.length && moves < cursor) {
    if (log[at] !== KEEP_GOING) moves++;
    at++;
  }
  while (log[at] === KEEP_GOING) at++;
  return at;
}

/** The part of the log in effect: all of it unless moves wait to be redone. */
function inEffect(game: Game2048): string {
  const { log, cursor } = game.save;
  return game.state.redoDepth === 0 ? log : log.slice(0, logEnd(log, cursor));
}

/**
 * Plays `action`; undefined when it changes nothing (a move no tile can make, a game that takes no moves, keep
 * going before a win, nothing to undo or redo). A move or keep going drops the redo steps, as the engine does.
 */
export function play2048(game: Game2048, action: Action2048): Game2048 | undefined {
  const { state, save } = game;
  let next: GameState;
  let log = save.log;
  let cursor = save.cursor;
  if (action === 'undo' || action === 'redo') {
    next = action === 'undo' ? undo(state) : redo(state);
    cursor += action === 'undo' ? -1 : 1;
  } else if (action === 'keep-going') {
    next = keepGoing(state);
    log = inEffect(game) + KEEP_GOING;
  } else {
    next = apply(state, action);
    log = inEffect(game) + LETTERS[action];
    cursor++;
  }
  if (next === state) return undefined;
  return { state: next, save: { ...save, log, cursor, check: checkOf(next) } };
}

/** The save of `state` as the stored entry holds it, every field in a fixed order. */
export function encodeSave2048(save: Save2048): JsonObject {
  const { size, winValue, seed, start, log, cursor, check } = save;
  const origin = start === undefined ? { seed } : { start };
  return { size, winValue, ...origin, log, cursor, check: { ...check } };
}

function refused(path: string, reason: string, value: unknown): StoredValueError {
  return new StoredValueError(path, { kind: 'refused', reason }, value);
}

function described(path: string, description: string, value: unknown): StoredValueError {
  return new StoredValueError(path, { kind: 'described', description }, value);
}

/** The starting position of a save: its seeded start, or its `start` text (one position, no steps). */
function startOf(root: JsonObject, size: number, winValue: number, path: string): GameState {
  const hasSeed = 'seed' in root;
  const hasStart = 'start' in root;
  if (hasSeed === hasStart) {
    throw described(path, 'an object with either a seed or a start position', root);
  }
  if (hasSeed) {
    const seed = root['seed'];
    const seedPath = fieldPath(path, 'seed');
    if (!(typeof seed === 'string' || (typeof seed === 'number' && Number.isFinite(seed)))) {
      throw described(seedPath, 'a finite number or a string', seed);
    }
    return newGame({ size, winValue, seed });
  }
  const startPath = fieldPath(path, 'start');
  const text = root['start'];
  if (typeof text !== 'string') throw described(startPath, "the engine's save text of one position", text);
  let state: GameState;
  try {
    state = deserialize(text);
  } catch (error) {
    throw refused(startPath, messageOf(error), text);
  }
  if (state.undoDepth > 0 || state.redoDepth > 0) {
    throw refused(startPath, 'a start position has no undo or redo steps', text);
  }
  if (!state.config.history) throw refused(startPath, 'a start position keeps undo steps (history)', text);
  if (state.size !== size)
    throw refused(fieldPath(path, 'size'), `the start position is ${state.size}×${state.size}`, size);
  if (state.winValue !== winValue) {
    throw refused(fieldPath(path, 'winValue'), `the start position plays to ${state.winValue}`, winValue);
  }
  return state;
}

/**
 * Rebuilds a stored game: replays its log from its start, checks every action is legal and that the position at
 * the cursor is the one the check describes, and steps back to the cursor. Throws a `StoredValueError` naming the
 * wrong field (`game.log[17]`, `game.check.score`, …) at `path`.
 */
export function decodeSave2048(value: unknown, path: string): Game2048 {
  const root = anyObject(value, path);
  const size = integer(MIN_SIZE, MAX_SIZE)(root['size'], fieldPath(path, 'size'));
  const winValue = integer(MIN_WIN_VALUE)(root['winValue'], fieldPath(path, 'winValue'));
  const logPath = fieldPath(path, 'log');
  const log = root['log'];
  if (typeof log !== 'string') throw described(logPath, 'text of u, d, l, r and k', log);
  const cursorPath = fieldPath(path, 'cursor');
  const cursor = integer()(root['cursor'], cursorPath);
  const checkPath = fieldPath(path, 'check');
  const checkRoot = anyObject(root['check'], checkPath);
  const check: Check2048 = {
    score: integer()(checkRoot['score'], fieldPath(checkPath, 'score')),
    moves: integer()(checkRoot['moves'], fieldPath(checkPath, 'moves')),
    board: hashText(checkRoot['board'], fieldPath(checkPath, 'board')),
  };
  let state = startOf(root, size, winValue, path);
  const origin: Pick<Save2048, 'seed'> | Pick<Save2048, 'start'> =
    'seed' in root ? { seed: state.seed } : { start: root['start'] as string };

  let moves = 0;
  for (let at = 0; at < log.length; at++) {
    const letter = log[at] as string;
    const direction = DIRECTIONS_BY_LETTER[letter];
    let next: GameState;
    if (direction !== undefined) {
      try {
        next = apply(state, direction);
      } catch (error) {
        throw refused(`${logPath}[${at}]`, messageOf(error), letter);
      }
      moves++;
    } else if (letter === KEEP_GOING) {
      next = keepGoing(state);
    } else {
      throw described(`${logPath}[${at}]`, 'one of u, d, l, r, k', letter);
    }
    if (next === state) {
      const reason =
        direction === undefined
          ? 'keep going, yet the game has not just won'
          : `${direction}, yet ${state.status === 'won' || state.status === 'lost' ? `the game is ${state.status}` : 'no tile moves that way'}`;
      throw refused(`${logPath}[${at}]`, reason, letter);
    }
    state = next;
  }
  if (cursor > moves) {
    throw new StoredValueError(cursorPath, { kind: 'integer', min: 0, max: moves }, cursor);
  }
  for (let steps = moves - cursor; steps > 0; steps--) state = undo(state);
  const claimed = checkOf(state);
  for (const key of ['score', 'moves', 'board'] as const) {
    if (claimed[key] !== check[key]) {
      throw refused(
        fieldPath(checkPath, key),
        `the log replays to ${key} ${String(claimed[key])}, not ${String(check[key])}`,
        check[key],
      );
    }
  }
  return { state, save: { size, winValue, ...origin, log, cursor, check } };
}

function hashText(value: unknown, path: string): string {
  if (typeof value !== 'string' || !/^[0-9a-f]{8}$/.test(value)) throw described(path, '8 hex digits', value);
  return value;
}

/** Whether two positions are the same in everything a save holds. */
function samePosition(a: GameState, b: GameState): boolean {
  return (
    a.score === b.score &&
    a.status === b.status &&
    a.moves === b.moves &&
    a.board.every((row, r) => row.every((cell, c) => cell === b.board[r]?.[c])) &&
    a.random.every((word, i) => word === b.random[i]) &&
    (a.spawnScript?.length ?? 0) === (b.spawnScript?.length ?? 0)
  );
}

/** The actions that lead from `from` to `to` (one move, and keep going when it won and play went on). */
function stepBetween(from: GameState, to: GameState): string | undefined {
  for (const direction of ['up', 'down', 'left', 'right'] as const) {
    let made: GameState;
    try {
      made = apply(from, direction);
    } catch (error) {
      // A spawn script that cannot serve this move (exhausted, or its cell taken): no step goes this way.
      if (isGameError(error)) continue;
      throw error;
    }
    if (made === from) continue;
    let letters = LETTERS[direction];
    if (made.status === 'won' && to.status !== 'won') {
      made = keepGoing(made);
      letters += KEEP_GOING;
    }
    if (samePosition(made, to)) return letters;
  }
  return undefined;
}

/**
 * The save of an engine state and its undo and redo steps: the oldest undo step becomes the start (its seed when
 * it is the seeded start of a game configured as the apps configure theirs, else the position itself), and each
 * step's action is found by trying them on the step before (one reproduces the next position exactly). Throws
 * when a step cannot be reproduced (the engine's own loading has checked that one can).
 */
export function fromState2048(state: GameState): Game2048 {
  let oldest = state;
  while (oldest.undoDepth > 0) oldest = undo(oldest);
  const cursor = state.undoDepth;
  let log = '';
  let at = oldest;
  while (canRedo(at)) {
    const next = redo(at);
    const letters = stepBetween(at, next);
    if (letters === undefined) throw new Error(`move ${next.moves} of the game cannot be reproduced`);
    log += letters;
    at = next;
  }
  const { size, winValue } = state;
  const seeded =
    oldest.moves === 0 &&
    seedable(oldest) &&
    samePosition(newGame({ size, winValue, seed: oldest.seed }), oldest);
  const origin = seeded ? { seed: oldest.seed } : { start: serialize(oldest, { maxUndo: 0 }) };
  // Rebuilt through the log, so that the state and its steps are exactly what loading the save gives.
  return decodeSave2048(
    encodeSave2048({ size, winValue, ...origin, log, cursor, check: checkOf(state) }),
    '',
  );
}

/** A game saved in format 1 (the engine's save text with a snapshot per step), as a game of this format. */
export function upgradeSave2048(text: string, path: string): Game2048 {
  let state: GameState;
  try {
    state = deserialize(text);
  } catch (error) {
    throw refused(path, messageOf(error), text);
  }
  try {
    return fromState2048(state);
  } catch (error) {
    throw refused(path, messageOf(error), text);
  }
}
