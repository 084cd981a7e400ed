import { newGame, keepGoing, apply } from '@pastime/2048';
import { describe, expect, it } from 'vitest';
import {
  lastAnnouncement,
  nearLoss,
  readBest,
  readBoard,
  readScore,
  rows,
  savedGame,
} from './game2048-helpers.ts';
import { nearWin } from './games.ts';
import {
  sharedBrowser,
  eventually,
  expectNoAxeViolations,
  openApp,
  screenshot,
  VIEWPORTS,
  type ViewportName,
} from './harness.ts';

const browser = sharedBrowser();

const nearLossConfig = nearLoss(1234);

describe('2048: winning', () => {
  it('shows "You win!", keeps going on request and play continues', async () => {
    const { context, page, errors } = await openApp(browser(), '#/2048', {
      storage: savedGame(nearWin, 'near-win'),
    });
    const start = newGame(nearWin);
    await eventually(() => readBoard(page), rows(start));
    // A second key pressed as soon as the winning move is drawn (its own task, while the move still slides)
    // finds the dialog already open and is left alone: not played, not announced.
    const second = await page.evaluate(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', cancelable: true }));
      await new Promise((resolve) => setTimeout(resolve, 0));
      const key = new KeyboardEvent('keydown', { key: 'ArrowDown', cancelable: true });
      const dialogOpen = document.querySelector('dialog[open]') !== null;
      window.dispatchEvent(key);
      return { dialogOpen, taken: key.defaultPrevented };
    });
    expect(second).toEqual({ dialogOpen: true, taken: false });
    const won = apply(start, 'left');
    const dialog = page.getByRole('dialog', { name: 'You win!' });
    await dialog.waitFor();
    expect(await readScore(page)).toBe(won.score);
    // The message is the dialog's description, read out with its name when it opens.
    const description = await dialog.evaluate(
      (element) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent,
    );
    expect(description).toBe('You made the 2048 tile with a score of 22048.');
    await eventually(
      () => lastAnnouncement(page),
      'Moved left. 1 merge, plus 2048 points. Score 22048. You win! You made 2048.',
    );
    // Focus is in the dialog, on its first choice.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep going');
    // The won game takes no moves while the choice is open. (A key is handled before the press returns, and
    // the win emptied the move queue; the single move after Keep going below would also show a stray one.)
    await page.keyboard.press('ArrowDown');
    expect(await readBoard(page)).toEqual(rows(won));
    await expectNoAxeViolations(page, 'the win dialog');
    // Behind the modal dialog the page is hidden from assistive technology: one "New Game" is offered, the dialog's.
    expect(await page.getByRole('button', { name: 'New Game' }).count()).toBe(1);
    expect(await page.getByRole('grid').count()).toBe(0);

    await dialog.getByRole('button', { name: 'Keep going' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('grid', { name: 'Game board' }).count()).toBe(1);
    const continued = apply(keepGoing(won), 'down');
    await page.keyboard.press('ArrowDown');
    await eventually(() => readBoard(page), rows(continued));
    expect(continued.tiles.length).toBe(won.tiles.length + 1);
    // The win is announced once: a later 2048 does not bring the dialog back, and a reload resumes play.
    await page.reload();
    await eventually(() => readBoard(page), rows(continued));
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps going on Escape too, and says so', async () => {
    const { context, page } = await openApp(browser(), '#/2048', { storage: savedGame(nearWin) });
    await eventually(() => readBoard(page), rows(newGame(nearWin)));
    await page.keyboard.press('ArrowLeft');
    const dialog = page.getByRole('dialog', { name: 'You win!' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await eventually(() => lastAnnouncement(page), 'Keep going. Score 22048.');
    const won = apply(newGame(nearWin), 'left');
    await page.keyboard.press('ArrowDown');
    await eventually(() => readBoard(page), rows(apply(keepGoing(won), 'down')));
    await context.close();
  });

  it('starts a new game from the win dialog and records the finished one', async () => {
    const { context, page } = await openApp(browser(), '?seed=12#/2048', {
      storage: savedGame(nearWin, 'near-win'),
    });
    await eventually(() => readBoard(page), rows(newGame(nearWin)));
    await page.keyboard.press('ArrowLeft');
    const dialog = page.getByRole('dialog', { name: 'You win!' });
    await dialog.getByRole('button', { name: 'New Game' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await eventually(() => readBoard(page), rows(newGame({ seed: 12 })));
    expect(await readScore(page)).toBe(0);
    expect(await readBest(page)).toBe(22048);
    await page.getByText(/^Finished games/).click();
    const table = page.getByRole('table');
    expect(await table.getByRole('row').count()).toBe(2);
    const cells = await table.getByRole('row').nth(1).getByRole('cell').allTextContents();
    // Started from a given board, the game has no replay code: its Replay cell says so.
    expect(cells.slice(1)).toEqual(['4×4', '22048', '2048 ★ (won)', '1', '—']);
    await context.close();
  });

  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    it(`looks right with the win dialog open (${viewport})`, async () => {
      const { context, page } = await openApp(browser(), '#/2048', {
        viewport,
        storage: savedGame(nearWin),
      });
      await page.getByRole('grid', { name: 'Game board' }).waitFor();
      await page.keyboard.press('ArrowLeft');
      await page.getByRole('dialog', { name: 'You win!' }).waitFor();
      await screenshot(page, `2048-win-${viewport}`);
      await context.close();
    });
  }
});

describe('2048: game over', () => {
  it('shows "Game over" with the score, ignores moves, and "Try again" starts over', async () => {
    const { context, page, errors } = await openApp(browser(), '?seed=4#/2048', {
      storage: savedGame(nearLossConfig, 'near-loss'),
    });
    const start = newGame(nearLossConfig);
    await eventually(() => readBoard(page), rows(start));
    await page.keyboard.press('ArrowLeft');
    const lost = apply(start, 'left');
    expect(lost.status).toBe('lost');
    const dialog = page.getByRole('dialog', { name: 'Game over' });
    await dialog.waitFor();
    const description = await dialog.evaluate(
      (element) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent,
    );
    expect(description).toBe(`No moves are left. Your score: ${lost.score}.`);
    expect(await readBoard(page)).toEqual(rows(lost));
    await expectNoAxeViolations(page, 'the game over dialog');

    // Closed, the board stays lost: moves do nothing, and the page still says why.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.locator('.g2048-goal').textContent()).toBe(
      'Game over: no moves are left. Start a New Game or undo.',
    );
    for (const key of ['ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft']) await page.keyboard.press(key);
    await eventually(() => lastAnnouncement(page), 'The game is over.');
    expect(await readBoard(page)).toEqual(rows(lost));
    await page.getByText(/^Finished games/).click();
    const cells = await page.getByRole('table').getByRole('row').nth(1).getByRole('cell').allTextContents();
    expect(cells.slice(1)).toEqual(['4×4', '1234', '16', '1', '—']);

    await page.reload();
    await page.getByRole('dialog', { name: 'Game over' }).getByRole('button', { name: 'Try again' }).click();
    await eventually(() => readBoard(page), rows(newGame({ seed: 4 })));
    expect(await readScore(page)).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    it(`looks right with the game over dialog open (${viewport})`, async () => {
      const { context, page } = await openApp(browser(), '#/2048', {
        viewport,
        storage: savedGame(nearLossConfig),
      });
      await page.getByRole('grid', { name: 'Game board' }).waitFor();
      await page.keyboard.press('ArrowLeft');
      await page.getByRole('dialog', { name: 'Game over' }).waitFor();
      await screenshot(page, `2048-over-${viewport}`);
      await context.close();
    });
  }
});
