import type { RefObject } from 'preact';
import { useLayoutEffect, useState } from 'preact/hooks';

/**
 * Whether the element's content is taller than the element, so that it scrolls; kept up to date as the element
 * or its children change size. A box that scrolls must be reachable with the keyboard (`tabIndex={0}`), one that
 * does not should not be a tab stop.
 */
export function useOverflows(ref: RefObject<HTMLElement>): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = (): void => setOverflows(element.scrollHeight > element.clientHeight + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
