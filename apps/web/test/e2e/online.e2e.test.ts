/**
 * Online Farkle in the browser, against the real server (a child process serving this run's build): creating a
 * room and inviting, joining (and being refused a name taken), and a game played to the end by two browsers, a
 * terminal through a pipe and a computer while someone watches, everyone seeing the same table, the same replay
 * code and the dice verified against the commitment; and each screen of it (create, lobby, a player's table, a
 * watcher's, Reconnecting…, the dice verified) on a phone and a desktop, light and dark, saved as screenshots.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RULE_PRESETS } from '@pastime/farkle';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseMenu } from './farkle-helpers.ts';
import { GameServer, killServerProcesses } from './game-server.ts';
import {
  expectNoAxeViolations,
  openApp,
  screenshot,
  sharedBrowser,
  VIEWPORTS,
  type ViewportName,
} from './harness.ts';

const browser = sharedBrowser();
const server = new GameServer('online');
let base = '';
/** The terminal program, as `npm install` builds it. */
const CLI_BIN = fileURLToPath(new URL('../../../cli/bin/pastime.js', import.meta.url));
const terminals: ChildProcess[] = [];

/** Starts the server on `port` (0: any free one), its computers at a quick pace; resolves with its address. */
function startServer(port: string): Promise<string> {
  return server.start({ port, env: { PACE_MS: '40' } });
}

const killServer = (): Promise<void> => server.kill();

beforeAll(async () => {
  base = await startServer('0');
});
afterAll(async () => {
  for (const child of terminals.splice(0)) child.kill('SIGKILL');
  await killServer();
  killServerProcesses();
});

/**
 * Creates a room through the API with a short game (1,000 to win), as the creator's browser would keep it:
 * two people and a computer unless `settings` say otherwise.
 */
async function roomFor(
  name: string,
  settings: Record<string, unknown> = {},
): Promise<{ room: string; storage: Record<string, string> }> {
  const rules = { ...RULE_PRESETS.traditional, target: 1000 };
  const response = await fetch(`${base}api/rooms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      settings: {
        rules,
        seats: ['human', 'classic', 'human'],
        turnTimer: 0,
        advisorAllowed: false,
        ...settings,
      },
    }),
  });
  const ticket = (await response.json()) as { room: string; seat: number; token: string };
  return {
    room: ticket.room,
    storage: {
      [`pastime.online.seat.${ticket.room}`]: JSON.stringify({ token: ticket.token, seat: ticket.seat }),
    },
  };
}

interface TerminalEnd {
  readonly dice: string;
  readonly totals: readonly { readonly name: string; readonly total: number }[];
  readonly replay: string;
}

/**
 * The terminal's `pastime join LINK --json` as a player through a pipe: it keeps every scoring die and banks at 300
 * or more; `end` is its game-over line.
 */
function terminalPlayer(link: string, name: string): { end: Promise<TerminalEnd> } {
  const home = mkdtempSync(join(tmpdir(), 'pastime-online-cli-'));
  const child = spawn(process.execPath, [CLI_BIN, 'join', link, '--name', name, '--json'], {
    env: { PATH: process.env['PATH'], HOME: home, XDG_DATA_HOME: home },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  terminals.push(child);
  const end = new Promise<TerminalEnd>((resolve, reject) => {
    let pending = '';
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`the terminal player left (${code}): ${err}`)));
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const text of lines) {
        if (text.trim() === '') continue;
        const line = JSON.parse(text) as Record<string, unknown>;
        if (line['type'] === 'game-over') resolve(line as unknown as TerminalEnd);
        if (line['type'] !== 'your-turn') continue;
        const selection = Number(line['selectionScore']);
        const total = Number(line['turnTotal']) + selection;
        const command =
          line['phase'] === 'awaiting-roll'
            ? 'roll'
            : selection === 0
              ? 'all'
              : total >= 300
                ? 'bank'
                : 'roll';
        child.stdin.write(`${command}\n`);
      }
    });
  });
  return { end };
}

/**
 * Plays one step of the player's turn: roll, keep the scoring dice, bank once it may. A control found enabled may
 * be disabled by the time it is clicked (the answer to the step before came meanwhile): it is clicked without
 * waiting for it, so that a disabled one is a step skipped, not a test stuck.
 */
async function playStep(page: Page): Promise<void> {
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const press = (name: string) => button(name).click({ force: true });
  if (await button('Bank Score').isEnabled()) return press('Bank Score');
  if (await button('Select All').isEnabled()) return press('Select All');
  const dice = page.getByRole('group', { name: 'Dice' }).getByRole('button');
  const faces: { index: number; face: number }[] = [];
  for (let i = 0; i < 6; i++) {
    const die = dice.nth(i);
    const label = (await die.getAttribute('aria-label')) ?? '';
    const face = Number(/: (\d)$/.exec(label)?.[1] ?? 0);
    const free =
      (await die.getAttribute('aria-disabled')) !== 'true' &&
      (await die.getAttribute('aria-pressed')) !== 'true';
    if (face > 0 && free) faces.push({ index: i, face });
  }
  const single = faces.filter((die) => die.face === 1 || die.face === 5);
  const triple = [1, 2, 3, 4, 5, 6]
    .map((face) => faces.filter((die) => die.face === face))
    .find((same) => same.length >= 3);
  const keep = triple?.slice(0, 3) ?? single;
  if (keep.length > 0 && !(await button('Roll Dice').isEnabled())) {
    for (const die of keep) await dice.nth(die.index).click({ force: true });
    return;
  }
  if (await button('Roll Dice').isEnabled()) return press('Roll Dice');
}

describe('online Farkle', () => {
  it('is offered on the home screen and in Farkle’s File menu', async () => {
    const { context, page } = await openApp(browser(), '#/', { base });
    await page.getByRole('link', { name: 'Play online' }).click();
    await page.getByRole('heading', { name: 'Play Farkle online' }).waitFor();
    await page.goto(new URL('#/farkle', base).href);
    await page
      .getByRole('dialog', { name: 'Select Game Mode' })
      .getByRole('button', { name: 'Start' })
      .click();
    await chooseMenu(page, 'Play online');
    await page.getByRole('heading', { name: 'Play Farkle online' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/online');
    await context.close();
  });

  it('creates a room, invites a friend and refuses a name already taken', async () => {
    const ada = await openApp(browser(), '#/online', { base });
    await ada.page.getByLabel('Your name').fill('Ada');
    await ada.page.getByLabel('Seat 2').selectOption('classic');
    await ada.page.getByRole('button', { name: 'Add a seat' }).click();
    await ada.page.getByRole('button', { name: 'Create room' }).click();
    const invite = ada.page.getByLabel('Invite link');
    await invite.waitFor();
    const link = await invite.inputValue();
    expect(link).toMatch(/#\/online\/[\w-]{16}$/);
    await ada.page.getByRole('button', { name: 'Copy invite link' }).waitFor();
    const start = ada.page.getByRole('button', { name: 'Start game' });
    expect(await start.isDisabled()).toBe(true);
    expect(await ada.page.getByRole('list', { name: 'Seats' }).innerText()).toMatch(
      /Ada\s+you\s+creator\s+Here/,
    );

    const bo = await openApp(browser(), new URL(link).hash, { base, viewport: 'phone', colorScheme: 'dark' });
    await bo.page.getByLabel('Your name').fill('ADA');
    await bo.page.getByRole('button', { name: 'Join' }).click();
    await bo.page.getByRole('alert').filter({ hasText: 'Someone in this room has that name' }).waitFor();
    // A name that looks like markup is shown as the text it is.
    await bo.page.getByLabel('Your name').fill('Bo <b>');
    await bo.page.getByRole('button', { name: 'Join' }).click();
    await ada.page.getByRole('list', { name: 'Seats' }).getByText('Bo <b>').waitFor();
    expect(await ada.page.locator('.online-seat-list b').count()).toBe(0);
    await expect.poll(() => start.isEnabled()).toBe(true);
    // A reload keeps Bo in his seat.
    await bo.page.reload();
    await bo.page.getByRole('list', { name: 'Seats' }).getByText('you').waitFor();
    expect(await bo.page.getByRole('list', { name: 'Seats' }).innerText()).toMatch(/Bo <b>\s+you\s+Here/);
    // The refused join is the only request that failed (the browser logs its 422).
    expect(ada.errors).toEqual([]);
    expect(bo.errors).toEqual([expect.stringContaining('status of 422')]);
    // Bo leaves during the game: the creator hands his seat to the computer.
    await start.click();
    await bo.page.locator('.fk-turn-status').waitFor();
    await bo.context.close();
    const seats = ada.page.getByRole('list', { name: 'Seats' });
    await seats.getByText('Away').waitFor();
    await ada.page.getByRole('button', { name: 'Let the computer play' }).click();
    await seats.getByText('Computer playing').waitFor();
    await ada.context.close();
  });

  it('creates a room with custom rules from the Customize fields, refusing one the engine refuses', async () => {
    const { context, page, errors } = await openApp(browser(), '#/online', { base });
    await page.getByLabel('Your name').fill('Ada');
    await page.getByLabel('Rules', { exact: true }).selectOption('custom');
    const target = page.getByLabel('Score to win');
    await target.fill('-5');
    await page.getByRole('button', { name: 'Create room' }).click();
    // The engine's objection stands next to the field, which takes the focus; no room is created.
    await page.getByText(/^Score to win /).waitFor();
    expect(await target.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(new URL(page.url()).hash).toBe('#/online');
    await target.fill('1500');
    await page.getByLabel('Three pairs').selectOption('1500');
    await page.getByRole('button', { name: 'Create room' }).click();
    await page.getByLabel('Invite link').waitFor();
    const room = new URL(page.url()).hash.replace('#/online/', '');
    const view = (await (await fetch(`${base}api/rooms/${room}`)).json()) as {
      settings: { rules: unknown };
    };
    expect(view.settings.rules).toEqual({ ...RULE_PRESETS.traditional, target: 1500, threePairs: 1500 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays a game to the end for two browsers, a terminal, a computer and a watcher, with the dice verified', async () => {
    const { room, storage } = await roomFor('Ada', { seats: ['human', 'classic', 'human', 'human'] });
    const ada = await openApp(browser(), `#/online/${room}`, { base, storage });
    const bo = await openApp(browser(), `#/online/${room}`, { base, viewport: 'phone' });
    await bo.page.getByLabel('Your name').fill('Bo');
    await bo.page.getByRole('button', { name: 'Join' }).click();
    await ada.page.getByText('Bo').first().waitFor();
    // Cy plays from a terminal, through a pipe, with the web's invite link.
    const cy = terminalPlayer(new URL(`#/online/${room}`, base).href, 'Cy');
    const watcher = await openApp(browser(), `#/online/${room}`, { base });
    await watcher.page.getByText('Every seat is taken').waitFor();
    await watcher.page.getByRole('button', { name: 'Watch' }).click();
    await expect.poll(() => ada.page.getByRole('button', { name: 'Start game' }).isEnabled()).toBe(true);
    await ada.page.getByRole('button', { name: 'Start game' }).click();
    const commitment = await watcher.page.locator('.online-commitment code').innerText();
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(await watcher.page.getByRole('button', { name: 'Roll Dice' }).isDisabled()).toBe(true);
    // No timer and no Advisor in this room.
    expect(await ada.page.getByRole('timer').count()).toBe(0);
    expect(await ada.page.getByRole('button', { name: 'Advisor' }).count()).toBe(0);

    const players = [ada.page, bo.page];
    for (let step = 0; step < 600; step++) {
      if (await watcher.page.getByRole('region', { name: 'Game over' }).isVisible()) break;
      for (const page of players) {
        const status = await page.locator('.fk-turn-status').innerText();
        const name = page === ada.page ? 'Ada' : 'Bo';
        if (status.startsWith(`${name}’s turn`) || status.startsWith(`${name}'s turn`)) await playStep(page);
      }
      await watcher.page.waitForTimeout(30);
    }
    for (const { page } of [ada, bo, watcher]) {
      await page.getByText('Dice verified: seed matches the commitment shown at the start.').waitFor();
    }
    const totals = async (page: Page) =>
      [...(await page.locator('.online-scores').innerText()).matchAll(/Total ([\d,]+)/g)].map((m) => m[1]);
    const final = await totals(watcher.page);
    expect(final).toHaveLength(4);
    expect(await totals(ada.page)).toEqual(final);
    expect(await totals(bo.page)).toEqual(final);
    const cyEnd = await cy.end;
    expect(cyEnd.dice).toBe('verified');
    expect(cyEnd.totals.map((t) => t.total.toLocaleString('en'))).toEqual(final);
    expect(cyEnd.replay).toMatch(/^[\w-]+$/);
    expect(await ada.page.locator('.online-commitment code').innerText()).toBe(commitment);
    expect(await ada.page.getByRole('button', { name: 'Rematch' }).isVisible()).toBe(true);
    // Each player's history has the game; the watcher's has nothing.
    for (const { page } of [ada, bo, watcher]) await page.goto(new URL('#/stats', base).href);
    for (const { page } of [ada, bo]) {
      const history = page.getByRole('region', { name: 'Finished Farkle games' });
      await history.getByText('Bo').first().waitFor();
      expect(await history.innerText()).toContain('Ada');
      // The same replay code as the terminal's.
      await history.getByRole('button', { name: 'Replay' }).first().click();
      await expect.poll(() => new URL(page.url()).hash).toBe(`#/replay/${cyEnd.replay}`);
      await page.getByText(/^Verified:/).waitFor();
      await page.goBack();
    }
    await watcher.page.getByText('No finished Farkle games yet.').waitFor();
    expect([...ada.errors, ...bo.errors, ...watcher.errors]).toEqual([]);
    for (const opened of [ada, bo, watcher]) await opened.context.close();
  }, 180_000);

  it('counts the turn timer down for everyone, and offers the Advisor to the player whose turn it is', async () => {
    const { room, storage } = await roomFor('Ada', {
      seats: ['human', 'human'],
      turnTimer: 30,
      advisorAllowed: true,
    });
    const ada = await openApp(browser(), `#/online/${room}`, { base, storage });
    const bo = await openApp(browser(), `#/online/${room}`, { base });
    await bo.page.getByLabel('Your name').fill('Bo');
    await bo.page.getByRole('button', { name: 'Join' }).click();
    await expect.poll(() => ada.page.getByRole('button', { name: 'Start game' }).isEnabled()).toBe(true);
    await ada.page.getByRole('button', { name: 'Start game' }).click();

    const adaClock = ada.page.getByRole('timer');
    await adaClock.waitFor();
    expect(await adaClock.innerText()).toMatch(/^0:(30|29|28) left$/);
    expect(await adaClock.getAttribute('aria-label')).toMatch(/^\d+ seconds? left to play your turn$/);
    expect(await bo.page.getByRole('timer').getAttribute('aria-label')).toMatch(/ left of Ada’s turn$/);
    // It counts down as the seconds pass.
    const first = await adaClock.innerText();
    await expect.poll(() => adaClock.innerText(), { timeout: 5_000 }).not.toBe(first);

    // Ada's turn: the Advisor is hers, and Bo, waiting, has none.
    expect(await bo.page.getByRole('button', { name: 'Advisor' }).count()).toBe(0);
    const advisor = ada.page.getByRole('button', { name: 'Advisor' });
    await advisor.click();
    expect(await advisor.getAttribute('aria-pressed')).toBe('true');
    // Advice before the first roll too: whether to roll (the position is all the advice reads).
    const advice = ada.page.getByRole('region', { name: 'Advice' }).locator('.fk-advice-text');
    await expect.poll(() => advice.innerText(), { timeout: 20_000 }).toMatch(/\w/);
    expect([...ada.errors, ...bo.errors]).toEqual([]);
    for (const opened of [ada, bo]) await opened.context.close();
  }, 90_000);

  it('brings a player back to the same seat after a reload, in a second tab, and across a server restart', async () => {
    const { room, storage } = await roomFor('Ada');
    const ada = await openApp(browser(), `#/online/${room}`, { base, storage });
    const bo = await openApp(browser(), `#/online/${room}`, { base });
    await bo.page.getByLabel('Your name').fill('Bo');
    await bo.page.getByRole('button', { name: 'Join' }).click();
    await expect.poll(() => ada.page.getByRole('button', { name: 'Start game' }).isEnabled()).toBe(true);
    await ada.page.getByRole('button', { name: 'Start game' }).click();
    await ada.page.getByRole('button', { name: 'Roll Dice' }).click();
    const dice = async (page: Page) =>
      page
        .getByRole('group', { name: 'Dice' })
        .getByRole('button')
        .evaluateAll((all) => all.map((die) => die.getAttribute('aria-label')));
    await expect.poll(() => dice(bo.page)).not.toContain('Die 1');
    const rolled = await dice(ada.page);

    // A reload mid-turn: the same seat, the same dice, and the turn still Ada's to play.
    await ada.page.reload();
    await expect.poll(() => dice(ada.page)).toEqual(rolled);
    expect(await ada.page.getByRole('list', { name: 'Seats' }).innerText()).toMatch(/Ada\s+you/);

    // A second tab of Ada's shows the same table, and either tab may play her turn.
    const second = await ada.context.newPage();
    await second.goto(new URL(`#/online/${room}`, base).href);
    await expect.poll(() => dice(second)).toEqual(rolled);

    // The server killed and started again on the same port: every page says so, then carries on.
    const port = new URL(base).port;
    await killServer();
    await ada.page.getByText('Reconnecting…').waitFor();
    await startServer(port);
    for (const page of [ada.page, second, bo.page]) {
      await page.getByText('Connected', { exact: true }).waitFor({ timeout: 20_000 });
      await expect.poll(() => dice(page)).toEqual(rolled);
    }
    // Ada plays on from her second tab, and Bo sees it.
    const pressed = (page: Page) =>
      page
        .getByRole('group', { name: 'Dice' })
        .getByRole('button')
        .evaluateAll((all) =>
          all.map((die) => `${die.getAttribute('aria-label')}:${die.getAttribute('aria-pressed')}`).join(),
        );
    const before = await pressed(bo.page);
    // A step is tried again until Bo sees one: the tab may show the table a moment before its controls take clicks.
    await expect
      .poll(
        async () => {
          if ((await pressed(bo.page)) === before) await playStep(second);
          return pressed(bo.page);
        },
        { timeout: 20_000, interval: 1000 },
      )
      .not.toBe(before);
    for (const opened of [ada, bo]) await opened.context.close();
  }, 120_000);

  it('looks right on a phone and a desktop, light and dark, from the create form to the dice verified', async () => {
    const wide: string[] = [];
    for (const viewport of ['desktop', 'phone'] as const satisfies readonly ViewportName[]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const options = { base, viewport, colorScheme };
        const shot = async (page: Page, screen: string): Promise<void> => {
          const name = `online-${viewport}-${colorScheme}-${screen}`;
          await screenshot(page, name);
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          if (width > VIEWPORTS[viewport].width) wide.push(`${name}: ${width}px wide`);
        };
        const status = (page: Page) =>
          page.getByRole('status').filter({ hasText: /^(Connected|Reconnecting)/ });
        // The create form, filled in for a short game against a computer.
        const ada = await openApp(browser(), '#/online', options);
        await ada.page.getByRole('heading', { name: 'Play Farkle online' }).waitFor();
        await ada.page.getByLabel('Your name').fill('Ada');
        await ada.page.getByLabel('Seat 2').selectOption('classic');
        await ada.page.getByLabel('Rules', { exact: true }).selectOption('custom');
        await ada.page.getByLabel('Score to win').fill('1000');
        expect(await ada.page.getByRole('button', { name: 'Create room' }).isEnabled()).toBe(true);
        await shot(ada.page, 'create');
        // The lobby: the invite link and its Copy button, the seats, Start game.
        await ada.page.getByRole('button', { name: 'Create room' }).click();
        await status(ada.page).filter({ hasText: 'Connected' }).waitFor();
        expect(await ada.page.getByLabel('Invite link').inputValue()).toMatch(/#\/online\/[\w-]{16}$/);
        expect(await ada.page.getByRole('button', { name: 'Copy invite link' }).isVisible()).toBe(true);
        expect(await ada.page.getByRole('list', { name: 'Seats' }).innerText()).toMatch(
          /Ada\s+you\s+creator/,
        );
        const start = ada.page.getByRole('button', { name: 'Start game' });
        await expect.poll(() => start.isEnabled()).toBe(true);
        await shot(ada.page, 'lobby');
        // The player's table, her dice rolled.
        await start.click();
        await ada.page.getByRole('button', { name: 'Roll Dice' }).click();
        const dice = ada.page.getByRole('group', { name: 'Dice' }).getByRole('button');
        await expect.poll(() => dice.first().getAttribute('aria-label')).not.toBe('Die 1');
        const turn = ada.page.locator('.fk-turn-status');
        expect(await turn.innerText()).toMatch(/^(Ada’s turn|Computer is playing)/);
        await shot(ada.page, 'player');
        // A watcher's: the same table, every control disabled.
        const room = new URL(ada.page.url()).hash;
        const watcher = await openApp(browser(), room, options);
        await status(watcher.page).filter({ hasText: 'Connected · watching' }).waitFor();
        await watcher.page
          .locator('.fk-turn-status')
          .filter({ hasText: /turn|playing/ })
          .waitFor();
        for (const control of ['Roll Dice', 'Bank Score', 'Select All'])
          expect(await watcher.page.getByRole('button', { name: control }).isDisabled()).toBe(true);
        const watchedDice = watcher.page.getByRole('group', { name: 'Dice' }).getByRole('button');
        expect(
          await watchedDice.evaluateAll((all) => all.map((die) => die.getAttribute('aria-disabled'))),
        ).toEqual(Array(6).fill('true'));
        // What to do next is the player's to hear, not the watcher's.
        expect(await watcher.page.getByText('Select the scoring dice').count()).toBe(0);
        await shot(watcher.page, 'spectator');
        // The server gone: Reconnecting…, then on again on the same port.
        await killServer();
        await status(ada.page).filter({ hasText: 'Reconnecting…' }).waitFor();
        await shot(ada.page, 'reconnecting');
        await startServer(new URL(base).port);
        await status(ada.page).filter({ hasText: 'Connected' }).waitFor({ timeout: 20_000 });
        // Played to the end: the dice checked against the commitment.
        const verified = ada.page.getByText('Dice verified: seed matches the commitment shown at the start.');
        for (let step = 0; step < 600 && !(await verified.isVisible()); step++) {
          if ((await turn.innerText()).startsWith('Ada’s turn')) await playStep(ada.page);
          await ada.page.waitForTimeout(30);
        }
        await verified.waitFor();
        await shot(ada.page, 'verified');
        // The seed under the check sits on the felt: legible there in both themes.
        await expectNoAxeViolations(ada.page, `the end, ${viewport} ${colorScheme}`);
        // Rematch: the next game in the same room, with a commitment of its own.
        const firstCommitment = await ada.page.locator('.online-commitment code').innerText();
        await ada.page.getByRole('button', { name: 'Rematch' }).click();
        await ada.page.locator('.online-end').waitFor({ state: 'detached' });
        await expect
          .poll(() => ada.page.locator('.online-commitment code').innerText())
          .not.toBe(firstCommitment);
        expect(
          [...ada.errors, ...watcher.errors].filter((e) => !e.includes('ERR_CONNECTION_REFUSED')),
        ).toEqual([]);
        for (const opened of [ada, watcher]) await opened.context.close();
      }
    }
    expect(wide, 'no horizontal scrolling').toEqual([]);
  }, 300_000);
});
