/**
 * The finished games in IndexedDB: what the previous release kept in `localStorage` shows after the upgrade, in
 * Statistics and in both histories, and has moved into the database; a game finished with two tabs open is
 * recorded once.
 */
import { apply, legalMoves, newGame, type Direction, type GameState } from '@pastime/2048';
import {
  BROWSER_FARKLE_GAMES,
  BROWSER_RECORDS_2048,
  encodeReplay2048,
  finishedGame2048,
  type FinishedGame2048,
} from '@pastime/app-core';
import { describe, expect, it } from 'vitest';
import { ARROW_KEYS, readBoard, RECORDS_KEY, rows, SETTINGS_KEY } from './game2048-helpers.ts';
import { eventually, openApp, openTab, readStorage, sharedBrowser } from './harness.ts';
import { readHistoryParts } from './history-helpers.ts';
import { expectedGame, farkleRecord } from './games.ts';

const browser = sharedBrowser();
const numbers = new Intl.NumberFormat('en');

/** A seeded 4×4 game left after `count` moves (the first legal of a fixed order), as its record with its code. */
function abandoned2048(id: string, seed: number, count: number, endedAt: string): FinishedGame2048 {
  let state: GameState = newGame({ size: 4, winValue: 2048, seed });
  const moves: Direction[] = [];
  for (let i = 0; i < count; i++) {
    const move = (['left', 'down', 'right', 'up'] as const).find((d) => legalMoves(state).includes(d));
    if (move === undefined) break;
    state = apply(state, move);
    moves.push(move);
  }
  const replay = encodeReplay2048({ size: 4, winValue: 2048, seed: String(seed), moves, score: state.score });
  return finishedGame2048(id, state, endedAt, replay);
}

const sortedIds = (games: readonly { readonly id: string }[]): string[] => games.map((g) => g.id).sort();

describe('history: kept in IndexedDB', () => {
  it("shows the previous release's records after the upgrade, moved into the database", async () => {
    const games2048 = [
      abandoned2048('old-2', 22, 30, '2026-11-20T10:00:00.000Z'),
      abandoned2048('old-1', 21, 12, '2026-11-19T10:00:00.000Z'),
    ];
    const best = Math.max(...games2048.map((game) => game.score)) + 100;
    const farkle = [
      farkleRecord('fk-2', 12, '2026-11-21T10:00:00.000Z'),
      farkleRecord('fk-1', 5, '2026-11-18T10:00:00.000Z'),
    ];
    // Exactly what the previous release's storage wrote: its formats, through `JSON.stringify`.
    const storage = {
      [RECORDS_KEY]: JSON.stringify(BROWSER_RECORDS_2048.write({ best: { '4': best }, games: games2048 })),
      'pastime.farkle.games': JSON.stringify(BROWSER_FARKLE_GAMES.write(farkle.map((each) => each.game))),
    };
    const { context, page, errors } = await openApp(browser(), '#/stats', { storage });
    await page.getByRole('heading', { level: 1, name: 'Statistics' }).waitFor();
    const sizes = page.getByRole('table', { name: '2048 games by board size' });
    const scores = games2048.map((game) => game.score);
    // The page draws before the history has come from the database: wait for its rows.
    await expect
      .poll(() => sizes.getByRole('row', { name: /^4×4/ }).getByRole('cell').allInnerTexts(), {
        timeout: 20_000,
      })
      .toEqual([
        '2',
        '0',
        numbers.format(Math.max(...scores)),
        numbers.format((scores[0] ?? 0) / 2 + (scores[1] ?? 0) / 2),
        numbers.format((scores[0] ?? 0) / 2 + (scores[1] ?? 0) / 2),
      ]);
    const history = page.getByRole('region', { name: 'Finished Farkle games' });
    await expect.poll(() => history.getByRole('row').count(), { timeout: 20_000 }).toBe(3);

    // Moved: the database holds every game, `localStorage` the best score alone.
    await eventually(
      async () => {
        const parts = await readHistoryParts(page, '2048');
        return { stored: sortedIds(parts.stored), waiting: parts.waiting.length };
      },
      { stored: ['old-1', 'old-2'], waiting: 0 },
    );
    await eventually(
      async () => {
        const parts = await readHistoryParts(page, 'farkle');
        return { stored: sortedIds(parts.stored), waiting: parts.waiting.length };
      },
      { stored: ['fk-1', 'fk-2'], waiting: 0 },
    );
    expect(JSON.parse((await readStorage(page))[RECORDS_KEY] ?? '')).toEqual({
      version: 1,
      best: { '4': best },
      games: [],
    });

    // After a reload, from the database: the 2048 screen's finished games, and a replay of one of them.
    await page.goto(page.url().replace('#/stats', '#/2048'));
    await page.getByRole('grid', { name: 'Game board' }).waitFor();
    await eventually(() => page.getByText(/^Finished games/).textContent(), 'Finished games (2)');
    await page.getByText(/^Finished games/).click();
    await page.getByRole('button', { name: 'Replay' }).first().click();
    await page.getByRole('heading', { level: 1, name: '2048 replay' }).waitFor();
    await page
      .getByText(`Verified: score ${numbers.format(games2048[0]?.score ?? -1)}`, { exact: false })
      .waitFor();
    // And the Farkle history's replay.
    await page.getByRole('link', { name: 'Statistics' }).click();
    await page
      .getByRole('region', { name: 'Finished Farkle games' })
      .getByRole('button', { name: 'Replay' })
      .first()
      .click();
    const total = farkle[0]?.final.players[0]?.total ?? -1;
    await page.getByText(`Verified: Ada ${numbers.format(total)}`).waitFor();
    expect(await page.getByRole('region', { name: 'Messages' }).getByRole('paragraph').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('records a game finished with two tabs open once', async () => {
    const { moves, final } = expectedGame();
    const opened = await openApp(browser(), '?seed=7#/2048', {
      storage: { [SETTINGS_KEY]: JSON.stringify({ version: 1, size: 3, winValue: 2048 }) },
      reducedMotion: 'reduce',
    });
    const { page, errors } = opened;
    await page.getByRole('grid', { name: 'Game board' }).waitFor();
    const other = await openTab(opened, '?seed=7#/2048');
    await eventually(() => readBoard(other), rows(newGame({ size: 3, winValue: 2048, seed: 7 })));
    for (const state of moves) {
      const direction = state.lastMove?.direction;
      if (direction === undefined) throw new Error('a move without its direction');
      await page.keyboard.press(ARROW_KEYS[direction]);
      await eventually(() => readBoard(page), rows(state));
    }
    await page.getByRole('dialog', { name: 'Game over' }).waitFor();
    // The other tab follows the game to its end, and both list it once.
    await eventually(() => readBoard(other), rows(final));
    for (const tab of [page, other])
      await eventually(() => tab.getByText(/^Finished games/).textContent(), 'Finished games (1)');
    await eventually(
      async () => {
        const parts = await readHistoryParts(page, '2048');
        return { stored: parts.stored.length, waiting: parts.waiting.length };
      },
      { stored: 1, waiting: 0 },
    );
    // A new game in the other tab records nothing more (the finished game was recorded already).
    await other.getByRole('dialog', { name: 'Game over' }).getByRole('button', { name: 'Try again' }).click();
    await other.goto(other.url().replace('#/2048', '#/stats'));
    const row = other
      .getByRole('table', { name: '2048 games by board size' })
      .getByRole('row', { name: /^3×3/ });
    expect(await row.getByRole('cell').first().innerText()).toBe('1');
    const parts = await readHistoryParts(page, '2048');
    expect(parts.stored).toEqual([expect.objectContaining({ score: final.score, moves: final.moves })]);
    expect(errors).toEqual([]);
    await opened.context.close();
  });
});
