/**
 * Measures the search and the advisor in the browser: builds the production app into a temporary folder, serves
 * it and drives headless Chromium (`/usr/bin/chromium`, or `CHROMIUM_PATH`). `npm run measure:ai -w @pastime/web`
 * (add `-- --quick` for fewer samples). Prints:
 *
 * - 2048 Hint: from the click to the arrow on the board, at the search's default budget; the first hint of a page
 *   clicked at once (which starts the worker: fetch, compile) or after the pointer rested on it (which started
 *   the worker), and later hints, each on a new position;
 * - 2048 Auto-play as fast as it can, for 10 s: moves a second and main-thread tasks over 50 ms, at the start of a
 *   game and in a game with 1,500 moves of history (whose save is about 250 kB);
 * - Farkle's advisor: the first `advise` of a worker (fetching and compiling it, decoding the two-player table,
 *   solving the turn) and the later ones, posted to the built worker straight from the page; and from the click
 *   on Advisor to the advice on the table, one player and two players.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { init, keepGoing, move, serialize as serialize2048, type GameState } from '@pastime/2048';
import { analyze } from '@pastime/2048-ai';
import { apply, newGame, serialize as serializeFarkle, type FarkleState } from '@pastime/farkle';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/e2e/browser-options.ts';
import { serveStatic } from '../test/e2e/server.ts';

const quick = process.argv.includes('--quick');
const root = fileURLToPath(new URL('..', import.meta.url));

interface Stats {
  readonly n: number;
  readonly median: number;
  readonly p90: number;
  readonly max: number;
}

function stats(values: readonly number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { n: sorted.length, median: at(0.5), p90: at(0.9), max: sorted.at(-1) ?? NaN };
}

const ms = (n: number): string => `${n.toFixed(0)} ms`;
const line = (label: string, s: Stats): string =>
  `${label.padEnd(46)} n=${String(s.n).padStart(3)}  median ${ms(s.median).padStart(7)}  p90 ${ms(s.p90).padStart(7)}  max ${ms(s.max).padStart(7)}`;

async function newPage(browser: Browser, url: string, storage: Record<string, string> = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((items: Record<string, string>) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, storage);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(url);
  return page;
}

/** Clicks Hint and returns the time until the arrow is on the board, measured in the page. */
function timeHint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const button = Array.from(document.querySelectorAll('button')).find((b) => b.textContent === 'Hint');
        if (!button) throw new Error('no Hint button');
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (document.querySelector('.hint-arrow')) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        });
        observer.observe(document.body, { subtree: true, childList: true });
        button.click();
      }),
  );
}

async function measureHints(
  browser: Browser,
  url: string,
): Promise<{ first: number[]; pointed: number[]; later: number[] }> {
  const first: number[] = [];
  const pointed: number[] = [];
  const later: number[] = [];
  for (let load = 0; load < (quick ? 2 : 5); load++) {
    // The pointer resting on Hint for 300 ms before the click has started the worker.
    const hovered = await newPage(browser, `${url}?seed=${load + 1}#/2048`);
    await hovered.getByRole('button', { name: 'Hint', exact: true }).hover();
    await hovered.waitForTimeout(300);
    pointed.push(await timeHint(hovered));
    await hovered.context().close();

    const page = await newPage(browser, `${url}?seed=${load + 1}#/2048`);
    await page.getByRole('grid', { name: 'Game board' }).waitFor();
    first.push(await timeHint(page));
    for (let i = 0; i < (quick ? 5 : 20); i++) {
      const direction = await page.locator('.hint-arrow').getAttribute('data-direction');
      const key = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' }[
        direction ?? 'left'
      ];
      await page.keyboard.press(key ?? 'ArrowLeft');
      await page.waitForTimeout(150);
      later.push(await timeHint(page));
    }
    await page.context().close();
  }
  return { first, pointed, later };
}

/** A game played by the search to `moves` moves (keeping going past 2048), for a long save. */
function longGame(moves: number): GameState {
  let state = init({ seed: 2024 });
  while (state.moves < moves) {
    if (state.status === 'won') state = keepGoing(state);
    const best = analyze(state, { depth: 2 }).best;
    if (best === null) break;
    state = move(state, best);
  }
  return state;
}

/** The 2048 game the page stored (format 2): its move count (the save's check) and its length in characters. */
function storedGame(page: Page): Promise<{ moves: number; chars: number }> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('pastime.2048.game.'));
    const text = key === undefined ? null : localStorage.getItem(key);
    if (text === null) throw new Error('the page stored no 2048 game');
    const entry = JSON.parse(text) as { game: { check: { moves: number } } };
    return { moves: entry.game.check.moves, chars: text.length };
  });
}

async function measureAutoPlay(
  browser: Browser,
  url: string,
  state: GameState | null,
): Promise<{ movesPerSecond: number; longTasks: number[]; saveChars: number }> {
  const settings = { version: 1, size: 4, winValue: 2048, autoPlaySpeed: 'fastest', announceAutoPlay: false };
  const storage: Record<string, string> = { 'pastime.2048.settings': JSON.stringify(settings) };
  if (state) {
    const at = '2024-05-01T12:00:00.000Z';
    storage['pastime.2048.saved.long'] = JSON.stringify({
      version: 1,
      id: 'long',
      startedAt: at,
      updatedAt: at,
      save: serialize2048(state),
    });
  }
  const page = await newPage(browser, `${url}?seed=7#/2048`, storage);
  await page.getByRole('button', { name: 'Auto-play', exact: true }).click();
  await page.waitForTimeout(1000);
  const seconds = quick ? 5 : 10;
  const before = await storedGame(page);
  const longTasks = await page.evaluate(async (duration) => {
    const durations: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) durations.push(Math.round(entry.duration));
    });
    observer.observe({ type: 'longtask' });
    await new Promise((resolve) => setTimeout(resolve, duration * 1000));
    observer.disconnect();
    return durations;
  }, seconds);
  const after = await storedGame(page);
  await page.keyboard.press('Escape');
  await page.context().close();
  const moves = after.moves - before.moves;
  return { movesPerSecond: moves / seconds, longTasks, saveChars: after.chars };
}

async function advisorWorkerUrl(outDir: string, base: string): Promise<string> {
  const file = (await readdir(join(outDir, 'assets'))).find((name) => name.startsWith('advisor-worker-'));
  if (!file) throw new Error('no advisor worker in the build');
  return `${base}assets/${file}`;
}

/** Posts `advise` requests to a fresh advisor worker from the page; the round trip of each, in ms. */
function timeWorkerAdvice(page: Page, workerUrl: string, saves: readonly string[]): Promise<number[]> {
  return page.evaluate(
    async ({ url, saves: texts }) => {
      const worker = new Worker(url, { type: 'module' });
      const times: number[] = [];
      for (const [i, save] of texts.entries()) {
        const start = performance.now();
        await new Promise<void>((resolve, reject) => {
          worker.onmessage = (event: MessageEvent<{ kind: string; message?: string }>) =>
            event.data.kind === 'advise' ? resolve() : reject(new Error(event.data.message));
          worker.onerror = () => reject(new Error('worker failed'));
          worker.postMessage({ id: i, kind: 'advise', save });
        });
        times.push(performance.now() - start);
      }
      worker.terminate();
      return times;
    },
    { url: workerUrl, saves },
  );
}

/** Positions of a seeded two-player game where a person decides after a roll, each with new totals. */
function twoPlayerPositions(count: number): FarkleState[] {
  const positions: FarkleState[] = [];
  let state = newGame({ mode: 'two-player', seed: 17, names: ['Ada', 'Bo'] });
  let lastTotals = '';
  for (let i = 0; i < 5_000 && positions.length < count && state.phase !== 'game-over'; i++) {
    const totals = state.players.map((p) => p.total).join();
    if (state.phase === 'choosing' && totals !== lastTotals) {
      positions.push(state);
      lastTotals = totals;
    }
    const selected = state.dice.some((die) => die.selected);
    state = apply(
      state,
      state.phase === 'awaiting-roll'
        ? { type: 'roll' }
        : !selected
          ? { type: 'select-all' }
          : state.turnTotal + state.selectionScore >= 300
            ? { type: 'bank' }
            : { type: 'roll' },
    );
  }
  return positions;
}

/** From the click on Advisor to the advice on the table, on a fresh page (a fresh worker). */
async function timeAdvisorToggle(browser: Browser, url: string, players: 1 | 2): Promise<number> {
  const page = await newPage(browser, `${url}?seed=5#/farkle`);
  await page.getByRole('dialog', { name: 'Select Game Mode' }).waitFor();
  if (players === 2) await page.getByRole('radio', { name: '2 Player Mode' }).check();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('button', { name: 'Roll Dice', exact: true }).click();
  const time = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const button = Array.from(document.querySelectorAll('button')).find(
          (b) => b.textContent === 'Advisor',
        );
        if (!button) throw new Error('no Advisor button');
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (/^(Keep|Roll)/.test(document.querySelector('.fk-advice-text')?.textContent ?? '')) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        button.click();
      }),
  );
  await page.context().close();
  return time;
}

const outDir = await mkdtemp(join(tmpdir(), 'pastime-web-measure-'));
process.env.NODE_ENV = 'production';
try {
  await build({ root, mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  const server = await serveStatic(outDir);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const hints = await measureHints(browser, server.url);
    console.log(line('2048 Hint, first of a page (starts the worker)', stats(hints.first)));
    console.log(line('2048 Hint, first, after pointing at it 300 ms', stats(hints.pointed)));
    console.log(line('2048 Hint, later (new position each time)', stats(hints.later)));

    const fresh = await measureAutoPlay(browser, server.url, null);
    console.log(
      `2048 Auto-play, new game: ${fresh.movesPerSecond.toFixed(1)} moves/s, long tasks ${JSON.stringify(fresh.longTasks)}`,
    );
    const long = longGame(quick ? 300 : 1500);
    const late = await measureAutoPlay(browser, server.url, long);
    console.log(
      `2048 Auto-play, game at ${long.moves} moves (save ${late.saveChars} chars): ${late.movesPerSecond.toFixed(1)} moves/s, long tasks ${JSON.stringify(late.longTasks)}`,
    );

    const page = await newPage(browser, `${server.url}#/`);
    const workerUrl = await advisorWorkerUrl(outDir, server.url);
    const positions = twoPlayerPositions(quick ? 6 : 21).map((state) => serializeFarkle(state));
    const firstAdvice: number[] = [];
    const laterAdvice: number[] = [];
    for (let run = 0; run < (quick ? 2 : 5); run++) {
      const [first, ...rest] = await timeWorkerAdvice(page, workerUrl, positions);
      if (first !== undefined) firstAdvice.push(first);
      laterAdvice.push(...rest);
    }
    await page.context().close();
    console.log(line('Farkle advise in its worker, first (two players)', stats(firstAdvice)));
    console.log(line('Farkle advise in its worker, later (new totals)', stats(laterAdvice)));
    for (const players of [1, 2] as const) {
      const times: number[] = [];
      for (let i = 0; i < (quick ? 2 : 5); i++)
        times.push(await timeAdvisorToggle(browser, server.url, players));
      console.log(
        line(`Farkle Advisor click to advice, ${players} player${players === 1 ? '' : 's'}`, stats(times)),
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  await rm(outDir, { recursive: true, force: true });
}
