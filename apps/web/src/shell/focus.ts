import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

/**
 * Focus management across screens. On the first page load focus stays where the browser puts it; after the
 * player moves to another screen, focus goes to the new screen's heading so keyboard and screen-reader users
 * start from its top and hear where they are.
 */

let navigations = 0;

/** Called by the shell whenever the route changes (not on the first load). */
export function noteNavigation(): void {
  navigations++;
}

/** Put on a screen's `<h1 tabIndex={-1}>`: focuses it when the screen was reached by navigating. */
export function useScreenHeadingFocus<T extends HTMLElement>(): RefObject<T> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (navigations > 0) ref.current?.focus({ preventScroll: false });
  }, []);
  return ref;
}

/** True when the event comes from a control that uses arrow keys itself (text fields, selects, radios). */
export function usesArrowKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['button', 'submit', 'reset', 'checkbox'].includes(target.type);
  }
  return false;
}
