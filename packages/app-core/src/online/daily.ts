/**
 * The daily challenges, decided once for the server and its clients: the day's two games, what a ranked run may
 * send and see, how a leaderboard is ordered, and why a request is refused, as data each app words its own way.
 * The server deals every tile and roll; the day's seed stays on it until the day has closed.
 */
import type { Direction, GameState } from '@pastime/2048';
import type { Action, GameConfig } from '@pastime/farkle';
import {
  boolean,
  integer,
  list,
  nullable,
  object,
  oneOf,
  optional,
  refine,
  text,
  type Schema,
} from '../schema/schema.ts';
import { StoredValueError } from '../schema/error.ts';
import { actionSchema, nameSchema, type PublicFarkleState } from './room.ts';
import { UNREACHABLE, type Unreachable } from './unreachable.ts';

/** The two challenges of each day. */
export const DAILY_GAMES = ['2048', 'farkle'] as const;
export type DailyGame = (typeof DAILY_GAMES)[number];

/** The day's 2048: the standard board, won at 2048 and played on after it. */
export const DAILY_2048 = { size: 4, winValue: 2048 } as const;

/** How many entries a leaderboard lists. */
export const LEADERBOARD_SIZE = 100;

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC day (`YYYY-MM-DD`) of an instant: a new challenge starts at 00:00 UTC. */
export function dayOf(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** When `day` starts, in milliseconds since the epoch; NaN for text that is not a day. */
export function dayStart(day: string): number {
  const match = DAY_PATTERN.exec(day);
  if (match === null) return Number.NaN;
  const start = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dayOf(start) === day ? start : Number.NaN;
}

/** When `day` closes: the next day's start. */
export function dayEnd(day: string): number {
  return dayStart(day) + DAY_MS;
}

/** The day before or after `day` (`step` days on). */
export function dayAfter(day: string, step = 1): string {
  return dayOf(dayStart(day) + step * DAY_MS);
}

/** Whether `day` has closed at `now`: its seed is published and its runs play no more. */
export function dayClosed(day: string, now: number): boolean {
  return now >= dayEnd(day);
}

/** A day as sent: a real date, `YYYY-MM-DD`. */
export const daySchema: Schema<string> = refine(
  text(10),
  (day) => !Number.isNaN(dayStart(day)),
  'a day, YYYY-MM-DD',
);

/** The day's Farkle: one player under the traditional rules (ten turns), dealt from the day's seed. */
export function dailyFarkleConfig(name: string, seed: string): GameConfig {
  // The traditional rules are the engine's own: a game without `rules` is played, and replayed, by them.
  return { mode: 'one-player', names: [name], seed, highScore: 0 };
}

/** Why a daily request was not carried out; nothing changed. */
export type DailyRefusal =
  /** Not JSON, or not the shape of any request. */
  | 'malformed'
  | 'too-large'
  /** Too many moves a second, or runs from one address today. */
  | 'rate-limited'
  /** The device token is not one the server gave. */
  | 'bad-token'
  /** A name the local game would refuse (`problem` says which rule). */
  | 'bad-name'
  /** This device has played today's run of this game to its end. */
  | 'already-played'
  /** No ranked run of this game today: start one first. */
  | 'no-run'
  /** The run has ended: its game is over. */
  | 'run-over'
  /** The run's day has closed: it counts with the score it had. */
  | 'day-closed'
  /** The move was made on an earlier position (repeated, or sent twice). */
  | 'stale'
  /** The engine refuses the move here (`problem` says why). */
  | 'illegal'
  | 'unavailable';

/** Every daily refusal, so that a client can tell the server's reasons from anything else. */
const DAILY_REFUSALS: Readonly<Record<DailyRefusal, true>> = {
  malformed: true,
  'too-large': true,
  'rate-limited': true,
  'bad-token': true,
  'bad-name': true,
  'already-played': true,
  'no-run': true,
  'run-over': true,
  'day-closed': true,
  stale: true,
  illegal: true,
  unavailable: true,
};

/** Whether `reason` is one of the daily refusals. */
export function isDailyRefusal(reason: string): reason is DailyRefusal {
  return Object.hasOwn(DAILY_REFUSALS, reason);
}

export interface DailyRefused {
  readonly ok: false;
  readonly reason: DailyRefusal;
  readonly problem?: string;
}

/** A refusal; `problem` only where given. */
export function dailyRefused(reason: DailyRefusal, problem?: string): DailyRefused {
  return problem === undefined ? { ok: false, reason } : { ok: false, reason, problem };
}

/** A device token as sent: the server's 128-bit tokens are 22 characters of base64url. */
const tokenSchema: Schema<string> = text(64);

/** `start`: today's run of `game`, begun or resumed; a device without a token gets one. */
export interface DailyStartRequest {
  readonly game: DailyGame;
  readonly name: string;
  readonly token: string | undefined;
}

/** `run` and `end`: today's run of `game` for this device, to see it again or to end it where it stands. */
export interface DailyRunRequest {
  readonly token: string;
  readonly game: DailyGame;
}

/**
 * Checks a `start` request. Typed by name: an inferred union's order follows the compiler's build state, and the
 * API report would follow it.
 */
export const dailyStartSchema: Schema<DailyStartRequest> = object({
  game: oneOf(DAILY_GAMES),
  name: nameSchema,
  token: optional(tokenSchema),
});

/** Checks a `run` or `end` request. */
export const dailyRunSchema: Schema<DailyRunRequest> = object({
  token: tokenSchema,
  game: oneOf(DAILY_GAMES),
});

/** `rename`: the device's display name, as every board shows it from now on. */
export const dailyRenameSchema = object({ token: tokenSchema, name: nameSchema });

const directionSchema: Schema<Direction> = oneOf(['up', 'down', 'left', 'right'] as const);

/** A ranked run's move: a 2048 direction or a Farkle action, with the number of moves the sender has seen. */
export type DailyMove =
  | { readonly game: '2048'; readonly seen: number; readonly move: Direction }
  | { readonly game: 'farkle'; readonly seen: number; readonly move: Action };

/** `move`: the device's token and the move of its run of today's `game`. */
export const dailyMoveSchema: Schema<{ readonly token: string } & DailyMove> = (value, path) => {
  const head = object({ token: tokenSchema, game: oneOf(DAILY_GAMES), seen: integer(0, 1_000_000) })(
    value,
    path,
  );
  const move = (value as { move?: unknown }).move;
  return head.game === '2048'
    ? { ...head, game: '2048', move: directionSchema(move, `${path}.move`) }
    : { ...head, game: 'farkle', move: actionSchema(move, `${path}.move`) };
};

/** A 2048 position as the player sees it: the board and what the last move did, nothing of the tiles to come. */
export type Public2048State = Pick<
  GameState,
  'size' | 'winValue' | 'board' | 'score' | 'status' | 'won' | 'moves' | 'bestTile' | 'tiles' | 'lastMove'
>;

/** The 2048 position without what would tell the tiles to come (the engine's state holds the generator). */
export function public2048State(state: GameState): Public2048State {
  const { size, winValue, board, score, status, won, moves, bestTile, tiles, lastMove } = state;
  return { size, winValue, board, score, status, won, moves, bestTile, tiles, lastMove };
}

/** A ranked run as its player sees it, after each move. */
export interface DailyRunView {
  readonly game: DailyGame;
  readonly day: string;
  readonly name: string;
  /** Moves accepted so far: the `seen` of the next move. */
  readonly moves: number;
  /** The game is over, or its day has closed. */
  readonly finished: boolean;
  readonly score: number;
  /** The highest tile (2048) or the total (Farkle). */
  readonly best: number;
  /** When the day closes (ISO 8601): the run counts as it stands then. */
  readonly closesAt: string;
  readonly position:
    | { readonly game: '2048'; readonly state: Public2048State }
    | { readonly game: 'farkle'; readonly state: PublicFarkleState };
}

/** What `start`, `move` and `run` answer: the run, and the device's token (new for a device without one). */
export interface DailyRunAnswer {
  readonly ok: true;
  readonly token: string;
  readonly run: DailyRunView;
}

/** A run on a leaderboard. */
export interface LeaderboardEntry {
  /** From 1; ties rank the earlier finish first. */
  readonly rank: number;
  readonly name: string;
  readonly day: string;
  readonly score: number;
  /** The highest tile (2048) or the total (Farkle). */
  readonly best: number;
  /** When the run ended, or was last played when its day closed on it (ISO 8601). */
  readonly finishedAt: string;
  /** Whether the run has ended: played to its end or ended by its player (else its day closed on it, or it is being played). */
  readonly finished: boolean;
  /** The run's replay code, once its day has closed. */
  readonly replay: string | null;
}

/** `today`, a past day, or `all` (every day's runs together). */
export type LeaderboardSpan = string;

/** A leaderboard as the server answers it. */
export interface Leaderboard {
  readonly game: DailyGame;
  /** A day, or `all`. */
  readonly span: LeaderboardSpan;
  /** The day's seed, once it has closed (null for today and for `all`). */
  readonly seed: string | null;
  /** How many runs the board ranks. */
  readonly runs: number;
  /** The best `LEADERBOARD_SIZE`, best first. */
  readonly entries: readonly LeaderboardEntry[];
  /** The asking device's best entry on this board, wherever it ranks; null without one. */
  readonly own: LeaderboardEntry | null;
}

/** `GET /api/daily`: today and when it closes, for the clients' pages. */
export interface DailyToday {
  readonly today: string;
  readonly closesAt: string;
  readonly games: readonly DailyGame[];
}

/** A leaderboard span as asked for: `all`, or a day. */
export const spanSchema: Schema<LeaderboardSpan> = (value, path) =>
  value === 'all' ? 'all' : daySchema(value, path);

/** The order of a leaderboard: the higher score first; of equal scores, the earlier finish. */
export function compareRuns(
  a: { readonly score: number; readonly finishedAt: string },
  b: { readonly score: number; readonly finishedAt: string },
): number {
  if (a.score !== b.score) return b.score - a.score;
  return a.finishedAt < b.finishedAt ? -1 : a.finishedAt > b.finishedAt ? 1 : 0;
}

/** A leaderboard entry as a client reads it from the server's answer. */
export const leaderboardEntrySchema = object({
  rank: integer(1),
  name: text(200),
  day: daySchema,
  score: integer(),
  best: integer(),
  finishedAt: text(40),
  finished: boolean,
  replay: nullable(text(100_000)),
});

/** A leaderboard as a client reads it from the server's answer. */
export const leaderboardSchema: Schema<Leaderboard> = object({
  game: oneOf(DAILY_GAMES),
  span: text(10),
  seed: nullable(text(200)),
  runs: integer(),
  entries: list(leaderboardEntrySchema),
  own: nullable(leaderboardEntrySchema),
});

/** Whether `entry` is the device's own run (`board.own`), shown among the others. */
export function isOwnEntry(board: Leaderboard, entry: LeaderboardEntry): boolean {
  const own = board.own;
  return own !== null && own.rank === entry.rank && own.day === entry.day && own.name === entry.name;
}

/** Where a board's run stands: ended (played out, or ended by its player), being played today, or closed on by its day. */
export type EntryStanding = 'ended' | 'playing' | 'cut-off';

export function entryStanding(entry: LeaderboardEntry, today: string): EntryStanding {
  if (entry.finished) return 'ended';
  return entry.day === today ? 'playing' : 'cut-off';
}

/** The request header that carries the device's token to a board, for its own entry. */
export const DEVICE_HEADER = 'X-Pastime-Device';

/** Where a board of `game` over `span` (`today`, a day, `all`) is asked for, below the server's address. */
export function leaderboardPath(game: DailyGame, span: string): string {
  return `api/daily/${game}/leaderboard?span=${encodeURIComponent(span)}`;
}

/**
 * The server's answer to a board request: the refusal it names (a day that is none, too many requests) whatever the
 * HTTP status, the board where the status says success (`ok`), or, for anything else, no Pastime server.
 */
export function readLeaderboardAnswer(json: unknown, ok: boolean): Leaderboard | DailyRefused | Unreachable {
  if (typeof json === 'object' && json !== null) {
    const refusal = json as { ok?: unknown; reason?: unknown; problem?: unknown };
    if (refusal.ok === false && typeof refusal.reason === 'string' && isDailyRefusal(refusal.reason)) {
      const problem = typeof refusal.problem === 'string' ? refusal.problem : undefined;
      return dailyRefused(refusal.reason, problem);
    }
  }
  if (!ok) return UNREACHABLE;
  try {
    return leaderboardSchema(json, 'leaderboard');
  } catch (error) {
    if (error instanceof StoredValueError) return UNREACHABLE;
    throw error;
  }
}
