/**
 * Leaving a Farkle game in progress from the File menu (Restart Game, Quit): asked first once a die has been
 * rolled, Cancel keeps the game as it was, and the game given up is recorded as abandoned.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { button, chooseMenu, expectAccessible, readFaces } from './farkle-helpers.ts';
import { eventually, openApp, screenshot, sharedBrowser } from './harness.ts';

const browser = sharedBrowser();

async function startOnePlayer(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Select Game Mode' });
  await dialog.waitFor();
  await page.getByRole('textbox', { name: 'Player One Name' }).fill('Ada');
  await button(page, 'Start').click();
  await dialog.waitFor({ state: 'hidden' });
}

const turnScore = (page: Page) => page.locator('.fk-turn-status').innerText();

describe('Farkle: leaving a game in progress', () => {
  it('asks before Restart Game and Quit, and records the game given up as abandoned', async () => {
    const { context, page, errors } = await openApp(browser(), '?seed=3#/farkle', {
      reducedMotion: 'reduce',
    });
    await startOnePlayer(page);
    // Nothing rolled yet: nothing to lose, so Restart Game asks nothing.
    await chooseMenu(page, 'Restart Game');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await button(page, 'Roll Dice').click();
    const faces = await readFaces(page);
    expect(faces.every((face) => face !== null)).toBe(true);

    const restart = page.getByRole('dialog', { name: 'Restart Game?' });
    await chooseMenu(page, 'Restart Game');
    await restart.waitFor();
    expect(
      await restart.getByRole('button', { name: 'Cancel' }).evaluate((b) => b === document.activeElement),
    ).toBe(true);
    await expectAccessible(page, 'the Restart Game question');
    await screenshot(page, 'farkle-restart-question-desktop');
    await restart.getByRole('button', { name: 'Cancel' }).click();
    await restart.waitFor({ state: 'hidden' });
    expect(await readFaces(page)).toEqual(faces);
    // Escape is Cancel too.
    await chooseMenu(page, 'Restart Game');
    await restart.waitFor();
    await page.keyboard.press('Escape');
    await restart.waitFor({ state: 'hidden' });
    expect(await readFaces(page)).toEqual(faces);
    await chooseMenu(page, 'Restart Game');
    await restart.getByRole('button', { name: 'Restart Game' }).click();
    await eventually(() => readFaces(page), [null, null, null, null, null, null]);
    expect(await turnScore(page)).toBe('Turn 1 of 10');

    const quit = page.getByRole('dialog', { name: 'Quit Game?' });
    await button(page, 'Roll Dice').click();
    await chooseMenu(page, 'Quit');
    await quit.waitFor();
    await quit.getByRole('button', { name: 'Cancel' }).click();
    await quit.waitFor({ state: 'hidden' });
    await chooseMenu(page, 'Quit');
    await quit.getByRole('button', { name: 'Quit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pastime' }).waitFor();

    // Both games given up are in the history, as abandoned.
    await page.getByRole('link', { name: 'Statistics' }).click();
    const history = page.getByRole('region', { name: 'Finished Farkle games' });
    await history.waitFor();
    // They have no result, so no chart counts them, and the page says why it shows none.
    await page.getByText('No Farkle game played to its end yet').waitFor();
    const rows = await history.getByRole('row').allInnerTexts();
    expect(rows.slice(1).map((row) => row.split('\t').slice(1, 4))).toEqual([
      ['One player', expect.stringMatching(/^Ada \d/), 'Abandoned'],
      ['One player', expect.stringMatching(/^Ada \d/), 'Abandoned'],
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
