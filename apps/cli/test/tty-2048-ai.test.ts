import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apply, legalMoves, newGame } from '@pastime/2048';
import type { Direction } from '@pastime/2048';
import { analyze } from '@pastime/2048-ai';
import { Analyst } from '../src/game2048/ai/analyst.ts';
import { expectRestored, terminalTests } from './support/tmux.ts';
import type { TmuxProgram } from './support/tmux.ts';

const { home, start } = terminalTests();

const ARROW: Readonly<Record<Direction, string>> = { up: '↑', down: '↓', left: '←', right: '→' };

const KEY: Readonly<Record<Direction, string>> = { up: 'Up', down: 'Down', left: 'Left', right: 'Right' };

const flat = (text: string): string => text.replace(/\s+/g, ' ');

/** The board as the screen shows it: the lines that hold only tile numbers (the header and messages hold words). */
function board(program: TmuxProgram): string {
  return program
    .screen()
    .split('\n')
    .filter((line) => /^[\s\d]*\d[\s\d]*$/.test(line))
    .join('\n');
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

describe('2048 in a terminal: the hint and auto-play', () => {
  it('? shows the best move and the value of each move, from the search on the position shown', async () => {
    const p = start(['2048', '--size', '4', '--seed', '7', '--depth', '2']);
    await p.waitFor('SCORE 0');
    p.send('Left', 'Up');
    await p.waitFor('SCORE 4 ');
    const before = board(p);
    p.send('?');
    // The same search, at the same fixed depth, on the same position, in this process.
    const expected = analyze(apply(apply(newGame({ size: 4, seed: 7 }), 'left'), 'up'), { depth: 2 });
    const best = expected.best ?? 'up';
    const screen = await p.waitFor(`Best move: ${ARROW[best]} ${best} (depth 2).`);
    for (const { direction, value } of expected.moves) {
      expect(flat(screen)).toContain(`${ARROW[direction]} ${Math.round(value).toLocaleString('en-US')}`);
    }
    expect(board(p)).toBe(before);
    p.send('q');
    expect(await p.exitCode()).toBe(0);
    expectRestored(p);
  });

  it('p plays by itself at the speed + and - set, shown on screen; p or any other key stops it, and undo works after', async () => {
    const p = start(['2048', '--size', '4', '--seed', '3', '--time-ms', '10']);
    await p.waitFor('SCORE 0');
    p.send('p');
    await p.waitFor('Auto-play at 4 moves/s');
    await p.waitFor('+ faster, - slower, any other key stops');
    // It moves by itself: the score grows with nothing pressed.
    await p.waitFor(/SCORE [1-9]\d* /);
    p.send('+');
    await p.waitFor('Auto-play at 8 moves/s');
    p.send('-', '-');
    await p.waitFor('Auto-play at 2 moves/s');
    p.send('+', '+', '+', '+');
    await p.waitFor('Auto-play at full speed');
    // Any other key stops it and does what it does.
    p.send('x');
    await p.waitFor("Invalid command: 'x'.");
    const stopped = board(p);
    await sleep(800);
    expect(board(p)).toBe(stopped);
    p.send('u');
    await p.waitFor('Move undone.');
    // p starts it again (at the speed chosen) and stops it.
    p.send('p');
    await p.waitFor('Auto-play at full speed');
    p.send('p');
    await p.waitFor('Auto-play stopped.');
    const again = board(p);
    await sleep(800);
    expect(board(p)).toBe(again);
    // Its speed can be set before it starts, and says when it goes no further.
    p.send('+');
    await p.waitFor('Auto-play speed: full speed (the fastest). Press p to start it.');
    p.send('-');
    await p.waitFor('Auto-play speed: 8 moves/s. Press p to start it.');
    p.send('q');
    expect(await p.exitCode()).toBe(0);
    expectRestored(p);
  });

  it('auto-play waits at a win, plays on once the player keeps going, and stops at the end of the game', async () => {
    const p = start(['2048', '--size', '3', '--seed', '5', '--win', '32', '--time-ms', '5']);
    await p.waitFor('SCORE 0');
    p.send('+', '+', '+', 'p');
    await p.waitFor('You win! You made the 32 tile. Press c to keep going', 20_000);
    const won = board(p);
    await sleep(800);
    expect(board(p)).toBe(won);
    // A key that is no command leaves it waiting; keep going lets it play on, with no p pressed again.
    p.send('x');
    await p.waitFor("Invalid command: 'x'.");
    p.send('c');
    await p.waitFor('Auto-play at full speed');
    await p.waitFor('Game over! No more moves can be made.', 30_000);
    p.send('p');
    await p.waitFor('No move is left to play.');
    p.send('q');
    expect(await p.exitCode()).toBe(0);
    // An auto-played game is the player's game: it is recorded like any other.
    const scores = JSON.parse(readFileSync(join(home(), 'pastime', '2048-scores.json'), 'utf8')) as {
      games: { won: boolean; size: number }[];
    };
    expect(scores.games).toEqual([expect.objectContaining({ won: true, size: 3 })]);
  });

  it('reads keys while the search thinks: a long search neither holds back a move nor a quit', async () => {
    // On 8×8 a search given a minute takes about half of it (measured: 27 s): were it run between keys, no key
    // would be answered for that long.
    const p = start(['2048', '--size', '8', '--seed', '7', '--time-ms', '60000']);
    await p.waitFor('8×8, get to 2048');
    const before = board(p);
    p.send('?');
    await p.waitFor('Thinking…');
    const [direction = 'left'] = legalMoves(newGame({ size: 8, seed: 7 }));
    p.send(KEY[direction]);
    // The move is drawn and the search's note has gone (a frame is read whole, not half drawn).
    await p.waitFor((screen) => board(p) !== before && !screen.includes('Thinking…'));
    p.send('p');
    await p.waitFor('Auto-play at 4 moves/s');
    p.send('x');
    await p.waitFor("Invalid command: 'x'.");
    p.send('q');
    expect(await p.exitCode()).toBe(0);
    expectRestored(p);
  });
});

describe('the search thread', () => {
  it('answers on the main thread when the thread cannot start (here: the sources run unbundled)', async () => {
    const state = apply(newGame({ size: 4, seed: 11 }), 'down');
    const analyst = new Analyst({ depth: 2 });
    try {
      expect(await analyst.analyze(state)).toEqual(analyze(state, { depth: 2 }));
      // Once closed, a request gets no answer.
      let late = false;
      void analyst.analyze(state).then(() => (late = true));
      analyst.close();
      await sleep(300);
      expect(late).toBe(false);
    } finally {
      analyst.close();
    }
  });
});
