import { quoted } from './quote.ts';

/** A key press, decoded from the bytes a terminal sends in raw mode. */
export type Key =
  | { readonly kind: 'arrow'; readonly direction: 'up' | 'down' | 'left' | 'right' }
  | { readonly kind: 'char'; readonly char: string }
  | { readonly kind: 'enter' }
  | { readonly kind: 'escape' }
  | { readonly kind: 'backspace' }
  | { readonly kind: 'tab' }
  | { readonly kind: 'interrupt' }
  | { readonly kind: 'end-of-input' }
  | { readonly kind: 'suspend' }
  /** Ctrl-U: clear the line being typed. */
  | { readonly kind: 'clear-line' }
  | { readonly kind: 'other'; readonly sequence: string };

const ARROWS: Readonly<Record<string, 'up' | 'down' | 'left' | 'right'>> = {
  A: 'up',
  B: 'down',
  C: 'right',
  D: 'left',
};

/** The control characters that are keys of their own. */
const CONTROLS: ReadonlyMap<string, Key> = new Map<string, Key>([
  ['\r', { kind: 'enter' }],
  ['\n', { kind: 'enter' }],
  ['\u007f', { kind: 'backspace' }],
  ['\b', { kind: 'backspace' }],
  ['\t', { kind: 'tab' }],
  ['\u0003', { kind: 'interrupt' }],
  ['\u0004', { kind: 'end-of-input' }],
  ['\u001a', { kind: 'suspend' }],
  ['\u0015', { kind: 'clear-line' }],
]);

/** The names of the keys that are not characters or arrows, as messages say them. */
const KEY_NAMES: Readonly<Record<Exclude<Key['kind'], 'arrow' | 'char'>, string>> = {
  enter: 'Enter',
  escape: 'Escape',
  backspace: 'Backspace',
  tab: 'Tab',
  interrupt: 'Ctrl-C',
  'end-of-input': 'Ctrl-D',
  suspend: 'Ctrl-Z',
  'clear-line': 'Ctrl-U',
  other: 'that key',
};

/**
 * Splits one chunk of terminal input into keys. A chunk may hold several keys (fast typing, a paste, a held key),
 * so every byte is accounted for. Arrows come as `ESC [ A` or, in application mode, `ESC O A`, possibly with
 * modifiers (`ESC [ 1 ; 5 A`).
 */
export function decodeKeys(chunk: string): Key[] {
  const keys: Key[] = [];
  let i = 0;
  while (i < chunk.length) {
    const char = chunk[i] ?? '';
    if (char === '\u001b') {
      const next = chunk[i + 1];
      if (next === '[' || next === 'O') {
        // CSI / SS3: parameters, then one final byte in @..~
        let j = i + 2;
        while (j < chunk.length && /[0-9;?]/.test(chunk[j] ?? '')) j++;
        const final = chunk[j];
        if (final === undefined) {
          keys.push({ kind: 'other', sequence: chunk.slice(i) });
          break;
        }
        const arrow = ARROWS[final];
        keys.push(
          arrow !== undefined
            ? { kind: 'arrow', direction: arrow }
            : { kind: 'other', sequence: chunk.slice(i, j + 1) },
        );
        i = j + 1;
        continue;
      }
      if (next !== undefined && next !== '\u001b') {
        // Alt+key: report the sequence, it is not the plain key.
        keys.push({ kind: 'other', sequence: chunk.slice(i, i + 2) });
        i += 2;
        continue;
      }
      keys.push({ kind: 'escape' });
      i++;
      continue;
    }
    i += char.length;
    const control = CONTROLS.get(char);
    const code = char.codePointAt(0) ?? 0;
    if (control !== undefined) {
      keys.push(control);
    } else if (code < 0x20) {
      keys.push({ kind: 'other', sequence: char });
    } else {
      // Surrogate pairs: take the whole code point.
      const point = String.fromCodePoint(chunk.codePointAt(i - 1) ?? code);
      if (point.length === 2) i++;
      keys.push({ kind: 'char', char: point });
    }
  }
  return keys;
}

/** How a key is named in messages, e.g. `x`, `Tab`, `Escape`. */
export function describeKey(key: Key): string {
  if (key.kind === 'arrow') return `the ${key.direction} arrow`;
  if (key.kind === 'char') return key.char === ' ' ? 'Space' : quoted(key.char);
  return KEY_NAMES[key.kind];
}
