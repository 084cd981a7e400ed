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

// eslint-disable-next-line no-control-regex
const SGR_OR_CSI = /\u001b\[[0-9;?]*[A-Za-z]/g;

/** The text without escape sequences. */
export function stripAnsi(text: string): string {
  return text.replace(SGR_OR_CSI, '');
}

/** Wide (two-column) characters: the East Asian wide and full-width ranges and most emoji. */
function isWide(code: number): boolean {
  return (
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf && code !== 0x303f) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6) ||
    (code >= 0x1f300 && code <= 0x1faff) ||
    (code >= 0x20000 && code <= 0x3fffd)
  );
}

/** Columns `text` takes on screen (escape sequences take none; combining marks take none). */
export function visibleWidth(text: string): number {
  let width = 0;
  for (const char of stripAnsi(text)) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0) || (code >= 0x300 && code <= 0x36f) || code === 0x200d) {
      continue;
    }
    width += isWide(code) ? 2 : 1;
  }
  return width;
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

/** Cuts plain text (no escapes) to at most `width` columns, with an ellipsis when cut. */
export function truncate(text: string, width: number): string {
  if (visibleWidth(text) <= width) return text;
  let out = '';
  for (const char of text) {
    if (visibleWidth(out + char) > width - 1) break;
    out += char;
  }
  return `${out}…`;
}
