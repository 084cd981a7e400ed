/**
 * Save format 2 for a Farkle game: what `newGame` was given (mode, names, computer level, the high score the game
 * started with), its seed (or, for a game kept in format 1, its starting position: the engine's own save text),
 * the log of every action played since, the computer's included, and a check value. Loading replays the log
 * through the engine and compares the result with the check, so a save that does not replay to what it claims is
 * refused with the field that is wrong, never loaded half-right.
 *
 * Stored as `{ mode, names, computerLevel, highScore, seed | start, log, check }`, where `log` is one short token
 * per action separated by spaces: `r` roll, `b` bank, `a` select all, `t3` toggle die 3, `s045` select dice 0, 4
 * and 5 (`s` alone clears the selection); dice are numbered from 0. Fields of the configuration that this version
 * does not know (a later version's rules, say) are carried as they are and handed to `newGame`.
 */
import {
  apply,
  COMPUTER_LEVELS,
  deserialize,
  FarkleError,
  ALL_MODES,
  MAX_NAME_LENGTH,
  newGame,
  presetOf,
  restartGame,
  serialize,
  type Action,
  type ComputerLevel,
  type FarkleState,
  type GameConfig,
  type Mode,
  type TurnPhase,
} from '@pastime/farkle';
import { fieldPath, itemPath, messageOf, StoredValueError } from '../schema/error.ts';
import {
  anyObject,
  integer,
  isoDate,
  list,
  object,
  oneOf,
  text,
  version,
  type Schema,
} from '../schema/schema.ts';
import type { JsonObject } from '../storage/document.ts';
import { MAX_ID_LENGTH } from '../limits.ts';
import { fnv1a } from '../manager/hash.ts';
import type { ShelvedGame } from '../manager/ports.ts';
import type { SaveCodec } from '../manager/shelved-game.ts';

/** The configuration of a game as format 2 keeps it: `newGame`'s, less the seed. */
export interface FarkleConfig {
  readonly mode: Mode;
  /** The players' names as the game uses them (defaults filled in, trimmed). */
  readonly names: readonly string[];
  readonly computerLevel: ComputerLevel;
  /** The high score the game started with (a one-player game compares with it). */
  readonly highScore: number;
  /** Fields this version does not know, carried as they are: `newGame` is handed them too. */
  readonly extra: JsonObject;
}

/** Where the log starts: the seeded new game, or a position (the engine's own save text, version 1). */
export type FarkleOrigin = { readonly seed: number | string } | { readonly start: string };

/** A Farkle game as format 2 keeps it, with the state its log leads to. */
export interface FarkleSave {
  readonly config: FarkleConfig;
  readonly origin: FarkleOrigin;
  /** Every action played from the origin, in order (without the `player` field an action may carry). */
  readonly log: readonly Action[];
  /** The position the log leads to. */
  readonly state: FarkleState;
}

/** The check value: what the position at the end of the log shows, and a hash of all of it. */
export interface FarkleCheck {
  /** Actions in the log. */
  readonly actions: number;
  /** Every player's game total. */
  readonly totals: readonly number[];
  readonly turn: number;
  readonly phase: TurnPhase;
  /** FNV-1a of the engine's save text of the position: dice, generator and everything else. */
  readonly hash: string;
}

const PHASES: readonly TurnPhase[] = ['awaiting-roll', 'choosing', 'game-over'];
const KNOWN = new Set(['mode', 'names', 'computerLevel', 'highScore', 'seed', 'start', 'log', 'check']);
const CONFIG_KEYS = new Set(['mode', 'names', 'computerLevel', 'highScore', 'seed']);
/** A name has at most `MAX_NAME_LENGTH` characters, each at most two UTF-16 code units. */
const NAME_UNITS = 2 * MAX_NAME_LENGTH;
/** The longest seed text and start position accepted (a finished two-player game's save is far shorter). */
const MAX_SEED_CHARS = 200;
const MAX_START_CHARS = 100_000;

/** The check value of a position reached by `actions` actions. */
export function farkleCheck(state: FarkleState, actions: number): FarkleCheck {
  return {
    actions,
    totals: state.players.map((player) => player.total),
    turn: state.turn,
    phase: state.phase,
    hash: fnv1a(serialize(state)),
  };
}

function configOf(state: FarkleState, extra: JsonObject): FarkleConfig {
  return {
    mode: state.mode,
    names: state.players.map((player) => player.name),
    computerLevel: state.computerLevel,
    highScore: state.highScore,
    extra,
  };
}

/** What `newGame` is handed to begin the game `config` describes with `seed`. */
function gameConfig(config: FarkleConfig, seed: number | string): GameConfig {
  const { mode, names, computerLevel, highScore } = config;
  // A custom game's names live in its `players` (carried in `extra`); the engine refuses them twice.
  if (mode === 'custom') return { ...config.extra, mode, computerLevel, highScore, seed };
  return { ...config.extra, mode, names, computerLevel, highScore, seed };
}

/** What `newGame` needs beyond mode, names, level and high score to begin `state`'s game again. */
function extraOf(state: FarkleState): JsonObject {
  const rules: JsonObject = presetOf(state.rules) === 'traditional' ? {} : { rules: { ...state.rules } };
  if (state.mode !== 'custom') return rules;
  const players = state.players.map((player) =>
    player.kind === 'human'
      ? { kind: 'human', name: player.name }
      : { kind: 'computer', name: player.name, level: player.level ?? state.computerLevel },
  );
  return { ...rules, players };
}

/** A new game; throws the engine's `FarkleError` for a bad configuration. */
export function newFarkleSave(config: GameConfig): FarkleSave {
  const state = newGame(config);
  const extra = Object.fromEntries(Object.entries(config).filter(([key]) => !CONFIG_KEYS.has(key)));
  return { config: configOf(state, extra), origin: { seed: state.seed }, log: [], state };
}

/**
 * The same game again from the start: with `seed`, or else with a seed drawn from this one (the engine's
 * `restartGame`).
 */
export function restartFarkleSave(save: FarkleSave, seed?: number | string): FarkleSave {
  const restarted = restartGame(save.state);
  const state =
    seed === undefined
      ? restarted
      : newGame(gameConfig({ ...save.config, highScore: restarted.highScore }, seed));
  return {
    config: { ...save.config, highScore: state.highScore },
    origin: { seed: state.seed },
    log: [],
    state,
  };
}

/** `save` with `action` played; throws the engine's `FarkleError` for an illegal one, and then nothing changes. */
export function playFarkle(save: FarkleSave, action: Action): FarkleSave {
  const state = apply(save.state, action);
  return { ...save, log: [...save.log, withoutPlayer(action)], state };
}

function withoutPlayer(action: Action): Action {
  switch (action.type) {
    case 'toggle':
      return { type: 'toggle', index: action.index };
    case 'select':
      return { type: 'select', indices: [...action.indices] };
    default:
      return { type: action.type };
  }
}

/** One action as a log token. */
export function farkleToken(action: Action): string {
  switch (action.type) {
    case 'roll':
      return 'r';
    case 'bank':
      return 'b';
    case 'select-all':
      return 'a';
    case 'toggle':
      return `t${action.index}`;
    case 'select':
      return `s${action.indices.join('')}`;
  }
}

/** The action a log token stands for; undefined when it stands for none. */
export function farkleAction(token: string): Action | undefined {
  if (token === 'r') return { type: 'roll' };
  if (token === 'b') return { type: 'bank' };
  if (token === 'a') return { type: 'select-all' };
  if (/^t[0-5]$/.test(token)) return { type: 'toggle', index: Number(token.slice(1)) };
  if (/^s[0-5]{0,6}$/.test(token)) return { type: 'select', indices: [...token.slice(1)].map(Number) };
  return undefined;
}

/** Format 2 as stored: the configuration, the seed or start, the log and the check. */
export function writeFarkleSave(save: FarkleSave): JsonObject {
  const { mode, names, computerLevel, highScore, extra } = save.config;
  return {
    mode,
    names,
    computerLevel,
    highScore,
    ...extra,
    ...save.origin,
    log: save.log.map(farkleToken).join(' '),
    check: farkleCheck(save.state, save.log.length),
  };
}

const checkSchema = object({
  actions: integer(),
  totals: list(integer()),
  turn: integer(),
  phase: oneOf(PHASES),
  hash: text(8),
});

const seedSchema: Schema<number | string> = (value, path) =>
  typeof value === 'number' && Number.isFinite(value) ? value : text(MAX_SEED_CHARS)(value, path);

function refused(path: string, reason: string, value: unknown): never {
  throw new StoredValueError(path, { kind: 'refused', reason }, value);
}

function described(path: string, description: string, value: unknown): never {
  throw new StoredValueError(path, { kind: 'described', description }, value);
}

/**
 * Reads a Farkle game stored in format 2 at `path` (e.g. `game`), replaying its log. Throws a `StoredValueError`
 * naming the field when a field is malformed (`game.names[1]`), an action of the log is not one or is not allowed
 * (`game.log[17]`), or the replay does not end where the check says (`game.check.totals`).
 */
export function readFarkleSave(value: unknown, path: string): FarkleSave {
  const raw = anyObject(value, path);
  const at = (key: string): string => fieldPath(path, key);
  const mode = oneOf(ALL_MODES)(raw.mode, at('mode'));
  const names = list(text(NAME_UNITS))(raw.names, at('names'));
  const computerLevel = oneOf(COMPUTER_LEVELS)(raw.computerLevel, at('computerLevel'));
  const highScore = integer()(raw.highScore, at('highScore'));
  const extra = Object.fromEntries(Object.entries(raw).filter(([key]) => !KNOWN.has(key)));
  const config: FarkleConfig = { mode, names, computerLevel, highScore, extra };
  const log = text(Infinity)(raw.log, at('log'));
  const check = checkSchema(raw.check, at('check'));

  let origin: FarkleOrigin;
  let state: FarkleState;
  if (raw.seed !== undefined) {
    if (raw.start !== undefined) described(at('start'), 'absent when there is a seed', raw.start);
    const seed = seedSchema(raw.seed, at('seed'));
    origin = { seed };
    state = begin(config, seed, path);
  } else {
    const start = text(MAX_START_CHARS)(raw.start, at('start'));
    origin = { start };
    state = loadStart(start, at('start'));
    matchStart(config, configOf(state, extra), path);
  }

  const actions: Action[] = [];
  const tokens = log === '' ? [] : log.split(' ');
  for (const [i, token] of tokens.entries()) {
    const action = farkleAction(token);
    const where = itemPath(at('log'), i);
    if (action === undefined) described(where, 'an action (r, b, a, t0 to t5, s and dice 0 to 5)', token);
    try {
      state = apply(state, action);
    } catch (error) {
      refused(where, `“${token}” is not allowed there (${messageOf(error)})`, token);
    }
    actions.push(action);
  }

  const replayed = farkleCheck(state, actions.length);
  const checkAt = (key: string): string => fieldPath(at('check'), key);
  if (check.actions !== replayed.actions)
    described(checkAt('actions'), `${replayed.actions}, the actions in the log`, check.actions);
  if (check.totals.join() !== replayed.totals.join())
    described(checkAt('totals'), `${replayed.totals.join(', ')}, the totals the log leads to`, check.totals);
  if (check.turn !== replayed.turn)
    described(checkAt('turn'), `${replayed.turn}, the turn the log leads to`, check.turn);
  if (check.phase !== replayed.phase)
    described(checkAt('phase'), `${replayed.phase}, the phase the log leads to`, check.phase);
  if (check.hash !== replayed.hash)
    described(checkAt('hash'), `${replayed.hash}, the hash of the position the log leads to`, check.hash);
  return { config, origin, log: actions, state };
}

/** The seeded new game; a configuration the engine refuses is refused naming its field. */
function begin(config: FarkleConfig, seed: number | string, path: string): FarkleState {
  try {
    return newGame(gameConfig(config, seed));
  } catch (error) {
    if (!(error instanceof FarkleError)) throw error;
    return refused(fieldPath(path, error.field ?? 'mode'), error.message, undefined);
  }
}

function loadStart(start: string, path: string): FarkleState {
  try {
    return deserialize(start);
  } catch (error) {
    return refused(path, messageOf(error), start);
  }
}

/** A start position's own configuration must be the one stored beside it. */
function matchStart(stored: FarkleConfig, own: FarkleConfig, path: string): void {
  for (const key of ['mode', 'names', 'computerLevel', 'highScore'] as const) {
    const expected = JSON.stringify(own[key]);
    if (JSON.stringify(stored[key]) !== expected) {
      described(fieldPath(path, key), `${expected}, as in the start position`, stored[key]);
    }
  }
}

/**
 * A game kept in format 1 (the engine's own save text of one position, its history not kept): a seeded new game
 * when that is what the position is, else that position as the start of an empty log. Throws a `StoredValueError`
 * at `path` for a save the engine cannot load.
 */
export function upgradeFarkleSave(saveText: string, path: string): FarkleSave {
  const state = loadStart(saveText, path);
  const config = configOf(state, extraOf(state));
  const fresh = newGame(gameConfig(config, state.seed));
  if (serialize(fresh) === serialize(state)) return { config, origin: { seed: state.seed }, log: [], state };
  return { config, origin: { start: serialize(state) }, log: [], state };
}

/** Format 2 as the shelves store it. */
export const FARKLE_SAVE_CODEC: SaveCodec<FarkleSave> = { read: readFarkleSave, write: writeFarkleSave };

const entryV1 = object({
  version: version(1),
  id: text(MAX_ID_LENGTH),
  startedAt: isoDate,
  updatedAt: isoDate,
  save: text(MAX_START_CHARS),
});

/**
 * A game in progress as the browser stored it in format 1, `{ version: 1, id, startedAt, updatedAt, save }` under a
 * key of its own (`id`), read as an entry of today's (revision 1: its first write in format 2). Throws a
 * `StoredValueError` naming the field (`game.save: turnTotal: …`) when it cannot be used.
 */
export function upgradeFarkleEntry(value: unknown, path: string, id: string): ShelvedGame<FarkleSave> {
  const entry = entryV1(value, path);
  if (entry.id !== id) {
    described(fieldPath(path, 'id'), `the id of its place, “${id}”`, entry.id);
  }
  const { startedAt, updatedAt } = entry;
  return {
    id,
    startedAt,
    updatedAt,
    revision: 1,
    save: upgradeFarkleSave(entry.save, fieldPath(path, 'save')),
  };
}
