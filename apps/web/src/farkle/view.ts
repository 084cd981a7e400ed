/**
 * The web app's own words for the Farkle table model (`@pastime/app-core`): the dice's accessible names, the
 * window titles, the mode line and the File menu's labels.
 */
import type { FarkleMenuCommand, FarkleMenuItem } from '@pastime/app-core';
import type { Die, FarkleState, Mode } from '@pastime/farkle';

/** A die's accessible name: "Die 3" before the first roll, then with its face, "Die 3: 5". */
export function dieLabel(die: Die, index: number): string {
  return die.face === null ? `Die ${index + 1}` : `Die ${index + 1}: ${die.face}`;
}

/** The window title of each mode (002 §1.3.1, §1.4.1). */
export function modeTitle(mode: Mode): string {
  return mode === 'one-player' ? 'Farkle Single Player Mode' : 'Farkle Two Player Mode';
}

/** The mode line under the title: the requirements' names for one and two players, the count for more. */
export function modeLabel(state: FarkleState): string {
  const count = state.players.length;
  if (count === 1) return 'Single Player Mode';
  return count === 2 ? 'Two Player Mode' : `${count} Player Mode`;
}

/** The File menu's items (002 §1.2.10), as the menu names them. */
export const MENU_LABELS: Readonly<Record<FarkleMenuCommand, string>> = {
  hint: 'Hint',
  advisor: 'Advisor',
  'new-game': 'New Game',
  'restart-game': 'Restart Game',
  'reset-high-score': 'Reset High Score',
  quit: 'Quit',
};

/** A File menu item with its label. */
export interface MenuItem extends FarkleMenuItem {
  readonly label: string;
}

export function labelled(items: readonly FarkleMenuItem[]): readonly MenuItem[] {
  return items.map((item) => ({ ...item, label: MENU_LABELS[item.command] }));
}
