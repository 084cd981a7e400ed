/**
 * The statistics page's benchmark (`bench-stats.ts`), as functions a quick test can run too: the finished games it
 * shows (generated from fixed seeds, stored as the previous release kept them), and the measurements in a browser
 * given to it. Every wait is bounded: a page that is not as the benchmark expects (a class renamed, the games not
 * shown) fails it with a sentence naming what it waited for, instead of waiting for ever.
 */
import { apply, legalMoves, newGame, type Direction, type GameState } from '@pastime/2048';
import {
  BROWSER_FARKLE_GAMES,
  BROWSER_RECORDS_2048,
  choicesOf,
  encodeReplay2048,
  encodeReplayFarkle,
  finishedFarkleGame,
  finishedGame2048,
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
import type { Browser, Page } from 'playwright-core';

const DIRECTIONS: readonly Direction[] = ['up', 'down', 'left', 'right'];

/** The statistics are shown: the page no longer busy, and its Farkle section there. */
export const STATS_SHOWN = '.history-page[aria-busy="false"] #stats-farkle';
/** A chart of the statistics page. */
export const STATS_CHART = '.history-page figure.chart';

/** A minute apart from 2026-01-01, game `i`. */
const endedAt = (i: number): string => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();

function games2048(count: number): FinishedGame2048[] {
  let random: RandomState = createRandom(2048);
  const pick = (bound: number): number => {
    const draw = nextInt(random, bound);
    random = draw.state;
    return draw.value;
  };
  const games: FinishedGame2048[] = [];
  for (let i = 0; i < count; i++) {
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

function farkleGames(count: number): FinishedFarkleGame[] {
  const modes: readonly Mode[] = ['one-player', 'one-player', 'two-player', 'vs-computer'];
  const games: FinishedFarkleGame[] = [];
  for (let i = 0; i < count; i++) {
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

/** `count` finished games of each game, as the previous release stored them in `localStorage`. */
export function benchStorage(count: number): Record<string, string> {
  const records = { best: {}, games: games2048(count) };
  return {
    'pastime.2048.records': JSON.stringify(BROWSER_RECORDS_2048.write(records)),
    'pastime.farkle.games': JSON.stringify(BROWSER_FARKLE_GAMES.write(farkleGames(count))),
  };
}

export interface Summary {
  readonly median: number;
  readonly p90: number;
  readonly max: number;
}

export function summary(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { median: at(0.5), p90: at(0.9), max: sorted.at(-1) ?? NaN };
}

export const ms = (n: number): string => `${n.toFixed(1)} ms`;

/** Says what a step of the benchmark was doing when it failed. */
async function step<T>(what: string, run: Promise<T>): Promise<T> {
  try {
    return await run;
  } catch (error) {
    throw new Error(`${what}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/**
 * Waits in the page until the statistics are shown (the page no longer busy, a chart there) and a frame has been
 * drawn after; resolves with `performance.now()` then and the longest task seen meanwhile. Fails after
 * `timeoutMs`, naming what was missing.
 */
export async function shownAt(
  page: Page,
  timeoutMs: number,
): Promise<{ readonly at: number; readonly longest: number }> {
  // A script in text: the functions tsx would compile into the callback carry a helper the page does not have.
  const result = (await page.evaluate(`new Promise((resolve) => {
    const shown = () =>
      document.querySelector(${JSON.stringify(STATS_SHOWN)}) !== null &&
      document.querySelector(${JSON.stringify(STATS_CHART)}) !== null;
    const done = () =>
      requestAnimationFrame(() =>
        setTimeout(() => resolve({ at: performance.now(), longest: Math.max(0, ...(window.benchTasks ?? [])) }), 0),
      );
    if (shown()) return done();
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      clearTimeout(timer);
      done();
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      resolve({ missing: document.querySelector(${JSON.stringify(STATS_SHOWN)}) === null ? ${JSON.stringify(STATS_SHOWN)} : ${JSON.stringify(STATS_CHART)} });
    }, ${timeoutMs});
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  })`)) as { readonly at: number; readonly longest: number } | { readonly missing: string };
  if ('missing' in result) {
    throw new Error(
      `the statistics page was not shown within ${timeoutMs} ms: nothing matches ${result.missing} at ${page.url()}`,
    );
  }
  return result;
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
async function profileRender(page: Page, timeoutMs: number, log: (line: string) => void): Promise<void> {
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
  await shownAt(page, timeoutMs);
  const { profile: cpu } = await session.send('Profiler.stop');
  const after = await metrics();
  for (const name of ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration', 'Nodes']) {
    const change = (after.get(name) ?? 0) - (before.get(name) ?? 0);
    log(`${name.padEnd(20)} ${name === 'Nodes' ? change : ms(change * 1000)}`);
  }
  log(`elements on the page: ${await page.evaluate(() => document.querySelectorAll('*').length)}`);
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
    log(`${ms(time).padStart(9)}  ${name}`);
}

export interface StatsBenchOptions {
  /** Finished games of each game. */
  readonly games: number;
  /** Renders and first loads measured. */
  readonly samples: number;
  /** The longest any step may wait. */
  readonly timeoutMs: number;
  /** The functions with the most time of their own in one render. */
  readonly profile?: boolean;
  readonly screenshotPath?: string;
  readonly log: (line: string) => void;
}

export interface StatsBenchResult {
  readonly render: readonly number[];
  readonly longestTask: readonly number[];
  readonly renderCpu: readonly number[];
  readonly firstLoad: readonly number[];
}

/** Measures the statistics page of the app at `url` (its root) in `browser`, in a browser context of its own. */
export async function benchStats(
  browser: Browser,
  url: string,
  options: StatsBenchOptions,
): Promise<StatsBenchResult> {
  const { games, samples, timeoutMs, log } = options;
  const generated = performance.now();
  const storage = benchStorage(games);
  log(`generated ${games} 2048 and ${games} Farkle games in ${ms(performance.now() - generated)}`);
  log(`as the previous release stored them: ${Object.values(storage).join('').length} characters`);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(timeoutMs);
  try {
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
    page.on('pageerror', (error) => log(`page error: ${error.message}`));
    // The first load moves the games into IndexedDB.
    const moveStart = Date.now();
    await page.goto(`${url}#/stats`);
    await shownAt(page, timeoutMs);
    await step(
      'the games were not moved out of local storage',
      page.waitForFunction(
        () =>
          (
            JSON.parse(localStorage.getItem('pastime.2048.records') ?? '{"games":[1]}') as {
              games: unknown[];
            }
          ).games.length === 0 &&
          (
            JSON.parse(localStorage.getItem('pastime.farkle.games') ?? '{"games":[1]}') as {
              games: unknown[];
            }
          ).games.length === 0,
      ),
    );
    log(`first load with the previous release's records, moving them: ${Date.now() - moveStart} ms`);
    const played = await step(
      'no table of 2048 games by board size',
      page.getByRole('table', { name: '2048 games by board size' }).innerText(),
    );
    // The games are spread over the six board sizes.
    const perSize = String(Math.ceil(games / 6));
    if (!played.includes(perSize)) {
      throw new Error(`the statistics do not show ${perSize} games of a board size:\n${played}`);
    }
    if (options.screenshotPath !== undefined) {
      await page.screenshot({ path: options.screenshotPath, fullPage: true });
      await page.screenshot({ path: options.screenshotPath.replace(/(\.png)?$/, '-top.png') });
    }

    const home = page.getByRole('heading', { level: 1, name: 'Pastime' });
    const render: number[] = [];
    const longestTask: number[] = [];
    const renderCpu: number[] = [];
    for (let i = 0; i < samples; i++) {
      await page.evaluate(() => {
        location.hash = '#/';
      });
      await step('the home screen did not show', home.waitFor());
      await page.waitForTimeout(100);
      await browser.startTracing(page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline'] });
      const start = await page.evaluate(() => {
        (window as unknown as { benchTasks: number[] }).benchTasks.length = 0;
        const now = performance.now();
        location.hash = '#/stats';
        return now;
      });
      const shown = await shownAt(page, timeoutMs);
      renderCpu.push(mainThreadTime(await browser.stopTracing()));
      render.push(shown.at - start);
      longestTask.push(shown.longest);
    }
    if (options.profile === true) await profileRender(page, timeoutMs, log);
    const firstLoad: number[] = [];
    for (let i = 0; i < samples; i++) {
      const tab = await context.newPage();
      await tab.goto(`${url}#/stats`);
      firstLoad.push((await shownAt(tab, timeoutMs)).at);
      await tab.close();
    }
    return { render, longestTask, renderCpu, firstLoad };
  } finally {
    await context.close();
  }
}
