import { visibleWidth } from './ansi.ts';
import type { TerminalSize } from './terminal.ts';

/** Places a block of lines in the middle of the screen: blank lines above, a left margin on every line. */
export function centerBlock(block: readonly string[], size: TerminalSize): string[] {
  const width = Math.max(0, ...block.map(visibleWidth));
  const top = Math.max(0, Math.floor((size.rows - block.length) / 2));
  const left = ' '.repeat(Math.max(0, Math.floor((size.columns - width) / 2)));
  return [...Array.from({ length: top }, () => ''), ...block.map((line) => (line === '' ? '' : left + line))];
}

/** Word-wraps plain text to `width` columns. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      if (line === '') line = word;
      else if (visibleWidth(line) + 1 + visibleWidth(word) <= width) line += ` ${word}`;
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
  return `${(columns === undefined || columns <= 0 ? [text] : wrap(text, columns)).join('\n')}\n`;
}
