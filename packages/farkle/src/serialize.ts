import { isRandomState } from '@pastime/random';
import { DICE_COUNT, isFace } from './dice.ts';
import type { Die, Face } from './dice.ts';
import { FarkleError } from './errors.ts';
import type { FarkleEvent } from './events.ts';
import { isComputerLevel, normalizeName, playerKinds } from './game.ts';
import { scoreRoll, scoreSelection } from './scoring.ts';
import { BANK_THRESHOLD, COMPUTER_LEVELS, MODES, ONE_PLAYER_TURNS, WINNING_TOTAL } from './state.ts';
import type { FarkleState, FinalRound, Goal, Mode, Player, TurnPhase } from './state.ts';

/** The save format's version. */
export const SAVE_VERSION = 1;

/**
 * The game as stable JSON with a `version` field. Everything needed to continue is kept (the generator
 * included), and the last action's events, so that a loaded game deep-equals the saved one.
 */
export function serialize(state: FarkleState): string {
  return JSON.stringify({
    version: SAVE_VERSION,
    mode: state.mode,
    seed: state.seed,
    players: state.players.map((p) => ({ name: p.name, kind: p.kind, total: p.total, turns: p.turns })),
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
    rng: state.rng,
    events: state.events.map(eventFields),
  });
}

/** An event's own fields, in a fixed order (whatever else the object carries is not saved). */
function eventFields(e: FarkleEvent): FarkleEvent {
  switch (e.type) {
    case 'rolled': {
      const { type, player, faces, indices, score, bonus } = e;
      return e.goal === undefined
        ? { type, player, faces, indices, score, bonus }
        : { type, player, faces, indices, score, bonus, goal: e.goal };
    }
    case 'farkled':
      return { type: e.type, player: e.player, pointsLost: e.pointsLost };
    case 'hot-dice':
      return { type: e.type, player: e.player, turnTotal: e.turnTotal };
    case 'banked':
      return { type: e.type, player: e.player, points: e.points, total: e.total };
    case 'turn-passed':
      return { type: e.type, from: e.from, to: e.to, turn: e.turn };
    case 'final-round-started':
      return { type: e.type, marked: e.marked, total: e.total, challenger: e.challenger };
    case 'game-over': {
      const { type, scores, winner, finalScore, newHighScore } = e;
      return { type, scores, winner, finalScore, newHighScore };
    }
  }
}

function fail(field: string, problem: string): never {
  throw new FarkleError('invalid-save', `${field}: ${problem}`);
}

type Fields = Record<string, unknown>;

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
const GOALS: readonly Goal[] = [300, 600, 1000];

function readPlayers(value: unknown, mode: Mode): Player[] {
  const kinds = playerKinds(mode);
  if (!Array.isArray(value) || value.length !== kinds.length) {
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
    if (raw.kind !== kinds[i]) fail(`${at}.kind`, `must be ${String(kinds[i])} in ${mode}`);
    if (!Array.isArray(raw.turns)) fail(`${at}.turns`, 'must be a list of turn scores');
    const turns = raw.turns.map((t: unknown, k) => {
      const score = points(t, `${at}.turns[${k}]`);
      if (score !== 0 && (score < BANK_THRESHOLD || score % 50 !== 0)) {
        fail(`${at}.turns[${k}]`, 'must be 0 (a farkle) or a banked score: a multiple of 50 from 300');
      }
      return score;
    });
    const total = points(raw.total, `${at}.total`);
    if (total !== turns.reduce((a: number, b: number) => a + b, 0))
      fail(`${at}.total`, 'must be the sum of turns');
    return { name, kind: kinds[i] ?? 'human', total, turns };
  });
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

function readFinalRound(value: unknown, players: readonly Player[]): FinalRound | null {
  if (value === null) return null;
  if (!isObject(value)) fail('finalRound', 'must be null or an object');
  const marked = index(value.marked, players.length, 'finalRound.marked');
  const challenger = index(value.challenger, players.length, 'finalRound.challenger');
  const total = points(value.total, 'finalRound.total');
  if (challenger !== 1 - marked) fail('finalRound.challenger', 'must be the other player');
  if (total < WINNING_TOTAL) fail('finalRound.total', `must be at least ${WINNING_TOTAL}`);
  if (total !== players[marked]?.total) fail('finalRound.total', "must equal the marked player's total");
  return { marked, total, challenger };
}

const EVENT_TYPES: readonly FarkleEvent['type'][] = [
  'rolled',
  'farkled',
  'hot-dice',
  'banked',
  'turn-passed',
  'final-round-started',
  'game-over',
];

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
  if (typeof type !== 'string' || !(EVENT_TYPES as readonly string[]).includes(type)) {
    fail(`${at}.type`, `must be one of ${EVENT_TYPES.join(', ')}`);
  }
  const player = (name: string): number => index(raw[name], players, `${at}.${name}`);
  const whole = (name: string): number => points(raw[name], `${at}.${name}`);
  switch (type as FarkleEvent['type']) {
    case 'rolled': {
      const faces = list(raw.faces, `${at}.faces`);
      if (faces.length !== DICE_COUNT) fail(`${at}.faces`, `must be a list of ${DICE_COUNT} faces`);
      faces.forEach((f, k) => {
        if (!isFace(f)) fail(`${at}.faces[${k}]`, 'must be a face from 1 to 6');
      });
      const indices = list(raw.indices, `${at}.indices`);
      indices.forEach((d, k) => {
        if (!Number.isInteger(d) || (d as number) < 0 || (d as number) >= DICE_COUNT) {
          fail(`${at}.indices[${k}]`, `must be a die index from 0 to ${DICE_COUNT - 1}`);
        }
        if (k > 0 && (d as number) <= (indices[k - 1] as number)) {
          fail(`${at}.indices[${k}]`, 'die indices must be distinct and in increasing order');
        }
      });
      if (indices.length === 0) fail(`${at}.indices`, 'a roll rolls at least one die');
      const event = {
        type: 'rolled' as const,
        player: player('player'),
        faces: faces as Face[],
        indices: indices as number[],
        score: whole('score'),
        bonus: flag(raw.bonus, `${at}.bonus`),
      };
      if (!('goal' in raw)) return event;
      if (!(GOALS as readonly unknown[]).includes(raw.goal)) fail(`${at}.goal`, 'must be 300, 600 or 1000');
      return { ...event, goal: raw.goal as Goal };
    }
    case 'farkled':
      return { type: 'farkled', player: player('player'), pointsLost: whole('pointsLost') };
    case 'hot-dice':
      return { type: 'hot-dice', player: player('player'), turnTotal: whole('turnTotal') };
    case 'banked':
      return { type: 'banked', player: player('player'), points: whole('points'), total: whole('total') };
    case 'turn-passed': {
      const turn = whole('turn');
      if (turn === 0) fail(`${at}.turn`, 'turns are numbered from 1');
      return { type: 'turn-passed', from: player('from'), to: player('to'), turn };
    }
    case 'final-round-started':
      return {
        type: 'final-round-started',
        marked: player('marked'),
        total: whole('total'),
        challenger: player('challenger'),
      };
    case 'game-over': {
      const scores = list(raw.scores, `${at}.scores`);
      if (scores.length !== players) fail(`${at}.scores`, `must be a list of ${players} scores`);
      return {
        type: 'game-over',
        scores: scores.map((v, k) => points(v, `${at}.scores[${k}]`)),
        winner: raw.winner === null ? null : player('winner'),
        finalScore: raw.finalScore === null ? null : whole('finalScore'),
        newHighScore: flag(raw.newHighScore, `${at}.newHighScore`),
      };
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
  if (typeof mode !== 'string' || !(MODES as readonly string[]).includes(mode)) {
    fail('mode', `must be one of ${MODES.join(', ')}`);
  }
  const m = mode as Mode;
  const seed = data.seed;
  if (!(typeof seed === 'string' || (typeof seed === 'number' && Number.isFinite(seed)))) {
    fail('seed', 'must be a finite number or a string');
  }
  const players = readPlayers(data.players, m);
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
  const finalRound = readFinalRound(data.finalRound, players);
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
    rng: data.rng,
    events,
  };
  checkConsistency(state);
  return state;
}

/**
 * Replay the turn records in play order (player one first) to find the first total to reach 10,000 at the end
 * of a turn, and how many turns were played after it. A save cannot otherwise be checked for a player who
 * should have been marked earlier than the one its `finalRound` names.
 */
function replayMark(players: readonly Player[]): { round: FinalRound | null; turnsAfter: number } {
  const totals = [0, 0];
  let round: FinalRound | null = null;
  let turnsAfter = 0;
  const longest = Math.max(...players.map((p) => p.turns.length));
  for (let k = 0; k < longest; k++) {
    for (let i = 0; i < 2; i++) {
      const points = players[i]?.turns[k];
      if (points === undefined) continue;
      if (round !== null) {
        turnsAfter++;
        continue;
      }
      const total = (totals[i] ?? 0) + points;
      totals[i] = total;
      if (total >= WINNING_TOTAL) round = { marked: i, total, challenger: 1 - i };
    }
  }
  return { round, turnsAfter };
}

/** The faces of these dice (during a turn every die has one). */
function facesOf(dice: readonly Die[]): Face[] {
  return dice.flatMap((d) => (d.face === null ? [] : [d.face]));
}

/** The rules that tie the fields together; each failure names the field that breaks them. */
function checkConsistency(s: FarkleState): void {
  const me = s.players[s.current];
  if (me === undefined) fail('current', 'must be a player index');
  const over = s.phase === 'game-over';
  const twoPlayer = s.players.length === 2;

  // Whose turn and which turn.
  const lengths = s.players.map((p) => p.turns.length);
  if (twoPlayer) {
    const [a = 0, b = 0] = lengths;
    if (a !== b && a !== b + 1) fail('players[0].turns', 'player one plays first: equal turns or one more');
    if (!over && s.current !== (a === b ? 0 : 1)) fail('current', 'must be the player with fewer turns');
  } else if ((lengths[0] ?? 0) > ONE_PLAYER_TURNS) {
    fail('players[0].turns', `must have at most ${ONE_PLAYER_TURNS} turns`);
  }
  if (over) {
    if (s.turn !== me.turns.length || s.turn === 0) fail('turn', 'must be the last turn played');
    if (!twoPlayer && me.turns.length !== ONE_PLAYER_TURNS)
      fail('players[0].turns', 'a finished game has 10 turns');
  } else {
    if (s.turn !== me.turns.length + 1) fail('turn', 'must be the number of the turn being played');
    if (!twoPlayer && me.turns.length >= ONE_PLAYER_TURNS)
      fail('phase', 'ten turns played: the game is over');
  }

  // The end of the game.
  if (twoPlayer) {
    if (s.newHighScore) fail('newHighScore', 'only one-player games set a new high score');
    const round = s.finalRound;
    const replayed = replayMark(s.players);
    const expected = replayed.round;
    if (expected === null) {
      if (over) fail('finalRound', 'a finished two-player game has a final round');
      if (round !== null) fail('finalRound', `must be null: no player has reached ${WINNING_TOTAL}`);
    } else {
      if (round === null) {
        fail('finalRound', `must be set: player ${expected.marked} reached ${WINNING_TOTAL} first`);
      }
      if (
        round.marked !== expected.marked ||
        round.challenger !== expected.challenger ||
        round.total !== expected.total
      ) {
        fail(
          'finalRound',
          `must mark player ${expected.marked} with ${expected.total}: the first total to reach ${WINNING_TOTAL}`,
        );
      }
      if (replayed.turnsAfter > 1) {
        fail(`players[${expected.marked}].turns`, "the game ends with the challenger's last turn");
      }
      if (over !== (replayed.turnsAfter === 1)) {
        fail('phase', over ? 'the challenger has not had the last turn yet' : 'the last turn was played');
      }
    }
    if (over) {
      const challengerTotal = round === null ? 0 : (s.players[round.challenger]?.total ?? 0);
      const rightWinner =
        round === null ? null : challengerTotal > round.total ? round.challenger : round.marked;
      if (s.winner !== rightWinner)
        fail('winner', 'must be the challenger only if they exceeded the marked total');
      if (s.current !== round?.challenger) fail('current', 'the challenger plays the last turn');
    } else if (s.winner !== null) fail('winner', 'must be null while the game is on');
  } else {
    if (s.finalRound !== null) fail('finalRound', 'one-player games have no final round');
    if (s.winner !== null) fail('winner', 'one-player games have no winner');
    if (s.newHighScore !== (over && me.total > s.highScore)) {
      fail('newHighScore', 'must say whether the finished game beat the high score');
    }
  }

  // The dice and the turn in progress.
  const faces = s.dice.map((d) => d.face);
  if (faces.some((f) => f === null) && faces.some((f) => f !== null)) {
    fail('dice', 'either no die has been rolled yet or all have');
  }
  const neverRolled = faces.every((f) => f === null);
  if (neverRolled && (s.players.some((p) => p.turns.length > 0) || s.phase !== 'awaiting-roll')) {
    fail('dice', 'dice without faces only before the first roll of the game');
  }
  if (!neverRolled && s.phase === 'awaiting-roll' && s.players.every((p) => p.turns.length === 0)) {
    fail('dice', 'no die has a face before the first roll of the game');
  }
  if (s.phase !== 'choosing') {
    s.dice.forEach((d, i) => {
      if (d.locked || d.selected) fail(`dice[${i}]`, 'no die is locked or selected between turns');
    });
    if (s.turnTotal !== 0) fail('turnTotal', 'must be 0 between turns');
    if (s.selectionScore !== 0) fail('selectionScore', 'must be 0 between turns');
    if (s.rollScore !== 0) fail('rollScore', 'must be 0 between turns');
    if (s.computerGoal !== null) fail('computerGoal', 'must be null between turns');
    return;
  }
  s.dice.forEach((d, i) => {
    if (d.locked && d.selected) fail(`dice[${i}]`, 'a locked die cannot be selected');
  });
  const unlocked = s.dice.filter((d) => !d.locked);
  if (unlocked.length === 0) fail('dice', 'a roll leaves at least one die unlocked');
  const rolled = facesOf(unlocked);
  if (s.rollScore !== scoreRoll(rolled) || s.rollScore === 0) {
    fail('rollScore', 'must be the score of the unlocked dice, and a roll on the table scores');
  }
  const selected = facesOf(s.dice.filter((d) => d.selected));
  if (s.selectionScore !== scoreSelection(selected))
    fail('selectionScore', 'must be the score of the selected dice');
  const locked = facesOf(s.dice.filter((d) => d.locked));
  // Locked dice are the union of earlier scoring selections, so together they score as well.
  if (locked.length > 0 && scoreSelection(locked) === 0) fail('dice', 'locked dice must have scored');
  if (s.turnTotal % 50 !== 0 || (locked.length > 0 && s.turnTotal === 0)) {
    fail('turnTotal', 'must be a multiple of 50 that counts the locked dice');
  }
  const classic = me.kind === 'computer' && s.computerLevel === 'classic';
  if ((s.computerGoal === null) === classic) {
    fail('computerGoal', 'a Classic computer player choosing has a goal; a human or Expert player has none');
  }
  if (s.computerGoal !== null) checkGoal(s, s.computerGoal);
}

/** A Classic goal is drawn (300, 600 or 1000), or in a last-chance turn what it needs to win when that is more. */
function checkGoal(s: FarkleState, goal: number): void {
  const round = s.finalRound;
  const needed = round === null ? 0 : round.total - (s.players[s.current]?.total ?? 0) + 50;
  const drawn = (GOALS as readonly number[]).includes(goal);
  if (!(drawn ? goal >= needed : goal === needed)) {
    fail(
      'computerGoal',
      `must be 300, 600 or 1000, or in a last-chance turn at least the ${needed} it needs`,
    );
  }
}
