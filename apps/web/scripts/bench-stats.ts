/**
 * How long the statistics page takes to show 1,000 finished games of each game, in Chromium: builds the production
 * app into a temporary folder, serves it, and drives headless Chromium (`/usr/bin/chromium`, or `CHROMIUM_PATH`).
 * `npm run bench -w @pastime/web` (after the bundle sizes; `-- --quick` for fewer samples). The games are generated
 * from fixed seeds (2048: random moves on boards of 3×3 to 8×8 until lost or 500 moves; Farkle: one player, two
 * people and against the computer, each player choosing as the Classic computer does), each with its replay code,
 * and written as the previous release kept them in `localStorage`; a first load moves them into IndexedDB.
 *
 * Prints, timed inside the page with `performance.now()`:
 * - render: from the hash change to `#/stats` (the page's code and the history already loaded, as when the player
 *   comes from another screen) until the charts are in the document and a frame has been drawn, and the longest
 *   main-thread task meanwhile (a `longtask` observer);
 * - render, main-thread CPU: the same render's CPU time on the page's main thread (the thread time of its tasks in
 *   a Chromium trace), which other programs busy on the machine change far less than the time on the clock;
 * - first load: a new tab opened on `#/stats`, from the start of navigation until the same point (the app's and
 *   the page's code fetched from the local server, the database opened and 2,000 games read and checked).
 *
 * With `-- --profile`, an unminified build, and the functions with the most time of their own in one render;
 * with `-- --screenshot=<file>.png`, screenshots of the page (whole, and its top as shown).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apply, legalMoves, newGame, type Direction, type GameState } from '@pastime/2048';
import {
  BROWSER_FARKLE_GAMES,
  BROWSER_RECORDS_2048,
  choicesOf,
  encodeReplay2048,
  encodeReplayFarkle,
  finishedFarkleGame,
  finishedGame2048,
  MAX_FINISHED_GAMES,
  type FinishedFarkleGame,
  type FinishedGame2048,
} from '@pastime/app-core';
import {
  apply as applyFarkle,
  computerAction,
  newGame as newFarkle,
  type Action,
  type Mode,
} from '@pastime/farkle';
import { createRandom, nextInt, type RandomState } from '@pastime/random';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/e2e/browser-options.ts';
import { serveStatic } from '../test/e2e/server.ts';

const quick = process.argv.includes('--quick');
/** `--profile`: an unminified build, and the functions that took the most time in one render, from a CPU profile. */
const profile = process.argv.includes('--profile');
/** `--screenshot=<file>`: the statistics of the 2,000 games as a whole-page screenshot, to look at. */
const screenshotPath = process.argv
  .find((arg) => arg.startsWith('--screenshot='))
  ?.slice('--screenshot='.length);
const SAMPLES = quick ? 5 : 25;
const GAMES = MAX_FINISHED_GAMES;
const root = fileURLToPath(new URL('..', import.meta.url));
const DIRECTIONS: readonly Direction[] = ['up', 'down', 'left', 'right'];

/** A minute apart from 2026-01-01, game `i`. */
const endedAt = (i: number): string => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();

function games2048(): FinishedGame2048[] {
  let random: RandomState = createRandom(2048);
  const pick = (bound: number): number => {
    const draw = nextInt(random, bound);
    random = draw.state;
    return draw.value;
  };
  const games: FinishedGame2048[] = [];
  for (let i = 0; i < GAMES; i++) {
    const size = 3 + (i % 6);
    let state: GameState = newGame({ size, winValue: 2048, seed: i });
    const moves: Direction[] = [];
    while (state.status === 'playing' && moves.length < 500) {
      const legal = legalMoves(state);
      const move = legal[pick(legal.length)] ?? DIRECTIONS[0] ?? 'up';
      state = apply(state, move);
      moves.push(move);
    }
    const replay = encodeReplay2048({ size, winValue: 2048, seed: String(i), moves, score: state.score });
    games.push(finishedGame2048(`g${i}`, state, endedAt(i), replay));
  }
  return games.reverse();
}

function farkleGames(): FinishedFarkleGame[] {
  const modes: readonly Mode[] = ['one-player', 'one-player', 'two-player', 'vs-computer'];
  const games: FinishedFarkleGame[] = [];
  for (let i = 0; i < GAMES; i++) {
    const mode = modes[i % modes.length] ?? 'one-player';
    const names = mode === 'one-player' ? ['Ada'] : mode === 'two-player' ? ['Ada', 'Bo'] : ['Ada'];
    const start = newFarkle({ mode, names, seed: i });
    let state = start;
    const actions: Action[] = [];
    while (state.phase !== 'game-over') {
      const action = computerAction(state);
      actions.push(action);
      state = applyFarkle(state, action);
    }
    const replay = encodeReplayFarkle({
      mode,
      computerLevel: start.computerLevel,
      names: start.players.map((player) => player.name),
      seed: String(i),
      highScore: 0,
      choices: choicesOf(start, actions),
      totals: state.players.map((player) => player.total),
    });
    games.push(finishedFarkleGame(`f${i}`, state, endedAt(i), replay));
  }
  return games.reverse();
}

interface Summary {
  readonly median: number;
  readonly p90: number;
  readonly max: number;
}

function summary(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { median: at(0.5), p90: at(0.9), max: sorted.at(-1) ?? NaN };
}

const ms = (n: number): string => `${n.toFixed(1)} ms`;

/**
 * Waits in the page until the statistics are shown (the page no longer busy, its last chart there) and a frame
 * has been drawn after; resolves with `performance.now()` then and the longest task seen since `since`.
 */
function shownAt(page: Page): Promise<{ readonly at: number; readonly longest: number }> {
  // A script in text: the functions tsx would compile into the callback carry a helper the page does not have.
  return page.evaluate(`new Promise((resolve) => {
    const shown = () =>
      document.querySelector('.stats-page[aria-busy="false"] #stats-farkle') !== null &&
      document.querySelectorAll('.stats-page figure').length > 0;
    const done = () =>
      requestAnimationFrame(() =>
        setTimeout(() => resolve({ at: performance.now(), longest: Math.max(0, ...(window.benchTasks ?? [])) }), 0),
      );
    if (shown()) return done();
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      done();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  })`);
}

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly tdur?: number;
  readonly args?: { readonly name?: string };
}

/** The thread time (CPU) of the top-level tasks of the renderer's main thread in a trace, in milliseconds. */
function mainThreadTime(trace: Buffer): number {
  const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
  const main = new Set(
    traceEvents
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  return (
    traceEvents
      .filter(
        (event) => event.name === 'RunTask' && event.ph === 'X' && main.has(`${event.pid}:${event.tid}`),
      )
      .reduce((sum, event) => sum + (event.tdur ?? 0), 0) / 1000
  );
}

/** One render under the CPU profiler: the 15 functions with the most time of their own. */
async function profileRender(page: Page): Promise<void> {
  await page.evaluate(() => {
    location.hash = '#/';
  });
  await page.getByRole('heading', { level: 1, name: 'Pastime' }).waitFor();
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  const metrics = async (): Promise<Map<string, number>> =>
    new Map((await session.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const before = await metrics();
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 100 });
  await session.send('Profiler.start');
  await page.evaluate(() => {
    location.hash = '#/stats';
  });
  await shownAt(page);
  const { profile: cpu } = await session.send('Profiler.stop');
  const after = await metrics();
  for (const name of ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration', 'Nodes']) {
    const change = (after.get(name) ?? 0) - (before.get(name) ?? 0);
    console.log(`${name.padEnd(20)} ${name === 'Nodes' ? change : ms(change * 1000)}`);
  }
  console.log(`elements on the page: ${await page.evaluate(() => document.querySelectorAll('*').length)}`);
  const self = new Map<string, number>();
  const byId = new Map(cpu.nodes.map((node) => [node.id, node]));
  const deltas = cpu.timeDeltas ?? [];
  (cpu.samples ?? []).forEach((id, index) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + (deltas[index] ?? 0) / 1000);
  });
  for (const [name, time] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`${ms(time).padStart(9)}  ${name}`);
}

const outDir = await mkdtemp(join(tmpdir(), 'pastime-web-stats-'));
try {
  process.env.NODE_ENV = 'production';
  await build({
    root,
    mode: 'production',
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, ...(profile ? { minify: false } : {}) },
  });
  const generated = performance.now();
  const records = { best: {}, games: games2048() };
  const farkle = farkleGames();
  console.log(`generated ${GAMES} 2048 and ${GAMES} Farkle games in ${ms(performance.now() - generated)}`);
  const storage = {
    'pastime.2048.records': JSON.stringify(BROWSER_RECORDS_2048.write(records)),
    'pastime.farkle.games': JSON.stringify(BROWSER_FARKLE_GAMES.write(farkle)),
  };
  console.log(`as the previous release stored them: ${Object.values(storage).join('').length} characters`);
  const server = await serveStatic(outDir);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((items: Record<string, string>) => {
      if (localStorage.getItem('bench:seeded') !== null) return;
      localStorage.setItem('bench:seeded', '1');
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, storage);
    await context.addInitScript(() => {
      const tasks: number[] = [];
      (window as unknown as { benchTasks: number[] }).benchTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    // The first load moves the games into IndexedDB.
    const moveStart = Date.now();
    await page.goto(`${server.url}#/stats`);
    await shownAt(page);
    await page.waitForFunction(
      () =>
        (JSON.parse(localStorage.getItem('pastime.2048.records') ?? '{"games":[1]}') as { games: unknown[] })
          .games.length === 0 &&
        (JSON.parse(localStorage.getItem('pastime.farkle.games') ?? '{"games":[1]}') as { games: unknown[] })
          .games.length === 0,
    );
    console.log(`first load with the previous release's records, moving them: ${Date.now() - moveStart} ms`);
    const played = await page.getByRole('table', { name: '2048 games by board size' }).innerText();
    if (!played.includes('167')) throw new Error(`the statistics do not show the games:\n${played}`);
    if (screenshotPath !== undefined) {
      await page.screenshot({ path: screenshotPath, fullPage: true });
      await page.screenshot({ path: screenshotPath.replace(/(\.png)?$/, '-top.png') });
    }

    const render: number[] = [];
    const tasks: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      await page.evaluate(() => {
        location.hash = '#/';
      });
      await page.getByRole('heading', { level: 1, name: 'Pastime' }).waitFor();
      await page.waitForTimeout(100);
      await browser.startTracing(page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline'] });
      const start = await page.evaluate(() => {
        (window as unknown as { benchTasks: number[] }).benchTasks.length = 0;
        const now = performance.now();
        location.hash = '#/stats';
        return now;
      });
      const shown = await shownAt(page);
      cpu.push(mainThreadTime(await browser.stopTracing()));
      render.push(shown.at - start);
      tasks.push(shown.longest);
    }
    if (profile) await profileRender(page);
    const firstLoad: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const tab = await context.newPage();
      await tab.goto(`${server.url}#/stats`);
      firstLoad.push((await shownAt(tab)).at);
      await tab.close();
    }
    const line = (label: string, values: readonly number[]): void => {
      const s = summary(values);
      console.log(
        `${label.padEnd(44)} n=${values.length}  median ${ms(s.median).padStart(9)}  p90 ${ms(s.p90).padStart(9)}  max ${ms(s.max).padStart(9)}`,
      );
    };
    line('statistics render (1,000 + 1,000 games)', render);
    line('longest task during the render', tasks);
    line('render, main-thread CPU time', cpu);
    line('first load of #/stats in a new tab', firstLoad);
    await context.close();
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  await rm(outDir, { recursive: true, force: true });
}
