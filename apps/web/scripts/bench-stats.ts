/**
 * How long the statistics page takes to show 1,000 finished games of each game, in Chromium: builds the production
 * app into a temporary folder, serves it, and drives headless Chromium (`/usr/bin/chromium`, or `CHROMIUM_PATH`).
 * `npm run bench -w @pastime/web` (after the bundle sizes; `-- --quick` for fewer samples). The games are generated
 * from fixed seeds (2048: random moves on boards of 3×3 to 8×8 until lost or 500 moves; Farkle: one player, two
 * people and against the computer, each player choosing as the Classic computer does), each with its replay code,
 * and written as the previous release kept them in `localStorage`; a first load moves them into IndexedDB. The
 * measurements are in `stats-bench.ts`, which the end-to-end tests run quickly on a few games.
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
 * with `-- --screenshot=<file>.png`, screenshots of the page (whole, and its top as shown). Any step that waits
 * longer than a minute fails the benchmark, saying what it waited for.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_FINISHED_GAMES } from '@pastime/app-core';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/e2e/browser-options.ts';
import { serveStatic } from '../test/e2e/server.ts';
import { benchStats, ms, summary } from './stats-bench.ts';

const quick = process.argv.includes('--quick');
/** `--profile`: an unminified build, and the functions that took the most time in one render, from a CPU profile. */
const profile = process.argv.includes('--profile');
/** `--screenshot=<file>`: the statistics of the 2,000 games as a whole-page screenshot, to look at. */
const screenshotPath = process.argv
  .find((arg) => arg.startsWith('--screenshot='))
  ?.slice('--screenshot='.length);
const SAMPLES = quick ? 5 : 25;
const root = fileURLToPath(new URL('..', import.meta.url));

const outDir = await mkdtemp(join(tmpdir(), 'pastime-web-stats-'));
try {
  process.env.NODE_ENV = 'production';
  await build({
    root,
    mode: 'production',
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, ...(profile ? { minify: false } : {}) },
  });
  const server = await serveStatic(outDir);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const result = await benchStats(browser, server.url, {
      games: MAX_FINISHED_GAMES,
      samples: SAMPLES,
      timeoutMs: 60_000,
      profile,
      ...(screenshotPath === undefined ? {} : { screenshotPath }),
      log: (line) => console.log(line),
    });
    const line = (label: string, values: readonly number[]): void => {
      const s = summary(values);
      console.log(
        `${label.padEnd(44)} n=${values.length}  median ${ms(s.median).padStart(9)}  p90 ${ms(s.p90).padStart(9)}  max ${ms(s.max).padStart(9)}`,
      );
    };
    line('statistics render (1,000 + 1,000 games)', result.render);
    line('longest task during the render', result.longestTask);
    line('render, main-thread CPU time', result.renderCpu);
    line('first load of #/stats in a new tab', result.firstLoad);
  } finally {
    await browser.close();
    await server.close();
  }
} catch (error) {
  console.error(`The statistics benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await rm(outDir, { recursive: true, force: true });
}
