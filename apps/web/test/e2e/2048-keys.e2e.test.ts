/** The keys for 2048's buttons: U Undo, R Redo, N New Game and H Hint, as the guide lists them. */
import { apply, newGame } from '@pastime/2048';
import { describe, expect, it } from 'vitest';
import { lastAnnouncement, readBoard, readSavedGame, rows } from './game2048-helpers.ts';
import { eventually, openApp, sharedBrowser } from './harness.ts';

const browser = sharedBrowser();

describe('2048 keys', () => {
  it('undo, redo, start a new game and ask for a hint as the buttons do', async () => {
    const { context, page, errors } = await openApp(browser(), '?seed=31#/2048', { reducedMotion: 'reduce' });
    const start = newGame({ seed: 31 });
    await eventually(() => readBoard(page), rows(start));
    await page.keyboard.press('ArrowLeft');
    const moved = apply(start, 'left');
    await eventually(() => readBoard(page), rows(moved));
    await page.keyboard.press('u');
    await eventually(() => readBoard(page), rows(start));
    await page.keyboard.press('R');
    await eventually(() => readBoard(page), rows(moved));
    await page.keyboard.press('h');
    await eventually(async () => (await lastAnnouncement(page)).startsWith('Best move:'), true);
    await page.keyboard.press('n');
    await eventually(async () => (await readSavedGame(page))?.moves, 0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
