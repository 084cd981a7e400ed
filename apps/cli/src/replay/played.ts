/**
 * A replay code played through, as every view of it needs it: the positions from the start to the end and the
 * verified result. The code is decoded and every move checked before anything is shown, so a code that cannot be
 * played shows nothing but why.
 */
import type { GameState } from '@pastime/2048';
import type { FarkleState } from '@pastime/farkle';
import { formatPoints, playReplay2048, playReplayFarkle, replayGame } from '@pastime/app-core';

export type PlayedReplay =
  | {
      readonly game: '2048';
      /** The start first, then the position after each move. */
      readonly positions: readonly GameState[];
      readonly final: GameState;
    }
  | {
      readonly game: 'farkle';
      /** The start first, then the position after each action (the computer's too). */
      readonly positions: readonly FarkleState[];
      readonly final: FarkleState;
    };

/** Plays a code; throws the decoder's `ReplayError` for a code that cannot be played. */
export function playCode(code: string): PlayedReplay {
  if (replayGame(code) === 'farkle') {
    const { positions, final } = playReplayFarkle(code);
    return { game: 'farkle', positions, final };
  }
  const { positions, final } = playReplay2048(code);
  return { game: '2048', positions, final };
}

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
