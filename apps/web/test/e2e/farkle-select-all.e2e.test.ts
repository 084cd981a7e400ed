/**
 * Select All (002 §1.2.8 leaves it open; SPEC-NOTES: "Select All"): it selects the dice that make the roll's
 * maximum score — all of them when every die of the roll scores — and never a die that cannot score. The page
 * only asks the engine (`select-all`); these tests say what the player must see.
 */
import { apply, newGame, type FarkleState } from '@pastime/farkle';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { button, playUntil, savedGameItems } from './farkle-helpers.ts';
import { eventually, openApp, sharedBrowser } from './harness.ts';

const browser = sharedBrowser();

const faceCounts = (faces: readonly number[]): number[] =>
  [1, 2, 3, 4, 5, 6].map((face) => faces.filter((f) => f === face).length);

/**
 * A first roll whose only scoring dice are single 1s and 5s (no three of a kind, straight or three pairs) beside
 * dice that cannot score: its maximum score is plainly those 1s and 5s.
 */
function rollWithDeadDice(): FarkleState {
  for (let seed = 1; seed < 10_000; seed++) {
    const state = apply(newGame({ mode: 'one-player', seed, names: ['Ada'] }), { type: 'roll' });
    const faces: number[] = state.dice.map((die) => die.face ?? 0);
    const counts = faceCounts(faces);
    const scoring = faces.filter((face) => face === 1 || face === 5).length;
    const pairs = counts.filter((count) => count === 2).length;
    if (Math.max(...counts) < 3 && pairs < 3 && scoring >= 2 && scoring <= 4) return state;
  }
  throw new Error('no such roll');
}

/** A later roll of the turn, of fewer than six dice, every one of them a 1 or a 5: all of it scores. */
function rollThatAllScores(): FarkleState {
  for (let seed = 1; seed < 500; seed++) {
    const found = playUntil(newGame({ mode: 'one-player', seed, names: ['Ada'] }), (s) => {
      const free = s.dice.filter((die) => !die.locked);
      return (
        s.phase === 'choosing' &&
        free.length >= 2 &&
        free.length < 6 &&
        s.dice.every((die) => !die.selected) &&
        free.every((die) => die.face === 1 || die.face === 5)
      );
    });
    if (found.phase === 'choosing') return found;
  }
  throw new Error('no such roll');
}

async function pressedDice(page: Page): Promise<number[]> {
  return page
    .locator('.fk-die')
    .evaluateAll((dice) =>
      dice.flatMap((die, i) => (die.getAttribute('aria-pressed') === 'true' ? [i] : [])),
    );
}

async function selectionScore(page: Page): Promise<number> {
  return Number(((await page.locator('#farkle-selection-score').textContent()) ?? '').replace(/,/g, ''));
}

describe('Farkle: Select All', () => {
  it('selects only the dice that score, leaving the ones that cannot', async () => {
    const state = rollWithDeadDice();
    const faces: number[] = state.dice.map((die) => die.face ?? 0);
    const scoring = faces.flatMap((face, i) => (face === 1 || face === 5 ? [i] : []));
    const points = faces.reduce((sum, face) => sum + (face === 1 ? 100 : face === 5 ? 50 : 0), 0);
    const { context, page, errors } = await openApp(browser(), '#/farkle', {
      storage: savedGameItems(state),
    });
    await eventually(() => pressedDice(page), []);
    await button(page, 'Select All').click();
    await eventually(() => pressedDice(page), scoring, `faces ${faces.join(' ')}`);
    expect(await selectionScore(page)).toBe(points);
    expect(state.rollScore).toBe(points);
    expect(await button(page, 'Roll Dice').isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('selects every die of the roll when all of them score, also with the A key', async () => {
    const state = rollThatAllScores();
    const free = state.dice.flatMap((die, i) => (die.locked ? [] : [i]));
    const points = free.reduce((sum, i) => sum + (state.dice[i]?.face === 1 ? 100 : 50), 0);
    const { context, page, errors } = await openApp(browser(), '#/farkle', {
      storage: savedGameItems(state),
    });
    await eventually(() => pressedDice(page), []);
    // The key does what the button does: wait until the resumed roll is on the table and the button takes it.
    await expect.poll(() => button(page, 'Select All').isEnabled()).toBe(true);
    await page.keyboard.press('a');
    await eventually(() => pressedDice(page), free);
    // The roll's maximum score: singles, or a triple where three are alike.
    expect(await selectionScore(page)).toBe(state.rollScore);
    expect(state.rollScore).toBeGreaterThanOrEqual(points);
    expect(errors).toEqual([]);
    await context.close();
  });
});
