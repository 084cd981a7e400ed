/** What the player's input asks of the 2048 game: a key of the full screen, or a line of the line protocol. */
import { isDirection, type Direction } from '@pastime/2048';
import type { Command2048 } from '@pastime/app-core';
import type { Key } from '../term/keys.ts';

/** What a key asks for in the 2048 screen. */
export type KeyCommand2048 =
  | { readonly type: 'action'; readonly action: Command2048 }
  | { readonly type: 'new' }
  | { readonly type: 'hint' }
  | { readonly type: 'auto-play' }
  /** Auto-play faster (`+`, or `=` on the same key) or slower (`-`). */
  | { readonly type: 'speed'; readonly faster: boolean }
  | { readonly type: 'quit' }
  | { readonly type: 'interrupt' }
  | { readonly type: 'invalid' };

/** One line of the 2048 line protocol, understood. */
export type LineCommand2048 =
  | { readonly type: 'action'; readonly action: Command2048 }
  | { readonly type: 'hint' }
  | { readonly type: 'help' }
  | { readonly type: 'quit' }
  | { readonly type: 'invalid' };

/**
 * The letters that move the tiles, as keys and as line commands: W A S D, and the vi keys h j k l. (Maps here,
 * so that a line such as `constructor` is not found on a prototype.)
 */
const DIRECTION_LETTERS: ReadonlyMap<string, Direction> = new Map<string, Direction>([
  ['w', 'up'],
  ['a', 'left'],
  ['s', 'down'],
  ['d', 'right'],
  ['k', 'up'],
  ['h', 'left'],
  ['j', 'down'],
  ['l', 'right'],
]);

const UNDO = { type: 'action', action: { type: 'undo' } } as const;
const REDO = { type: 'action', action: { type: 'redo' } } as const;
const KEEP = { type: 'action', action: { type: 'keep-going' } } as const;
const FASTER = { type: 'speed', faster: true } as const;

const KEYS: ReadonlyMap<string, KeyCommand2048> = new Map<string, KeyCommand2048>([
  ['u', UNDO],
  ['r', REDO],
  ['c', KEEP],
  ['n', { type: 'new' }],
  ['?', { type: 'hint' }],
  ['p', { type: 'auto-play' }],
  ['+', FASTER],
  ['=', FASTER],
  ['-', { type: 'speed', faster: false }],
  ['q', { type: 'quit' }],
]);

const NEW = { type: 'action', action: { type: 'new' } } as const;
const HELP = { type: 'help' } as const;
const QUIT = { type: 'quit' } as const;

/** The other command words and their aliases. */
const WORDS: ReadonlyMap<string, LineCommand2048> = new Map<string, LineCommand2048>([
  ['undo', UNDO],
  ['u', UNDO],
  ['redo', REDO],
  ['r', REDO],
  ['new', NEW],
  ['n', NEW],
  ['keep', KEEP],
  ['continue', KEEP],
  ['c', KEEP],
  ['hint', { type: 'hint' }],
  ['help', HELP],
  ['?', HELP],
  ['quit', QUIT],
  ['exit', QUIT],
  ['q', QUIT],
]);

const move = (direction: Direction): KeyCommand2048 & LineCommand2048 => ({
  type: 'action',
  action: { type: 'move', direction },
});

export function keyCommand2048(key: Key): KeyCommand2048 {
  switch (key.kind) {
    case 'arrow':
      return move(key.direction);
    case 'interrupt':
      return { type: 'interrupt' };
    case 'end-of-input':
      return { type: 'quit' };
    case 'char': {
      const char = key.char.toLowerCase();
      const direction = DIRECTION_LETTERS.get(char);
      return direction !== undefined ? move(direction) : (KEYS.get(char) ?? { type: 'invalid' });
    }
    default:
      return { type: 'invalid' };
  }
}

/** Reads one line: a command word, case and surrounding spaces ignored. */
export function parseLine2048(line: string): LineCommand2048 {
  const word = line.trim().toLowerCase();
  const direction = isDirection(word) ? word : DIRECTION_LETTERS.get(word);
  if (direction !== undefined) return move(direction);
  return WORDS.get(word) ?? { type: 'invalid' };
}
