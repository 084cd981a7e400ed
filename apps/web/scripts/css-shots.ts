/**
 * Screenshots of many screens and states of the built app, in light and dark, on a desktop and a phone, for
 * comparing the look of two versions pixel for pixel (after a change to the stylesheets, say).
 *
 *   npx tsx --conditions=source scripts/css-shots.ts shoot <folder>      # build, serve, save <folder>/*.png
 *   npx tsx --conditions=source scripts/css-shots.ts compare <b> <a>...  # list the shots of b matching no a
 *
 * Every state is set up from storage written before the app starts and a few clicks, with reduced motion and a
 * fixed clock, so two runs on the same code give the same pixels.
 */
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newGame as new2048, serialize as serialize2048, type GameConfig as Config2048 } from '@pastime/2048';
import { encodeReplay2048 } from '@pastime/app-core';
import { serialize, type FarkleState, type GameConfig } from '@pastime/farkle';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/e2e/browser-options.ts';
import { expectedGame, farkleRecord, findState, nearWin } from '../test/e2e/games.ts';
import { serveStatic } from '../test/e2e/server.ts';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

function entry(prefix: string, save: string, id = 'shot-game'): Record<string, string> {
  return {
    [prefix + id]: JSON.stringify({
      version: 1,
      id,
      startedAt: '2026-11-20T12:00:00.000Z',
      updatedAt: id === 'shot-game' ? '2026-11-20T12:00:00.000Z' : '2026-11-19T12:00:00.000Z',
      save,
    }),
  };
}

const farkleSave = (state: FarkleState, id?: string) => entry('pastime.farkle.saved.', serialize(state), id);
const game2048Save = (config: Config2048, id?: string) =>
  entry('pastime.2048.saved.', serialize2048(new2048(config)), id);

const has = (state: FarkleState, type: string): boolean => state.events.some((event) => event.type === type);
const ONE: GameConfig = { mode: 'one-player', seed: 3, names: ['Ada'] };
const TWO: GameConfig = { mode: 'two-player', seed: 6, names: ['Grace Hopper', 'Wolfeschlegelsteinha'] };
const SIX: GameConfig = {
  mode: 'custom',
  seed: 9,
  players: [
    { kind: 'human', name: 'Alexandria Montgomer' },
    { kind: 'computer' },
    { kind: 'human' },
    { kind: 'computer', level: 'expert' },
    { kind: 'human', name: 'Dee' },
    { kind: 'human', name: 'Eve' },
  ],
};

function showcase(size: number): number[][] {
  const values = [2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 65536, 131072];
  return Array.from({ length: size }, (_, r) =>
    Array.from({ length: size }, (_, c) =>
      r === size - 1 && c === size - 1 ? 0 : (values[(r * size + c) % values.length] ?? 2),
    ),
  );
}

/** A finished 3×3 2048 game (seed 7) with its replay code. */
function finished2048() {
  const { moves: states, final: state } = expectedGame();
  const moves = states.flatMap((s) => (s.lastMove ? [s.lastMove.direction] : []));
  const code = encodeReplay2048({
    size: 3,
    winValue: 2048,
    seed: '7',
    moves,
    score: state.score,
  });
  const game = (id: string, score: number, endedAt: string, replay?: string) => ({
    id,
    score,
    bestTile: id === 'h1' ? Math.max(...state.board.flat()) : 256,
    moves: id === 'h1' ? state.moves : 300 + Math.round(score / 100),
    size: id === 'h1' ? 3 : 4,
    winValue: 2048,
    won: false,
    outcome: 'lost',
    endedAt,
    ...(replay === undefined ? {} : { replay }),
  });
  const records = {
    version: 1,
    best: { '3': state.score, '4': 20480 },
    games: [
      game('h1', state.score, '2026-11-26T12:00:00.000Z', code),
      game('a', 12340, '2026-11-20T10:00:00.000Z'),
      game('b', 20480, '2026-11-22T10:00:00.000Z'),
      game('c', 8120, '2026-11-24T10:00:00.000Z'),
    ],
  };
  return { code, records };
}

const SCHEMES = ['light', 'dark', 'forced'] as const;
/** The states also shown with forced colours (as in Windows' contrast themes). */
const FORCED_COLORS = [
  'home',
  '2048-play',
  'farkle-one',
  'farkle-one-menu',
  'farkle-hint',
  'farkle-advisor',
  'stats',
];

interface Shot {
  readonly name: string;
  readonly path: string;
  readonly storage?: Record<string, string>;
  readonly act?: (page: Page) => Promise<void>;
}

const click = (page: Page, role: 'button' | 'link' | 'menuitem', name: string) =>
  page.getByRole(role, { name, exact: true }).click();
const fileMenu = async (page: Page, item?: string) => {
  await click(page, 'button', 'File');
  if (item !== undefined) await click(page, 'menuitem', item);
};
const farkleReady = (page: Page) => page.locator('.fk-die').first().waitFor();
const modeDialog = (page: Page) => page.getByRole('dialog', { name: 'Select Game Mode' }).waitFor();

function shots(): Shot[] {
  const history = finished2048();
  const fk1 = farkleRecord('fk1', 12, '2026-11-26T12:00:00.000Z');
  const fk2 = farkleRecord('fk2', 13, '2026-11-25T12:00:00.000Z');
  const historyStorage = {
    'pastime.2048.records': JSON.stringify(history.records),
    'pastime.farkle.games': JSON.stringify({ version: 1, games: [fk1.game, fk2.game] }),
  };
  const records2048 = { 'pastime.2048.records': JSON.stringify(history.records) };
  const one = findState(ONE, (s) => s.dice.some((d) => d.locked) && s.selectionScore > 0 && s.turn > 1);
  const six = findState(
    SIX,
    (s) =>
      s.players.filter((p) => p.turns.length > 0).length >= 4 &&
      s.current === 0 &&
      s.phase === 'choosing' &&
      s.selectionScore > 0,
  );
  return [
    { name: 'home', path: '#/' },
    { name: 'home-theme-menu', path: '#/', act: (page) => click(page, 'button', 'Theme') },
    { name: 'not-found', path: '#/nowhere' },
    { name: 'guides', path: '#/how-to-play' },
    { name: 'guide-2048', path: '#/2048/how-to-play' },
    { name: 'guide-farkle', path: '#/farkle/how-to-play' },
    {
      name: '2048-play',
      path: '?seed=1#/2048',
      storage: records2048,
      act: async (page) => {
        await page.getByRole('grid', { name: 'Game board' }).waitFor();
        for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowUp']) {
          await page.keyboard.press(key);
          await page.waitForTimeout(60);
        }
        await page.waitForTimeout(1200);
      },
    },
    {
      name: '2048-panels',
      path: '?seed=1#/2048',
      storage: { ...records2048, ...game2048Save({ seed: 4 }, 'other') },
      act: async (page) => {
        await page.getByRole('grid', { name: 'Game board' }).waitFor();
        await page.getByText('Settings', { exact: true }).click();
        await page.getByText(/^Finished games/).click();
      },
    },
    {
      name: '2048-showcase-4',
      path: '#/2048',
      storage: game2048Save({ size: 4, board: showcase(4), stopOnWin: false, score: 1234567 }),
    },
    {
      name: '2048-showcase-8',
      path: '#/2048',
      storage: game2048Save({ size: 8, board: showcase(8), stopOnWin: false, score: 1234567 }),
    },
    {
      name: '2048-game-over',
      path: '#/2048',
      storage: {
        ...records2048,
        ...game2048Save({
          board: [
            [2, 4, 2, 4],
            [4, 2, 4, 2],
            [2, 4, 2, 4],
            [0, 8, 16, 8],
          ],
          score: 1234,
          spawnScript: [{ row: 3, col: 3, value: 2 }],
        }),
      },
      act: async (page) => {
        await page.getByRole('grid', { name: 'Game board' }).waitFor();
        await page.keyboard.press('ArrowLeft');
        await page.getByRole('dialog').waitFor();
        await page.waitForTimeout(1200);
      },
    },
    {
      name: '2048-win',
      path: '#/2048',
      storage: game2048Save(nearWin),
      act: async (page) => {
        await page.getByRole('grid', { name: 'Game board' }).waitFor();
        await page.keyboard.press('ArrowLeft');
        await page.getByRole('dialog').waitFor();
        await page.waitForTimeout(1200);
      },
    },
    { name: 'farkle-mode', path: '#/farkle', act: modeDialog },
    ...(['top', 'end'] as const).map((end) => ({
      name: `farkle-customize-${end}`,
      path: '#/farkle',
      act: async (page: Page) => {
        await modeDialog(page);
        await page.getByRole('combobox', { name: 'Rules' }).selectOption('custom');
        await page.getByRole('textbox', { name: 'Score to win' }).fill('12345');
        await click(page, 'button', 'Start');
        await page.locator('.fk-custom-rules .fk-field-error').waitFor();
        await page.waitForTimeout(300);
        // Focusing the field scrolls the dialog by an amount that varies: show its top and its end instead.
        await page.evaluate((top) => {
          const dialog = document.querySelector('dialog[open]');
          if (dialog) dialog.scrollTop = top ? 0 : dialog.scrollHeight;
        }, end === 'top');
      },
    })),
    {
      name: 'farkle-seats',
      path: '#/farkle',
      act: async (page) => {
        await modeDialog(page);
        await click(page, 'button', 'More players…');
        await page.getByRole('combobox', { name: 'Number of players' }).selectOption('6');
        await page.getByRole('combobox', { name: 'Seat 2', exact: true }).selectOption({ index: 1 });
        await page.getByRole('textbox', { name: 'Seat 1 Name' }).fill('Alexandria Montgomer');
      },
    },
    { name: 'farkle-one', path: '?pace=10000#/farkle', storage: farkleSave(one), act: farkleReady },
    {
      name: 'farkle-one-menu',
      path: '?pace=10000#/farkle',
      storage: farkleSave(one),
      act: async (page) => {
        await farkleReady(page);
        await fileMenu(page);
      },
    },
    {
      name: 'farkle-hint',
      path: '?pace=10000#/farkle',
      storage: farkleSave(findState(ONE, (s) => s.turn === 5 && s.phase === 'choosing')),
      act: async (page) => {
        await farkleReady(page);
        await fileMenu(page, 'Hint');
        await page.locator('.fk-die-hint').first().waitFor();
      },
    },
    {
      name: 'farkle-shout',
      path: '?pace=10000#/farkle',
      storage: farkleSave(
        findState(ONE, (s, next) => s.players[0]?.turns.length === 6 && has(next, 'farkled')),
      ),
      act: async (page) => {
        await farkleReady(page);
        await click(page, 'button', 'Roll Dice');
        await page.locator('.fk-farkle-shout').waitFor();
        await page.waitForTimeout(600);
      },
    },
    {
      name: 'farkle-advisor',
      path: '?pace=10000#/farkle',
      storage: farkleSave(one),
      act: async (page) => {
        await farkleReady(page);
        await click(page, 'button', 'Advisor');
        await page.locator('.fk-advice-table').waitFor({ timeout: 60_000 });
        await page.waitForTimeout(300);
      },
    },
    {
      name: 'farkle-end',
      path: '?pace=10000#/farkle',
      storage: farkleSave(findState(ONE, (_, next) => next.phase === 'game-over')),
      act: async (page) => {
        await farkleReady(page);
        await click(page, 'button', 'Bank Score');
        await page.getByRole('dialog').waitFor();
      },
    },
    {
      name: 'farkle-reset-question',
      path: '?pace=10000#/farkle',
      storage: {
        ...farkleSave(findState(ONE, (s) => s.turn === 4)),
        'pastime.farkle.highScore': JSON.stringify({ version: 1, best: 12350 }),
      },
      act: async (page) => {
        await farkleReady(page);
        await fileMenu(page, 'Reset High Score');
        await page.getByRole('dialog').waitFor();
      },
    },
    {
      name: 'farkle-two',
      path: '?pace=10000#/farkle',
      storage: farkleSave(findState(TWO, (s) => s.players[1]?.turns.length === 12 && s.phase === 'choosing')),
      act: farkleReady,
    },
    {
      name: 'farkle-two-last-turn',
      path: '?pace=10000#/farkle',
      storage: farkleSave(findState(TWO, (_, next) => has(next, 'final-round-started'))),
      act: async (page) => {
        await farkleReady(page);
        await click(page, 'button', 'Bank Score');
        await page.getByRole('dialog').waitFor();
      },
    },
    {
      name: 'farkle-two-winner',
      path: '?pace=10000#/farkle',
      storage: farkleSave(findState(TWO, (_, next) => next.phase === 'game-over')),
      act: async (page) => {
        await farkleReady(page);
        await click(page, 'button', 'Bank Score');
        await page.getByRole('dialog').waitFor();
      },
    },
    {
      name: 'farkle-computer',
      path: '?pace=10000#/farkle',
      storage: farkleSave(
        findState(
          { mode: 'vs-computer', seed: 5, names: ['Ada'] },
          (s) => s.current === 1 && s.selectionScore > 0,
        ),
      ),
      act: farkleReady,
    },
    { name: 'farkle-six', path: '?pace=10000#/farkle', storage: farkleSave(six), act: farkleReady },
    {
      name: 'farkle-broken-save',
      path: '#/farkle',
      storage: { 'pastime.farkle.game': JSON.stringify({ version: 1, save: 'nonsense' }) },
      act: async (page) => {
        await modeDialog(page);
        await page.locator('.notice').first().waitFor();
      },
    },
    {
      name: 'stats',
      path: '#/stats',
      storage: historyStorage,
      act: async (page) => {
        await page.getByRole('heading', { level: 1, name: 'Statistics' }).waitFor();
        await page.locator('.chart').first().waitFor();
        await page.waitForTimeout(500);
      },
    },
    {
      name: 'stats-empty',
      path: '#/stats',
      act: (page) => page.getByRole('heading', { level: 1 }).waitFor(),
    },
    {
      name: 'replay-2048',
      path: `#/replay/${history.code}`,
      act: async (page) => {
        await page.getByText(/^Verified: score/).waitFor();
        await click(page, 'button', 'End');
      },
    },
    {
      name: 'replay-farkle',
      path: `#/replay/${fk1.replay}`,
      act: async (page) => {
        await page.getByText(/^Verified: /).waitFor();
        for (let i = 0; i < 5; i++) await click(page, 'button', 'Step forward');
      },
    },
    {
      name: 'replay-bad',
      path: '#/replay/nonsense',
      act: (page) => page.getByText(/^This replay cannot be played/).waitFor(),
    },
  ];
}

async function shootAll(outDir: string, only?: string): Promise<void> {
  const buildDir = await mkdtemp(join(tmpdir(), 'pastime-css-shots-'));
  process.env.NODE_ENV = 'production';
  await build({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: buildDir, emptyOutDir: true },
  });
  const server = await serveStatic(buildDir);
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  await mkdir(outDir, { recursive: true });
  let count = 0;
  try {
    for (const shot of shots()) {
      if (only !== undefined && !shot.name.includes(only)) continue;
      const schemes = FORCED_COLORS.includes(shot.name) ? SCHEMES : SCHEMES.slice(0, 2);
      for (const colorScheme of schemes) {
        for (const [size, viewport] of Object.entries(VIEWPORTS)) {
          const context = await browser.newContext({
            viewport,
            colorScheme: colorScheme === 'forced' ? 'light' : colorScheme,
            forcedColors: colorScheme === 'forced' ? 'active' : 'none',
            reducedMotion: 'reduce',
            serviceWorkers: 'block',
          });
          context.setDefaultTimeout(20_000);
          await context.clock.setFixedTime(new Date('2026-11-27T12:00:00.000Z'));
          await context.addInitScript((items: Record<string, string>) => {
            try {
              if (sessionStorage.getItem('shot-seeded') !== null) return;
              sessionStorage.setItem('shot-seeded', '1');
              for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
            } catch {
              // A page without storage (about:blank) has nothing to seed.
            }
          }, shot.storage ?? {});
          const page = await context.newPage();
          const errors: string[] = [];
          page.on('pageerror', (error) => errors.push(error.message));
          await page.goto(new URL(shot.path, server.url).href);
          await page.locator('.app-main').waitFor();
          await page.waitForFunction(() => document.querySelector('.screen-status') === null);
          if (shot.act) await shot.act(page);
          // A replay's link holds the server's address, whose port changes from run to run.
          await page.evaluate(
            (origin) => {
              for (const input of document.querySelectorAll('input')) {
                if (input.value.startsWith(origin))
                  input.value = input.value.replace(origin, 'https://example.org');
              }
            },
            server.url.replace(/\/$/, ''),
          );
          await page.evaluate(() => document.fonts.ready);
          await page.waitForFunction(() =>
            document.getAnimations().every((animation) => animation.playState !== 'running'),
          );
          const name = `${shot.name}-${size}-${colorScheme}`;
          await page.screenshot({
            path: join(outDir, `${name}.png`),
            fullPage: true,
            animations: 'disabled',
          });
          if (errors.length > 0) console.warn(`${name}: ${errors.join('; ')}`);
          count++;
          await context.close();
        }
      }
      process.stdout.write(`${shot.name} `);
    }
  } finally {
    await browser.close();
    await server.close();
    await rm(buildDir, { recursive: true, force: true });
  }
  console.log(`\n${count} screenshots in ${outDir}`);
}

/** Lists the shots of `candidate` that match none of the `references` byte for byte. */
async function compare(candidate: string, references: readonly string[]): Promise<void> {
  const names = (await readdir(candidate)).filter((name) => name.endsWith('.png')).sort();
  const differ: string[] = [];
  for (const name of names) {
    const shot = await readFile(join(candidate, name));
    const matches = await Promise.all(
      references.map(async (folder) => (await readFile(join(folder, name)).catch(() => null))?.equals(shot)),
    );
    if (!matches.includes(true)) differ.push(name);
  }
  const report = `${names.length} screenshots compared, ${differ.length} differ${differ.length ? `:\n${differ.join('\n')}` : ''}`;
  console.log(report);
  if (differ.length > 0) process.exitCode = 1;
}

const [command, first, ...rest] = process.argv.slice(2);
if (command === 'shoot' && first !== undefined) await shootAll(first, rest[0]);
else if (command === 'compare' && first !== undefined && rest.length > 0) await compare(first, rest);
else {
  console.error('usage: css-shots.ts shoot <folder> [name filter] | compare <folder> <reference folder>...');
  process.exitCode = 2;
}
