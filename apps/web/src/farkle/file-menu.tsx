import { useEffect, useId, useRef, useState } from 'preact/hooks';
import type { FarkleMenuCommand as MenuCommand } from '@pastime/app-core';
import type { MenuItem } from './view.ts';

/** A menu item that leads to another screen rather than acting on the game. */
export interface MenuLink {
  readonly label: string;
  readonly href: string;
}

export interface FileMenuProps {
  readonly items: readonly MenuItem[];
  readonly onCommand: (command: MenuCommand) => void;
  /** Shown before Quit. */
  readonly links?: readonly MenuLink[];
}

/**
 * The "File" menu (002 §1.2.10) as an ARIA menu button: Enter, Space or the arrow keys open it, the arrow keys,
 * Home and End move between items, a letter jumps to the item starting with it, Escape closes it and returns to
 * the button, Tab or a click elsewhere closes it. Disabled items stay reachable and say they are disabled.
 */
export function FileMenu({ items, onCommand, links = [] }: FileMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  /** Which item to focus once the menu has opened. */
  const pendingFocus = useRef<'first' | 'last' | null>(null);

  const itemElements = (): HTMLElement[] =>
    Array.from(menu.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);

  const close = (returnFocus: boolean): void => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const elements = itemElements();
    const target = pendingFocus.current === 'last' ? elements[elements.length - 1] : elements[0];
    pendingFocus.current = null;
    target?.focus();
    const onPointerDown = (event: PointerEvent): void => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openMenu = (focus: 'first' | 'last'): void => {
    pendingFocus.current = focus;
    setOpen(true);
  };

  const moveFocus = (from: EventTarget | null, step: number | 'first' | 'last'): void => {
    const elements = itemElements();
    if (elements.length === 0) return;
    const at = elements.findIndex((element) => element === from);
    const index =
      step === 'first'
        ? 0
        : step === 'last'
          ? elements.length - 1
          : (at + step + elements.length) % elements.length;
    elements[index]?.focus();
  };

  const onMenuKey = (event: KeyboardEvent): void => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveFocus(event.target, 1),
      ArrowUp: () => moveFocus(event.target, -1),
      Home: () => moveFocus(event.target, 'first'),
      End: () => moveFocus(event.target, 'last'),
      Escape: () => close(true),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      event.stopPropagation();
      action();
      return;
    }
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Type-ahead: the next item whose label starts with the letter.
      event.preventDefault();
      event.stopPropagation();
      const elements = itemElements();
      const at = elements.findIndex((element) => element === event.target);
      for (let step = 1; step <= elements.length; step++) {
        const candidate = elements[(at + step) % elements.length];
        if (candidate?.textContent?.trim().toLowerCase().startsWith(event.key.toLowerCase())) {
          candidate.focus();
          break;
        }
      }
    }
  };

  return (
    <div class="fk-file-menu" ref={root}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        class="fk-file-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openMenu(event.key === 'ArrowUp' ? 'last' : 'first');
          }
        }}
      >
        File
        <span class="fk-caret" aria-hidden="true">
          ▾
        </span>
      </button>
      <ul
        ref={menu}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        class="fk-file-menu-list"
        hidden={!open}
        onKeyDown={onMenuKey}
      >
        {items.map((item) => [
          item.command === 'quit' &&
            links.map((link) => (
              <li key={link.href} role="none">
                <a
                  role="menuitem"
                  tabIndex={-1}
                  class="fk-file-menu-item"
                  href={link.href}
                  onClick={() => close(false)}
                >
                  {link.label}
                </a>
              </li>
            )),
          <li key={item.command} role="none">
            <button
              type="button"
              role={item.checked === undefined ? 'menuitem' : 'menuitemcheckbox'}
              aria-checked={item.checked}
              tabIndex={-1}
              class="fk-file-menu-item"
              aria-disabled={item.enabled ? undefined : true}
              onClick={() => {
                if (!item.enabled) return;
                close(true);
                onCommand(item.command);
              }}
            >
              {item.checked !== undefined && <span class="fk-menu-check" aria-hidden="true" />}
              {item.label}
            </button>
          </li>,
        ])}
      </ul>
    </div>
  );
}
