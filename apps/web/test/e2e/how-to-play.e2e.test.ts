/**
 * The How to play guides: one per game, reached from the header of its screen (the list of both from the home
 * screen), each with its rules, keys and helpers; and a robots.txt for search engines.
 */
import { SCORING_RULES } from '@pastime/farkle';
import { describe, expect, it } from 'vitest';
import { appUrl, expectNoAxeViolations, openApp, sharedBrowser } from './harness.ts';

const browser = sharedBrowser();

describe('How to play', () => {
  it('leads from each game’s header to its guide, and from home to both', async () => {
    const { context, page, errors } = await openApp(browser(), '#/2048', { viewport: 'phone' });
    const help = page.getByRole('link', { name: 'How to play', exact: true });

    await page.getByRole('grid', { name: 'Game board' }).waitFor();
    await help.click();
    await page.getByRole('heading', { level: 1, name: 'How to play 2048' }).waitFor();
    expect(page.url()).toMatch(/#\/2048\/how-to-play$/);
    expect(await page.title()).toBe('How to play 2048 · Pastime');
    expect(await help.getAttribute('aria-current')).toBe('page');
    const guide2048 = await page.locator('main').innerText();
    for (const part of ['Rules', 'Moving', 'Hint and Auto-play', 'W', 'Swipe left', 'Undo', 'Settings']) {
      expect(guide2048).toContain(part);
    }
    // The ranges the settings offer, as app-core gives them.
    expect(guide2048).toContain('choose the board (3×3 to 8×8) and the tile that wins (8 to 65,536)');
    expect(await page.getByRole('term').allInnerTexts()).toEqual(['Hint', 'Auto-play']);
    await expectNoAxeViolations(page, 'How to play 2048');
    await page.getByRole('link', { name: 'Play 2048' }).click();
    await page.getByRole('grid', { name: 'Game board' }).waitFor();

    await page.getByRole('link', { name: 'Farkle', exact: true }).click();
    await page.getByRole('dialog', { name: 'Select Game Mode' }).waitFor();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await help.click();
    await page.getByRole('heading', { level: 1, name: 'How to play Farkle' }).waitFor();
    expect(page.url()).toMatch(/#\/farkle\/how-to-play$/);
    const terms = await page.getByRole('term').allInnerTexts();
    expect(terms.map((term) => term.split(' (')[0])).toEqual([
      'Hint',
      'Advisor',
      'Computer level: Classic or Expert',
    ]);
    const definitions = (await page.getByRole('definition').allInnerTexts()).join(' ');
    expect(definitions).toContain('Expert');
    // The scoring table is the engine's.
    const scoring = page.getByRole('table').first();
    expect(await scoring.getByRole('row').count()).toBe(SCORING_RULES.length + 1);
    for (const key of ['R', 'B', 'A', 'H']) {
      await page.getByRole('rowheader', { name: key, exact: true }).waitFor();
    }
    await expectNoAxeViolations(page, 'How to play Farkle');

    await page.getByRole('link', { name: 'Pastime' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pastime' }).waitFor();
    await help.click();
    await page.getByRole('heading', { level: 1, name: 'How to play' }).waitFor();
    await page.getByRole('link', { name: 'How to play Farkle' }).waitFor();
    await page.getByRole('link', { name: 'How to play 2048' }).click();
    await page.getByRole('heading', { level: 1, name: 'How to play 2048' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('serves a robots.txt that lets search engines in', async () => {
    const { context, page } = await openApp(browser());
    const response = await page.request.get(appUrl('robots.txt'));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await response.text()).toMatch(/^User-agent: \*\nAllow: \/\n/);
    await context.close();
  });
});
