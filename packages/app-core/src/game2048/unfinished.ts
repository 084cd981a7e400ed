/**
 * Which 2048 games in progress the apps keep for later, and the score a kept game counts for.
 */
import { canRedo, redo, type GameState } from '@pastime/2048';
import { MAX_UNFINISHED_GAMES } from '../limits.ts';

/**
 * Whether a game is worth keeping to resume (and offering in a list): played, and not lost. A game never played
 * has nothing to resume; a lost one has nothing left to play, and is recorded among the finished games instead.
 */
export function isResumable(state: GameState): boolean {
  return state.moves > 0 && state.status !== 'lost';
}

/**
 * The highest score a game has reached: its score once every undone move is redone (scores never fall). A kept
 * game counts for the best score of its size with it, so that an undo never takes a best score back.
 */
export function highestScore(state: GameState): number {
  let furthest = state;
  while (canRedo(furthest)) furthest = redo(furthest);
  return furthest.score;
}

/**
 * The kept games to retire so that at most `MAX_UNFINISHED_GAMES` remain: the least recently played ones, never
 * `current` (the game being played). `games` are newest first. The app records each retired game among the
 * finished ones (as abandoned, or lost) before it lets go of it, so none is dropped unrecorded.
 */
export function gamesBeyondLimit<G extends { readonly id: string }>(
  games: readonly G[],
  current: string | undefined,
): G[] {
  const others = games.filter((game) => game.id !== current);
  const room =
    current !== undefined && others.length < games.length ? MAX_UNFINISHED_GAMES - 1 : MAX_UNFINISHED_GAMES;
  return others.slice(room);
}
