import { observable, useObservable } from './observable.ts';

/**
 * Visible, non-blocking messages at the top of the app (for example "a saved game could not be read"). A
 * notice with the same `id` as a shown one replaces it instead of stacking.
 */

interface Notice {
  readonly id: string;
  readonly text: string;
}

const notices = observable<readonly Notice[]>([]);

export function notify(id: string, text: string): void {
  const others = notices.get().filter((notice) => notice.id !== id);
  notices.set([...others, { id, text }]);
}

function dismiss(id: string): void {
  notices.set(notices.get().filter((notice) => notice.id !== id));
}

export function Notices() {
  const shown = useObservable(notices);
  return (
    <section class="notices" aria-label="Messages" aria-live="polite">
      {shown.map((notice) => (
        <p class="notice" key={notice.id}>
          <span class="notice-text">{notice.text}</span>
          <button type="button" class="button button-small" onClick={() => dismiss(notice.id)}>
            Dismiss
          </button>
        </p>
      ))}
    </section>
  );
}
