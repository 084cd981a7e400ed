import { isDirection } from '@pastime/2048';
import { DIRECTION_LETTERS } from './direction-letters.ts';
import type { Action2048 } from './session.ts';

/** One line of the 2048 line protocol, understood. */
export type LineCommand2048 =
  | { readonly type: 'action'; readonly action: Action2048 }
  | { readonly type: 'help' }
  | { readonly type: 'quit' }
  | { readonly type: 'invalid' };

const OTHERS: Readonly<Record<string, LineCommand2048>> = {
  undo: { type: 'action', action: { type: 'undo' } },
  u: { type: 'action', action: { type: 'undo' } },
  redo: { type: 'action', action: { type: 'redo' } },
  r: { type: 'action', action: { type: 'redo' } },
  new: { type: 'action', action: { type: 'new' } },
  n: { type: 'action', action: { type: 'new' } },
  keep: { type: 'action', action: { type: 'keep-going' } },
  continue: { type: 'action', action: { type: 'keep-going' } },
  c: { type: 'action', action: { type: 'keep-going' } },
  help: { type: 'help' },
  '?': { type: 'help' },
  quit: { type: 'quit' },
  exit: { type: 'quit' },
  q: { type: 'quit' },
};

/** Reads one line: a command word, case and surrounding spaces ignored. */
export function parseLine2048(line: string): LineCommand2048 {
  const word = line.trim().toLowerCase();
  const direction = isDirection(word) ? word : DIRECTION_LETTERS[word];
  if (direction !== undefined) return { type: 'action', action: { type: 'move', direction } };
  return OTHERS[word] ?? { type: 'invalid' };
}
