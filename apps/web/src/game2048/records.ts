/**
 * What 2048 remembers between games: the best score for each board size and the list of finished games. Several
 * tabs may write it at once, so every write reads what is stored, merges into it and writes the result at once,
 * and merging is order-free: games are a union keyed by their unique id, best scores are the maximum.
 */
import type { GameSummary } from '@pastime/2048';
import type { Store } from '../storage/storage.ts';
import { array, boolean, integer, isoDate, object, oneOf, string, version } from '../storage/validate.ts';

export const RECORDS_KEY = '2048.records';
export const RECORDS_VERSION = 1;
/** The list keeps this many of the most recent games (best scores are kept apart and never dropped). */
export const MAX_FINISHED_GAMES = 100;

export type GameOutcome = 'lost' | 'abandoned';

export interface FinishedGame extends GameSummary {
  /** The game's unique id (also on the game in progress), so a game is listed once however often it is saved. */
  readonly id: string;
  /** `lost`: no move was left; `abandoned`: the player started another game. */
  readonly outcome: GameOutcome;
  /** When the game ended (ISO 8601). */
  readonly endedAt: string;
}

export interface Records {
  readonly version: typeof RECORDS_VERSION;
  /** Best score per board size, keyed by the size as text ("4"). */
  readonly best: Readonly<Record<string, number>>;
  /** Newest first. */
  readonly games: readonly FinishedGame[];
}

export const EMPTY_RECORDS: Records = { version: RECORDS_VERSION, best: {}, games: [] };

export function parseFinishedGame(value: unknown, path: string): FinishedGame {
  const game = object(value, path);
  return {
    id: string(game.id, `${path}.id`, 64),
    score: integer(game.score, `${path}.score`),
    bestTile: integer(game.bestTile, `${path}.bestTile`),
    moves: integer(game.moves, `${path}.moves`),
    size: integer(game.size, `${path}.size`, 2, 16),
    winValue: integer(game.winValue, `${path}.winValue`, 8),
    won: boolean(game.won, `${path}.won`),
    outcome: oneOf<GameOutcome>(game.outcome, `${path}.outcome`, ['lost', 'abandoned']),
    endedAt: isoDate(game.endedAt, `${path}.endedAt`),
  };
}

/** A bad entry found inside otherwise readable records: kept aside, the rest is used. */
export interface RejectedEntry {
  readonly path: string;
  readonly reason: string;
  readonly value: unknown;
}

export interface ParsedRecords {
  readonly records: Records;
  readonly rejected: readonly RejectedEntry[];
}

/**
 * Reads stored records. A wrong shape or version throws (the whole value is set aside); a bad single game or
 * best score is left out and listed in `rejected`, so one damaged entry does not cost the others.
 */
export function parseRecords(value: unknown): ParsedRecords {
  const root = object(value, 'records');
  version(root.version, 'records.version', RECORDS_VERSION);
  const rejected: RejectedEntry[] = [];
  const best: Record<string, number> = {};
  for (const [size, score] of Object.entries(object(root.best, 'records.best'))) {
    const path = `records.best.${size}`;
    try {
      if (!/^\d{1,2}$/.test(size)) throw new Error(`${path}: the key must be a board size`);
      best[size] = integer(score, path);
    } catch (error) {
      rejected.push({ path, reason: error instanceof Error ? error.message : String(error), value: score });
    }
  }
  const games: FinishedGame[] = [];
  array(root.games, 'records.games').forEach((entry, index) => {
    const path = `records.games[${index}]`;
    try {
      games.push(parseFinishedGame(entry, path));
    } catch (error) {
      rejected.push({ path, reason: error instanceof Error ? error.message : String(error), value: entry });
    }
  });
  return { records: mergeRecords(EMPTY_RECORDS, { version: RECORDS_VERSION, best, games }), rejected };
}

/**
 * Of two saves of the same game, the one to keep: the one that got further (more moves), then the later one,
 * then, for saves that agree on both, the greater by their text, so the choice never depends on which tab merges
 * first. Further beats later because a tab still showing an old position of a game another tab has since
 * finished would otherwise replace the real ending with a stale "abandoned" one when it starts a new game.
 */
function keptVersion(a: FinishedGame, b: FinishedGame): FinishedGame {
  if (a.moves !== b.moves) return a.moves > b.moves ? a : b;
  if (a.endedAt !== b.endedAt) return a.endedAt > b.endedAt ? a : b;
  return JSON.stringify(a) >= JSON.stringify(b) ? a : b;
}

/**
 * Everything either side knows: each game once (see `keptVersion`), the best score of each size as
 * the maximum of both sides and of the listed games, newest games first, at most `MAX_FINISHED_GAMES` of them.
 */
export function mergeRecords(a: Records, b: Records): Records {
  const byId = new Map<string, FinishedGame>();
  for (const game of [...a.games, ...b.games]) {
    const known = byId.get(game.id);
    byId.set(game.id, known ? keptVersion(known, game) : game);
  }
  const games = [...byId.values()]
    .sort((x, y) => (x.endedAt === y.endedAt ? x.id.localeCompare(y.id) : x.endedAt > y.endedAt ? -1 : 1))
    .slice(0, MAX_FINISHED_GAMES);
  const best: Record<string, number> = {};
  const raise = (size: string, score: number): void => {
    best[size] = Math.max(best[size] ?? 0, score);
  };
  for (const [size, score] of [...Object.entries(a.best), ...Object.entries(b.best)]) raise(size, score);
  // Every version of every game counts, the replaced ones too, so merging in any order gives the same result.
  for (const game of [...a.games, ...b.games]) raise(String(game.size), game.score);
  return { version: RECORDS_VERSION, best, games };
}

/** The best score recorded for a board size (0 when none). */
export function bestFor(records: Records, size: number): number {
  return records.best[String(size)] ?? 0;
}

/** Reads the stored records; damaged entries are set aside (kept under a backup key) and the rest kept. */
export function loadRecords(store: Store): Records {
  const parsed = store.read(RECORDS_KEY, parseRecords);
  if (!parsed) return EMPTY_RECORDS;
  if (parsed.rejected.length > 0) {
    const reasons = parsed.rejected.map((entry) => entry.reason).join('; ');
    // Without room for the copy the bad entries stay where they are (and are reported again next time).
    if (store.setAside(RECORDS_KEY, JSON.stringify(parsed.rejected), reasons)) {
      store.write(RECORDS_KEY, parsed.records);
    }
  }
  return parsed.records;
}

/**
 * Merges `addition` into the stored records and returns what is stored now. Reading right before writing, and
 * merging rather than replacing, means a record another tab wrote in the meantime is kept.
 */
export function saveRecords(store: Store, addition: Records): Records {
  const next = mergeRecords(loadRecords(store), addition);
  store.write(RECORDS_KEY, next);
  return next;
}

/** Records holding one finished game. */
export function recordGame(game: FinishedGame): Records {
  return { version: RECORDS_VERSION, best: { [String(game.size)]: game.score }, games: [game] };
}

/** Records holding one best score. */
export function recordBest(size: number, score: number): Records {
  return { version: RECORDS_VERSION, best: { [String(size)]: score }, games: [] };
}
