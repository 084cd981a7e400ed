/**
 * The Farkle statistics, seen from the first person at the table: games and wins against each kind of opponent,
 * one-player scores over time beside the optimum's mean, points per turn beside the optimum's, the farkle rate and
 * how the banked turns were spread.
 */
import type { ComputerLevel } from '@pastime/farkle';
import { histogram, mean, type Bin } from './numbers.ts';

/**
 * The mean one-player score of the best play in ten turns under the requirements' rules (the exact solution of
 * the expected-score policy; see the Farkle engine's README).
 */
export const ONE_PLAYER_OPTIMUM = 5514.4;
/** The same, a turn. */
export const OPTIMUM_PER_TURN = ONE_PLAYER_OPTIMUM / 10;
/** The width of a bar of the banked turns' histogram, in points. */
export const BANKED_BIN_WIDTH = 250;

/** What the statistics read of a finished game (history records carry it; older records may lack turn scores). */
export interface FarkleGameFacts {
  readonly endedAt: string;
  readonly mode: string;
  readonly computerLevel?: ComputerLevel;
  readonly players: readonly {
    readonly computer: boolean;
    readonly score: number;
    /** Each turn's points, a farkle as 0; absent in records that did not keep them. */
    readonly turnScores?: readonly number[];
  }[];
  readonly winner: number | null;
  /** A game given up before its end (`abandoned`) counts in no statistic: it has no result. */
  readonly outcome?: 'abandoned';
}

export type Opponent = 'person' | ComputerLevel;

export interface FarkleStats {
  readonly played: number;
  /** Games of two or more players, by the kind of the strongest opponent the first person faced. */
  readonly against: readonly { readonly opponent: Opponent; readonly games: number; readonly wins: number }[];
  /** One-player games, oldest first. */
  readonly onePlayer: readonly { readonly endedAt: string; readonly score: number }[];
  /** The people's turns with their points known. */
  readonly turns: number;
  readonly pointsPerTurn: number | null;
  /** The share of those turns that scored nothing, from 0 to 1. */
  readonly farkleRate: number | null;
  readonly banked: readonly Bin[];
}

const OPPONENTS: readonly Opponent[] = ['person', 'classic', 'expert'];

function opponentOf(game: FarkleGameFacts, seat: number): Opponent {
  const others = game.players.filter((_, index) => index !== seat);
  return others.some((player) => player.computer) ? (game.computerLevel ?? 'classic') : 'person';
}

export function farkleStats(all: readonly FarkleGameFacts[]): FarkleStats {
  const games = all.filter((game) => game.outcome === undefined);
  const against = new Map<Opponent, { games: number; wins: number }>();
  const onePlayer: { endedAt: string; score: number }[] = [];
  const turnScores: number[] = [];
  for (const game of games) {
    const seat = game.players.findIndex((player) => !player.computer);
    if (seat === -1) continue;
    for (const player of game.players) if (!player.computer) turnScores.push(...(player.turnScores ?? []));
    if (game.players.length === 1) {
      onePlayer.push({ endedAt: game.endedAt, score: game.players[seat]?.score ?? 0 });
      continue;
    }
    const tally = against.get(opponentOf(game, seat)) ?? { games: 0, wins: 0 };
    tally.games++;
    if (game.winner === seat) tally.wins++;
    against.set(opponentOf(game, seat), tally);
  }
  const farkles = turnScores.filter((score) => score === 0).length;
  return {
    played: games.length,
    against: OPPONENTS.flatMap((opponent) => {
      const tally = against.get(opponent);
      return tally ? [{ opponent, ...tally }] : [];
    }),
    onePlayer: onePlayer.sort((a, b) => (a.endedAt < b.endedAt ? -1 : a.endedAt > b.endedAt ? 1 : 0)),
    turns: turnScores.length,
    pointsPerTurn: mean(turnScores),
    farkleRate: turnScores.length === 0 ? null : farkles / turnScores.length,
    banked: histogram(
      turnScores.filter((score) => score > 0),
      BANKED_BIN_WIDTH,
    ),
  };
}
