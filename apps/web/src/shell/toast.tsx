import { useEffect } from 'preact/hooks';
import { announce } from './announcer.tsx';
import { observable, useObservable } from './observable.ts';

/**
 * A short message shown over the bottom of the page for a few seconds, for an answer that changes nothing else on
 * screen (e.g. "The high score is already 0."). It takes no room in the layout, so nothing moves. It is also
 * announced in the live region, so the message itself is not a live region (it would be heard twice).
 */

interface Toast {
  readonly text: string;
  readonly serial: number;
}

/** How long a message stays. */
const TOAST_MS = 6000;

const current = observable<Toast | null>(null);
let serial = 0;

export function showToast(text: string): void {
  serial += 1;
  current.set({ text, serial });
  announce(text);
}

export function Toasts() {
  const toast = useObservable(current);
  useEffect(() => {
    if (!toast) return;
    const handle = setTimeout(() => {
      if (current.get() === toast) current.set(null);
    }, TOAST_MS);
    return () => clearTimeout(handle);
  }, [toast]);
  return (
    <div class="toasts">
      {toast && (
        <p class="toast" key={toast.serial}>
          {toast.text}
        </p>
      )}
    </div>
  );
}
