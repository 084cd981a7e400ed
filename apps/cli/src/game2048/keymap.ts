import type { Key } from '../term/keys.ts';
import { DIRECTION_LETTERS } from './direction-letters.ts';
import type { Action2048 } from './messages.ts';

/** What a key asks for in the 2048 screen. */
export type KeyCommand2048 =
  | { readonly type: 'action'; readonly action: Action2048 }
  | { readonly type: 'new' }
  | { readonly type: 'hint' }
  | { readonly type: 'auto-play' }
  /** Auto-play faster (`+`, or `=` on the same key) or slower (`-`). */
  | { readonly type: 'speed'; readonly faster: boolean }
  | { readonly type: 'quit' }
  | { readonly type: 'interrupt' }
  | { readonly type: 'invalid' };

export function keyCommand2048(key: Key): KeyCommand2048 {
  switch (key.kind) {
    case 'arrow':
      return { type: 'action', action: { type: 'move', direction: key.direction } };
    case 'interrupt':
      return { type: 'interrupt' };
    case 'end-of-input':
      return { type: 'quit' };
    case 'char': {
      const char = key.char.toLowerCase();
      const direction = DIRECTION_LETTERS.get(char);
      if (direction !== undefined) return { type: 'action', action: { type: 'move', direction } };
      switch (char) {
        case 'u':
          return { type: 'action', action: { type: 'undo' } };
        case 'r':
          return { type: 'action', action: { type: 'redo' } };
        case 'c':
          return { type: 'action', action: { type: 'keep-going' } };
        case 'n':
          return { type: 'new' };
        case '?':
          return { type: 'hint' };
        case 'p':
          return { type: 'auto-play' };
        case '+':
        case '=':
          return { type: 'speed', faster: true };
        case '-':
          return { type: 'speed', faster: false };
        case 'q':
          return { type: 'quit' };
        default:
          return { type: 'invalid' };
      }
    }
    default:
      return { type: 'invalid' };
  }
}
