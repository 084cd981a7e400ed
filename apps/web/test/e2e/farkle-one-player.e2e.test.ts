/**
 * Farkle, one player (002 §1.2, §1.3, §2.1, §4): a whole seeded game of ten turns through the page — banking, a
 * farkle, hot dice and the bonus roll, the hint — checked against the engine after every action; the end-of-game
 * box and its three buttons; the high score (kept, congratulated, reset, damaged); the keyboard; resuming.
 */
import { apply, canBank, canRoll, canSelectAll, hint, newGame, type FarkleState } from '@pastime/farkle';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  button,
  expectAccessible,
  chooseMenu,
  dieButton,
  expectTable,
  facesOf,
  HIGH_SCORE_KEY,
  highScoreItems,
  lastAnnouncement,
  menuItemDisabled,
  openFileMenu,
  playerHeadings,
  playStep,
  playUntil,
  readFaces,
  readNumber,
  savedGameItems,
  savedGameKeys,
  settle,
  playedAgain,
} from './farkle-helpers.ts';
import { eventually, openApp, readStorage, screenshot, sharedBrowser } from './harness.ts';

const browser = sharedBrowser();

const SEED = 3;

async function startOnePlayer(page: Page, name = ''): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Select Game Mode' });
  await dialog.waitFor();
  await page.getByRole('textbox', { name: 'Player One Name' }).fill(name);
  await button(page, 'Start').click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The buttons are enabled exactly as the engine's queries say (read even when a dialog covers the table). */
async function expectButtons(page: Page, state: FarkleState, what: string): Promise<void> {
  const shown = await page
    .locator('.fk-table-button')
    .evaluateAll((buttons) =>
      Object.fromEntries(
        buttons.map((button) => [button.textContent ?? '', !(button as HTMLButtonElement).disabled]),
      ),
    );
  expect(shown, `buttons ${what}`).toEqual({
    'Roll Dice': canRoll(state),
    'Bank Score': canBank(state),
    'Select All': canSelectAll(state),
  });
}

/** The turn list: each turn's points (blank until played) and which turn is highlighted. */
async function readTurns(page: Page): Promise<{ points: string[]; current: string[] }> {
  const list = page.locator('ol.fk-turns-one');
  return {
    points: await list.locator('.fk-turn-points').allInnerTexts(),
    current: await list.locator('[aria-current="step"] .fk-turn-number').allInnerTexts(),
  };
}

function expectedTurns(state: FarkleState): { points: string[]; current: string[] } {
  const turns = state.players[0]?.turns ?? [];
  const playing = state.phase !== 'game-over';
  return {
    points: Array.from({ length: 10 }, (_, i) => {
      const points = turns[i];
      if (points !== undefined) return points.toLocaleString('en-US');
      return playing && i === turns.length ? 'now' : '–';
    }),
    current: playing ? [`Turn ${turns.length + 1}`] : [],
  };
}

describe('Farkle: one player', () => {
  it('plays a whole game of ten turns with banking, a farkle, hot dice, the hint and a new high score', async () => {
    const { context, page, errors } = await openApp(browser(), `?seed=${SEED}#/farkle`, {
      storage: highScoreItems(1000),
    });
    await startOnePlayer(page);
    let state = newGame({ mode: 'one-player', seed: SEED, highScore: 1000 });

    // 2.1.0: the table as a game starts.
    expect(await page.title()).toBe('Farkle Single Player Mode');
    expect(await playerHeadings(page)).toEqual(['Player: Jacob']);
    expect(await readNumber(page, '#farkle-high-score')).toBe(1000);
    expect(await page.locator('.fk-die .fk-die-face').allInnerTexts()).toEqual([
      'F',
      'A',
      'R',
      'K',
      'L',
      'E',
    ]);
    expect(await dieButton(page, 0).getAttribute('aria-label')).toBe('Die 1');
    await expectButtons(page, state, 'at the start');
    expect(await readTurns(page)).toEqual(expectedTurns(state));
    await openFileMenu(page);
    expect(await menuItemDisabled(page, 'Hint'), 'no hint before the first roll').toBe(true);
    expect(await menuItemDisabled(page, 'New Game')).toBe(false);
    expect(await menuItemDisabled(page, 'Restart Game')).toBe(false);
    await page.keyboard.press('Escape');

    const seen = { farkle: false, hotDice: false, bonusRoll: false, hint: false, hintOff: false, banked: 0 };
    for (let step = 0; state.phase !== 'game-over'; step++) {
      expect(step, 'the game ends').toBeLessThan(200);
      const fresh = state.phase === 'choosing' && state.dice.every((die) => !die.selected);

      if (fresh && !seen.hint) {
        // 1.2.10.d/e: the hint is offered after a roll and before any die is selected, and highlights its dice.
        await chooseMenu(page, 'Hint');
        const expected = hint(state).map((i) => `Die ${i + 1}: ${state.dice[i]?.face}`);
        await eventually(
          () => page.locator('.fk-die-hint').evaluateAll((els) => els.map((el) => el.ariaLabel)),
          expected,
        );
        expect(await lastAnnouncement(page)).toMatch(/^Hint: take dic?e? /);
        await expectAccessible(page, 'one player, hint shown');
        seen.hint = true;
      }

      state = await playStep(page, state);
      await expectButtons(page, state, `after step ${step}`);

      const types = state.events.map((event) => event.type);
      if (types.includes('farkled')) {
        // 1.2.7: "Farkle!" prominently, 0 in the turn score, the dice keep their faces but are unlocked.
        await page.getByText('Farkle!', { exact: true }).waitFor();
        expect(await lastAnnouncement(page)).toMatch(/^Jacob rolled: .*\. Farkle! Jacob loses /);
        expect(await readNumber(page, '#farkle-turn-score')).toBe(0);
        expect(await page.locator('.fk-die-locked').count()).toBe(0);
        // The dice that scored nothing are marked, so the 1s and 5s set aside before them do not puzzle anyone.
        const thrown = state.events.flatMap((event) => (event.type === 'rolled' ? event.indices : []));
        expect(
          await page.locator('.fk-die-farkled').evaluateAll((dice) => dice.map((die) => die.ariaLabel)),
        ).toEqual(thrown.map((i) => `Die ${i + 1}: ${state.dice[i]?.face}`));
        if (!seen.farkle) {
          await screenshot(page, 'farkle-one-farkle-desktop');
          await expectAccessible(page, 'one player, farkle');
        }
        seen.farkle = true;
      }
      if (types.includes('hot-dice')) {
        // 4.7.0: a bonus roll, announced in the turn box.
        await page.getByText('Hot dice!', { exact: true }).waitFor();
        expect(await button(page, 'Roll Dice').isEnabled()).toBe(true);
        if (!seen.hotDice) await screenshot(page, 'farkle-one-hot-dice-desktop');
        seen.hotDice = true;
      }
      if (state.events.some((event) => event.type === 'rolled' && event.bonus)) {
        await page.getByText('Bonus roll', { exact: true }).waitFor();
        expect(await page.locator('.fk-die-locked').count(), 'every die back in play').toBe(0);
        seen.bonusRoll = true;
      }
      if (types.includes('banked')) seen.banked++;
      if (types.includes('turn-passed') || types.includes('game-over')) {
        expect(await readTurns(page)).toEqual(expectedTurns(state));
        // 4.10.0: a new turn starts with Bank Score and Select All disabled and the dice unlocked.
        if (state.phase !== 'game-over') {
          expect(await page.locator('.fk-die-locked').count()).toBe(0);
          expect(await button(page, 'Roll Dice').isEnabled()).toBe(true);
        }
      }
      if (state.phase === 'choosing' && state.dice.some((die) => die.locked)) {
        // 1.2.6: dice set aside earlier are shaded and cannot be selected.
        const locked = state.dice.flatMap((die, i) => (die.locked ? [i] : []));
        for (const i of locked) expect(await dieButton(page, i).getAttribute('aria-disabled')).toBe('true');
      }
      if (seen.hint && !seen.hintOff && state.dice.some((die) => die.selected)) {
        await openFileMenu(page);
        expect(await menuItemDisabled(page, 'Hint'), 'no hint once a die is selected').toBe(true);
        await page.keyboard.press('Escape');
        seen.hintOff = true;
      }
    }
    expect(seen).toMatchObject({ farkle: true, hotDice: true, bonusRoll: true, hint: true, hintOff: true });
    expect(seen.banked).toBeGreaterThanOrEqual(5);

    // 2.1.2–2.1.4, 1.5.1: the end box with the score and a congratulation; the high score is kept.
    const total = state.players[0]?.total ?? 0;
    expect(total).toBeGreaterThan(1000);
    const end = page.getByRole('dialog', { name: 'Game over' });
    await end.waitFor();
    expect(await end.innerText()).toContain(
      `Jacob scored ${total.toLocaleString('en-US')} points in 10 turns.`,
    );
    expect(await end.innerText()).toContain('Congratulations! That is a new high score.');
    expect(await readNumber(page, '#farkle-high-score')).toBe(total);
    const stored = await readStorage(page);
    expect(JSON.parse(stored[HIGH_SCORE_KEY] ?? '{}')).toEqual({ version: 1, best: total });
    expect(savedGameKeys(stored), 'a finished game is not kept for resuming').toEqual([]);
    await expectAccessible(page, 'one player, end of game');
    await screenshot(page, 'farkle-one-end-desktop');

    // 1.5.1.a Play Again?: the same player and mode from the start, with the run's next seed.
    await button(page, 'Play Again?').click();
    await end.waitFor({ state: 'hidden' });
    state = playedAgain(state, SEED, 2);
    expect(await playerHeadings(page)).toEqual(['Player: Jacob']);
    await expectTable(page, state, 'after Play Again?');
    expect(await readTurns(page)).toEqual(expectedTurns(state));
    state = await playStep(page, state);
    expect(await readFaces(page)).toEqual(facesOf(state));
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('ends with Main Menu, with Quit and with the box’s close button', async () => {
    // A saved game at the start of its tenth turn: the last turn is played through the page.
    const lastTurn = playUntil(
      newGame({ mode: 'one-player', seed: 12, names: ['Ada'] }),
      (s) => s.turn === 10,
    );
    expect(lastTurn.phase).toBe('awaiting-roll');
    for (const exit of ['Main Menu', 'Quit', 'Close'] as const) {
      const { context, page, errors } = await openApp(browser(), '#/farkle', {
        storage: { ...savedGameItems(lastTurn), ...highScoreItems(99_999) },
      });
      await page.getByRole('heading', { name: 'Player: Ada' }).waitFor();
      let state = lastTurn;
      await expectTable(page, state, 'resumed');
      while (state.phase !== 'game-over') state = await playStep(page, state);
      const end = page.getByRole('dialog', { name: 'Game over' });
      await end.waitFor();
      expect(await end.innerText()).toContain('The high score is');
      if (exit === 'Close') {
        // 1.5.1.d: a visible close button in the upper part of the box, beside its title.
        const close = end.getByRole('button', { name: 'Close', exact: true });
        expect(await close.isVisible()).toBe(true);
        await settle(page);
        const [closeBox, endBox, titleBox] = await Promise.all([
          close.boundingBox(),
          end.boundingBox(),
          end.getByRole('heading', { name: 'Game over' }).boundingBox(),
        ]);
        if (!closeBox || !endBox || !titleBox)
          throw new Error('the end box, its title and close button show');
        expect(closeBox.y - endBox.y).toBeLessThan(endBox.height / 4);
        expect(closeBox.y).toBeLessThan(titleBox.y + titleBox.height);
        expect(closeBox.width).toBeGreaterThanOrEqual(44);
        expect(closeBox.height).toBeGreaterThanOrEqual(44);
        await expectAccessible(page, 'end box with its close button');
        await screenshot(page, 'farkle-end-close-desktop');
      }
      await button(page, exit).click();
      if (exit === 'Main Menu') {
        // 1.5.1.b: the mode dialog again.
        await page.getByRole('dialog', { name: 'Select Game Mode' }).waitFor();
        expect(await end.isVisible()).toBe(false);
      } else {
        // 1.5.1.c, 1.5.1.d: the app "closes": back to the home screen.
        await page.getByRole('heading', { level: 1, name: 'Pastime' }).waitFor();
        expect(new URL(page.url()).hash).toBe('#/');
        expect(savedGameKeys(await readStorage(page))).toEqual([]);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('resets the high score, follows other tabs, and sets a damaged one aside', async () => {
    const opened = await openApp(browser(), '#/farkle', { storage: highScoreItems(5000) });
    const { context, page, errors } = opened;
    await startOnePlayer(page, 'Ada');
    expect(await readNumber(page, '#farkle-high-score')).toBe(5000);
    // It asks first, naming the score that would be lost; Cancel and Escape keep it.
    const confirm = page.getByRole('dialog', { name: 'Reset High Score?' });
    const stored = async (): Promise<unknown> =>
      JSON.parse((await readStorage(page))[HIGH_SCORE_KEY] ?? '{}');
    for (const keep of ['Cancel', 'Escape'] as const) {
      await chooseMenu(page, 'Reset High Score');
      await confirm.waitFor();
      expect(await confirm.getByText('Reset the high score of 5,000 points to 0?').count()).toBe(1);
      if (keep === 'Cancel') {
        await expectAccessible(page, 'Reset High Score question');
        await screenshot(page, 'farkle-reset-question-desktop');
        await confirm.getByRole('button', { name: 'Cancel' }).click();
      } else {
        await page.keyboard.press('Escape');
      }
      await confirm.waitFor({ state: 'hidden' });
      expect(await readNumber(page, '#farkle-high-score'), keep).toBe(5000);
      expect(await stored(), keep).toEqual({ version: 1, best: 5000 });
    }
    await chooseMenu(page, 'Reset High Score');
    await confirm.getByRole('button', { name: 'Reset to 0' }).click();
    await eventually(() => readNumber(page, '#farkle-high-score'), 0);
    expect(await lastAnnouncement(page)).toBe('High score reset to 0.');
    expect(await stored()).toEqual({ version: 1, best: 0 });
    // At 0 there is nothing to lose: no question.
    await chooseMenu(page, 'Reset High Score');
    await eventually(() => lastAnnouncement(page), 'The high score is already 0.');
    expect(await confirm.count()).toBe(0);

    // Another tab's record shows up here without a reload.
    const other = await context.newPage();
    await other.goto(page.url());
    await other.evaluate(
      (key) => localStorage.setItem(key, JSON.stringify({ version: 1, best: 777 })),
      HIGH_SCORE_KEY,
    );
    await eventually(() => readNumber(page, '#farkle-high-score'), 777);
    expect(errors).toEqual([]);
    await context.close();

    const damaged = await openApp(browser(), '#/farkle', {
      storage: { [HIGH_SCORE_KEY]: JSON.stringify({ version: 1, best: -5 }) },
    });
    await startOnePlayer(damaged.page);
    expect(await readNumber(damaged.page, '#farkle-high-score')).toBe(0);
    await damaged.page
      .getByText(/^The Farkle high score could not be read \(highScore\.best must be/)
      .waitFor();
    const keys = Object.keys(await readStorage(damaged.page));
    expect(keys.some((key) => key.startsWith(`pastime.backup:farkle.highScore:`))).toBe(true);
    expect(damaged.errors).toEqual([]);
    await damaged.context.close();
  });

  it('plays from the keyboard: shortcuts, the File menu, focus kept on the table', async () => {
    const { context, page, errors } = await openApp(browser(), `?seed=${SEED}#/farkle`);
    await startOnePlayer(page);
    let state = newGame({ mode: 'one-player', seed: SEED });
    // After Start, focus is on Roll Dice.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Roll Dice');
    await page.keyboard.press('r');
    state = apply(state, { type: 'roll' });
    await expectTable(page, state, 'after R');
    // Roll Dice is disabled now; focus moved to the first die rather than being lost.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Die 1: ${state.dice[0]?.face}`,
    );
    await page.keyboard.press('h');
    await eventually(() => page.locator('.fk-die-hint').count(), hint(state).length);
    for (const i of hint(state)) {
      await page.keyboard.press(String(i + 1));
      state = apply(state, { type: 'toggle', index: i });
    }
    await expectTable(page, state, 'after the digit keys');
    expect(await page.locator('.fk-die-hint').count(), 'the hint goes away after a selection').toBe(0);
    await page.keyboard.press('r');
    state = apply(state, { type: 'roll' });
    await expectTable(page, state, 'after the second R');

    // The File menu from the keyboard: arrows, Home/End, a letter, Escape back to the button.
    await button(page, 'File').focus();
    await page.keyboard.press('ArrowDown');
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await eventually(focused, 'Hint');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('Advisor');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('New Game');
    await page.keyboard.press('End');
    expect(await focused()).toBe('Quit');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('Hint');
    await page.keyboard.press('r');
    expect(await focused()).toBe('Restart Game');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe('New Game');
    await expectAccessible(page, 'one player, File menu open');
    await screenshot(page, 'farkle-one-menu-desktop');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('menu').isVisible()).toBe(false);
    expect(await focused()).toContain('File');
    // Restart Game from the keyboard.
    await page.keyboard.press('Enter');
    await eventually(focused, 'Hint');
    await page.keyboard.press('r');
    await eventually(focused, 'Restart Game');
    await page.keyboard.press('Enter');
    // A game in progress: it asks first, Cancel focused; Shift+Tab reaches Restart Game.
    await page.getByRole('dialog', { name: 'Restart Game?' }).waitFor();
    await eventually(focused, 'Cancel');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('Restart Game');
    await page.keyboard.press('Enter');
    state = playedAgain(state, SEED, 2);
    await expectTable(page, state, 'after Restart Game');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('resumes the game in progress after a reload', async () => {
    const { context, page, errors } = await openApp(browser(), `?seed=${SEED}#/farkle`);
    await startOnePlayer(page, 'Ada');
    let state = newGame({ mode: 'one-player', seed: SEED, names: ['Ada'] });
    for (let i = 0; i < 6; i++) state = await playStep(page, state);
    await page.reload();
    await page.getByRole('heading', { name: 'Player: Ada' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Select Game Mode' }).isVisible()).toBe(false);
    await expectTable(page, state, 'after the reload');
    expect(await readTurns(page)).toEqual(expectedTurns(state));
    while (state.turn < 3) state = await playStep(page, state);
    expect(errors).toEqual([]);
    await context.close();
  });
});
