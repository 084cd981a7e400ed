import { encodeReplay2048 } from '@pastime/app-core';
import { describe, expect, it } from 'vitest';
import { ARROW_KEYS, lastAnnouncement, readBoard, rows, SETTINGS_KEY } from './game2048-helpers.ts';
import { expectTamperedLinkRefused } from './history-helpers.ts';
import { expectedGame, farkleRecord } from './games.ts';
import {
  eventually,
  expectNoAxeViolations,
  expectNoSideways,
  openApp,
  screenshot,
  sharedBrowser,
  VIEWPORTS,
} from './harness.ts';

const browser = sharedBrowser();

const SEED = 7;
const SMALL = { [SETTINGS_KEY]: JSON.stringify({ version: 1, size: 3, winValue: 2048 }) };

const numbers = new Intl.NumberFormat('en');

describe('history: statistics and replays', () => {
  it('a finished game shows in Statistics, replays to its end, and its link verifies anywhere', async () => {
    const { moves, final } = expectedGame();
    expect(final.status).toBe('lost');
    const { context, page, errors } = await openApp(browser(), `?seed=${SEED}#/2048`, {
      storage: SMALL,
      reducedMotion: 'reduce',
    });
    await page.getByRole('grid', { name: 'Game board' }).waitFor();
    for (const state of moves) {
      const direction = state.lastMove?.direction;
      if (direction === undefined) throw new Error('a move without its direction');
      await page.keyboard.press(ARROW_KEYS[direction]);
      await eventually(() => readBoard(page), rows(state));
    }
    await page.getByRole('dialog', { name: 'Game over' }).getByRole('button', { name: 'Close' }).click();

    // Statistics: the header link, the counts, and a chart named for what it shows.
    await page.getByRole('link', { name: 'Statistics' }).click();
    await page.getByRole('heading', { level: 1, name: 'Statistics' }).waitFor();
    const sizes = page.getByRole('table', { name: '2048 games by board size' });
    const row = sizes.getByRole('row', { name: /^3×3/ });
    expect(await row.getByRole('cell').allInnerTexts()).toEqual([
      '1',
      '0',
      numbers.format(final.score),
      numbers.format(final.score),
      numbers.format(final.score),
    ]);
    const tiles = page.getByRole('figure', { name: 'Highest tile reached, 3×3 board: games per tile' });
    await tiles.getByText('The numbers').click();
    const highest = Math.max(...final.board.flat());
    expect(
      await tiles
        .getByRole('row', { name: String(highest) })
        .getByRole('cell')
        .innerText(),
    ).toBe('1');
    await page.getByRole('figure', { name: 'Score of each game over time, 3×3 board' }).waitFor();

    // Replay from the finished games of 2048.
    await page.getByRole('link', { name: '2048' }).click();
    // The lost game is still shown, its dialog with it.
    await page.getByRole('dialog', { name: 'Game over' }).getByRole('button', { name: 'Close' }).click();
    await page.getByText(/^Finished games/).click();
    await page.getByRole('button', { name: 'Replay' }).first().click();
    await page.getByRole('heading', { level: 1, name: '2048 replay' }).waitFor();
    const verified = `Verified: score ${numbers.format(final.score)}, highest tile ${numbers.format(highest)}`;
    await page.getByText(verified).waitFor();
    await page.getByText(`Move 0 of ${moves.length}`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'End' }).click();
    await page.getByText(`Move ${moves.length} of ${moves.length}`, { exact: true }).waitFor();
    expect(await readBoard(page)).toEqual(rows(final));
    await page.getByRole('button', { name: 'Step back' }).click();
    expect(await readBoard(page)).toEqual(rows(moves[moves.length - 2] ?? final));
    await eventually(
      () => lastAnnouncement(page),
      `Move ${moves.length - 1} of ${moves.length}: score ${numbers.format(moves[moves.length - 2]?.score ?? 0)}, highest tile ${numbers.format(Math.max(...(moves[moves.length - 2]?.board.flat() ?? [0])))}.`,
    );
    expect(await page.getByRole('slider', { name: 'Move' }).inputValue()).toBe(String(moves.length - 1));
    const link = await page.getByRole('textbox', { name: 'Link' }).inputValue();
    expect(link).toContain('#/replay/');
    expect(errors).toEqual([]);
    await context.close();

    // The link alone, in a fresh browser: verified from the code.
    const fresh = await openApp(browser(), link.slice(link.indexOf('?')));
    await fresh.page.getByText(verified).waitFor();
    await fresh.page.getByRole('button', { name: 'End' }).click();
    expect(await readBoard(fresh.page)).toEqual(rows(final));
    await expectTamperedLinkRefused(fresh.page, link);
    expect(fresh.errors).toEqual([]);
    await fresh.context.close();
  });

  it('plays slower and faster at the speed chosen', async () => {
    const { moves, final } = expectedGame();
    const code = encodeReplay2048({
      size: 3,
      winValue: 2048,
      seed: String(SEED),
      moves: moves.map((state) => state.lastMove?.direction ?? 'left'),
      score: final.score,
    });
    const { context, page, errors } = await openApp(browser(), `#/replay/${code}`);
    await page.getByText(/^Verified: score/).waitFor();
    const at = async (): Promise<number> =>
      Number(/^Move (\d+) of/.exec(await page.locator('.replay-count').innerText())?.[1] ?? NaN);
    const speed = page.getByRole('combobox', { name: 'Speed' });
    expect(await speed.inputValue()).toBe('1');
    // At half speed a move every second: 1.6 s of playing moves at most twice (at 1×, three times).
    await speed.selectOption({ label: '0.5×' });
    await page.getByRole('button', { name: 'Play' }).click();
    await page.waitForTimeout(1_600);
    await page.getByRole('button', { name: 'Pause' }).click();
    expect(await at()).toBeLessThanOrEqual(2);
    await speed.selectOption({ label: '4×' });
    const from = await at();
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(at, { timeout: 5_000 }).toBeGreaterThanOrEqual(from + 4);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays and pauses with Space, and steps with the arrows, wherever the focus is but on a control', async () => {
    const { moves, final } = expectedGame();
    const code = encodeReplay2048({
      size: 3,
      winValue: 2048,
      seed: String(SEED),
      moves: moves.map((state) => state.lastMove?.direction ?? 'left'),
      score: final.score,
    });
    const { context, page, errors } = await openApp(browser(), `#/replay/${code}`);
    await page.getByText(/^Verified: score/).waitFor();
    const count = (): Promise<string> => page.locator('.replay-count').innerText();
    const at = async (): Promise<number> => Number(/^Move (\d+) of/.exec(await count())?.[1] ?? NaN);
    const last = moves.length;
    // Nothing has the focus on a page just opened: Space plays, and pauses.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
    await page.keyboard.press(' ');
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    await expect.poll(at, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    await page.keyboard.press(' ');
    await page.getByRole('button', { name: 'Play' }).waitFor();
    const paused = await at();
    expect(await page.locator('#announcer').innerText()).toBe(`Paused at move ${paused} of ${last}.`);
    await page.waitForTimeout(700);
    expect(await at(), 'paused: no more moves').toBe(paused);
    // The arrows step, each step announced.
    await page.keyboard.press('ArrowRight');
    await eventually(count, `Move ${paused + 1} of ${last}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await eventually(count, `Move ${paused - 1} of ${last}`);
    expect(await page.locator('#announcer').innerText()).toMatch(
      new RegExp(`^Move ${paused - 1} of ${last}: score `),
    );
    // On a button, Space presses the button and does not play.
    await page.getByRole('button', { name: 'Step forward' }).focus();
    await page.keyboard.press(' ');
    await eventually(count, `Move ${paused} of ${last}`);
    expect(await page.getByRole('button', { name: 'Play' }).count()).toBe(1);
    // On the slider, Space does nothing and an arrow moves the slider one step (not two).
    const slider = page.getByRole('slider', { name: 'Move' });
    await slider.focus();
    await page.keyboard.press(' ');
    await page.keyboard.press('ArrowRight');
    await eventually(count, `Move ${paused + 1} of ${last}`);
    expect(await slider.inputValue()).toBe(String(paused + 1));
    expect(await page.getByRole('button', { name: 'Play' }).count()).toBe(1);
    // Played to the end, it stops there and says so.
    await page.getByRole('button', { name: 'End' }).click();
    await page.getByRole('button', { name: 'Step back' }).click();
    await page.locator('h1').focus();
    await page.keyboard.press(' ');
    await eventually(
      () => page.locator('#announcer').innerText(),
      `Paused at the end: move ${last} of ${last}.`,
    );
    await page.getByRole('button', { name: 'Play' }).waitFor();
    expect(await count()).toBe(`Move ${last} of ${last}`);
    // At the end, Space plays again from the start.
    await page.locator('h1').focus();
    await page.keyboard.press(' ');
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    expect(await page.locator('#announcer').innerText()).toBe(`Playing from move 0 of ${last}.`);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`statistics and a replay pass axe and fit desktop and phone (${colorScheme})`, async () => {
      const { moves, final } = expectedGame();
      const code = encodeReplay2048({
        size: 3,
        winValue: 2048,
        seed: String(SEED),
        moves: moves.map((state) => state.lastMove?.direction ?? 'left'),
        score: final.score,
      });
      const records = {
        version: 1,
        best: { '3': final.score },
        games: [
          {
            id: 'h1',
            score: final.score,
            bestTile: Math.max(...final.board.flat()),
            moves: final.moves,
            size: 3,
            winValue: 2048,
            won: false,
            outcome: 'lost',
            endedAt: '2026-11-26T12:00:00.000Z',
            replay: code,
          },
        ],
      };
      const storage = { 'pastime.2048.records': JSON.stringify(records) };
      for (const [viewport, size] of [
        ['desktop', VIEWPORTS.desktop],
        ['phone', { width: 390, height: 844 }],
      ] as const) {
        const { context, page, errors } = await openApp(browser(), '#/stats', {
          storage,
          viewport: size,
          colorScheme,
        });
        await page.getByRole('heading', { level: 1, name: 'Statistics' }).waitFor();
        await page.getByRole('figure', { name: 'Moves per game, 3×3 board' }).waitFor();
        await expectNoAxeViolations(page, `statistics (${colorScheme}, ${viewport})`);
        if (viewport === 'desktop') await expectNoSideways(page, 'desktop', 'statistics');
        await screenshot(page, `history-stats-${viewport}-${colorScheme}`);
        await page.goto(page.url().replace('#/stats', `#/replay/${code}`));
        await page.getByText(/^Verified: score/).waitFor();
        await page.getByRole('button', { name: 'End' }).click();
        await expectNoAxeViolations(page, `replay (${colorScheme}, ${viewport})`);
        if (viewport === 'desktop') await expectNoSideways(page, 'desktop', 'replay');
        await screenshot(page, `history-replay-${viewport}-${colorScheme}`);
        expect(errors).toEqual([]);
        await context.close();
      }
    });
  }
});

describe('history: Farkle', () => {
  it('lists a finished game in Statistics and replays its dice to the verified total', async () => {
    const { game, final } = farkleRecord();
    const score = final.players[0]?.total ?? -1;
    const { context, page, errors } = await openApp(browser(), '#/stats', {
      storage: { 'pastime.farkle.games': JSON.stringify({ version: 1, games: [game] }) },
    });
    await page.getByRole('heading', { level: 1, name: 'Statistics' }).waitFor();
    await page
      .getByRole('figure', { name: /^One-player scores over time, against the optimum's mean of 5,514/ })
      .waitFor();
    await page.getByRole('figure', { name: /^Points per turn, against the optimum's 551/ }).waitFor();
    await expectNoAxeViolations(page, 'Farkle statistics');
    await screenshot(page, 'history-stats-farkle');
    const history = page.getByRole('region', { name: 'Finished Farkle games' });
    expect(await history.getByRole('row').count()).toBe(2);
    await history.getByRole('button', { name: 'Replay' }).click();
    await page.getByRole('heading', { level: 1, name: 'Farkle replay' }).waitFor();
    await page.getByText(`Verified: Ada ${numbers.format(score)}`).waitFor();
    await page.getByRole('button', { name: 'Step forward' }).click();
    const last = await page.getByRole('slider', { name: 'Move' }).getAttribute('max');
    // A one-player game starts with Ada's first roll: after it, nothing is scored yet.
    await eventually(() => lastAnnouncement(page), `Move 1 of ${String(last)}: Ada 0.`);
    // The dice are drawn as the table draws them, and the kept ones as set aside.
    const dice = page.getByRole('group', { name: 'Dice' }).getByRole('button');
    expect(await dice.count()).toBe(6);
    expect(await page.locator('.replay-felt .fk-pips').count()).toBe(6);
    let kept = 0;
    for (let step = 0; step < 12 && kept === 0; step++) {
      await page.getByRole('button', { name: 'Step forward' }).click();
      kept = await page.locator('.replay-felt .fk-die-locked').count();
    }
    expect(kept).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'End' }).click();
    expect(await page.getByRole('row', { name: /^Ada/ }).getByRole('cell').innerText()).toBe(
      numbers.format(score),
    );
    await expectNoAxeViolations(page, 'Farkle replay');
    await screenshot(page, 'history-replay-farkle');
    expect(errors).toEqual([]);
    await context.close();
  });
});
