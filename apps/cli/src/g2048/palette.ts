import type { Rgb } from '../term/color.ts';

/** The board's colours: warm greys and, as tiles grow, orange to gold, then dark for the largest. */
export const BOARD_BACKGROUND: Rgb = [187, 173, 160];
export const EMPTY_CELL: Rgb = [205, 193, 180];
export const DARK_TEXT: Rgb = [119, 110, 101];
export const LIGHT_TEXT: Rgb = [249, 246, 242];
export const TITLE: Rgb = [237, 194, 46];
export const WIN_BACKGROUND: Rgb = [237, 194, 46];
export const LOSE_TEXT: Rgb = [246, 94, 59];
export const WARNING_TEXT: Rgb = [242, 177, 121];

/**
 * A tile's colours, and the pair of the 16 basic colours (0–15) used instead when that is all the terminal
 * has: the nearest basic colours would make most tiles the same grey.
 */
export interface TileColors {
  readonly background: Rgb;
  readonly text: Rgb;
  readonly basic: readonly [background: number, text: number];
}

export const BOARD_BASIC = 8;
export const EMPTY_BASIC: readonly [number, number] = [0, 7];

const TILES: Readonly<Record<number, TileColors>> = {
  2: { background: [238, 228, 218], text: DARK_TEXT, basic: [7, 0] },
  4: { background: [237, 224, 200], text: DARK_TEXT, basic: [15, 0] },
  8: { background: [242, 177, 121], text: LIGHT_TEXT, basic: [3, 0] },
  16: { background: [245, 149, 99], text: LIGHT_TEXT, basic: [1, 15] },
  32: { background: [246, 124, 95], text: LIGHT_TEXT, basic: [9, 15] },
  64: { background: [246, 94, 59], text: LIGHT_TEXT, basic: [5, 15] },
  128: { background: [237, 207, 114], text: LIGHT_TEXT, basic: [11, 0] },
  256: { background: [237, 204, 97], text: LIGHT_TEXT, basic: [2, 15] },
  512: { background: [237, 200, 80], text: LIGHT_TEXT, basic: [10, 0] },
  1024: { background: [237, 197, 63], text: LIGHT_TEXT, basic: [6, 0] },
  2048: { background: [237, 194, 46], text: LIGHT_TEXT, basic: [14, 0] },
};

const BEYOND: TileColors = { background: [60, 58, 50], text: LIGHT_TEXT, basic: [4, 15] };

export function tileColors(value: number): TileColors {
  return TILES[value] ?? BEYOND;
}
