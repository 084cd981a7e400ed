/**
 * Farkle against the computer (002 §2.3, §5, §1.2.10.g): the computer's turn plays out on the table one action at
 * a time, exactly as the engine decides, while people cannot act and New Game and Restart Game are disabled; and
 * the end of such a game, from a saved game near 10,000.
 */
import {
  apply,
  computerAction,
  isComputerTurn,
  newGame,
  playComputerTurn,
  type FarkleState,
} from '@pastime/farkle';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  button,
  expectAccessible,
  expectTable,
  facesOf,
  menuItemDisabled,
  openFileMenu,
  playerHeadings,
  playStep,
  readFaces,
  readNumber,
  savedGameItems,
} from './farkle-helpers.ts';
import { plannedAction } from './games.ts';
import { FARKLE_PACE_MS as DEFAULT_PACE_MS } from '@pastime/app-core';
import { eventually, openApp, screenshot, sharedBrowser } from './harness.ts';

const browser = sharedBrowser();

const SEED = 5;

async function startAgainstComputer(page: Page): Promise<void> {
  await page.getByRole('dialog', { name: 'Select Game Mode' }).waitFor();
  await page.getByRole('radio', { name: '2 Player Mode' }).check();
  await page.getByRole('radio', { name: 'Computer Opponent' }).check();
  await page.getByRole('textbox', { name: 'Player One Name' }).fill('Ada');
  await button(page, 'Start').click();
}

/**
 * Records, inside the page, every distinct look of the table (whose turn, dice faces, dice selected, turn score)
 * as it changes and when, so the test sees each step the computer showed however fast the test itself runs.
 */
async function recordTable(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log: string[] = [];
    (window as unknown as { tableLog: string[] }).tableLog = log;
    const root = document.querySelector('.farkle-center');
    if (!root) throw new Error('no table');
    const look = () => ({
      status: root.querySelector('.fk-turn-status')?.textContent,
      faces: Array.from(root.querySelectorAll('.fk-die'), (die) => die.ariaLabel),
      selected: root.querySelectorAll('.fk-die[aria-pressed="true"]').length,
      turnScore: root.querySelector('#farkle-turn-score')?.textContent,
    });
    let last = '';
    new MutationObserver(() => {
      const now = JSON.stringify(look());
      if (now === last) return;
      last = now;
      log.push(JSON.stringify({ ...look(), at: performance.now() }));
    }).observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

interface Look {
  readonly status: string;
  readonly faces: string[];
  readonly selected: number;
  readonly turnScore: string;
  /** When the table changed to this look, in the page's milliseconds. */
  readonly at: number;
}

async function takeLog(page: Page): Promise<Look[]> {
  const log = await page.evaluate(() => {
    const holder = window as unknown as { tableLog: string[] };
    return holder.tableLog.splice(0);
  });
  return log.map((entry) => JSON.parse(entry) as Look);
}

describe('Farkle: against the computer', () => {
  it('plays the computer’s turn visibly, step by step, with people locked out', async () => {
    const { context, page, errors } = await openApp(browser(), `?seed=${SEED}&pace=500#/farkle`);
    await startAgainstComputer(page);
    await recordTable(page);
    let state: FarkleState = newGame({ mode: 'vs-computer', seed: SEED, names: ['Ada'] });

    for (let round = 1; round <= 2; round++) {
      while (!isComputerTurn(state)) state = await playStep(page, state);
      const expected = playComputerTurn(state);

      // While the computer plays: keys and clicks do nothing (the turn still ends exactly as the engine plays it),
      // its name is highlighted, every control of the table and New Game and Restart Game are off.
      await page.getByText('Computer is playing', { exact: true }).waitFor();
      await page.keyboard.press('r');
      await page.keyboard.press('1');
      await page.locator('.fk-die').first().click({ force: true });
      expect(await page.locator('.fk-player-card[aria-current="true"] .fk-player-name').innerText()).toBe(
        'Player: Computer',
      );
      for (const name of ['Roll Dice', 'Bank Score', 'Select All']) {
        expect(await button(page, name).isDisabled(), `${name} during the computer's turn`).toBe(true);
      }
      await openFileMenu(page);
      expect(await menuItemDisabled(page, 'New Game')).toBe(true);
      expect(await menuItemDisabled(page, 'Restart Game')).toBe(true);
      expect(await menuItemDisabled(page, 'Hint')).toBe(true);
      expect(await menuItemDisabled(page, 'Quit')).toBe(false);
      await page.keyboard.press('Escape');

      await expect
        .poll(() => readNumber(page, '#farkle-total-2'), { timeout: 15_000, interval: 50 })
        .toBe(expected.state.players[1]?.total);
      state = expected.state;
      await expectTable(page, state, `after the computer's turn ${round}`);
      // Each of the computer's actions stayed on the table: every roll's dice and every selection were shown.
      const looks = (await takeLog(page)).filter((look) => look.status === 'Computer is playing');
      const shownSelections = new Set(
        looks.filter((look) => look.selected > 0).map((look) => look.turnScore),
      );
      const selections = expected.actions.filter((action) => action.type === 'select').length;
      expect(shownSelections.size, 'the computer’s selections were shown').toBe(selections);
      const shownRolls = new Set(looks.map((look) => look.faces.join()));
      const rolls = expected.events.filter((event) => event.type === 'rolled' && event.score > 0).length;
      expect(shownRolls.size, 'the computer’s scoring rolls were shown').toBeGreaterThanOrEqual(rolls);
      // Ada's turn again: her name highlighted, Roll Dice and the menu back.
      await eventually(() => button(page, 'Roll Dice').isEnabled(), true);
      expect(await page.locator('.fk-player-card[aria-current="true"] .fk-player-name').innerText()).toBe(
        'Player: Ada',
      );
      await openFileMenu(page);
      expect(await menuItemDisabled(page, 'New Game')).toBe(false);
      expect(await menuItemDisabled(page, 'Restart Game')).toBe(false);
      await page.keyboard.press('Escape');
    }
    expect(await readFaces(page)).toEqual(facesOf(state));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes its time by default', async () => {
    const { context, page, errors } = await openApp(browser(), `?seed=${SEED}#/farkle`);
    await startAgainstComputer(page);
    await recordTable(page);
    let state: FarkleState = newGame({ mode: 'vs-computer', seed: SEED, names: ['Ada'] });
    while (!isComputerTurn(state)) state = await playStep(page, state);
    const expected = playComputerTurn(state);
    // Its turn takes several seconds at this pace: time to look at the table and the File menu meanwhile.
    await openFileMenu(page);
    await expectAccessible(page, 'computer turn, menu open');
    await screenshot(page, 'farkle-computer-turn-desktop');
    expect(await menuItemDisabled(page, 'New Game')).toBe(true);
    await page.keyboard.press('Escape');
    await expect
      .poll(() => readNumber(page, '#farkle-total-2'), { timeout: 20_000, interval: 100 })
      .toBe(expected.state.players[1]?.total);
    // Measured in the page, so a slow test machine cannot make it pass: from Ada's bank to the computer's last
    // action, each action stayed on the table about the default pace (timers never fire early, but a render may
    // come a few frames after its action on a busy machine, which shortens that gap and lengthens the one before),
    // so the gaps average at least the pace and none is much shorter; one change of the table per action.
    const looks = (await takeLog(page)).filter((look) => look.status === 'Computer is playing');
    const moments = [...new Set(looks.map((look) => look.at))];
    expect(moments.length).toBe(expected.actions.length);
    const gaps = moments.slice(1).map((at, i) => at - (moments[i] ?? at));
    const mean = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
    expect(mean, `gaps ${gaps.join(', ')} ms`).toBeGreaterThanOrEqual(DEFAULT_PACE_MS - 50);
    expect(Math.min(...gaps), `gaps ${gaps.join(', ')} ms`).toBeGreaterThanOrEqual(DEFAULT_PACE_MS - 200);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('holds its last turn while the notice is open, then takes it and wins (seed 28)', async () => {
    // A game where Ada, playing the plan, reaches exactly 10,000 in her next turn and the computer then beats it.
    let saved = newGame({ mode: 'vs-computer', seed: 28, names: ['Ada'] });
    while ((saved.players[0]?.total ?? 0) < 9600 || saved.current !== 0 || saved.phase !== 'awaiting-roll') {
      saved = apply(saved, isComputerTurn(saved) ? computerAction(saved) : plannedAction(saved));
    }
    const pace = 100;
    const { context, page, errors } = await openApp(browser(), `?pace=${pace}#/farkle`, {
      storage: savedGameItems(saved),
    });
    let state = saved;
    await expectTable(page, state, 'resumed');
    while (!state.events.some((event) => event.type === 'final-round-started')) {
      state = await playStep(page, state);
    }
    expect(state.players[0]?.total).toBe(10_000);
    const notice = page.getByRole('dialog', { name: 'Last turn!' });
    await notice.waitFor();
    expect(await notice.innerText()).toContain(
      'Ada reached 10,000 points. Computer has one last turn to beat that total.',
    );
    // Several of its paces later the computer still waits for the notice to be read.
    await page.waitForTimeout(pace * 5);
    await expectTable(page, state, 'while the notice is open');
    await button(page, 'OK').click();

    const last = playComputerTurn(state);
    expect(last.state.winner).toBe(1);
    const end = page.getByRole('dialog', { name: 'Computer wins!' });
    await end.waitFor();
    expect(await end.innerText()).toContain('Ada: 10,000 points');
    expect(await end.innerText()).toContain(
      `Computer: ${(last.state.players[1]?.total ?? 0).toLocaleString('en-US')} points`,
    );
    await expectTable(page, last.state, 'at the end');
    // Play Again? keeps the opponent: Ada against the computer again, Ada to roll.
    await button(page, 'Play Again?').click();
    await end.waitFor({ state: 'hidden' });
    expect(await playerHeadings(page)).toEqual(['Player: Ada', 'Player: Computer']);
    await eventually(() => button(page, 'Roll Dice').isEnabled(), true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
