/**
 * Every Farkle screen and dialog at phone and desktop sizes: axe-core finds nothing, nothing scrolls sideways, and
 * a screenshot of each goes to test/screenshots/ to be looked at. The games are saved games set up with the
 * engine and resumed, plus one action through the page where the screen is about what that action shows.
 */
import { apply, isHotDice, newGame, serialize, type FarkleState, type GameConfig } from '@pastime/farkle';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  button,
  chooseMenu,
  LEGACY_GAME_KEY,
  expectAccessible,
  expectTable,
  highScoreItems,
  openFileMenu,
  savedGameItems,
  settle,
} from './farkle-helpers.ts';
import { findState } from './games.ts';
import {
  expectNoSideways,
  openApp,
  readStorage,
  screenshot,
  sharedBrowser,
  VIEWPORTS,
  type ViewportName,
} from './harness.ts';

const browser = sharedBrowser();

const has = (state: FarkleState, type: string): boolean => state.events.some((event) => event.type === type);

const ONE: GameConfig = { mode: 'one-player', seed: 3, names: ['Ada'] };
// Names with markup, which must show as plain text, and at their longest (20 characters, nowhere to wrap); the
// second player wins this game, so the long name is also in the winner's title.
const TWO: GameConfig = {
  mode: 'two-player',
  seed: 6,
  names: ['<b>Grace</b> Hopper', 'Wolfeschlegelsteinha'],
};

const screens: {
  readonly name: string;
  readonly state: FarkleState;
  readonly query?: string;
  /** More storage items than the saved game, if any. */
  readonly storage?: Record<string, string>;
  /** What to do on the page before looking, if anything. */
  readonly act?: (page: Page) => Promise<void>;
}[] = [
  {
    name: 'one',
    state: findState(ONE, (s) => s.dice.some((d) => d.locked) && s.selectionScore > 0 && s.turn > 1),
  },
  {
    name: 'one-farkle',
    state: findState(ONE, (s, next) => s.players[0]?.turns.length === 6 && has(next, 'farkled')),
    act: (page) => button(page, 'Roll Dice').click(),
  },
  { name: 'one-hot-dice', state: findState(ONE, (s) => isHotDice(s)) },
  {
    name: 'one-hint',
    state: findState(ONE, (s) => s.turn === 5 && s.phase === 'choosing'),
    act: (page) => chooseMenu(page, 'Hint'),
  },
  {
    name: 'one-end',
    state: findState(ONE, (_, next) => next.phase === 'game-over'),
    act: (page) => button(page, 'Bank Score').click(),
  },
  { name: 'one-menu', state: findState(ONE, (s) => s.turn === 4), act: (page) => openFileMenu(page) },
  {
    name: 'one-reset-question',
    state: findState(ONE, (s) => s.turn === 4),
    storage: highScoreItems(12_350),
    act: (page) => chooseMenu(page, 'Reset High Score'),
  },
  { name: 'two', state: findState(TWO, (s) => s.players[1]?.turns.length === 12 && s.phase === 'choosing') },
  {
    name: 'two-last-turn',
    state: findState(TWO, (_, next) => has(next, 'final-round-started')),
    act: (page) => button(page, 'Bank Score').click(),
  },
  {
    name: 'two-winner',
    state: findState(TWO, (_, next) => next.phase === 'game-over'),
    act: (page) => button(page, 'Bank Score').click(),
  },
  {
    name: 'computer',
    // The computer's turn, slowed right down so that the screen holds still while it is looked at.
    state: findState(
      { mode: 'vs-computer', seed: 5, names: ['Ada'] },
      (s) => s.current === 1 && s.selectionScore > 0,
    ),
    query: '?pace=10000',
  },
];

describe('Farkle screens', () => {
  // Each screen is set up once and looked at in both sizes: the page is resized, as a phone turned or a window
  // narrowed would be, rather than loaded again.
  it('look right and have no axe violations at phone and desktop sizes', async () => {
    for (const screen of screens) {
      const { context, page, errors } = await openApp(browser(), `${screen.query ?? ''}#/farkle`, {
        viewport: 'desktop',
        storage: { ...savedGameItems(screen.state), ...screen.storage },
      });
      await expectTable(page, screen.state, `${screen.name} resumed`);
      if (screen.act) await screen.act(page);
      for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
        await page.setViewportSize(VIEWPORTS[viewport]);
        const where = `${screen.name} (${viewport})`;
        await settle(page);
        await expectAccessible(page, where);
        await expectNoSideways(page, viewport, where);
        const dialogs = await page
          .locator('dialog[open]')
          .evaluateAll((open) => open.map((dialog) => dialog.scrollWidth - dialog.clientWidth));
        expect(
          dialogs.filter((overflow) => overflow > 0),
          `${where}: nothing sticks out of a dialog`,
        ).toEqual([]);
        expect(await page.locator('.farkle b').count(), `${where}: names are text`).toBe(0);
        await screenshot(page, `farkle-${screen.name}-${viewport}`);
      }
      expect(errors, screen.name).toEqual([]);
      await context.close();
    }
  }, 240_000);

  it('animates a roll, and does not with reduced motion', async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const { context, page } = await openApp(browser(), '#/farkle', {
        reducedMotion,
        storage: savedGameItems(newGame(ONE)),
      });
      await button(page, 'Roll Dice').click();
      await expectTable(page, apply(newGame(ONE), { type: 'roll' }), 'after the roll');
      expect(await page.locator('.fk-die-rolling').count(), reducedMotion).toBe(
        reducedMotion === 'reduce' ? 0 : 6,
      );
      await context.close();
    }
  });

  it('sets a damaged saved game aside and offers a new one', async () => {
    const [key, text] = Object.entries(savedGameItems(newGame(ONE), 'broken'))[0] ?? ['', ''];
    const broken = text.replace('\\"turnTotal\\":0', '\\"turnTotal\\":-50');
    expect(broken).not.toBe(text);
    // And the single saved game of earlier versions, damaged too.
    const save = serialize(newGame(ONE));
    const legacy = JSON.stringify({ version: 1, save: save.replace('"turnTotal":0', '"turnTotal":-50') });
    const { context, page, errors } = await openApp(browser(), '#/farkle', {
      storage: { [key]: broken, [LEGACY_GAME_KEY]: legacy },
    });
    await page.getByRole('dialog', { name: 'Select Game Mode' }).waitFor();
    await page.getByText(/^A saved Farkle game could not be read \(game\.save: .*turnTotal/).waitFor();
    await page.getByText(/^The saved Farkle game could not be read \(game\.save: .*turnTotal/).waitFor();
    const keys = Object.keys(await readStorage(page));
    expect(keys.some((name) => name.startsWith('pastime.backup:farkle.saved.broken:'))).toBe(true);
    expect(keys.some((name) => name.startsWith('pastime.backup:farkle.game:'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
