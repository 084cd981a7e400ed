/** 2048-specific helpers for the end-to-end tests: reading the board and score, and preparing saved games. */
import { init, serialize, type GameConfig, type GameState } from '@pastime/2048';
import type { Page } from 'playwright-core';

export const GAME_KEY = 'pastime.2048.game';
export const RECORDS_KEY = 'pastime.2048.records';
export const SETTINGS_KEY = 'pastime.2048.settings';

/** The board as the ARIA grid shows it: the text of every gridcell, row by row, empty cells as 0. */
export function readBoard(page: Page): Promise<number[][]> {
  return page.evaluate(() => {
    const grid = document.querySelector('[role="grid"][aria-label="Game board"]');
    if (!grid) return [];
    return Array.from(grid.querySelectorAll('[role="row"]'), (row) =>
      Array.from(row.querySelectorAll('[role="gridcell"]'), (cell) => Number(cell.textContent || '0')),
    );
  });
}

export async function readScore(page: Page): Promise<number> {
  return Number(await page.locator('#score').textContent());
}

export async function readBest(page: Page): Promise<number> {
  return Number(await page.locator('#best').textContent());
}

/** A board as plain arrays, for comparing with what the page shows. */
export function rows(state: GameState): number[][] {
  return state.board.map((row) => [...row]);
}

/** Storage items holding `state` as the game in progress, exactly as the app saves one. */
export function savedGameItems(state: GameState, id = 'e2e-game'): Record<string, string> {
  return {
    [GAME_KEY]: JSON.stringify({
      version: 1,
      id,
      startedAt: '2024-05-01T12:00:00.000Z',
      save: serialize(state),
    }),
  };
}

/** A saved game started from `config` (see the engine's `init`). */
export function savedGame(config: GameConfig, id?: string): Record<string, string> {
  return savedGameItems(init(config), id);
}

export function lastAnnouncement(page: Page): Promise<string> {
  return page.locator('#announcer').innerText();
}
