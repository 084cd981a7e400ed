/**
 * Online Farkle, decided once for the server and its clients: what a room is created with, what each seat and
 * each onlooker may see and do, and why a request is refused, as data each app words its own way.
 */
import {
  nameProblem,
  newGame,
  resolveRules,
  RULE_FIELDS,
  type Action,
  type FarkleState,
  type NameProblem,
  type Rules,
} from '@pastime/farkle';
import type { RuleField } from '../farkle/rules-draft.ts';
import { SEAT_KINDS, type SeatKind } from '../farkle/seats.ts';
import { finishedFarkleGame, type FinishedFarkleGame } from '../farkle/records.ts';
import { newFarkleSave, playFarkle, type FarkleSave } from '../farkle/save.ts';
import { setupConfig, setupProblems, type FarkleSetup, type SetupProblem } from '../farkle/setup.ts';
import { replayCodeOfFarkleSave } from '../farkle/replay-code.ts';
import {
  boolean,
  convert,
  integer,
  list,
  object,
  oneOf,
  refine,
  text,
  type Schema,
} from '../schema/schema.ts';

/** The fewest and the most seats of a room. */
export const ROOM_SEATS_MIN = 2;
export const ROOM_SEATS_MAX = 6;
/** The turn timers a room may have, in seconds; 0 is none. */
export const TURN_TIMERS = [0, 30, 60, 120] as const;
export type TurnTimer = (typeof TURN_TIMERS)[number];
/** The largest message a client may send, in bytes of its JSON. */
export const MAX_MESSAGE_BYTES = 4096;
/** A room nobody has played in for this long is deleted. */
export const ROOM_IDLE_DAYS = 7;

/** What a room is created with. */
export interface RoomSettings {
  readonly rules: Rules;
  /** Who sits where, in table order: people and computers. */
  readonly seats: readonly SeatKind[];
  readonly turnTimer: TurnTimer;
  readonly advisorAllowed: boolean;
}

/** The settings of a room's custom rules: all but the one-player game's turns, as a room seats two or more. */
export const ROOM_RULE_FIELDS: readonly RuleField[] = RULE_FIELDS.filter(
  (field) => field !== 'onePlayerTurns',
);

/** Two people under the traditional rules, no timer, no Advisor: what the form starts with. */
export const DEFAULT_ROOM_SETTINGS: RoomSettings = {
  rules: resolveRules('traditional'),
  seats: ['human', 'human'],
  turnTimer: 0,
  advisorAllowed: false,
};

/** Why a request to the server was not carried out; nothing changed. */
export type RoomRefusal =
  /** Not JSON, or not the shape of any request. */
  | 'malformed'
  /** Larger than `MAX_MESSAGE_BYTES`. */
  | 'too-large'
  /** Too many requests: wait a moment. */
  | 'rate-limited'
  | 'unknown-room'
  /** The seat token is not one of this room's. */
  | 'bad-token'
  /** Watching, not playing. */
  | 'spectator'
  /** A name the local game would refuse too, or one another seat has (`problem` says which). */
  | 'bad-name'
  /** The settings are not a room's (`field` says which). */
  | 'bad-settings'
  /** Every person's seat is taken. */
  | 'room-full'
  /** Only the room's creator may do that. */
  | 'not-creator'
  /** The seat is not one a computer may take over: a computer's own, or a person's who is here. */
  | 'not-absent'
  /** Starting waits for every person's seat to be taken. */
  | 'seats-open'
  | 'not-started'
  | 'already-started'
  | 'game-over'
  | 'not-your-turn'
  /** The action was made on an earlier position (repeated, or another action came first). */
  | 'stale'
  /** The engine refuses the action here (`problem` says why). */
  | 'illegal'
  /** The server could not do it just now (its database out of reach); try again. */
  | 'unavailable';

export interface Refused {
  readonly ok: false;
  readonly reason: RoomRefusal;
  /** What was wrong, where there is more to say: the engine's explanation, the field of the settings. */
  readonly problem?: string;
}

/** A refusal; `problem` only where given. */
export function refused(reason: RoomRefusal, problem?: string): Refused {
  return problem === undefined ? { ok: false, reason } : { ok: false, reason, problem };
}

/** What is wrong with a room's seats: too few or too many, or none for a person (the creator takes the first). */
export type RoomSeatsProblem = 'count' | 'no-person';

export function roomSeatsProblem(seats: readonly SeatKind[]): RoomSeatsProblem | undefined {
  if (seats.length < ROOM_SEATS_MIN || seats.length > ROOM_SEATS_MAX) return 'count';
  return seats.includes('human') ? undefined : 'no-person';
}

const seatsSchema: Schema<readonly SeatKind[]> = refine(
  refine(
    list(oneOf(SEAT_KINDS)),
    (seats) => roomSeatsProblem(seats) !== 'count',
    `a list of ${ROOM_SEATS_MIN} to ${ROOM_SEATS_MAX} seats`,
  ),
  (seats) => roomSeatsProblem(seats) === undefined,
  'a list with a seat for a person',
);

/** A preset's name or a whole rules object, as the engine reads them. */
const rulesSchema: Schema<Rules> = convert(
  (value) => value,
  (value) => resolveRules(value),
);

/** Room settings as a client sends them. */
export const roomSettingsSchema: Schema<RoomSettings> = object({
  rules: rulesSchema,
  seats: seatsSchema,
  turnTimer: oneOf(TURN_TIMERS),
  advisorAllowed: boolean,
});

/** A person's name as sent: at most a few hundred characters get as far as the name rules. */
export const nameSchema: Schema<string> = text(200);

/** `POST /api/rooms`: the creator's name and the room's settings. */
export const createRoomSchema = object({ name: nameSchema, settings: roomSettingsSchema });
/** `POST /api/rooms/:room/seats`: the name of the person taking a seat. */
export const joinRoomSchema = object({ name: nameSchema });

/** Dice positions, at most the six dice. */
const diceSchema: Schema<readonly number[]> = refine(
  list(integer(0, 5)),
  (dice) => dice.length <= 6,
  'at most 6 dice',
);

/** A Farkle action as sent over the wire: its shape only; the engine decides whether it is legal. */
export const actionSchema: Schema<Action> = (value, path) => {
  const { type } = object({ type: oneOf(['roll', 'select', 'toggle', 'select-all', 'bank'] as const) })(
    value,
    path,
  );
  switch (type) {
    case 'roll':
    case 'select-all':
    case 'bank':
      return { type };
    case 'toggle':
      return { type, index: object({ index: integer(0, 5) })(value, path).index };
    case 'select':
      return { type, indices: object({ indices: diceSchema })(value, path).indices };
  }
};

/** `hand-over` over the realtime channel: the seat of an absent person that the computer is to play. */
export const handOverMessageSchema = object({ seat: integer(0, ROOM_SEATS_MAX - 1) });

/** `act` over the realtime channel: the action, and the number of actions the sender has seen played. */
export const actMessageSchema = object({ seen: integer(0, 1_000_000), action: actionSchema });

/** What is wrong with a person's name online: as in local play, the same as a seat's taken, or none at all. */
export type OnlineNameProblem = NameProblem | 'same-name' | 'blank';

/**
 * What is wrong with the name a person takes a seat with, given the names of the seats taken: the local game's
 * name rules, and no two alike (ignoring case).
 */
export function seatNameProblem(name: string, taken: readonly string[]): OnlineNameProblem | undefined {
  if (name.trim() === '') return 'blank';
  const own = nameProblem(name);
  if (own !== null) return own;
  const seats = [...taken, name].map((seat) => ({ kind: 'human' as const, name: seat }));
  const problems: readonly SetupProblem[] = setupProblems({
    mode: 'custom',
    seats,
    rules: resolveRules('traditional'),
  });
  return problems.some((problem) => problem.seat === seats.length - 1) ? 'same-name' : undefined;
}

/** A position as the players see it: the engine's state without the seed and the generator, which hold every roll to come. */
export type PublicFarkleState = Omit<FarkleState, 'seed' | 'rng'>;

/** The position without what would tell the dice to come. */
export function publicState(state: FarkleState): PublicFarkleState {
  const { seed: _seed, rng: _rng, ...shown } = state;
  return shown;
}

/** Stands in for the seed and generator, which stay on the server: a table's views and queries read neither. */
const HIDDEN = { seed: 0, rng: newGame({ mode: 'one-player', seed: 0 }).rng } as const;

/** A position as a server shows it, made whole again for the local table's views. */
export function shownState(shown: PublicFarkleState): FarkleState {
  return { ...shown, ...HIDDEN };
}

/** Whether the seat `seat` may act in `state` now: it is a person's seat, and its turn. */
export function seatMayAct(state: PublicFarkleState, seat: number): boolean {
  return state.phase !== 'game-over' && state.current === seat && state.players[seat]?.kind === 'human';
}

/**
 * The setup of a room's game, given the names of its people in seat order: a mode of the requirements where the
 * seats are one (two people, or a person against a computer), so that its replay code is the short first layout;
 * else a table of seats (whose code is the table layout: every finished room game has one).
 */
export function roomSetup(settings: RoomSettings, names: readonly string[]): FarkleSetup {
  const [first, second, ...more] = settings.seats;
  let person = 0;
  const seats = settings.seats.map((kind) => ({
    kind,
    name: kind === 'human' ? (names[person++] ?? '') : '',
  }));
  if (more.length === 0 && first === 'human' && second !== undefined) {
    if (second === 'human') {
      return { mode: 'two-player', names, computerLevel: 'classic', rules: settings.rules };
    }
    return { mode: 'vs-computer', names, computerLevel: second, rules: settings.rules };
  }
  return { mode: 'custom', seats, rules: settings.rules };
}

/** The seats of people in a room, in table order (the seats a person's token may hold). */
export function peopleSeats(settings: RoomSettings): number[] {
  return settings.seats.flatMap((kind, seat) => (kind === 'human' ? [seat] : []));
}

/** Where a room is: taking seats, playing a game, or between games (the last one over). */
export type RoomPhase = 'waiting' | 'playing' | 'finished';

/** A seat as everyone in the room sees it. */
export interface SeatView {
  readonly kind: SeatKind;
  /** The person's name; null while a person's seat is free, and for a computer's seat before the first game. */
  readonly name: string | null;
  readonly creator: boolean;
  /** A person with the room open now (a computer's seat: always). */
  readonly connected: boolean;
  /**
   * The Expert computer plays this person's seat: their turn timer ran out, they were away for it, or the creator
   * handed the seat over. It gives the seat back when its person comes back or acts.
   */
  readonly standIn: boolean;
}

/** The game being played or played last, as everyone sees it. */
export interface GameView {
  /** From 1; a rematch is the next. */
  readonly number: number;
  /** SHA-256 (hex) of the seed, shown from the start. */
  readonly commitment: string;
  /** The seed, once the game is over: its SHA-256 is the commitment, and it replays every roll. */
  readonly seed: string | null;
  /** Every action played so far, in order, with the seat that played it. */
  readonly log: readonly { readonly seat: number; readonly action: Action }[];
  readonly state: PublicFarkleState;
  /**
   * When the turn timer runs out for the person whose turn it is (epoch ms): null when the room has no timer, a
   * computer has the turn, one stands in, or the game is over. Absent from servers that predate it.
   */
  readonly turnEndsAt?: number | null;
  /**
   * How long the turn timer had left when the server sent this (ms), null while none runs: a client's clock may
   * be off the server's, so a client puts the deadline on its own clock with it (`receivedRoom`). Absent from
   * servers that predate it.
   */
  readonly turnMsLeft?: number | null;
}

/**
 * Whole seconds left of the turn timer at `now` (epoch ms), counting the second under way, never below 0; null
 * when no timer runs for the turn.
 */
export function turnSecondsLeft(game: GameView, now: number): number | null {
  const endsAt = game.turnEndsAt ?? null;
  return endsAt === null ? null : Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** A room as the server shows it to everyone in it, players and onlookers alike. */
export interface RoomView {
  readonly id: string;
  readonly phase: RoomPhase;
  readonly settings: RoomSettings;
  readonly seats: readonly SeatView[];
  readonly game: GameView | null;
}

/** The people's seats of a room nobody has taken yet. */
export function openSeats(view: RoomView): number[] {
  return view.seats.flatMap((seat, index) => (seat.kind === 'human' && seat.name === null ? [index] : []));
}

/** The route of a room in the web app's address, after `#`: an invite link is the page's address with it. */
const ROOM_ROUTE = '/online/';

/** A room's id as links carry it: letters, digits, `_` and `-`, at most 64 (the server makes 22). */
export function isRoomId(text: string): boolean {
  return /^[\w-]{1,64}$/.test(text);
}

/** The invite link of `room` on the server whose page is at `page` (its address up to the `#`). */
export function inviteLinkOf(page: string, room: string): string {
  return `${page}#${ROOM_ROUTE}${room}`;
}

/** The room a route names (`/online/ROOM`, after the `#` of a link, a slash after it or not), if it names one. */
export function roomOfRoute(route: string): string | undefined {
  if (!route.startsWith(ROOM_ROUTE)) return undefined;
  const room = route.slice(ROOM_ROUTE.length).replace(/\/$/, '');
  return isRoomId(room) ? room : undefined;
}

/** Whether the creator may start a game now: every person's seat is taken, and no game is being played. */
export function roomCanStart(view: RoomView): boolean {
  return view.phase !== 'playing' && openSeats(view).length === 0;
}

/** Whether the seat `seat` (null: an onlooker) is its room's creator's: only the creator starts and hands over. */
export function isCreatorSeat(view: RoomView, seat: number | null): boolean {
  return seat !== null && view.seats[seat]?.creator === true;
}

/** Who holds a seat now: nobody yet, a computer, the computer standing in for its person, or its person, here or away. */
export type SeatPresence = 'open' | 'computer' | 'stand-in' | 'here' | 'away';

export function seatPresence(seat: SeatView): SeatPresence {
  if (seat.kind !== 'human') return 'computer';
  if (seat.name === null) return 'open';
  if (seat.standIn) return 'stand-in';
  return seat.connected ? 'here' : 'away';
}

/** A person's seat whose presence changed between two views of a room. */
export interface PresenceChange {
  readonly seat: number;
  readonly name: string;
  readonly presence: 'here' | 'away' | 'stand-in';
}

/**
 * The people's seats whose presence changed from `before` to `after` (a seat taken since is not a change: joining
 * is told apart), so that a client can say who went away, who came back and where the computer stands in.
 */
export function presenceChanges(before: RoomView | null, after: RoomView): PresenceChange[] {
  if (before === null) return [];
  return after.seats.flatMap((seat, index) => {
    const was = before.seats[index];
    const presence = seatPresence(seat);
    if (was === undefined || seat.name === null || was.name !== seat.name) return [];
    if (presence === 'open' || presence === 'computer' || presence === seatPresence(was)) return [];
    return [{ seat: index, name: seat.name, presence }];
  });
}

/** The seats the creator may hand to the computer: those of people who are away and not yet stood in for. */
export function handOverSeats(view: RoomView): number[] {
  return view.seats.flatMap((seat, index) => (seatPresence(seat) === 'away' ? [index] : []));
}

/**
 * Whether the Advisor is offered to the seat `seat` (null: an onlooker): the room allows it, a game is being
 * played, and it is that seat's turn. Onlookers and the players waiting for their turn get none.
 */
export function roomAdvisorOffered(view: RoomView, seat: number | null): boolean {
  const game = view.game;
  return (
    view.settings.advisorAllowed &&
    seat !== null &&
    game !== null &&
    view.phase === 'playing' &&
    seatMayAct(game.state, seat)
  );
}

/**
 * A finished room game rebuilt from its revealed seed and its log: the save that replays to the totals everyone
 * saw, or undefined while the game goes on or when it does not replay so (the seed or the log is not the game's).
 */
export function finishedRoomSave(view: RoomView): FarkleSave | undefined {
  const game = view.game;
  if (game === null || game.seed === null) return undefined;
  const names = view.seats.flatMap((seat) => (seat.kind === 'human' ? [seat.name ?? ''] : []));
  try {
    let save = newFarkleSave(setupConfig(roomSetup(view.settings, names), { seed: game.seed }));
    for (const { action } of game.log) save = playFarkle(save, action);
    const totals = save.state.players.map((player) => player.total);
    const shown = game.state.players.map((player) => player.total);
    return save.state.phase === 'game-over' && totals.join() === shown.join() ? save : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A finished room game as a player's history keeps it, with its replay code where the game has one; its id is the
 * room's and the game's number, so recording it again changes nothing.
 */
export function roomGameRecord(view: RoomView, endedAt: string): FinishedFarkleGame | undefined {
  const save = finishedRoomSave(view);
  if (save === undefined || view.game === null) return undefined;
  return finishedFarkleGame(
    `online-${view.id}-${view.game.number}`,
    save.state,
    endedAt,
    replayCodeOfFarkleSave(save),
  );
}
