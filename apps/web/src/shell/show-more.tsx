import { useState } from 'preact/hooks';

/**
 * A list shown a page at a time, newest first: how many of all are shown, and a button for the next page, so
 * that every entry (and its replay) can be reached. Returns how many to show and the line to put under them.
 */
export function useShowMore(total: number, page: number) {
  const [shown, setShown] = useState(page);
  const count = Math.min(shown, total);
  const more = Math.min(page, total - count);
  const footer =
    count >= total ? null : (
      <p class="show-more">
        Showing the newest {count} of {total} games.{' '}
        <button type="button" class="button button-quiet button-small" onClick={() => setShown(shown + page)}>
          Show {more} more
        </button>
      </p>
    );
  return { count, footer };
}
