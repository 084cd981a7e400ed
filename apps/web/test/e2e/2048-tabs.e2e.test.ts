import { newGame, apply, type Direction, type GameState } from '@pastime/2048';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ARROW_KEYS,
  LEGACY_GAME_KEY,
  lastAnnouncement,
  legacySavedGameItems,
  nearLoss,
  readBest,
  readBoard,
  readScore,
  RECORDS_KEY,
  rows,
  GAMES_PREFIX,
  savedGameItems,
} from './game2048-helpers.ts';
import {
  eventually,
  expectNoAxeViolations,
  openApp,
  openTab,
  readStorage,
  screenshot,
  sharedBrowser,
  VIEWPORTS,
} from './harness.ts';

const browser = sharedBrowser();

/** Plays `directions` on `page` (each must change the board) and waits until the page shows the result. */
async function play(page: Page, state: GameState, ...directions: Direction[]): Promise<GameState> {
  let next = state;
  for (const direction of directions) {
    const after = apply(next, direction);
    expect(after, `${direction} changes the board`).not.toBe(next);
    next = after;
    await page.keyboard.press(ARROW_KEYS[direction]);
    await eventually(() => readBoard(page), rows(next), `board after ${direction}`);
  }
  return next;
}

function savedIds(storage: Record<string, string>): string[] {
  return Object.keys(storage)
    .filter((key) => key.startsWith(GAMES_PREFIX))
    .map((key) => key.slice(GAMES_PREFIX.length));
}

const resumeName = (state: GameState) => `Resume game: ${state.size}×${state.size}, score ${state.score}`;

describe('2048: several tabs', () => {
  it("keeps every game in progress: a second tab's new game never costs the first its game", async () => {
    const opened = await openApp(browser(), '?seed=31#/2048', { reducedMotion: 'reduce' });
    const tabA = opened.page;
    let gameA = newGame({ seed: 31 });
    await eventually(() => readBoard(tabA), rows(gameA));
    gameA = await play(tabA, gameA, 'left', 'down', 'right');
    expect(await tabA.getByRole('heading', { name: /Unfinished games/ }).count()).toBe(0);

    // A second tab resumes the game played last, the same one; there the player starts another and plays it.
    const tabB = await openTab(opened, '?seed=32#/2048');
    await eventually(() => readBoard(tabB), rows(gameA));
    await tabB.getByRole('button', { name: 'New Game', exact: true }).click();
    let gameB = newGame({ seed: 32 });
    await eventually(() => readBoard(tabB), rows(gameB));
    gameB = await play(tabB, gameB, 'left', 'up');

    // The first tab plays on in its own game, which stays stored beside the second tab's.
    gameA = await play(tabA, gameA, 'down');
    gameB = await play(tabB, gameB, 'right');
    await eventually(async () => savedIds(await readStorage(tabA)).length, 2);
    // Each tab offers the other's game.
    await tabA.getByRole('button', { name: resumeName(gameB) }).waitFor();
    const offered = tabB.getByRole('button', { name: resumeName(gameA) });
    await offered.waitFor();
    expect(await tabB.getByRole('heading', { name: 'Unfinished games (1)' }).count()).toBe(1);
    await expectNoAxeViolations(tabB, '2048 with an unfinished game offered');
    await screenshot(tabB, '2048-unfinished-desktop');
    await tabB.setViewportSize(VIEWPORTS.phone);
    await offered.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(tabB, '2048 with an unfinished game offered (phone)');
    await screenshot(tabB, '2048-unfinished-phone');
    const fits = await tabB.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits, 'the page does not scroll sideways on a phone').toBe(true);

    // With the first tab closed, its game is not lost: the second tab, reloaded, still offers it.
    await tabA.close();
    await tabB.reload();
    await eventually(() => readBoard(tabB), rows(gameB));
    await tabB.getByRole('button', { name: resumeName(gameA) }).click();
    await eventually(() => readBoard(tabB), rows(gameA));
    expect(await readScore(tabB)).toBe(gameA.score);
    await eventually(
      () => lastAnnouncement(tabB),
      `Resumed the game on a 4 by 4 board, reach 2048. Score ${gameA.score}.`,
    );
    expect(await tabB.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Game board');
    // The game left is offered in turn, and the resumed one plays on exactly (same random future).
    await tabB.getByRole('button', { name: resumeName(gameB) }).waitFor();
    gameA = await play(tabB, gameA, 'left');
    await tabB.reload();
    await eventually(() => readBoard(tabB), rows(gameA));
    expect(opened.errors).toEqual([]);
    await opened.context.close();
  });

  it('offers the other unfinished games, most recently played first, and only those', async () => {
    const small = apply(apply(newGame({ size: 3, seed: 35 }), 'left'), 'up');
    const big = apply(
      newGame({
        size: 8,
        board: [
          [512, 512, 256, 128, 0, 0, 0, 0],
          [64, 32, 16, 8, 0, 0, 0, 0],
          ...Array.from({ length: 6 }, () => [0, 0, 0, 0, 0, 0, 0, 0]),
        ],
        score: 98_765,
        seed: 36,
      }),
      'left',
    );
    const latest = apply(newGame({ size: 5, seed: 37 }), 'down');
    const lost = apply(newGame(nearLoss(777)), 'left');
    expect(lost.status).toBe('lost');
    const storage = {
      ...savedGameItems(newGame({ seed: 38 }), 'untouched', '2024-05-01T08:00:00.000Z'),
      ...savedGameItems(lost, 'lost', '2024-05-01T09:00:00.000Z'),
      ...savedGameItems(small, 'small', '2024-05-01T10:00:00.000Z'),
      ...savedGameItems(big, 'big', '2024-05-01T11:00:00.000Z'),
      ...savedGameItems(latest, 'latest', '2024-05-01T12:00:00.000Z'),
    };
    for (const viewport of ['phone', 'desktop'] as const) {
      const { context, page, errors } = await openApp(browser(), '#/2048', { viewport, storage });
      await eventually(() => readBoard(page), rows(latest));
      const list = page.getByRole('region', { name: 'Unfinished games (2)' });
      expect(
        await list.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.ariaLabel)),
      ).toEqual(['Resume game: 8×8, score 99789', 'Resume game: 3×3, score 4']);
      expect(big.score).toBe(99_789);
      expect(small.score).toBe(4);
      await expectNoAxeViolations(page, `2048 with two unfinished games (${viewport})`);
      await list.scrollIntoViewIfNeeded();
      await screenshot(page, `2048-unfinished-list-${viewport}`);
      // The lost game (already in finished games) and the untouched one left storage.
      const stored = await readStorage(page);
      expect(savedIds(stored).sort()).toEqual(['big', 'latest', 'small']);
      expect(await page.getByText(/^Finished games/).textContent()).toBe('Finished games (1)');
      // The scores the games reached count for the best score of their sizes.
      expect(JSON.parse(stored[RECORDS_KEY] ?? '{}')).toMatchObject({ best: { '3': 4, '8': 99_789 } });
      await list.getByRole('button', { name: 'Resume game: 8×8, score 99789' }).click();
      await eventually(() => readBoard(page), rows(big));
      expect(await readBest(page)).toBe(99_789);
      await page.getByRole('region', { name: 'Unfinished games (2)' }).waitFor();
      expect(
        await page
          .getByRole('button', { name: /^Resume game/ })
          .evaluateAll((b) => b.map((x) => x.ariaLabel)),
      ).toEqual(['Resume game: 5×5, score 0', 'Resume game: 3×3, score 4']);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('follows another tab that plays the same game instead of overwriting it', async () => {
    const opened = await openApp(browser(), '?seed=33#/2048', { reducedMotion: 'reduce' });
    const tabA = opened.page;
    let game = newGame({ seed: 33 });
    await eventually(() => readBoard(tabA), rows(game));
    const tabB = await openTab(opened, '?seed=33#/2048');
    await eventually(() => readBoard(tabB), rows(game));

    game = await play(tabA, game, 'left');
    await eventually(() => readBoard(tabB), rows(game));
    await eventually(
      () => lastAnnouncement(tabB),
      `This game was played on in another tab: showing its latest position. Score ${game.score}.`,
    );
    // The second tab plays on from there, and the first follows in turn.
    game = await play(tabB, game, 'down');
    await eventually(() => readBoard(tabA), rows(game));
    await tabA.getByRole('button', { name: 'Undo', exact: true }).click();
    const undone = apply(newGame({ seed: 33 }), 'left');
    await eventually(() => readBoard(tabB), rows(undone));
    expect(savedIds(await readStorage(tabA))).toHaveLength(1);
    expect(await tabA.getByRole('heading', { name: /Unfinished games/ }).count()).toBe(0);
    expect(opened.errors).toEqual([]);
    await opened.context.close();
  });

  it('takes over the single saved game of earlier versions', async () => {
    const config = { seed: 34 };
    const state = apply(apply(newGame(config), 'left'), 'down');
    const { context, page } = await openApp(browser(), '#/2048', {
      storage: legacySavedGameItems(state, 'old-game'),
    });
    await eventually(() => readBoard(page), rows(state));
    const stored = await readStorage(page);
    expect(stored[LEGACY_GAME_KEY]).toBeUndefined();
    expect(savedIds(stored)).toEqual(['old-game']);
    await page.reload();
    await eventually(() => readBoard(page), rows(state));
    await context.close();
  });
});
