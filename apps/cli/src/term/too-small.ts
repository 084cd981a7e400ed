import type { Painter } from './color.ts';
import { centerBlock, wrap } from './layout.ts';
import type { TerminalSize } from './terminal.ts';

/**
 * The screen of a terminal too small for `what`: the size it needs (the real minimum: anything at least that
 * large draws, anything narrower or shorter does not) and the size it has, wrapped to the terminal's width, in
 * fewer words when the full sentence would not fit its height.
 */
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
  return centerBlock(fits.slice(0, size.rows), size);
}
