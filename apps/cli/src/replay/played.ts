/**
 * The verified result of a replay code played through (`playReplay`, which checks every move before anything is
 * shown, so a code that cannot be played shows nothing but why), in the terminal's words and as JSON.
 */
import { formatPoints, type PlayedReplay } from '@pastime/app-core';

/** The verified result in words: `Verified: score 2,716, highest tile 256 (340 moves).` */
export function verifiedText(played: PlayedReplay): string {
  if (played.game === '2048') {
    const { score, bestTile, moves } = played.final;
    return `Verified: score ${formatPoints(score)}, highest tile ${formatPoints(bestTile)} (${formatPoints(moves)} move${moves === 1 ? '' : 's'}).`;
  }
  const { players, winner } = played.final;
  const totals = players.map((player) => `${player.name} ${formatPoints(player.total)}`).join(', ');
  const won = winner === null ? '' : `; ${players[winner]?.name ?? `player ${winner + 1}`} won`;
  return `Verified: ${totals}${won}.`;
}

/** The verified result as the last JSON line of `--json`. */
export function verifiedJson(played: PlayedReplay): Record<string, unknown> {
  if (played.game === '2048') {
    return { verified: true, score: played.final.score, highestTile: played.final.bestTile };
  }
  return {
    verified: true,
    totals: played.final.players.map((player) => player.total),
    winner: played.final.winner,
  };
}
