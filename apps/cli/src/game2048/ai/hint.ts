import type { Direction, GameState } from '@pastime/2048';
import { formatPoints, type Hint2048 } from '@pastime/app-core';
import type { HintJson } from '../text-view.ts';

/** The arrow of each direction, as the hint and auto-play show it. */
export const ARROWS: Readonly<Record<Direction, string>> = { up: '↑', down: '↓', left: '←', right: '→' };

/** The JSON answer to `hint`: the best move (null when none) and the value of each legal move. */
export function hintJson(hint: Hint2048): HintJson {
  // A JSON object keeps the order of its keys: best first.
  const values: Partial<Record<Direction, number>> = {};
  if (!hint.ok) return { hint: null, values };
  for (const { direction, value } of hint.analysis.moves) values[direction] = value;
  return { hint: hint.direction, values };
}

/** A value as the text shows it: the search's score rounded to a whole number (the JSON has it exactly). */
function rounded(value: number): string {
  return formatPoints(Math.round(value));
}

/** Why there is no move to hint at: the game is won and waits for keep going, or no move is left. */
function noMove(state: GameState, afterWin: string): string {
  return state.status === 'won' ? `the game is won; ${afterWin}` : 'no move is left.';
}

/**
 * The line protocol's answer to `hint`: `hint: left`, then the value of every legal move, best first; `hint: none`
 * and the reason when no move is legal.
 */
export function hintLines(hint: Hint2048, state: GameState): string[] {
  if (!hint.ok) return ['hint: none', `No move to hint at: ${noMove(state, 'type keep to keep going.')}`];
  const values = hint.analysis.moves.map(({ direction, value }) => `${direction} ${rounded(value)}`);
  // Two spaces between moves, as between the fields of the status line: a value's digits are grouped by commas.
  return [`hint: ${hint.direction}`, `values: ${values.join('  ')}`];
}

/**
 * The full screen's hint: the best move with its arrow, then on a line of its own each move's value, best first
 * (higher is better). An arrow and its value are joined by a no-break space, so that wrapping never parts them.
 */
export function hintMessage(hint: Hint2048, state: GameState): string {
  if (!hint.ok) return `No hint: ${noMove(state, 'press c to keep going first.')}`;
  const { analysis } = hint;
  const values = analysis.moves.map(({ direction, value }) => `${ARROWS[direction]}\u00a0${rounded(value)}`);
  return `Best move: ${ARROWS[hint.direction]} ${hint.direction} (depth ${analysis.depth}).\n${values.join(' ')}`;
}
