/** The table's keyboard shortcuts: 1–6 toggle a die, R roll, B bank, A select all, H hint. */

export type Shortcut =
  | { readonly type: 'toggle'; readonly index: number }
  | { readonly type: 'roll' }
  | { readonly type: 'bank' }
  | { readonly type: 'select-all' }
  | { readonly type: 'hint' };

export interface KeyLike {
  readonly key: string;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
}

const LETTERS: Readonly<Record<string, Shortcut>> = {
  r: { type: 'roll' },
  b: { type: 'bank' },
  a: { type: 'select-all' },
  h: { type: 'hint' },
};

/** The shortcut a key press asks for, or `null`; keys with Ctrl, Alt or Meta belong to the browser. */
export function shortcutFor(event: KeyLike): Shortcut | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  if (/^[1-6]$/.test(event.key)) return { type: 'toggle', index: Number(event.key) - 1 };
  return LETTERS[event.key.toLowerCase()] ?? null;
}
