import { mkdirSync, readFileSync, readdirSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newGame, apply, serialize } from '@pastime/2048';
import { jsonLines, runCli } from './support/cli.ts';
import { savedGames2048 } from './support/saved-2048.ts';
import { expectRestored, terminalTests } from './support/tmux.ts';

const { home, start, startScript } = terminalTests();

/* eslint-disable no-control-regex -- escape sequences are what these tests look for */
const COLOR_SGR = /\u001b\[[0-9;]*(?:38|48);[25];/;
const TRUECOLOR_BACKGROUND = /\u001b\[[0-9;]*48;2;\d+;\d+;\d+/;
const PALETTE_BACKGROUND = /\u001b\[[0-9;]*48;5;\d+/;
const SGR = /\u001b\[[0-9;]*m/g;
/* eslint-enable no-control-regex */

describe('2048 in a terminal', () => {
  it('asks for the board size and asks again on 0, a negative or a non-number', async () => {
    const p = start(['2048', '--seed', '7']);
    await p.waitFor('Welcome to 2048!\nBoard size (3 to 8, Enter for 4, q to leave):');
    for (const [answer, problem] of [
      ['0', '0 is not a positive number'],
      ['-3', '-3 is not a positive number'],
      ['abc', "'abc' is not a whole number"],
      ['9', '9 is outside 3 to 8'],
    ] as const) {
      p.type(answer);
      p.send('Enter');
      await p.waitFor(
        `Invalid board size: ${problem}. Please enter a new number, a whole number from 3 to 8.`,
      );
    }
    p.type('5');
    p.send('Enter');
    await p.waitFor('5×5, get to 2048');
    await p.waitFor('Join equal tiles to make 2048. Which way do you want to move?');
    expect(p.alternateScreen).toBe(true);
    expect(p.cursorVisible).toBe(false);
    p.send('q');
    expect(await p.exitCode()).toBe(0);
    expectRestored(p);
    // The size prompt stays on the main screen, the ending message follows it.
    const after = p.screen();
    expect(after).toContain("Invalid board size: 'abc' is not a whole number.");
    expect(after).toMatch(
      /Board size \(3 to 8, Enter for 4, q to leave\): 5\nThanks for playing 2048! Final score: 0 \(best on 5×5: 0\)\./,
    );
  });

  it('says how to leave at the board-size question, and q leaves', async () => {
    const p = start(['2048', '--seed', '7']);
    await p.waitFor('Board size (3 to 8, Enter for 4, q to leave):');
    p.type('q');
    p.send('Enter');
    expect(await p.exitCode()).toBe(0);
    expectRestored(p);
  });

  it("wraps the size question's error at word boundaries in a narrow terminal", async () => {
    const p = start(['2048', '--seed', '7'], { columns: 30 });
    await p.waitFor('Board size (3 to 8, Enter for 4, q to leave):');
    p.type('abc');
    p.send('Enter');
    const message =
      "Invalid board size: 'abc' is not a whole number. Please enter a new number, a whole number from 3 to 8.";
    await p.waitFor(message);
    // The screen as drawn (not joined): each line of the message ends with a whole word.
    const lines = p
      .screen(true)
      .replace(SGR, '')
      .split('\n')
      .map((l) => l.trimEnd());
    const first = lines.findIndex((l) => l.startsWith('Invalid board size:'));
    const drawn = lines.slice(first, first + 5);
    expect(drawn).toEqual([
      "Invalid board size: 'abc' is",
      'not a whole number. Please',
      'enter a new number, a whole',
      'number from 3 to 8.',
      expect.stringMatching(/^Board size/),
    ]);
    p.send('C-c');
    expect(await p.exitCode()).toBe(130);
  });

  it('moves with arrows, W/A/S/D and h/j/k/l like the line protocol, undoes, redoes, and names invalid keys', async () => {
    const moves = ['left', 'up', 'right', 'down', 'left', 'up'];
    const keys = ['Left', 'w', 'l', 'j', 'a', 'k'];
    const piped = jsonLines(
      (await runCli(['2048', '--seed', '9', '--json', '--no-save'], { input: moves.join('\n') })).stdout,
    );
    const expected = piped[moves.length];
    const p = start(['2048', '--seed', '9', '--size', '4'], { env: { COLORTERM: 'truecolor' } });
    await p.waitFor('SCORE 0');
    p.send(...keys);
    // The tiles in reading order, as the line protocol has them after the same moves.
    const tiles = (expected?.['board'] as number[][]).flat().filter((v) => v > 0);
    const shownTiles = (screen: string): number[] =>
      (
        screen
          .split('\n')
          .slice(3, 20)
          .join(' ')
          .match(/\b\d+\b/g) ?? []
      ).map(Number);
    const score = `SCORE ${String(expected?.['score'])} `;
    // Waits for the whole board (a frame can be caught half drawn); a timeout shows the screen.
    let screen = await p.waitFor(
      (s) => s.includes(score) && JSON.stringify(shownTiles(s)) === JSON.stringify(tiles),
    );
    expect(shownTiles(screen)).toEqual(tiles);
    // Coloured tiles in 24-bit colour.
    expect(p.screen(true)).toMatch(TRUECOLOR_BACKGROUND);
    p.send('x');
    await p.waitFor(
      "Invalid command: 'x'. Please enter a new command: arrows, W A S D or h j k l move, u undo, r redo, n new game, c keep going, ? hint, p auto-play (+ and - set its speed), q quit.",
    );
    p.send('u');
    screen = await p.waitFor('Move undone.');
    expect(screen).toContain(`SCORE ${String(piped[moves.length - 1]?.['score'])} `);
    p.send('r');
    await p.waitFor('Move redone.');
    p.send('q');
    expect(await p.exitCode()).toBe(0);
    expectRestored(p);
  });

  it('--autoplay prints its lines in a terminal too: no full screen, no question, the same game as through a pipe', async () => {
    const args = ['2048', '--autoplay', '--size', '3', '--seed', '7', '--depth', '1'];
    const piped = await runCli(args);
    const p = start(args);
    expect(await p.exitCode(15_000)).toBe(0);
    expectRestored(p);
    // The last lines of the piped output are the last lines on the screen.
    const last = piped.stdout.trimEnd().split('\n').slice(-5);
    expect(last.at(-1)).toMatch(/^Result: score \d+, best tile \d+, \d+ moves, (not )?won\.$/);
    const screen = p
      .screen()
      .split('\n')
      .map((line) => line.trimEnd());
    const at = screen.indexOf(last.at(-1) ?? '');
    expect(screen.slice(at - 4, at + 1)).toEqual(last);
  });

  it('draws a grid without colours when NO_COLOR is set', async () => {
    const p = start(['2048', '--seed', '9', '--size', '3'], {
      env: { NO_COLOR: '1', COLORTERM: 'truecolor' },
    });
    const screen = await p.waitFor('┌');
    expect(screen).toContain('├');
    expect(p.screen(true)).not.toMatch(COLOR_SGR);
    p.send('q');
    await p.exitCode();
  });

  it('draws a grid without colours with --no-color, whatever the terminal has', async () => {
    const p = start(['2048', '--seed', '9', '--size', '3', '--no-color'], {
      env: { COLORTERM: 'truecolor' },
    });
    await p.waitFor('┌');
    expect(p.screen(true)).not.toMatch(COLOR_SGR);
    p.send('q');
    await p.exitCode();
  });

  it('uses the 256-colour palette when that is all the terminal has', async () => {
    const p = start(['2048', '--seed', '9', '--size', '3'], { env: { TERM: 'xterm-256color' } });
    await p.waitFor('SCORE 0');
    expect(p.screen(true)).toMatch(PALETTE_BACKGROUND);
    p.send('q');
    await p.exitCode();
  });

  it('announces the win and keeps going on c', async () => {
    const p = start(['2048', '--size', '3', '--win', '16', '--seed', '1']);
    await p.waitFor('SCORE 0');
    p.send('Left', 'Up', 'Right', 'Down', 'Left', 'Up', 'Right', 'Down', 'Left', 'Up', 'Right');
    await p.waitFor('You win! You made the 16 tile. Press c to keep going, n for a new game or q to quit.');
    p.send('Down');
    await p.waitFor('You win!');
    p.send('c');
    await p.waitFor('Keep going! How far can you get?');
    p.send('q');
    expect(await p.exitCode()).toBe(0);
  });

  it('shows the game-over message when no move is left', async () => {
    // Seed 496 on 3×3 has no move left after these eleven.
    const p = start(['2048', '--size', '3', '--seed', '496']);
    await p.waitFor('SCORE 0');
    p.send('Left', 'Up', 'Right', 'Down', 'Left', 'Up', 'Right', 'Down', 'Left', 'Up', 'Right');
    await p.waitFor(
      'Game over! No more moves can be made. Final score: 20. Press u to undo, n for a new game or q to quit.',
    );
    p.send('q');
    expect(await p.exitCode()).toBe(0);
    expect(p.screen()).toContain('Thanks for playing 2048! Final score: 20');
    const scores = JSON.parse(readFileSync(join(home(), 'pastime', '2048-scores.json'), 'utf8')) as {
      games: unknown[];
    };
    expect(scores.games).toHaveLength(1);
  });

  it('asks before a new game ends one in progress', async () => {
    const p = start(['2048', '--seed', '7', '--size', '4']);
    await p.waitFor('SCORE 0');
    p.send('Left', 'Up');
    await p.waitFor('SCORE 4');
    p.send('n');
    await p.waitFor('New game? This one ends with 4 points. Press y to confirm.');
    p.send('x');
    await p.waitFor('Carrying on with this game.');
    p.send('n', 'y');
    await p.waitFor('New game. Good luck!');
    expect(p.screen()).toContain('SCORE 0');
    p.send('q');
    await p.exitCode();
  });

  it('redraws for the new size when the terminal is resized', async () => {
    const p = start(['2048', '--seed', '7', '--size', '4']);
    await p.waitFor('SCORE 0');
    p.resize(30, 9);
    await p.waitFor('The terminal is too small');
    p.resize(100, 30);
    // The whole new frame, down to the keys on its last line.
    const screen = await p.waitFor(/SCORE 0[\s\S]*p auto-play/);
    expect(screen).not.toContain('too small');
    p.send('q');
    await p.exitCode();
  });

  it('takes no move while the terminal is too small to show the board, and quits with q', async () => {
    const p = start(['2048', '--seed', '7', '--size', '4', '--no-save']);
    await p.waitFor('SCORE 0');
    p.resize(30, 9);
    await p.waitFor(/too small/i);
    for (const key of ['Left', 'Up', 'Right', 'Down', 'a', 'w']) p.send(key);
    p.resize(100, 30);
    await p.waitFor(/SCORE 0[\s\S]*p auto-play/);
    p.send('u');
    await p.waitFor('Nothing to undo.');
    p.resize(30, 9);
    await p.waitFor(/too small/i);
    p.send('q');
    expect(await p.exitCode()).toBe(0);
  });

  it('restores the terminal on Ctrl-C, saves the game and offers it on the next start', async () => {
    const p = start(['2048', '--seed', '7', '--size', '4']);
    await p.waitFor('SCORE 0');
    p.send('Left', 'Up');
    await p.waitFor('SCORE 4');
    p.send('C-c');
    expect(await p.exitCode()).toBe(130);
    expectRestored(p);
    expect(p.screen()).toContain('Your game is saved: run pastime 2048 to resume it.');
    const saved = savedGames2048(join(home(), 'pastime'));
    expect(saved.games).toHaveLength(1);
    expect(saved.games[0]?.pid).toBeNull();
    p.kill();

    const again = start(['2048']);
    await again.waitFor(
      'You have an unfinished 4×4 game (score 4, 2 moves, saved just now). Resume it? [Y/n]',
    );
    again.type('maybe');
    again.send('Enter');
    await again.waitFor('Please answer y (resume it) or n (start a new game).');
    again.send('Enter');
    const screen = await again.waitFor('Welcome back!');
    expect(screen).toContain('SCORE 4');
    again.send('Down');
    again.send('q');
    expect(await again.exitCode()).toBe(0);
  });

  it('keeps the best score after an undo, on screen, in the file and in the next game', async () => {
    const p = start(['2048', '--seed', '7', '--size', '4']);
    await p.waitFor('SCORE 0 BEST 0');
    p.send('Left', 'Up');
    await p.waitFor('SCORE 4 BEST 4');
    p.send('u');
    await p.waitFor('SCORE 0 BEST 4');
    p.send('q');
    expect(await p.exitCode()).toBe(0);
    expect(p.screen()).toContain('Final score: 0 (best on 4×4: 4).');
    const scores = JSON.parse(readFileSync(join(home(), 'pastime', '2048-scores.json'), 'utf8')) as {
      best: Record<string, number>;
    };
    expect(scores.best).toEqual({ '4': 4 });
    p.kill();
    // Without --size or --seed, so that the saved game is offered.
    const again = start(['2048']);
    await again.waitFor('Resume it? [Y/n]');
    again.type('n');
    again.send('Enter');
    await again.waitFor('Board size');
    again.send('Enter');
    await again.waitFor('SCORE 0 BEST 4');
    again.send('q');
    expect(await again.exitCode()).toBe(0);
  });

  it('records a declined saved game as finished and asks for the size', async () => {
    const p = start(['2048', '--seed', '7', '--size', '4']);
    await p.waitFor('SCORE 0');
    p.send('Left', 'Up', 'q');
    await p.exitCode();
    p.kill();
    const again = start(['2048']);
    await again.waitFor('Resume it? [Y/n]');
    again.type('n');
    again.send('Enter');
    await again.waitFor('Board size (3 to 8, Enter for 4, q to leave):');
    const scores = JSON.parse(readFileSync(join(home(), 'pastime', '2048-scores.json'), 'utf8')) as {
      games: { score: number; moves: number }[];
    };
    expect(scores.games).toEqual([expect.objectContaining({ score: 4, moves: 2 })]);
    again.send('C-c');
    expect(await again.exitCode()).toBe(130);
    expectRestored(again);
  });

  it('tells of a corrupt saved-games file above the size question, keeps it aside and plays on', async () => {
    mkdirSync(join(home(), 'pastime'), { recursive: true });
    writeFileSync(join(home(), 'pastime', '2048-saved-games.json'), '{"version": 1, "games": [');
    const p = start(['2048']);
    await p.waitFor(
      /Welcome to 2048!\nThe 2048 saved-games file [\s\S]*\scould not be read: not valid JSON[\s\S]*and replaced\.\nBoard size/,
    );
    p.send('Enter');
    await p.waitFor('SCORE 0');
    p.send('q');
    expect(await p.exitCode()).toBe(0);
    expect(
      readdirSync(join(home(), 'pastime')).some((f) => f.startsWith('2048-saved-games.json.corrupt-')),
    ).toBe(true);
  });

  it('keeps a saved game too large to read aside unread, says so above the size question, and not again', async () => {
    const games = join(home(), 'pastime', '2048-games');
    mkdirSync(games, { recursive: true });
    const path = join(games, '0123456789abcdef0123456789abcdef.json');
    // 200 MB that take no disk: read whole, they would not fit the 32 MB heap the program gets.
    writeFileSync(path, '');
    truncateSync(path, 200 * 1024 * 1024);
    const env = { NODE_OPTIONS: '--max-old-space-size=32' };
    const p = start(['2048'], { env });
    const screen = await p.waitFor(
      'could not be read: it is 200 MiB, more than the 1 MiB a saved game may be. It was kept as',
    );
    expect(screen).toMatch(/The saved 2048 game[\s\S]*\.corrupt-[\s\S]*\nBoard size/);
    p.send('C-c');
    expect(await p.exitCode()).toBe(130);
    expect(readdirSync(games).filter((f) => f.includes('.corrupt-'))).toHaveLength(1);
    const again = start(['2048'], { env });
    const later = await again.waitFor('Board size');
    expect(later).not.toContain('could not be read');
    again.send('C-c');
    expect(await again.exitCode()).toBe(130);
  });

  it('keeps a saved game it cannot read as a backup, says where, and offers the next one', async () => {
    const dir = join(home(), 'pastime');
    mkdirSync(dir, { recursive: true });
    const savedAt = new Date().toISOString();
    const good = {
      id: 'good',
      pid: null,
      savedAt,
      game: serialize(apply(newGame({ size: 4, seed: 7 }), 'left')),
    };
    // Valid JSON in a valid saved-games file, but not a game the engine can read.
    const torn = { id: 'torn', pid: null, savedAt, game: '{"version":1,"board":"torn"}' };
    writeFileSync(join(dir, '2048-saved-games.json'), JSON.stringify({ version: 1, games: [good, torn] }));
    const p = start(['2048']);
    const screen = await p.waitFor(/Resume it\? \[Y\/n\]/);
    const backups = readdirSync(dir).filter((f) => f.startsWith('2048-saved-games.json.corrupt-'));
    expect(backups).toHaveLength(1);
    const backup = join(dir, backups[0] ?? '');
    // The unreadable game is kept whole, in a file the program itself could read back.
    expect(JSON.parse(readFileSync(backup, 'utf8'))).toEqual({ version: 1, games: [torn] });
    expect(screen.replace(/\s+/g, ' ')).toMatch(
      new RegExp(
        `The saved game from just now could not be read \\(.+\\)\\. It was kept as ${backup.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}; it will not be offered again\\.`,
      ),
    );
    // Then the game that can be read is offered.
    expect(screen).toContain('You have an unfinished 4×4 game (score 0, 1 move, saved just now).');
    const saved = savedGames2048(dir);
    expect(saved.games.map((g) => g.id)).toEqual(['good']);
    p.send('Enter');
    await p.waitFor('Welcome back!');
    p.send('q');
    expect(await p.exitCode()).toBe(0);
    expect(readdirSync(dir).filter((f) => f.startsWith('2048-saved-games.json.corrupt-'))).toEqual(backups);
  });

  it('restores the terminal and keeps the game when it is killed (SIGTERM)', async () => {
    const p = start(['2048', '--seed', '7', '--size', '4']);
    await p.waitFor('SCORE 0');
    p.send('Left', 'Up');
    await p.waitFor('SCORE 4');
    process.kill(p.programPid(), 'SIGTERM');
    expect(await p.exitCode()).toBe(143);
    expectRestored(p);
    const saved = savedGames2048(join(home(), 'pastime'));
    expect(saved.games.map((g) => g.pid)).toEqual([null]);
  });

  it('keeps the game saved while playing: after a hard kill it is offered, while it runs it is not', async () => {
    const p = start(['2048', '--seed', '7', '--size', '4']);
    await p.waitFor('SCORE 0');
    p.send('Left', 'Up');
    await p.waitFor('SCORE 4');
    // A second terminal does not offer the game that is being played.
    const other = start(['2048']);
    await other.waitFor('Board size (3 to 8, Enter for 4, q to leave):');
    expect(other.screen()).not.toContain('Resume it?');
    other.kill();
    await new Promise((resolve) => setTimeout(resolve, 400));
    process.kill(p.programPid(), 'SIGKILL');
    await p.exitCode();
    p.kill();
    const again = start(['2048']);
    await again.waitFor('You have an unfinished 4×4 game (score 4, 2 moves');
    again.send('Enter');
    await again.waitFor('Welcome back!');
    again.send('q');
    expect(await again.exitCode()).toBe(0);
  });

  it('speaks the line protocol in a terminal with --plain, and pastime alone offers both games', async () => {
    const plain = start(['2048', '--plain', '--seed', '7']);
    await plain.waitFor('Score: 0  Best: 0  Moves: 0  Status: playing');
    expect(plain.alternateScreen).toBe(false);
    plain.type('left');
    plain.send('Enter');
    await plain.waitFor('Moves: 1  Status: playing');
    plain.send('C-d');
    expect(await plain.exitCode()).toBe(0);
    plain.kill();

    const menu = start([]);
    await menu.waitFor('Pastime: which game? 1 2048 2 Farkle q quit');
    menu.type('x');
    await menu.waitFor('Please type 1 for 2048, 2 for Farkle, or q to quit.');
    // One key chooses, without Enter.
    menu.type('1');
    await menu.waitFor('Welcome to 2048! Board size (3 to 8, Enter for 4, q to leave):');
    menu.send('C-c');
    expect(await menu.exitCode()).toBe(130);
    expectRestored(menu);

    const farkle = start([]);
    await farkle.waitFor('Your choice:');
    farkle.type('2');
    await farkle.waitFor('Select game mode');
    farkle.kill();
    const leave = start([]);
    await leave.waitFor('Your choice:');
    leave.type('q');
    expect(await leave.exitCode()).toBe(0);
  });

  it('restores the terminal after an uncaught error', async () => {
    const p = startScript(join(import.meta.dirname, 'fixtures', 'crash-in-screen.ts'));
    await p.waitFor('in the full screen');
    expect(p.alternateScreen).toBe(true);
    expect(await p.exitCode()).toBe(1);
    expectRestored(p);
    expect(p.screen()).toContain('pastime: unexpected error: Error: something unexpected');
  });
});
