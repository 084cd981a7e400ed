/**
 * Farkle beyond the requirements' dialog: more players and other rules. A four-player game with two computers
 * under the popular rules, started from the dialog and played through the page to the end; the Customize panel
 * refusing a bad value by name; six players on a desktop and a phone; screenshots of each.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { apply, computerAction, isComputerTurn, RULE_PRESETS, type FarkleState } from '@pastime/farkle';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  button,
  expectAccessible,
  playerHeadings,
  playStep,
  savedGameItems,
  savedGameKeys,
  storedState,
} from './farkle-helpers.ts';
import { plannedAction } from './games.ts';
import { eventually, openApp, readStorage, screenshot, sharedBrowser } from './harness.ts';

const browser = sharedBrowser();
const PHONE = { width: 390, height: 844 } as const;
const shots = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Saves a screenshot and copies it where the project's screenshots are looked at. */
async function shoot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  const notes = '/work/agent-notes/screens/';
  await mkdir(notes, { recursive: true }).catch(() => undefined);
  await copyFile(`${shots}${name}.png`, `${notes}${name}.png`).catch(() => undefined);
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Select Game Mode' });

async function chooseSeats(page: Page, seats: readonly (readonly [string, string])[]): Promise<void> {
  await button(page, 'More players…').click();
  await page.getByRole('combobox', { name: 'Number of players' }).selectOption(String(seats.length));
  for (const [i, [kind, name]] of seats.entries()) {
    await page.getByRole('combobox', { name: `Seat ${i + 1}`, exact: true }).selectOption({ label: kind });
    await page.getByRole('textbox', { name: `Seat ${i + 1} Name` }).fill(name);
  }
}

/** The game the page keeps, as stored (replayed from its log). */
async function pageState(page: Page): Promise<FarkleState> {
  const storage = await readStorage(page);
  const [key] = savedGameKeys(storage);
  if (key === undefined) throw new Error('no game stored');
  return storedState(storage, key);
}

/** Dismisses the Last turn! notice when it is up (the computers wait for it). */
async function dismissLastTurn(page: Page): Promise<void> {
  const notice = page.getByRole('dialog', { name: 'Last turn!' });
  if (await notice.isVisible()) await notice.getByRole('button', { name: 'OK' }).click();
}

/** Waits until it is a person's turn (or the game is over) and returns the game as the page has it. */
async function waitForPerson(page: Page): Promise<FarkleState> {
  let state = await pageState(page);
  for (let i = 0; i < 400 && state.phase !== 'game-over' && isComputerTurn(state); i++) {
    await dismissLastTurn(page);
    await page.waitForTimeout(50);
    state = await pageState(page);
  }
  expect(state.phase === 'game-over' || !isComputerTurn(state), 'a person’s turn comes').toBe(true);
  return state;
}

const turnsPlayed = (state: FarkleState): number => state.players.reduce((n, p) => n + p.turns.length, 0);

/**
 * One person's step through the page. When it hands the turn to a computer (a bank or a farkle), the computers
 * play at once, so the table is not checked against the step alone: the game is read back once a person is due.
 */
async function step(page: Page, state: FarkleState): Promise<FarkleState> {
  await dismissLastTurn(page);
  const action = plannedAction(state);
  const next = apply(state, action);
  if (!isComputerTurn(next)) return playStep(page, state);
  expect(action.type === 'roll' || action.type === 'bank').toBe(true);
  await button(page, action.type === 'roll' ? 'Roll Dice' : 'Bank Score').click();
  for (let i = 0; i < 400; i++) {
    const now = await pageState(page);
    if (turnsPlayed(now) > turnsPlayed(state) && (now.phase === 'game-over' || !isComputerTurn(now))) {
      // The person's own step is in the record as the engine said.
      expect(now.players[state.current]?.turns.slice(0, next.players[state.current]?.turns.length)).toEqual(
        next.players[state.current]?.turns,
      );
      return now;
    }
    await dismissLastTurn(page);
    await page.waitForTimeout(50);
  }
  throw new Error('the computers did not hand the turn back');
}

/** Plays the people's turns through the page, the computers playing theirs, until the game ends. */
async function playToEnd(page: Page, steps: number): Promise<FarkleState> {
  let state = await waitForPerson(page);
  for (let i = 0; i < steps && state.phase !== 'game-over'; i++) {
    state = await step(page, state);
  }
  return state;
}

describe('Farkle: more players and other rules', () => {
  it('plays a four-player game with two computers under the popular rules to the end', async () => {
    const { context, page, errors } = await openApp(browser(), '?seed=3&pace=0#/farkle');
    await dialog(page).waitFor();
    // The requirements' defaults stand until the extra choices are made.
    expect(await page.getByRole('radio', { name: '1 Player Mode' }).isChecked()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Rules' }).inputValue()).toBe('traditional');
    await chooseSeats(page, [
      ['Person', 'Ada'],
      ['Computer (Expert)', ''],
      ['Person', 'Cy'],
      ['Computer (Classic)', 'Bot'],
    ]);
    await page.getByRole('combobox', { name: 'Rules' }).selectOption('popular');
    await shoot(page, 'rules-mode-dialog-desktop');
    await button(page, 'Start').click();
    await dialog(page).waitFor({ state: 'hidden' });
    expect(await playerHeadings(page)).toEqual([
      'Player: Ada',
      'Player: Computer 1',
      'Player: Cy',
      'Player: Bot',
    ]);
    expect(await page.locator('.farkle-mode').innerText()).toBe('4 Player Mode');
    // The rules panel shows the game's rules.
    await expect.poll(() => page.locator('.fk-rules-name').innerText()).toBe('Popular rules');
    const pairs = page.getByRole('row', { name: /Three distinct pairs/ });
    expect(await pairs.locator('td').innerText()).toBe('1,500');
    const first = await pageState(page);
    expect(first.rules).toStrictEqual(RULE_PRESETS.popular);
    expect(first.players.map((p) => [p.kind, p.level])).toEqual([
      ['human', undefined],
      ['computer', 'expert'],
      ['human', undefined],
      ['computer', 'classic'],
    ]);
    // The first round through the page: Ada, the Expert, Cy, the Classic.
    let state = await waitForPerson(page);
    for (let i = 0; i < 200 && state.players.some((p) => p.turns.length === 0); i++) {
      state = await step(page, state);
    }
    expect(
      state.players.every((p) => p.turns.length > 0),
      'everyone has played a turn',
    ).toBe(true);
    await expectAccessible(page, 'a four-player table');
    await context.close();

    // The rest of the game, from the same game further on: played on in the engine until a person's turn with
    // someone near the target, stored as a game in progress, and played to the end in the page.
    let near = state;
    for (let i = 0; i < 20_000; i++) {
      const leader = Math.max(...near.players.map((p) => p.total));
      if (
        near.phase === 'game-over' ||
        (leader >= 8500 && !isComputerTurn(near) && near.phase === 'awaiting-roll')
      )
        break;
      near = apply(near, computerAction(near));
    }
    expect(near.phase).toBe('awaiting-roll');
    const again = await openApp(browser(), '?pace=0#/farkle', { storage: savedGameItems(near) });
    await eventually(
      () => playerHeadings(again.page),
      ['Player: Ada', 'Player: Computer 1', 'Player: Cy', 'Player: Bot'],
      'the saved game',
    );
    const end = await playToEnd(again.page, 2000);
    expect(end.phase).toBe('game-over');
    expect(end.winner).not.toBeNull();
    expect(Math.max(...end.players.map((p) => p.total))).toBeGreaterThanOrEqual(RULE_PRESETS.popular.target);
    await again.page.getByRole('dialog', { name: /Game over|wins/ }).waitFor();
    expect(errors).toEqual([]);
    expect(again.errors).toEqual([]);
    await again.context.close();
  }, 180_000);

  it('shows no high score in a one-player game under house rules, and the kept one under the traditional rules', async () => {
    const { context, page, errors } = await openApp(browser(), '?seed=3&pace=0#/farkle');
    await dialog(page).waitFor();
    await page.getByRole('combobox', { name: 'Rules' }).selectOption('popular');
    await button(page, 'Start').click();
    await dialog(page).waitFor({ state: 'hidden' });
    await expect.poll(() => page.locator('.fk-rules-name').innerText()).toBe('Popular rules');
    expect(await page.locator('.fk-scoreboard-one').count()).toBe(1);
    expect(await page.locator('#farkle-high-score').count()).toBe(0);
    await context.close();

    const traditional = await openApp(browser(), '?seed=3&pace=0#/farkle');
    await dialog(traditional.page).waitFor();
    await button(traditional.page, 'Start').click();
    await dialog(traditional.page).waitFor({ state: 'hidden' });
    expect(await traditional.page.locator('#farkle-high-score').innerText()).toBe('0');
    await traditional.context.close();
    expect([...errors, ...traditional.errors]).toEqual([]);
  });

  it('the Customize panel offers every setting and refuses a bad value by its name', async () => {
    for (const [viewport, suffix] of [
      [undefined, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { context, page, errors } = await openApp(browser(), '#/farkle', viewport ? { viewport } : {});
      await dialog(page).waitFor();
      // The requirements' dialog as it opens, the new choices below its own.
      expect(await page.getByRole('radio', { name: '1 Player Mode' }).isChecked()).toBe(true);
      await shoot(page, `rules-mode-dialog-default-${suffix}`);
      await page.getByRole('combobox', { name: 'Rules' }).selectOption('custom');
      const target = page.getByRole('textbox', { name: 'Score to win' });
      expect(await target.inputValue()).toBe('10000');
      await target.fill('12345');
      await button(page, 'Start').click();
      // Not started: the field is named and focused.
      await dialog(page).waitFor();
      await expect
        .poll(() => page.locator('.fk-custom-rules .fk-field-error').allInnerTexts())
        .toEqual(['Score to win must be a multiple of 50 from 1,000 to 50,000, got 12345.']);
      expect(await target.getAttribute('aria-invalid')).toBe('true');
      for (const label of [
        'Minimum to bank',
        'Three pairs',
        'Four of a kind',
        'Straight (1 to 6)',
        'Three farkles in a row',
      ])
        expect(await page.getByLabel(label, { exact: true }).count(), label).toBe(1);
      await shoot(page, `rules-customize-${suffix}`);
      await target.fill('5000');
      await page.getByRole('combobox', { name: 'Three pairs' }).selectOption('1000');
      await button(page, 'Start').click();
      await dialog(page).waitFor({ state: 'hidden' });
      const state = await pageState(page);
      expect(state.rules).toStrictEqual({ ...RULE_PRESETS.traditional, target: 5000, threePairs: 1000 });
      expect(await page.locator('.fk-rules-name').innerText()).toBe('Custom rules');
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 60_000);

  it('six players fit the table on a desktop and a phone', async () => {
    for (const [viewport, suffix] of [
      [{ width: 1280, height: 800 }, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { context, page, errors } = await openApp(browser(), '?seed=9&pace=0#/farkle', { viewport });
      await dialog(page).waitFor();
      await chooseSeats(page, [
        ['Person', 'Alexandria Montgomery'.slice(0, 20)],
        ['Computer (Classic)', ''],
        ['Person', ''],
        ['Computer (Expert)', ''],
        ['Person', 'Dee'],
        ['Person', 'Eve'],
      ]);
      await shoot(page, `rules-more-players-${suffix}`);
      await button(page, 'Start').click();
      await dialog(page).waitFor({ state: 'hidden' });
      expect((await playerHeadings(page)).length).toBe(6);
      // Every card is on screen without scrolling sideways.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      const cards = await page.locator('.fk-player-card').evaluateAll((els) =>
        els.map((el) => {
          const box = el.getBoundingClientRect();
          return box.left >= 0 && box.right <= window.innerWidth && box.width > 0;
        }),
      );
      expect(cards).toEqual([true, true, true, true, true, true]);
      if (suffix === 'desktop') {
        // Played a little so the turn table has rows.
        let state = await waitForPerson(page);
        for (let i = 0; i < 40 && state.players.filter((p) => p.turns.length > 0).length < 3; i++) {
          state = await step(page, state);
        }
      }
      await shoot(page, `rules-six-players-${suffix}`);
      await expectAccessible(page, `six players (${suffix})`);
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 120_000);
});
