/**
 * The colour theme: Light, Dark, or System (the default: follow `prefers-color-scheme`). The choice is kept under
 * `pastime.theme` as `{ version: 1, theme }` and shown by `data-theme` on the root element, which the styles turn
 * into the page's colour scheme (src/styles/base.css). index.html applies a stored Light or Dark before the first
 * paint; this module validates it, applies changes and follows other tabs.
 */
import { object, oneOf, version } from '@pastime/app-core';
import type { Store } from '../storage/storage.ts';

export const THEME_KEY = 'theme';
export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const THEME_LABELS: Readonly<Record<ThemeChoice, string>> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
};

const themeSchema = object({ version: version(1), theme: oneOf(THEME_CHOICES) });

export function parseTheme(value: unknown): ThemeChoice {
  return themeSchema(value, 'theme').theme;
}

/** The stored choice; System when there is none (a damaged value is set aside by the store). */
export function loadTheme(store: Store): ThemeChoice {
  return store.read(THEME_KEY, parseTheme) ?? 'system';
}

export function saveTheme(store: Store, choice: ThemeChoice): boolean {
  return store.write(THEME_KEY, { version: 1, theme: choice });
}

/** Shows `choice`: Light and Dark are set on the root element; System leaves the colours to the system. */
export function applyTheme(choice: ThemeChoice, root: HTMLElement = document.documentElement): void {
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}
