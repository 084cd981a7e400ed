import type { ComponentChildren } from 'preact';
import { useId, useLayoutEffect, useRef } from 'preact/hooks';

export interface DialogProps {
  readonly open: boolean;
  /** The dialog's heading and accessible name. */
  readonly title: string;
  /** Escape (or the platform's back gesture) asks to close: decide what that means. */
  readonly onCancel: () => void;
  /** A short message under the title, read out with the title when the dialog opens. */
  readonly description?: ComponentChildren;
  readonly children: ComponentChildren;
  readonly class?: string;
  /** When given, a close button (×, named "Close") in the dialog's top corner calls it. */
  readonly onClose?: () => void;
}

/**
 * A modal dialog on the native `<dialog>` element, which keeps focus inside, makes the page behind it inert and
 * turns Escape into `onCancel`. On opening, focus goes to the element marked `data-autofocus` (else the first
 * focusable one); on closing it returns to where it was before.
 */
export function Dialog({
  open,
  title,
  onCancel,
  description,
  children,
  class: className,
  onClose,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<Element | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  // A layout effect opens the dialog in the same task as the change that asked for it, before any later input
  // is handled: a key pressed just after a winning move finds the dialog open, not the page behind it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    returnFocus.current = document.activeElement;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const showOthers = hideOthers(dialog);
    return () => {
      showOthers();
      if (dialog.open) dialog.close();
      restoreFocus(returnFocus.current);
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      class={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      aria-describedby={description === undefined ? undefined : descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {onClose && (
        <button type="button" class="dialog-close" aria-label="Close" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      )}
      <h2 id={titleId} class={onClose ? 'dialog-title dialog-title-closable' : 'dialog-title'}>
        {title}
      </h2>
      {description !== undefined && <p id={descriptionId}>{description}</p>}
      {children}
    </dialog>
  );
}

/**
 * Hides everything but the dialog (and the live regions) from assistive technology and from queries by role,
 * as the modal dialog already does for the mouse and keyboard. Returns the function that undoes it.
 */
function hideOthers(dialog: HTMLElement): () => void {
  const hidden: Element[] = [];
  for (
    let node: HTMLElement = dialog;
    node.parentElement && node !== document.body;
    node = node.parentElement
  ) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || sibling.hasAttribute('aria-live') || sibling.hasAttribute('inert')) continue;
      if (sibling.tagName === 'SCRIPT' || sibling.tagName === 'DIALOG') continue;
      sibling.setAttribute('inert', '');
      sibling.setAttribute('aria-hidden', 'true');
      hidden.push(sibling);
    }
  }
  return () => {
    for (const element of hidden) {
      element.removeAttribute('inert');
      element.removeAttribute('aria-hidden');
    }
  };
}

function restoreFocus(target: Element | null): void {
  if (target instanceof HTMLElement && target.isConnected && document.activeElement !== target) {
    target.focus({ preventScroll: true });
  }
}
