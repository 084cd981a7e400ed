/** 2048-specific helpers for the end-to-end tests: reading the board and score, and preparing saved games. */
import { newGame, serialize, type Direction, type GameConfig, type GameState } from '@pastime/2048';
import { decodeSave2048 } from '@pastime/app-core';
import type { Page } from 'playwright-core';
import { savedEntryItems } from './harness.ts';

/** Each game in progress is stored under this prefix and its id. */
export const GAMES_PREFIX = 'pastime.2048.game.';
/** Where format 1 stored each game in progress (moved to `GAMES_PREFIX` when the app finds it). */
export const SAVED_PREFIX = 'pastime.2048.saved.';
/** The single saved game of earlier versions. */
export const LEGACY_GAME_KEY = 'pastime.2048.game';
export const RECORDS_KEY = 'pastime.2048.records';
export const SETTINGS_KEY = 'pastime.2048.settings';

/** The arrow key that plays each direction. */
export const ARROW_KEYS: Readonly<Record<Direction, string>> = {
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
};

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

/** Storage items holding `state` as a game in progress, exactly as the app saves one. */
export function savedGameItems(state: GameState, id?: string, updatedAt?: string): Record<string, string> {
  return savedEntryItems(SAVED_PREFIX, serialize(state), id, updatedAt);
}

/** Storage items holding `state` as the single saved game of earlier versions. */
export function legacySavedGameItems(state: GameState, id = 'e2e-game'): Record<string, string> {
  return {
    [LEGACY_GAME_KEY]: JSON.stringify({
      version: 1,
      id,
      startedAt: '2024-05-01T12:00:00.000Z',
      save: serialize(state),
    }),
  };
}

/** A saved game started from `config` (see the engine's `init`). */
export function savedGame(config: GameConfig, id?: string): Record<string, string> {
  return savedGameItems(newGame(config), id);
}

/**
 * A game one move (left) from a full board with no merges, at `score`; the script makes the last spawn a 2 where
 * it blocks.
 */
export function nearLoss(score: number): GameConfig {
  return {
    board: [
      [2, 4, 2, 4],
      [4, 2, 4, 2],
      [2, 4, 2, 4],
      [0, 8, 16, 8],
    ],
    score,
    spawnScript: [{ row: 3, col: 3, value: 2 }],
  };
}

/** A finished game as the records store it. */
export function finishedGame(id: string, score: number) {
  return {
    id,
    score,
    bestTile: 128,
    moves: 150,
    size: 4,
    winValue: 2048,
    won: false,
    outcome: 'lost',
    endedAt: '2024-04-01T10:00:00.000Z',
  };
}

export function lastAnnouncement(page: Page): Promise<string> {
  return page.locator('#announcer').innerText();
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The board's centre, in page coordinates. */
export async function boardCentre(page: Page): Promise<Point> {
  const box = await page.getByRole('grid', { name: 'Game board' }).boundingBox();
  if (!box) throw new Error('the board is not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * A real touch swipe through Chromium's input pipeline (touch start, a few moves, end), as a finger would do
 * it: the browser itself decides whether the page scrolls and which pointer events the page sees.
 */
export async function touchSwipe(page: Page, from: Point, by: Point, steps = 5): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const point = (t: number) => [{ x: from.x + by.x * t, y: from.y + by.y * t, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(0) });
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(i / steps) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * The game the page plays, as it stored it: the most recently played of the saved games, read back through the
 * engine (undefined when none is stored).
 */
export async function readSavedGame(page: Page): Promise<GameState | undefined> {
  const entries = await page.evaluate((prefix) => {
    const found: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(prefix)) found.push(localStorage.getItem(key) ?? '');
    }
    return found;
  }, GAMES_PREFIX);
  const saved = entries
    .map((text) => JSON.parse(text) as { updatedAt: string; game: unknown })
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
  return saved && decodeSave2048(saved.game, 'game').state;
}

/** The number of moves of the game the page stored last (0 when none is stored). */
export async function storedMoves(page: Page): Promise<number> {
  return (await readSavedGame(page))?.moves ?? 0;
}

/** Storage items holding the 2048 settings, auto-play's included. */
export function settingsItems(
  autoPlaySpeed: number | 'fastest',
  announceAutoPlay = false,
): Record<string, string> {
  return {
    [SETTINGS_KEY]: JSON.stringify({ version: 1, size: 4, winValue: 2048, autoPlaySpeed, announceAutoPlay }),
  };
}
