import { apply, isOver, MAX_SIZE, MIN_SIZE, MIN_WIN_VALUE, newGame, type Direction } from '@pastime/2048';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOARD_SIZE_MAX,
  BOARD_SIZE_MIN,
  BOARD_SIZES,
  outcomeMessage,
  outcomeMoved,
  readBoardSize,
  readWinValue,
  standingMessage,
  WIN_VALUE_MAX,
  WIN_VALUE_MIN,
  WIN_VALUES,
  type CommandWords,
  type Outcome2048,
} from '../src/index.ts';

const WORDS: CommandWords = { afterWin: 'After a win.', afterLoss: 'After a loss.' };

describe('the settings the apps offer', () => {
  it('are a subset of what the engine takes: every size and win value starts a game', () => {
    expect(BOARD_SIZES).toEqual([3, 4, 5, 6, 7, 8]);
    expect(WIN_VALUES).toEqual([8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 65536]);
    expect(BOARD_SIZE_MIN).toBeGreaterThanOrEqual(MIN_SIZE);
    expect(BOARD_SIZE_MAX).toBeLessThanOrEqual(MAX_SIZE);
    expect(WIN_VALUE_MIN).toBe(MIN_WIN_VALUE);
    for (const size of BOARD_SIZES) expect(newGame({ size, winValue: WIN_VALUE_MAX }).size).toBe(size);
    for (const winValue of WIN_VALUES) expect(newGame({ size: 3, winValue }).winValue).toBe(winValue);
  });

  it('read a size or a win value typed or chosen, or say what is wrong with it as data', () => {
    expect(readBoardSize(' 8 ')).toEqual({ ok: true, value: 8 });
    expect(readBoardSize(5)).toEqual({ ok: true, value: 5 });
    expect(readBoardSize('+4')).toEqual({ ok: true, value: 4 });
    expect(readBoardSize('  ')).toEqual({ ok: false, problem: { field: 'size', problem: 'missing' } });
    expect(readBoardSize('4.5')).toEqual({ ok: false, problem: { field: 'size', problem: 'not-whole' } });
    expect(readBoardSize(4.5)).toEqual({ ok: false, problem: { field: 'size', problem: 'not-whole' } });
    expect(readBoardSize('-3')).toEqual({ ok: false, problem: { field: 'size', problem: 'not-positive' } });
    expect(readBoardSize('9')).toEqual({
      ok: false,
      problem: { field: 'size', problem: 'out-of-range', min: 3, max: 8 },
    });
    expect(readWinValue('64')).toEqual({ ok: true, value: 64 });
    expect(readWinValue('')).toEqual({ ok: false, problem: { field: 'winValue', problem: 'missing' } });
    expect(readWinValue('2k')).toEqual({ ok: false, problem: { field: 'winValue', problem: 'not-whole' } });
    const outside = {
      ok: false,
      problem: { field: 'winValue', problem: 'out-of-range', min: 8, max: 65536 },
    };
    for (const win of ['4', '48', '131072', String(2 ** 40)]) expect(readWinValue(win)).toEqual(outside);
  });

  it('take exactly the sizes and win values offered, whatever is typed', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 2 ** 20 }), (n) => {
        expect(readBoardSize(` ${n} `).ok).toBe(BOARD_SIZES.includes(n));
        expect(readWinValue(String(n)).ok).toBe(WIN_VALUES.includes(n));
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const size = readBoardSize(text);
        if (size.ok) expect(BOARD_SIZES).toContain(size.value);
        else expect(size.problem.field).toBe('size');
        const win = readWinValue(text);
        if (win.ok) expect(WIN_VALUES).toContain(win.value);
        else expect(win.problem.field).toBe('winValue');
      }),
    );
  });
});

describe('what a command did, in words', () => {
  const start = newGame({
    board: [
      [1024, 1024, 0],
      [2, 0, 0],
      [0, 0, 0],
    ],
    seed: 1,
  });
  const won = apply(start, 'left');

  it('names the win and the loss with the app’s words for its commands, the same after a move and standing', () => {
    const win = outcomeMessage({ kind: 'won', direction: 'left', gained: 2048 }, won, WORDS);
    expect(win).toEqual({ text: 'You win! You made the 2048 tile. After a win.', tone: 'win' });
    expect(outcomeMessage({ kind: 'waiting-after-win' }, won, WORDS)).toEqual(win);
    expect(standingMessage(won, WORDS)).toEqual(win);
    const lost = { ...won, status: 'lost' as const, score: 12345 };
    const loss = {
      text: 'Game over! No more moves can be made. Final score: 12,345. After a loss.',
      tone: 'lose',
    };
    expect(outcomeMessage({ kind: 'no-moves-left' }, lost, WORDS)).toEqual(loss);
    expect(standingMessage(lost, WORDS)).toEqual(loss);
    expect(standingMessage(start, WORDS)).toBeUndefined();
  });

  it('says nothing of a plain move, and a sentence of every other outcome, warning of what did nothing', () => {
    const outcomes: readonly Outcome2048[] = [
      { kind: 'moved', direction: 'up', gained: 4 },
      { kind: 'nothing-moved', direction: 'up' },
      { kind: 'undone' },
      { kind: 'nothing-to-undo' },
      { kind: 'redone' },
      { kind: 'nothing-to-redo' },
      { kind: 'new-game' },
      { kind: 'kept-going' },
      { kind: 'not-won' },
      { kind: 'followed' },
    ];
    expect(outcomes.map((outcome) => outcomeMessage(outcome, start, WORDS)?.tone)).toEqual([
      undefined,
      'info',
      'info',
      'warning',
      'info',
      'warning',
      'info',
      'info',
      'warning',
      'warning',
    ]);
    expect(outcomeMessage({ kind: 'nothing-moved', direction: 'up' }, start, WORDS)?.text).toBe(
      'Nothing can move up; try another direction.',
    );
  });

  it('counts as a move exactly the outcomes that moved tiles', () => {
    const direction: Direction = 'left';
    expect(outcomeMoved({ kind: 'moved', direction, gained: 0 })).toBe(true);
    expect(outcomeMoved({ kind: 'won', direction, gained: 0 })).toBe(true);
    expect(outcomeMoved({ kind: 'lost', direction, gained: 0 })).toBe(true);
    expect(outcomeMoved({ kind: 'nothing-moved', direction })).toBe(false);
    expect(outcomeMoved({ kind: 'followed' })).toBe(false);
    expect(isOver(won)).toBe(true);
  });
});
