import { describe, expect, it } from 'vitest';
import { expectFarkleScreen } from './screens.ts';
import {
  sharedBrowser,
  eventually,
  expectNoAxeViolations,
  expectNoSideways,
  openApp,
  screenshot,
  VIEWPORTS,
  type ViewportName,
} from './harness.ts';

const browser = sharedBrowser();

describe('home screen', () => {
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    it(`offers both games and has no axe violations (${viewport})`, async () => {
      const { context, page, errors } = await openApp(browser(), '', { viewport });
      await page.getByRole('heading', { level: 1, name: 'Pastime' }).waitFor();
      expect(await page.title()).toBe('Pastime');
      expect(await page.getByRole('link', { name: /^Play 2048/ }).getAttribute('href')).toBe('#/2048');
      expect(await page.getByRole('link', { name: /^Play Farkle/ }).getAttribute('href')).toBe('#/farkle');
      await expectNoAxeViolations(page, `home (${viewport})`);
      await expectNoSideways(page, viewport);
      await screenshot(page, `home-${viewport}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('links to each game, moves focus to its heading, and back home', async () => {
    const { context, page, errors } = await openApp(browser());
    await page.getByRole('link', { name: /^Play 2048/ }).click();
    await page.getByRole('heading', { level: 1, name: '2048' }).waitFor();
    await eventually(() => page.evaluate(() => document.activeElement?.textContent), '2048');
    await page.getByRole('link', { name: 'Pastime' }).click();
    await page.getByRole('link', { name: /^Play Farkle/ }).click();
    await expectFarkleScreen(page);
    expect(page.url()).toMatch(/#\/farkle$/);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Pastime' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a way home for an unknown address', async () => {
    const { context, page } = await openApp(browser(), '#/nowhere');
    await page.getByRole('heading', { level: 1, name: 'Nothing here' }).waitFor();
    await expectNoAxeViolations(page, 'not found');
    await page.getByRole('link', { name: 'Go to the home screen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pastime' }).waitFor();
    await expectNoAxeViolations(page, 'home after not found');
    await context.close();
  });
});
