import { newGame, legalMoves, apply } from '@pastime/2048';
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { lastAnnouncement, readBoard, rows } from './game2048-helpers.ts';
import { expectFarkleScreen } from './screens.ts';
import { appUrl, sharedBrowser, eventually, openApp } from './harness.ts';

const browser = sharedBrowser();

/** Waits until the service worker has installed (precached everything) and controls the page. */
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

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

describe('installable and offline', () => {
  it('links a web manifest whose icons exist', async () => {
    const { context, page } = await openApp(browser());
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifestUrl = new URL(href ?? '', page.url()).href;
    const manifest = (await (await page.request.get(manifestUrl)).json()) as Manifest;
    expect(manifest).toMatchObject({ short_name: 'Pastime', display: 'standalone', start_url: './' });
    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const response = await page.request.get(new URL(icon.src, manifestUrl).href);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type']).toBe(icon.type);
    }

    // Chromium's own verdict, once the service worker is ready: the manifest parses cleanly and nothing stands
    // in the way of installing but the test's private (incognito) browser context.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await context.newCDPSession(page);
    const parsed = await cdp.send('Page.getAppManifest');
    expect(parsed.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
    await context.close();
  });

  it('keeps working offline once loaded: reload, navigate, play', async () => {
    const { context, page, errors } = await openApp(browser(), '?seed=3#/2048');
    await page.getByRole('grid', { name: 'Game board' }).waitFor();
    await untilServiceWorkerControls(page);
    await page.keyboard.press('ArrowLeft');
    const moved = apply(newGame({ seed: 3 }), 'left');
    await eventually(() => readBoard(page), rows(moved));

    await context.setOffline(true);
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    await page.reload();
    await eventually(() => readBoard(page), rows(moved));
    expect(responses.length).toBeGreaterThan(0);
    for (const response of responses) {
      expect(response.fromServiceWorker(), `${response.url()} came from the service worker`).toBe(true);
    }
    await page.keyboard.press('ArrowUp');
    await eventually(() => readBoard(page), rows(apply(moved, 'up')));

    // The other screens, including the one whose code loads on demand, open offline too.
    await page.getByRole('link', { name: 'Farkle', exact: true }).click();
    await expectFarkleScreen(page);
    await page.goto(appUrl('?seed=99'));
    await page.getByRole('heading', { level: 1, name: 'Pastime' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives a hint and advice offline after a reload: the searches, never used online, were precached', async () => {
    const { context, page, errors } = await openApp(browser(), '?seed=4#/2048');
    await page.getByRole('grid', { name: 'Game board' }).waitFor();
    await untilServiceWorkerControls(page);
    await context.setOffline(true);
    await page.reload();
    await eventually(() => readBoard(page), rows(newGame({ seed: 4 })));
    const workerScripts: Response[] = [];
    page.on('response', (response) => {
      if (response.url().includes('search-worker')) workerScripts.push(response);
    });
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await eventually(
      async () => /^Best move: (Up|Down|Left|Right)$/.test(await lastAnnouncement(page)),
      true,
    );
    const direction = (await lastAnnouncement(page)).slice('Best move: '.length).toLowerCase();
    expect(legalMoves(newGame({ seed: 4 }))).toContain(direction);
    expect(await page.locator('.hint-arrow').getAttribute('data-direction')).toBe(direction);
    // One worker per core (at most four), each fetching its script once.
    const workers = await page.evaluate(() => Math.max(1, Math.min(4, navigator.hardwareConcurrency)));
    expect(workerScripts.length, 'the search workers were fetched once each').toBe(workers);
    for (const response of workerScripts) {
      expect(response.fromServiceWorker(), `${response.url()} came from the service worker`).toBe(true);
    }

    // Farkle's advisor, in a worker of its own, is there offline too.
    await page.getByRole('link', { name: 'Farkle', exact: true }).click();
    await expectFarkleScreen(page);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByRole('button', { name: 'Advisor', exact: true }).click();
    await eventually(
      () => page.locator('.fk-advice-text').innerText(),
      'Roll the dice: 551 points expected this turn.',
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
