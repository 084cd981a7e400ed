import type { ComponentChildren } from 'preact';

interface ScrollTableProps {
  /** Names the region for screen readers. */
  readonly label: string;
  /** Classes of the table beyond `games-table`. */
  readonly tableClass?: string;
  readonly children: ComponentChildren;
}

/**
 * A table in a region that scrolls on a narrow screen: focusable so that keyboard users can scroll it, and marked
 * `data-scrolls` so that the 2048 screen leaves it the arrow keys while it has focus.
 */
export function ScrollTable({ label, tableClass, children }: ScrollTableProps) {
  return (
    <div class="table-scroll" tabIndex={0} role="region" aria-label={label} data-scrolls>
      <table class={tableClass === undefined ? 'games-table' : `games-table ${tableClass}`}>{children}</table>
    </div>
  );
}
