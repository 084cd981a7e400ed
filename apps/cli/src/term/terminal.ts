import { writeSync } from 'node:fs';
import type { ReadStream, WriteStream } from 'node:tty';
import { ansi, visibleWidth } from './ansi.ts';
import { decodeKeys, type Key } from './keys.ts';
import { onEnd } from './lifecycle.ts';

export interface TerminalSize {
  readonly columns: number;
  readonly rows: number;
}

export interface TerminalHandlers {
  readonly onKey: (key: Key) => void;
  readonly onResize: () => void;
}

/**
 * A full-screen session: raw keyboard input, the alternate screen, the cursor hidden. Whatever happens (a
 * normal end, Ctrl-C, `kill`, a crash) the terminal is given back as it was: `leave` is registered with the
 * program's end handlers, and is safe to call more than once.
 */
export class TerminalSession {
  private active = false;
  private release: ((reason?: 'exit') => void) | undefined;
  private handlers: TerminalHandlers | undefined;
  private readonly onData = (chunk: Buffer | string): void => {
    const keys = decodeKeys(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
    for (const key of keys) {
      if (!this.active) return;
      if (key.kind === 'suspend') {
        this.suspend();
        continue;
      }
      this.handlers?.onKey(key);
    }
  };
  private readonly onResize = (): void => this.handlers?.onResize();
  private readonly onContinue = (): void => {
    if (this.handlers === undefined) return;
    this.enterScreen();
    this.handlers.onResize();
  };

  constructor(
    private readonly input: ReadStream,
    private readonly output: WriteStream,
    /** The output's file descriptor, for synchronous writes. */
    private readonly outputFd: number = 1,
  ) {}

  size(): TerminalSize {
    return { columns: this.output.columns || 80, rows: this.output.rows || 24 };
  }

  private writeNow(text: string): void {
    // Synchronous, so that it also works from an `exit` handler.
    try {
      writeSync(this.outputFd, text);
    } catch {
      // The terminal is gone (hang-up): nothing to restore.
    }
  }

  private enterScreen(): void {
    this.input.setRawMode(true);
    this.writeNow(ansi.altScreenOn + ansi.cursorHide + ansi.wrapOff + ansi.clearScreen);
  }

  private leaveScreen(): void {
    this.writeNow(ansi.reset + ansi.wrapOn + ansi.cursorShow + ansi.altScreenOff);
    try {
      this.input.setRawMode(false);
    } catch {
      // stdin already closed
    }
  }

  enter(handlers: TerminalHandlers): void {
    if (this.active) return;
    this.active = true;
    this.handlers = handlers;
    this.release = onEnd(() => this.restore());
    this.enterScreen();
    this.input.on('data', this.onData);
    this.input.resume();
    this.output.on('resize', this.onResize);
    process.on('SIGCONT', this.onContinue);
  }

  /** Ctrl-Z: give the terminal back, stop; on `fg`, take it again and redraw. */
  private suspend(): void {
    this.leaveScreen();
    process.kill(process.pid, 'SIGTSTP');
  }

  private restore(): void {
    if (!this.active) return;
    this.active = false;
    this.input.off('data', this.onData);
    this.output.off('resize', this.onResize);
    process.off('SIGCONT', this.onContinue);
    this.input.pause();
    this.leaveScreen();
  }

  /** Leaves the full screen and gives the terminal back. */
  leave(): void {
    const release = this.release;
    this.release = undefined;
    if (release !== undefined) release('exit');
    else this.restore();
  }

  /**
   * Redraws the whole screen in place from `lines` (already laid out to the terminal's size): cursor home,
   * each line overwritten and cleared to its end, the rest of the screen cleared. One write, so no flicker.
   */
  draw(lines: readonly string[]): void {
    if (!this.active) return;
    const { columns, rows } = this.size();
    let frame = ansi.home;
    lines.slice(0, rows).forEach((line, i) => {
      // A line that fills the row leaves the cursor on its last character: clearing from there would erase it.
      const clear = visibleWidth(line) >= columns ? '' : ansi.clearToLineEnd;
      frame += `${ansi.moveTo(i, 0)}${line}${ansi.reset}${clear}`;
    });
    frame += ansi.clearToScreenEnd;
    this.writeNow(frame);
  }
}

/**
 * Whether the terminal named by `TERM` can move the cursor, which the full screen needs (the alternate screen,
 * redrawing in place). `dumb` (Emacs' shell, an editor's console, a serial line) cannot, and a terminal that
 * names nothing (`TERM` unset or empty) is not assumed to. Windows consoles take these sequences whatever `TERM`
 * says (it is usually unset there).
 */
export function canAddressCursor(
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform = process.platform,
): boolean {
  if (platform === 'win32') return true;
  const term = (env['TERM'] ?? '').trim().toLowerCase();
  return term !== '' && term !== 'dumb' && !term.startsWith('dumb-') && term !== 'unknown';
}
