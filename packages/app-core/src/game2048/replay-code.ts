/**
 * The replay code of a 2048 game as its save holds it, for the record of a finished game. A game a code cannot
 * hold (started from a given position rather than a seed, or with a seed too long) has none. Kept apart from
 * Farkle's, so that 2048 alone does not bring in the Farkle engine.
 */
import type { Direction } from '@pastime/2048';
import type { Save2048 } from './save.ts';
import { encodeReplay2048 } from '../replay/replay-2048.ts';
import { seedFits } from '../replay/seed.ts';

const DIRECTION_BY_LETTER: Readonly<Record<string, Direction>> = {
  u: 'up',
  d: 'down',
  l: 'left',
  r: 'right',
};

/**
 * The code of the moves in effect at the end of a 2048 game: the save's log up to its cursor (a keep going is
 * implicit in a code), claiming `score`, the score of the position at the cursor.
 */
export function replayCodeOfSave2048(save: Save2048, score: number): string | undefined {
  if (save.seed === undefined || !seedFits(save.seed)) return undefined;
  const moves: Direction[] = [];
  for (const letter of save.log) {
    if (moves.length === save.cursor) break;
    const move = DIRECTION_BY_LETTER[letter];
    if (move !== undefined) moves.push(move);
  }
  return encodeReplay2048({
    size: save.size,
    winValue: save.winValue,
    seed: String(save.seed),
    moves,
    score,
  });
}
