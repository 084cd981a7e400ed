import { describe, expect, it } from 'vitest';
import { newGame as newGame2048 } from '@pastime/2048';
import {
  apply,
  computerAction,
  newGame,
  RULE_PRESETS,
  scoringRules,
  type FarkleState,
  type Rules,
} from '@pastime/farkle';
import { describeComputerStep } from '../src/farkle/describe.ts';
import { renderTable } from '../src/farkle/table-view.ts';
import { checkBoardSize } from '../src/program/command-2048.ts';
import { parseCommandLine } from '../src/program/command-line.ts';
import { parseLine2048 } from '../src/game2048/input.ts';
import { render2048 } from '../src/game2048/screen-view.ts';
import { parseLineFarkle } from '../src/farkle/input.ts';
import { center, truncate, visibleWidth } from '../src/term/ansi.ts';
import { stripAnsi } from './support/ansi.ts';
import { Painter, detectColorDepth, toBasic, toPalette } from '../src/term/color.ts';
import { decodeKeys } from '../src/term/keys.ts';

describe('decodeKeys', () => {
  it('splits a chunk into every key it holds', () => {
    expect(decodeKeys('\u001b[A\u001bOBq\u001b[1;5Cx')).toEqual([
      { kind: 'arrow', direction: 'up' },
      { kind: 'arrow', direction: 'down' },
      { kind: 'char', char: 'q' },
      { kind: 'arrow', direction: 'right' },
      { kind: 'char', char: 'x' },
    ]);
  });

  it('names control keys and keeps unknown sequences whole', () => {
    expect(decodeKeys('\u0003\u0004\r\u007f\t\u001b')).toEqual([
      { kind: 'interrupt' },
      { kind: 'end-of-input' },
      { kind: 'enter' },
      { kind: 'backspace' },
      { kind: 'tab' },
      { kind: 'escape' },
    ]);
    expect(decodeKeys('\u001b[15~a')).toEqual([
      { kind: 'other', sequence: '\u001b[15~' },
      { kind: 'char', char: 'a' },
    ]);
    expect(decodeKeys('\u001bx')).toEqual([{ kind: 'other', sequence: '\u001bx' }]);
  });

  it('reads characters beyond the basic plane as one key', () => {
    expect(decodeKeys('é😀z')).toEqual([
      { kind: 'char', char: 'é' },
      { kind: 'char', char: '😀' },
      { kind: 'char', char: 'z' },
    ]);
  });
});

describe('text measures', () => {
  it('count columns, not escapes, and wide characters as two', () => {
    expect(visibleWidth('\u001b[1;38;2;1;2;3mab\u001b[0m')).toBe(2);
    expect(visibleWidth('日本')).toBe(4);
    expect(stripAnsi('\u001b[7mx\u001b[0m')).toBe('x');
    expect(center('ab', 6)).toBe('  ab  ');
    expect(truncate('abcdefgh', 5)).toBe('abcd…');
  });
});

describe('colours', () => {
  it('follow NO_COLOR, FORCE_COLOR, COLORTERM and TERM', () => {
    expect(detectColorDepth({ NO_COLOR: '1', COLORTERM: 'truecolor' })).toBe('none');
    expect(detectColorDepth({ NO_COLOR: '', COLORTERM: 'truecolor' })).toBe('truecolor');
    expect(detectColorDepth({ FORCE_COLOR: '2' })).toBe('palette');
    expect(detectColorDepth({ TERM: 'xterm-256color' })).toBe('palette');
    expect(detectColorDepth({ TERM: 'xterm' })).toBe('basic');
    expect(detectColorDepth({ TERM: 'dumb' })).toBe('none');
  });

  it('map to the nearest palette and basic colours', () => {
    expect(toPalette([255, 0, 0])).toBe(196);
    expect(toPalette([128, 128, 128])).toBe(244);
    expect(toBasic([250, 250, 250])).toBe(15);
    expect(toBasic([0, 0, 0])).toBe(0);
    expect(new Painter('basic').paint('x', { bg: [205, 0, 0] })).toBe('\u001b[41mx\u001b[0m');
    expect(new Painter('none').paint('x', { bg: [205, 0, 0], bold: true })).toBe('\u001b[1mx\u001b[0m');
  });
});

describe('command words', () => {
  it('2048: directions, aliases and the rest', () => {
    expect(parseLine2048(' Up ')).toEqual({ type: 'action', action: { type: 'move', direction: 'up' } });
    expect(parseLine2048('h')).toEqual({ type: 'action', action: { type: 'move', direction: 'left' } });
    expect(parseLine2048('continue')).toEqual({ type: 'action', action: { type: 'keep-going' } });
    expect(parseLine2048('left now')).toEqual({ type: 'invalid' });
    // Names an object has by inheritance are not commands.
    for (const word of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(parseLine2048(word)).toEqual({ type: 'invalid' });
    }
  });

  it('Farkle: positions written with spaces, commas or together', () => {
    expect(parseLineFarkle('select 1 3 5')).toEqual({ type: 'select', indices: [0, 2, 4] });
    expect(parseLineFarkle('s 1,3,5')).toEqual({ type: 'select', indices: [0, 2, 4] });
    expect(parseLineFarkle('select 135')).toEqual({ type: 'select', indices: [0, 2, 4] });
    expect(parseLineFarkle('select')).toEqual({ type: 'select', indices: [] });
    expect(parseLineFarkle('toggle 2 6')).toEqual({ type: 'toggle', indices: [1, 5] });
    expect(parseLineFarkle('select 1 1')).toMatchObject({ type: 'invalid' });
    expect(parseLineFarkle('ROLL')).toEqual({ type: 'roll' });
    for (const word of ['constructor', '__proto__', 'toString']) {
      expect(parseLineFarkle(word)).toEqual({ type: 'invalid', problem: `unknown command '${word}'` });
    }
  });
});

describe('options', () => {
  it('accept --name=value and give the defaults', () => {
    expect(parseCommandLine(['2048', '--size=6', '--seed', 'x'])).toEqual({
      kind: '2048',
      options: {
        json: false,
        plain: false,
        save: true,
        color: true,
        size: 6,
        winValue: 2048,
        seed: 'x',
        autoplay: false,
        timeMs: undefined,
        depth: undefined,
      },
    });
    expect(parseCommandLine(['farkle', '--names', ' Ann , Bob '])).toMatchObject({
      kind: 'farkle',
      options: { players: 2, computer: false, names: ['Ann', 'Bob'] },
    });
    expect(parseCommandLine(['2048', '--win', String(2 ** 16)])).toMatchObject({
      options: { winValue: 2 ** 16 },
    });
    expect(parseCommandLine(['farkle', '--computer'])).toMatchObject({
      options: { players: 2, computer: true },
    });
  });

  it('check a typed board size', () => {
    expect(checkBoardSize(' 8 ')).toEqual({ size: 8 });
    expect(checkBoardSize('4.5')).toEqual({ problem: "'4.5' is not a whole number" });
    expect(checkBoardSize('')).toEqual({ problem: 'no size given' });
  });
});

describe('the 2048 screen', () => {
  it('fits a 16×16 board in a large terminal and asks for more room in a small one', () => {
    const state = newGame2048({ size: 16, seed: 1 });
    const painter = new Painter('palette');
    const big = render2048({ state, best: 0, message: undefined }, { columns: 120, rows: 60 }, painter).join(
      '\n',
    );
    expect(stripAnsi(big)).toContain('16×16, get to 2048');
    const small = render2048({ state, best: 0, message: undefined }, { columns: 40, rows: 20 }, painter).join(
      '\n',
    );
    expect(stripAnsi(small)).toContain('The terminal is too small');
    // Every line fits the terminal.
    for (const line of render2048(
      { state, best: 0, message: undefined },
      { columns: 80, rows: 24 },
      painter,
    )) {
      expect(visibleWidth(line)).toBeLessThanOrEqual(80);
    }
  });

  it('shows the largest tile in the smallest terminal that can hold it, and any tile in a large one', () => {
    const numbers = (lines: readonly string[]): number[] =>
      (stripAnsi(lines.join('\n')).match(/\b\d+\b/g) ?? []).map(Number);
    for (const painter of [new Painter('truecolor'), new Painter('none')]) {
      const board = [
        [2048, 1024, 0, 0],
        [2, 4, 8, 16],
        [0, 0, 0, 0],
        [0, 0, 0, 2],
      ];
      // Four-digit tiles fill narrow tiles exactly rather than calling the terminal too small.
      const narrow = render2048(
        { state: newGame2048({ board, winValue: 4096 }), best: 0, message: undefined },
        { columns: 40, rows: 18 },
        painter,
      );
      expect(stripAnsi(narrow.join('\n'))).not.toContain('too small');
      expect(numbers(narrow)).toEqual(expect.arrayContaining([2048, 1024, 2, 4, 8, 16]));
      for (const line of narrow) expect(visibleWidth(line)).toBeLessThanOrEqual(40);
      // A number wider than every tile size still gets a board, with tiles as wide as it.
      const huge = render2048(
        {
          state: newGame2048({
            board: [
              [1048576, 2],
              [4, 8],
            ],
            winValue: 2 ** 21,
          }),
          best: 0,
          message: undefined,
        },
        { columns: 80, rows: 24 },
        painter,
      );
      expect(numbers(huge)).toEqual(expect.arrayContaining([1048576, 2, 4, 8]));
      // When it does not fit, the sizes asked for are ones the board would fit in.
      const tooSmall = stripAnsi(
        render2048(
          { state: newGame2048({ board, winValue: 4096 }), best: 0, message: undefined },
          { columns: 15, rows: 9 },
          painter,
        ).join(' '),
      ).replace(/\s+/g, ' ');
      const need = /needs at least (\d+) columns and (\d+) rows/.exec(tooSmall);
      expect(need).not.toBeNull();
      const fits = render2048(
        { state: newGame2048({ board, winValue: 4096 }), best: 0, message: undefined },
        { columns: Number(need?.[1]), rows: Number(need?.[2]) },
        painter,
      );
      expect(stripAnsi(fits.join('\n'))).not.toContain('too small');
    }
  });
});

/** A Farkle table screen with nothing but the game: no messages, hint, advice, banner or question. */
const BLANK_SCREEN = {
  state: newGame({ mode: 'one-player', seed: 1 }),
  messages: [],
  warning: undefined,
  hint: undefined,
  advice: undefined,
  banner: undefined,
  computerPlaying: false,
  confirm: undefined,
};

describe('the Farkle table', () => {
  it("lists the engine's scoring rules on the right, and fits 80 columns", () => {
    const screen = BLANK_SCREEN;
    const lines = renderTable(screen, { columns: 80, rows: 24 }, new Painter('truecolor'));
    const text = stripAnsi(lines.join('\n'));
    for (const rule of [
      /Each 5\.+ 50\n/,
      /Three 1s\.+ 1,000\n/,
      /Three 6s\.+ 600\n/,
      /Four of a kind\.+ ×2\n/,
      /Six of a kind\.+ ×8\n/,
      /Three pairs\.+ 750\n/,
      /Straight 1–6\.+ 1,500\n/,
    ]) {
      expect(text).toMatch(rule);
    }
    for (const line of lines) expect(visibleWidth(line)).toBeLessThanOrEqual(80);
    // Narrower than 80 columns, the rules give way to the table.
    const narrow = stripAnsi(renderTable(screen, { columns: 70, rows: 24 }, new Painter('none')).join('\n'));
    expect(narrow).not.toContain('Scoring');
    expect(narrow).toContain('Turn score:');
  });
});

describe('the Farkle rules panel', () => {
  /** The scoring panel's rows as drawn: each rule's name and worth, read from the panel's own column. */
  function panelRows(rules: Rules, columns: number): { name: string; worth: string }[] {
    const screen = { ...BLANK_SCREEN, state: newGame({ mode: 'one-player', seed: 1, rules }) };
    const lines = renderTable(screen, { columns, rows: 30 }, new Painter('none')).map(stripAnsi);
    const top = lines.findIndex((line) => line.includes('Scoring'));
    const column = lines[top]?.indexOf('Scoring') ?? -1;
    expect(column).toBeGreaterThan(0);
    return lines.slice(top + 1, top + 1 + scoringRules(rules).length).map((line) => {
      const [, name = '', worth = ''] = /^(.+?)\.+ (\S+)$/.exec(line.slice(column)) ?? [];
      return { name, worth };
    });
  }

  // Every preset the command line offers, and rules files mixing fixed and doubling counts with every extra
  // combination at its most (the longest worths).
  const RULES: readonly (readonly [string, Rules])[] = [
    ...Object.entries(RULE_PRESETS),
    ['doubling with every combination', { ...RULE_PRESETS.popular, fourOfAKind: 'doubling', straight: 3000 }],
    [
      'mixed',
      { ...RULE_PRESETS.traditional, fiveOfAKind: 'fixed', fourOfAKindWithPair: 1500, twoTriplets: 2500 },
    ],
  ];

  it.each(RULES)(
    'names every rule of %s whole and apart from the others, at 80 and 140 columns',
    (_, rules) => {
      for (const columns of [80, 140]) {
        const rows = panelRows(rules, columns);
        expect(rows).toHaveLength(scoringRules(rules).length);
        for (const { name, worth } of rows) {
          expect(worth).toMatch(/^(×\d|\d{1,3}(,\d{3})?)$/);
          expect(name).not.toBe('');
          expect(name).not.toContain('…');
        }
        expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
      }
    },
  );

  it('tells four of a kind from four of a kind with a pair under the popular rules', () => {
    const rows = panelRows(RULE_PRESETS.popular, 80);
    expect(rows).toContainEqual({ name: '4 of a kind', worth: '1,000' });
    expect(rows).toContainEqual({ name: '4 kind + pair', worth: '1,500' });
  });
});

describe('the Farkle score sheet', () => {
  /** A one-player game the engine's computer plays to its end, started with a high score of 100. */
  function playedOut(rules: Rules): FarkleState {
    let state = newGame({ mode: 'one-player', seed: 21, highScore: 100, rules });
    while (state.phase !== 'game-over') state = apply(state, computerAction(state));
    return state;
  }

  const sheet = (state: FarkleState): string =>
    stripAnsi(
      renderTable({ ...BLANK_SCREEN, state }, { columns: 80, rows: 30 }, new Painter('none')).join('\n'),
    );

  it('shows the high score of a traditional game, and none under house rules', () => {
    const traditional = playedOut(RULE_PRESETS.traditional);
    const total = traditional.players[0]?.total ?? 0;
    expect(total).toBeGreaterThan(100);
    expect(sheet(traditional)).toContain(`High score: ${total.toLocaleString('en-US')}`);
    const popular = playedOut(RULE_PRESETS.popular);
    // The engine says it beat the 100 it started with; the house rules keep no high score.
    expect(popular.newHighScore).toBe(true);
    expect(sheet(popular)).not.toMatch(/high score/i);
  });
});

describe('the computer’s steps in words', () => {
  it('name one die as a die and several as dice', () => {
    const rolled = apply(newGame({ mode: 'vs-computer', seed: 4 }), { type: 'roll' });
    const computer = { ...rolled, current: 1 };
    const one = describeComputerStep({ type: 'select', indices: [0] }, computer, [], computer);
    const two = describeComputerStep({ type: 'select', indices: [0, 4] }, computer, [], computer);
    expect(one[0]).toBe('Computer sets aside die 1.');
    expect(two[0]).toBe('Computer sets aside dice 1, 5.');
  });
});
