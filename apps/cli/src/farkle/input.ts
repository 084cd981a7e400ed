/** What the player's input asks of the Farkle game: a key at the table, or a line of the line protocol. */
import type { Action } from '@pastime/farkle';
import { quoted } from '../term/quote.ts';
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

const TABLE_KEYS: ReadonlyMap<string, TableCommand> = new Map<string, TableCommand>([
  ['r', { type: 'roll' }],
  ['b', { type: 'bank' }],
  ['a', { type: 'select-all' }],
  ['h', { type: 'hint' }],
  ['n', { type: 'restart' }],
  ['m', { type: 'menu' }],
  ['p', { type: 'play-again' }],
  ['?', { type: 'advice' }],
  ['q', { type: 'quit' }],
  ['y', { type: 'yes' }],
]);

export function tableCommand(key: Key): TableCommand {
  if (key.kind === 'interrupt') return { type: 'interrupt' };
  if (key.kind === 'end-of-input') return { type: 'quit' };
  if (key.kind !== 'char') return { type: 'invalid' };
  const char = key.char.toLowerCase();
  if (/^[1-6]$/.test(char)) return { type: 'toggle', index: Number(char) - 1 };
  return TABLE_KEYS.get(char) ?? { type: 'invalid' };
}

/** The engine's action a key plays, if it plays one. */
export function keyAction(command: TableCommand): Action | undefined {
  switch (command.type) {
    case 'toggle':
      return { type: 'toggle', index: command.index };
    case 'roll':
    case 'bank':
    case 'select-all':
      return { type: command.type };
    default:
      return undefined;
  }
}

/** One line of the Farkle line protocol, understood. Die positions are 1 to 6 as typed; indices are 0 to 5. */
export type LineCommandFarkle =
  | { readonly type: 'roll' }
  | { readonly type: 'select'; readonly indices: readonly number[] }
  | { readonly type: 'toggle'; readonly indices: readonly number[] }
  | { readonly type: 'select-all' }
  | { readonly type: 'bank' }
  | { readonly type: 'hint' }
  | { readonly type: 'advise' }
  | { readonly type: 'new' }
  | { readonly type: 'help' }
  | { readonly type: 'quit' }
  | { readonly type: 'invalid'; readonly problem: string };

/** The line commands that play the game. */
export type PlayingLineCommand = Extract<
  LineCommandFarkle,
  { readonly type: 'roll' | 'bank' | 'select-all' | 'select' | 'toggle' }
>;

const PLAYING: ReadonlySet<LineCommandFarkle['type']> = new Set([
  'roll',
  'bank',
  'select-all',
  'select',
  'toggle',
]);

/** Whether a line command plays the game (rather than asking for help, a hint, a new game…). */
export function isPlaying(command: LineCommandFarkle): command is PlayingLineCommand {
  return PLAYING.has(command.type);
}

/** The engine's actions a line command plays: a toggle of several dice is one action each. */
export function lineActions(command: PlayingLineCommand): Action[] {
  switch (command.type) {
    case 'roll':
    case 'bank':
    case 'select-all':
      return [{ type: command.type }];
    case 'select':
      return [{ type: 'select', indices: command.indices }];
    case 'toggle':
      return command.indices.map((index): Action => ({ type: 'toggle', index }));
  }
}

type Word = Exclude<LineCommandFarkle['type'], 'invalid'>;

/** Command words and their aliases. A Map, so that a word such as `constructor` is not found on a prototype. */
const WORDS: ReadonlyMap<string, Word> = new Map<string, Word>([
  ['roll', 'roll'],
  ['r', 'roll'],
  ['select', 'select'],
  ['s', 'select'],
  ['toggle', 'toggle'],
  ['t', 'toggle'],
  ['all', 'select-all'],
  ['a', 'select-all'],
  ['select-all', 'select-all'],
  ['bank', 'bank'],
  ['b', 'bank'],
  ['hint', 'hint'],
  ['h', 'hint'],
  ['advise', 'advise'],
  ['advice', 'advise'],
  ['new', 'new'],
  ['again', 'new'],
  ['restart', 'new'],
  ['help', 'help'],
  ['?', 'help'],
  ['quit', 'quit'],
  ['exit', 'quit'],
  ['q', 'quit'],
]);

/** `1 3 5`, `1,3,5` or `135`: die positions 1 to 6, each at most once. */
function parsePositions(text: string): number[] | string {
  const tokens = text.split(/[\s,]+/).filter((t) => t !== '');
  const digits =
    tokens.length === 1 && /^[1-6]{2,6}$/.test(tokens[0] ?? '') ? [...(tokens[0] ?? '')] : tokens;
  const indices: number[] = [];
  for (const token of digits) {
    if (!/^[1-6]$/.test(token)) return `${quoted(token)} is not a die position (1 to 6)`;
    const index = Number(token) - 1;
    if (indices.includes(index)) return `die ${token} is listed twice`;
    indices.push(index);
  }
  return indices;
}

export function parseLineFarkle(line: string): LineCommandFarkle {
  const trimmed = line.trim();
  const [first = '', ...restParts] = trimmed.split(/\s+/);
  const type = WORDS.get(first.toLowerCase());
  const rest = restParts.join(' ');
  if (type === undefined) return { type: 'invalid', problem: `unknown command ${quoted(first)}` };
  if (type === 'select' || type === 'toggle') {
    const indices = parsePositions(rest);
    if (typeof indices === 'string') return { type: 'invalid', problem: indices };
    if (type === 'toggle' && indices.length === 0)
      return { type: 'invalid', problem: 'toggle needs a die position (1 to 6)' };
    return { type, indices };
  }
  if (rest !== '') return { type: 'invalid', problem: `${first} takes no arguments` };
  return { type };
}
