import type { Painter } from './color.ts';
import type { Key } from './keys.ts';
import { centerBlock, wrap } from './layout.ts';
import type { TerminalSize } from './terminal.ts';

/** The widest a notice is set, for reading; a narrower terminal gets its own width. */
const MAX_WIDTH = 76;

/**
 * Problems a full screen must tell whole (a data file set aside, with the path of its backup): shown over the
 * game, word-wrapped to the terminal, scrolled with the arrow keys when they are longer than the screen, and put
 * away by any other key, which does nothing else.
 */
export class NoticePanel {
  private readonly shown: string[] = [];
  private top = 0;

  add(message: string): void {
    this.shown.push(message);
  }

  get open(): boolean {
    return this.shown.length > 0;
  }

  private layout(size: TerminalSize): { text: string[]; height: number; width: number } {
    const width = Math.max(10, Math.min(MAX_WIDTH, size.columns - 2));
    const text = this.shown.flatMap((message, i) => [...(i === 0 ? [] : ['']), ...wrap(message, width)]);
    // The title, a blank line, the text, a blank line, the keys (two lines when narrow).
    return { text, height: Math.max(1, size.rows - (width < 64 ? 5 : 4)), width };
  }

  /** Takes a key while the panel is open: ↑/↓ scroll a notice longer than the screen, any other key closes it. */
  onKey(key: Key, size: TerminalSize): void {
    const { text, height } = this.layout(size);
    const last = Math.max(0, text.length - height);
    // Arrows scroll only a notice that needs it: otherwise they are "any key", as the panel says.
    if (
      text.length > height &&
      key.kind === 'arrow' &&
      (key.direction === 'up' || key.direction === 'down')
    ) {
      this.top = Math.min(last, Math.max(0, this.top + (key.direction === 'up' ? -1 : 1)));
      return;
    }
    this.shown.length = 0;
    this.top = 0;
  }

  render(size: TerminalSize, painter: Painter): string[] {
    const { text, height, width } = this.layout(size);
    const scrolls = text.length > height;
    const top = Math.min(this.top, Math.max(0, text.length - height));
    const visible = text.slice(top, top + height);
    const more = scrolls
      ? `Lines ${top + 1}–${top + visible.length} of ${text.length}: ↑/↓ scroll, any other key goes on.`
      : 'Press any key to go on.';
    const title = this.shown.length === 1 ? 'Please note' : `Please note (${this.shown.length} notices)`;
    const block = [painter.bold(title), '', ...visible, '', ...wrap(more, width).map((l) => painter.dim(l))];
    return centerBlock(block.slice(0, size.rows), size, width);
  }
}
