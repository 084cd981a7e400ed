import {
  endedOnNewHighScore,
  FARKLE_LETTERS,
  farkleControls,
  formatPoints,
  shownHighScore,
  type FarkleBanner,
} from '@pastime/app-core';
import { scoringRules, runningTotal, scoreSelection, presetOf } from '@pastime/farkle';
import type { Advice, AdviceOption, Die, FarkleState, Rules, ScoringRule } from '@pastime/farkle';
import { center, padEnd, truncate, visibleWidth } from '../term/ansi.ts';
import type { Painter } from '../term/color.ts';
import { centerBlock, questionLines, tooSmall, wrap } from '../term/layout.ts';
import type { TerminalSize } from '../term/terminal.ts';
import { expectedPoints, percent } from './advice.ts';
import { seatLevel } from './describe.ts';
import {
  CURRENT,
  DIE_FACE,
  DIE_TEXT,
  FARKLE_BANNER,
  HINT,
  HOT_BANNER,
  LOCKED_FACE,
  LOCKED_TEXT,
  MARKED,
  SELECTED,
  TITLE,
  WARNING,
  WHITE,
  WIN_BANNER,
} from './palette.ts';

/** Everything the Farkle table shows besides the game state. */
export interface TableScreen {
  readonly state: FarkleState;
  /** The newest messages, oldest first (the last few are shown). */
  readonly messages: readonly string[];
  readonly warning: string | undefined;
  readonly hint: readonly number[] | undefined;
  /** The advice asked for (`?`): its dice are marked like the hint's, its choices listed. */
  readonly advice: Advice | undefined;
  readonly banner: FarkleBanner | undefined;
  /** The computer is playing: the keys are not offered. */
  readonly computerPlaying: boolean;
  /** A question waiting for y (quit, restart, main menu). */
  readonly confirm: string | undefined;
  /** Other keys than the game's, as key and what it does (a replay's). */
  readonly keys?: readonly (readonly [string, string])[];
  /** A ranked daily run: no Hint button, and no high score (the leaderboard ranks it). */
  readonly ranked?: boolean;
}

const LEFT_WIDTH = 19;
const CENTER_WIDTH = 36;
const RIGHT_WIDTH = 21;
/** The score sheet and the table side by side; the rules panel is left out below 80 columns. */
const MIN_COLUMNS = LEFT_WIDTH + 2 + CENTER_WIDTH;
/** Lines under the table: the messages, then the keys (a long question takes two, and the messages one fewer). */
const BOTTOM_ROWS = 4;
const TURNS_SHOWN = 5;

const MODE_TITLES: Readonly<Record<FarkleState['mode'], string>> = {
  'one-player': 'Single Player Mode',
  'two-player': 'Two Player Mode',
  'vs-computer': 'Two Player Mode, against the computer',
  'computer-vs-computer': 'Computer against computer',
  custom: 'Custom game',
};

function fit(text: string, width: number): string {
  return padEnd(text, width);
}

/** The score sheet (002 §1.3.3, §1.4.2): the ten turns in one-player mode, each player's total and turns in two. */
function scoreSheet(state: FarkleState, painter: Painter, ranked?: boolean): string[] {
  const lines: string[] = [];
  const rule = painter.dim('─'.repeat(LEFT_WIDTH));
  const highlight = (text: string, on: boolean, color = CURRENT): string =>
    on ? painter.paint(fit(text, LEFT_WIDTH), { fg: color, bold: true }) : fit(text, LEFT_WIDTH);
  if (state.players.length === 1) {
    const player = state.players[0];
    lines.push(truncate(`Player: ${player?.name ?? ''}`, LEFT_WIDTH));
    lines.push(`Score: ${painter.bold(formatPoints(player?.total ?? 0))}`);
    lines.push(rule);
    for (let turn = 1; turn <= state.rules.onePlayerTurns; turn++) {
      const score = player?.turns[turn - 1];
      const current = state.phase !== 'game-over' && turn === state.turn;
      const text = `${current ? '▶' : ' '}Turn ${String(turn).padStart(2)}${(score === undefined ? '' : formatPoints(score)).padStart(LEFT_WIDTH - 9)}`;
      lines.push(current ? painter.inverse(fit(text, LEFT_WIDTH)) : text);
    }
    lines.push(rule);
    const highScore = shownHighScore(state);
    if (ranked !== true && highScore !== null)
      lines.push(`High score: ${painter.bold(formatPoints(highScore))}`);
    return lines;
  }
  state.players.forEach((player, index) => {
    const current = state.phase !== 'game-over' && index === state.current;
    const marked = state.finalRound?.marked === index;
    const won = state.phase === 'game-over' && state.winner === index;
    // Three or more seats have no room for the word "Player": their names are shown whole (two computers would
    // both read "Computer…").
    const name = truncate(state.players.length > 2 ? player.name : `Player: ${player.name}`, LEFT_WIDTH - 2);
    const text = `${current ? '▶' : ' '}${name}${won ? ' ★' : ''}`;
    lines.push(
      current
        ? painter.inverse(fit(text, LEFT_WIDTH))
        : highlight(text, marked || won, marked ? MARKED : CURRENT),
    );
    const total = ` ${formatPoints(player.total)}${marked ? ` (${formatPoints(state.rules.target)}+)` : ''}`;
    const level = seatLevel(state, index) ?? '';
    const gap = ' '.repeat(Math.max(1, LEFT_WIDTH - visibleWidth(total) - level.length));
    lines.push(
      (marked ? painter.paint(total, { fg: MARKED, bold: true }) : painter.bold(total)) +
        (level === '' ? '' : gap + painter.dim(level)),
    );
    // Three or more players show only their latest turn, so that six fit the screen.
    const shown = state.players.length > 2 ? 1 : TURNS_SHOWN;
    const first = Math.max(0, player.turns.length - shown);
    for (let k = 0; k < shown; k++) {
      const turnScore = player.turns[first + k];
      lines.push(
        turnScore === undefined
          ? ''
          : painter.dim(
              `  Turn ${String(first + k + 1).padStart(2)}${formatPoints(turnScore).padStart(LEFT_WIDTH - 10)}`,
            ),
      );
    }
    if (index === 0) lines.push(rule);
  });
  return lines;
}

/** A die as three lines of five columns: its face in a box, yellow when selected, shaded when locked. */
function dieLines(die: Die, index: number, screen: TableScreen, painter: Painter): string[] {
  const face = die.face === null ? (FARKLE_LETTERS[index] ?? ' ') : String(die.face);
  const hinted = screen.hint?.includes(index) === true;
  if (painter.colored) {
    const border = die.selected ? SELECTED : hinted ? HINT : die.locked ? LOCKED_FACE : undefined;
    const background = die.locked ? LOCKED_FACE : DIE_FACE;
    const text = die.face === null ? TITLE : die.locked ? LOCKED_TEXT : DIE_TEXT;
    const edge = (line: string): string =>
      border === undefined ? line : painter.paint(line, { fg: border, bold: true });
    const top = die.selected || hinted ? '┏━━━┓' : '╭───╮';
    const bottom = die.selected || hinted ? '┗━━━┛' : '╰───╯';
    const side = die.selected || hinted ? '┃' : '│';
    const middle = painter.paint(` ${face} `, {
      fg: text,
      bg: die.face === null ? DIE_TEXT : background,
      bold: true,
    });
    return [edge(top), `${edge(side)}${middle}${edge(side)}`, edge(bottom)];
  }
  const [top, side, bottom] = die.selected
    ? ['╔═══╗', '║', '╚═══╝']
    : hinted
      ? ['┏━━━┓', '┃', '┗━━━┛']
      : ['┌───┐', '│', '└───┘'];
  const lines = [top, `${side} ${painter.bold(face)} ${side}`, bottom];
  return die.locked ? lines.map((l) => painter.dim(l)) : lines;
}

function banner(kind: FarkleBanner | undefined, state: FarkleState, painter: Painter): string {
  if (kind === undefined) return '';
  const texts: Readonly<Record<FarkleBanner, string>> = {
    farkle: '  F A R K L E !  ',
    'hot-dice': '  HOT DICE!  ',
    'last-turn': '  LAST TURN  ',
    'game-over': endedOnNewHighScore(state) ? '  NEW HIGH SCORE!  ' : '  GAME OVER  ',
  };
  const colors: Readonly<Record<FarkleBanner, typeof FARKLE_BANNER>> = {
    farkle: FARKLE_BANNER,
    'hot-dice': HOT_BANNER,
    'last-turn': HOT_BANNER,
    'game-over': WIN_BANNER,
  };
  const text = texts[kind];
  return painter.colored
    ? painter.paint(text, { bg: colors[kind], fg: WHITE, bold: true })
    : painter.bold(`*** ${text.trim()} ***`);
}

function button(key: string, label: string, enabled: boolean, painter: Painter): string {
  return enabled ? `${painter.bold(key)} ${label}` : painter.dim(`${key} ${label}`);
}

/** The middle of the table: whose turn, the turn and selection scores, the six dice, the buttons. */
function table(screen: TableScreen, painter: Painter): string[] {
  const { state } = screen;
  const player = state.players[state.current];
  const whose =
    state.phase === 'game-over'
      ? 'Game over'
      : state.players.length === 1
        ? `${player?.name ?? ''}: turn ${state.turn} of ${state.rules.onePlayerTurns}`
        : `${player?.name ?? ''}'s turn`;
  const dice = state.dice.map((die, i) => dieLines(die, i, screen, painter));
  const row = (line: number): string => dice.map((d) => d[line] ?? '').join(' ');
  const labels = state.dice
    .map((die) => (die.locked || die.face === null ? '  ·  ' : '     '))
    // A screen with its own keys (a replay) does not offer the game's: no die numbers, no buttons.
    .map((l, i) => (l === '     ' && screen.keys === undefined ? `  ${i + 1}  ` : l));
  const allowed = farkleControls(state);
  const on = (control: boolean): boolean => !screen.computerPlaying && control;
  const buttons =
    screen.keys === undefined
      ? [
          button('r', 'Roll', on(allowed.roll), painter),
          button('b', 'Bank', on(allowed.bank), painter),
          button('a', 'Select all', on(allowed.selectAll), painter),
          ...(screen.ranked === true ? [] : [button('h', 'Hint', on(allowed.hint), painter)]),
        ].join('  ')
      : '';
  return [
    center(painter.bold(truncate(whose, CENTER_WIDTH)), CENTER_WIDTH),
    center(
      `${'Turn score:'.padStart(14)} ${painter.bold(formatPoints(runningTotal(state)).padStart(6))}`,
      CENTER_WIDTH,
    ),
    center(
      `${'Selected dice:'.padStart(14)} ${painter.bold(formatPoints(state.selectionScore).padStart(6))}`,
      CENTER_WIDTH,
    ),
    '',
    center(row(0), CENTER_WIDTH),
    center(row(1), CENTER_WIDTH),
    center(row(2), CENTER_WIDTH),
    center(painter.dim(labels.join(' ')), CENTER_WIDTH),
    '',
    center(banner(screen.banner, state, painter), CENTER_WIDTH),
    '',
    center(buttons, CENTER_WIDTH),
  ];
}

/**
 * Shorter names for the engine's scoring rules, which are worded for a wider panel; by their example dice. Every
 * name must fit whole beside its worth: a fixed count (example 2222) shows 1,000 where a doubling one (3333) shows
 * ×2, and cut names would make "Four of a kind" and "Four of a kind with a pair" read the same.
 */
const SHORT_NAMES: ReadonlyMap<string, string> = new Map([
  ['3333', 'Four of a kind'],
  ['33333', 'Five of a kind'],
  ['333333', 'Six of a kind'],
  ['2222', '4 of a kind'],
  ['22222', '5 of a kind'],
  ['222222', '6 of a kind'],
  ['112233', 'Three pairs'],
  ['222233', '4 kind + pair'],
  ['123456', 'Straight 1–6'],
]);

/** A rule's name and worth; more than three of a kind is shown as a multiple of the three. */
function ruleRow(rule: ScoringRule, rules: Rules): readonly [string, string] {
  const name = SHORT_NAMES.get(rule.example.join('')) ?? rule.combination;
  const [first] = rule.example;
  const count = rule.example.length;
  const setting = count === 4 ? 'fourOfAKind' : count === 5 ? 'fiveOfAKind' : 'sixOfAKind';
  // Only a doubling count is a multiple of the three; a fixed one is its points.
  const ofAKind = count > 3 && rule.example.every((face) => face === first) && rules[setting] === 'doubling';
  const three = scoreSelection(rule.example.slice(0, 3), rules);
  return [name, ofAKind && three > 0 ? `×${rule.points / three}` : formatPoints(rule.points)];
}

/** The scoring rules (002 §1.2.3), on the right, as the engine states them. */
function rules(painter: Painter, gameRules: Rules): string[] {
  return [
    painter.bold('Scoring'),
    ...scoringRules(gameRules)
      .map((rule) => ruleRow(rule, gameRules))
      .map(([what, worth]) => {
        const name = truncate(what, RIGHT_WIDTH - worth.length - 3);
        const dots = painter.dim(
          '.'.repeat(Math.max(1, RIGHT_WIDTH - visibleWidth(name) - worth.length - 2)),
        );
        return `${name}${dots} ${worth}`;
      }),
    // The note explains the × rows, which only doubling counts have.
    ...([gameRules.fourOfAKind, gameRules.fiveOfAKind, gameRules.sixOfAKind].includes('doubling')
      ? [painter.dim("× the triple's points")]
      : []),
  ];
}

/**
 * A choice as a row of the advice panel: dice (`15`: dice 1 and 5), roll or bank, the points expected this turn
 * and, in two-player modes, the chance to win in percent to a tenth (close choices often differ by less than 1).
 */
function adviceRow(option: AdviceOption): string {
  const dice = (option.indices.length === 0 ? '–' : option.indices.map((i) => i + 1).join('')).padEnd(6);
  const score = String(Math.round(option.expectedTurnScore)).padStart(5);
  const win = option.winProbability === null ? '' : (option.winProbability * 100).toFixed(1).padStart(5);
  return `${dice} ${option.then}${score}${win}`;
}

/**
 * The advice, on the right instead of the scoring rules and no taller: every choice, best first (the advised one
 * bold) with the points it is expected to bank this turn and, in two-player modes, the chance to win.
 */
function advicePanel(advice: Advice, height: number, painter: Painter): string[] {
  const twoPlayer = advice.winProbability !== null;
  const rows = advice.options.map((option, i) => {
    const row = truncate(adviceRow(option), RIGHT_WIDTH);
    return i === 0 ? painter.bold(row) : row;
  });
  const room = height - 2;
  const shown =
    rows.length <= room ? rows : [...rows.slice(0, room - 1), painter.dim(`+${rows.length - room + 1} more`)];
  return [
    painter.bold('Advice'),
    painter.dim(`${'dice'.padEnd(6)} then${'pts'.padStart(5)}${twoPlayer ? 'win%'.padStart(5) : ''}`),
    ...shown,
  ];
}

/** Below 80 columns, where the panel does not fit: the other choices on one line (cut to the width). */
function otherChoices(advice: Advice): string | undefined {
  const others = advice.options.slice(1).map((option) => {
    const dice = option.indices.map((i) => i + 1).join(' ');
    const worth =
      option.winProbability === null
        ? expectedPoints(option.expectedTurnScore)
        : percent(option.winProbability);
    return `${dice} ${option.then} ${worth}`.trim();
  });
  return others.length === 0 ? undefined : `Others: ${others.join(' · ')}`;
}

/** The keys line; a question waiting for y, wrapped to the table's width (it may take two lines). */
function keysLines(screen: TableScreen, painter: Painter, width: number): string[] {
  if (screen.confirm !== undefined) return questionLines(screen.confirm, width, painter);
  return [keysLine(screen, painter)];
}

function keysLine(screen: TableScreen, painter: Painter): string {
  if (screen.keys !== undefined)
    return screen.keys.map(([key, what]) => button(key, what, true, painter)).join('  ');
  if (screen.state.phase === 'game-over') {
    return [
      button('p', 'play again', true, painter),
      button('m', 'main menu', true, painter),
      button('q', 'quit', true, painter),
    ].join('   ');
  }
  if (screen.computerPlaying) return painter.dim('The computer is playing…   q quit');
  return [
    button('1-6', 'select die', true, painter),
    button('n', 'restart', true, painter),
    button('m', 'menu', true, painter),
    button('q', 'quit', true, painter),
    button('?', 'advice', true, painter),
  ].join('  ');
}

/** The whole Farkle table, laid out for the terminal and centred in it. */
export function renderTable(screen: TableScreen, size: TerminalSize, painter: Painter): string[] {
  const showRules = size.columns >= LEFT_WIDTH + CENTER_WIDTH + RIGHT_WIDTH + 4;
  const rulesPanel = rules(painter, screen.state.rules);
  const right =
    screen.advice === undefined ? rulesPanel : advicePanel(screen.advice, rulesPanel.length, painter);
  const columns = [
    scoreSheet(screen.state, painter, screen.ranked),
    table(screen, painter),
    ...(showRules ? [right] : []),
  ];
  const widths = [LEFT_WIDTH, CENTER_WIDTH, RIGHT_WIDTH];
  const height = Math.max(...columns.map((c) => c.length));
  // The title, a blank line, the body, a blank line, the messages and keys.
  const rows = 2 + height + 1 + BOTTOM_ROWS;
  if (size.columns < MIN_COLUMNS || size.rows < rows) {
    return tooSmall('Farkle', { columns: MIN_COLUMNS, rows }, size, painter);
  }
  const body: string[] = [];
  for (let i = 0; i < height; i++) {
    body.push(
      columns
        .map((c, k) => fit(c[i] ?? '', widths[k] ?? 0))
        .join('  ')
        .trimEnd(),
    );
  }
  // The columns' full widths, not the widest line: the advice panel is narrower than the scoring rules it
  // replaces, and the table must not shift sideways when it comes and goes.
  const columnsWidth = widths.slice(0, columns.length).reduce((sum, w) => sum + w + 2, -2);
  const width = Math.min(Math.max(columnsWidth, ...body.map(visibleWidth), MIN_COLUMNS), size.columns);
  const { mode, computerLevel } = screen.state;
  // The Expert computer is named; the Classic one is the computer the game has always had.
  const level =
    mode !== 'one-player' && mode !== 'two-player' && computerLevel === 'expert' ? ' (Expert)' : '';
  const modeTitle =
    mode === 'custom' ? `${screen.state.players.length} Player Mode` : MODE_TITLES[mode] + level;
  const ruleName = presetOf(screen.state.rules);
  const ruleTitle = ruleName === 'traditional' ? '' : `, ${ruleName ?? 'custom'} rules`;
  const title = `${painter.paint('FARKLE', { fg: TITLE, bold: true })}  ${painter.dim(modeTitle + ruleTitle)}`;
  const keys = keysLines(screen, painter, width);
  const room = BOTTOM_ROWS - keys.length;
  const others = showRules || screen.advice === undefined ? undefined : otherChoices(screen.advice);
  const shown = [...screen.messages, ...(others === undefined ? [] : [truncate(others, width)])]
    .slice(-room)
    .flatMap((m) => wrap(m, width))
    .slice(-room);
  const warning =
    screen.warning === undefined
      ? []
      : wrap(screen.warning, width).map((l) => painter.paint(l, { fg: WARNING }));
  const messageLines = [...shown, ...warning].slice(-room);
  while (messageLines.length < room) messageLines.push('');
  return centerBlock([title, '', ...body, '', ...messageLines, ...keys], size, width);
}
