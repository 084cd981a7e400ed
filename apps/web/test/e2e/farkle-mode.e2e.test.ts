/** Farkle's Select Game Mode dialog: every branch of 002 §1.1, name checks, Close, axe and screenshots. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { button, chooseMenu, expectAccessible, playerHeadings } from './farkle-helpers.ts';
import { eventually, expectNoSideways, openApp, screenshot, sharedBrowser } from './harness.ts';

const browser = sharedBrowser();

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Select Game Mode' });
const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });
const nameOne = (page: Page) => page.getByRole('textbox', { name: 'Player One Name' });
const nameTwo = (page: Page) => page.getByRole('textbox', { name: 'Player Two Name' });

interface Choice {
  readonly players: 1 | 2;
  readonly opponent?: 'Human Opponent' | 'Computer Opponent';
  readonly one: string;
  readonly two?: string;
}

/** Fills the dialog, presses Start and returns the "Player: …" headings of the table that opens. */
async function startWith(page: Page, choice: Choice): Promise<string[]> {
  await dialog(page).waitFor();
  await radio(page, choice.players === 1 ? '1 Player Mode' : '2 Player Mode').check();
  if (choice.opponent) await radio(page, choice.opponent).check();
  await nameOne(page).fill(choice.one);
  if (choice.two !== undefined) await nameTwo(page).fill(choice.two);
  await button(page, 'Start').click();
  await dialog(page).waitFor({ state: 'hidden' });
  return playerHeadings(page);
}

async function reopen(page: Page): Promise<void> {
  await chooseMenu(page, 'New Game');
  await dialog(page).waitFor();
}

describe('Farkle: the Select Game Mode dialog (002 §1.1)', () => {
  it('starts every mode with the default or given names', async () => {
    const { context, page, errors } = await openApp(browser(), '?pace=5000#/farkle');
    await dialog(page).waitFor();

    // 1.1.2: one player highlighted, a blank name field, no opponent choice, Start and Close enabled.
    expect(await radio(page, '1 Player Mode').isChecked()).toBe(true);
    expect(await radio(page, '2 Player Mode').isChecked()).toBe(false);
    expect(await radio(page, 'Human Opponent').count()).toBe(0);
    expect(await radio(page, 'Computer Opponent').count()).toBe(0);
    expect(await nameOne(page).inputValue()).toBe('');
    expect(await nameTwo(page).count()).toBe(0);
    expect(await button(page, 'Start').isEnabled()).toBe(true);
    expect(await button(page, 'Close').isEnabled()).toBe(true);
    // The table behind the dialog is the solid green one, its dice spelling the game's name.
    expect(await page.locator('.farkle').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(29, 107, 71)',
    );
    expect(await page.locator('.fk-die .fk-die-face').allInnerTexts()).toEqual([
      'F',
      'A',
      'R',
      'K',
      'L',
      'E',
    ]);

    // 1.1.2.a and 1.1.2.b
    expect(await startWith(page, { players: 1, one: '' })).toEqual(['Player: Jacob']);
    expect(await page.title()).toBe('Farkle Single Player Mode');
    await reopen(page);
    expect(await startWith(page, { players: 1, one: 'Ada' })).toEqual(['Player: Ada']);

    // 1.1.3: two players deselects one player and offers the opponents, Human by default.
    await reopen(page);
    await radio(page, '2 Player Mode').check();
    expect(await radio(page, '1 Player Mode').isChecked()).toBe(false);
    expect(await radio(page, 'Human Opponent').isChecked()).toBe(true);
    expect(await radio(page, 'Computer Opponent').isChecked()).toBe(false);
    expect(await nameTwo(page).isEnabled()).toBe(true);

    // 1.1.4.a to 1.1.4.d
    const humans: [string, string, string[]][] = [
      ['', '', ['Player: Jacob', 'Player: Brant']],
      ['', 'Zed', ['Player: Jacob', 'Player: Zed']],
      ['Ada', '', ['Player: Ada', 'Player: Brant']],
      ['Ada', 'Zed', ['Player: Ada', 'Player: Zed']],
    ];
    for (const [one, two, expected] of humans) {
      expect(
        await startWith(page, { players: 2, opponent: 'Human Opponent', one, two }),
        `${one}/${two}`,
      ).toEqual(expected);
      expect(await page.title()).toBe('Farkle Two Player Mode');
      await reopen(page);
    }

    // 1.1.5: a computer opponent disables Player Two Name and shows "Computer" in it.
    await radio(page, '2 Player Mode').check();
    await radio(page, 'Computer Opponent').check();
    expect(await nameTwo(page).isDisabled()).toBe(true);
    expect(await nameTwo(page).inputValue()).toBe('Computer');
    await expectAccessible(page, 'mode dialog, computer opponent');

    // 1.1.5.a and 1.1.5.b
    expect(await startWith(page, { players: 2, opponent: 'Computer Opponent', one: '' })).toEqual([
      'Player: Jacob',
      'Player: Computer',
    ]);
    expect(await page.title()).toBe('Farkle Two Player Mode');
    await reopen(page);
    expect(await startWith(page, { players: 2, opponent: 'Computer Opponent', one: 'Ada' })).toEqual([
      'Player: Ada',
      'Player: Computer',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('trims names, shows them as text, and explains a name the engine refuses', async () => {
    const { context, page, errors } = await openApp(browser(), '#/farkle');
    expect(await startWith(page, { players: 1, one: '   Ada Lovelace  ' })).toEqual(['Player: Ada Lovelace']);
    await reopen(page);
    expect(await startWith(page, { players: 1, one: '<b>Bo</b>' })).toEqual(['Player: <b>Bo</b>']);
    expect(await page.locator('.farkle-layout b').count()).toBe(0);

    await reopen(page);
    // The field stops typing at 20 characters, as a person counts them: 👍🏽 (four UTF-16 code units) is one.
    await nameOne(page).fill('');
    await nameOne(page).pressSequentially('Abcdefghijklmnopqrstuvwxyz');
    expect(await nameOne(page).inputValue()).toBe('Abcdefghijklmnopqrst');
    await nameOne(page).fill('');
    // Each 👍🏽 inserted whole, as an emoji picker does.
    for (let i = 0; i < 22; i++) await page.keyboard.insertText('👍🏽');
    expect(await nameOne(page).inputValue()).toBe('👍🏽'.repeat(20));
    expect(await page.getByText('Names can be at most 20 characters.').count()).toBe(0);
    // A longer value put there otherwise (a script, a browser's autofill) is explained in plain words.
    await nameOne(page).evaluate((input: HTMLInputElement, value) => {
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }, 'A'.repeat(21));
    const error = 'Names can be at most 20 characters.';
    await page.getByText(error).waitFor();
    expect(await nameOne(page).getAttribute('aria-invalid')).toBe('true');
    await button(page, 'Start').click();
    expect(await dialog(page).isVisible(), 'Start refuses the name').toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('nameOne');
    await expectAccessible(page, 'mode dialog with a name error');
    await nameOne(page).fill('A'.repeat(20));
    await eventually(() => page.getByText(error).count(), 0);
    expect(await startWith(page, { players: 1, one: 'A'.repeat(20) })).toEqual([`Player: ${'A'.repeat(20)}`]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses two players with the same name, trimmed and in any case', async () => {
    const { context, page, errors } = await openApp(browser(), '#/farkle');
    await dialog(page).waitFor();
    await radio(page, '2 Player Mode').check();
    const same = (name: string): string => `Both players are named “${name}”: give them different names.`;
    const cases: { one: string; two: string; field: 'nameOne' | 'nameTwo'; name: string }[] = [
      { one: 'Ada', two: '  ada ', field: 'nameTwo', name: 'Ada' },
      // Player two's field left blank is Brant.
      { one: 'BRANT', two: '', field: 'nameOne', name: 'BRANT' },
    ];
    for (const { one, two, field, name } of cases) {
      await nameOne(page).fill(one);
      await nameTwo(page).fill(two);
      const message = page.getByText(same(name), { exact: true });
      await message.waitFor();
      const input = field === 'nameOne' ? nameOne(page) : nameTwo(page);
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      // The message is part of the field's description, so it is read with it.
      const described = await input.evaluate((element) =>
        (element.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
      expect(described).toContain(same(name));
      await button(page, 'Start').click();
      expect(await dialog(page).isVisible(), `Start refuses ${one}/${two}`).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(field);
    }
    await expectAccessible(page, 'mode dialog with the same name twice');
    await screenshot(page, 'farkle-mode-same-names-desktop');
    // Against the computer: "Computer" is taken.
    await radio(page, 'Computer Opponent').check();
    await nameOne(page).fill('computer');
    await page.getByText(same('computer'), { exact: true }).waitFor();
    await nameOne(page).fill('Ada');
    expect(await page.getByText(/^Both players are named/).count()).toBe(0);
    await radio(page, 'Human Opponent').check();
    expect(
      await startWith(page, { players: 2, opponent: 'Human Opponent', one: 'Ada', two: 'Adam' }),
    ).toEqual(['Player: Ada', 'Player: Adam']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Close leaves for the home screen, keeping a game in progress; Escape over a game goes back to it', async () => {
    const { context, page, errors } = await openApp(browser(), '#/farkle');
    await dialog(page).waitFor();
    await button(page, 'Close').click();
    await page.getByRole('heading', { level: 1, name: 'Pastime' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/');

    await page.getByRole('link', { name: /^Play Farkle/ }).click();
    await dialog(page).waitFor();
    // Escape with no game to go back to is Close.
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { level: 1, name: 'Pastime' }).waitFor();

    await page.getByRole('link', { name: /^Play Farkle/ }).click();
    await startWith(page, { players: 1, one: 'Ada' });
    await button(page, 'Roll Dice').click();
    const faces = await page.locator('.fk-die').evaluateAll((dice) => dice.map((die) => die.ariaLabel));
    expect(faces[0]).toMatch(/^Die 1: [1-6]$/);
    // File → New Game then Escape: a slip, so the game in progress comes back as it was.
    await reopen(page);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
    expect(await playerHeadings(page)).toEqual(['Player: Ada']);
    expect(await page.locator('.fk-die').evaluateAll((dice) => dice.map((die) => die.ariaLabel))).toEqual(
      faces,
    );
    // Close leaves the app (1.1.1), which does not give the game up: coming back resumes it as it was.
    await reopen(page);
    await button(page, 'Close').click();
    await page.getByRole('heading', { level: 1, name: 'Pastime' }).waitFor();
    expect(await page.evaluate(() => Object.keys(localStorage))).toContainEqual(
      expect.stringMatching(/^pastime\.farkle\.game\./),
    );
    await page.getByRole('link', { name: /^Play Farkle/ }).click();
    await eventually(() => playerHeadings(page), ['Player: Ada']);
    expect(await dialog(page).isVisible()).toBe(false);
    expect(await page.locator('.fk-die').evaluateAll((dice) => dice.map((die) => die.ariaLabel))).toEqual(
      faces,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the computer's pace chosen, Normal at first, for the next visit", async () => {
    const { context, page, errors } = await openApp(browser(), '#/farkle');
    await dialog(page).waitFor();
    const pace = page.getByRole('group', { name: 'Computer’s pace' });
    expect(await pace.getByRole('radio', { name: 'Normal' }).isChecked()).toBe(true);
    await pace.getByRole('radio', { name: 'Fast' }).check();
    expect(await page.evaluate(() => localStorage.getItem('pastime.farkle.pace'))).toBe(
      JSON.stringify({ version: 1, pace: 'fast' }),
    );
    await page.reload();
    await dialog(page).waitFor();
    expect(
      await page
        .getByRole('group', { name: 'Computer’s pace' })
        .getByRole('radio', { name: 'Fast' })
        .isChecked(),
    ).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`has no axe violations and fits the screen (${viewport})`, async () => {
      const { context, page, errors } = await openApp(browser(), '#/farkle', { viewport });
      await dialog(page).waitFor();
      await expectAccessible(page, `mode dialog (${viewport})`);
      await screenshot(page, `farkle-mode-${viewport}`);
      await radio(page, '2 Player Mode').check();
      await expectAccessible(page, `mode dialog, two players (${viewport})`);
      await screenshot(page, `farkle-mode-two-${viewport}`);
      await expectNoSideways(page, viewport);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
