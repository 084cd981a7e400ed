/**
 * Farkle at 1280×800 and on a phone: nothing on the table moves when "Farkle!" or a bank's message shows; two
 * players' cards keep names and totals on one line and their turn lists show the same turns side by side, also
 * when scrolled; Reset High Score at 0 says so on screen; the end box keeps its three buttons in one row.
 */
import { apply, newGame, RULE_PRESETS, type FarkleState } from '@pastime/farkle';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  button,
  chooseMenu,
  expectTable,
  highScoreItems,
  playStep,
  playUntil,
  savedGameItems,
} from './farkle-helpers.ts';
import { plannedAction } from './games.ts';
import { eventually, expectInView, openApp, screenshot, sharedBrowser, VIEWPORTS } from './harness.ts';

const browser = sharedBrowser();

const farkles = (state: FarkleState): boolean => state.events.some((event) => event.type === 'farkled');
const banks = (state: FarkleState): boolean => state.events.some((event) => event.type === 'banked');

/** Where the dice and the table's buttons are, in the page. */
function tablePlaces(page: Page): Promise<{ dice: number; buttons: number; advisor: number }> {
  return page.evaluate(() => {
    const top = (selector: string): number =>
      Math.round(document.querySelector(selector)?.getBoundingClientRect().top ?? Number.NaN);
    return { dice: top('.fk-dice'), buttons: top('.fk-table-actions'), advisor: top('.fk-advisor') };
  });
}

describe('Farkle polish', () => {
  it('keeps the dice and buttons in place when "Farkle!" shows, and after a bank (1280×800)', async () => {
    // One roll before a farkle, in a one-player game.
    const before = playUntil(
      newGame({ mode: 'one-player', seed: 3, names: ['Ada'] }),
      (s) => s.turn > 1 && plannedAction(s).type === 'roll' && farkles(apply(s, { type: 'roll' })),
    );
    expect(farkles(apply(before, { type: 'roll' }))).toBe(true);
    const { context, page, errors } = await openApp(browser(), '#/farkle', {
      reducedMotion: 'reduce',
      storage: savedGameItems(before),
    });
    await expectTable(page, before, 'resumed');
    const places = await tablePlaces(page);

    let state = await playStep(page, before);
    expect(farkles(state)).toBe(true);
    await page.getByText('Farkle!', { exact: true }).waitFor();
    expect(await tablePlaces(page), 'with "Farkle!" shown').toEqual(places);
    await screenshot(page, 'farkle-polish-farkle-shown');

    while (!banks(state)) state = await playStep(page, state);
    await page.getByText(/ banked /).waitFor();
    expect(await tablePlaces(page), 'after a bank').toEqual(places);
    state = await playStep(page, state);
    expect(await tablePlaces(page), 'the next roll').toEqual(places);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the dice in place when a third farkle in a row says what it took from the total', async () => {
    const penalized = (state: FarkleState): boolean =>
      state.events.some(
        (event) => event.type === 'farkled' && event.penalty !== undefined && event.penalty > 0,
      );
    for (const [viewport, name] of [
      [VIEWPORTS.desktop, 'Abcdefghijklmnopqrst'],
      [VIEWPORTS.phone, 'Ada'],
    ] as const) {
      // Popular rules (a penalty of 1,000): one roll before a third farkle in a row.
      const before = playUntil(
        newGame({ mode: 'one-player', seed: 10, names: [name], rules: RULE_PRESETS.popular }),
        (s) => plannedAction(s).type === 'roll' && penalized(apply(s, { type: 'roll' })),
      );
      const { context, page, errors } = await openApp(browser(), '#/farkle', {
        viewport,
        reducedMotion: 'reduce',
        storage: savedGameItems(before),
      });
      await expectTable(page, before, 'resumed');
      const places = await tablePlaces(page);
      await playStep(page, before);
      await page.getByText(`Three in a row: ${name} loses`).waitFor();
      expect(await tablePlaces(page), `${name}'s penalty at ${viewport.width}×${viewport.height}`).toEqual(
        places,
      );
      await screenshot(page, `farkle-polish-penalty-${viewport.width}x${viewport.height}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('shows two players on one line each and the same turns side by side, scrolled or not (1280×800)', async () => {
    // Against the computer, late in the game: the computer past 10,000, both lists past ten turns.
    const state = playUntil(
      newGame({ mode: 'vs-computer', seed: 6, names: ['Ada'] }),
      (s) => (s.players[1]?.turns.length ?? 0) >= 12 && s.current === 0 && s.phase === 'choosing',
    );
    expect(state.players[0]?.turns.length).toBe(12);
    const { context, page, errors } = await openApp(browser(), '?pace=100000#/farkle', {
      storage: savedGameItems(state),
    });
    await expectTable(page, state, 'resumed');

    // "Player: Computer" on one line, and each total on the line of its "Total".
    const lines = await page.locator('.fk-player-card').evaluateAll((cards) =>
      cards.map((card) => {
        const lineCount = (element: Element | null): number => {
          if (!element) return 0;
          const height = element.getBoundingClientRect().height;
          return Math.round(height / parseFloat(getComputedStyle(element).lineHeight));
        };
        const total = card.querySelector('.fk-player-total');
        const strong = total?.querySelector('strong');
        const label = total?.firstChild;
        const range = document.createRange();
        if (label) range.selectNodeContents(label);
        const labelBox = range.getBoundingClientRect();
        const valueBox = strong?.getBoundingClientRect();
        return {
          name: card.querySelector('.fk-player-name')?.textContent,
          nameLines: lineCount(card.querySelector('.fk-player-name')),
          totalBesideLabel: valueBox !== undefined && valueBox.left >= labelBox.right - 1,
        };
      }),
    );
    expect(lines).toEqual([
      { name: 'Player: Ada', nameLines: 1, totalBesideLabel: true },
      { name: 'Player: Computer', nameLines: 1, totalBesideLabel: true },
    ]);

    /** The turns shown side by side: for each row of the first pane in view, the second pane's at its height. */
    const sideBySide = (): Promise<{ left: string; right: string | null }[]> =>
      page.locator('.fk-turn-pane').evaluateAll((panes) => {
        const visible = (pane: Element) => {
          const frame = pane.getBoundingClientRect();
          return Array.from(pane.querySelectorAll('li'), (row) => ({
            turn: row.querySelector('.fk-turn-number')?.textContent ?? '',
            top: Math.round(row.getBoundingClientRect().top),
            bottom: row.getBoundingClientRect().bottom,
          })).filter((row) => row.top >= frame.top - 1 && row.bottom <= frame.bottom + 1);
        };
        const [first, second] = panes.map(visible);
        return (first ?? []).map((row) => ({
          left: row.turn,
          right: second?.find((other) => Math.abs(other.top - row.top) <= 1)?.turn ?? null,
        }));
      });
    const latest = await sideBySide();
    expect(latest.length, 'ten turns in view').toBeGreaterThanOrEqual(9);
    expect(latest.at(-1), 'the latest turn in view').toEqual({ left: 'Turn 13', right: null });
    for (const pair of latest.slice(0, -1)) expect(pair.right, `beside ${pair.left}`).toBe(pair.left);

    // Scrolling either list scrolls both.
    const [first, second] = await page.locator('.fk-turn-pane').all();
    if (!first || !second) throw new Error('two turn panes');
    await first.hover();
    await page.mouse.wheel(0, -1000);
    await eventually(async () => (await sideBySide())[0], { left: 'Turn 1', right: 'Turn 1' });
    for (const pair of await sideBySide()) expect(pair.right).toBe(pair.left);
    await second.focus();
    await page.keyboard.press('End');
    await eventually(async () => (await sideBySide()).at(-1), { left: 'Turn 13', right: null });
    for (const pair of (await sideBySide()).slice(0, -1)) expect(pair.right).toBe(pair.left);
    await screenshot(page, 'farkle-polish-two-players-1280x800');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says on screen that the high score is already 0', async () => {
    const state = newGame({ mode: 'one-player', seed: 2, names: ['Ada'] });
    const { context, page } = await openApp(browser(), '#/farkle', {
      storage: { ...savedGameItems(state), ...highScoreItems(0) },
    });
    await expectTable(page, state, 'resumed');
    await chooseMenu(page, 'Reset High Score');
    const message = page.locator('.toast');
    await eventually(() => message.innerText(), 'The high score is already 0.');
    await expectInView(message, 'the message');
    const box = await message.boundingBox();
    expect(box?.height ?? 0, 'readable, not a hidden live region').toBeGreaterThan(20);
    // It covers nothing for good: it goes after a few seconds.
    await message.waitFor({ state: 'detached', timeout: 10_000 });
    await context.close();
  }, 20_000);

  for (const viewport of [VIEWPORTS.desktop, { width: 390, height: 844 }, VIEWPORTS.phone]) {
    it(`keeps Play Again?, Main Menu and Quit in one row (${viewport.width}×${viewport.height})`, async () => {
      let state = playUntil(
        newGame({ mode: 'one-player', seed: 3, names: ['Ada'] }),
        (s) => s.turn === 10 && s.phase === 'choosing',
      );
      const { context, page } = await openApp(browser(), '#/farkle', {
        viewport,
        reducedMotion: 'reduce',
        storage: savedGameItems(state),
      });
      await expectTable(page, state, 'resumed');
      while (state.phase !== 'game-over') state = await playStep(page, state);
      const dialog = page.getByRole('dialog', { name: 'Game over' });
      await dialog.waitFor();
      const tops = await Promise.all(
        ['Play Again?', 'Main Menu', 'Quit'].map(async (name) =>
          Math.round((await button(page, name).boundingBox())?.y ?? Number.NaN),
        ),
      );
      expect(new Set(tops).size, `the buttons' tops: ${tops.join(', ')}`).toBe(1);
      await expectInView(dialog.getByRole('button'), 'the buttons');
      await screenshot(page, `farkle-polish-end-${viewport.width}x${viewport.height}`);
      await context.close();
    });
  }
});
