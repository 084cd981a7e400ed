/**
 * A quick run of each of the web app's benchmarks (`npm run bench -w @pastime/web`), so that a change to the app
 * that breaks one is found here rather than when someone next measures: the bundle's sizes on this run's build,
 * within the start-up budget, and the statistics page's render on a few games. A page that is not as a benchmark
 * expects fails it with a sentence, within its time limit.
 */
import { describe, expect, inject, it } from 'vitest';
import { measureBundle, START_UP_BUDGET, total } from '../../scripts/bundle-measure.ts';
import { benchStats, shownAt, STATS_CHART, STATS_SHOWN } from '../../scripts/stats-bench.ts';
import { appUrl, openApp, sharedBrowser } from './harness.ts';

const browser = sharedBrowser();

describe('the benchmarks, quickly', () => {
  it('measure the bundle, whose start-up JavaScript stays within its budget', async () => {
    const { files, startUp } = await measureBundle(inject('outDir'));
    expect(files.map((row) => row.file)).toContainEqual(expect.stringMatching(/\.css$/));
    expect(startUp.length).toBeGreaterThan(0);
    expect(total(startUp).gzip).toBeLessThan(START_UP_BUDGET);
  });

  it('time the statistics page on a few games', async () => {
    const lines: string[] = [];
    const result = await benchStats(browser(), appUrl(), {
      games: 12,
      samples: 1,
      timeoutMs: 10_000,
      log: (line) => lines.push(line),
    });
    expect(lines.filter((line) => line.startsWith('page error'))).toEqual([]);
    for (const values of Object.values(result)) {
      expect(values).toHaveLength(1);
      expect(values.every((value: number) => Number.isFinite(value) && value >= 0)).toBe(true);
    }
  });

  it('fail with a sentence, in time, when the page is not the one they wait for', async () => {
    const { page, context } = await openApp(browser(), '#/');
    await page.getByRole('heading', { level: 1, name: 'Pastime' }).waitFor();
    await expect(shownAt(page, 300)).rejects.toThrow(
      `the statistics page was not shown within 300 ms: nothing matches ${STATS_SHOWN}`,
    );
    // The statistics without a finished game have no chart.
    await page.evaluate(() => {
      location.hash = '#/stats';
    });
    await expect(shownAt(page, 1000)).rejects.toThrow(`nothing matches ${STATS_CHART}`);
    await context.close();
  });
});
