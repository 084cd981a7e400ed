/**
 * Choosing the next tile: from the spawn script when the game has one (strictly: an occupied cell or an empty
 * script is an error), otherwise from the seeded generator kept in the state — a 2 with probability 0.9, else a 4,
 * in a uniformly chosen empty cell.
 */
import { nextFloat, nextInt } from '@pastime/random';
import type { RandomState } from '@pastime/random';
import { GameError } from './errors.ts';
import type { Spawn } from './types.ts';

/** The chance that a random spawn is a 4 rather than a 2. */
const FOUR_PROBABILITY = 0.1;

/** One spawn drawn, and where the draw leaves the generator and the script. */
export interface SpawnDraw {
  /** The chosen cell (row-major index). */
  readonly at: number;
  readonly value: number;
  /** The generator after the draw. */
  readonly random: RandomState;
  /** The spawn script cursor after the draw. */
  readonly cursor: number;
}

/** Draws one spawn for the board `cells` (which has `tiles` tiles and at least one empty cell). */
export function drawSpawn(
  cells: readonly number[],
  size: number,
  tiles: number,
  script: readonly Spawn[] | null,
  cursor: number,
  random: RandomState,
): SpawnDraw {
  if (script !== null) {
    const entry = script[cursor];
    if (entry === undefined) {
      throw new GameError(
        'script-exhausted',
        `a spawn is needed but the spawn script is exhausted (all ${script.length} entries used)`,
        'spawnScript',
      );
    }
    const at = entry.row * size + entry.col;
    if (cells[at] !== 0) {
      throw new GameError(
        'invalid-spawn',
        `spawnScript[${cursor}] targets row ${entry.row}, col ${entry.col}, which holds ${cells[at]}: a spawn needs an empty cell`,
        `spawnScript[${cursor}]`,
      );
    }
    return { at, value: entry.value, random, cursor: cursor + 1 };
  }
  const valueDraw = nextFloat(random);
  const cellDraw = nextInt(valueDraw.state, cells.length - tiles);
  let skip = cellDraw.value;
  let at = 0;
  for (; at < cells.length; at++) {
    if (cells[at] === 0) {
      if (skip === 0) break;
      skip--;
    }
  }
  return { at, value: valueDraw.value < FOUR_PROBABILITY ? 4 : 2, random: cellDraw.state, cursor };
}
