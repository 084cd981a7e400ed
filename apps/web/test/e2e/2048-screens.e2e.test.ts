import { newGame, apply } from '@pastime/2048';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { finishedGame, readBoard, RECORDS_KEY, rows, savedGame } from './game2048-helpers.ts';
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

/** Every tile value's text must fit inside its tile. */
async function overflowingTiles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.tile-face'))
      .filter((face) => face.scrollWidth > face.clientWidth + 1)
      .map((face) => face.textContent ?? ''),
  );
}

/** A board showing many tile values at once, to check colours, contrast and text sizes. */
function showcase(size: number): number[][] {
  const values = [
    2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 65536, 131072, 1048576,
  ];
  return Array.from({ length: size }, (_, r) =>
    Array.from({ length: size }, (_, c) => values[(r * size + c) % values.length] ?? 2).map((v, c) =>
      r === size - 1 && c === size - 1 ? 0 : v,
    ),
  );
}

describe('2048 screens', () => {
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    it(`has no axe violations and fits the screen (${viewport})`, async () => {
      const records = {
        version: 1,
        best: { '4': 123456 },
        games: [finishedGame('a', 123456), finishedGame('b', 20480)],
      };
      // Still tiles (no move waits in the queue, and no zoom is caught half done by the checks).
      const { context, page, errors } = await openApp(browser(), '?seed=1#/2048', {
        viewport,
        reducedMotion: 'reduce',
        storage: { [RECORDS_KEY]: JSON.stringify(records) },
      });
      await page.getByRole('grid', { name: 'Game board' }).waitFor();
      await expectNoAxeViolations(page, `2048 (${viewport})`);
      await expectNoSideways(page, viewport);
      await screenshot(page, `2048-${viewport}`);
      await page.getByText('Settings', { exact: true }).click();
      await page.getByText(/^Finished games/).click();
      await expectNoAxeViolations(page, `2048 with its panels open (${viewport})`);
      await expectNoSideways(page, viewport);
      await screenshot(page, `2048-panels-${viewport}`);

      // Where the finished games are wider than their box, the focused box scrolls with the arrow keys.
      const table = page.getByRole('region', { name: 'Finished games' });
      const board = await readBoard(page);
      const wide = await table.evaluate((box) => box.scrollWidth > box.clientWidth);
      expect(wide).toBe(viewport === 'phone');
      await table.focus();
      await page.keyboard.press('ArrowRight');
      await eventually(() => table.evaluate((box) => box.scrollLeft > 0), wide);
      expect(await readBoard(page)).toEqual(wide ? board : rows(apply(newGame({ seed: 1 }), 'right')));
      expect(errors).toEqual([]);
      await context.close();
    });

    for (const size of [3, 8]) {
      it(`shows a ${size}×${size} board of big tiles legibly (${viewport})`, async () => {
        const state = newGame({
          size,
          board: showcase(size),
          winValue: 2048,
          stopOnWin: false,
          score: 1234567,
        });
        const { context, page } = await openApp(browser(), '#/2048', {
          viewport,
          storage: savedGame({
            size,
            board: state.board.map((row) => [...row]),
            stopOnWin: false,
            score: 1234567,
          }),
        });
        await page.getByRole('grid', { name: 'Game board' }).waitFor();
        expect(await page.getByRole('gridcell').count()).toBe(size * size);
        expect(await overflowingTiles(page)).toEqual([]);
        await expectNoSideways(page, viewport);
        await expectNoAxeViolations(page, `a ${size}×${size} board (${viewport})`);
        await screenshot(page, `2048-${size}x${size}-${viewport}`);
        await context.close();
      });
    }
  }
});
