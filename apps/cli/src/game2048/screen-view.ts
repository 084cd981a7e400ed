import type { GameState } from '@pastime/2048';
import type { Message2048, Public2048State } from '@pastime/app-core';
import { center, padEnd, truncate, visibleWidth } from '../term/ansi.ts';
import type { Painter } from '../term/color.ts';
import { centerBlock, wrap, tooSmall } from '../term/layout.ts';
import type { TerminalSize } from '../term/terminal.ts';
import {
  BOARD_BACKGROUND,
  BOARD_BASIC,
  EMPTY_BASIC,
  DARK_TEXT,
  EMPTY_CELL,
  LIGHT_TEXT,
  LOSE_TEXT,
  TITLE,
  WARNING_TEXT,
  WIN_BACKGROUND,
  tileColors,
} from './palette.ts';

/** The position the screen draws: a ranked run's, as its server shows it, has no undo history. */
type Shown2048 = Public2048State & Partial<Pick<GameState, 'undoDepth' | 'redoDepth'>>;

/** Everything the 2048 screen shows. */
export interface Screen2048 {
  readonly state: Shown2048;
  readonly best: number;
  readonly message: Message2048 | undefined;
  /** Other keys than the game's, as key and what it does (a replay's); all enabled. */
  readonly keys?: readonly (readonly [string, string])[];
  /** The second chip's label, `BEST` unless told (a replay shows its final score). */
  readonly bestLabel?: string;
}

/** Tile width and height in character cells, and the gaps between tiles. */
interface BoardLayout {
  readonly tileWidth: number;
  readonly tileHeight: number;
  readonly gapX: number;
  readonly gapY: number;
}

const COLOR_LAYOUTS: readonly BoardLayout[] = [
  { tileWidth: 8, tileHeight: 3, gapX: 2, gapY: 1 },
  { tileWidth: 7, tileHeight: 3, gapX: 1, gapY: 1 },
  { tileWidth: 6, tileHeight: 3, gapX: 1, gapY: 1 },
  { tileWidth: 6, tileHeight: 1, gapX: 1, gapY: 1 },
  { tileWidth: 5, tileHeight: 1, gapX: 1, gapY: 0 },
  { tileWidth: 4, tileHeight: 1, gapX: 1, gapY: 0 },
  { tileWidth: 3, tileHeight: 1, gapX: 0, gapY: 0 },
];

/** Without colour, tiles are boxes with a one-character border shared between neighbours. */
const PLAIN_LAYOUTS: readonly BoardLayout[] = [
  { tileWidth: 7, tileHeight: 3, gapX: 1, gapY: 1 },
  { tileWidth: 6, tileHeight: 1, gapX: 1, gapY: 1 },
  { tileWidth: 5, tileHeight: 1, gapX: 1, gapY: 1 },
  { tileWidth: 4, tileHeight: 1, gapX: 1, gapY: 1 },
];

/** Lines around the board besides the keys: title, subtitle, [board], three message lines. */
const CHROME_HEIGHT = 5;
const MIN_WIDTH = 44;

function boardSize(n: number, layout: BoardLayout): { width: number; height: number } {
  return {
    width: n * layout.tileWidth + (n + 1) * layout.gapX,
    height: n * layout.tileHeight + (n + 1) * layout.gapY,
  };
}

/**
 * The layouts that can show the board's largest number, largest first: those with a space each side of it, then
 * those it fills exactly. A number wider than every layout gets tiles exactly as wide, so that any board can be
 * drawn in a large enough terminal.
 */
function layoutsFor(state: Shown2048, colored: boolean): { all: BoardLayout[]; smallest: BoardLayout } {
  const layouts = colored ? COLOR_LAYOUTS : PLAIN_LAYOUTS;
  const digits = String(state.bestTile).length;
  const all = [
    ...layouts.filter((layout) => layout.tileWidth >= digits + 2),
    ...layouts.filter((layout) => layout.tileWidth >= digits && layout.tileWidth < digits + 2),
  ];
  const exact: BoardLayout = {
    tileWidth: digits,
    tileHeight: 1,
    gapX: colored ? 0 : 1,
    gapY: colored ? 0 : 1,
  };
  const smallest = all.at(-1) ?? exact;
  return { all: all.length > 0 ? all : [exact], smallest };
}

/** The largest layout that fits the terminal with `chrome` lines around the board. */
function chooseLayout(
  layouts: readonly BoardLayout[],
  state: Shown2048,
  size: TerminalSize,
  chrome: number,
): BoardLayout | undefined {
  return layouts.find((layout) => {
    const board = boardSize(state.size, layout);
    return board.width <= size.columns && board.height + chrome <= size.rows;
  });
}

function colorBoard(state: Shown2048, layout: BoardLayout, painter: Painter): string[] {
  const n = state.size;
  const { width } = boardSize(n, layout);
  const board = { bg: BOARD_BACKGROUND, bgBasic: BOARD_BASIC };
  const gapLine = painter.paint(' '.repeat(width), board);
  const gap = ' '.repeat(layout.gapX);
  const paintedGap = gap === '' ? '' : painter.paint(gap, board);
  const lines: string[] = [];
  const middle = Math.floor(layout.tileHeight / 2);
  for (let row = 0; row < n; row++) {
    for (let g = 0; g < layout.gapY; g++) lines.push(gapLine);
    for (let line = 0; line < layout.tileHeight; line++) {
      let text = paintedGap;
      for (let col = 0; col < n; col++) {
        const value = state.board[row]?.[col] ?? 0;
        const label = value !== 0 && line === middle ? String(value) : '';
        const colors = value === 0 ? undefined : tileColors(value);
        text += painter.paint(
          center(label, layout.tileWidth),
          colors === undefined
            ? { bg: EMPTY_CELL, fg: DARK_TEXT, bgBasic: EMPTY_BASIC[0], fgBasic: EMPTY_BASIC[1] }
            : {
                bg: colors.background,
                fg: colors.text,
                bgPalette: colors.palette[0],
                fgPalette: colors.palette[1],
                bgBasic: colors.basic[0],
                fgBasic: colors.basic[1],
                bold: true,
              },
        );
        text += paintedGap;
      }
      lines.push(text);
    }
  }
  for (let g = 0; g < layout.gapY; g++) lines.push(gapLine);
  return lines;
}

function plainBoard(state: Shown2048, layout: BoardLayout, painter: Painter): string[] {
  const n = state.size;
  const bar = '─'.repeat(layout.tileWidth);
  const rule = (left: string, mid: string, right: string): string =>
    left + Array.from({ length: n }, () => bar).join(mid) + right;
  const lines = [rule('┌', '┬', '┐')];
  const middle = Math.floor(layout.tileHeight / 2);
  for (let row = 0; row < n; row++) {
    for (let line = 0; line < layout.tileHeight; line++) {
      const cells = Array.from({ length: n }, (_, col) => {
        const value = state.board[row]?.[col] ?? 0;
        const label = center(value !== 0 && line === middle ? String(value) : '', layout.tileWidth);
        return value >= 8 ? painter.bold(label) : label;
      });
      lines.push(`│${cells.join('│')}│`);
    }
    lines.push(row === n - 1 ? rule('└', '┴', '┘') : rule('├', '┼', '┤'));
  }
  return lines;
}

/** `A` or `An` before a board's size as it is read out: an 8×8 board, an 11×11 board, a 4×4 board (sizes go up to 16). */
function boardArticle(size: number): 'A' | 'An' {
  return size === 8 || size === 11 ? 'An' : 'A';
}

function chip(label: string, value: number, painter: Painter): string {
  return painter.colored
    ? painter.paint(` ${label} ${value} `, { bg: BOARD_BACKGROUND, fg: LIGHT_TEXT, bold: true })
    : `${label} ${painter.bold(String(value))}`;
}

function messageLines(message: Message2048 | undefined, width: number, painter: Painter): string[] {
  if (message === undefined) return ['', '', ''];
  const lines = wrap(message.text, width).slice(0, 3);
  const styled = lines.map((line) => {
    switch (message.tone) {
      case 'win':
        return painter.colored
          ? painter.paint(center(line, width), { bg: WIN_BACKGROUND, fg: LIGHT_TEXT, bold: true })
          : painter.bold(center(line, width));
      case 'lose':
        return painter.paint(center(line, width), { fg: LOSE_TEXT, bold: true });
      case 'warning':
        return painter.paint(center(line, width), { fg: WARNING_TEXT });
      case 'info':
        return center(line, width);
    }
  });
  while (styled.length < 3) styled.push('');
  return styled;
}

/** The keys, on as many lines as the terminal's width needs. */
function keysLines(screen: Screen2048, painter: Painter, columns: number): string[] {
  const { state } = screen;
  const key = (k: string, what: string, enabled = true): string => {
    const text = `${painter.bold(k)} ${what}`;
    return enabled ? text : painter.dim(`${k} ${what}`);
  };
  const parts = screen.keys?.map(([k, what]) => key(k, what)) ?? [
    key('←↑↓→', 'move'),
    key('u', 'undo', (state.undoDepth ?? 0) > 0),
    key('r', 'redo', (state.redoDepth ?? 0) > 0),
    key('n', 'new'),
    key('q', 'quit'),
    state.status === 'won' ? key('c', 'keep going') : key('?', 'hint'),
    key('p', 'auto-play', state.status !== 'won' && state.status !== 'lost'),
  ];
  const lines: string[] = [];
  for (const part of parts) {
    const last = lines.at(-1);
    if (last !== undefined && visibleWidth(last) + 2 + visibleWidth(part) <= columns) {
      lines[lines.length - 1] = `${last}  ${part}`;
    } else {
      lines.push(part);
    }
  }
  return lines;
}

/** Rows kept for the keys: two, so that the rows a board needs do not depend on the terminal's width. */
const KEY_ROWS = 2;

/** The narrowest terminal the screen fits: the smallest board, the scores, the keys on two lines. */
function minimumColumns(screen: Screen2048, painter: Painter, smallest: BoardLayout): number {
  const { state } = screen;
  const best = chip(screen.bestLabel ?? 'BEST', screen.best, painter);
  const scores = visibleWidth(`${chip('SCORE', state.score, painter)} ${best}`);
  const widest = keysLines(screen, painter, Number.MAX_SAFE_INTEGER)[0] ?? '';
  let keys = 1;
  while (keys < visibleWidth(widest) && keysLines(screen, painter, keys).length > KEY_ROWS) keys++;
  return Math.max(boardSize(state.size, smallest).width, scores, keys);
}

/** The whole 2048 screen, laid out for the terminal's size and centred in it. */
export function render2048(screen: Screen2048, size: TerminalSize, painter: Painter): string[] {
  const { state } = screen;
  const layouts = layoutsFor(state, painter.colored);
  const chrome = CHROME_HEIGHT + KEY_ROWS;
  const columns = minimumColumns(screen, painter, layouts.smallest);
  const layout = size.columns < columns ? undefined : chooseLayout(layouts.all, state, size, chrome);
  if (layout === undefined) {
    const need = { columns, rows: boardSize(state.size, layouts.smallest).height + chrome };
    return tooSmall(`${boardArticle(state.size)} ${state.size}×${state.size} board`, need, size, painter);
  }
  const keys = keysLines(screen, painter, size.columns);
  while (keys.length < KEY_ROWS) keys.push('');
  const board = painter.colored ? colorBoard(state, layout, painter) : plainBoard(state, layout, painter);
  const boardWidth = Math.max(...board.map(visibleWidth));
  const width = Math.min(Math.max(boardWidth, MIN_WIDTH, ...keys.map(visibleWidth)), size.columns);
  const title = painter.paint('2048', { fg: TITLE, bold: true });
  const bestChip = chip(screen.bestLabel ?? 'BEST', screen.best, painter);
  const scores = `${chip('SCORE', state.score, painter)} ${bestChip}`;
  const gained =
    state.lastMove !== null && state.lastMove.scoreGained > 0 ? `+${state.lastMove.scoreGained}` : '';
  // The points of the last move, under the score.
  const gainedEnd = width - visibleWidth(bestChip) - 2;
  const subtitle = truncate(
    `${state.size}×${state.size}, get to ${state.winValue}`,
    Math.max(1, gainedEnd - visibleWidth(gained) - 1),
  );
  // A terminal too narrow for the title and the scores on one line keeps the scores.
  const header = [
    visibleWidth(scores) + 5 <= width ? padEnd(title, width - visibleWidth(scores)) + scores : scores,
    padEnd(painter.dim(subtitle), gainedEnd - visibleWidth(gained)) + painter.bold(gained),
  ];
  const boardPad = ' '.repeat(Math.floor((width - boardWidth) / 2));
  // A blank line under the header when the terminal has a row to spare.
  const spare = size.rows >= board.length + CHROME_HEIGHT + KEY_ROWS + 1;
  const block = [
    ...header,
    ...(spare ? [''] : []),
    ...board.map((line) => boardPad + line),
    ...messageLines(screen.message, width, painter),
    ...keys.map((line) => center(line, width)),
  ];
  return centerBlock(block, size);
}
