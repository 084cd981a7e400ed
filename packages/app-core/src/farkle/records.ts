/**
 * What Farkle remembers between games: the finished games and the one-player high score with who made it.
 */
import { presetOf, type ComputerLevel, type FarkleState, type Mode, type Rules } from '@pastime/farkle';
import { MAX_FINISHED_GAMES } from '../limits.ts';
import type { StoredDocument } from '../storage/document.ts';
import { endedOnNewHighScore, higherScore, NO_HIGH_SCORE, type HighScore } from './high-score.ts';

/** What a record reads of a game: the position as any player sees it (the seed and the generator not needed). */
type ShownFarkleState = Omit<FarkleState, 'seed' | 'rng'>;

export interface FarklePlayerResult {
  readonly name: string;
  readonly computer: boolean;
  readonly score: number;
  /** Turns played. */
  readonly turns: number;
  /** Each turn's points, in order (a farkle scores 0). Absent in records of earlier versions. */
  readonly turnScores?: readonly number[];
}

/** A finished Farkle game. */
export interface FinishedFarkleGame {
  readonly id: string;
  /** When the game ended (ISO 8601). */
  readonly endedAt: string;
  readonly mode: Mode;
  readonly players: readonly FarklePlayerResult[];
  /** Index of the winner in two-player games; null in one-player games. */
  readonly winner: number | null;
  /** One-player games: the score beat the high score of the time. */
  readonly newHighScore: boolean;
  /** The game's rules, when they were not the traditional ones (records without them are traditional games). */
  readonly rules?: Rules;
  /** The computer players' level. Absent in records of earlier versions. */
  readonly computerLevel?: ComputerLevel;
  /**
   * The replay code of the game (`encodeReplayFarkle`), which replays to the players' scores. Absent in records of
   * earlier versions, and for games a code cannot hold (house rules or seats of their own).
   */
  readonly replay?: string;
  /**
   * `abandoned`: given up before its end (Restart Game, Quit, New Game) after a die was rolled; its scores are
   * those of the moment it was left, and it has no winner and no replay code. Absent: played to its end.
   */
  readonly outcome?: 'abandoned';
}

export interface FarkleScores {
  /** The one-player high score (002 §1.3.5, resettable: §1.2.10.f), who made it and when. */
  readonly highScore: number;
  readonly highScoreName: string | null;
  readonly highScoreDate: string | null;
  /** Newest first, at most `MAX_FINISHED_GAMES`. */
  readonly games: readonly FinishedFarkleGame[];
}

export const EMPTY_FARKLE_SCORES: FarkleScores = {
  highScore: 0,
  highScoreName: null,
  highScoreDate: null,
  games: [],
};

/** The record of a finished game, with its replay code when it has one. */
export function finishedFarkleGame(
  id: string,
  state: ShownFarkleState,
  endedAt: string,
  replay?: string,
): FinishedFarkleGame {
  const game: FinishedFarkleGame = {
    id,
    endedAt,
    mode: state.mode,
    players: state.players.map((player) => ({
      name: player.name,
      computer: player.kind === 'computer',
      score: player.total,
      turns: player.turns.length,
      turnScores: player.turns,
    })),
    winner: state.winner,
    newHighScore: endedOnNewHighScore(state),
    ...(presetOf(state.rules) === 'traditional' ? {} : { rules: state.rules }),
    computerLevel: state.computerLevel,
  };
  return replay === undefined ? game : { ...game, replay };
}

/** The record of a game given up before its end, as it stood then. */
export function abandonedFarkleGame(
  id: string,
  state: ShownFarkleState,
  endedAt: string,
): FinishedFarkleGame {
  return {
    ...finishedFarkleGame(id, state, endedAt),
    winner: null,
    newHighScore: false,
    outcome: 'abandoned',
  };
}

/** The high score the scores hold. */
export function highScoreOf(scores: FarkleScores): HighScore {
  return { score: scores.highScore, name: scores.highScoreName, date: scores.highScoreDate };
}

/**
 * `scores` with `game` recorded (once: recording the same game again replaces it) and the high score raised to
 * each of `reached` that beats it.
 */
export function recordFarkleGame(
  scores: FarkleScores,
  game: FinishedFarkleGame,
  reached: readonly (HighScore | undefined)[],
): FarkleScores {
  const games = [game, ...scores.games.filter((other) => other.id !== game.id)].slice(0, MAX_FINISHED_GAMES);
  const high = reached.reduce<HighScore>((kept, other) => higherScore(kept, other), highScoreOf(scores));
  return { highScore: high.score, highScoreName: high.name, highScoreDate: high.date, games };
}

/**
 * The finished games of both lists, each game once (on the same id, `b`'s: the later record of it), newest first
 * (by the end date, then the id), at most `MAX_FINISHED_GAMES`: for stores that keep the games apart and merge
 * another writer's into their own.
 */
export function mergeFarkleGames(
  a: readonly FinishedFarkleGame[],
  b: readonly FinishedFarkleGame[],
): FinishedFarkleGame[] {
  const byId = new Map<string, FinishedFarkleGame>();
  for (const game of [...a, ...b]) byId.set(game.id, game);
  return [...byId.values()]
    .sort((x, y) => (x.endedAt === y.endedAt ? x.id.localeCompare(y.id) : x.endedAt > y.endedAt ? -1 : 1))
    .slice(0, MAX_FINISHED_GAMES);
}

/** Reset High Score (002 §1.2.10.f): back to none; the finished games stay. */
export function resetFarkleHighScore(scores: FarkleScores): FarkleScores {
  return {
    ...scores,
    highScore: NO_HIGH_SCORE.score,
    highScoreName: NO_HIGH_SCORE.name,
    highScoreDate: NO_HIGH_SCORE.date,
  };
}

/**
 * The records as a store that keeps the high score alone (the browser's `{ version: 1, best }`) sees them: no
 * finished games, and a high score without a holder. Recording a game through it stores only the high score.
 */
export function farkleScoresOfHighScore(document: StoredDocument<HighScore>): StoredDocument<FarkleScores> {
  const scoresOf = (high: HighScore): FarkleScores => ({
    ...EMPTY_FARKLE_SCORES,
    highScore: high.score,
  });
  return {
    read: () => scoresOf(document.read()),
    update(change) {
      const written = document.update((high) => {
        const next = change(scoresOf(high));
        return { score: next.highScore, name: null, date: null };
      });
      return written === undefined ? undefined : scoresOf(written);
    },
  };
}

/**
 * The records as the browser keeps them: the high score alone in one document (what earlier versions read and
 * write) and the finished games in another. The games are written first: should the high score then be refused,
 * the update reports failure and is made again later, and recording a game twice keeps it once.
 */
export function farkleScoresOfParts(
  highScore: StoredDocument<HighScore>,
  games: StoredDocument<readonly FinishedFarkleGame[]>,
): StoredDocument<FarkleScores> {
  const scoresOf = (high: HighScore, list: readonly FinishedFarkleGame[]): FarkleScores => ({
    ...EMPTY_FARKLE_SCORES,
    highScore: high.score,
    games: list,
  });
  return {
    read: () => scoresOf(highScore.read(), games.read()),
    update(change) {
      const writtenGames = games.update((list) => change(scoresOf(highScore.read(), list)).games);
      if (writtenGames === undefined) return undefined;
      const writtenHigh = highScore.update((high) => {
        const next = change(scoresOf(high, writtenGames));
        return { score: next.highScore, name: null, date: null };
      });
      return writtenHigh === undefined ? undefined : scoresOf(writtenHigh, writtenGames);
    },
  };
}
