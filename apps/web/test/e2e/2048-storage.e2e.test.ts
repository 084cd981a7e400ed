import { newGame, apply } from '@pastime/2048';
import { describe, expect, it } from 'vitest';
import {
  finishedGame,
  LEGACY_GAME_KEY,
  nearLoss,
  readBest,
  readBoard,
  readScore,
  RECORDS_KEY,
  rows,
  SAVED_PREFIX,
  savedGame,
  SETTINGS_KEY,
} from './game2048-helpers.ts';
import {
  sharedBrowser,
  eventually,
  expectInView,
  expectNoAxeViolations,
  openApp,
  openTab,
  readStorage,
  screenshot,
} from './harness.ts';
import { readHistory } from './history-helpers.ts';

const browser = sharedBrowser();

describe('2048: settings', () => {
  it('changes the board size and win value for a new game, and both survive a reload', async () => {
    const { context, page } = await openApp(browser(), '?seed=6#/2048', { viewport: 'phone' });
    await page.getByRole('grid', { name: 'Game board' }).waitFor();
    await page.getByText('Settings', { exact: true }).click();
    await page.getByLabel('Board size').selectOption({ label: '5 × 5' });
    await page.getByLabel('Win value').selectOption('64');
    await expectNoAxeViolations(page, '2048 with the settings open');
    await screenshot(page, '2048-settings-phone');
    await page.getByRole('button', { name: 'Apply' }).click();
    // The page's second game: with ?seed=6 a run's games take 6, then 6/2, 6/3, …
    const expected = newGame({ size: 5, winValue: 64, seed: '6/2' });
    await eventually(() => readBoard(page), rows(expected));
    // The settings sit below the board on a phone: applying closes them and brings the new game into view.
    expect(await page.locator('details:has(> summary:text-is("Settings"))').getAttribute('open')).toBeNull();
    await expectInView(page.locator('.scores'), 'the score boxes');
    await expectInView(page.getByRole('row').first(), "the new board's top row");
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Game board');
    await screenshot(page, '2048-settings-applied-phone');
    expect(await page.getByRole('row').count()).toBe(5);
    expect(await page.getByRole('gridcell').count()).toBe(25);
    expect(await page.getByText(/^Join equal tiles/).textContent()).toBe(
      'Join equal tiles to reach 64 on a 5×5 board.',
    );

    await page.keyboard.press('ArrowRight');
    const next = apply(expected, 'right');
    await eventually(() => readBoard(page), rows(next));
    await page.reload();
    await eventually(() => readBoard(page), rows(next));
    await page.getByText('Settings', { exact: true }).click();
    expect(await page.getByLabel('Board size').inputValue()).toBe('5');
    expect(await page.getByLabel('Win value').inputValue()).toBe('64');
    // "New Game" keeps the chosen size; the reloaded page is a run of its own, whose first new game takes 6.
    await page.getByRole('button', { name: 'New Game', exact: true }).click();
    await eventually(() => readBoard(page), rows(newGame({ size: 5, winValue: 64, seed: 6 })));
    await context.close();
  });
});

describe('2048: storage', () => {
  it('reports corrupt saved games and a bad record, sets them aside, and plays on', async () => {
    const brokenGame = JSON.stringify({
      version: 1,
      id: 'x',
      startedAt: '2024-05-01T12:00:00.000Z',
      updatedAt: '2024-05-01T12:00:00.000Z',
      save: '{"game":"2048"}',
    });
    // The single saved game of earlier versions, damaged.
    const brokenLegacyGame = JSON.stringify({
      version: 1,
      id: 'y',
      startedAt: '2024-05-01T12:00:00.000Z',
      save: '{}',
    });
    const records = JSON.stringify({
      version: 1,
      best: { '4': 5000 },
      games: [finishedGame('kept', 5000), { ...finishedGame('bad', 10), score: 'ten' }],
    });
    const { context, page, errors } = await openApp(browser(), '?seed=9#/2048', {
      viewport: 'phone',
      storage: {
        [`${SAVED_PREFIX}x`]: brokenGame,
        [LEGACY_GAME_KEY]: brokenLegacyGame,
        [RECORDS_KEY]: records,
        [SETTINGS_KEY]: 'not json',
      },
    });
    await eventually(() => readBoard(page), rows(newGame({ seed: 9 })));
    const messages = page.getByRole('region', { name: 'Messages' });
    await eventually(() => messages.getByRole('paragraph').count(), 4);
    const text = await messages.textContent();
    expect(text).toContain('A saved 2048 game could not be read (game.save:');
    expect(text).toContain('set aside and kept as “pastime.backup:2048.saved.x:');
    expect(text).toContain('The saved 2048 game could not be read (game.save:');
    expect(text).toContain(
      'Part of the 2048 best scores and finished games could not be read (records.games[1].score must be an ' +
        'integer ≥ 0): that part was set aside and kept as “pastime.backup:2048.records:',
    );
    expect(text).toContain('The 2048 settings could not be read (it is not valid JSON)');
    expect(text).toContain('set aside and kept as “pastime.backup:2048.game:');
    await expectNoAxeViolations(page, '2048 with storage messages');
    await screenshot(page, '2048-storage-messages-phone');

    // The originals are kept under backup keys; what could be read is used.
    const stored = await readStorage(page);
    const backups = Object.entries(stored).filter(([key]) => key.startsWith('pastime.backup:'));
    expect(backups.map(([key]) => key.replace(/:\d+(-\d+)?$/, '')).sort()).toEqual([
      'pastime.backup:2048.game',
      'pastime.backup:2048.records',
      'pastime.backup:2048.saved.x',
      'pastime.backup:2048.settings',
    ]);
    expect(backups.find(([key]) => key.includes('2048.saved.x'))?.[1]).toBe(brokenGame);
    expect(backups.find(([key]) => key.includes('2048.game'))?.[1]).toBe(brokenLegacyGame);
    expect(await readBest(page)).toBe(5000);
    expect(await page.getByText(/^Finished games/).textContent()).toBe('Finished games (1)');

    // The game works, and the messages can be dismissed one by one.
    await page.keyboard.press('ArrowLeft');
    await eventually(() => readBoard(page), rows(apply(newGame({ seed: 9 }), 'left')));
    await messages.getByRole('button', { name: 'Dismiss' }).first().click();
    await eventually(() => messages.getByRole('paragraph').count(), 3);
    // Nothing is reported twice: a reload finds clean storage.
    await page.reload();
    await page.getByRole('grid', { name: 'Game board' }).waitFor();
    expect(await messages.getByRole('paragraph').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('still plays, and says so, when the browser refuses storage', async () => {
    const { context, page } = await openApp(browser(), '?seed=9#/2048', { serviceWorkers: 'block' });
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Access denied', 'SecurityError');
        },
      });
    });
    await page.reload();
    await page.getByText('This browser does not let the app save anything').waitFor();
    await page.keyboard.press('ArrowLeft');
    await eventually(() => readBoard(page), rows(apply(newGame({ seed: 9 }), 'left')));
    await context.close();
  });

  it('two tabs never clobber each other’s records', async () => {
    const config = nearLoss(4000);
    const opened = await openApp(browser(), '?seed=14#/2048', { storage: savedGame(config, 'tab-a-game') });
    const tabA = opened.page;
    const tabB = await openTab(opened, '?seed=14#/2048');
    await eventually(() => readBoard(tabB), rows(newGame(config)));

    // Tab B leaves the shared game for its own and plays in it.
    await tabB.getByRole('button', { name: 'New Game', exact: true }).click();
    let gameB = newGame({ seed: 14 });
    for (const direction of ['left', 'up', 'right'] as const) {
      gameB = apply(gameB, direction);
      await tabB.keyboard.press(`Arrow${direction[0]?.toUpperCase()}${direction.slice(1)}`);
    }
    await eventually(() => readBoard(tabB), rows(gameB));

    // Tab A finishes the game it holds; tab B then abandons its own. Each write merges with the other's.
    await tabA.keyboard.press('ArrowLeft');
    await tabA.getByRole('dialog', { name: 'Game over' }).waitFor();
    await tabB.getByRole('button', { name: 'New Game', exact: true }).click();

    for (const tab of [tabA, tabB]) {
      await eventually(() => tab.getByText(/^Finished games/).textContent(), 'Finished games (2)');
      await eventually(() => readBest(tab), 4000);
    }
    const stored = await readHistory(tabA, '2048');
    expect(stored.map((game) => game.id)).toContain('tab-a-game');
    expect(stored).toHaveLength(2);
    expect(await readScore(tabB)).toBe(0);
    await opened.context.close();
  });
});
