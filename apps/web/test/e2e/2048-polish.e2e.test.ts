/**
 * 2048 details: auto-play's stop note says the score shown when it is joined to the next action; on a phone
 * the help says swipe first, the speed has a visible label and the screen fits 390×844 without scrolling; every
 * header link and button is a 44 px touch target.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readScore, savedGame, settingsItems } from './game2048-helpers.ts';
import {
  openApp,
  recordAnnouncements,
  screenshot,
  sharedBrowser,
  takeAnnouncements,
  VIEWPORTS,
} from './harness.ts';

const browser = sharedBrowser();

const PHONE = { width: 390, height: 844 };

/** Every "Score N" a sentence names. */
function scoresIn(text: string): number[] {
  return Array.from(text.matchAll(/Score (\d+)/g), (match) => Number(match[1]));
}

describe('2048 polish', () => {
  it('says auto-play stopped with the score shown after the action that stopped it', async () => {
    // Every move merges on this board, so the first auto-played move scores and Undo takes the points back.
    const board = [
      [2, 2, 4, 4],
      [2, 2, 4, 4],
      [8, 8, 16, 16],
      [8, 8, 16, 16],
    ];
    const { context, page, errors } = await openApp(browser(), '#/2048', {
      reducedMotion: 'reduce',
      storage: { ...savedGame({ board, seed: 2 }), ...settingsItems(1) },
    });
    await page.getByRole('grid', { name: 'Game board' }).waitFor();
    await recordAnnouncements(page);
    await page.getByRole('button', { name: 'Auto-play', exact: true }).click();
    // Its first move comes at once (and scores); the next only a second later.
    await expect.poll(() => readScore(page)).toBeGreaterThan(0);
    const stoppedAt = await readScore(page);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => readScore(page)).toBeLessThan(stoppedAt);
    const shown = await readScore(page);
    const said = await takeAnnouncements(page);
    const undone = said.find((text) => text.startsWith('Move undone.'));
    expect(undone).toMatch(/Auto-play stopped\./);
    expect(scoresIn(undone ?? ''), undone).toEqual([shown, shown]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('puts swipes first in the help on a touch screen, keys first elsewhere', async () => {
    for (const hasTouch of [true, false]) {
      const { context, page } = await openApp(browser(), '#/2048', { viewport: PHONE, hasTouch });
      const help = await page.locator('.g2048-help').innerText();
      if (hasTouch) expect(help).toMatch(/^Swipe on the board to move the tiles/);
      else expect(help).toMatch(/^Move the tiles with the arrow keys or W A S D/);
      await context.close();
    }
  });

  for (const viewport of [PHONE, VIEWPORTS.phone]) {
    it(`shows the speed's label on a phone (${viewport.width}×${viewport.height})`, async () => {
      const { context, page } = await openApp(browser(), '#/2048', { viewport, hasTouch: true });
      const speed = page.getByRole('combobox', { name: 'Auto-play speed' });
      await speed.waitFor();
      const label = await page.locator('.g2048-speed-label').evaluate((element) => {
        const { width, height } = element.getBoundingClientRect();
        return { text: element.textContent, width, height };
      });
      // Named "Auto-play speed"; the word drawn is "Speed".
      expect(label.text).toBe('Auto-play Speed');
      expect(label.width, 'the word is drawn, not clipped away').toBeGreaterThan(30);
      expect(label.height).toBeGreaterThan(15);
      await context.close();
    });
  }

  it('fits a 390×844 phone without scrolling the page', async () => {
    const { context, page } = await openApp(browser(), '?seed=5#/2048', { viewport: PHONE, hasTouch: true });
    await page.getByRole('grid', { name: 'Game board' }).waitFor();
    const size = await page.evaluate(() => ({
      page: document.documentElement.scrollHeight,
      window: window.innerHeight,
      settings: document.querySelector('.g2048-side details')?.getBoundingClientRect().bottom ?? Infinity,
    }));
    expect(size.page, 'page height').toBeLessThanOrEqual(size.window);
    expect(size.settings, 'the settings in view').toBeLessThanOrEqual(size.window);
    await screenshot(page, '2048-polish-phone-390x844');
    await context.close();
  });

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', VIEWPORTS.desktop],
  ] as const) {
    it(`gives every header link and button a 44 px touch target (${name})`, async () => {
      const { context, page } = await openApp(browser(), '#/', { viewport, hasTouch: name === 'phone' });
      for (const path of ['#/', '#/2048', '#/farkle/how-to-play']) {
        await page.goto(page.url().replace(/#.*$/, path));
        await page.locator('.app-header .header-button').first().waitFor();
        const small = await smallTargets(page);
        expect(small, `${path}: header targets under 44 px`).toEqual([]);
      }
      await context.close();
    });
  }
});

/** The header's links and buttons smaller than 44×44 px, described. */
function smallTargets(page: Page): Promise<string[]> {
  return page.locator('.app-header a, .app-header button').evaluateAll((targets) =>
    targets.flatMap((target) => {
      const { width, height } = target.getBoundingClientRect();
      return width >= 44 && height >= 44
        ? []
        : [`${target.textContent ?? ''}: ${Math.round(width)}×${Math.round(height)}`];
    }),
  );
}
