import { formatPoints, type SeatKind, type SetupSeat } from '@pastime/app-core';
import {
  MAX_PLAYERS,
  ONE_PLAYER_TURNS,
  WINNING_TOTAL,
  defaultNames,
  defaultPlayerNames,
} from '@pastime/farkle';
import { center, truncate, visibleWidth } from '../term/ansi.ts';
import type { Painter } from '../term/color.ts';
import { centerBlock, questionLines, tooSmall, wrap } from '../term/layout.ts';
import type { TerminalSize } from '../term/terminal.ts';
import { TITLE, WARNING } from './palette.ts';

/** The three ways to play (002 §1.1.0), and a table of more seats, each a person or a computer. */
export type MenuChoice = 'one-player' | 'two-player' | 'vs-computer' | 'custom';
export const MENU_CHOICES: readonly MenuChoice[] = ['one-player', 'two-player', 'vs-computer', 'custom'];

/** The seats' kinds as the menu names them. */
export const SEAT_KIND_LABELS: Readonly<Record<SeatKind, string>> = {
  human: 'person',
  classic: 'Classic',
  expert: 'Expert',
};

export interface MenuScreen {
  readonly choice: MenuChoice;
  /** Names as typed; empty: the default name. */
  readonly names: readonly [string, string];
  /** The seats of the custom table, names as typed. */
  readonly seats: readonly SetupSeat[];
  /** The name field being edited, if any (a seat, from 0). */
  readonly editing: number | undefined;
  /** The rules' name (`Traditional`). */
  readonly rules: string;
  readonly highScore: number;
  readonly highScoreName: string | null;
  readonly message: string | undefined;
  readonly warning: string | undefined;
  readonly confirm: string | undefined;
  /** The games in progress that may be resumed from the saved-games list. */
  readonly savedGames: number;
}

const LABELS: Readonly<Record<MenuChoice, string>> = {
  'one-player': '1 Player Mode',
  'two-player': '2 Player Mode, Human Opponent',
  'vs-computer': '2 Player Mode, Computer Opponent',
  custom: 'More Players, People and Computers',
};

const DETAILS: Readonly<Record<MenuChoice, string>> = {
  'one-player': `${ONE_PLAYER_TURNS} turns to beat the high score`,
  'two-player': `first to ${formatPoints(WINNING_TOTAL)} at one keyboard`,
  'vs-computer': `first to ${formatPoints(WINNING_TOTAL)} against the computer`,
  custom: `2 to ${MAX_PLAYERS} seats, each a person or a computer`,
};

/**
 * The menu is this wide whatever it shows (its widest line, the keys), so that it never shifts sideways; the
 * saved-games list shares it, and the menu's height, so that whatever shows the menu shows the list.
 */
export const MENU_WIDTH = 58;
const WIDTH = MENU_WIDTH;
/** The rows of the menu above its messages: the title's three, the modes', the names', the rules' and scores'. */
export const MENU_BODY_ROWS = 18;
/** Lines kept for the messages and for the keys, so that it never shifts up or down either. */
const MESSAGE_ROWS = 3;
const KEY_ROWS = 2;
/** The custom table's six seats, two to a row; the other modes' name fields take as many rows. */
const SEAT_ROWS = Math.ceil(MAX_PLAYERS / 2);
const SEAT_CELL_WIDTH = WIDTH / 2;
const SEAT_NAME_WIDTH = 14;

function nameField(
  label: string,
  value: string,
  fallback: string,
  editing: boolean,
  disabled: boolean,
  painter: Painter,
): string {
  const shown = disabled
    ? painter.dim(fallback)
    : value === ''
      ? painter.dim(fallback) + (editing ? painter.inverse(' ') : '')
      : painter.bold(value) + (editing ? painter.inverse(' ') : '');
  const marker = editing ? painter.paint('▶', { fg: TITLE, bold: true }) : ' ';
  return `${marker} ${label}: ${shown}`;
}

/** The two name fields of a mode of the requirements, and a blank line where the custom table has a third row. */
function nameLines(screen: MenuScreen, painter: Painter): string[] {
  // An empty name field shows the name the game will give (002 §1.1.2–1.1.5).
  const mode = screen.choice === 'custom' ? 'one-player' : screen.choice;
  const [fallbackOne = '', fallbackTwo = ''] = defaultNames(mode);
  const lines = [
    nameField('Player One Name', screen.names[0], fallbackOne, screen.editing === 0, false, painter),
  ];
  if (mode !== 'one-player') {
    const computer = mode === 'vs-computer';
    lines.push(
      nameField(
        'Player Two Name',
        computer ? '' : screen.names[1],
        fallbackTwo,
        screen.editing === 1,
        computer,
        painter,
      ),
    );
  }
  while (lines.length < SEAT_ROWS) lines.push('');
  return lines;
}

/** The seats of the custom table, two to a row: number, name (or the default, dimmed) and kind. */
function seatLines(screen: MenuScreen, painter: Painter): string[] {
  const defaults = defaultPlayerNames(
    screen.seats.map((seat) => (seat.kind === 'human' ? 'human' : 'computer')),
  );
  const cells = screen.seats.map((seat, i) => {
    const editing = screen.editing === i;
    const marker = editing ? painter.paint('▶', { fg: TITLE, bold: true }) : ' ';
    const typed = truncate(seat.name, SEAT_NAME_WIDTH);
    const fallback = truncate(defaults[i] ?? '', SEAT_NAME_WIDTH);
    const shown = typed === '' ? painter.dim(fallback) : painter.bold(typed);
    const cursor = editing ? painter.inverse(' ') : '';
    const width = visibleWidth(typed === '' ? fallback : typed) + (editing ? 1 : 0);
    const kind = painter.dim(` ${SEAT_KIND_LABELS[seat.kind]}`);
    const cell = `${marker} ${i + 1} ${shown}${cursor}${kind}`;
    return cell + ' '.repeat(Math.max(0, SEAT_CELL_WIDTH - (5 + width + SEAT_KIND_LABELS[seat.kind].length)));
  });
  const lines: string[] = [];
  for (let row = 0; row < SEAT_ROWS; row++) lines.push(cells.slice(row * 2, row * 2 + 2).join(''));
  return lines;
}

/** The select-game-mode screen (002 §1.1.0), also the main menu after a game. */
export function renderMenu(screen: MenuScreen, size: TerminalSize, painter: Painter): string[] {
  const lines: string[] = [
    center(painter.paint('F A R K L E', { fg: TITLE, bold: true }), WIDTH),
    center(painter.dim('Select game mode'), WIDTH),
    '',
  ];
  MENU_CHOICES.forEach((choice, i) => {
    const selected = choice === screen.choice;
    const label = `${selected ? '●' : '○'} [${i + 1}] ${LABELS[choice]}`;
    lines.push(selected ? painter.paint(label, { fg: TITLE, bold: true }) : label);
    lines.push(painter.dim(`      ${DETAILS[choice]}`));
  });
  lines.push('');
  if (screen.choice === 'custom') lines.push(...seatLines(screen, painter));
  else lines.push(...nameLines(screen, painter));
  lines.push(`  Rules: ${painter.bold(screen.rules)}`);
  const holder = screen.highScoreName === null ? '' : ` (${screen.highScoreName})`;
  lines.push(`  One-player high score: ${painter.bold(formatPoints(screen.highScore))}${holder}`);
  // The one free row: the games a player may go back to, when there are any.
  lines.push(
    screen.savedGames === 0
      ? ''
      : `  Saved games in progress: ${painter.bold(String(screen.savedGames))}   ${painter.bold('l')} to choose one`,
  );
  const keys =
    screen.confirm !== undefined
      ? questionLines(screen.confirm, WIDTH, painter)
      : screen.editing !== undefined
        ? [
            `Type the name   ${painter.bold('Enter')} next   ${painter.bold('Esc')} done   ${painter.bold('Ctrl-U')} clear`,
            ...(screen.choice === 'custom'
              ? [`${painter.bold('Tab')} person, Classic or Expert computer`]
              : []),
          ]
        : [
            `${painter.bold('1-4')} mode  ${painter.bold('e')} names  ${painter.bold('u')} rules  ${painter.bold('Enter')} start  ${painter.bold('q')} quit`,
            screen.choice === 'custom'
              ? `${painter.bold('+ -')} seats  ${painter.bold('e')} then ${painter.bold('Tab')} kind  ${painter.bold('x')} reset high score`
              : `${painter.bold('x')} reset high score`,
          ];
  return menuBlock(lines, screen, keys, size, painter, 'The Farkle menu');
}

/**
 * The rows of a menu screen under its body: the message and the warning (three rows kept), the keys (two), all
 * centred; or the too-small screen that says what `what` needs.
 */
export function menuBlock(
  body: readonly string[],
  said: { readonly message: string | undefined; readonly warning: string | undefined },
  keys: readonly string[],
  size: TerminalSize,
  painter: Painter,
  what: string,
): string[] {
  const lines = [...body];
  const end = lines.length;
  const messages: string[] = [];
  if (said.message !== undefined) messages.push(...wrap(said.message, WIDTH));
  if (said.warning !== undefined)
    messages.push(...wrap(said.warning, WIDTH).map((l) => painter.paint(l, { fg: WARNING })));
  lines.push(...messages.slice(-MESSAGE_ROWS));
  while (lines.length < end + MESSAGE_ROWS) lines.push('');
  lines.push(...keys.slice(0, KEY_ROWS));
  while (lines.length < end + MESSAGE_ROWS + KEY_ROWS) lines.push('');
  if (size.columns < WIDTH || size.rows < lines.length) {
    return tooSmall(what, { columns: WIDTH, rows: lines.length }, size, painter);
  }
  return centerBlock(lines, size, WIDTH);
}
