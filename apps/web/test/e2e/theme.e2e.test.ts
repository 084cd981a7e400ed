/**
 * The colour theme: System (the default) follows prefers-color-scheme, Light and Dark override it and are kept
 * under `pastime.theme`; every screen passes axe in both themes; the 2048 tiles keep their colours (their order
 * and contrast) in the dark; the system's forced colours still replace the theme's.
 */
import { newGame as newFarkle, type FarkleState } from '@pastime/farkle';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  button,
  dieButton,
  expectAccessible,
  expectTable,
  playStep,
  playUntil,
  savedGameItems as farkleGame,
} from './farkle-helpers.ts';
import { nearLoss, readBoard, savedGame } from './game2048-helpers.ts';
import {
  eventually,
  expectNoAxeViolations,
  openApp,
  readStorage,
  screenshot,
  sharedBrowser,
  type OpenOptions,
} from './harness.ts';

const browser = sharedBrowser();

const THEME_KEY = 'pastime.theme';
type Theme = 'light' | 'dark';

function themeItems(theme: 'light' | 'dark' | 'system'): Record<string, string> {
  return { [THEME_KEY]: JSON.stringify({ version: 1, theme }) };
}

/** The page's background and text colours as drawn (the root element's). */
function pageColours(page: Page): Promise<{ background: string; text: string }> {
  return page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    return { background: style.backgroundColor, text: style.color };
  });
}

function luminance(colour: string): number {
  const match = /rgba?\((\d+), (\d+), (\d+)/.exec(colour);
  if (!match) throw new Error(`not an rgb colour: ${colour}`);
  const [r, g, b] = [match[1], match[2], match[3]].map((part) => {
    const c = Number(part) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

async function chooseTheme(page: Page, label: 'Light' | 'Dark' | 'System'): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Theme', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByRole('radio', { name: label, exact: true }).check();
}

const DARK_PAGE = 'rgb(28, 26, 22)';
const LIGHT_PAGE = 'rgb(250, 248, 239)';

describe('colour theme', () => {
  it('follows the system until Light or Dark is chosen, keeps the choice, and System follows again', async () => {
    const { context, page, errors } = await openApp(browser(), '#/', { colorScheme: 'dark' });
    await page.getByRole('heading', { level: 1, name: 'Pastime' }).waitFor();
    expect((await pageColours(page)).background, 'System, the system dark').toBe(DARK_PAGE);
    await page.emulateMedia({ colorScheme: 'light' });
    expect((await pageColours(page)).background, 'System, the system light').toBe(LIGHT_PAGE);

    await chooseTheme(page, 'Dark');
    expect((await pageColours(page)).background, 'Dark on a light system').toBe(DARK_PAGE);
    expect(JSON.parse((await readStorage(page))[THEME_KEY] ?? 'null')).toEqual({ version: 1, theme: 'dark' });
    // Escape closes the choice and gives the keyboard back to its button.
    await page.keyboard.press('Escape');
    await eventually(() => page.getByRole('radio', { name: 'Dark' }).count(), 0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Theme');

    // Kept: a reload (and another screen) is dark from the start, the radio says so.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Pastime' }).waitFor();
    expect((await pageColours(page)).background).toBe(DARK_PAGE);
    await page.goto(page.url().replace(/#.*$/, '#/2048'));
    await page.getByRole('grid', { name: 'Game board' }).waitFor();
    expect((await pageColours(page)).background).toBe(DARK_PAGE);
    await chooseTheme(page, 'Light');
    await page.emulateMedia({ colorScheme: 'dark' });
    expect((await pageColours(page)).background, 'Light on a dark system').toBe(LIGHT_PAGE);
    expect(await page.getByRole('radio', { name: 'Light' }).isChecked()).toBe(true);

    await chooseTheme(page, 'System');
    expect((await pageColours(page)).background, 'System again, the system dark').toBe(DARK_PAGE);
    expect(JSON.parse((await readStorage(page))[THEME_KEY] ?? 'null')).toEqual({
      version: 1,
      theme: 'system',
    });
    // A click elsewhere closes the choice.
    await page.getByRole('heading', { level: 1, name: '2048' }).click();
    await eventually(() => page.getByRole('radio', { name: 'System' }).count(), 0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is applied before the first paint of a reload, and a damaged choice is set aside', async () => {
    const { context, page } = await openApp(browser(), '#/', { storage: themeItems('dark') });
    await page.getByRole('heading', { level: 1, name: 'Pastime' }).waitFor();
    // The document's own first script sets it: no light flash before the app's code has run.
    const html = await page.evaluate(async () => (await fetch('./')).text());
    expect(html).toMatch(/<script>[^<]*pastime\.theme[^<]*dataset\.theme/);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await context.close();

    const damaged = await openApp(browser(), '#/', {
      colorScheme: 'dark',
      storage: { [THEME_KEY]: JSON.stringify({ version: 1, theme: 'purple' }) },
    });
    await damaged.page.getByRole('heading', { level: 1, name: 'Pastime' }).waitFor();
    expect((await pageColours(damaged.page)).background).toBe(DARK_PAGE);
    await damaged.page.getByText(/The colour theme could not be read/).waitFor();
    expect(Object.keys(await readStorage(damaged.page)).some((key) => key.includes('backup:theme'))).toBe(
      true,
    );
    await damaged.context.close();
  });

  it('keeps every 2048 tile’s colours in the dark, each readable on its tile', async () => {
    // Every value from 2 to 32768 on one 8×8 board (65536 wins the game).
    const values = Array.from({ length: 15 }, (_, i) => 2 ** (i + 1));
    const board = Array.from({ length: 8 }, (_, r) =>
      Array.from({ length: 8 }, (_, c) => values[r * 8 + c] ?? 0),
    );
    const tiles: Record<Theme, { value: string; background: string; text: string }[]> = {
      light: [],
      dark: [],
    };
    for (const theme of ['light', 'dark'] as const) {
      const { context, page } = await openApp(browser(), '#/2048', {
        reducedMotion: 'reduce',
        storage: { ...savedGame({ board, winValue: 65536, seed: 1 }), ...themeItems(theme) },
      });
      await eventually(() => readBoard(page), board);
      tiles[theme] = await page.locator('.tile-face').evaluateAll((faces) =>
        faces.map((face) => {
          const style = getComputedStyle(face);
          return { value: face.textContent ?? '', background: style.backgroundColor, text: style.color };
        }),
      );
      await expectNoAxeViolations(page, `2048, every tile, ${theme}`);
      await screenshot(page, `theme-2048-tiles-${theme}`);
      await context.close();
    }
    expect(tiles.dark.map((tile) => tile.value).sort()).toEqual(values.map(String).sort());
    expect(tiles.dark, 'the same colours as in the light theme').toEqual(tiles.light);
    for (const tile of tiles.dark) {
      expect(contrast(tile.background, tile.text), `tile ${tile.value}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('lets the system’s forced colours replace the theme’s', async () => {
    const state = playUntil(
      newFarkle({ mode: 'one-player', seed: 3, names: ['Ada'] }),
      (s) => s.phase === 'choosing',
    );
    const seen: Record<Theme, { page: { background: string; text: string }; die: string; system: string }> = {
      light: { page: { background: '', text: '' }, die: '', system: '' },
      dark: { page: { background: '', text: '' }, die: '', system: '' },
    };
    for (const theme of ['light', 'dark'] as const) {
      const { context, page } = await openApp(browser(), '#/farkle', {
        storage: { ...farkleGame(state), ...themeItems(theme) },
      });
      await expectTable(page, state, 'resumed');
      await page.emulateMedia({ forcedColors: 'active' });
      const selectable = state.dice.findIndex((die) => die.face === 1 || die.face === 5);
      expect(selectable).toBeGreaterThanOrEqual(0);
      await dieButton(page, selectable).click();
      const die = await page
        .locator('.fk-die-selected')
        .evaluate((element) => getComputedStyle(element).borderTopColor);
      const system = await page.evaluate(() => {
        const probe = document.createElement('span');
        probe.style.color = 'Highlight';
        document.body.append(probe);
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      });
      seen[theme] = { page: await pageColours(page), die, system };
      await screenshot(page, `theme-farkle-forced-colours-${theme}`);
      await context.close();
    }
    for (const theme of ['light', 'dark'] as const) {
      // The selection is drawn in the system's highlight colour, and the page keeps a readable contrast.
      expect(seen[theme].die, theme).toBe(seen[theme].system);
      expect(contrast(seen[theme].page.background, seen[theme].page.text), theme).toBeGreaterThanOrEqual(7);
    }
    // Neither the light nor the dark page colour: the system's canvas, whichever theme was chosen.
    expect(seen.dark.page.background).not.toBe(DARK_PAGE);
    expect(seen.light.page.background).not.toBe(LIGHT_PAGE);
  });
});

/** Screens checked by axe in both themes, each opened as a player reaches it. */
const screens: {
  readonly name: string;
  readonly path: string;
  readonly options?: OpenOptions;
  readonly reach: (page: Page) => Promise<void>;
}[] = [
  {
    name: 'home, the theme choice open',
    path: '#/',
    reach: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Pastime' }).waitFor();
      await page.getByRole('button', { name: 'Theme', exact: true }).click();
      await page.getByRole('radio', { name: 'System' }).waitFor();
    },
  },
  {
    name: '2048 after a few moves, settings open',
    path: '?seed=5#/2048',
    reach: async (page) => {
      await page.getByRole('grid', { name: 'Game board' }).waitFor();
      for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight']) await page.keyboard.press(key);
      await page.getByText('Settings', { exact: true }).click();
    },
  },
  {
    name: '2048 game over',
    path: '#/2048',
    options: { storage: savedGame(nearLoss(480)) },
    reach: async (page) => {
      await page.getByRole('grid', { name: 'Game board' }).waitFor();
      await page.keyboard.press('ArrowLeft');
      await page.getByRole('dialog', { name: 'Game over' }).waitFor();
    },
  },
  {
    name: 'Farkle, Select Game Mode',
    path: '#/farkle',
    reach: async (page) => {
      await page.getByRole('dialog', { name: 'Select Game Mode' }).waitFor();
      await page.getByRole('radio', { name: '2 Player Mode' }).check();
      await page.getByRole('radio', { name: 'Computer Opponent' }).check();
    },
  },
  {
    name: 'Farkle one player, dice selected, Advisor on',
    path: '#/farkle',
    options: {
      storage: farkleGame(
        playUntil(newFarkle({ mode: 'one-player', seed: 3, names: ['Ada'] }), (s) => s.phase === 'choosing'),
      ),
    },
    reach: async (page) => {
      await button(page, 'Select All').click();
      await button(page, 'Advisor').click();
      await expect.poll(() => page.locator('.fk-advice-table').count()).toBe(1);
    },
  },
  {
    name: 'Farkle against the computer, late',
    path: '?pace=100000#/farkle',
    options: {
      storage: farkleGame(
        playUntil(
          newFarkle({ mode: 'vs-computer', seed: 6, names: ['Ada'] }),
          (s) => (s.players[1]?.turns.length ?? 0) >= 12 && s.current === 0 && s.phase === 'choosing',
        ),
      ),
    },
    reach: async (page) => {
      await page.getByRole('heading', { level: 2, name: 'Player: Computer' }).waitFor();
    },
  },
  {
    name: 'Farkle one player, game over with a new high score',
    path: '#/farkle',
    options: { storage: farkleGame(lastBank()) },
    reach: async (page) => {
      let state = lastBank();
      await expectTable(page, state, 'resumed');
      while (state.phase !== 'game-over') state = await playStep(page, state);
      await page.getByRole('dialog', { name: 'Game over' }).waitFor();
    },
  },
  {
    name: 'How to play 2048',
    path: '#/2048/how-to-play',
    reach: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'How to play 2048' }).waitFor();
    },
  },
  {
    name: 'How to play Farkle',
    path: '#/farkle/how-to-play',
    reach: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'How to play Farkle' }).waitFor();
    },
  },
];

/** A one-player game in its tenth turn, dice chosen and enough points to bank: one step from its end. */
function lastBank(): FarkleState {
  return playUntil(
    newFarkle({ mode: 'one-player', seed: 3, names: ['Ada'] }),
    (s) => s.turn === 10 && s.phase === 'choosing',
  );
}

describe('axe in both themes', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of ['desktop', 'phone'] as const) {
      it(`finds no violation on any screen, ${theme} theme, ${viewport}`, async () => {
        for (const screen of screens) {
          const { context, page, errors } = await openApp(browser(), screen.path, {
            viewport,
            ...screen.options,
            // The system's scheme is the other one: the chosen theme must win over it.
            colorScheme: theme === 'dark' ? 'light' : 'dark',
            storage: { ...screen.options?.storage, ...themeItems(theme) },
          });
          await screen.reach(page);
          expect((await pageColours(page)).background).toBe(theme === 'dark' ? DARK_PAGE : LIGHT_PAGE);
          await expectAccessible(page, `${screen.name} (${theme}, ${viewport})`);
          await screenshot(page, `theme-${theme}-${viewport}-${screen.name.replace(/[^a-z0-9]+/gi, '-')}`);
          expect(errors, screen.name).toEqual([]);
          await context.close();
        }
      }, 120_000);
    }
  }
});
