/** Lists of finished games shown a page at a time: how many of all, and every one reachable. */
import { describe, expect, it } from 'vitest';
import { finishedGame, RECORDS_KEY } from './game2048-helpers.ts';
import { farkleRecord } from './games.ts';
import { openApp, sharedBrowser } from './harness.ts';

const browser = sharedBrowser();

describe('long lists of finished games', () => {
  it('say how many of all they show, and show the rest a page at a time (2048 and Farkle)', async () => {
    const games2048 = Array.from({ length: 45 }, (_, i) => ({
      ...finishedGame(`g${i}`, 100 + i),
      endedAt: new Date(Date.UTC(2024, 3, 1, 10, 45 - i)).toISOString(),
    }));
    const { game } = farkleRecord();
    const farkle = Array.from({ length: 60 }, (_, i) => ({
      ...game,
      id: `fk${i}`,
      endedAt: new Date(Date.UTC(2026, 10, 26, 12, 60 - i)).toISOString(),
    }));
    const { context, page, errors } = await openApp(browser(), '#/2048', {
      storage: {
        [RECORDS_KEY]: JSON.stringify({ version: 1, best: { '4': 144 }, games: games2048 }),
        'pastime.farkle.games': JSON.stringify({ version: 1, games: farkle }),
      },
    });
    await page.getByText('Finished games (45)').click();
    const list2048 = page.getByRole('region', { name: 'Finished games' });
    await expect.poll(() => list2048.getByRole('row').count()).toBe(21);
    await page.getByText('Showing the newest 20 of 45 games.').waitFor();
    await page.getByRole('button', { name: 'Show 20 more' }).click();
    await page.getByRole('button', { name: 'Show 5 more' }).click();
    await expect.poll(() => list2048.getByRole('row').count()).toBe(46);
    expect(await page.getByText(/Showing the newest/).count()).toBe(0);

    await page.goto(new URL('#/stats', page.url()).href);
    const listFarkle = page.getByRole('region', { name: 'Finished Farkle games' });
    await expect.poll(() => listFarkle.getByRole('row').count()).toBe(51);
    await page.getByText('Showing the newest 50 of 60 games.').waitFor();
    await page.getByRole('button', { name: 'Show 10 more' }).click();
    await expect.poll(() => listFarkle.getByRole('row').count()).toBe(61);
    // The oldest game's replay is reached too.
    await listFarkle.getByRole('button', { name: 'Replay' }).last().click();
    await page.getByRole('heading', { level: 1, name: 'Farkle replay' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
