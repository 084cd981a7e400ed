/**
 * What a player may ask of a 2048 game and what it did, as data (`Game2048Manager.act`), and the message each
 * calls for. The sentences are the terminal's, shared by its screen and its line protocol; only the way commands
 * are named (keys or words) comes from the app, as `CommandWords`. The browser says its own sentences, chosen by
 * the same outcomes.
 */
import type { Direction, GameState } from '@pastime/2048';
import { formatPoints } from '../farkle/describe.ts';

/** Everything a player can ask of a 2048 game, from a key, a button or a line of input. */
export type Command2048 =
  | { readonly type: 'move'; readonly direction: Direction }
  | { readonly type: 'undo' }
  | { readonly type: 'redo' }
  | { readonly type: 'keep-going' }
  /** A new game with the current game's size and win value (`start` takes others). */
  | { readonly type: 'new' };

/**
 * What a command did. Its `kind` is the terminal's JSON `outcome`, a contract: kinds are added, never renamed.
 * `followed`: another tab or process had played this game further, and its position was taken up instead.
 */
export type Outcome2048 =
  | { readonly kind: 'moved'; readonly direction: Direction; readonly gained: number }
  /** The move made the win tile. */
  | { readonly kind: 'won'; readonly direction: Direction; readonly gained: number }
  /** The move left no move. */
  | { readonly kind: 'lost'; readonly direction: Direction; readonly gained: number }
  | { readonly kind: 'nothing-moved'; readonly direction: Direction }
  /** A move asked for while the game waits for keep going after a win. */
  | { readonly kind: 'waiting-after-win' }
  /** A move asked for in a lost game. */
  | { readonly kind: 'no-moves-left' }
  | { readonly kind: 'undone' }
  | { readonly kind: 'nothing-to-undo' }
  | { readonly kind: 'redone' }
  | { readonly kind: 'nothing-to-redo' }
  | { readonly kind: 'new-game' }
  | { readonly kind: 'kept-going' }
  | { readonly kind: 'not-won' }
  | { readonly kind: 'followed' };

/** A move that moved tiles (`moved`, `won` or `lost`): a new position to draw, with the move's slide. */
export function outcomeMoved(
  outcome: Outcome2048,
): outcome is Extract<Outcome2048, { readonly kind: 'moved' | 'won' | 'lost' }> {
  return outcome.kind === 'moved' || outcome.kind === 'won' || outcome.kind === 'lost';
}

/**
 * The words that name the player's commands after a win and after a loss: keys in a terminal, words through a
 * pipe.
 */
export interface CommandWords {
  /** What the player can do after a win. */
  readonly afterWin: string;
  /** What the player can do when no move is left. */
  readonly afterLoss: string;
}

/** How a message is shown: its colour on a screen. */
export type MessageTone2048 = 'info' | 'warning' | 'win' | 'lose';

export interface Message2048 {
  readonly text: string;
  readonly tone: MessageTone2048;
}

const GAME_FAIL = 'Game over! No more moves can be made.';

function winMessage(state: GameState, words: CommandWords): Message2048 {
  return { text: `You win! You made the ${state.winValue} tile. ${words.afterWin}`, tone: 'win' };
}

function failMessage(state: GameState, words: CommandWords): Message2048 {
  return { text: `${GAME_FAIL} Final score: ${formatPoints(state.score)}. ${words.afterLoss}`, tone: 'lose' };
}

/** What to tell the player after a command (`state`: the position after it); undefined when the board says it all. */
export function outcomeMessage(
  outcome: Outcome2048,
  state: GameState,
  words: CommandWords,
): Message2048 | undefined {
  switch (outcome.kind) {
    case 'moved':
      return undefined;
    case 'won':
    case 'waiting-after-win':
      return winMessage(state, words);
    case 'lost':
    case 'no-moves-left':
      return failMessage(state, words);
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
    case 'followed':
      return {
        text: 'This game was played on elsewhere: showing its latest position.',
        tone: 'warning',
      };
  }
}

/** The message a position calls for by itself (shown again after a redraw, or when a saved game is resumed). */
export function standingMessage(state: GameState, words: CommandWords): Message2048 | undefined {
  if (state.status === 'won') return winMessage(state, words);
  if (state.status === 'lost') return failMessage(state, words);
  return undefined;
}
