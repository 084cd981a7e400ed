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

export interface TileColors {
  readonly background: Rgb;
  readonly text: Rgb;
}

const TILES: Readonly<Record<number, TileColors>> = {
  2: { background: [238, 228, 218], text: DARK_TEXT },
  4: { background: [237, 224, 200], text: DARK_TEXT },
  8: { background: [242, 177, 121], text: LIGHT_TEXT },
  16: { background: [245, 149, 99], text: LIGHT_TEXT },
  32: { background: [246, 124, 95], text: LIGHT_TEXT },
  64: { background: [246, 94, 59], text: LIGHT_TEXT },
  128: { background: [237, 207, 114], text: LIGHT_TEXT },
  256: { background: [237, 204, 97], text: LIGHT_TEXT },
  512: { background: [237, 200, 80], text: LIGHT_TEXT },
  1024: { background: [237, 197, 63], text: LIGHT_TEXT },
  2048: { background: [237, 194, 46], text: LIGHT_TEXT },
};

const BEYOND: TileColors = { background: [60, 58, 50], text: LIGHT_TEXT };

export function tileColors(value: number): TileColors {
  return TILES[value] ?? BEYOND;
}
