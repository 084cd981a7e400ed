import { observable, useObservable } from './observable.ts';

/**
 * A polite live region for screen readers: screens call `announce` with a short sentence after something
 * happens that is only visible (a move, a roll). One region serves the whole app.
 */

interface Announcement {
  readonly text: string;
  readonly serial: number;
}

const current = observable<Announcement>({ text: '', serial: 0 });

export function announce(text: string): void {
  current.set({ text, serial: current.get().serial + 1 });
}

export function LiveRegion() {
  const { text, serial } = useObservable(current);
  // A fresh node per announcement makes screen readers speak a sentence even when it repeats the last one.
  return (
    <div id="announcer" class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      <span key={serial}>{text}</span>
    </div>
  );
}
