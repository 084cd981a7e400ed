/**
 * Farkle played well: the Computer Level choice (Classic, the seed's computer, or Expert, who follows the engine's
 * `advise`), kept in the saved game; and the Advisor, from the table and from the File menu, showing what
 * `advise` says after each roll, while Hint keeps its seed meaning.
 */
import {
  advise,
  apply,
  hint,
  isComputerTurn,
  newGame,
  playComputerTurn,
  type Advice,
  type FarkleState,
} from '@pastime/farkle';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  button,
  expectAccessible,
  expectTable,
  lastAnnouncement,
  openFileMenu,
  playStep,
  readNumber,
  GAMES_PREFIX,
  storedState,
  savedGameItems,
} from './farkle-helpers.ts';
import { plannedAction } from './games.ts';
import {
  eventually,
  expectInView,
  openApp,
  readStorage,
  recordAnnouncements,
  screenshot,
  sharedBrowser,
  takeAnnouncements,
} from './harness.ts';

const browser = sharedBrowser();

const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });
const advisorButton = (page: Page) => page.getByRole('button', { name: 'Advisor', exact: true });
const advisorItem = (page: Page) => page.getByRole('menuitemcheckbox', { name: 'Advisor' });

/** The game the page stored (there is one game in progress in these tests). */
async function storedGame(page: Page): Promise<FarkleState> {
  const storage = await readStorage(page);
  const key = Object.keys(storage).find((k) => k.startsWith(GAMES_PREFIX));
  if (!key) throw new Error('no saved game');
  return storedState(storage, key);
}

/** The positions (die numbers from 0) of the dice the page marks as the advisor's. */
function advisedDice(page: Page): Promise<number[]> {
  return page
    .locator('.fk-die')
    .evaluateAll((dice) => dice.flatMap((die, i) => (die.classList.contains('fk-die-advised') ? [i] : [])));
}

/** The colour of die `index`'s border (the selection's) and its advisor's ring, as drawn; null: no ring. */
function dieMarks(
  page: Page,
  index: number,
): Promise<{ border: string; ring: { color: string; style: string; width: string } | null }> {
  return page
    .locator('.fk-die')
    .nth(index)
    .evaluate((die) => {
      const ring = getComputedStyle(die, '::before');
      return {
        border: getComputedStyle(die).borderTopColor,
        ring:
          ring.content === 'none'
            ? null
            : { color: ring.borderTopColor, style: ring.borderTopStyle, width: ring.borderTopWidth },
      };
    });
}

/** The advice table's rows as text: keep (faces read out), then, value. */
function adviceTable(page: Page): Promise<string[][]> {
  return page
    .locator('.fk-advice-table tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('td'), (cell, i) =>
          i === 0 ? (cell.querySelector('.visually-hidden')?.textContent ?? '') : (cell.textContent ?? ''),
        ),
      ),
    );
}

/** The value an option is shown with: expected points with one player, a chance to win with two. */
function shownValue(option: Advice['options'][number]): string {
  return option.winProbability === null
    ? Math.round(option.expectedTurnScore).toLocaleString('en-US')
    : `${(option.winProbability * 100).toFixed(1)} %`;
}

function facesOf(state: FarkleState, indices: readonly number[]): string {
  const faces = indices.map((i) => String(state.dice[i]?.face));
  return faces.length <= 1 ? faces.join('') : `${faces.slice(0, -1).join(', ')} and ${faces.at(-1) ?? ''}`;
}

describe('Farkle: computer levels', () => {
  it('offers Classic (the default) and Expert against the computer only, and keeps the level', async () => {
    const { context, page, errors } = await openApp(browser(), '?seed=4&pace=5000#/farkle');
    const dialog = page.getByRole('dialog', { name: 'Select Game Mode' });
    await dialog.waitFor();
    const level = page.getByRole('group', { name: 'Computer Level' });
    expect(await level.count(), 'not with one player').toBe(0);
    await radio(page, '2 Player Mode').check();
    expect(await level.count(), 'not with two people').toBe(0);
    await radio(page, 'Computer Opponent').check();
    expect(await level.locator('label').allInnerTexts()).toEqual(['Classic', 'Expert']);
    expect(await radio(page, 'Classic').isChecked()).toBe(true);
    expect(await radio(page, 'Expert').isChecked()).toBe(false);
    await expectAccessible(page, 'mode dialog with the computer level');
    await screenshot(page, 'farkle-mode-level-desktop');
    await button(page, 'Start').click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.locator('.fk-player-level').innerText()).toBe('Classic level');
    expect((await storedGame(page)).computerLevel).toBe('classic');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays an Expert game as advise says, and the saved game says so (seed 10)', async () => {
    const seed = 10;
    const { context, page, errors } = await openApp(browser(), `?seed=${seed}&pace=100#/farkle`);
    await page.getByRole('dialog', { name: 'Select Game Mode' }).waitFor();
    await radio(page, '2 Player Mode').check();
    await radio(page, 'Computer Opponent').check();
    await radio(page, 'Expert').check();
    await page.getByRole('textbox', { name: 'Player One Name' }).fill('Ada');
    await button(page, 'Start').click();
    expect(await page.locator('.fk-player-level').innerText()).toBe('Expert level');
    const saved = await storedGame(page);
    expect(saved.computerLevel).toBe('expert');

    let state = newGame({ mode: 'vs-computer', seed, names: ['Ada'], computerLevel: 'expert' });
    while (!isComputerTurn(state)) state = await playStep(page, state);
    // The engine's Expert turn from here: each selection is advise's, and one differs from the Classic's (the
    // hint's dice), so a page playing the Classic could not end where this one does.
    const expected = playComputerTurn(state);
    let walk = state;
    let differs = false;
    for (const action of expected.actions) {
      if (action.type === 'select') {
        expect(action.indices).toEqual(advise(walk).indices);
        if (JSON.stringify(action.indices) !== JSON.stringify(hint(walk))) differs = true;
      }
      walk = apply(walk, action);
    }
    expect(differs, 'the Expert keeps other dice than the Classic would').toBe(true);
    await expect
      .poll(() => readNumber(page, '#farkle-total-2'), { timeout: 15_000, interval: 50 })
      .toBe(expected.state.players[1]?.total);
    await expectTable(page, expected.state, 'after the Expert’s turn');
    expect((await storedGame(page)).computerLevel).toBe('expert');
    // Restart Game keeps the level.
    await openFileMenu(page);
    await page.getByRole('menuitem', { name: 'Restart Game' }).click();
    const question = page.getByRole('dialog', { name: 'Restart Game?' });
    await question.getByRole('button', { name: 'Restart Game' }).click();
    await question.waitFor({ state: 'hidden' });
    await eventually(() => page.locator('.fk-player-level').innerText(), 'Expert level');
    expect((await storedGame(page)).computerLevel).toBe('expert');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Farkle: the computer without its worker', () => {
  it('says once that it cannot play while its worker does not load, then plays when it does', async () => {
    const { context, page } = await openApp(browser(), '?seed=10&pace=100#/farkle', {
      serviceWorkers: 'block',
    });
    let refused = 0;
    await context.route(/advisor-worker/, (route) => {
      refused++;
      return route.abort();
    });
    await page.getByRole('dialog', { name: 'Select Game Mode' }).waitFor();
    await radio(page, '2 Player Mode').check();
    await radio(page, 'Computer Opponent').check();
    await page.getByRole('textbox', { name: 'Player One Name' }).fill('Ada');
    await button(page, 'Start').click();
    await recordAnnouncements(page);
    let state = newGame({ mode: 'vs-computer', seed: 10, names: ['Ada'] });
    while (!isComputerTurn(state)) state = await playStep(page, state);
    // It asks again every 2 s: wait for a second refusal, and the failure is said once.
    await expect.poll(() => refused, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    const said = (await takeAnnouncements(page)).filter((text) =>
      text.startsWith('The computer cannot play'),
    );
    expect(said.length).toBe(1);
    await expectTable(page, state, 'while the computer cannot play');
    await context.unroute(/advisor-worker/);
    const expected = playComputerTurn(state);
    await expect
      .poll(() => readNumber(page, '#farkle-total-2'), { timeout: 15_000, interval: 50 })
      .toBe(expected.state.players[1]?.total);
    await expectTable(page, expected.state, 'after the computer’s turn');
    await context.close();
  });
});

describe('Farkle: the Advisor', () => {
  it('shows advise’s choice after a roll, turned on from the table and the menu; Hint keeps its meaning', async () => {
    const { context, page, errors } = await openApp(browser(), '?seed=3#/farkle');
    await page.getByRole('dialog', { name: 'Select Game Mode' }).waitFor();
    await page.getByRole('textbox', { name: 'Player One Name' }).fill('Ada');
    await button(page, 'Start').click();
    expect(await advisorButton(page).getAttribute('aria-pressed')).toBe('false');
    expect(await page.locator('.fk-advice').count()).toBe(0);

    // Before the first roll: what the turn is worth.
    await advisorButton(page).click();
    expect(await advisorButton(page).getAttribute('aria-pressed')).toBe('true');
    expect(await lastAnnouncement(page)).toBe('Advisor on: after each roll it shows the best choice.');
    const start = newGame({ mode: 'one-player', seed: 3, names: ['Ada'] });
    const before = advise(start);
    await eventually(
      () => page.locator('.fk-advice-text').innerText(),
      `Roll the dice: ${Math.round(before.expectedTurnScore)} points expected this turn.`,
    );
    expect(Math.round(before.expectedTurnScore)).toBe(551);

    // After the roll (1, 2, 2, 3, 5, 4): keep the 1 alone and roll five dice.
    await button(page, 'Roll Dice').click();
    const rolled = apply(start, { type: 'roll' });
    await expectTable(page, rolled, 'after the roll');
    const advice = advise(rolled);
    expect(advice.indices).toEqual([0]);
    await eventually(
      () => page.locator('.fk-advice-text').innerText(),
      `Keep ${facesOf(rolled, advice.indices)} (die 1), then roll 5 dice: ${Math.round(
        advice.expectedTurnScore,
      )} points expected this turn.`,
    );
    expect(await advisedDice(page)).toEqual([...advice.indices]);
    expect(await page.locator('.fk-die-advised').getAttribute('aria-describedby')).toBeTruthy();
    expect(
      await page
        .locator('.fk-die-advised')
        .evaluate((die) =>
          (die.getAttribute('aria-describedby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent),
        ),
    ).toContain('The advisor keeps it');
    const rows = await adviceTable(page);
    expect(rows.map((row) => row[2])).toEqual(advice.options.slice(0, 3).map(shownValue));
    expect(rows.map((row) => row[0])).toEqual(
      advice.options.slice(0, 3).map((option) => facesOf(rolled, option.indices)),
    );
    expect(rows[0]?.[1]).toBe('Roll 5 dice');
    await expectAccessible(page, 'Farkle with the advisor on');
    for (const size of [
      { name: 'phone', width: 360, height: 740 },
      { name: '1200x800', width: 1200, height: 800 },
      { name: 'desktop', width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size);
      await screenshot(page, `farkle-advisor-${size.name}`);
    }

    // Hint still outlines the roll's best score (the 1 and the 5), not the advisor's choice.
    await page.keyboard.press('h');
    await eventually(() => page.locator('.fk-die-hint').count(), 2);
    expect(hint(rolled)).toEqual([0, 4]);
    expect(await page.locator('.fk-die').nth(4).getAttribute('class')).toContain('fk-die-hint');
    expect(await advisedDice(page)).toEqual([0]);

    // The advised die's ring is its own: seen with the hint's outline (die 1 is both), and with the selection's
    // border at once; thinner on a phone, where two advised dice side by side keep a gap between their rings.
    await screenshot(page, 'farkle-advisor-hint-desktop');
    await page.keyboard.press('1');
    await eventually(() => page.locator('.fk-die-advised.fk-die-selected').count(), 1);
    for (const size of [
      { name: 'phone', width: 360, height: 740, ring: '2px' },
      { name: 'desktop', width: 1280, height: 800, ring: '3px' },
    ]) {
      await page.setViewportSize(size);
      expect(await dieMarks(page, 0), size.name).toEqual({
        border: 'rgb(255, 230, 0)',
        ring: { color: 'rgb(224, 187, 255)', style: 'solid', width: size.ring },
      });
      expect((await dieMarks(page, 1)).ring).toBeNull();
      await screenshot(page, `farkle-advisor-selected-${size.name}`);
    }
    // With the system's colours the selection and the ring still differ: a single line, a double one.
    await page.emulateMedia({ forcedColors: 'active' });
    const forced = await dieMarks(page, 0);
    expect(forced.ring?.style).toBe('double');
    expect(forced.ring?.color).not.toBe(forced.border);
    await screenshot(page, 'farkle-advisor-selected-forced-colors');
    await page.emulateMedia({ forcedColors: 'none' });
    await page.keyboard.press('1');
    await eventually(() => page.locator('.fk-die-selected').count(), 0);

    // Selecting dice keeps the advice, and marks the player's own choice in the table.
    await page.keyboard.press('5');
    const mine = apply(rolled, { type: 'toggle', index: 4 });
    await expectTable(page, mine, 'after selecting the 5');
    await eventually(() => page.locator('.fk-advice-yours').count(), 1);
    const yours = await page
      .locator('.fk-advice-table tbody tr')
      .filter({ has: page.locator('.fk-advice-yours') })
      .locator('td')
      .nth(2)
      .innerText();
    const option = advice.options.find(
      (o) => o.indices.length === 1 && o.indices[0] === 4 && o.then === 'roll',
    );
    expect(option && shownValue(option)).toBe(yours);

    // Off and on again from the File menu, where it is an item that is on or off.
    await openFileMenu(page);
    expect(await advisorItem(page).getAttribute('aria-checked')).toBe('true');
    await advisorItem(page).click();
    expect(await advisorButton(page).getAttribute('aria-pressed')).toBe('false');
    expect(await page.locator('.fk-advice').count()).toBe(0);
    expect(await advisedDice(page)).toEqual([]);
    expect(await lastAnnouncement(page)).toBe('Advisor off.');
    await openFileMenu(page);
    expect(await advisorItem(page).getAttribute('aria-checked')).toBe('false');
    await expectAccessible(page, 'File menu with the Advisor item');
    await advisorItem(page).click();
    expect(await advisorButton(page).getAttribute('aria-pressed')).toBe('true');
    await eventually(() => advisedDice(page), [0]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives the chance to win in a two-player game', async () => {
    // Two people, the second to decide after a roll with both totals under way.
    let state: FarkleState = newGame({ mode: 'two-player', seed: 6, names: ['Ada', 'Bo'] });
    const wanted = (s: FarkleState) =>
      s.current === 1 &&
      s.phase === 'choosing' &&
      (s.players[0]?.total ?? 0) > 0 &&
      advise(s).options.length > 4;
    for (let i = 0; i < 2_000 && !wanted(state); i++) state = apply(state, plannedAction(state));
    expect(wanted(state)).toBe(true);
    const { context, page, errors } = await openApp(browser(), '#/farkle', {
      viewport: { width: 1200, height: 800 },
      storage: savedGameItems(state),
    });
    await expectTable(page, state, 'resumed');
    await advisorButton(page).click();
    const advice = advise(state);
    expect(advice.winProbability).not.toBeNull();
    await eventually(
      async () =>
        (await page.locator('.fk-advice-text').innerText()).endsWith(
          `your chance to win is ${shownValue(advice)}.`,
        ),
      true,
    );
    expect(await page.locator('.fk-advice-table thead th').allInnerTexts()).toEqual([
      'Keep',
      'Then',
      'Chance to win',
    ]);
    const rows = await adviceTable(page);
    expect(rows.map((row) => row[2])).toEqual(advice.options.slice(0, rows.length).map(shownValue));
    expect(await advisedDice(page)).toEqual([...advice.indices]);
    await expectAccessible(page, 'two-player advice');

    // The fullest advice, the player's own choice added below the best three, still fits 1200×800.
    const worst = advice.options.at(-1);
    if (!worst) throw new Error('no options');
    for (const index of worst.indices) {
      await page.getByRole('button', { name: new RegExp(`^Die ${index + 1}:`) }).click();
    }
    await eventually(() => page.locator('.fk-advice-table tbody tr').count(), 4);
    // The row shows the player's keep with its better way on (roll or bank).
    const mine = advice.options.find((o) => o.indices.join() === worst.indices.join());
    expect(mine && (await adviceTable(page)).at(-1)?.[2]).toBe(mine && shownValue(mine));
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight),
      'no page scrolling at 1200×800',
    ).toBe(true);
    await expectInView(page.locator('.fk-advisor'), 'the advice at 1200×800');
    await screenshot(page, 'farkle-advisor-two-1200x800');
    expect(errors).toEqual([]);
    await context.close();
  });
});
