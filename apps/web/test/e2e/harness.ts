/**
 * What every end-to-end test file needs: the shared browser, a fresh isolated page on the built app (optionally
 * with storage filled before the app's first script runs), axe-core checks, screenshots and patient assertions.
 *
 *   const browser = sharedBrowser();                 // at the top of the file
 *   const { page, context } = await openApp(browser(), '#/2048?seed=7', { viewport: 'phone' });
 *   await expectNoAxeViolations(page, '2048 board');
 *   await screenshot(page, '2048-phone');
 */
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type ViewportSize,
} from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const satisfies Record<string, ViewportSize>;

export type ViewportName = keyof typeof VIEWPORTS;

/** Connects to the run's Chromium (started once by the global setup). */
function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('wsEndpoint'));
}

/**
 * Connects the calling test file to the run's Chromium before its tests and lets go after them; call it at the
 * top of the file. The function it returns gives the connection, for `openApp(browser(), …)`.
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser)
      throw new Error('the browser is connected before the tests run: call browser() inside a test');
    return browser;
  };
}

/** The address of a path of the served app, e.g. `appUrl('?seed=3#/2048')`. */
export function appUrl(path = ''): string {
  return new URL(path, inject('baseUrl')).href;
}

export interface OpenOptions {
  readonly viewport?: ViewportName | ViewportSize;
  /** `localStorage` items (full keys) written before the app's first script runs, once per browser context. */
  readonly storage?: Readonly<Record<string, string>>;
  readonly reducedMotion?: 'reduce' | 'no-preference';
  /** The system's colour scheme (prefers-color-scheme); light unless given. */
  readonly colorScheme?: 'light' | 'dark';
  readonly hasTouch?: boolean;
  readonly serviceWorkers?: 'allow' | 'block';
  /** Where the app is served, when not by the run's static server (the Pastime server, for online play). */
  readonly base?: string;
}

export interface OpenedApp {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Uncaught exceptions and console errors seen in the context's pages. */
  readonly errors: string[];
}

/**
 * A new browser context (its own storage, cookies and service worker) with one page at `path` of the app.
 * Close it with `context.close()`.
 */
export async function openApp(browser: Browser, path = '', options: OpenOptions = {}): Promise<OpenedApp> {
  const viewport = typeof options.viewport === 'string' ? VIEWPORTS[options.viewport] : options.viewport;
  const context = await browser.newContext({
    viewport: viewport ?? VIEWPORTS.desktop,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    colorScheme: options.colorScheme ?? 'light',
    hasTouch: options.hasTouch ?? false,
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
  // Fail a step that cannot happen within seconds, rather than at the test's own time limit with no clue.
  context.setDefaultTimeout(10_000);
  if (options.storage) await seedStorage(context, options.storage);
  const errors: string[] = [];
  context.on('page', (page) => watchErrors(page, errors));
  const page = await context.newPage();
  await page.goto(options.base === undefined ? appUrl(path) : new URL(path, options.base).href);
  return { context, page, errors };
}

/** Opens another tab of the same context (same storage), e.g. to test two tabs at once. */
export async function openTab(opened: OpenedApp, path = ''): Promise<Page> {
  const page = await opened.context.newPage();
  await page.goto(appUrl(path));
  return page;
}

function watchErrors(page: Page, errors: string[]): void {
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
  });
}

/**
 * Writes `items` into `localStorage` before the app starts, the first time a page of the context loads only:
 * later loads (reloads, other tabs) see whatever the app made of it, as a player's browser would.
 */
async function seedStorage(context: BrowserContext, items: Readonly<Record<string, string>>): Promise<void> {
  await context.addInitScript((entries: Record<string, string>) => {
    try {
      const marker = 'e2e:storage-seeded';
      if (window.localStorage.getItem(marker) !== null) return;
      window.localStorage.setItem(marker, '1');
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    } catch {
      // Pages without storage (about:blank) have nothing to seed.
    }
  }, items);
}

/**
 * Storage items holding one game in progress exactly as the app saves one (either game): under `<prefix><id>`,
 * the engine's save text `save` with the game's id and dates.
 */
export function savedEntryItems(
  prefix: string,
  save: string,
  id = 'e2e-game',
  updatedAt = '2024-05-01T12:00:00.000Z',
): Record<string, string> {
  return {
    [prefix + id]: JSON.stringify({ version: 1, id, startedAt: '2024-05-01T12:00:00.000Z', updatedAt, save }),
  };
}

/** All of the page's `localStorage`, for assertions about what the app stored. */
export function readStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const items: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key !== null) items[key] = localStorage.getItem(key) ?? '';
    }
    return items;
  });
}

let axeSource: Promise<string> | undefined;

interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly unknown[]; readonly failureSummary?: string }[];
}

/** Runs axe-core (every rule of its default set) on the page as it is now and returns the violations. */
async function axeViolations(page: Page): Promise<AxeViolation[]> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.addScriptTag({ content: await axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: object, options: object): Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    // The points a move scores float up and fade out (an aria-hidden echo of the score box): caught mid-fade, their
    // text is as pale as its opacity, so they are left out, and every other animation is taken to its end state.
    for (const animation of document.getAnimations()) animation.finish();
    const results = await axe.run(
      { include: [document.documentElement], exclude: [['.score-gain']] },
      { resultTypes: ['violations'] },
    );
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  });
}

/** Fails with a readable list when axe-core finds any violation; `where` names the screen in the message. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  const described = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `  at ${JSON.stringify(node.target)}: ${node.failureSummary ?? ''}`)
        .join('\n'),
  );
  expect(described, `axe-core violations on ${where}`).toEqual([]);
}

const screenshotDir = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Saves a screenshot of the whole page to `test/screenshots/<name>.png` (git-ignored) to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage: true, animations: 'disabled' });
}

/** Fails when the page is wider than the `viewport` it is shown in; `where` starts the message. */
export async function expectNoSideways(page: Page, viewport: ViewportName, where?: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  const message = where === undefined ? 'no horizontal scrolling' : `${where}: no horizontal scrolling`;
  expect(width, message).toBeLessThanOrEqual(VIEWPORTS[viewport].width);
}

/**
 * Fails unless every element `locator` matches lies wholly inside the window as it is scrolled now (seen without
 * scrolling the page); `what` names them in the message.
 */
export async function expectInView(locator: Locator, what: string): Promise<void> {
  const outside = await locator.evaluateAll((elements) =>
    elements.flatMap((element, i) => {
      const box = element.getBoundingClientRect();
      const inside =
        box.top >= 0 &&
        box.left >= 0 &&
        box.bottom <= window.innerHeight + 0.5 &&
        box.right <= window.innerWidth + 0.5;
      return inside
        ? []
        : [
            `#${i} at x ${Math.round(box.left)}–${Math.round(box.right)}, y ${Math.round(box.top)}–${Math.round(box.bottom)} (window ${window.innerWidth}×${window.innerHeight})`,
          ];
    }),
  );
  expect(await locator.count(), `${what}: found`).toBeGreaterThan(0);
  expect(outside, `${what}: in view`).toEqual([]);
}

/** Retries `read` until its value equals `expected` (5 s at most): for anything the page updates on its own. */
export async function eventually<T>(
  read: () => Promise<T> | T,
  expected: T,
  message?: string,
): Promise<void> {
  await expect.poll(read, { timeout: 5_000, interval: 25, message }).toEqual(expected);
}

/**
 * Keeps every text the live region shows from now on in `window.announcements`, so a test sees each sentence
 * however quickly the next replaces it.
 */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log: string[] = [];
    (window as unknown as { announcements: string[] }).announcements = log;
    const region = document.getElementById('announcer');
    if (!region) throw new Error('no live region');
    new MutationObserver(() => log.push(region.textContent ?? '')).observe(region, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

/** The sentences recorded since `recordAnnouncements` (and forgets them). */
export function takeAnnouncements(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { announcements: string[] }).announcements.splice(0));
}
