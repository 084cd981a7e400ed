import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonLines, runCli } from './support/cli.ts';
import { savedGames2048 } from './support/saved-2048.ts';
import { terminalTests } from './support/tmux.ts';

const { home, start } = terminalTests();

/** Plays two moves of a 4×4 game (score 4) and quits: the game is saved for the next start. */
async function saveGame(): Promise<void> {
  const first = start(['2048', '--size', '4', '--seed', '7']);
  await first.waitFor('SCORE 0');
  first.send('Left', 'Up');
  await first.waitFor('SCORE 4');
  first.send('q');
  expect(await first.exitCode()).toBe(0);
  first.kill();
}

describe('starting games in a terminal', () => {
  it('2048: an explicit --size or --seed starts that game and keeps the saved one for later', async () => {
    await saveGame();

    const sized = start(['2048', '--size', '5', '--seed', '7']);
    const screen = await sized.waitFor('5×5, get to 2048');
    expect(screen).not.toContain('Resume it?');
    sized.send('q');
    expect(await sized.exitCode()).toBe(0);
    sized.kill();
    const seeded = start(['2048', '--seed', '8']);
    await seeded.waitFor('Board size (3 to 8, Enter for 4, q to leave):');
    expect(seeded.screen()).not.toContain('Resume it?');
    seeded.send('C-c');
    expect(await seeded.exitCode()).toBe(130);
    seeded.kill();

    const saved = savedGames2048(join(home(), 'pastime'));
    expect(saved.games).toHaveLength(1);
    const plain = start(['2048']);
    await plain.waitFor(
      'You have an unfinished 4×4 game (score 4, 2 moves, saved just now). Resume it? [Y/n]',
    );
    plain.send('Enter');
    await plain.waitFor('Welcome back!');
    plain.send('q');
    expect(await plain.exitCode()).toBe(0);
  });

  it("Farkle: each game started from the menu rolls new dice, in the order the pipe's new command gives", async () => {
    const piped = jsonLines(
      (await runCli(['farkle', '--seed', '11', '--json', '--no-save'], { input: 'roll\nnew\nroll\n' }))
        .stdout,
    );
    const rolls = piped
      .filter((state) => state['command'] === 'roll')
      .map((state) => (state['messages'] as string[])[0] ?? '');
    expect(rolls).toHaveLength(2);
    expect(rolls[0]).not.toBe(rolls[1]);

    const p = start(['farkle', '--seed', '11', '--delay', '0']);
    await p.waitFor('Select game mode');
    p.send('Enter');
    await p.waitFor('Jacob: turn 1 of 10');
    p.send('r');
    await p.waitFor(rolls[0] ?? '?');
    p.send('m');
    await p.waitFor('Leave this game for the main menu?');
    p.send('y');
    await p.waitFor('Select game mode');
    p.send('Enter');
    await p.waitFor('Jacob: turn 1 of 10');
    p.send('r');
    await p.waitFor(rolls[1] ?? '?');
    p.send('q', 'y');
    expect(await p.exitCode()).toBe(0);
  });

  it('2048: the resume question wraps at word boundaries, its [Y/n] whole', async () => {
    await saveGame();
    const p = start(['2048']);
    await p.waitFor('Resume it? [Y/n]');
    // The screen as drawn, not joined: the question is on a line of its own, its [Y/n] whole.
    const lines = p
      .screen(true)
      // eslint-disable-next-line no-control-regex -- escape sequences are removed to read the text
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((l) => l.trimEnd());
    expect(lines.find((line) => line.includes('[Y/n]'))).toMatch(/^Resume it\? \[Y\/n\]$/);
    expect(lines).toContain('You have an unfinished 4×4 game (score 4, 2 moves, saved just now).');
    expect(lines.every((line) => !line.endsWith('['))).toBe(true);
    p.send('C-c');
    expect(await p.exitCode()).toBe(130);
  });
});

describe('the Farkle name editor', () => {
  it('clears the name on Ctrl-U', async () => {
    const p = start(['farkle']);
    await p.waitFor('Select game mode');
    p.send('e');
    p.type('Annabel');
    await p.waitFor('Player One Name: Annabel');
    p.send('C-u');
    p.type('Bo');
    p.send('Enter');
    await p.waitFor('Player One Name: Bo ');
    expect(p.screen()).not.toContain('Annabel');
    p.send('q');
    expect(await p.exitCode()).toBe(0);
  });
});
