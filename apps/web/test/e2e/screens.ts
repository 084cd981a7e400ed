import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { eventually } from './harness.ts';

/**
 * The Farkle screen is shown, whatever it looks like: its code loaded (no loading or failure message), the
 * 2048 board is gone and the header marks Farkle as the current page.
 */
export async function expectFarkleScreen(page: Page): Promise<void> {
  await eventually(() => page.locator('.screen-status').count(), 0, 'the Farkle screen loaded');
  // Not by role: a dialog the screen opens at once hides the header from the accessibility tree.
  const current = page.locator('.app-nav [aria-current="page"]');
  expect(await current.textContent()).toBe('Farkle');
  expect(await page.getByRole('grid', { name: 'Game board' }).count()).toBe(0);
}
