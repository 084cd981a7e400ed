import type { Direction } from '@pastime/2048';

const WORDS: Readonly<Record<Direction, string>> = { up: 'Up', down: 'Down', left: 'Left', right: 'Right' };

/**
 * The hint on the board: a large arrow over its middle pointing the way the search would move, with the move's
 * word under it. Hidden from assistive technology, which hears the hint in the live region instead.
 */
export function HintArrow({ direction }: { readonly direction: Direction }) {
  return (
    <div class={`hint-arrow hint-arrow-${direction}`} data-direction={direction} aria-hidden="true">
      <svg viewBox="0 0 100 100" focusable="false">
        {/* Points left; the class turns it. */}
        <path d="M14 50 L52 16 L52 36 L86 36 L86 64 L52 64 L52 84 Z" />
      </svg>
      <span class="hint-arrow-word">{WORDS[direction]}</span>
    </div>
  );
}
