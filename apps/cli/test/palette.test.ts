import { newGame } from '@pastime/2048';
import { describe, expect, it } from 'vitest';
import { render2048 } from '../src/game2048/screen-view.ts';
import { Painter } from '../src/term/color.ts';
import type { ColorDepth } from '../src/term/color.ts';

type Rgb = readonly [number, number, number];

// How xterm draws each colour number (the reference the palette is chosen for).
const BASIC: readonly Rgb[] = [
  [0, 0, 0],
  [205, 0, 0],
  [0, 205, 0],
  [205, 205, 0],
  [0, 0, 238],
  [205, 0, 205],
  [0, 205, 205],
  [229, 229, 229],
  [127, 127, 127],
  [255, 0, 0],
  [0, 255, 0],
  [255, 255, 0],
  [92, 92, 255],
  [255, 0, 255],
  [0, 255, 255],
  [255, 255, 255],
];
const LEVELS = [0, 95, 135, 175, 215, 255];

function paletteRgb(index: number): Rgb {
  if (index < 16) return BASIC[index] ?? [0, 0, 0];
  if (index >= 232) {
    const grey = 8 + 10 * (index - 232);
    return [grey, grey, grey];
  }
  const cube = index - 16;
  return [LEVELS[Math.floor(cube / 36)] ?? 0, LEVELS[Math.floor(cube / 6) % 6] ?? 0, LEVELS[cube % 6] ?? 0];
}

/** WCAG 2 relative luminance and contrast ratio. */
function luminance([r, g, b]: Rgb): number {
  const channel = (c: number): number => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}
function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** The colours an SGR sequence sets, as xterm shows them. */
function colorsOf(codes: string): { fg?: Rgb; bg?: Rgb } {
  const parts = codes.split(';').map(Number);
  const found: { fg?: Rgb; bg?: Rgb } = {};
  for (let i = 0; i < parts.length; i++) {
    const code = parts[i] ?? 0;
    const target = code === 38 || (code >= 30 && code <= 37) || (code >= 90 && code <= 97) ? 'fg' : 'bg';
    if (code === 38 || code === 48) {
      if (parts[i + 1] === 2) {
        found[target] = [parts[i + 2] ?? 0, parts[i + 3] ?? 0, parts[i + 4] ?? 0];
        i += 4;
      } else {
        found[target] = paletteRgb(parts[i + 2] ?? 0);
        i += 2;
      }
    } else if ((code >= 30 && code <= 37) || (code >= 40 && code <= 47)) {
      found[target] = BASIC[code % 10] ?? [0, 0, 0];
    } else if ((code >= 90 && code <= 97) || (code >= 100 && code <= 107)) {
      found[target] = BASIC[8 + (code % 10)] ?? [0, 0, 0];
    }
  }
  return found;
}

const VALUES = [2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048];

/** Each tile's colours as the screen paints them, by the number drawn on it. */
function paintedTiles(depth: ColorDepth): Map<number, { fg: Rgb; bg: Rgb }> {
  const state = newGame({
    board: [
      [2, 4, 8, 16],
      [32, 64, 128, 256],
      [512, 1024, 2048, 0],
      [0, 0, 0, 0],
    ],
    winValue: 4096,
  });
  const screen = render2048(
    { state, best: 0, message: undefined },
    { columns: 80, rows: 24 },
    new Painter(depth),
  );
  const tiles = new Map<number, { fg: Rgb; bg: Rgb }>();
  // eslint-disable-next-line no-control-regex -- the painted cells are what this reads
  for (const [, codes = '', text = ''] of screen.join('\n').matchAll(/\u001b\[([0-9;]*)m([^\u001b]*)/g)) {
    const value = Number(text.trim());
    if (!VALUES.includes(value)) continue;
    const { fg, bg } = colorsOf(codes);
    if (fg !== undefined && bg !== undefined) tiles.set(value, { fg, bg });
  }
  return tiles;
}

describe('2048 tile colours', () => {
  for (const depth of ['truecolor', 'palette', 'basic'] as const) {
    it(`${depth}: every tile up to 2048 has its own background and text at 4.5:1 or more`, () => {
      const tiles = paintedTiles(depth);
      expect([...tiles.keys()].sort((a, b) => a - b)).toEqual(VALUES);
      for (const [value, { fg, bg }] of tiles) {
        expect(contrast(fg, bg), `tile ${value}`).toBeGreaterThanOrEqual(4.5);
      }
      const backgrounds = new Set([...tiles.values()].map(({ bg }) => bg.join(',')));
      expect(backgrounds.size).toBe(VALUES.length);
    });
  }
});
