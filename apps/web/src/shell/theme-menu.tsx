import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { appStore, describeKey } from './app-store.ts';
import {
  applyTheme,
  loadTheme,
  saveTheme,
  THEME_CHOICES,
  THEME_KEY,
  THEME_LABELS,
  type ThemeChoice,
} from './theme.ts';

describeKey(THEME_KEY, 'the colour theme');

/**
 * The header's Theme button: it opens a small group of radios, Light, Dark and System, applied and kept at once.
 * Escape, a click elsewhere or the focus leaving the group closes it. Another tab's choice is followed.
 */
export function ThemeMenu() {
  const [choice, setChoice] = useState<ThemeChoice>(() => loadTheme(appStore));
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => applyTheme(choice), [choice]);
  useEffect(() => appStore.subscribe(THEME_KEY, () => setChoice(loadTheme(appStore))), []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent): void => {
      if (!(event.target instanceof Node) || !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const choose = (next: ThemeChoice): void => {
    // Shown at once, not after the next drawing.
    applyTheme(next);
    setChoice(next);
    saveTheme(appStore, next);
  };

  return (
    <div
      class="theme-menu"
      ref={root}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        // Escape closes this menu only, not a dialog or a game's own handling.
        event.stopPropagation();
        setOpen(false);
        toggle.current?.focus();
      }}
      onFocusOut={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && root.current?.contains(next)) return;
        if (next !== null) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        class="header-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span class="header-icon theme-icon" aria-hidden="true" />
        <span class="header-button-text">Theme</span>
      </button>
      <fieldset id={panelId} class="theme-options" hidden={!open}>
        <legend class="theme-legend">Colour theme</legend>
        {THEME_CHOICES.map((option) => (
          <label key={option} class="theme-option">
            <input
              type="radio"
              name="theme"
              value={option}
              checked={choice === option}
              onChange={() => choose(option)}
            />
            {THEME_LABELS[option]}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
