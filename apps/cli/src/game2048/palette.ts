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
 * A tile's colours at each colour depth: 24-bit, an entry of the 256-colour palette each (the nearest entries
 * would give several tiles the same one), and a pair of the 16 basic colours (the nearest would make most tiles
 * the same grey). Each value up to 2048 has a background of its own at every depth, and its number a contrast of
 * at least 4.5:1 against it (WCAG AA), with xterm's colours for the palette and the basic colours.
 */
export interface TileColors {
  readonly background: Rgb;
  readonly text: Rgb;
  readonly palette: readonly [background: number, text: number];
  readonly basic: readonly [background: number, text: number];
}

export const BOARD_BASIC = 8;
export const EMPTY_BASIC: readonly [number, number] = [0, 7];

const DARK: Rgb = [60, 58, 50];
const DARKER: Rgb = [42, 38, 32];
const WHITE: Rgb = [255, 255, 255];

const TILES: Readonly<Record<number, TileColors>> = {
  2: { background: [238, 228, 218], text: [92, 82, 72], palette: [254, 239], basic: [7, 0] },
  4: { background: [237, 224, 200], text: [92, 82, 72], palette: [223, 239], basic: [15, 0] },
  8: { background: [242, 177, 121], text: DARK, palette: [216, 237], basic: [3, 0] },
  16: { background: [245, 149, 99], text: DARK, palette: [209, 237], basic: [1, 15] },
  32: { background: [246, 124, 95], text: DARKER, palette: [203, 235], basic: [9, 0] },
  64: { background: [184, 58, 28], text: WHITE, palette: [160, 231], basic: [5, 15] },
  128: { background: [237, 204, 97], text: DARK, palette: [221, 237], basic: [11, 0] },
  256: { background: [232, 194, 74], text: DARK, palette: [220, 237], basic: [2, 0] },
  512: { background: [227, 184, 50], text: DARK, palette: [179, 237], basic: [10, 0] },
  1024: { background: [221, 174, 29], text: [47, 44, 38], palette: [214, 236], basic: [6, 0] },
  2048: { background: [214, 164, 0], text: DARKER, palette: [178, 235], basic: [14, 0] },
};

const BEYOND: TileColors = { background: DARK, text: WHITE, palette: [237, 231], basic: [4, 15] };

export function tileColors(value: number): TileColors {
  return TILES[value] ?? BEYOND;
}
