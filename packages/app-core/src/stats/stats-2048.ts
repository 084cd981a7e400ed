/**
 * The 2048 statistics: per board size, how many games were played and won, the best, mean and median score, how
 * often each highest tile was reached, each game's score over time and its number of moves.
 */
import type { FinishedGame2048 } from '../game2048/records.ts';
import { mean, median } from './numbers.ts';

/** One game as a chart plots it. */
export interface GamePoint2048 {
  readonly endedAt: string;
  readonly score: number;
  readonly moves: number;
  readonly bestTile: number;
}

export interface SizeStats2048 {
  readonly size: number;
  readonly played: number;
  readonly won: number;
  readonly best: number;
  readonly mean: number | null;
  readonly median: number | null;
  /** How many games ended with each highest tile, smallest tile first. */
  readonly highestTiles: readonly { readonly tile: number; readonly games: number }[];
  /** Oldest first. */
  readonly games: readonly GamePoint2048[];
}

/** The statistics of each board size played, smallest board first. `games` may come in any order. */
export function stats2048(games: readonly FinishedGame2048[]): SizeStats2048[] {
  const bySize = new Map<number, FinishedGame2048[]>();
  for (const game of games) {
    const list = bySize.get(game.size) ?? [];
    list.push(game);
    bySize.set(game.size, list);
  }
  return [...bySize.entries()]
    .sort(([a], [b]) => a - b)
    .map(([size, list]) => {
      const scores = list.map((game) => game.score);
      const tiles = new Map<number, number>();
      for (const game of list) tiles.set(game.bestTile, (tiles.get(game.bestTile) ?? 0) + 1);
      return {
        size,
        played: list.length,
        won: list.filter((game) => game.won).length,
        best: Math.max(...scores),
        mean: mean(scores),
        median: median(scores),
        highestTiles: [...tiles.entries()]
          .sort(([a], [b]) => a - b)
          .map(([tile, count]) => ({ tile, games: count })),
        games: [...list]
          .sort((a, b) => (a.endedAt < b.endedAt ? -1 : a.endedAt > b.endedAt ? 1 : 0))
          .map(({ endedAt, score, moves, bestTile }) => ({ endedAt, score, moves, bestTile })),
      };
    });
}
