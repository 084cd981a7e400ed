/**
 * Farkle, two people (002 §1.4, §2.2): turns passing between the players with the current one highlighted, the
 * scrolling turn lists, and — from saved games close to 10,000, resumed the way players resume — the last-turn
 * dialog, the marked player's colour, the winner, and the end box's buttons.
 */
import { apply, newGame, restartGame, type FarkleState } from '@pastime/farkle';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  button,
  expectAccessible,
  expectTable,
  lastAnnouncement,
  playerHeadings,
  playStep,
  playUntil,
  savedGameItems,
} from './farkle-helpers.ts';
import { eventually, openApp, screenshot, sharedBrowser } from './harness.ts';

const browser = sharedBrowser();

/** Which player cards are highlighted as playing, and which as past 10,000. */
async function highlights(page: Page): Promise<{ current: string[]; marked: string[] }> {
  const names = (selector: string) =>
    page.locator(`.fk-player-card${selector} .fk-player-name`).allInnerTexts();
  return { current: await names('[aria-current="true"]'), marked: await names('.fk-player-marked') };
}

/** Each player's turn list as shown: row count, and whether its pane scrolls and can take focus. */
async function panes(page: Page): Promise<{ rows: number; scrolls: boolean; focusable: boolean }[]> {
  return page.locator('.fk-turn-pane').evaluateAll((elements) =>
    elements.map((pane) => ({
      rows: pane.querySelectorAll('li').length,
      scrolls: pane.scrollHeight > pane.clientHeight,
      focusable: pane.getAttribute('tabindex') === '0',
    })),
  );
}

function nameOf(state: FarkleState, index: number): string {
  return `Player: ${state.players[index]?.name ?? ''}`;
}

describe('Farkle: two players', () => {
  it('passes the turn between two people and highlights whose turn it is', async () => {
    const { context, page, errors } = await openApp(browser(), '?seed=5#/farkle');
    await page.getByRole('dialog', { name: 'Select Game Mode' }).waitFor();
    await page.getByRole('radio', { name: '2 Player Mode' }).check();
    await page.getByRole('textbox', { name: 'Player One Name' }).fill('Ada');
    await page.getByRole('textbox', { name: 'Player Two Name' }).fill('Bo');
    await button(page, 'Start').click();
    let state = newGame({ mode: 'two-player', seed: 5, names: ['Ada', 'Bo'] });

    // 2.2.0: player one highlighted, Bank Score and Select All disabled, five rows per list, no scrolling.
    expect(await page.title()).toBe('Farkle Two Player Mode');
    expect(await playerHeadings(page)).toEqual(['Player: Ada', 'Player: Bo']);
    expect(await highlights(page)).toEqual({ current: ['Player: Ada'], marked: [] });
    expect(await button(page, 'Bank Score').isEnabled()).toBe(false);
    expect(await button(page, 'Select All').isEnabled()).toBe(false);
    expect(await panes(page)).toEqual([
      { rows: 5, scrolls: false, focusable: false },
      { rows: 5, scrolls: false, focusable: false },
    ]);
    await page.getByText('Ada’s turn', { exact: true }).waitFor();

    // Two whole turns each, the highlight following the player whose turn it is.
    for (let turn = 0; turn < 4; turn++) {
      const player = state.current;
      while (state.current === player) state = await playStep(page, state);
      expect(await highlights(page), `after turn ${turn + 1}`).toEqual({
        current: [nameOf(state, state.current)],
        marked: [],
      });
      // The events' sentences are the terminal's (@pastime/app-core), with its plain apostrophe.
      expect(await lastAnnouncement(page)).toContain(`${state.players[state.current]?.name}'s turn.`);
    }
    expect(state.players.map((p) => p.turns.length)).toEqual([2, 2]);
    expect(await page.locator('.fk-turn-pane').first().locator('.fk-turn-points').allInnerTexts()).toEqual([
      ...(state.players[0]?.turns ?? []).map((points) => points.toLocaleString('en-US')),
      'now',
      '–',
      '–',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  // Seed 6: Ada reaches 10,000 first and Bo beats her in his last turn; seed 4: Ada reaches it and Bo falls short.
  for (const { seed, exit } of [
    { seed: 6, exit: 'Play Again?' },
    { seed: 4, exit: 'Main Menu' },
  ] as const) {
    it(`plays to the last turn and the winner (seed ${seed}, then ${exit})`, async () => {
      const saved = playUntil(
        newGame({ mode: 'two-player', seed, names: ['Ada', 'Bo'] }),
        (s) => s.phase === 'awaiting-roll' && (s.players[s.current]?.total ?? 0) >= 9600,
      );
      expect(saved.finalRound).toBeNull();
      const { context, page, errors } = await openApp(browser(), '#/farkle', {
        storage: savedGameItems(saved),
      });
      let state = saved;
      await expectTable(page, state, 'resumed');
      // 1.4.5: lists past ten turns scroll (and so can be focused to scroll from the keyboard).
      for (const pane of await panes(page)) expect(pane).toMatchObject({ scrolls: true, focusable: true });
      expect((await panes(page)).map((pane) => pane.rows)).toEqual(
        state.players.map((p, i) => p.turns.length + (i === state.current ? 1 : 0)),
      );

      while (!state.events.some((event) => event.type === 'final-round-started')) {
        state = await playStep(page, state);
      }
      const round = state.finalRound;
      if (!round) throw new Error('the final round must have started');
      // 1.4.6: the last-turn dialog; 1.4.4: the marked player in another colour.
      const dialog = page.getByRole('dialog', { name: 'Last turn!' });
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain(
        `${state.players[round.marked]?.name} reached ${round.total.toLocaleString('en-US')} points. ` +
          `${state.players[round.challenger]?.name} has one last turn to beat that total.`,
      );
      expect(await highlights(page)).toEqual({
        current: [nameOf(state, round.challenger)],
        marked: [nameOf(state, round.marked)],
      });
      await expectAccessible(page, 'two players, last-turn dialog');
      await screenshot(page, `farkle-two-last-turn-seed${seed}-desktop`);
      await button(page, 'OK').click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText(`${state.players[round.challenger]?.name}’s turn (last turn)`).waitFor();
      expect(await page.locator('.fk-badge-marked').innerText()).toBe('Reached 10,000');

      while (state.phase !== 'game-over') state = await playStep(page, state);
      const winner = state.players[state.winner ?? -1]?.name ?? '';
      expect(state.winner).toBe(seed === 6 ? 1 : 0);
      const end = page.getByRole('dialog', { name: `${winner} wins!` });
      await end.waitFor();
      for (const player of state.players) {
        expect(await end.innerText()).toContain(
          `${player.name}: ${player.total.toLocaleString('en-US')} points`,
        );
      }
      await expectAccessible(page, 'two players, winner');
      await screenshot(page, `farkle-two-winner-seed${seed}-desktop`);

      await button(page, exit).click();
      if (exit === 'Play Again?') {
        // Same names and mode, a fresh game (without `?seed`, its seed is drawn from the last one).
        state = restartGame(state);
        await end.waitFor({ state: 'hidden' });
        expect(await playerHeadings(page)).toEqual(['Player: Ada', 'Player: Bo']);
        await expectTable(page, state, 'after Play Again?');
        expect(await highlights(page)).toEqual({ current: ['Player: Ada'], marked: [] });
        state = apply(state, { type: 'roll' });
        await button(page, 'Roll Dice').click();
        await expectTable(page, state, 'first roll of the new game');
      } else {
        await page.getByRole('dialog', { name: 'Select Game Mode' }).waitFor();
      }
      await eventually(() => errors, []);
      await context.close();
    });
  }
});
