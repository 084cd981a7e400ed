import type { FarkleState } from '@pastime/farkle';

/**
 * The one-player high score to show with this state. The engine keeps the high score the game started with (so
 * that `newHighScore` can be checked against it); a new high score replaces it on screen as soon as the game ends
 * (002 §2.1.3), as it does in the scores file.
 */
export function shownHighScore(state: FarkleState): number {
  const player = state.players[0];
  return state.newHighScore && player !== undefined
    ? Math.max(state.highScore, player.total)
    : state.highScore;
}
