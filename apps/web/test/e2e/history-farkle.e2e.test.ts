/**
 * A Farkle replay from a game played in the browser, end to end: a seeded one-player game played through the
 * page to its end, its Replay opened from the history, stepped to the end and verified with the game's score; its
 * link verified in a fresh browser, and the link with one character changed refused.
 */
import { newGame, type FarkleState } from '@pastime/farkle';
import { describe, expect, it } from 'vitest';
import { button, playStep } from './farkle-helpers.ts';
import { eventually, openApp, sharedBrowser } from './harness.ts';
import { expectTamperedLinkRefused } from './history-helpers.ts';

const browser = sharedBrowser();
const numbers = new Intl.NumberFormat('en');
const SEED = 12;

describe('history: a Farkle game played in the browser', () => {
  it('replays to the same verified score, from the history and from its link alone', async () => {
    const { context, page, errors } = await openApp(browser(), `?seed=${SEED}#/farkle`, {
      reducedMotion: 'reduce',
    });
    const dialog = page.getByRole('dialog', { name: 'Select Game Mode' });
    await dialog.waitFor();
    await page.getByRole('textbox', { name: 'Player One Name' }).fill('Ada');
    await button(page, 'Start').click();
    await dialog.waitFor({ state: 'hidden' });
    let state: FarkleState = newGame({ mode: 'one-player', seed: SEED, names: ['Ada'] });
    while (state.phase !== 'game-over') state = await playStep(page, state);
    const total = state.players[0]?.total ?? -1;
    await page.getByRole('dialog', { name: 'Game over' }).waitFor();
    await button(page, 'Close').click();
    await page.getByRole('heading', { level: 1, name: 'Pastime' }).waitFor();

    // The history lists it, with its Replay.
    await page.getByRole('link', { name: 'Statistics' }).click();
    const history = page.getByRole('region', { name: 'Finished Farkle games' });
    await history.waitFor();
    expect(await history.getByRole('row').count()).toBe(2);
    expect(await history.getByRole('row').nth(1).innerText()).toContain(`Ada ${numbers.format(total)}`);
    await history.getByRole('button', { name: 'Replay' }).click();
    await page.getByRole('heading', { level: 1, name: 'Farkle replay' }).waitFor();
    const verified = `Verified: Ada ${numbers.format(total)}`;
    await page.getByText(verified).waitFor();
    const last = Number(await page.getByRole('slider', { name: 'Move' }).getAttribute('max'));
    expect(last).toBeGreaterThan(10);
    await page.getByText(`Move 0 of ${last}`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'End' }).click();
    await page.getByText(`Move ${last} of ${last}`, { exact: true }).waitFor();
    expect(await page.getByRole('row', { name: /^Ada/ }).getByRole('cell').innerText()).toBe(
      numbers.format(total),
    );
    // Stepping back and forward again lands on the same end.
    await page.getByRole('button', { name: 'Step back' }).click();
    await page.getByText(`Move ${last - 1} of ${last}`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Step forward' }).click();
    await eventually(
      () => page.getByRole('row', { name: /^Ada/ }).getByRole('cell').innerText(),
      numbers.format(total),
    );
    const link = await page.getByRole('textbox', { name: 'Link' }).inputValue();
    expect(link).toContain('#/replay/');
    expect(errors).toEqual([]);
    await context.close();

    // The link alone, in a fresh browser.
    const fresh = await openApp(
      browser(),
      link.slice(link.indexOf('?') >= 0 ? link.indexOf('?') : link.indexOf('#')),
    );
    await fresh.page.getByRole('heading', { level: 1, name: 'Farkle replay' }).waitFor();
    await fresh.page.getByText(verified).waitFor();
    await fresh.page.getByRole('button', { name: 'End' }).click();
    expect(await fresh.page.getByRole('row', { name: /^Ada/ }).getByRole('cell').innerText()).toBe(
      numbers.format(total),
    );
    await expectTamperedLinkRefused(fresh.page, link);
    expect(fresh.errors).toEqual([]);
    await fresh.context.close();
  }, 120_000);
});
