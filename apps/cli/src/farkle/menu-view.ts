import { formatPoints } from '@pastime/app-core';
import { ONE_PLAYER_TURNS, WINNING_TOTAL, defaultNames } from '@pastime/farkle';
import { center } from '../term/ansi.ts';
import type { Painter } from '../term/color.ts';
import { centerBlock, questionLines, tooSmall, wrap } from '../term/layout.ts';
import type { TerminalSize } from '../term/terminal.ts';
import { TITLE, WARNING } from './palette.ts';

/** The three ways to play (002 §1.1.0). */
export type MenuChoice = 'one-player' | 'two-player' | 'vs-computer';
export const MENU_CHOICES: readonly MenuChoice[] = ['one-player', 'two-player', 'vs-computer'];

export interface MenuScreen {
  readonly choice: MenuChoice;
  /** Names as typed; empty: the default name. */
  readonly names: readonly [string, string];
  /** The name field being edited, if any (0: player one, 1: player two). */
  readonly editing: 0 | 1 | undefined;
  readonly highScore: number;
  readonly highScoreName: string | null;
  readonly message: string | undefined;
  readonly warning: string | undefined;
  readonly confirm: string | undefined;
}

const LABELS: Readonly<Record<MenuChoice, string>> = {
  'one-player': '1 Player Mode',
  'two-player': '2 Player Mode, Human Opponent',
  'vs-computer': '2 Player Mode, Computer Opponent',
};

const DETAILS: Readonly<Record<MenuChoice, string>> = {
  'one-player': `${ONE_PLAYER_TURNS} turns to beat the high score`,
  'two-player': `first to ${formatPoints(WINNING_TOTAL)} at one keyboard`,
  'vs-computer': `first to ${formatPoints(WINNING_TOTAL)} against the computer`,
};

/** The menu is this wide whatever it shows (its widest line, the keys), so that it never shifts sideways. */
const WIDTH = 58;
/** Lines kept for the messages and for the keys, so that it never shifts up or down either. */
const MESSAGE_ROWS = 3;
const KEY_ROWS = 2;

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
  const two = screen.choice !== 'one-player';
  // An empty name field shows the name the game will give (002 §1.1.2–1.1.5).
  const [fallbackOne = '', fallbackTwo = ''] = defaultNames(screen.choice);
  lines.push(
    nameField('Player One Name', screen.names[0], fallbackOne, screen.editing === 0, false, painter),
  );
  if (two) {
    const computer = screen.choice === 'vs-computer';
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
  } else {
    lines.push('');
  }
  lines.push('');
  const holder = screen.highScoreName === null ? '' : ` (${screen.highScoreName})`;
  lines.push(`  One-player high score: ${painter.bold(formatPoints(screen.highScore))}${holder}`);
  lines.push('');
  const end = lines.length;
  const messages: string[] = [];
  if (screen.message !== undefined) messages.push(...wrap(screen.message, WIDTH));
  if (screen.warning !== undefined)
    messages.push(...wrap(screen.warning, WIDTH).map((l) => painter.paint(l, { fg: WARNING })));
  lines.push(...messages.slice(-MESSAGE_ROWS));
  while (lines.length < end + MESSAGE_ROWS) lines.push('');
  const keys =
    screen.confirm !== undefined
      ? questionLines(screen.confirm, WIDTH, painter)
      : screen.editing !== undefined
        ? [
            `Type the name   ${painter.bold('Enter')} next   ${painter.bold('Esc')} done   ${painter.bold('Ctrl-U')} clear`,
          ]
        : [
            `${painter.bold('1-3')} mode  ${painter.bold('e')} names  ${painter.bold('Enter')} start  ${painter.bold('x')} reset high score  ${painter.bold('q')} quit`,
          ];
  lines.push(...keys.slice(0, KEY_ROWS));
  while (lines.length < end + MESSAGE_ROWS + KEY_ROWS) lines.push('');
  if (size.columns < WIDTH || size.rows < lines.length) {
    return tooSmall('The Farkle menu', { columns: WIDTH, rows: lines.length }, size, painter);
  }
  return centerBlock(lines, size, WIDTH);
}
