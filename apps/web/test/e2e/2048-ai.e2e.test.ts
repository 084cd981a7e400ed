/**
 * The 2048 search in the page: Hint (an arrow on the board and "Best move: …" in the live region), Auto-play (its
 * moves, its speed, how the player takes over, a win and a loss, Undo after it), a page that never freezes while
 * it plays at full speed, the setting that lets screen readers hear its moves, and the search shared out among one
 * worker per core while keys are answered.
 */
import { canRedo, canUndo, newGame, legalMoves, apply, undo, type Direction } from '@pastime/2048';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ARROW_KEYS,
  lastAnnouncement,
  nearLoss,
  readBoard,
  readSavedGame,
  rows,
  savedGame,
  settingsItems,
  SETTINGS_KEY,
  storedMoves,
} from './game2048-helpers.ts';
import { nearWin } from './games.ts';
import {
  eventually,
  expectNoAxeViolations,
  openApp,
  readStorage,
  recordAnnouncements,
  screenshot,
  sharedBrowser,
  takeAnnouncements,
  VIEWPORTS,
  type ViewportName,
} from './harness.ts';

const browser = sharedBrowser();

const autoPlayButton = (page: Page) => page.getByRole('button', { name: 'Auto-play', exact: true });
const speedControl = (page: Page) => page.getByRole('combobox', { name: 'Auto-play speed' });

/** The direction a "Best move: Left" announcement names. */
function announcedDirection(text: string): Direction {
  const match = /^Best move: (Up|Down|Left|Right)$/.exec(text);
  if (!match?.[1]) throw new Error(`not a hint: "${text}"`);
  return match[1].toLowerCase() as Direction;
}

/**
 * Waits until the game stored by the page has at least `moves` moves. It waits for progress, not speed: on a busy
 * machine each move's search may take several times its budget.
 */
async function waitForMoves(page: Page, moves: number): Promise<void> {
  await expect.poll(() => storedMoves(page), { timeout: 25_000, interval: 50 }).toBeGreaterThanOrEqual(moves);
}

/** Fails if the game moves on during `ms` (auto-play has really stopped). */
async function expectStill(page: Page, ms: number): Promise<void> {
  const before = await readSavedGame(page);
  await page.waitForTimeout(ms);
  const after = await readSavedGame(page);
  expect(after?.moves, 'no move after auto-play stopped').toBe(before?.moves);
  expect(await readBoard(page)).toEqual(after && rows(after));
}

/**
 * A full board but for one cell, with no merge: both legal moves (left, down) fill it, and the new tile, a 2 or a
 * 4, has only big neighbours, so whichever move the search picks loses.
 */
const lastMove = {
  board: [
    [16, 128, 64, 16],
    [128, 256, 32, 64],
    [16, 64, 128, 16],
    [0, 8, 32, 256],
  ],
  score: 1234,
  seed: 3,
};

describe('2048: Hint', () => {
  it('loads the search on first use, shows the best move with an arrow and announces it', async () => {
    const { context, page, errors } = await openApp(browser(), '?seed=21#/2048', { reducedMotion: 'reduce' });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.getByRole('grid', { name: 'Game board' }).waitFor();
    expect(
      requested.filter((url) => url.includes('search-worker')),
      'the search before any hint',
    ).toEqual([]);

    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await eventually(async () => /^Best move: /.test(await lastAnnouncement(page)), true);
    const direction = announcedDirection(await lastAnnouncement(page));
    expect(legalMoves(newGame({ seed: 21 }))).toContain(direction);
    const fetched = requested.filter((url) => url.includes('search-worker')).length;
    expect(fetched).toBeGreaterThanOrEqual(1);
    // The arrow points the same way, over the board, and is hidden from assistive technology.
    const arrow = page.locator('.hint-arrow');
    expect(await arrow.getAttribute('data-direction')).toBe(direction);
    expect(await arrow.getAttribute('aria-hidden')).toBe('true');
    // Its word is on it too, for players who read rather than listen.
    expect((await arrow.innerText()).toLowerCase()).toBe(direction);
    const board = await page.getByRole('grid', { name: 'Game board' }).boundingBox();
    const shown = await arrow.boundingBox();
    if (!board || !shown) throw new Error('board or arrow not shown');
    expect(shown.x).toBeGreaterThan(board.x);
    expect(shown.x + shown.width).toBeLessThan(board.x + board.width);
    await expectNoAxeViolations(page, 'the 2048 board with a hint');

    // Any move puts the hint away: it was about the position before.
    const other = legalMoves(newGame({ seed: 21 })).find((d) => d !== direction) ?? direction;
    await page.keyboard.press(
      { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' }[other],
    );
    await eventually(() => readBoard(page), rows(apply(newGame({ seed: 21 }), other)));
    expect(await arrow.count()).toBe(0);
    // A second hint comes from the workers already running.
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await eventually(() => arrow.count(), 1);
    const second = announcedDirection(await lastAnnouncement(page));
    expect(legalMoves(apply(newGame({ seed: 21 }), other))).toContain(second);
    expect(requested.filter((url) => url.includes('search-worker')).length).toBe(fetched);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says there is no move to suggest once the game is lost', async () => {
    const lost = apply(newGame(nearLoss(50)), 'left');
    expect(lost.status).toBe('lost');
    const { context, page } = await openApp(browser(), '#/2048', { storage: savedGame(nearLoss(50)) });
    await page.getByRole('grid', { name: 'Game board' }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('dialog', { name: 'Game over' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await eventually(() => lastAnnouncement(page), 'No move is left: the game is over.');
    expect(await page.locator('.hint-arrow').count()).toBe(0);
    await context.close();
  });

  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    it(`looks right with a hint and auto-play on (${viewport})`, async () => {
      const { context, page } = await openApp(browser(), '?seed=5#/2048', { viewport });
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await page.locator('.hint-arrow').waitFor();
      await screenshot(page, `2048-hint-${viewport}`);
      await speedControl(page).selectOption({ label: '1 a second' });
      await autoPlayButton(page).click();
      await waitForMoves(page, 1);
      expect(await autoPlayButton(page).getAttribute('aria-pressed')).toBe('true');
      await expectNoAxeViolations(page, `2048 with auto-play on (${viewport})`);
      await screenshot(page, `2048-auto-play-${viewport}`);
      // Opening Settings is a click: it stops auto-play.
      await page.getByText('Settings', { exact: true }).click();
      expect(await autoPlayButton(page).getAttribute('aria-pressed')).toBe('false');
      await expectNoAxeViolations(page, `2048 settings with auto-play's (${viewport})`);
      await screenshot(page, `2048-settings-${viewport}`);
      await context.close();
    });
  }
});

describe('2048: Auto-play', () => {
  it('plays on its own, stops at a key press, and Undo takes its last move back', async () => {
    const { context, page, errors } = await openApp(browser(), '?seed=8#/2048', { reducedMotion: 'reduce' });
    await speedControl(page).selectOption({ label: '8 a second' });
    expect(await autoPlayButton(page).getAttribute('aria-pressed')).toBe('false');
    await autoPlayButton(page).click();
    expect(await autoPlayButton(page).getAttribute('aria-pressed')).toBe('true');
    expect(await lastAnnouncement(page)).toBe(
      'Auto-play started, 8 moves a second. Press any key or click to take over.',
    );
    await waitForMoves(page, 6);
    // Every move it made is a legal move of the game, made the way the player's are (the engine's history).
    const played = await readSavedGame(page);
    if (!played) throw new Error('no saved game');
    let start = played;
    let undone = 0;
    while (canUndo(start)) {
      start = undo(start);
      undone++;
    }
    expect(undone).toBe(played.moves);
    expect(rows(start)).toEqual(rows(newGame({ seed: 8 })));

    await page.keyboard.press('x');
    expect(await autoPlayButton(page).getAttribute('aria-pressed')).toBe('false');
    await eventually(
      async () => (await lastAnnouncement(page)).startsWith('Auto-play stopped. Score '),
      true,
    );
    await expectStill(page, 700);

    const stopped = await readSavedGame(page);
    if (!stopped) throw new Error('no saved game');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await eventually(() => readBoard(page), rows(undo(stopped)));
    expect(await storedMoves(page)).toBe(stopped.moves - 1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stops at a click that comes without a pointer (a screen reader’s), before Undo takes a move back', async () => {
    const { context, page, errors } = await openApp(browser(), '?seed=8#/2048', {
      reducedMotion: 'reduce',
      storage: settingsItems(8),
    });
    await autoPlayButton(page).click();
    await waitForMoves(page, 4);
    expect(await autoPlayButton(page).getAttribute('aria-pressed')).toBe('true');
    // A click event alone, as assistive technology sends one: no pointerdown comes before it.
    await page.getByRole('button', { name: 'Undo', exact: true }).dispatchEvent('click');
    expect(await autoPlayButton(page).getAttribute('aria-pressed')).toBe('false');
    // Undo saves at once: the stored game is the undone position, with the move it took back waiting to be
    // redone, and the board stays there rather than auto-play going on from it.
    const undone = await readSavedGame(page);
    if (!undone) throw new Error('no saved game');
    expect(canRedo(undone)).toBe(true);
    expect(await readBoard(page)).toEqual(rows(undone));
    await expectStill(page, 700);
    expect(canRedo((await readSavedGame(page)) ?? undone)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stops at a click anywhere but its own controls, whose speed changes on the way', async () => {
    const { context, page } = await openApp(browser(), '?seed=9#/2048', {
      reducedMotion: 'reduce',
      storage: settingsItems('fastest'),
    });
    expect(await speedControl(page).inputValue()).toBe('fastest');
    await autoPlayButton(page).click();
    await waitForMoves(page, 3);
    // The speed control takes a click and keys without stopping auto-play.
    await speedControl(page).click();
    await page.keyboard.press('Escape');
    await speedControl(page).focus();
    await page.keyboard.press('ArrowUp');
    expect(await speedControl(page).inputValue()).toBe('8');
    const moves = await storedMoves(page);
    await waitForMoves(page, moves + 2);
    expect(await autoPlayButton(page).getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse((await readStorage(page))[SETTINGS_KEY] ?? '{}')).toMatchObject({ autoPlaySpeed: 8 });

    await page.locator('.g2048-goal').click();
    expect(await autoPlayButton(page).getAttribute('aria-pressed')).toBe('false');
    await expectStill(page, 500);

    // The button itself turns it on and off, from the keyboard too.
    await autoPlayButton(page).focus();
    await page.keyboard.press('Enter');
    await waitForMoves(page, (await storedMoves(page)) + 2);
    await page.keyboard.press('Enter');
    expect(await autoPlayButton(page).getAttribute('aria-pressed')).toBe('false');
    await expectStill(page, 500);
    await context.close();
  });

  it('pauses at a win until the player keeps going', async () => {
    const { context, page, errors } = await openApp(browser(), '#/2048', {
      reducedMotion: 'reduce',
      storage: { ...savedGame(nearWin), ...settingsItems('fastest') },
    });
    await eventually(() => readBoard(page), rows(newGame(nearWin)));
    await autoPlayButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'You win!' });
    await dialog.waitFor();
    await eventually(
      () => lastAnnouncement(page),
      'Auto-play paused: you made 2048. Choose Keep going to let it play on.',
    );
    expect(await page.locator('.g2048-auto').getAttribute('aria-pressed')).toBe('true');
    await expectStill(page, 500);

    await dialog.getByRole('button', { name: 'Keep going' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await lastAnnouncement(page)).toMatch(/^Keep going\. Score \d+\. Auto-play goes on\.$/);
    const won = await storedMoves(page);
    await waitForMoves(page, won + 3);
    await page.keyboard.press('Escape');
    expect(await autoPlayButton(page).getAttribute('aria-pressed')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stops at game over', async () => {
    const { context, page } = await openApp(browser(), '#/2048', {
      reducedMotion: 'reduce',
      storage: savedGame(lastMove),
    });
    await eventually(() => readBoard(page), rows(newGame(lastMove)));
    await autoPlayButton(page).click();
    await page.getByRole('dialog', { name: 'Game over' }).waitFor();
    const lost = await readSavedGame(page);
    expect(lost?.status).toBe('lost');
    expect(lost?.moves).toBe(1);
    if (!lost) throw new Error('no saved game');
    expect(await readBoard(page)).toEqual(rows(lost));
    await eventually(
      () => lastAnnouncement(page),
      `Auto-play stopped: no moves are left. Score ${lost.score}.`,
    );
    expect(await page.locator('.g2048-auto').getAttribute('aria-pressed')).toBe('false');
    // Asked again on the lost game, it says why it does not start.
    await page.getByRole('dialog', { name: 'Game over' }).getByRole('button', { name: 'Close' }).click();
    await autoPlayButton(page).click();
    await eventually(
      async () => (await lastAnnouncement(page)).startsWith('No move is left: the game is over.'),
      true,
    );
    expect(await page.locator('.g2048-auto').getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });

  it('never blocks the page for 50 ms while it plays as fast as it can', async () => {
    const { context, page, errors } = await openApp(browser(), '?seed=12#/2048', {
      storage: settingsItems('fastest'),
    });
    await autoPlayButton(page).click();
    // From the first move on (the search's code is loaded and compiled by then, in the worker).
    await waitForMoves(page, 1);
    // Tasks over 50 ms, watched for 3 s while auto-play runs. The test machine is shared: the system may hold a
    // task off its core long enough to count as long once in a while, so up to three windows are watched and
    // one without any long task passes. A page that blocks (a slow step in every move, or every few seconds)
    // shows long tasks in every window.
    const windows: number[][] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const before = await storedMoves(page);
      const long = await page.evaluate(async () => {
        const durations: number[] = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) durations.push(Math.round(entry.duration));
        });
        observer.observe({ type: 'longtask' });
        await new Promise((resolve) => setTimeout(resolve, 3000));
        observer.disconnect();
        return durations;
      });
      expect((await storedMoves(page)) - before, 'moves played in 3 s').toBeGreaterThanOrEqual(10);
      windows.push(long);
      if (long.length === 0) break;
    }
    await page.keyboard.press('Escape');
    expect(
      windows.some((long) => long.length === 0),
      `long tasks (ms) in each window: ${JSON.stringify(windows)}`,
    ).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('announces each of its moves only when that is asked for in Settings, and remembers it', async () => {
    const { context, page } = await openApp(browser(), '?seed=14#/2048', {
      reducedMotion: 'reduce',
      storage: settingsItems('fastest'),
    });
    const announceMoves = page.getByRole('checkbox', { name: 'Announce auto-played moves' });
    await page.getByText('Settings', { exact: true }).click();
    expect(await announceMoves.isChecked()).toBe(false);
    await recordAnnouncements(page);
    await autoPlayButton(page).click();
    await waitForMoves(page, 5);
    await page.keyboard.press('x');
    const quiet = await takeAnnouncements(page);
    expect(quiet[0]).toBe('Auto-play started, as fast as it can. Press any key or click to take over.');
    expect(quiet.at(-1)).toMatch(/^Auto-play stopped\. Score \d+\.$/);
    expect(quiet.filter((text) => text.startsWith('Moved'))).toEqual([]);

    await announceMoves.check();
    expect(JSON.parse((await readStorage(page))[SETTINGS_KEY] ?? '{}')).toMatchObject({
      announceAutoPlay: true,
    });
    const before = await storedMoves(page);
    await autoPlayButton(page).click();
    await waitForMoves(page, before + 5);
    await page.keyboard.press('x');
    const heard = (await takeAnnouncements(page)).filter((text) => text.startsWith('Moved'));
    expect(heard.length).toBeGreaterThanOrEqual(4);
    expect(heard[0]).toMatch(/^Moved (up|down|left|right)\. /);

    await page.reload();
    await page.getByText('Settings', { exact: true }).click();
    expect(await announceMoves.isChecked()).toBe(true);
    expect(await speedControl(page).inputValue()).toBe('fastest');
    await context.close();
  });
});

/** What the page's search workers did, as `watchSearchWorkers` records it. */
interface SearchWatch {
  /** The name of every search worker started, in order. */
  readonly started: string[];
  /** Answers received from each worker, by name. */
  readonly answers: Record<string, number>;
  /** Tasks posted and not answered yet: above 0 while a search runs. */
  inFlight: number;
  /** `inFlight` when the page's last keydown reached it (before the app's own listeners). */
  atKey: number | null;
}

/**
 * Watches the page's search workers from its first script on (a reload applies it): wraps `window.Worker` to
 * record the workers named "2048 search …" and the tasks each one has been posted and answered, and, when `cores`
 * is given, makes the browser report that many cores.
 */
async function watchSearchWorkers(context: BrowserContext, page: Page, cores?: number): Promise<void> {
  await context.addInitScript((reported: number | null) => {
    if (reported !== null) {
      Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => reported });
    }
    const watch: SearchWatch = { started: [], answers: {}, inFlight: 0, atKey: null };
    (window as unknown as { searchWatch: SearchWatch }).searchWatch = watch;
    window.addEventListener('keydown', () => (watch.atKey = watch.inFlight), true);
    const Original = window.Worker;
    window.Worker = class extends Original {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        const name = options?.name ?? '';
        if (!name.startsWith('2048 search')) return;
        watch.started.push(name);
        watch.answers[name] = 0;
        const post = this.postMessage.bind(this) as (message: unknown) => void;
        this.postMessage = (message: unknown) => {
          watch.inFlight++;
          post(message);
        };
        this.addEventListener('message', () => {
          watch.inFlight--;
          watch.answers[name] = (watch.answers[name] ?? 0) + 1;
        });
      }
    };
  }, cores ?? null);
  await page.reload();
  await page.getByRole('grid', { name: 'Game board' }).waitFor();
}

function searchWatch(page: Page): Promise<SearchWatch> {
  return page.evaluate(() => (window as unknown as { searchWatch: SearchWatch }).searchWatch);
}

/** Clicks Hint and resolves once the search has tasks out with its workers. */
/**
 * Asks for a hint and, in the same task as the search is seen under way, presses `key`: the workers' answers come
 * in later tasks, so the key comes while the search runs, however fast the machine.
 */
function keyDuringHint(page: Page, key: string): Promise<void> {
  return page.evaluate(async (pressed) => {
    const watch = (window as unknown as { searchWatch: SearchWatch }).searchWatch;
    const hint = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Hint');
    if (!hint) throw new Error('no Hint button');
    hint.click();
    while (watch.inFlight === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    const target = document.activeElement ?? document.body;
    target.dispatchEvent(new KeyboardEvent('keydown', { key: pressed, bubbles: true, cancelable: true }));
  }, key);
}

describe('2048: the search on every core', () => {
  it('shares Hint and Auto-play out among one worker per core, and answers keys while it searches', async () => {
    const { context, page, errors } = await openApp(browser(), '?seed=31#/2048', {
      reducedMotion: 'reduce',
      storage: settingsItems('fastest'),
    });
    await watchSearchWorkers(context, page);
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    const workers = Math.max(1, Math.min(4, cores));
    expect((await searchWatch(page)).started, 'no worker before the first hint').toEqual([]);

    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await eventually(async () => /^Best move: /.test(await lastAnnouncement(page)), true);
    expect(legalMoves(newGame({ seed: 31 }))).toContain(announcedDirection(await lastAnnouncement(page)));
    let watch = await searchWatch(page);
    expect(watch.started).toEqual(Array.from({ length: workers }, (_, i) => `2048 search ${i + 1}`));

    await autoPlayButton(page).click();
    await waitForMoves(page, 8);
    await page.keyboard.press('Escape');
    expect(await autoPlayButton(page).getAttribute('aria-pressed')).toBe('false');
    watch = await searchWatch(page);
    // The same workers served every search, and each of them searched.
    expect(watch.started.length).toBe(workers);
    const busy = Object.values(watch.answers).filter((answers) => answers > 0).length;
    expect(busy, `workers that answered: ${JSON.stringify(watch.answers)}`).toBe(workers);
    if (cores >= 2) expect(busy).toBeGreaterThanOrEqual(2);

    // A key pressed while a hint is searched is answered at once: the board moves, and the hint, about the
    // position before, is dropped when it comes.
    const state = await readSavedGame(page);
    if (!state) throw new Error('no saved game');
    const direction = legalMoves(state)[0];
    if (!direction) throw new Error('no legal move');
    await keyDuringHint(page, ARROW_KEYS[direction]);
    await eventually(async () => (await readSavedGame(page))?.moves, state.moves + 1);
    watch = await searchWatch(page);
    expect(watch.atKey, 'tasks out with the workers when the key came').toBeGreaterThan(0);
    await eventually(async () => (await searchWatch(page)).inFlight, 0);
    await page.waitForTimeout(200);
    expect(await page.locator('.hint-arrow').count(), 'a hint about the position before').toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('starts at most four workers however many cores the browser reports, and one when it reports one', async () => {
    for (const [cores, workers] of [
      [16, 4],
      [1, 1],
    ] as const) {
      const { context, page, errors } = await openApp(browser(), '?seed=32#/2048', {
        reducedMotion: 'reduce',
      });
      await watchSearchWorkers(context, page, cores);
      expect(await page.evaluate(() => navigator.hardwareConcurrency)).toBe(cores);
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await page.locator('.hint-arrow').waitFor();
      expect(legalMoves(newGame({ seed: 32 }))).toContain(announcedDirection(await lastAnnouncement(page)));
      const watch = await searchWatch(page);
      expect(watch.started.length, `${cores} cores`).toBe(workers);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
