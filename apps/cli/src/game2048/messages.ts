import type { Direction, GameState } from '@pastime/2048';
import { formatPoints, type Game2048Manager } from '@pastime/app-core';
import { MAX_LINE_BYTES } from '../program/line-io.ts';
import { quoted } from '../term/quote.ts';

/** Everything a player can ask of a 2048 game, from a key or from a line of input. */
export type Action2048 =
  | { readonly type: 'move'; readonly direction: Direction }
  | { readonly type: 'undo' }
  | { readonly type: 'redo' }
  | { readonly type: 'new' }
  | { readonly type: 'keep-going' };

/** What an action did, for the screens to tell the player (its kind is the JSON output's `outcome`). */
export type Outcome2048 =
  | { readonly kind: 'moved'; readonly direction: Direction; readonly gained: number }
  | { readonly kind: 'won' }
  | { readonly kind: 'lost' }
  | { readonly kind: 'nothing-moved'; readonly direction: Direction }
  | { readonly kind: 'waiting-after-win' }
  | { readonly kind: 'no-moves-left' }
  | { readonly kind: 'undone' }
  | { readonly kind: 'nothing-to-undo' }
  | { readonly kind: 'redone' }
  | { readonly kind: 'nothing-to-redo' }
  | { readonly kind: 'new-game' }
  | { readonly kind: 'kept-going' }
  | { readonly kind: 'not-won' };

/** Plays `action` on the game manager and says what it did. */
export function act2048(manager: Game2048Manager, action: Action2048): Outcome2048 {
  const before = manager.state;
  switch (action.type) {
    case 'move': {
      const result = manager.move(action.direction);
      if (result === 'over') return { kind: before.status === 'won' ? 'waiting-after-win' : 'no-moves-left' };
      if (result !== 'moved') return { kind: 'nothing-moved', direction: action.direction };
      const after = manager.state;
      if (after.status === 'lost') return { kind: 'lost' };
      if (after.status === 'won') return { kind: 'won' };
      return { kind: 'moved', direction: action.direction, gained: after.lastMove?.scoreGained ?? 0 };
    }
    case 'undo':
      return { kind: manager.undo() ? 'undone' : 'nothing-to-undo' };
    case 'redo':
      return { kind: manager.redo() ? 'redone' : 'nothing-to-redo' };
    case 'keep-going':
      return { kind: manager.keepGoing() ? 'kept-going' : 'not-won' };
    case 'new':
      manager.newGame();
      return { kind: 'new-game' };
  }
}

/**
 * The words of the module design's DisplayGame (welcome, instructions, invalid command, game over, ending,
 * wrong size input), shared by the terminal screen and the line protocol. Only the way commands are named
 * differs: keys in a terminal, words through a pipe.
 */
export interface CommandWords {
  /** What the player can do after a win. */
  readonly afterWin: string;
  /** What the player can do when no move is left. */
  readonly afterLoss: string;
}

export const KEY_WORDS: CommandWords = {
  afterWin: 'Press c to keep going, n for a new game or q to quit.',
  afterLoss: 'Press u to undo, n for a new game or q to quit.',
};

export const LINE_WORDS: CommandWords = {
  afterWin: 'Type keep to keep going, new for a new game, or quit.',
  afterLoss: 'Type undo, new for a new game, or quit.',
};

type Tone = 'info' | 'warning' | 'win' | 'lose';

export interface Message {
  readonly text: string;
  readonly tone: Tone;
}

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

const gameFail = 'Game over! No more moves can be made.';

export function gameEnding(state: GameState, best: number): string {
  return `Thanks for playing 2048! Final score: ${formatPoints(state.score)} (best on ${state.size}×${state.size}: ${formatPoints(best)}).`;
}

export function wrongSizeInput(problem: string, min: number, max: number): string {
  return `Invalid board size: ${problem}. Please enter a new number, a whole number from ${min} to ${max}.`;
}

function winMessage(state: GameState, words: CommandWords): string {
  return `You win! You made the ${state.winValue} tile. ${words.afterWin}`;
}

function failMessage(state: GameState, words: CommandWords): string {
  return `${gameFail} Final score: ${formatPoints(state.score)}. ${words.afterLoss}`;
}

/** What to tell the player after an action; `undefined` when the board says it all. */
export function outcomeMessage(
  outcome: Outcome2048,
  state: GameState,
  words: CommandWords,
): Message | undefined {
  switch (outcome.kind) {
    case 'moved':
      return undefined;
    case 'won':
    case 'waiting-after-win':
      return { text: winMessage(state, words), tone: 'win' };
    case 'lost':
    case 'no-moves-left':
      return { text: failMessage(state, words), tone: 'lose' };
    case 'nothing-moved':
      return { text: `Nothing can move ${outcome.direction}; try another direction.`, tone: 'info' };
    case 'undone':
      return { text: 'Move undone.', tone: 'info' };
    case 'nothing-to-undo':
      return { text: 'Nothing to undo.', tone: 'warning' };
    case 'redone':
      return { text: 'Move redone.', tone: 'info' };
    case 'nothing-to-redo':
      return { text: 'Nothing to redo.', tone: 'warning' };
    case 'new-game':
      return { text: 'New game. Good luck!', tone: 'info' };
    case 'kept-going':
      return { text: 'Keep going! How far can you get?', tone: 'info' };
    case 'not-won':
      return { text: 'There is no win to keep going from yet.', tone: 'warning' };
  }
}

/** The message a state calls for by itself (shown again after a redraw, or when a saved game is resumed). */
export function standingMessage(state: GameState, words: CommandWords): Message | undefined {
  if (state.status === 'won') return { text: winMessage(state, words), tone: 'win' };
  if (state.status === 'lost') return { text: failMessage(state, words), tone: 'lose' };
  return undefined;
}
