/**
 * Saving and loading. A save is stable JSON (fixed key order, no whitespace) holding the configuration, the
 * seed, the whole spawn script, and a snapshot of the current position and of every position on the undo and
 * redo stacks. Each snapshot holds the random generator's state and the spawn script cursor, so a loaded game
 * continues exactly as the saved one would have. Loading checks everything and names the first bad field.
 */
import { isRandomState } from '@pastime/random';
import {
  checkBoard,
  checkBoolean,
  checkInitialSpawns,
  checkScore,
  checkSeed,
  checkSize,
  checkSpawnScript,
  checkWinValue,
  isPlainObject,
  show,
} from './config.ts';
import { GameError, isGameError } from './errors.ts';
import { apply, keepGoing, reachesWin } from './game.ts';
import { isStuck } from './line.ts';
import { asState, NO_CELLS, push, restingState, toRows } from './state.ts';
import type { State } from './state.ts';
import type { GameCore, StateStack } from './state.ts';
import { DIRECTIONS } from './types.ts';
import type { GameSettings, GameState, Spawn, Status } from './types.ts';

/** The save format's version. */
export const SAVE_VERSION = 1;
/** The `game` field every save carries. */
const SAVE_GAME = '2048';
/** Largest tile a save may hold: play from a large starting board can pass 2^53; 2^1023 is the last power of two a number holds. */
const MAX_SAVED_TILE = 2 ** 1023;

const STATUSES: readonly Status[] = ['playing', 'won', 'won-continue', 'lost'];

function isStatus(value: unknown): value is Status {
  return (STATUSES as readonly unknown[]).includes(value);
}

interface SavedSnapshot {
  board: (readonly number[])[];
  score: number;
  status: Status;
  moves: number;
  random: number[];
  scriptCursor: number;
}

function snapshot(s: State): SavedSnapshot {
  return {
    board: toRows(s.cells, s.size) as (readonly number[])[],
    score: s.score,
    status: s.status,
    moves: s.moves,
    random: [...s.rng],
    scriptCursor: s.scriptCursor,
  };
}

function stackToList(stack: StateStack | null, limit: number): SavedSnapshot[] {
  const out: SavedSnapshot[] = [];
  for (let node = stack; node !== null && out.length < limit; node = node.rest) out.push(snapshot(node.top));
  return out.reverse();
}

/** How much history a save keeps. */
export interface SerializeOptions {
  /** Keep only the newest this many undo steps (and redo steps); default: all of them. */
  readonly maxUndo?: number;
}

/**
 * The game as stable JSON text (see the README for the format). With `maxUndo`, the oldest undo (and the
 * farthest redo) steps beyond that many are left out; the rest still loads and plays exactly.
 */
export function serialize(state: GameState, options: SerializeOptions = {}): string {
  const s = asState(state);
  const limit = options.maxUndo ?? Number.POSITIVE_INFINITY;
  if (limit !== Number.POSITIVE_INFINITY && (!Number.isSafeInteger(limit) || limit < 0)) {
    throw new GameError(
      'invalid-config',
      `maxUndo must be a non-negative integer, got ${show(limit)}`,
      'maxUndo',
    );
  }
  const { size, winValue, stopOnWin, initialSpawns, history } = s.config;
  return JSON.stringify({
    game: SAVE_GAME,
    version: SAVE_VERSION,
    config: { size, winValue, stopOnWin, initialSpawns, history },
    seed: s.seed,
    spawnScript:
      s.core.script === null ? null : s.core.script.map(({ row, col, value }) => ({ row, col, value })),
    current: snapshot(s),
    undo: stackToList(s.past, limit),
    redo: stackToList(s.future, limit),
  });
}

function fail(message: string, field: string): never {
  throw new GameError('invalid-save', message, field);
}

function field(obj: Record<string, unknown>, name: string, path: string): unknown {
  if (!(name in obj)) fail(`${path}${name} is missing`, `${path}${name}`);
  return obj[name];
}

function readSnapshot(value: unknown, core: GameCore, path: string): State {
  if (!isPlainObject(value)) fail(`${path} must be an object, got ${show(value)}`, path);
  const settings = core.settings;
  const size = settings.size;
  const at = `${path}.`;
  const cells = checkBoard(field(value, 'board', at), size, MAX_SAVED_TILE, 'invalid-save', `${at}board`);
  const score = checkScore(field(value, 'score', at), false, 'invalid-save', `${at}score`);
  const status = field(value, 'status', at);
  if (!isStatus(status)) {
    fail(`${at}status must be one of ${STATUSES.join(', ')}, got ${show(status)}`, `${at}status`);
  }
  const moves = field(value, 'moves', at);
  if (typeof moves !== 'number' || !Number.isSafeInteger(moves) || moves < 0) {
    fail(`${at}moves must be a non-negative integer, got ${show(moves)}`, `${at}moves`);
  }
  const random = field(value, 'random', at);
  if (!isRandomState(random)) {
    fail(
      `${at}random must be an array of four integers from 0 to 2^32 − 1, got ${show(random)}`,
      `${at}random`,
    );
  }
  const cursor = field(value, 'scriptCursor', at);
  const scriptLength = core.script === null ? 0 : core.script.length;
  if (typeof cursor !== 'number' || !Number.isInteger(cursor) || cursor < 0 || cursor > scriptLength) {
    fail(
      `${at}scriptCursor must be an integer from 0 to ${scriptLength} (the spawn script's length), got ${show(cursor)}`,
      `${at}scriptCursor`,
    );
  }
  const won = reachesWin(cells, settings.winValue);
  const stuck = isStuck(cells, size);
  const problem = statusProblem(status, won, stuck, settings);
  if (problem !== null) fail(`${at}status ${show(status)} does not fit the board: ${problem}`, `${at}status`);
  return restingState({
    core,
    cells,
    score,
    status,
    won,
    moves,
    rng: random,
    scriptCursor: cursor,
    startSpawns: NO_CELLS,
  });
}

/** Why a status cannot go with a board, or null when it can. */
function statusProblem(status: Status, won: boolean, stuck: boolean, settings: GameSettings): string | null {
  switch (status) {
    case 'playing':
      if (won) return `a tile reaches the win value ${settings.winValue}`;
      if (stuck) return 'no move is possible (that is lost)';
      return null;
    case 'won':
      if (!won) return `no tile reaches the win value ${settings.winValue}`;
      if (!settings.stopOnWin)
        return 'won is only used with stopOnWin (otherwise play goes on: won-continue)';
      return null;
    case 'won-continue':
      if (!won) return `no tile reaches the win value ${settings.winValue}`;
      if (stuck) return 'no move is possible (that is lost)';
      return null;
    case 'lost':
      return stuck ? null : 'a move is still possible';
  }
}

function readSnapshots(value: unknown, core: GameCore, name: string): State[] {
  if (!Array.isArray(value)) fail(`${name} must be an array of snapshots, got ${show(value)}`, name);
  return value.map((entry: unknown, i) => readSnapshot(entry, core, `${name}[${i}]`));
}

/**
 * A game from the text `serialize` made. Unknown fields are ignored; anything missing, malformed, out of range
 * or inconsistent throws a `GameError` with code `invalid-save` whose `field` names it (e.g. `current.board[1][2]`).
 */
export function deserialize(text: string): GameState {
  if (typeof text !== 'string') fail(`a save must be a string of JSON, got ${show(text)}`, 'text');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    fail(`a save must be valid JSON (${error instanceof Error ? error.message : String(error)})`, 'text');
  }
  if (!isPlainObject(data)) fail(`a save must be a JSON object, got ${show(data)}`, 'text');
  const game = field(data, 'game', '');
  if (game !== SAVE_GAME) fail(`game must be ${JSON.stringify(SAVE_GAME)}, got ${show(game)}`, 'game');
  const version = field(data, 'version', '');
  if (version !== SAVE_VERSION) {
    fail(
      `version must be ${SAVE_VERSION} (the only version this engine reads), got ${show(version)}`,
      'version',
    );
  }
  const config = field(data, 'config', '');
  if (!isPlainObject(config)) fail(`config must be an object, got ${show(config)}`, 'config');
  const code = 'invalid-save';
  const size = checkSize(field(config, 'size', 'config.'), code, 'config.size');
  const settings: GameSettings = Object.freeze({
    size,
    winValue: checkWinValue(field(config, 'winValue', 'config.'), code, 'config.winValue'),
    stopOnWin: checkBoolean(field(config, 'stopOnWin', 'config.'), code, 'config.stopOnWin'),
    initialSpawns: checkInitialSpawns(
      field(config, 'initialSpawns', 'config.'),
      size,
      code,
      'config.initialSpawns',
    ),
    history: checkBoolean(field(config, 'history', 'config.'), code, 'config.history'),
  });
  const seed = checkSeed(field(data, 'seed', ''), code, 'seed');
  const rawScript = field(data, 'spawnScript', '');
  const script: readonly Spawn[] | null =
    rawScript === null ? null : checkSpawnScript(rawScript, size, code, 'spawnScript');
  const core: GameCore = Object.freeze({ settings, seed, script });

  const current = readSnapshot(field(data, 'current', ''), core, 'current');
  const undoList = readSnapshots(field(data, 'undo', ''), core, 'undo');
  const redoList = readSnapshots(field(data, 'redo', ''), core, 'redo');
  if (!settings.history && (undoList.length > 0 || redoList.length > 0)) {
    fail('undo and redo must be empty when config.history is false', undoList.length > 0 ? 'undo' : 'redo');
  }
  checkTimeline(undoList, current, redoList);

  let past: StateStack | null = null;
  for (const s of undoList) past = push(s, past);
  let future: StateStack | null = null;
  for (const s of redoList) future = push(s, future);
  return current.withStacks(past, future, false);
}

/**
 * The positions must follow one another: each one is what a move (and, after a winning move, keeping going)
 * makes of the one before. The quick checks name the usual mistakes; replaying the move then checks the board,
 * the score, the status, the generator and the script cursor exactly, so undo and redo after loading are exact.
 */
function checkTimeline(undoList: readonly State[], current: State, redoList: readonly State[]): void {
  const timeline: { state: State; name: string }[] = [
    ...undoList.map((state, i) => ({ state, name: `undo[${i}]` })),
    { state: current, name: 'current' },
    ...redoList.map((state, i) => ({ state, name: `redo[${i}]` })).reverse(),
  ];
  for (let i = 1; i < timeline.length; i++) {
    const prev = timeline[i - 1] as (typeof timeline)[number];
    const next = timeline[i] as (typeof timeline)[number];
    const a = prev.state;
    const b = next.state;
    if (a.status === 'won' || a.status === 'lost') {
      fail(`${prev.name}.status is ${a.status}, yet a move follows it (${next.name})`, `${prev.name}.status`);
    }
    if (b.moves !== a.moves + 1) {
      fail(
        `${next.name}.moves must be ${a.moves + 1} (one more than ${prev.name}), got ${b.moves}`,
        `${next.name}.moves`,
      );
    }
    if (b.score < a.score) {
      fail(`${next.name}.score ${b.score} is lower than ${prev.name}.score ${a.score}`, `${next.name}.score`);
    }
    if (b.scriptCursor < a.scriptCursor || b.scriptCursor > a.scriptCursor + 1) {
      fail(
        `${next.name}.scriptCursor must be ${a.scriptCursor} or ${a.scriptCursor + 1} (a move spawns at most once), got ${b.scriptCursor}`,
        `${next.name}.scriptCursor`,
      );
    }
    const mismatch = stepMismatch(a, b);
    if (mismatch !== null) {
      fail(
        `${next.name}.${mismatch.field} ${mismatch.problem} (replaying the move from ${prev.name})`,
        `${next.name}.${mismatch.field}`,
      );
    }
  }
}

/** What keeps `b` from being one move after `a`, or null when some move leads from `a` to `b`. */
function stepMismatch(a: State, b: State): { field: string; problem: string } | null {
  let found = { field: 'board', problem: 'is not what any move and its spawn make of the board before' };
  for (const direction of DIRECTIONS) {
    let made: State;
    try {
      made = asState(apply(a, direction));
    } catch (error) {
      // The script cannot serve this move (exhausted, or its cell is taken): no position can follow this way.
      if (isGameError(error)) continue;
      throw error;
    }
    if (made === a || !sameValues(made.cells, b.cells)) continue;
    if (made.status === 'won' && b.status !== 'won') made = asState(keepGoing(made));
    if (made.score !== b.score) {
      found = { field: 'score', problem: `must be ${made.score} after this move, got ${b.score}` };
    } else if (made.scriptCursor !== b.scriptCursor) {
      found = {
        field: 'scriptCursor',
        problem: `must be ${made.scriptCursor} after this move, got ${b.scriptCursor}`,
      };
    } else if (!sameValues(made.rng, b.rng)) {
      found = { field: 'random', problem: "is not the generator state after this move's spawn" };
    } else if (made.status !== b.status) {
      found = { field: 'status', problem: `must be ${made.status} after this move, got ${b.status}` };
    } else {
      return null;
    }
  }
  return found;
}

function sameValues(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
