import type { ReadStream, WriteStream } from 'node:tty';
import type { Notices } from './notices.ts';
import { Painter, detectColorDepth } from './color.ts';
import type { Key } from './keys.ts';
import { isTooSmall } from './layout.ts';
import { NoticePanel } from './notice-panel.ts';
import { TerminalSession, type TerminalSize } from './terminal.ts';

/** The exit code of a program ended by Ctrl-C. */
export const INTERRUPTED = 130;

/** What a game shows on the full screen, and how it takes keys. */
export interface FullScreenGame {
  /** The screen, laid out for the terminal's size. */
  render(size: TerminalSize): string[];
  /** A key, when no notice is open and no question waits. */
  onKey(key: Key): void;
  /** Before each frame (reading a file then may find a problem, shown instead). */
  beforeDraw?(): void;
  /** A data-file problem is about to be shown over the game. */
  onNotice?(): void;
  /** The full screen is left: stop what runs, and say what to print on the normal screen. */
  close(): readonly string[];
}

interface Question {
  readonly text: string;
  readonly yes: () => void;
  readonly no: (() => void) | undefined;
}

/**
 * The full screen both games play on: the terminal in raw mode, a question waiting for y, and data-file notices
 * shown whole over the game until a key is pressed (then printed again on stderr once the terminal is given back).
 * Ctrl-C ends the program with `INTERRUPTED`.
 */
export class FullScreen {
  readonly painter = new Painter(detectColorDepth(process.env));
  private readonly terminal = new TerminalSession(process.stdin as ReadStream, process.stdout as WriteStream);
  private readonly panel = new NoticePanel();
  private pending: Question | undefined;
  private game: FullScreenGame | undefined;
  /** The last frame was the "too small" screen: the game is hidden, and only quit reaches it. */
  private hidden = false;
  private resolveExit: ((code: number) => void) | undefined;

  /** `seen`: how many of the notices were already told on the normal screen. */
  constructor(
    private readonly notices: Notices,
    private readonly seen = 0,
  ) {}

  /** Shows `game` until `finish`; resolves with the exit code. */
  run(game: FullScreenGame): Promise<number> {
    this.game = game;
    return new Promise((resolve) => {
      this.resolveExit = resolve;
      for (const text of this.notices.messages.slice(this.seen)) this.panel.add(text);
      this.notices.listen((text) => {
        game.onNotice?.();
        this.panel.add(text);
        this.draw();
      });
      this.terminal.enter({ onKey: (key) => this.onKey(key), onResize: () => this.draw() });
      this.draw();
    });
  }

  /** The question waiting for y, if any. */
  get question(): string | undefined {
    return this.pending?.text;
  }

  size(): TerminalSize {
    return this.terminal.size();
  }

  draw(): void {
    const game = this.game;
    if (game === undefined) return;
    game.beforeDraw?.();
    const frame = this.panel.open ? this.panel.render(this.size(), this.painter) : game.render(this.size());
    this.hidden = !this.panel.open && isTooSmall(frame);
    this.terminal.draw(frame);
  }

  /** Asks `question`: y runs `yes`, any other key `no`. */
  confirm(question: string, yes: () => void, no?: () => void): void {
    this.pending = { text: question, yes, no };
  }

  /** Leaves the full screen, prints the game's last words and the notices, and ends with `code`. */
  finish(code: number): void {
    const game = this.game;
    this.game = undefined;
    this.notices.listen(undefined);
    this.terminal.leave();
    const farewell = game?.close() ?? [];
    process.stdout.write(`${farewell.join('\n')}\n`);
    for (const text of this.notices.messages.slice(this.seen)) process.stderr.write(`pastime: ${text}\n`);
    this.resolveExit?.(code);
  }

  private onKey(key: Key): void {
    if (key.kind === 'interrupt') return this.finish(INTERRUPTED);
    if (this.panel.open) {
      this.panel.onKey(key, this.size());
    } else if (this.hidden) {
      // Nothing the player cannot see happens: q (or the end of input) quits, every other key waits for a resize.
      const quit = key.kind === 'end-of-input' || (key.kind === 'char' && key.char.toLowerCase() === 'q');
      if (quit) return this.finish(0);
    } else if (this.pending !== undefined) {
      const { yes, no } = this.pending;
      this.pending = undefined;
      if (key.kind === 'char' && key.char.toLowerCase() === 'y') yes();
      else no?.();
    } else {
      this.game?.onKey(key);
    }
    this.draw();
  }
}
