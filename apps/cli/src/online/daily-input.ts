/** What a line or a key asks of a ranked run: the local games' commands, less undo, hint, advice and new game. */
import type { Direction } from '@pastime/2048';
import type { DailyGame } from '@pastime/app-core';
import type { Action } from '@pastime/farkle';
import { isPlaying, keyAction, lineActions, parseLineFarkle, tableCommand } from '../farkle/input.ts';
import { keyCommand2048, parseLine2048 } from '../game2048/input.ts';
import type { Key } from '../term/keys.ts';
import { quoted } from '../term/quote.ts';

export type DailyCommand =
  | { readonly type: 'moves'; readonly moves: readonly (Direction | Action)[] }
  | { readonly type: 'end' | 'help' | 'quit' }
  | { readonly type: 'invalid'; readonly problem: string };

const NOT_RANKED = 'a ranked run has no undo, redo, hint, advice or new game';

function command2048(line: string): DailyCommand {
  const command = parseLine2048(line);
  switch (command.type) {
    case 'action':
      if (command.action.type === 'move') return { type: 'moves', moves: [command.action.direction] };
      // The day's 2048 plays on after the win by itself: there is nothing to keep going from.
      if (command.action.type === 'keep-going')
        return { type: 'invalid', problem: 'the run plays on by itself' };
      return { type: 'invalid', problem: NOT_RANKED };
    case 'hint':
      return { type: 'invalid', problem: NOT_RANKED };
    case 'help':
    case 'quit':
      return { type: command.type };
    case 'invalid':
      return { type: 'invalid', problem: `unknown command ${quoted(line)}` };
  }
}

function commandFarkle(line: string): DailyCommand {
  const command = parseLineFarkle(line);
  if (isPlaying(command)) return { type: 'moves', moves: lineActions(command) };
  switch (command.type) {
    case 'hint':
    case 'advise':
    case 'new':
      return { type: 'invalid', problem: NOT_RANKED };
    case 'help':
    case 'quit':
      return { type: command.type };
    case 'invalid':
      return { type: 'invalid', problem: command.problem };
  }
}

/** One line of a ranked run: `end` ends it where it stands; the rest are the local game's line commands. */
export function parseDailyLine(game: DailyGame, line: string): DailyCommand {
  if (line.trim().toLowerCase() === 'end') return { type: 'end' };
  return game === '2048' ? command2048(line) : commandFarkle(line);
}

/** What a key asks of the run. */
export type KeyAsk =
  | { readonly type: 'moves'; readonly moves: readonly (Direction | Action)[] }
  | { readonly type: 'end' | 'quit' | 'interrupt' | 'not-ranked' | 'invalid' };

/** What a key of the full screen asks of a ranked run: `e` ends it; the rest are the local game's keys. */
export function dailyKey(game: DailyGame, key: Key): KeyAsk {
  if (key.kind === 'char' && key.char.toLowerCase() === 'e') return { type: 'end' };
  if (game === '2048') {
    const command = keyCommand2048(key);
    switch (command.type) {
      case 'action':
        return command.action.type === 'move'
          ? { type: 'moves', moves: [command.action.direction] }
          : { type: 'not-ranked' };
      case 'quit':
      case 'interrupt':
      case 'invalid':
        return { type: command.type };
      default:
        return { type: 'not-ranked' };
    }
  }
  const command = tableCommand(key);
  const action = keyAction(command);
  if (action !== undefined) return { type: 'moves', moves: [action] };
  switch (command.type) {
    case 'quit':
    case 'interrupt':
    case 'invalid':
      return { type: command.type };
    default:
      return { type: 'not-ranked' };
  }
}
