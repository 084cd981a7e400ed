import type { Readable, Writable } from 'node:stream';
import { graphemesOf } from '../term/ansi.ts';
import { decodeInput } from '../term/utf8.ts';

/** The streams a game uses through the line protocol. */
export interface LineIO {
  readonly input: Readable;
  readonly output: Writable;
  readonly errors: Writable;
}

/** The longest line the line protocol reads; a longer one is refused, and never held in memory whole. */
export const MAX_LINE_BYTES = 4096;

/** How much of a refused line is kept, to say which one it was. */
const PREVIEW_BYTES = 160;

/** A line of input: its text, or the start of a line longer than `MAX_LINE_BYTES`. */
type InputLine =
  { readonly text: string; readonly tooLong: false } | { readonly start: string; readonly tooLong: true };

/** The lines of `input`, split on `\n` (a `\r` before it is dropped), as they arrive; the last may lack its `\n`. */
async function* linesOf(input: Readable): AsyncGenerator<InputLine> {
  let parts: Buffer[] = [];
  let length = 0;
  let tooLong = false;
  const finish = (): InputLine => {
    let bytes = Buffer.concat(parts);
    parts = [];
    length = 0;
    if (tooLong) {
      tooLong = false;
      return { start: decodeInput(bytes.subarray(0, PREVIEW_BYTES)), tooLong: true };
    }
    if (bytes.at(-1) === 0x0d) bytes = bytes.subarray(0, -1);
    return { text: decodeInput(bytes), tooLong: false };
  };
  for await (const chunk of input) {
    const data = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    let from = 0;
    for (;;) {
      const newline = data.indexOf(0x0a, from);
      const piece = data.subarray(from, newline < 0 ? data.length : newline);
      if (!tooLong && length + piece.length > MAX_LINE_BYTES) {
        // Only the start is kept; the rest of the line is skipped as it arrives, however long it is.
        tooLong = true;
        parts = [Buffer.concat([...parts, piece]).subarray(0, PREVIEW_BYTES)];
      } else if (!tooLong) {
        parts.push(piece);
        length += piece.length;
      }
      if (newline < 0) break;
      yield finish();
      from = newline + 1;
    }
  }
  if (length > 0 || tooLong) yield finish();
}

/** What a JSON reply names as the command of a refused long line: its start, cut. */
export function cutLine(start: string): string {
  const shown = graphemesOf(start);
  return shown.length > 40 ? `${shown.slice(0, 39).join('')}…` : start;
}

export interface LineHandlers {
  /** A command line (trimmed): go on, or stop reading. */
  readonly line: (line: string) => 'stop' | 'go-on' | Promise<'stop' | 'go-on'>;
  /** A line longer than `MAX_LINE_BYTES`, by its start: refused, and reading goes on. */
  readonly tooLong: (start: string) => void;
}

/**
 * Resolves once `stream` has room again: at once when its buffer is below its high-water mark, otherwise at its
 * next `drain` (or when it closes or fails, which the program's own error handlers deal with).
 */
export function writable(stream: Writable): Promise<void> | undefined {
  if (!stream.writableNeedDrain || stream.destroyed) return undefined;
  return new Promise((resolve) => {
    const done = (): void => {
      stream.off('drain', done);
      stream.off('close', done);
      stream.off('error', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
    stream.on('error', done);
  });
}

/**
 * Reads the input line by line until it ends or a handler says stop; returns the line that stopped it, or null at
 * the end of the input. Blank lines and lines starting with `#` are not commands: they are skipped without a
 * reply, so command files can be commented.
 *
 * After each line it waits until every stream in `replies` has room again: a reader slower than the game (a
 * pipe into a slow program) holds the game back, instead of replies piling up in memory, and the input is not
 * read meanwhile either.
 */
export async function forEachLine(
  input: Readable,
  handlers: LineHandlers,
  replies: readonly Writable[] = [],
): Promise<string | null> {
  for await (const line of linesOf(input)) {
    if (line.tooLong) {
      handlers.tooLong(line.start);
    } else {
      const trimmed = line.text.trim();
      if (trimmed !== '' && !trimmed.startsWith('#') && (await handlers.line(trimmed)) === 'stop') {
        return trimmed;
      }
    }
    for (const stream of replies) await writable(stream);
  }
  return null;
}
