import { newGame, apply, redo, undo, type Direction, type GameState } from '@pastime/2048';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ARROW_KEYS,
  lastAnnouncement,
  readBest,
  readBoard,
  readScore,
  rows,
  savedGame,
  savedGameItems,
} from './game2048-helpers.ts';
import { sharedBrowser, eventually, openApp } from './harness.ts';

const browser = sharedBrowser();

/** Presses the key for `direction` and waits until the page shows what the engine says the move gives. */
async function play(page: Page, state: GameState, direction: Direction): Promise<GameState> {
  const next = apply(state, direction);
  await page.keyboard.press(ARROW_KEYS[direction]);
  await eventually(() => readBoard(page), rows(next), `board after ${direction}`);
  await eventually(() => readScore(page), next.score, `score after ${direction}`);
  return next;
}

async function expectShows(page: Page, state: GameState, what: string): Promise<void> {
  await eventually(() => readBoard(page), rows(state), `board ${what}`);
  await eventually(() => readScore(page), state.score, `score ${what}`);
}

describe('2048: a full game path', () => {
  it('plays moves with merges and scores, undoes, redoes, and resumes exactly after a reload', async () => {
    const { context, page, errors } = await openApp(browser(), '?seed=21#/2048');
    let state = newGame({ seed: 21 });
    await page.getByRole('grid', { name: 'Game board' }).waitFor();
    expect(await page.getByRole('row').count()).toBe(4);
    expect(await page.getByRole('gridcell').count()).toBe(16);
    await expectShows(page, state, 'at the start');
    expect(await page.getByRole('button', { name: 'Undo', exact: true }).isDisabled()).toBe(true);

    // Play until some merges have scored, checking the page against the engine after every move.
    const cycle: Direction[] = ['left', 'down', 'right', 'down'];
    let sawGain = false;
    for (let i = 0; state.moves < 8 || !sawGain; i++) {
      const direction = cycle[i % cycle.length] ?? 'left';
      const before = state;
      state = await play(page, state, direction);
      if (state === before) {
        await eventually(() => lastAnnouncement(page), `Cannot move ${direction}.`);
        continue;
      }
      expect(await lastAnnouncement(page)).toMatch(
        new RegExp(`^Moved ${direction}\\. .*Score ${state.score}\\.`),
      );
      const gained = state.lastMove?.scoreGained ?? 0;
      if (gained > 0) {
        sawGain = true;
        expect(await page.locator('.score-gain').textContent()).toBe(`+${gained}`);
      }
      expect(i).toBeLessThan(60);
    }
    expect(state.score).toBeGreaterThan(0);
    expect(await readBest(page)).toBe(state.score);

    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    const undone = undo(state);
    await expectShows(page, undone, 'after undo');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expectShows(page, undo(undone), 'after a second undo');
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await expectShows(page, undone, 'after redo');
    expect(await page.getByRole('button', { name: 'Redo', exact: true }).isEnabled()).toBe(true);

    // A reload resumes the same game: board, score, undo and redo history, and the random future.
    await page.reload();
    await page.getByRole('grid', { name: 'Game board' }).waitFor();
    await expectShows(page, undone, 'after the reload');
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await expectShows(page, redo(undone), 'after redo following the reload');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expectShows(page, undo(undone), 'after undos following the reload');
    let resumed = undo(undone);
    for (const direction of ['up', 'left', 'down'] as Direction[])
      resumed = await play(page, resumed, direction);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('never lowers the best score: an undo in a resumed game leaves it, and so does a reload', async () => {
    // A saved game whose last move scored 12 (2+2, 4+4); the records know nothing of it yet.
    const played = apply(
      newGame({
        board: [
          [2, 2, 0, 0],
          [4, 4, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
        ],
        score: 5000,
        seed: 3,
      }),
      'left',
    );
    const { context, page } = await openApp(browser(), '#/2048', {
      reducedMotion: 'reduce',
      storage: savedGameItems(played),
    });
    await expectShows(page, played, 'resumed');
    expect(await readBest(page)).toBe(5012);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expectShows(page, undo(played), 'after undo');
    expect(await readBest(page)).toBe(5012);
    await page.reload();
    await expectShows(page, undo(played), 'after the reload');
    expect(await readBest(page)).toBe(5012);
    await context.close();
  });

  it('queues moves made during an animation instead of losing them', async () => {
    const { context, page } = await openApp(browser(), '?seed=5#/2048');
    await page.getByRole('grid', { name: 'Game board' }).waitFor();
    const directions: Direction[] = ['left', 'up', 'right', 'down', 'left', 'up'];
    let expected = newGame({ seed: 5 });
    for (const direction of directions) expected = apply(expected, direction);
    expect(expected.moves).toBeGreaterThanOrEqual(4);
    // Six key presses in one go, however busy the machine: the first plays and starts sliding, the others wait.
    const atOnce = await page.evaluate(
      async (keys) => {
        for (const key of keys) window.dispatchEvent(new KeyboardEvent('keydown', { key, cancelable: true }));
        // The first move's drawing is a microtask queued before this one.
        await new Promise<void>((resolve) => queueMicrotask(resolve));
        return Array.from(document.querySelectorAll('[role="gridcell"]'), (cell) =>
          Number(cell.textContent || 0),
        );
      },
      directions.map((direction) => ARROW_KEYS[direction]),
    );
    expect(atOnce).toEqual(rows(apply(newGame({ seed: 5 }), 'left')).flat());
    await eventually(() => readBoard(page), rows(expected));
    expect(await readScore(page)).toBe(expected.score);
    await context.close();
  });

  it('loses none of 40 key presses made in 80 ms while tiles slide', async () => {
    const { context, page } = await openApp(browser(), '?seed=5#/2048');
    await page.getByRole('grid', { name: 'Game board' }).waitFor();
    const cycle: Direction[] = ['left', 'up', 'right', 'down'];
    const directions = Array.from({ length: 40 }, (_, i) => cycle[i % cycle.length] ?? 'left');
    let expected = newGame({ seed: 5 });
    for (const direction of directions) expected = apply(expected, direction);
    expect(expected.status).toBe('playing');
    expect(expected.moves).toBeGreaterThan(32);
    // One press every 2 ms, each timer set at the start (so none is clamped), all before the first slide ends.
    await page.evaluate(
      async (keys) => {
        await Promise.all(
          keys.map(
            (key, i) =>
              new Promise<void>((resolve) =>
                setTimeout(() => {
                  window.dispatchEvent(new KeyboardEvent('keydown', { key, cancelable: true }));
                  resolve();
                }, i * 2),
              ),
          ),
        );
      },
      directions.map((direction) => ARROW_KEYS[direction]),
    );
    await eventually(() => readBoard(page), rows(expected));
    expect(await readScore(page)).toBe(expected.score);
    await context.close();
  });

  it('says nothing for a held key that changes nothing, but answers a fresh press', async () => {
    const config = {
      board: [
        [2, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
      spawnScript: [{ row: 0, col: 2, value: 4 }],
    };
    const { context, page } = await openApp(browser(), '#/2048', {
      reducedMotion: 'reduce',
      storage: savedGame(config),
    });
    await eventually(() => readBoard(page), rows(newGame(config)));
    await page.keyboard.down('ArrowRight');
    const moved = 'Moved right. Score 0. New 4 at row 1, column 3.';
    await eventually(() => lastAnnouncement(page), moved);
    // Held down: the auto-repeats find nothing to move (4 and 2 sit at the right edge).
    for (let i = 0; i < 3; i++) await page.keyboard.down('ArrowRight');
    expect(await lastAnnouncement(page)).toBe(moved);
    await page.keyboard.up('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await eventually(() => lastAnnouncement(page), 'Cannot move right.');
    await context.close();
  });

  it('moves with W/A/S/D, keeps arrows from scrolling the page, and ignores shortcuts and form fields', async () => {
    // Without animations no move waits in the queue: each key is handled before its press returns, so a key
    // that must be ignored can be checked at once, with no waiting.
    const { context, page } = await openApp(browser(), '?seed=8#/2048', {
      viewport: 'phone',
      reducedMotion: 'reduce',
    });
    await page.getByRole('grid', { name: 'Game board' }).waitFor();
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { e2eKeys: seen });
      // Added after the app's listener on the same target, so it sees what the app did with each key.
      window.addEventListener('keydown', (event) => seen.push(`${event.key} ${event.defaultPrevented}`));
    });
    const scrollable = await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight);
    expect(scrollable, 'the phone page is taller than the screen, so arrows could scroll it').toBe(true);
    let state = newGame({ seed: 8 });
    const wasd: [string, Direction][] = [
      ['a', 'left'],
      ['s', 'down'],
      ['d', 'right'],
      ['w', 'up'],
    ];
    for (const [key, direction] of wasd) {
      const next = apply(state, direction);
      await page.keyboard.press(key);
      await eventually(() => readBoard(page), rows(next), `after ${key}`);
      state = next;
    }
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowUp', 'ArrowDown']) {
      state = apply(state, key === 'ArrowDown' ? 'down' : 'up');
      await page.keyboard.press(key);
      await eventually(() => readBoard(page), rows(state));
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.press('Control+ArrowLeft');
    await page.keyboard.press('Meta+ArrowRight');
    expect(await readBoard(page)).toEqual(rows(state));

    // Arrow keys in the settings' select change the select, not the board.
    await page.getByText('Settings', { exact: true }).click();
    await page.getByLabel('Board size').focus();
    await page.keyboard.press('ArrowLeft');
    expect(await readBoard(page)).toEqual(rows(state));
    const keys = await page.evaluate(() => (window as unknown as { e2eKeys: string[] }).e2eKeys);
    expect(keys).toEqual([
      ...['a', 's', 'd', 'w', 'ArrowDown', 'ArrowDown', 'ArrowUp', 'ArrowDown'].map((key) => `${key} true`),
      // The browser's own: shortcuts, and the select's arrow keys.
      'Control false',
      'ArrowLeft false',
      'Meta false',
      'ArrowRight false',
      'ArrowLeft false',
    ]);
    await context.close();
  });
});
