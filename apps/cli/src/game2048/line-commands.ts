import { isDirection } from '@pastime/2048';
import { DIRECTION_LETTERS } from './direction-letters.ts';
import type { Action2048 } from './messages.ts';

/** One line of the 2048 line protocol, understood. */
export type LineCommand2048 =
  | { readonly type: 'action'; readonly action: Action2048 }
  | { readonly type: 'hint' }
  | { readonly type: 'help' }
  | { readonly type: 'quit' }
  | { readonly type: 'invalid' };

const UNDO: LineCommand2048 = { type: 'action', action: { type: 'undo' } };
const REDO: LineCommand2048 = { type: 'action', action: { type: 'redo' } };
const NEW: LineCommand2048 = { type: 'action', action: { type: 'new' } };
const KEEP: LineCommand2048 = { type: 'action', action: { type: 'keep-going' } };
const HINT: LineCommand2048 = { type: 'hint' };
const HELP: LineCommand2048 = { type: 'help' };
const QUIT: LineCommand2048 = { type: 'quit' };

/** The other command words and their aliases (a Map: `constructor` must not be found on a prototype). */
const OTHERS: ReadonlyMap<string, LineCommand2048> = new Map<string, LineCommand2048>([
  ['undo', UNDO],
  ['u', UNDO],
  ['redo', REDO],
  ['r', REDO],
  ['new', NEW],
  ['n', NEW],
  ['keep', KEEP],
  ['continue', KEEP],
  ['c', KEEP],
  ['hint', HINT],
  ['help', HELP],
  ['?', HELP],
  ['quit', QUIT],
  ['exit', QUIT],
  ['q', QUIT],
]);

/** Reads one line: a command word, case and surrounding spaces ignored. */
export function parseLine2048(line: string): LineCommand2048 {
  const word = line.trim().toLowerCase();
  const direction = isDirection(word) ? word : DIRECTION_LETTERS.get(word);
  if (direction !== undefined) return { type: 'action', action: { type: 'move', direction } };
  return OTHERS.get(word) ?? { type: 'invalid' };
}
