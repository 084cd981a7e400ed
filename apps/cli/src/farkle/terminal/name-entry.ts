import { MAX_NAME_LENGTH, nameLength } from '@pastime/farkle';
import { checkName } from '../../program/command-farkle.ts';
import { graphemesOf } from '../../term/ansi.ts';
import type { Key } from '../../term/keys.ts';

/** A key's effect on the name being typed: the name now, whether typing it is over, what is wrong if anything. */
export interface NameEdit {
  readonly name: string;
  /** Enter or Tab: on to the next field; Escape: done with the names. */
  readonly leave?: 'next' | 'done';
  readonly warning?: string;
}

/**
 * The name editor of the mode menu (002 §1.1.2–1.1.5): typed characters are added while the name stays plain
 * text of at most MAX_NAME_LENGTH characters; Backspace takes back the last character as the reader sees it (an
 * emoji sequence whole), Ctrl-U clears the name; leaving the field trims it.
 */
export function editName(name: string, key: Key): NameEdit {
  switch (key.kind) {
    case 'char': {
      const next = name + key.char;
      if (nameLength(next) > MAX_NAME_LENGTH) {
        return { name, warning: `A name has at most ${MAX_NAME_LENGTH} characters.` };
      }
      if ('problem' in checkName(next)) return { name, warning: 'A name is plain text.' };
      return { name: next };
    }
    case 'clear-line':
      return { name: '' };
    case 'backspace':
      return { name: graphemesOf(name).slice(0, -1).join('') };
    case 'enter':
    case 'tab':
      return { name: name.trim(), leave: 'next' };
    case 'escape':
      return { name: name.trim(), leave: 'done' };
    default:
      return { name };
  }
}
