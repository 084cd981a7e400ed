import { useLayoutEffect, useRef } from 'preact/hooks';
import { usesArrowKeys } from '../shell/focus.ts';
import { shortcutFor, type Shortcut } from './keys.ts';

/**
 * Listens for the table's keyboard shortcuts (1–6, R, B, A, H) on the window, except while typing, while a
 * dialog is open or inside the File menu, whose letters jump between items. `run` returns whether the shortcut
 * did something now; only then is the key kept from the browser.
 */
export function useShortcuts(run: (shortcut: Shortcut) => boolean): void {
  const latest = useRef(run);
  latest.current = run;
  // Attached once, as the table is drawn: a key pressed as soon as the buttons show is already heard (an
  // ordinary effect would attach it only after the paint).
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || usesArrowKeys(event.target)) return;
      if (document.querySelector('dialog[open]')) return;
      if (event.target instanceof Element && event.target.closest('[role="menu"]')) return;
      const shortcut = shortcutFor(event);
      if (shortcut && latest.current(shortcut)) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
