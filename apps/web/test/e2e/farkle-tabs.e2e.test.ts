/** Farkle in several tabs: every game in progress is kept, and a tab follows another playing the same game. */
import { newGame } from '@pastime/farkle';
import { describe, expect, it } from 'vitest';
import {
  button,
  chooseMenu,
  expectTable,
  lastAnnouncement,
  playStep,
  savedGameItems,
  savedGameKeys,
} from './farkle-helpers.ts';
import { eventually, openApp, openTab, readStorage, sharedBrowser } from './harness.ts';

const browser = sharedBrowser();

describe('Farkle: several tabs', () => {
  it('follows another tab playing the same game, and never loses a game to a second tab', async () => {
    let state = newGame({ mode: 'one-player', seed: 21, names: ['Ada'] });
    const opened = await openApp(browser(), '#/farkle', {
      reducedMotion: 'reduce',
      storage: savedGameItems(state, 'first'),
    });
    const tabA = opened.page;
    await expectTable(tabA, state, 'resumed');
    // A second tab resumes the game played last: the same one. Each follows what the other plays.
    const tabB = await openTab(opened, '#/farkle');
    await expectTable(tabB, state, 'resumed in the second tab');
    state = await playStep(tabA, state);
    await expectTable(tabB, state, 'in the second tab, after the first played');
    await eventually(
      () => lastAnnouncement(tabB),
      'This game was played on in another tab: showing its latest position.',
    );
    state = await playStep(tabB, state);
    await expectTable(tabA, state, 'in the first tab, after the second played');

    // The second tab starts a new game (giving this one up there); the first plays on and keeps it.
    await chooseMenu(tabB, 'New Game');
    await tabB.getByRole('dialog', { name: 'Select Game Mode' }).waitFor();
    await button(tabB, 'Start').click();
    await tabB.getByRole('dialog', { name: 'Select Game Mode' }).waitFor({ state: 'hidden' });
    state = await playStep(tabA, state);
    await eventually(async () => savedGameKeys(await readStorage(tabA)).length, 2);
    await tabB.close();
    await tabA.reload();
    await expectTable(tabA, state, 'after a reload, with the other tab closed');
    expect(savedGameKeys(await readStorage(tabA))).toHaveLength(2);
    expect(opened.errors).toEqual([]);
    await opened.context.close();
  });
});
