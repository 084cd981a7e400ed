import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canAddressCursor } from '../src/term/terminal.ts';
import { terminalTests } from './support/tmux.ts';

const { home, start } = terminalTests({ TERM: 'dumb' });

/** Every byte the program wrote to the terminal. */
function written(path: string): string {
  return readFileSync(path, 'utf8');
}

describe('a terminal that cannot move its cursor (TERM=dumb)', () => {
  it('plays 2048 through the line protocol, without a single escape sequence', async () => {
    const record = join(home(), 'terminal.out');
    const p = start(['2048', '--seed', '7'], { record });
    await p.waitFor('Score: 0 Best: 0 Moves: 0 Status: playing');
    expect(p.alternateScreen).toBe(false);
    p.type('left');
    p.send('Enter');
    await p.waitFor('Moves: 1 Status: playing');
    p.send('C-d');
    expect(await p.exitCode()).toBe(0);
    const output = written(record);
    expect(output).toContain('Welcome to 2048!');
    expect(output).toContain('Thanks for playing 2048!');
    expect(output).not.toContain('\u001b');
  });

  it('plays Farkle the same way, and pastime alone asks plainly which game', async () => {
    const farkleRecord = join(home(), 'farkle.out');
    const farkle = start(['farkle', '--seed', '3'], { record: farkleRecord });
    await farkle.waitFor('Welcome to Farkle!');
    farkle.type('roll');
    farkle.send('Enter');
    await farkle.waitFor(/Roll score: \d+/);
    farkle.send('C-d');
    expect(await farkle.exitCode()).toBe(0);
    expect(written(farkleRecord)).not.toContain('\u001b');

    const menuRecord = join(home(), 'menu.out');
    const menu = start([], { record: menuRecord });
    await menu.waitFor('Pastime: which game? 1 2048 2 Farkle q quit Your choice:');
    menu.type('1');
    menu.send('Enter');
    await menu.waitFor('Score: 0 Best: 0 Moves: 0 Status: playing');
    // The board is random: if its tiles sit on the top row up moves nothing, and then down does.
    menu.type('up');
    menu.send('Enter');
    menu.type('down');
    menu.send('Enter');
    await menu.waitFor(/Moves: [12]\s+Status: playing/);
    menu.send('C-d');
    expect(await menu.exitCode()).toBe(0);
    expect(written(menuRecord)).not.toContain('\u001b');
  });

  it('knows which terminals can move the cursor', () => {
    expect(canAddressCursor({ TERM: 'xterm-256color' }, 'linux')).toBe(true);
    expect(canAddressCursor({ TERM: 'screen' }, 'linux')).toBe(true);
    expect(canAddressCursor({ TERM: 'dumb' }, 'linux')).toBe(false);
    expect(canAddressCursor({ TERM: 'dumb-emacs-ansi' }, 'darwin')).toBe(false);
    expect(canAddressCursor({}, 'linux')).toBe(false);
    expect(canAddressCursor({}, 'win32')).toBe(true);
  });
});
