/** Helpers to write boards in tests the way the test plan does: rows of numbers separated by spaces. */
import { init } from '../../src/index.ts';
import type { GameConfig, GameState, Spawn } from '../../src/index.ts';

/** Parses lines of space-separated numbers (blank lines ignored) into rows. */
export function grid(text: string): number[][] {
  return text
    .trim()
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => line.split(/\s+/).map(Number));
}

/** Shorthand for a spawn script entry `{r,c,v}`. */
export function sp(row: number, col: number, value: number): Spawn {
  return { row, col, value };
}

/** A game starting from `board` text with the given spawn script (and other options). */
export function given(board: string, spawnScript: Spawn[] = [], config: GameConfig = {}): GameState {
  return init({ board: grid(board), spawnScript, ...config });
}

/** The board as plain nested arrays (for toEqual against `grid`). */
export function rows(state: GameState): number[][] {
  return state.board.map((row) => [...row]);
}

/** Sum of all tiles. */
export function tileSum(state: GameState): number {
  let sum = 0;
  for (const row of state.board) for (const v of row) sum += v;
  return sum;
}

/** Number of tiles. */
export function tileCount(state: GameState): number {
  let count = 0;
  for (const row of state.board) for (const v of row) if (v !== 0) count++;
  return count;
}
