import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef } from 'preact/hooks';

export interface DialogProps {
  readonly open: boolean;
  /** The dialog's heading and accessible name. */
  readonly title: string;
  /** Escape (or the platform's back gesture) asks to close: decide what that means. */
  readonly onCancel: () => void;
  readonly children: ComponentChildren;
  readonly class?: string;
}

/**
 * A modal dialog on the native `<dialog>` element, which keeps focus inside, makes the page behind it inert and
 * turns Escape into `onCancel`. On opening, focus goes to the element marked `data-autofocus` (else the first
 * focusable one); on closing it returns to where it was before.
 */
export function Dialog({ open, title, onCancel, children, class: className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      restoreFocus(returnFocus.current);
    }
  }, [open]);

  // A dialog removed while open (its screen went away) must not leave focus stranded on nothing.
  useEffect(() => () => restoreFocus(returnFocus.current), []);

  return (
    <dialog
      ref={ref}
      class={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} class="dialog-title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}

function restoreFocus(target: Element | null): void {
  if (target instanceof HTMLElement && target.isConnected && document.activeElement !== target) {
    target.focus({ preventScroll: true });
  }
}
