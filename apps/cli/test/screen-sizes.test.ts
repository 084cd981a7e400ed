import { newGame as newGame2048 } from '@pastime/2048';
import { newGame } from '@pastime/farkle';
import { describe, expect, it } from 'vitest';
import { renderMenu } from '../src/farkle/menu-view.ts';
import type { MenuScreen } from '../src/farkle/menu-view.ts';
import { renderTable } from '../src/farkle/table-view.ts';
import { renderSaved, type SavedScreen } from '../src/farkle/saved-view.ts';
import { newFarkleSave } from '@pastime/app-core';
import type { TableScreen } from '../src/farkle/table-view.ts';
import { render2048 } from '../src/game2048/screen-view.ts';
import { visibleWidth } from '../src/term/ansi.ts';
import { stripAnsi } from './support/ansi.ts';
import { Painter } from '../src/term/color.ts';
import type { TerminalSize } from '../src/term/terminal.ts';

type Render = (size: TerminalSize) => string[];

const flat = (lines: readonly string[]): string => stripAnsi(lines.join(' ')).replace(/\s+/g, ' ');
const isTooSmall = (lines: readonly string[]): boolean => /too small|needed/i.test(flat(lines));

/** The size a too-small screen states, from its full sentence. */
function stated(lines: readonly string[]): TerminalSize {
  const found = /needs at least (\d+) columns and (\d+) rows/.exec(flat(lines));
  expect(found, flat(lines)).not.toBeNull();
  return { columns: Number(found?.[1]), rows: Number(found?.[2]) };
}

/**
 * The stated minimum is the real one: the screen draws at that size, and not with one column or one row less,
 * however large the other side; every screen, too small or not, fits the terminal.
 */
function expectTruthfulMinimum(render: Render): TerminalSize {
  // Wide and short: too small, with room for the whole sentence.
  const need = stated(render({ columns: 200, rows: 4 }));
  expect(isTooSmall(render(need))).toBe(false);
  expect(isTooSmall(render({ columns: need.columns - 1, rows: 200 }))).toBe(true);
  expect(isTooSmall(render({ columns: 300, rows: need.rows - 1 }))).toBe(true);
  for (let columns = 8; columns <= 110; columns += 6) {
    for (let rows = 4; rows <= 40; rows += 4) {
      const lines = render({ columns, rows });
      expect(lines.length, `${columns}×${rows}`).toBeLessThanOrEqual(rows);
      for (const line of lines)
        expect(visibleWidth(line), `${columns}×${rows}: ${line}`).toBeLessThanOrEqual(columns);
      expect(isTooSmall(lines), `${columns}×${rows}`).toBe(columns < need.columns || rows < need.rows);
    }
  }
  return need;
}

const table = (confirm?: string): TableScreen => ({
  state: newGame({ mode: 'two-player', seed: 1 }),
  messages: ['Jacob rolled: 1 2 2 3 5 4 (up to 150 points).'],
  warning: undefined,
  hint: undefined,
  advice: undefined,
  banner: undefined,
  computerPlaying: false,
  confirm,
});

const menu = (confirm?: string, choice: MenuScreen['choice'] = 'two-player'): MenuScreen => ({
  choice,
  names: ['', ''],
  seats: [
    { kind: 'human', name: 'Ann' },
    { kind: 'classic', name: '' },
    { kind: 'expert', name: '' },
    { kind: 'human', name: 'A name of twenty char' },
    { kind: 'classic', name: '' },
    { kind: 'expert', name: '' },
  ],
  editing: undefined,
  rules: 'Traditional',
  highScore: 1234,
  highScoreName: 'Jacob',
  message: undefined,
  warning: undefined,
  confirm,
  savedGames: 12,
});

/** Twelve saved games, the longest names and totals a row may have, the fourth played by another pastime. */
const saved = (selected: number): SavedScreen => ({
  games: Array.from({ length: 12 }, (_, i) => ({
    game: {
      id: `game-${i}`,
      startedAt: '2020-01-01T00:00:00.000Z',
      updatedAt: '2020-01-01T00:00:00.000Z',
      revision: 1,
      save: newFarkleSave({
        mode: 'custom',
        players: Array.from({ length: 6 }, (_, seat) => ({
          kind: 'computer' as const,
          name: `Twenty characters ${seat + 10}`,
          level: 'expert' as const,
        })),
        seed: i,
      }),
    },
    playedElsewhere: i === 3,
  })),
  selected,
  message: 'This game is being played by another pastime.',
  warning: 'Game 4 is being played by another pastime: it can be resumed once that program has ended.',
});

describe('minimum terminal sizes', () => {
  it('2048: the size stated is the real minimum, in colour and without, and the header never garbles', () => {
    for (const painter of [new Painter('truecolor'), new Painter('none')]) {
      const state = newGame2048({ size: 4, seed: 7 });
      const render: Render = (size) => render2048({ state, best: 1234, message: undefined }, size, painter);
      const need = expectTruthfulMinimum(render);
      // At the minimum the scores are whole on the first line.
      const header = stripAnsi(render(need).find((line) => line.includes('SCORE')) ?? '');
      expect(header).toMatch(/SCORE 0 {1,3}BEST 1234/);
    }
  });

  it('Farkle: the table and the menu state their real minimum, and their messages wrap', () => {
    const painter = new Painter('truecolor');
    expectTruthfulMinimum((size) => renderTable(table(), size, painter));
    const menuNeeds = expectTruthfulMinimum((size) => renderMenu(menu(), size, painter));
    // The saved-games list fits wherever the menu does that opens it, at the top of the list or scrolled.
    for (const selected of [0, 3, 11]) {
      expect(expectTruthfulMinimum((size) => renderSaved(saved(selected), size, painter))).toEqual(menuNeeds);
    }
    // The full sentence at 40×15, wrapped, not cut.
    expect(flat(renderTable(table(), { columns: 40, rows: 15 }, painter))).toContain(
      'Farkle needs at least 57 columns and 22 rows; this one has 40×15. Enlarge it, or press q to quit.',
    );
    // A question longer than the table is wrapped, not cut.
    const asking = renderTable(
      table('Leave this game for the main menu?'),
      { columns: 57, rows: 22 },
      painter,
    );
    expect(flat(asking)).toContain('Leave this game for the main menu? y: yes, any other key: no');
  });

  it('Farkle: the menu does not move when the reset question appears', () => {
    const painter = new Painter('none');
    const where = (lines: readonly string[]): [number, number] => {
      const row = lines.findIndex((line) => line.includes('[1] 1 Player Mode'));
      return [row, (lines[row] ?? '').indexOf('○ [1]')];
    };
    const size = { columns: 80, rows: 24 };
    const plain = renderMenu(menu(), size, painter);
    const asking = renderMenu(menu('Reset the one-player high score to 0?'), size, painter);
    expect(where(asking)).toEqual(where(plain));
    expect(asking).toHaveLength(plain.length);
    // Six seats take the rows the name fields had: the menu stays the same size, within 80×24.
    const custom = renderMenu(menu(undefined, 'custom'), size, painter);
    expect(where(custom)).toEqual(where(plain));
    expect(custom).toHaveLength(plain.length);
    expectTruthfulMinimum((at) => renderMenu(menu(undefined, 'custom'), at, painter));
  });
});
