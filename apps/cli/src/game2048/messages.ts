import type { GameState } from '@pastime/2048';
import { formatPoints, type CommandWords } from '@pastime/app-core';
import { MAX_LINE_BYTES } from '../program/line-io.ts';
import { quoted } from '../term/quote.ts';

/**
 * The terminal's words for 2048: the module design's DisplayGame (welcome, instructions, invalid command, ending,
 * wrong size input). What an action did is told in app-core's sentences (`outcomeMessage`), with the commands
 * named as keys on the screen and as words through a pipe.
 */
export const KEY_WORDS: CommandWords = {
  afterWin: 'Press c to keep going, n for a new game or q to quit.',
  afterLoss: 'Press u to undo, n for a new game or q to quit.',
};

export const LINE_WORDS: CommandWords = {
  afterWin: 'Type keep to keep going, new for a new game, or quit.',
  afterLoss: 'Type undo, new for a new game, or quit.',
};

export const gameStart = 'Welcome to 2048!';

/** On screen the keys line below the board lists every key; the instructions say what to do. */
export function keyInstructions(winValue: number): string {
  return `Join equal tiles to make ${winValue}. Which way do you want to move?`;
}

/** Every key of the full screen, told when a wrong key is pressed (`?` is the hint). */
const KEYS_IN_WORDS =
  'arrows, W A S D or h j k l move, u undo, r redo, n new game, c keep going, ? hint, p auto-play (+ and - set its speed), q quit';

export const lineInstructions =
  'Commands: left, right, up, down, undo, redo, new, keep, hint, help, quit. Which way do you want to move?';

const LINE_COMMANDS = 'left, right, up, down, undo, redo, new, keep, hint, help or quit';

export function invalidKey(key: string): string {
  return `Invalid command: ${key}. Please enter a new command: ${KEYS_IN_WORDS}.`;
}

export function invalidLine(line: string): string {
  return `Invalid command ${quoted(line)}. Please enter a new command: ${LINE_COMMANDS}.`;
}

export function tooLongLine(start: string): string {
  return `Invalid command ${quoted(start)}: a line may be at most ${MAX_LINE_BYTES} bytes (4 KiB). Please enter a new command: ${LINE_COMMANDS}.`;
}

export function gameEnding(state: GameState, best: number): string {
  return `Thanks for playing 2048! Final score: ${formatPoints(state.score)} (best on ${state.size}×${state.size}: ${formatPoints(best)}).`;
}

export function wrongSizeInput(problem: string, min: number, max: number): string {
  return `Invalid board size: ${problem}. Please enter a new number, a whole number from ${min} to ${max}.`;
}
