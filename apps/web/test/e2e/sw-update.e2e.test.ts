/**
 * A new version: the service worker finds it, the page says "A new version is ready — Reload", and Reload brings
 * the new version in without losing the game in progress (in this tab, and in a second tab that did not ask).
 */
import { apply, newGame } from '@pastime/2048';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readBoard, rows } from './game2048-helpers.ts';
import { appUrl, eventually, openApp, openTab, sharedBrowser } from './harness.ts';
import { NEXT_VERSION_COOKIE } from './server.ts';

const browser = sharedBrowser();

async function untilServiceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

/** Which version's worker controls the page: `next` for the new one, else `current` (it does not answer). */
function workerVersion(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) {
          resolve('none');
          return;
        }
        navigator.serviceWorker.addEventListener('message', (event) => resolve(String(event.data)), {
          once: true,
        });
        controller.postMessage('version?');
        setTimeout(() => resolve('current'), 1500);
      }),
  );
}

/** Looks for a new version now, as the browser does on its own from time to time. */
function checkForUpdate(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
}

describe('a new version', () => {
  it('is offered once found, and Reload brings it in with the game in progress', async () => {
    const { context, page, errors } = await openApp(browser(), '?seed=3#/2048');
    await page.getByRole('grid', { name: 'Game board' }).waitFor();
    await untilServiceWorkerControls(page);
    expect(await workerVersion(page)).toBe('current');
    // The first install is no news: nothing is offered.
    expect(await page.getByText('A new version is ready').count()).toBe(0);
    let state = newGame({ seed: 3 });
    for (const direction of ['left', 'up'] as const) {
      await page.keyboard.press(direction === 'left' ? 'ArrowLeft' : 'ArrowUp');
      state = apply(state, direction);
      await eventually(() => readBoard(page), rows(state));
    }
    const second = await openTab({ context, page, errors }, '#/2048');
    await eventually(() => readBoard(second), rows(state));

    // The server now has a new version (for this browser context).
    await context.addCookies([{ name: NEXT_VERSION_COOKIE, value: '1', url: appUrl() }]);
    await checkForUpdate(page);
    const offer = page.getByRole('status').filter({ hasText: 'A new version is ready' });
    await offer.waitFor();
    expect(await offer.innerText()).toMatch(/^A new version is ready — ?\s*Reload$/);
    // Waiting, not yet running: this page keeps the version it started with until asked.
    expect(await workerVersion(page)).toBe('current');
    await second.getByText('A new version is ready').waitFor();

    const reloaded = page.waitForEvent('load');
    await offer.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await page.getByRole('grid', { name: 'Game board' }).waitFor();
    expect(await workerVersion(page)).toBe('next');
    await eventually(() => readBoard(page), rows(state));
    expect(await page.getByText('A new version is ready').count()).toBe(0);
    // The game goes on where it was.
    await page.keyboard.press('ArrowRight');
    state = apply(state, 'right');
    await eventually(() => readBoard(page), rows(state));

    // The other tab, still on the old code, is told and reloads on request into the new version too.
    await second.getByText('A new version is ready').waitFor();
    const secondReloaded = second.waitForEvent('load');
    await second.getByRole('button', { name: 'Reload' }).click();
    await secondReloaded;
    await eventually(() => readBoard(second), rows(state));
    expect(await workerVersion(second)).toBe('next');
    expect(errors).toEqual([]);
    await context.close();
  });
});
