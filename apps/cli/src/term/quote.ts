import { graphemesOf } from './ansi.ts';

/**
 * The format characters that reorder the text around them (U+202E turns `txt.exe` into `exe.txt` on the screen)
 * or break its line: no name or command needs them. The joiners that emoji are made of are not among them.
 */
const REORDERING_CLASS = '\\u061c\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069';
const REORDERING = new RegExp(`[${REORDERING_CLASS}]`);

// Control characters, the lone surrogates U+DC80–U+DCFF that stand for bytes that were not UTF-8, and the above.
const UNSAFE = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f]|[\\udc80-\\udcff]|[${REORDERING_CLASS}]`, 'g');

/** Whether `text` holds a format character that would reorder what is shown around it (see `escapeControls`). */
export function reordersText(text: string): boolean {
  return REORDERING.test(text);
}

/**
 * `text` with every control character shown as an escape (`\x1b`, `\x0a`): printed as they are, they could move
 * the cursor, recolour or break the line of the terminal the text is read in. A byte of input that was not UTF-8
 * (kept by `decodeInput` as a lone surrogate) is shown the same way, `\xff`, rather than as `�`, and so is a
 * character that reorders the text around it (`\u202e`). Every message that echoes input goes through it.
 */
export function escapeControls(text: string): string {
  return text.replace(UNSAFE, (c) => {
    const code = c.charCodeAt(0);
    if (code > 0xff && !(code >= 0xdc80 && code <= 0xdcff)) return `\\u${code.toString(16).padStart(4, '0')}`;
    const byte = code >= 0xdc80 && code <= 0xdcff ? code - 0xdc00 : code;
    return `\\x${byte.toString(16).padStart(2, '0')}`;
  });
}

/**
 * Input for a JSON reply: JSON escapes control characters itself, but a byte that was not UTF-8 is shown as
 * `\xff`, as in the messages, rather than as a lone surrogate most JSON readers reject.
 */
export function showBytes(text: string): string {
  return text.replace(
    /[\udc80-\udcff]/g,
    (c) => `\\x${(c.charCodeAt(0) - 0xdc00).toString(16).padStart(2, '0')}`,
  );
}

/** The most characters of a typed text a message quotes. */
const MAX_QUOTED = 40;

/** Text the player typed, quoted for a message, with its control characters escaped; a long text is cut. */
export function quoted(text: string): string {
  const chars = graphemesOf(text);
  const shown = chars.length > MAX_QUOTED ? `${chars.slice(0, MAX_QUOTED - 1).join('')}…` : text;
  return `'${escapeControls(shown)}'`;
}
