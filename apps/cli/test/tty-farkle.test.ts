import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { driveJson, farklePlayer, runCli } from './support/cli.ts';
import { expectRestored, terminalTests } from './support/tmux.ts';

const { start, home } = terminalTests({ COLORTERM: 'truecolor' });

/** The keys that play the same commands at the table: `select 1 5` is die 1 then die 5. */
function keysFor(commands: readonly string[]): string[] {
  return commands.flatMap((command) => {
    if (command === 'roll') return ['r'];
    if (command === 'bank') return ['b'];
    if (command.startsWith('select ')) return command.slice(7).split(' ');
    throw new Error(`no key for ${command}`);
  });
}

describe('Farkle in a terminal', () => {
  it('starts with the mode menu: modes, names, then the table', async () => {
    const p = start(['farkle', '--seed', '4', '--delay', '0']);
    await p.waitFor('Select game mode');
    await p.waitFor('● [1] 1 Player Mode');
    p.send('3');
    await p.waitFor('● [3] 2 Player Mode, Computer Opponent');
    await p.waitFor('Player Two Name: Computer');
    p.send('z');
    await p.waitFor("Invalid command: 'z'. Please choose a mode with 1 to 4, or press q to quit.");
    p.send('e');
    p.type('Ann');
    p.send('Enter');
    await p.waitFor('Player One Name: Ann');
    p.send('Enter');
    const screen = await p.waitFor("Ann's turn");
    expect(screen).toContain('FARKLE  Two Player Mode, against the computer');
    expect(screen).toContain('Player: Computer');
    // Before the first roll the dice spell the name of the game.
    expect(screen).toMatch(/│ F │ │ A │ │ R │ │ K │ │ L │ │ E │/);
    expect(screen).toContain('Scoring');
    expect(screen).toContain('Three pairs');
    p.send('q');
    await p.exitCode();
    expectRestored(p);
  });

  it('offers more players, each a person or a computer at a level, and the rules', async () => {
    const p = start(['farkle', '--seed', '4', '--delay', '0', '--no-save']);
    await p.waitFor('Select game mode');
    await p.waitFor('Rules: Traditional');
    p.send('4');
    await p.waitFor('● [4] More Players, People and Computers');
    await p.waitFor(/1 Jacob person +2 Computer 1 Classic/);
    await p.waitFor('3 Computer 2 Expert');
    p.send('+');
    await p.waitFor('4 Computer 3 Classic');
    // The second seat becomes a person named Bo, the fourth an Expert.
    p.send('e');
    p.send('Enter');
    p.send('Tab');
    p.send('Tab');
    p.type('Bo');
    p.send('Enter');
    p.send('Enter');
    p.send('Tab');
    p.send('Escape');
    await p.waitFor(/2 Bo person/);
    await p.waitFor(/4 Computer 2 Expert/);
    p.send('u');
    await p.waitFor('Rules: Popular');
    p.send('Enter');
    const screen = await p.waitFor("Jacob's turn");
    expect(screen).toContain('4 Player Mode, popular rules');
    expect(screen).toMatch(/^ Bo\b/m);
    expect(screen.match(/Expert/g)).toHaveLength(2);
    p.send('q');
    await p.exitCode();
    expectRestored(p);
  });

  it('refuses two players of the same name in the menu, naming them, and starts once one is changed', async () => {
    const p = start(['farkle', '--seed', '4', '--delay', '0', '--no-save']);
    await p.waitFor('Select game mode');
    p.send('2');
    await p.waitFor('● [2] 2 Player Mode, Human Opponent');
    p.send('e');
    p.type('Ada');
    p.send('Enter');
    p.type(' ada');
    p.send('Enter');
    await p.waitFor('Player Two Name: ada');
    p.send('Enter');
    await p.waitFor('Players 1 and 2 would both be called "Ada": press e to change a name.');
    p.send('e');
    p.send('Enter');
    p.send('C-u');
    p.type('Bo');
    p.send('Enter');
    await p.waitFor('Player Two Name: Bo');
    p.send('Enter');
    await p.waitFor("Ada's turn");
    p.send('q');
    expect(await p.exitCode()).toBe(0);
    expectRestored(p);
  });

  it('plays nothing while the terminal is too small to show the table', async () => {
    const p = start(['farkle', '--names', 'Ada', '--seed', '3', '--delay', '0', '--no-save']);
    await p.waitFor('Roll the dice to start (r).');
    p.resize(40, 12);
    await p.waitFor(/too small/i);
    for (const key of ['r', 'a', 'r', 'b', '1']) p.send(key);
    p.resize(100, 30);
    const screen = await p.waitFor('Roll the dice to start (r).');
    // Still before the first roll: the dice spell the game's name.
    expect(screen).toMatch(/│ F │ │ A │ │ R │ │ K │ │ L │ │ E │/);
    p.send('q');
    expect(await p.exitCode()).toBe(0);
  });

  it('rolls, hints, selects with 1 to 6 and refuses what is not allowed', async () => {
    // Seed 3 first rolls 1 2 2 3 5 4.
    const p = start(['farkle', '--players', '1', '--seed', '3']);
    await p.waitFor('Jacob: turn 1 of 10');
    await p.waitFor('▶Turn 1');
    p.send('b');
    await p.waitFor('Cannot bank: roll the dice before you bank.');
    p.send('r');
    await p.waitFor('Jacob rolled: 1 2 2 3 5 4 (up to 150 points).');
    expect(p.screen()).toMatch(/│ 1 │ │ 2 │ │ 2 │ │ 3 │ │ 5 │ │ 4 │/);
    p.send('h');
    await p.waitFor('Hint: select dice 1, 5 for 150 points.');
    p.send('1');
    await p.waitFor('Selected dice: 100');
    // The selected die has a yellow border.
    expect(p.screen(true)).toContain('38;2;250;210;40');
    p.send('b');
    await p.waitFor('Cannot bank: a turn total of 100 cannot be banked; 300 is needed.');
    p.send('h');
    await p.waitFor('No hint now: the hint is given after a roll, before any die is selected.');
    p.send('2');
    await p.waitFor('Not every selected die scores, so the selection is worth 0: change it to roll or bank.');
    p.send('2', '5');
    await p.waitFor('Selected dice: 150');
    await p.waitFor('Turn score: 150');
    p.send('x');
    await p.waitFor(
      "Invalid command: 'x'. Please enter a new command: 1-6 select or deselect a die, r roll, b bank, a select all, h hint, ? advice, n restart the game, m main menu, q quit.",
    );
    p.send('q');
    await p.waitFor('Quit this game? y: yes, any other key: no');
    p.send('y');
    expect(await p.exitCode()).toBe(0);
    expectRestored(p);
    expect(p.screen()).toContain('Thanks for playing Farkle!');
  });

  it('names a single die of the hint as a die', async () => {
    // Seed 7 first rolls 3 4 6 4 5 2: only the 5 scores.
    const p = start(['farkle', '--players', '1', '--seed', '7', '--no-save']);
    await p.waitFor('Jacob: turn 1 of 10');
    p.send('r');
    await p.waitFor('Jacob rolled: 3 4 6 4 5 2 (up to 50 points).');
    p.send('h');
    await p.waitFor('Hint: select die 5 for 50 points.');
    p.send('q', 'y');
    expect(await p.exitCode()).toBe(0);
  });

  it("shows the computer's turn step by step, then gives the dice back", async () => {
    // Find the commands that end the first human turn of this game.
    const { sent } = await driveJson(
      ['farkle', '--computer', '--seed', '4', '--names', 'Ann', '--no-save'],
      (state) =>
        state['current'] === 1 || (state['computer'] as unknown[]).length > 0
          ? undefined
          : farklePlayer(state),
    );
    // A slow pace, so that the keys below surely come while the computer still plays, however busy the machine.
    const p = start(['farkle', '--computer', '--seed', '4', '--names', 'Ann', '--delay', '1500']);
    await p.waitFor("Ann's turn");
    p.send(...keysFor(sent));
    await p.waitFor('The computer is playing… q quit');
    // Its steps appear one after another while it plays.
    const during = await p.waitFor('Computer rolls the dice.');
    expect(during).toContain("Computer's turn");
    await p.waitFor(/Computer (banks|rolled)/);
    p.send('r');
    await p.waitFor('The computer is playing its turn; wait for it, or press q to quit.');
    // Advice is for the player to play: none during the computer's turn.
    p.send('?');
    await p.waitFor('The computer is playing its turn; wait for it, or press q to quit.');
    expect(p.screen()).not.toContain('Advice');
    await p.waitFor("Ann's turn", 40_000);
    await p.waitFor('1-6 select die');
    p.send('C-c');
    expect(await p.exitCode()).toBe(130);
    expectRestored(p);
  }, 90_000);

  it('ends the game with play again, main menu (with the high score) and quit', async () => {
    const { sent, states } = await driveJson(
      ['farkle', '--players', '1', '--seed', '21', '--no-save'],
      farklePlayer,
    );
    const score = (states.at(-2)?.['players'] as { total: number }[])[0]?.total ?? -1;
    const p = start(['farkle', '--players', '1', '--seed', '21']);
    await p.waitFor('Jacob: turn 1 of 10');
    p.send(...keysFor(sent));
    await p.waitFor(
      `Game over! Final score: ${score.toLocaleString('en-US')}. Congratulations, a new high score!`,
    );
    await p.waitFor('NEW HIGH SCORE!');
    await p.waitFor(`High score: ${score.toLocaleString('en-US')}`);
    await p.waitFor('p play again m main menu q quit');
    p.send('r');
    await p.waitFor('The game is over: p play again, m main menu, q quit.');
    p.send('p');
    await p.waitFor('New game, same players. Roll the dice to start (r).');
    await p.waitFor(`High score: ${score.toLocaleString('en-US')}`);
    p.send('m');
    await p.waitFor(`One-player high score: ${score.toLocaleString('en-US')} (Jacob)`);
    p.send('x');
    await p.waitFor('Reset the one-player high score to 0? y: yes, any other key: no');
    p.send('y');
    await p.waitFor('The high score is reset.');
    await p.waitFor('One-player high score: 0');
    p.send('q');
    expect(await p.exitCode()).toBe(0);
    expectRestored(p);
  });

  it('quits in the middle of a game and resumes the same position the next time', async () => {
    const first = start(['farkle', '--delay', '0']);
    await first.waitFor('Select game mode');
    first.send('Enter');
    await first.waitFor('▶Turn 1');
    first.send('r');
    await first.waitFor('Jacob rolled: ');
    const table = (screen: string): string[] =>
      screen
        .split('\n')
        .filter((line) => /│ [1-6] │|Turn score|Jacob: turn/.test(line))
        .map((line) => line.trimEnd());
    const left = table(first.screen());
    expect(left.length).toBeGreaterThan(1);
    first.send('q');
    await first.waitFor('Quit this game? y: yes, any other key: no');
    first.send('y');
    expect(await first.exitCode()).toBe(0);
    expect(readdirSync(join(home(), 'pastime', 'farkle-games'))).toHaveLength(1);

    const second = start(['farkle', '--delay', '0']);
    await second.waitFor('Your Farkle game was resumed.');
    expect(table(second.screen())).toEqual(left);
    second.send('q');
    await second.waitFor('Quit this game? y: yes, any other key: no');
    second.send('y');
    expect(await second.exitCode()).toBe(0);
    expectRestored(second);
  });
});

describe('Farkle in a terminal that is closed', () => {
  it('lets go of the saved game at once on SIGHUP, so that the next start resumes it', async () => {
    const p = start(['farkle', '--players', '1', '--seed', '4', '--delay', '0']);
    await p.waitFor('Roll the dice to start (r).');
    p.send('r');
    await p.waitFor(/rolled/);
    const pid = p.programPid();
    const games = join(home(), 'pastime', 'farkle-games');
    const [file] = readdirSync(games);
    const saved = (): { pid: number | null } =>
      JSON.parse(readFileSync(join(games, file ?? ''), 'utf8')) as { pid: number | null };
    expect(saved().pid).toBe(pid);
    process.kill(pid, 'SIGHUP');
    expect(await p.exitCode()).toBe(129);
    expect(saved().pid).toBeNull();
    const again = start(['farkle', '--delay', '0']);
    await again.waitFor('Your Farkle game was resumed.');
    again.send('q');
    await again.waitFor('Quit this game?');
    again.send('y');
    expect(await again.exitCode()).toBe(0);
  });
});

describe("Farkle's saved games in a terminal", () => {
  /**
   * Three saved games, each after one roll: Ada and Bob's, then Dee and Eve's, then Cy's, which a running process
   * (this one) plays. The list is Cy's, Dee and Eve's, Ada and Bob's. Returns the files by first name.
   */
  async function threeSavedGames(): Promise<Record<'Ada' | 'Dee' | 'Cy', string>> {
    for (const [names, seed] of [
      ['Ada,Bob', '1'],
      ['Dee,Eve', '3'],
      ['Cy', '2'],
    ]) {
      const made = await runCli(['farkle', '--names', names ?? '', '--seed', seed ?? ''], {
        input: 'roll\n',
        dataHome: home(),
      });
      expect(made.code).toBe(0);
    }
    const games = join(home(), 'pastime', 'farkle-games');
    const fileOf = (name: string): string => {
      const file = readdirSync(games).find((f) => readFileSync(join(games, f), 'utf8').includes(`"${name}"`));
      if (file === undefined) throw new Error(`no saved game of ${name}`);
      return join(games, file);
    };
    const files = { Ada: fileOf('Ada'), Dee: fileOf('Dee'), Cy: fileOf('Cy') };
    const cy = JSON.parse(readFileSync(files.Cy, 'utf8')) as Record<string, unknown>;
    writeFileSync(files.Cy, JSON.stringify({ ...cy, pid: process.pid }));
    return files;
  }

  const pidOf = (file: string): unknown => (JSON.parse(readFileSync(file, 'utf8')) as { pid: unknown }).pid;

  it('lists them from the menu, refuses the one another pastime plays, and resumes the one chosen', async () => {
    const files = await threeSavedGames();
    const p = start(['farkle', '--delay', '0']);
    // The start takes up the first game no other program plays: Dee and Eve's.
    await p.waitFor('Your Farkle game was resumed.');
    await p.waitFor("Dee's turn");
    p.send('m');
    await p.waitFor('Leave this game for the main menu?');
    p.send('y');
    await p.waitFor('Saved games in progress: 3 l to choose one');
    p.send('l');
    const list = await p.waitFor('● [1] Cy');
    expect(list).toContain('Saved games, most recently played first');
    expect(list).toMatch(/● \[1\] Cy 0 *\n +turn 1 of 10; saved just now; in use elsewhere/);
    expect(list).toContain('○ [2] Dee 0, Eve 0');
    expect(list).toContain('○ [3] Ada 0, Bob 0');
    expect(list).toContain('This game is being played by another pastime.');
    p.send('Enter');
    await p.waitFor(
      'Game 1 is being played by another pastime: it can be resumed once that program has ended.',
    );
    // Escape goes back to the menu, and l opens the list again.
    p.send('Escape');
    await p.waitFor('Select game mode');
    p.send('l');
    await p.waitFor('● [1] Cy');
    p.send('Down');
    await p.waitFor('● [2] Dee');
    p.send('3');
    await p.waitFor('● [3] Ada');
    p.send('Enter');
    const table = await p.waitFor("Ada's turn");
    expect(table).toContain('Your Farkle game was resumed.');
    expect(table).toContain('Player: Bob');
    // Ada's game is claimed as a start claims one; Dee's is let go of, still saved; Cy's is left alone.
    const pid = p.programPid();
    expect(pidOf(files.Ada)).toBe(pid);
    expect(pidOf(files.Dee)).toBeNull();
    expect(pidOf(files.Cy)).toBe(process.pid);
    p.send('q');
    await p.waitFor('Quit this game?');
    p.send('y');
    expect(await p.exitCode()).toBe(0);
    expectRestored(p);
    expect(pidOf(files.Ada)).toBeNull();
  });

  it('resumes the Nth game of --list with --resume N, and refuses one that is not there before taking the screen', async () => {
    await threeSavedGames();
    const p = start(['farkle', '--resume', '3', '--delay', '0']);
    await p.waitFor("Ada's turn");
    await p.waitFor('Your Farkle game was resumed.');
    p.send('q');
    await p.waitFor('Quit this game?');
    p.send('y');
    expect(await p.exitCode()).toBe(0);
    const bad = start(['farkle', '--resume', '4']);
    expect(await bad.exitCode()).toBe(2);
    expect(bad.screen()).toContain('pastime: --resume 4: only 3 Farkle games in progress are saved');
    expectRestored(bad);
  });
});
