import type { Key } from '../term/keys.ts';

/** What a key asks for at the Farkle table. */
export type TableCommand =
  | { readonly type: 'toggle'; readonly index: number }
  | { readonly type: 'roll' }
  | { readonly type: 'bank' }
  | { readonly type: 'select-all' }
  | { readonly type: 'hint' }
  | { readonly type: 'restart' }
  | { readonly type: 'menu' }
  | { readonly type: 'play-again' }
  | { readonly type: 'advice' }
  | { readonly type: 'quit' }
  | { readonly type: 'interrupt' }
  | { readonly type: 'yes' }
  | { readonly type: 'invalid' };

export function tableCommand(key: Key): TableCommand {
  if (key.kind === 'interrupt') return { type: 'interrupt' };
  if (key.kind === 'end-of-input') return { type: 'quit' };
  if (key.kind !== 'char') return { type: 'invalid' };
  const char = key.char.toLowerCase();
  if (/^[1-6]$/.test(char)) return { type: 'toggle', index: Number(char) - 1 };
  switch (char) {
    case 'r':
      return { type: 'roll' };
    case 'b':
      return { type: 'bank' };
    case 'a':
      return { type: 'select-all' };
    case 'h':
      return { type: 'hint' };
    case 'n':
      return { type: 'restart' };
    case 'm':
      return { type: 'menu' };
    case 'p':
      return { type: 'play-again' };
    case '?':
      return { type: 'advice' };
    case 'q':
      return { type: 'quit' };
    case 'y':
      return { type: 'yes' };
    default:
      return { type: 'invalid' };
  }
}
