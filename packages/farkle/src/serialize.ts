import { isRandomState } from '@pastime/random';
import { DICE_COUNT, isFace } from './dice.ts';
import type { Die } from './dice.ts';
import { checkConsistency, checkTurns, fail } from './consistency.ts';
import { EVENT_FIELDS } from './events.ts';
import type { EventField, FarkleEvent } from './events.ts';
import { totalOf } from './derived.ts';
import { isComputerLevel, normalizeName, playerKinds } from './game.ts';
import { GOALS } from './goals.ts';
import { isFarkleError } from './errors.ts';
import { isTraditional, resolveRules, TRADITIONAL } from './rules.ts';
import type { Rules } from './rules.ts';
import { ALL_MODES, COMPUTER_LEVELS, MAX_PLAYERS } from './state.ts';
import type { FarkleState, FinalRound, Mode, Player, PlayerKind, TurnPhase } from './state.ts';

/** The save format's version. */
export const SAVE_VERSION = 1;

/**
 * The game as stable JSON with a `version` field. Everything needed to continue is kept (the generator
 * included), and the last action's events, so that a loaded game deep-equals the saved one. The rules are
 * saved when they are not the traditional ones (a save without them is a traditional game), and a `custom`
 * game's computer players their level.
 */
export function serialize(state: FarkleState): string {
  return JSON.stringify({
    version: SAVE_VERSION,
    mode: state.mode,
    seed: state.seed,
    players: state.players.map((p) =>
      p.level === undefined
        ? { name: p.name, kind: p.kind, total: p.total, turns: p.turns }
        : { name: p.name, kind: p.kind, level: p.level, total: p.total, turns: p.turns },
    ),
    current: state.current,
    turn: state.turn,
    phase: state.phase,
    dice: state.dice.map((d) => ({ face: d.face, locked: d.locked, selected: d.selected })),
    turnTotal: state.turnTotal,
    selectionScore: state.selectionScore,
    rollScore: state.rollScore,
    finalRound: state.finalRound,
    winner: state.winner,
    highScore: state.highScore,
    newHighScore: state.newHighScore,
    computerLevel: state.computerLevel,
    computerGoal: state.computerGoal,
    ...(isTraditional(state.rules) ? {} : { rules: state.rules }),
    rng: state.rng,
    events: state.events.map(eventFields),
  });
}

type Fields = Record<string, unknown>;

/** What each field of an event of this type holds. */
function fieldsOf(type: FarkleEvent['type']): [string, EventField][] {
  return Object.entries(EVENT_FIELDS[type] as Readonly<Record<string, EventField>>);
}

/** An event's own fields, in a fixed order (whatever else the object carries is not saved). */
function eventFields(e: FarkleEvent): FarkleEvent {
  const fields: Fields = { type: e.type };
  for (const [name] of fieldsOf(e.type)) {
    const value = (e as unknown as Fields)[name];
    if (value !== undefined) fields[name] = value;
  }
  return fields as unknown as FarkleEvent;
}

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function points(value: unknown, field: string): number {
  if (!Number.isSafeInteger(value) || (value as number) < 0) fail(field, 'must be a whole number ≥ 0');
  return value as number;
}

function flag(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean') fail(field, 'must be true or false');
  return value;
}

function index(value: unknown, count: number, field: string): number {
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) >= count) {
    fail(field, `must be a player index from 0 to ${count - 1}`);
  }
  return value as number;
}

const PHASES: readonly TurnPhase[] = ['awaiting-roll', 'choosing', 'game-over'];

function readPlayers(value: unknown, mode: Mode, rules: Rules): Player[] {
  const custom = mode === 'custom';
  const kinds = playerKinds(mode);
  if (custom) {
    if (!Array.isArray(value) || value.length < 1 || value.length > MAX_PLAYERS) {
      fail('players', `must be a list of 1 to ${MAX_PLAYERS} players for custom`);
    }
  } else if (!Array.isArray(value) || value.length !== kinds.length) {
    fail('players', `must be a list of ${kinds.length} players for ${mode}`);
  }
  return value.map((raw: unknown, i): Player => {
    const at = `players[${i}]`;
    if (!isObject(raw)) fail(at, 'must be an object');
    if (typeof raw.name !== 'string' || raw.name.trim() === '' || raw.name !== raw.name.trim()) {
      fail(`${at}.name`, 'must be a trimmed, non-empty name');
    }
    let name: string;
    try {
      name = normalizeName(raw.name, '', `${at}.name`);
    } catch (error) {
      fail(`${at}.name`, error instanceof Error ? error.message : 'is not a valid name');
    }
    let kind: PlayerKind;
    if (custom) {
      if (raw.kind !== 'human' && raw.kind !== 'computer') fail(`${at}.kind`, 'must be human or computer');
      kind = raw.kind;
      if (kind === 'computer' ? !isComputerLevel(raw.level) : raw.level !== undefined) {
        fail(
          `${at}.level`,
          kind === 'computer' ? `must be one of ${COMPUTER_LEVELS.join(', ')}` : 'is for computers',
        );
      }
    } else {
      if (raw.kind !== kinds[i]) fail(`${at}.kind`, `must be ${String(kinds[i])} in ${mode}`);
      kind = kinds[i] ?? 'human';
      if (raw.level !== undefined) fail(`${at}.level`, `only custom games give players a level`);
    }
    if (!Array.isArray(raw.turns)) fail(`${at}.turns`, 'must be a list of turn scores');
    const turns = raw.turns.map((t: unknown, k) => {
      if (!Number.isSafeInteger(t)) fail(`${at}.turns[${k}]`, 'must be a whole number');
      return t as number;
    });
    checkTurns(turns, rules, at);
    const total = points(raw.total, `${at}.total`);
    if (total !== totalOf(turns)) fail(`${at}.total`, 'must be the sum of turns');
    const level = raw.level;
    return kind === 'computer' && isComputerLevel(level) && custom
      ? { name, kind, total, turns, level }
      : { name, kind, total, turns };
  });
}

/** The rules of a save: absent in saves of traditional games (and in every save written before rules). */
function readRules(value: unknown): Rules {
  if (value === undefined) return TRADITIONAL;
  try {
    return resolveRules(value, 'rules');
  } catch (error) {
    if (isFarkleError(error)) fail(error.field ?? 'rules', error.message);
    throw error;
  }
}

function readDice(value: unknown): Die[] {
  if (!Array.isArray(value) || value.length !== DICE_COUNT)
    fail('dice', `must be a list of ${DICE_COUNT} dice`);
  return value.map((raw: unknown, i): Die => {
    const at = `dice[${i}]`;
    if (!isObject(raw)) fail(at, 'must be an object');
    const face = raw.face;
    if (face !== null && !isFace(face)) fail(`${at}.face`, 'must be null or a face from 1 to 6');
    return {
      face,
      locked: flag(raw.locked, `${at}.locked`),
      selected: flag(raw.selected, `${at}.selected`),
    };
  });
}

function readFinalRound(value: unknown, players: readonly Player[], target: number): FinalRound | null {
  if (value === null) return null;
  if (!isObject(value)) fail('finalRound', 'must be null or an object');
  const marked = index(value.marked, players.length, 'finalRound.marked');
  const challenger = index(value.challenger, players.length, 'finalRound.challenger');
  const total = points(value.total, 'finalRound.total');
  if (challenger !== (marked + 1) % players.length || challenger === marked) {
    fail('finalRound.challenger', 'must be the player after the marked one');
  }
  if (total < target) fail('finalRound.total', `must be at least ${target}`);
  if (total !== players[marked]?.total) fail('finalRound.total', "must equal the marked player's total");
  return { marked, total, challenger };
}

function list(value: unknown, field: string): unknown[] {
  if (!Array.isArray(value)) fail(field, 'must be a list');
  return value;
}

/** The last action's events; a save without them (written before they were saved) loads with none. */
function readEvents(value: unknown, players: number): FarkleEvent[] {
  if (value === undefined) return [];
  return list(value, 'events').map((raw: unknown, i) => readEvent(raw, players, `events[${i}]`));
}

function readEvent(raw: unknown, players: number, at: string): FarkleEvent {
  if (!isObject(raw)) fail(at, 'must be an object');
  const type = raw.type;
  const types = Object.keys(EVENT_FIELDS);
  if (typeof type !== 'string' || !types.includes(type))
    fail(`${at}.type`, `must be one of ${types.join(', ')}`);
  const event: Fields = { type };
  for (const [name, kind] of fieldsOf(type as FarkleEvent['type'])) {
    if (kind.endsWith('?') && !(name in raw)) continue;
    event[name] = readEventField(raw[name], kind, players, `${at}.${name}`);
  }
  return event as unknown as FarkleEvent;
}

function readEventField(value: unknown, kind: EventField, players: number, field: string): unknown {
  switch (kind) {
    case 'player':
      return index(value, players, field);
    case 'points':
      return points(value, field);
    case 'player|null':
      return value === null ? null : index(value, players, field);
    case 'points|null':
      return value === null ? null : points(value, field);
    case 'flag':
      return flag(value, field);
    case 'turn':
      if (points(value, field) === 0) fail(field, 'turns are numbered from 1');
      return value;
    case 'goal?':
      if (!(GOALS as readonly unknown[]).includes(value)) fail(field, 'must be 300, 600 or 1000');
      return value;
    case 'points?':
      return points(value, field);
    case 'faces': {
      const faces = list(value, field);
      if (faces.length !== DICE_COUNT) fail(field, `must be a list of ${DICE_COUNT} faces`);
      faces.forEach((f, k) => {
        if (!isFace(f)) fail(`${field}[${k}]`, 'must be a face from 1 to 6');
      });
      return faces;
    }
    case 'indices': {
      const indices = list(value, field);
      indices.forEach((d, k) => {
        if (!Number.isInteger(d) || (d as number) < 0 || (d as number) >= DICE_COUNT) {
          fail(`${field}[${k}]`, `must be a die index from 0 to ${DICE_COUNT - 1}`);
        }
        if (k > 0 && (d as number) <= (indices[k - 1] as number)) {
          fail(`${field}[${k}]`, 'die indices must be distinct and in increasing order');
        }
      });
      if (indices.length === 0) fail(field, 'a roll rolls at least one die');
      return indices;
    }
    case 'scores': {
      const scores = list(value, field);
      if (scores.length !== players) fail(field, `must be a list of ${players} scores`);
      return scores.map((v, k) => points(v, `${field}[${k}]`));
    }
  }
}

/** Read a saved game. Throws `invalid-save` naming the field for anything malformed, out of range or inconsistent. */
export function deserialize(text: string): FarkleState {
  if (typeof text !== 'string') fail('save', 'must be a string');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    fail('save', 'is not valid JSON');
  }
  if (!isObject(data)) fail('save', 'must be a JSON object');
  if (data.version !== SAVE_VERSION) fail('version', `must be ${SAVE_VERSION}, got ${String(data.version)}`);
  const mode = data.mode;
  if (typeof mode !== 'string' || !(ALL_MODES as readonly string[]).includes(mode)) {
    fail('mode', `must be one of ${ALL_MODES.join(', ')}`);
  }
  const m = mode as Mode;
  const seed = data.seed;
  if (!(typeof seed === 'string' || (typeof seed === 'number' && Number.isFinite(seed)))) {
    fail('seed', 'must be a finite number or a string');
  }
  const rules = readRules(data.rules);
  const players = readPlayers(data.players, m, rules);
  const current = index(data.current, players.length, 'current');
  const phase = data.phase;
  if (typeof phase !== 'string' || !(PHASES as readonly string[]).includes(phase)) {
    fail('phase', `must be one of ${PHASES.join(', ')}`);
  }
  const ph = phase as TurnPhase;
  const turn = points(data.turn, 'turn');
  const dice = readDice(data.dice);
  const turnTotal = points(data.turnTotal, 'turnTotal');
  const selectionScore = points(data.selectionScore, 'selectionScore');
  const rollScore = points(data.rollScore, 'rollScore');
  const finalRound = readFinalRound(data.finalRound, players, rules.target);
  const winner = data.winner === null ? null : index(data.winner, players.length, 'winner');
  const highScore = points(data.highScore, 'highScore');
  const newHighScore = flag(data.newHighScore, 'newHighScore');
  // Saves written before there were levels have none: their computer is the Classic one.
  const computerLevel = data.computerLevel ?? 'classic';
  if (!isComputerLevel(computerLevel)) fail('computerLevel', `must be one of ${COMPUTER_LEVELS.join(', ')}`);
  const computerGoal = data.computerGoal === null ? null : points(data.computerGoal, 'computerGoal');
  if (!isRandomState(data.rng)) fail('rng', 'must be four unsigned 32-bit integers');
  const events = readEvents(data.events, players.length);

  const state: FarkleState = {
    mode: m,
    seed,
    players,
    current,
    turn,
    phase: ph,
    dice,
    turnTotal,
    selectionScore,
    rollScore,
    finalRound,
    winner,
    highScore,
    newHighScore,
    computerLevel,
    computerGoal,
    rules,
    rng: data.rng,
    events,
  };
  checkConsistency(state);
  return state;
}
