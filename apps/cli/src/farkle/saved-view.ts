import { center, truncate } from '../term/ansi.ts';
import type { Painter } from '../term/color.ts';
import type { TerminalSize } from '../term/terminal.ts';
import { MENU_BODY_ROWS, MENU_WIDTH, menuBlock } from './menu-view.ts';
import { TITLE, WARNING } from './palette.ts';
import { playersText, turnAndTime, type SavedGame } from './saved-games.ts';

/** The saved-games list: the games, which one is chosen, and what the last key said. */
export interface SavedScreen {
  readonly games: readonly SavedGame[];
  /** The chosen game's index in `games`. */
  readonly selected: number;
  readonly message: string | undefined;
  readonly warning: string | undefined;
}

/** Two rows a game (its players; its turn and when it was saved), under the title's three and over a blank row. */
export const GAMES_SHOWN = Math.floor((MENU_BODY_ROWS - 4) / 2);

/** The first game shown: the chosen one is kept in view, near the middle when the list is longer than the screen. */
export function firstShown(selected: number, count: number): number {
  return Math.max(0, Math.min(selected - Math.floor(GAMES_SHOWN / 2), count - GAMES_SHOWN));
}

function gameLines(game: SavedGame, index: number, selected: boolean, painter: Painter): string[] {
  const state = game.game.save.state;
  const label = truncate(`${selected ? '●' : '○'} [${index + 1}] ${playersText(state)}`, MENU_WIDTH);
  const progress = `      ${turnAndTime(game)}`;
  // The sentence in full is the message of the game when it is chosen; the row has room for a word or two.
  const inUse = game.playedElsewhere ? painter.paint('; in use elsewhere', { fg: WARNING }) : '';
  return [
    selected ? painter.paint(label, { fg: TITLE, bold: true }) : label,
    painter.dim(truncate(progress, MENU_WIDTH - (inUse === '' ? 0 : 18))) + inUse,
  ];
}

/** The saved Farkle games in progress, most recently played first, in the menu's frame and keys. */
export function renderSaved(screen: SavedScreen, size: TerminalSize, painter: Painter): string[] {
  const count = screen.games.length;
  const first = firstShown(screen.selected, count);
  const shown = screen.games.slice(first, first + GAMES_SHOWN);
  const range = count > GAMES_SHOWN ? ` (${first + 1}–${first + shown.length} of ${count})` : '';
  const lines: string[] = [
    center(painter.paint('F A R K L E', { fg: TITLE, bold: true }), MENU_WIDTH),
    center(painter.dim(`Saved games, most recently played first${range}`), MENU_WIDTH),
    '',
  ];
  if (count === 0) lines.push('  No Farkle game in progress is saved.');
  shown.forEach((game, i) =>
    lines.push(...gameLines(game, first + i, first + i === screen.selected, painter)),
  );
  while (lines.length < MENU_BODY_ROWS) lines.push('');
  const keys = [
    `${painter.bold('↑ ↓')} or ${painter.bold(count > 9 ? '1-9' : `1-${Math.max(1, count)}`)} choose  ${painter.bold('Enter')} resume  ${painter.bold('Esc')} or ${painter.bold('q')} back`,
  ];
  return menuBlock(lines, screen, keys, size, painter, 'The list of saved Farkle games');
}
