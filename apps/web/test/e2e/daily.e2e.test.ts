/**
 * The daily challenges in the browser, against the real server (a child process serving this run's build): the
 * Daily link, a ranked 2048 run (resumed after a reload) and a ranked Farkle run, each ended and found on today's
 * board under the player's name; a run going on after the server was killed and started again; and yesterday's
 * board, played by a server whose clock ran a day behind and then started again on the same data, with its seed,
 * its replays and practice of its game.
 */
import type { DailyRunAnswer } from '@pastime/app-core';
import type { Page } from 'playwright-core';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameServer, killServerProcesses } from './game-server.ts';
import {
  expectNoAxeViolations,
  expectNoSideways,
  openApp,
  screenshot,
  sharedBrowser,
  type ViewportName,
} from './harness.ts';

const browser = sharedBrowser();
const DAY_MS = 24 * 60 * 60 * 1000;
const server = new GameServer('daily');
let base = '';

/** Starts the server on `port` (0: any free one), its clock `shift` milliseconds off. */
function startServer(shift: number, port = '0'): Promise<string> {
  return server.start({
    port,
    env: { LIMIT_DAILY_REQUESTS_PER_SECOND: '1000' },
    clockShiftMs: shift,
  });
}

const stopServer = (): Promise<void> => server.kill();

/** Plays a run through the realtime channel as a program would: `moves` accepted moves, then End run. */
async function playThroughChannel(
  url: string,
  game: '2048' | 'farkle',
  name: string,
  token: string | undefined,
  moves: number,
): Promise<DailyRunAnswer> {
  const socket = io(`${url}daily`, { path: '/api/socket.io', transports: ['websocket'] });
  const ask = (event: string, message: unknown): Promise<DailyRunAnswer | { ok: false; reason: string }> =>
    socket.timeout(10_000).emitWithAck(event, message) as Promise<
      DailyRunAnswer | { ok: false; reason: string }
    >;
  try {
    let answer = await ask('start', { game, name, ...(token === undefined ? {} : { token }) });
    if (!answer.ok) throw new Error(`start refused: ${answer.reason}`);
    const device = answer.token;
    const tries: readonly unknown[] =
      game === '2048'
        ? ['left', 'up', 'right', 'down']
        : [{ type: 'roll' }, { type: 'select-all' }, { type: 'bank' }];
    for (let n = 0; n < moves && answer.ok && !answer.run.finished; n++) {
      for (const move of tries) {
        const next = await ask('move', { token: device, game, seen: answer.run.moves, move });
        if (next.ok) {
          answer = next;
          break;
        }
      }
    }
    if (answer.ok && !answer.run.finished) answer = await ask('end', { token: device, game });
    if (!answer.ok) throw new Error(`the run was refused: ${answer.reason}`);
    return answer;
  } finally {
    socket.close();
  }
}

/** Yesterday's runs: this device's (the browser's, later) and another player's, for each game. */
let yesterdayToken = '';

beforeAll(async () => {
  const yesterday = await startServer(-DAY_MS);
  const own = await playThroughChannel(yesterday, '2048', 'Ada', undefined, 12);
  yesterdayToken = own.token;
  await playThroughChannel(yesterday, 'farkle', 'Ada', yesterdayToken, 9);
  await playThroughChannel(yesterday, '2048', 'Cy <i>', undefined, 30);
  await stopServer();
  base = await startServer(0);
}, 120_000);
afterAll(async () => {
  await stopServer();
  killServerProcesses();
});

/** The board's rows as text, cell by cell. */
async function boardRows(page: Page): Promise<string[][]> {
  const table = page.getByRole('table');
  await table.waitFor();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '')),
    );
}

/** The 2048 board's cells, row by row. */
function cells(page: Page): Promise<string[]> {
  return page
    .getByRole('grid', { name: 'Game board' })
    .getByRole('gridcell')
    .evaluateAll((found) => found.map((cell) => cell.textContent ?? ''));
}

/** Presses arrow keys until `count` moves were played (each answered before the next). */
async function playKeys(page: Page, count: number): Promise<void> {
  const keys = ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'];
  let played = 0;
  for (let i = 0; played < count && i < count * 8; i++) {
    const before = (await cells(page)).join(',');
    await page.keyboard.press(keys[i % keys.length] ?? 'ArrowLeft');
    await page.waitForTimeout(150);
    if ((await cells(page)).join(',') !== before) played++;
  }
  expect(played).toBe(count);
}

/** Plays one step of the Farkle turn with the table's controls: bank when it may, else keep, else roll. */
async function farkleStep(page: Page): Promise<void> {
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  // Clicked without waiting: a control found enabled may be disabled by the answer to the step before.
  const press = (name: string) => button(name).click({ force: true });
  if (await button('Bank Score').isEnabled()) return press('Bank Score');
  if (await button('Select All').isEnabled()) return press('Select All');
  if (await button('Roll Dice').isEnabled()) return press('Roll Dice');
}

async function endRun(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'End run' }).click();
  const dialog = page.getByRole('dialog', { name: 'End this run?' });
  await dialog.getByRole('button', { name: 'End run' }).click();
  await page.getByRole('region', { name: 'Run over' }).waitFor();
  return page.locator('#daily-final-score').innerText();
}

describe('the daily challenges', () => {
  it('are linked from the header as Daily', async () => {
    const { context, page, errors } = await openApp(browser(), '#/', { base });
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Daily', exact: true })
      .click();
    await page.getByRole('heading', { name: 'Daily challenges' }).waitFor();
    await page.getByRole('button', { name: 'Play today’s 2048' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Play today’s Farkle' }).isEnabled()).toBe(true);
    // The board comes from the server after the page: waited for, not read at once.
    await page.getByText('No runs on this board yet.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays a ranked 2048 run that survives a reload, ended and found on today’s board', async () => {
    const { context, page, errors } = await openApp(browser(), '#/daily', { base });
    await page.getByRole('button', { name: 'Play today’s 2048' }).click();
    await page.getByRole('alert').filter({ hasText: 'Type your name.' }).waitFor();
    await page.getByLabel('Your name').fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Saved.').waitFor();
    await page.getByRole('button', { name: 'Play today’s 2048' }).click();
    await page.getByRole('heading', { name: 'Today’s 2048' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    await page.getByRole('grid', { name: 'Game board' }).waitFor();
    for (const name of ['Undo', 'Hint', 'Auto-play', 'New Game']) {
      expect(await page.getByRole('button', { name }).count()).toBe(0);
    }
    await playKeys(page, 4);
    expect(await page.locator('#announcer').innerText()).toMatch(
      /^Moved (left|up|right|down)\. .*Score \d+\./,
    );
    const board = await cells(page);
    const score = await page.locator('#score').innerText();
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    await expect.poll(() => cells(page)).toEqual(board);
    expect(await page.locator('#score').innerText()).toBe(score);
    await playKeys(page, 2);
    const final = await endRun(page);
    await screenshot(page, 'daily-desktop-light-run-over');
    await expectNoAxeViolations(page, 'a ranked run ended');
    await page.getByRole('link', { name: 'See the board' }).click();
    await page.getByRole('heading', { name: 'Daily challenges' }).waitFor();
    await page.getByRole('button', { name: 'Played today: 2048' }).waitFor();
    expect(await page.getByRole('button', { name: 'Played today: 2048' }).isDisabled()).toBe(true);
    const rows = await boardRows(page);
    expect(rows.find((row) => row[1]?.startsWith('Ada Lovelace'))?.[2]).toBe(final);
    expect(await page.locator('.daily-own-rank').innerText()).toMatch(/^Your rank: 1 of 1/);
    // The run is in the player's statistics.
    await page.goto(new URL('#/stats', base).href);
    await page.getByRole('region', { name: '4×4 board' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('plays a ranked Farkle run with the table’s controls, found on today’s board', async () => {
    const storage = { 'pastime.daily.name': JSON.stringify('Bo') };
    const { context, page, errors } = await openApp(browser(), '#/daily/farkle', { base, storage });
    await page.getByRole('heading', { name: 'Today’s Farkle' }).waitFor();
    await page.getByRole('button', { name: 'Roll Dice' }).waitFor();
    expect(await page.getByRole('button', { name: /Advisor|Hint/ }).count()).toBe(0);
    for (let step = 0; step < 8; step++) {
      await farkleStep(page);
      await page.waitForTimeout(150);
    }
    expect(await page.locator('#announcer').innerText()).not.toBe('');
    const final = await endRun(page);
    await page.getByRole('link', { name: 'See the board' }).click();
    await page.getByRole('radio', { name: 'Farkle' }).check();
    await expect
      .poll(async () => (await boardRows(page)).find((row) => row[1]?.startsWith('Bo'))?.[2])
      .toBe(final);
    await page.getByRole('button', { name: 'Played today: Farkle' }).waitFor();
    await page.goto(new URL('#/stats', base).href);
    await page.getByRole('region', { name: 'Finished Farkle games' }).getByText('Bo').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('goes on with a run after the server was killed and started again', async () => {
    const storage = { 'pastime.daily.name': JSON.stringify('Di') };
    const { context, page } = await openApp(browser(), '#/daily/2048', { base, storage });
    const connection = page.getByRole('status').filter({ hasText: /^(Connected|Reconnecting…)$/ });
    await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    await playKeys(page, 2);
    const board = await cells(page);
    await stopServer();
    await expect.poll(() => connection.innerText()).toBe('Reconnecting…');
    await startServer(0, new URL(base).port);
    await expect.poll(() => connection.innerText(), { timeout: 20_000 }).toBe('Connected');
    await expect.poll(() => cells(page)).toEqual(board);
    await playKeys(page, 1);
    await context.close();
  }, 90_000);

  it('shows yesterday’s board with its seed and replays, and practises its game offline', async () => {
    const storage = {
      'pastime.daily.name': JSON.stringify('Ada'),
      'pastime.daily.token': JSON.stringify(yesterdayToken),
    };
    const { context, page, errors } = await openApp(browser(), '#/daily', { base, storage });
    await page.getByRole('radio', { name: 'A past day' }).check();
    const rows = await boardRows(page);
    expect(rows.map((row) => row[1])).toEqual(expect.arrayContaining(['Adayou', 'Cy <i>']));
    expect(await page.locator('.daily-own-rank').innerText()).toMatch(/^Your rank: \d of 2/);
    const seed = await page.locator('.daily-seed code').innerText();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    await page.getByRole('link', { name: 'Replay Cy <i>’s run' }).click();
    await page.getByText(/^Verified:/).waitFor();
    await page.goBack();
    await page.getByRole('radio', { name: 'A past day' }).check();
    await page.getByRole('button', { name: 'Practice' }).click();
    await page.getByRole('heading', { name: '2048', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Undo' }).isVisible()).toBe(true);
    // The other game's board of yesterday, and every day's.
    await page.goto(new URL('#/daily', base).href);
    await page.getByRole('radio', { name: 'Farkle' }).check();
    await page.getByRole('radio', { name: 'A past day' }).check();
    await expect.poll(async () => (await boardRows(page)).map((row) => row[1])).toEqual(['Adayou']);
    await page.getByRole('radio', { name: 'All time' }).check();
    await expect.poll(async () => (await boardRows(page)).length).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('looks right on a phone and a desktop, light and dark', async () => {
    const storage = {
      'pastime.daily.name': JSON.stringify('Ada'),
      'pastime.daily.token': JSON.stringify(yesterdayToken),
    };
    for (const viewport of ['desktop', 'phone'] as const satisfies readonly ViewportName[]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { context, page } = await openApp(browser(), '#/daily', {
          base,
          storage,
          viewport,
          colorScheme,
        });
        const name = `daily-${viewport}-${colorScheme}`;
        await page.getByRole('heading', { name: 'Leaderboards' }).waitFor();
        await page.getByText('Loading the board…').waitFor({ state: 'detached' });
        await screenshot(page, `${name}-today`);
        await expectNoSideways(page, viewport, 'the daily page');
        await expectNoAxeViolations(page, `the daily page (${name})`);
        await page.getByRole('radio', { name: 'A past day' }).check();
        await page.locator('.daily-seed').waitFor();
        await screenshot(page, `${name}-past-day`);
        await expectNoSideways(page, viewport, 'a past day’s board');
        // Every column in view, Replay included, without scrolling the board sideways.
        expect(
          await page.locator('.daily .table-scroll').evaluate((box) => box.scrollWidth - box.clientWidth),
          `${name}: the board scrolls sideways`,
        ).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page, `a past day’s board (${name})`);
        await page.goto(new URL('#/daily/2048', base).href);
        await page.getByRole('grid', { name: 'Game board' }).waitFor();
        await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
        await screenshot(page, `${name}-run-2048`);
        await expectNoSideways(page, viewport, 'a ranked run');
        await expectNoAxeViolations(page, `a ranked 2048 run (${name})`);
        await page.goto(new URL('#/daily/farkle', base).href);
        await page.getByRole('button', { name: 'Roll Dice' }).waitFor();
        await screenshot(page, `${name}-run-farkle`);
        await expectNoSideways(page, viewport, 'a ranked Farkle run');
        await expectNoAxeViolations(page, `a ranked Farkle run (${name})`);
        await context.close();
      }
    }
  }, 120_000);
});
