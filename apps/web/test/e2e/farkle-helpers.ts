/**
 * Farkle-specific helpers for the end-to-end tests: playing the engine's suggested action through the page's
 * controls (so the test knows exactly what the page must show next), reading the table, preparing saved games.
 */
import {
  apply,
  isComputerTurn,
  newGame,
  restartGame,
  runningTotal,
  serialize,
  type FarkleState,
} from '@pastime/farkle';
import { readFarkleSave, setupConfig, setupOf } from '@pastime/app-core';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { plannedAction } from './games.ts';
import { eventually, expectNoAxeViolations, savedEntryItems } from './harness.ts';

/** Each game in progress is stored under this prefix and its id (save format 2). */
export const GAMES_PREFIX = 'pastime.farkle.game.';
/** The same in format 1, which the app moves to format 2 when it finds one. */
const SAVED_PREFIX = 'pastime.farkle.saved.';
/** The single saved game of earlier versions. */
export const LEGACY_GAME_KEY = 'pastime.farkle.game';
export const HIGH_SCORE_KEY = 'pastime.farkle.highScore';

/** Storage items holding `state` as a game in progress, as format 1 saved one (the app moves it to format 2). */
export function savedGameItems(state: FarkleState, id?: string, updatedAt?: string): Record<string, string> {
  return savedEntryItems(SAVED_PREFIX, serialize(state), id, updatedAt);
}

/** The keys of the stored games in progress. */
export function savedGameKeys(storage: Readonly<Record<string, string>>): string[] {
  return Object.keys(storage).filter((key) => key.startsWith(GAMES_PREFIX) || key.startsWith(SAVED_PREFIX));
}

/** The game in progress stored under `key`, replayed from its save. */
export function storedState(storage: Readonly<Record<string, string>>, key: string): FarkleState {
  const entry = JSON.parse(storage[key] ?? '{}') as { game?: unknown };
  return readFarkleSave(entry.game, 'game').state;
}

export function highScoreItems(best: number): Record<string, string> {
  return { [HIGH_SCORE_KEY]: JSON.stringify({ version: 1, best }) };
}

/** Runs `plannedAction` in the engine until `stop` says so (or the game ends); returns the state reached. */
export function playUntil(
  state: FarkleState,
  stop: (state: FarkleState) => boolean,
  limit = 5_000,
): FarkleState {
  let s = state;
  for (let i = 0; i < limit && s.phase !== 'game-over' && !stop(s); i++) s = apply(s, plannedAction(s));
  return s;
}

export function dieButton(page: Page, index: number): Locator {
  return page.getByRole('button', { name: new RegExp(`^Die ${index + 1}(: [1-6])?$`) });
}

export function button(page: Page, name: string): Locator {
  return page.getByRole('button', { name, exact: true });
}

/**
 * The faces the dice show, from their accessible names (null before the first roll). Read from the page rather
 * than the accessibility tree, which leaves out the table while a modal dialog covers it.
 */
export async function readFaces(page: Page): Promise<(number | null)[]> {
  const names = await page.locator('.fk-die').evaluateAll((dice) => dice.map((die) => die.ariaLabel ?? ''));
  return names.map((name) => {
    const match = /^Die \d: ([1-6])$/.exec(name);
    return match ? Number(match[1]) : null;
  });
}

export function facesOf(state: FarkleState): (number | null)[] {
  return state.dice.map((die) => die.face);
}

export async function readNumber(page: Page, selector: string): Promise<number> {
  return Number(((await page.locator(selector).textContent()) ?? '').replace(/,/g, ''));
}

/** What the table shows, read in one go: per die its face (null before the first roll) and state; the scores. */
interface TableView {
  readonly dice: readonly { face: number | null; selected: boolean; locked: boolean }[];
  readonly turnScore: number;
  readonly selectionScore: number;
  readonly totals: readonly number[];
}

function readTable(page: Page): Promise<TableView> {
  return page.evaluate(() => {
    const number = (element: Element | null): number =>
      Number((element?.textContent ?? '').replace(/,/g, ''));
    return {
      dice: Array.from(document.querySelectorAll('.fk-die'), (die) => {
        const match = /^Die \d: ([1-6])$/.exec(die.ariaLabel ?? '');
        return {
          face: match ? Number(match[1]) : null,
          selected: die.getAttribute('aria-pressed') === 'true',
          locked: die.classList.contains('fk-die-locked'),
        };
      }),
      turnScore: number(document.querySelector('#farkle-turn-score')),
      selectionScore: number(document.querySelector('#farkle-selection-score')),
      totals: Array.from(document.querySelectorAll('[id^="farkle-total-"]'), number),
    };
  });
}

function tableOf(state: FarkleState): TableView {
  return {
    dice: state.dice.map(({ face, selected, locked }) => ({ face, selected, locked })),
    turnScore: runningTotal(state),
    selectionScore: state.selectionScore,
    totals: state.players.map((player) => player.total),
  };
}

/**
 * Waits until the page shows `state`: every die's face, selection and shading, the turn score, the selection
 * score and each player's total.
 */
export async function expectTable(page: Page, state: FarkleState, what: string): Promise<void> {
  await eventually(() => readTable(page), tableOf(state), `the table ${what}`);
}

/**
 * Plays `plannedAction(state)` through the page — Roll Dice, a click on each die whose selection must change,
 * or Bank Score — and returns the engine's state after it, once the page shows it (when the step hands the turn
 * to the computer, once the page shows the person's total).
 */
export async function playStep(page: Page, state: FarkleState): Promise<FarkleState> {
  const action = plannedAction(state);
  let next = state;
  if (action.type === 'select') {
    for (let i = 0; i < 6; i++) {
      if (state.dice[i]?.selected === action.indices.includes(i)) continue;
      await dieButton(page, i).click();
      next = apply(next, { type: 'toggle', index: i });
    }
  } else {
    const name = action.type === 'roll' ? 'Roll Dice' : action.type === 'bank' ? 'Bank Score' : 'Select All';
    expect(await button(page, name).isEnabled(), `${name} is enabled`).toBe(true);
    await button(page, name).click();
    next = apply(state, action);
  }
  if (isComputerTurn(next)) {
    // The computer starts on its own clock, so the table just after the hand-over may be gone before it is read
    // on a busy machine: only what stays until the computer's turn ends, the person's total, is checked.
    const player = state.current;
    await eventually(
      async () => (await readTable(page)).totals[player],
      next.players[player]?.total,
      `${state.players[player]?.name ?? 'the player'}'s total after ${action.type}`,
    );
  } else {
    await expectTable(page, next, `after ${action.type}`);
  }
  return next;
}

/** The text of the polite live region. */
export function lastAnnouncement(page: Page): Promise<string> {
  return page.locator('#announcer').innerText();
}

export async function openFileMenu(page: Page): Promise<void> {
  const file = button(page, 'File');
  if ((await file.getAttribute('aria-expanded')) !== 'true') await file.click();
  await page.getByRole('menu').waitFor();
}

export async function menuItemDisabled(page: Page, name: string): Promise<boolean> {
  return (await page.getByRole('menuitem', { name, exact: true }).getAttribute('aria-disabled')) === 'true';
}

/** Chooses a File menu item with the mouse. */
export async function chooseMenu(page: Page, name: string): Promise<void> {
  await openFileMenu(page);
  await page.getByRole('menuitem', { name, exact: true }).click();
}

/** The "Player: name" headings shown, in order. */
export async function playerHeadings(page: Page): Promise<string[]> {
  return page.getByRole('heading', { level: 2, name: /^Player: / }).allInnerTexts();
}

/** Waits for running animations (a dialog fading in, dice tumbling) to end, so colours are measured as shown. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** axe-core on the page once it has settled. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  await settle(page);
  await expectNoAxeViolations(page, where);
}

/**
 * What Play Again and Restart Game start with `?seed=S`: the same players and rules from the start, with the run's
 * `n`-th seed (`S/n`).
 */
export function playedAgain(state: FarkleState, seed: number, n: number): FarkleState {
  const highScore = restartGame(state).highScore;
  return newGame(setupConfig(setupOf(state), { seed: `${seed}/${n}`, highScore }));
}
