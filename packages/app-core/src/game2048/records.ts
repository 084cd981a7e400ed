/**
 * What 2048 remembers between games: the best score for each board size and the finished games. Several tabs or
 * processes may write them at once, so every write reads what is stored, merges into it and writes the result,
 * and merging is order-free: games are a union keyed by their unique id, best scores are the maximum.
 */
import { summarize, type GameState, type GameSummary } from '@pastime/2048';
import { MAX_FINISHED_GAMES } from '../limits.ts';

/** `lost`: no move was left; `abandoned`: the player started another game, or left it for good. */
export type GameOutcome = 'lost' | 'abandoned';

export interface FinishedGame2048 extends GameSummary {
  /** The game's unique id (also on the game in progress), so a game is listed once however often it is saved. */
  readonly id: string;
  /** Absent in records of terminal versions that did not note it. */
  readonly outcome?: GameOutcome;
  /** When the game ended (ISO 8601). */
  readonly endedAt: string;
  /**
   * The replay code of the moves in effect at the end (`encodeReplay2048`), which replays to `score`. Absent in
   * records of earlier versions, and for games a code cannot hold (started from a given position).
   */
  readonly replay?: string;
}

export interface Records2048 {
  /** Best score per board size, keyed by the size as text ("4"). */
  readonly best: Readonly<Record<string, number>>;
  /** Newest first, at most `MAX_FINISHED_GAMES`. */
  readonly games: readonly FinishedGame2048[];
}

export const EMPTY_RECORDS_2048: Records2048 = { best: {}, games: [] };

/** How a game that ends now ends: lost when no move is left, else abandoned. */
export function outcomeOf(state: GameState): GameOutcome {
  return state.status === 'lost' ? 'lost' : 'abandoned';
}

/** The record of a game that ends now, with its replay code when it has one. */
export function finishedGame2048(
  id: string,
  state: GameState,
  endedAt: string,
  replay?: string,
): FinishedGame2048 {
  const game = { id, ...summarize(state), outcome: outcomeOf(state), endedAt };
  return replay === undefined ? game : { ...game, replay };
}

/**
 * Of two saves of the same game, the one to keep: the one that got further (more moves), then the later one,
 * then the one with a replay code, then, for saves that agree on all of these, the greater by their text, so the choice never depends on which side merges
 * first. Further beats later because a tab still showing an old position of a game another tab has since
 * finished would otherwise replace the real ending with a stale "abandoned" one when it starts a new game.
 */
function keptVersion(a: FinishedGame2048, b: FinishedGame2048): FinishedGame2048 {
  if (a.moves !== b.moves) return a.moves > b.moves ? a : b;
  if (a.endedAt !== b.endedAt) return a.endedAt > b.endedAt ? a : b;
  // The same ending, one with its replay code added since (a daily run's, once its day has closed): the code stays.
  if ((a.replay === undefined) !== (b.replay === undefined)) return a.replay === undefined ? b : a;
  return JSON.stringify(a) >= JSON.stringify(b) ? a : b;
}

/**
 * Everything either side knows: each game once (see `keptVersion`), the best score of each size as the maximum
 * of both sides and of the listed games, newest games first, at most `MAX_FINISHED_GAMES` of them.
 */
export function mergeRecords(a: Records2048, b: Records2048): Records2048 {
  const byId = new Map<string, FinishedGame2048>();
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
  return { best, games };
}

/** The best score recorded for a board size (0 when none). */
export function bestFor(records: Records2048, size: number): number {
  return records.best[String(size)] ?? 0;
}

/** Records holding one finished game (its score counts for the best score of its size). */
export function recordGame(game: FinishedGame2048): Records2048 {
  return { best: { [String(game.size)]: game.score }, games: [game] };
}

/** Records holding one best score. */
export function recordBest(size: number, score: number): Records2048 {
  return { best: { [String(size)]: score }, games: [] };
}
