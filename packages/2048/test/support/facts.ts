/** Everything observable about a game except tile ids and the description of the last move. */
import type { GameState } from '../../src/index.ts';

export function facts(s: GameState): Record<string, unknown> {
  return {
    size: s.size,
    winValue: s.winValue,
    stopOnWin: s.stopOnWin,
    config: s.config,
    seed: s.seed,
    board: s.board,
    score: s.score,
    status: s.status,
    won: s.won,
    moves: s.moves,
    bestTile: s.bestTile,
    undoDepth: s.undoDepth,
    redoDepth: s.redoDepth,
    spawnScript: s.spawnScript,
    random: s.random,
  };
}
