import { graphemesOf, visibleWidth } from './ansi.ts';
import type { Painter } from './color.ts';
import type { TerminalSize } from './terminal.ts';

/**
 * Places a block of lines in the middle of the screen: blank lines above, a left margin on every line. The block
 * is `width` columns wide when given (so that a screen whose lines change does not shift sideways), else as wide
 * as its widest line.
 */
export function centerBlock(block: readonly string[], size: TerminalSize, width?: number): string[] {
  const blockWidth = width ?? Math.max(0, ...block.map(visibleWidth));
  const top = Math.max(0, Math.floor((size.rows - block.length) / 2));
  const left = ' '.repeat(Math.max(0, Math.floor((size.columns - blockWidth) / 2)));
  return [...Array.from({ length: top }, () => ''), ...block.map((line) => (line === '' ? '' : left + line))];
}

/** A word wider than `width` (a long file path) in pieces that fit. */
function pieces(word: string, width: number): string[] {
  if (visibleWidth(word) <= width) return [word];
  const parts: string[] = [];
  let part = '';
  for (const grapheme of graphemesOf(word)) {
    if (part !== '' && visibleWidth(part + grapheme) > width) {
      parts.push(part);
      part = '';
    }
    part += grapheme;
  }
  parts.push(part);
  return parts;
}

/**
 * Word-wraps plain text to `width` columns. A word wider than that (a long file path) is broken where it must,
 * unless `breakWords` is false: on the normal screen the terminal wraps it, and keeps it whole for copying.
 */
export function wrap(text: string, width: number, breakWords = true): string[] {
  const columns = Math.max(1, width);
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    const words = paragraph.split(/ +/);
    for (const word of breakWords ? words.flatMap((w) => pieces(w, columns)) : words) {
      if (line === '') line = word;
      else if (visibleWidth(line) + 1 + visibleWidth(word) <= columns) line += ` ${word}`;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * A line of text for the normal screen, word-wrapped to the terminal's width (when it is known) and ended with a
 * newline: the terminal itself would break it mid-word.
 */
export function wrappedLine(text: string, columns: number | undefined): string {
  return `${(columns === undefined || columns <= 0 ? [text] : wrap(text, columns, false)).join('\n')}\n`;
}

/**
 * The screen of a terminal too small for `what`: the size it needs (the real minimum: anything at least that
 * large draws, anything narrower or shorter does not) and the size it has, wrapped to the terminal's width, in
 * fewer words when the full sentence would not fit its height.
 */
/** The screens `tooSmall` drew: the game they stand for cannot be seen, so it takes no keys but quit. */
const TOO_SMALL = new WeakSet<readonly string[]>();

/** Whether `lines` are a `tooSmall` screen. */
export function isTooSmall(lines: readonly string[]): boolean {
  return TOO_SMALL.has(lines);
}

export function tooSmall(what: string, need: TerminalSize, size: TerminalSize, painter: Painter): string[] {
  const has = `${size.columns}×${size.rows}`;
  const width = Math.max(1, size.columns - 2);
  const variants: readonly (readonly string[])[] = [
    [
      ...wrap('The terminal is too small', width).map((line) => painter.bold(line)),
      ...wrap(
        `${what} needs at least ${need.columns} columns and ${need.rows} rows; this one has ${has}. Enlarge it, or press q to quit.`,
        width,
      ),
    ],
    wrap(`Too small: needs at least ${need.columns} columns and ${need.rows} rows. q quits.`, width),
    wrap(`${need.columns}×${need.rows} needed`, width),
  ];
  const fits = variants.find((lines) => lines.length <= size.rows) ?? variants[variants.length - 1] ?? [];
  const screen = centerBlock(fits.slice(0, size.rows), size);
  TOO_SMALL.add(screen);
  return screen;
}

/**
 * The rows as columns, each aligned as `align` says (`l` left, `r` right; right for columns it leaves out), two
 * spaces apart; cells are measured as the terminal shows them.
 */
export function alignColumns(rows: readonly (readonly string[])[], align: string): string[] {
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((row) => visibleWidth(row[i] ?? ''))));
  return rows.map((row) =>
    row
      .map((cell, i) => {
        const pad = ' '.repeat((widths[i] ?? 0) - visibleWidth(cell));
        return align[i] === 'l' ? cell + pad : pad + cell;
      })
      .join('  ')
      .trimEnd(),
  );
}

/** A question waiting for y, in bold, wrapped to `width`. */
export function questionLines(question: string, width: number, painter: Painter): string[] {
  return wrap(`${question} y: yes, any other key: no`, width).map((line) => painter.bold(line));
}
