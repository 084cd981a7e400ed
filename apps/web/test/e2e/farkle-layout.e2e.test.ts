/**
 * Where things sit on the Farkle table (002 §1.2.2, §1.2.9): the selected dice's score directly below the turn
 * score and above the dice, on a phone and on the desktop sizes.
 */
import { apply, newGame, type FarkleState } from '@pastime/farkle';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectTable, plannedAction, savedGameItems } from './farkle-helpers.ts';
import { openApp, sharedBrowser, VIEWPORTS } from './harness.ts';

const browser = sharedBrowser();

const SIZES = {
  phone: VIEWPORTS.phone,
  '1200×800': { width: 1200, height: 800 },
  desktop: VIEWPORTS.desktop,
} as const satisfies Record<string, { width: number; height: number }>;

/** A one-player game with dice selected after its first roll. */
function withSelection(): FarkleState {
  const rolled = apply(newGame({ mode: 'one-player', seed: 3, names: ['Ada'] }), { type: 'roll' });
  const chosen = apply(rolled, plannedAction(rolled));
  expect(chosen.selectionScore).toBeGreaterThan(0);
  return chosen;
}

interface Box {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

async function box(page: Page, selector: string): Promise<Box> {
  return page.locator(selector).evaluate((element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect();
    return { top, bottom, left, right };
  });
}

describe('Farkle layout', () => {
  it('shows the selected dice’s score directly below the turn score, above the dice (002 §1.2.2)', async () => {
    const state = withSelection();
    const { context, page } = await openApp(browser(), '#/farkle', {
      viewport: 'phone',
      storage: savedGameItems(state),
    });
    await expectTable(page, state, 'resumed');
    for (const [name, size] of Object.entries(SIZES)) {
      await page.setViewportSize(size);
      const turn = await box(page, '.fk-turn-score');
      const selection = await box(page, '.fk-selection-score');
      const dice = await box(page, '.fk-dice');
      expect(selection.top, `${name}: below the turn score`).toBeGreaterThanOrEqual(turn.bottom - 0.5);
      expect(selection.top - turn.bottom, `${name}: directly below it`).toBeLessThanOrEqual(12);
      expect(selection.bottom, `${name}: above the dice`).toBeLessThanOrEqual(dice.top);
      // Under it, not beside it: the two overlap horizontally.
      expect(Math.min(turn.right, selection.right) - Math.max(turn.left, selection.left)).toBeGreaterThan(0);
    }
    await context.close();
  });
});
