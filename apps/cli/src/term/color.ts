import { ansi } from './ansi.ts';

/** What the terminal can show: no colour at all, the 16 basic colours, the 256-colour palette, or 24-bit. */
export type ColorDepth = 'none' | 'basic' | 'palette' | 'truecolor';

/** A colour as red, green, blue, 0 to 255 each. */
export type Rgb = readonly [number, number, number];

/**
 * The colour depth to use: `NO_COLOR` (any non-empty value) turns colour off (https://no-color.org);
 * `FORCE_COLOR` 0–3 forces a depth; otherwise `COLORTERM` and `TERM` tell.
 */
export function detectColorDepth(env: NodeJS.ProcessEnv): ColorDepth {
  if (env['NO_COLOR'] !== undefined && env['NO_COLOR'] !== '') return 'none';
  const force = env['FORCE_COLOR'];
  if (force === '0' || force === 'false') return 'none';
  if (force === '1') return 'basic';
  if (force === '2') return 'palette';
  if (force === '3') return 'truecolor';
  const term = env['TERM'] ?? '';
  if (term === 'dumb') return 'none';
  const colorterm = (env['COLORTERM'] ?? '').toLowerCase();
  if (colorterm === 'truecolor' || colorterm === '24bit') return 'truecolor';
  if (/256|direct/.test(term)) return 'palette';
  return 'basic';
}

const CUBE_LEVELS = [0, 95, 135, 175, 215, 255];

function distance(a: Rgb, b: Rgb): number {
  // Weighted so that the eye's sensitivity to green counts more.
  return 2 * (a[0] - b[0]) ** 2 + 4 * (a[1] - b[1]) ** 2 + 3 * (a[2] - b[2]) ** 2;
}

function nearestLevel(value: number): number {
  let best = 0;
  for (let i = 1; i < CUBE_LEVELS.length; i++) {
    if (Math.abs((CUBE_LEVELS[i] ?? 0) - value) < Math.abs((CUBE_LEVELS[best] ?? 0) - value)) best = i;
  }
  return best;
}

/** The nearest entry of the xterm 256-colour palette (the 6×6×6 cube or the grey ramp). */
export function toPalette(rgb: Rgb): number {
  const [r, g, b] = [nearestLevel(rgb[0]), nearestLevel(rgb[1]), nearestLevel(rgb[2])];
  const cube: Rgb = [CUBE_LEVELS[r] ?? 0, CUBE_LEVELS[g] ?? 0, CUBE_LEVELS[b] ?? 0];
  const grey = Math.round(((rgb[0] + rgb[1] + rgb[2]) / 3 - 8) / 10);
  const greyIndex = Math.min(23, Math.max(0, grey));
  const greyLevel = 8 + greyIndex * 10;
  const greyRgb: Rgb = [greyLevel, greyLevel, greyLevel];
  return distance(rgb, greyRgb) < distance(rgb, cube) ? 232 + greyIndex : 16 + 36 * r + 6 * g + b;
}

/** The 16 basic colours as most terminals draw them (xterm defaults). */
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

/** Index 0–15 of the nearest basic colour. */
export function toBasic(rgb: Rgb): number {
  let best = 0;
  for (let i = 1; i < BASIC.length; i++) {
    if (distance(rgb, BASIC[i] ?? [0, 0, 0]) < distance(rgb, BASIC[best] ?? [0, 0, 0])) best = i;
  }
  return best;
}

export interface PaintStyle {
  readonly fg?: Rgb;
  readonly bg?: Rgb;
  /** Entries of the 256-colour palette to use instead of the nearest ones. */
  readonly fgPalette?: number;
  readonly bgPalette?: number;
  /** Basic colours (0–15) to use instead of the nearest ones. */
  readonly fgBasic?: number;
  readonly bgBasic?: number;
  readonly bold?: boolean;
}

/** Paints with a foreground and/or background colour at the given depth. */
export class Painter {
  constructor(readonly depth: ColorDepth) {}

  get colored(): boolean {
    return this.depth !== 'none';
  }

  private code(rgb: Rgb, background: boolean, basicOverride?: number, paletteOverride?: number): string {
    switch (this.depth) {
      case 'truecolor':
        return `${background ? 48 : 38};2;${rgb[0]};${rgb[1]};${rgb[2]}`;
      case 'palette':
        return `${background ? 48 : 38};5;${paletteOverride ?? toPalette(rgb)}`;
      case 'basic': {
        const index = basicOverride ?? toBasic(rgb);
        const base = index < 8 ? (background ? 40 : 30) : background ? 100 : 90;
        return String(base + (index % 8));
      }
      case 'none':
        return '';
    }
  }

  /**
   * `text` in the given colours (and bold), then back to the default. Without colour: only bold. With only the
   * 16 basic colours or the 256-colour palette, `fgBasic`/`bgBasic` (0–15) and `fgPalette`/`bgPalette` (0–255)
   * replace the nearest match where that would blur distinctions.
   */
  paint(text: string, style: PaintStyle): string {
    const codes: string[] = [];
    if (style.bold === true) codes.push('1');
    if (this.depth !== 'none') {
      if (style.fg !== undefined) codes.push(this.code(style.fg, false, style.fgBasic, style.fgPalette));
      if (style.bg !== undefined) codes.push(this.code(style.bg, true, style.bgBasic, style.bgPalette));
    }
    return codes.length === 0 ? text : `${ansi.sgr(...codes)}${text}${ansi.reset}`;
  }

  bold(text: string): string {
    return this.paint(text, { bold: true });
  }

  dim(text: string): string {
    return `${ansi.dim}${text}${ansi.reset}`;
  }

  inverse(text: string): string {
    return `${ansi.inverse}${text}${ansi.reset}`;
  }
}
