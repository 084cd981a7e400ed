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
    switch (char) {
      case '\r':
      case '\n':
        keys.push({ kind: 'enter' });
        break;
      case '\u007f':
      case '\b':
        keys.push({ kind: 'backspace' });
        break;
      case '\t':
        keys.push({ kind: 'tab' });
        break;
      case '\u0003':
        keys.push({ kind: 'interrupt' });
        break;
      case '\u0004':
        keys.push({ kind: 'end-of-input' });
        break;
      case '\u001a':
        keys.push({ kind: 'suspend' });
        break;
      case '\u0015':
        keys.push({ kind: 'clear-line' });
        break;
      default: {
        const code = char.codePointAt(0) ?? 0;
        if (code < 0x20) {
          keys.push({ kind: 'other', sequence: char });
        } else {
          // Surrogate pairs: take the whole code point.
          const point = String.fromCodePoint(chunk.codePointAt(i - 1) ?? code);
          if (point.length === 2) i++;
          keys.push({ kind: 'char', char: point });
        }
      }
    }
  }
  return keys;
}

/** How a key is named in messages, e.g. `x`, `Tab`, `Escape`. */
export function describeKey(key: Key): string {
  switch (key.kind) {
    case 'arrow':
      return `the ${key.direction} arrow`;
    case 'char':
      return key.char === ' ' ? 'Space' : quoted(key.char);
    case 'enter':
      return 'Enter';
    case 'escape':
      return 'Escape';
    case 'backspace':
      return 'Backspace';
    case 'tab':
      return 'Tab';
    case 'interrupt':
      return 'Ctrl-C';
    case 'end-of-input':
      return 'Ctrl-D';
    case 'suspend':
      return 'Ctrl-Z';
    case 'clear-line':
      return 'Ctrl-U';
    case 'other':
      return 'that key';
  }
}
