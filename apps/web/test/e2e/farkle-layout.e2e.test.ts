/**
 * Where things sit on the Farkle table: the selected dice's score directly below the turn score and above the
 * dice (002 §1.2.2, §1.2.9); everything usable without scrolling the page in a 1200×800 window (002 §2.5), in
 * one- and two-player modes; the table on a phone's first screen.
 */
import { apply, newGame, type FarkleState } from '@pastime/farkle';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectTable, playUntil, savedGameItems } from './farkle-helpers.ts';
import { plannedAction } from './games.ts';
import { expectInView, openApp, screenshot, sharedBrowser, VIEWPORTS } from './harness.ts';

const browser = sharedBrowser();

const SIZES = {
  phone: VIEWPORTS.phone,
  '1200×800': { width: 1200, height: 800 },
  desktop: VIEWPORTS.desktop,
} as const satisfies Record<string, { width: number; height: number }>;

/** A one-player game with dice selected after its first roll. */
function withSelection(): FarkleState {
  const rolled = apply(newGame({ mode: 'one-player', seed: 3, names: ['Ada'] }), { type: 'roll' });
  const chosen = apply(rolled, plannedAction(rolled));
  expect(chosen.selectionScore).toBeGreaterThan(0);
  return chosen;
}

/** Both players past their 12th turn, so each turn list is full and scrolls (002 §1.4.5). */
function twoPlayersLate(mode: 'two-player' | 'vs-computer'): FarkleState {
  const names =
    mode === 'two-player' ? ['Wolfeschlegelsteinha', 'Hubert Blaine Wolfe'] : ['Wolfeschlegelsteinha'];
  const state = playUntil(
    newGame({ mode, seed: 6, names }),
    (s) => (s.players[1]?.turns.length ?? 0) >= 12 && s.current === 0 && s.phase === 'choosing',
  );
  expect(state.phase).toBe('choosing');
  return state;
}

/** Fails unless the page itself cannot scroll, either way. */
async function expectNoPageScrolling(page: Page, where: string): Promise<void> {
  const size = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
    window: { width: window.innerWidth, height: window.innerHeight },
  }));
  expect(size.width, `${where}: page width`).toBeLessThanOrEqual(size.window.width);
  expect(size.height, `${where}: page height`).toBeLessThanOrEqual(size.window.height);
}

interface Box {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

async function box(page: Page, selector: string): Promise<Box> {
  return page.locator(selector).evaluate((element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect();
    return { top, bottom, left, right };
  });
}

describe('Farkle layout', () => {
  it('shows the selected dice’s score directly below the turn score, above the dice (002 §1.2.2)', async () => {
    const state = withSelection();
    const { context, page } = await openApp(browser(), '#/farkle', {
      viewport: 'phone',
      storage: savedGameItems(state),
    });
    await expectTable(page, state, 'resumed');
    for (const [name, size] of Object.entries(SIZES)) {
      await page.setViewportSize(size);
      const turn = await box(page, '.fk-turn-score');
      const selection = await box(page, '.fk-selection-score');
      const dice = await box(page, '.fk-dice');
      expect(selection.top, `${name}: below the turn score`).toBeGreaterThanOrEqual(turn.bottom - 0.5);
      expect(selection.top - turn.bottom, `${name}: directly below it`).toBeLessThanOrEqual(12);
      expect(selection.bottom, `${name}: above the dice`).toBeLessThanOrEqual(dice.top);
      // Under it, not beside it: the two overlap horizontally.
      expect(Math.min(turn.right, selection.right) - Math.max(turn.left, selection.left)).toBeGreaterThan(0);
    }
    await context.close();
  });

  const games = [
    {
      name: 'one player',
      state: playUntil(
        newGame({ mode: 'one-player', seed: 3, names: ['Wolfeschlegelsteinha'] }),
        (s) => s.turn === 10 && s.phase === 'choosing',
      ),
    },
    { name: 'two players', state: twoPlayersLate('two-player') },
    { name: 'against the computer', state: twoPlayersLate('vs-computer') },
  ];
  for (const { name, state } of games) {
    it(`fits a 1200×800 window without scrolling the page, ${name} (002 §2.5)`, async () => {
      const { context, page, errors } = await openApp(browser(), '#/farkle', {
        viewport: { width: 1200, height: 800 },
        storage: savedGameItems(state),
      });
      await expectTable(page, state, 'resumed');
      for (const size of [{ width: 1200, height: 800 }, VIEWPORTS.desktop]) {
        await page.setViewportSize(size);
        const where = `${name} at ${size.width}×${size.height}`;
        await expectNoPageScrolling(page, where);
        await expectInView(page.getByRole('button', { name: 'File' }), `${where}: the File menu`);
        await expectInView(page.locator('.fk-table'), `${where}: the table`);
        await expectInView(page.locator('.fk-table-button'), `${where}: Roll Dice, Bank Score, Select All`);
        await expectInView(page.locator('.fk-player-card'), `${where}: each player`);
        await expectInView(page.locator('.fk-turns'), `${where}: each turn list`);
        await expectInView(
          page.locator('.fk-high-score, .fk-turn-pane'),
          `${where}: high score or turn panes`,
        );
        await expectInView(
          page.locator('.fk-rules-table tr, .fk-rules-note'),
          `${where}: every scoring rule`,
        );
        // All of the rules show at once: their panel does not need scrolling either.
        expect(
          await page.locator('.fk-rules').evaluate((rules) => rules.scrollHeight <= rules.clientHeight + 1),
        ).toBe(true);
        await screenshot(page, `farkle-fit-${name.replace(/ /g, '-')}-${size.width}x${size.height}`);
      }
      // A shorter window: the page still does not scroll; the rules scroll inside their own panel, which the
      // keyboard can then reach.
      await page.setViewportSize({ width: 1280, height: 660 });
      const where = `${name} at 1280×660`;
      await expectNoPageScrolling(page, where);
      await expectInView(page.locator('.fk-table, .fk-player-card'), `${where}: the table and the players`);
      const rules = page.getByRole('region', { name: 'Scoring' });
      await expectInView(rules, `${where}: the rules' panel`);
      expect(await rules.evaluate((panel) => panel.scrollHeight > panel.clientHeight)).toBe(true);
      expect(await rules.getAttribute('tabindex')).toBe('0');
      await expectAccessible(page, where);
      await screenshot(page, `farkle-fit-${name.replace(/ /g, '-')}-1280x660`);

      // With the Advisor on, its advice and table of choices fit below the table's buttons too.
      await page.getByRole('button', { name: 'Advisor', exact: true }).click();
      await expect.poll(() => page.locator('.fk-advice-text').innerText()).toMatch(/^Keep /);
      for (const size of [{ width: 1200, height: 800 }, VIEWPORTS.desktop]) {
        await page.setViewportSize(size);
        const advised = `${name} at ${size.width}×${size.height}, the Advisor on`;
        await expectNoPageScrolling(page, advised);
        await expectInView(page.locator('.fk-advisor'), `${advised}: the advice`);
        await expectInView(page.locator('.fk-player-card'), `${advised}: each player`);
        await screenshot(page, `farkle-fit-advisor-${name.replace(/ /g, '-')}-${size.width}x${size.height}`);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('shows every player’s name in full in the turn table and the cards, with three to six players', async () => {
    const seats = [
      { kind: 'human', name: 'Alexandria Montgomer' },
      { kind: 'computer' },
      { kind: 'human' },
      { kind: 'computer', level: 'expert' },
      { kind: 'human', name: 'Dee' },
      { kind: 'human', name: 'Eve' },
    ] as const;
    for (const count of [3, 6]) {
      const state = newGame({ mode: 'custom', seed: 9, players: seats.slice(0, count) });
      for (const size of [SIZES.phone, SIZES['1200×800'], SIZES.desktop]) {
        const where = `${count} players at ${size.width}×${size.height}`;
        const { context, page, errors } = await openApp(browser(), '?pace=10000#/farkle', {
          viewport: size,
          storage: savedGameItems(state),
        });
        await page.locator('.fk-turn-grid').waitFor();
        // A cut name overflows its cell (shown with an ellipsis, or not at all).
        const cut = await page
          .locator('.fk-turn-grid thead th, .fk-player-card .fk-player-name')
          .evaluateAll((cells) =>
            cells
              .filter((cell) => cell.scrollWidth > cell.clientWidth || cell.scrollHeight > cell.clientHeight)
              .map((cell) => cell.textContent),
          );
        expect(cut, `${where}: names cut`).toEqual([]);
        const headers = await page.locator('.fk-turn-grid thead th').allInnerTexts();
        expect(
          headers.map((text) => text.replace(/\s+/g, ' ')),
          where,
        ).toEqual(['Turn', ...state.players.map((player) => player.name)]);
        if (size !== SIZES.phone) await expectNoPageScrolling(page, where);
        await screenshot(page, `farkle-names-${count}-players-${size.width}x${size.height}`);
        expect(errors).toEqual([]);
        await context.close();
      }
    }
  });

  it('keeps the table on a phone’s first screen', async () => {
    const state = twoPlayersLate('two-player');
    const { context, page } = await openApp(browser(), '#/farkle', {
      viewport: 'phone',
      storage: savedGameItems(state),
    });
    await expectTable(page, state, 'resumed');
    await expectInView(page.locator('.fk-table'), 'the table');
    await expectInView(page.locator('.fk-player-name'), "the players' names");
    await context.close();
  });
});
