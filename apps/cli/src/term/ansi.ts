import stringWidth from 'string-width';

/** The few ANSI/VT escape sequences the screens use. */
const ESC = '\u001b';
const CSI = `${ESC}[`;

export const ansi = {
  altScreenOn: `${CSI}?1049h`,
  altScreenOff: `${CSI}?1049l`,
  cursorHide: `${CSI}?25l`,
  cursorShow: `${CSI}?25h`,
  home: `${CSI}H`,
  clearScreen: `${CSI}2J`,
  clearToLineEnd: `${CSI}K`,
  clearToScreenEnd: `${CSI}J`,
  reset: `${CSI}0m`,
  bold: `${CSI}1m`,
  dim: `${CSI}2m`,
  inverse: `${CSI}7m`,
  underline: `${CSI}4m`,
  /** Stop the terminal from wrapping long lines, so a too-narrow window cannot scroll the frame. */
  wrapOff: `${CSI}?7l`,
  wrapOn: `${CSI}?7h`,
  moveTo: (row: number, col: number): string => `${CSI}${row + 1};${col + 1}H`,
  sgr: (...codes: readonly (number | string)[]): string => `${CSI}${codes.join(';')}m`,
} as const;

/**
 * Columns `text` takes on screen: escape sequences and combining marks take none, East Asian wide characters and
 * emoji (flags, skin tones and joined sequences included) take two, as terminals draw them.
 */
export function visibleWidth(text: string): number {
  const known = measured.get(text);
  if (known !== undefined) return known;
  const width = stringWidth(text);
  if (measured.size >= 4096) measured.clear();
  measured.set(text, width);
  return width;
}

/** Screens measure the same few hundred strings at every redraw, and measuring emoji or arrows is slow. */
const measured = new Map<string, number>();

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The characters of `text` as a reader sees them: an emoji sequence or a letter with its accents is one. */
export function graphemesOf(text: string): string[] {
  return Array.from(graphemes.segment(text), (part) => part.segment);
}

/** Pads with spaces on the right to `width` columns. */
export function padEnd(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - visibleWidth(text)));
}

/** Centres `text` in `width` columns (extra column on the right). */
export function center(text: string, width: number): string {
  const free = Math.max(0, width - visibleWidth(text));
  const left = Math.floor(free / 2);
  return ' '.repeat(left) + text + ' '.repeat(free - left);
}

/** Cuts plain text (no escapes) to at most `width` columns, with an ellipsis when cut; never inside a character. */
export function truncate(text: string, width: number): string {
  if (visibleWidth(text) <= width) return text;
  let out = '';
  let used = 0;
  for (const grapheme of graphemesOf(text)) {
    const columns = visibleWidth(grapheme);
    if (used + columns > width - 1) break;
    out += grapheme;
    used += columns;
  }
  return `${out}…`;
}
