/** The online turn timer: the seconds left from the server's deadline, and the clock's words. */
import { turnSecondsLeft, type GameView } from '@pastime/app-core';
import { newGame } from '@pastime/farkle';
import { describe, expect, it } from 'vitest';
import { turnClockLabel, turnClockText } from '../../src/online/words.ts';

const { seed: _seed, rng: _rng, ...state } = newGame({ mode: 'two-player', seed: 1 });
const game = (turnEndsAt: number | null | undefined): GameView => ({
  number: 1,
  commitment: 'c',
  seed: null,
  log: [],
  state,
  ...(turnEndsAt === undefined ? {} : { turnEndsAt }),
});

describe('the turn clock', () => {
  it('counts the second under way, and stops at nought', () => {
    const at = 1_000_000;
    expect(turnSecondsLeft(game(at + 30_000), at)).toBe(30);
    expect(turnSecondsLeft(game(at + 30_000), at + 1)).toBe(30);
    expect(turnSecondsLeft(game(at + 30_000), at + 1_000)).toBe(29);
    expect(turnSecondsLeft(game(at + 30_000), at + 29_001)).toBe(1);
    expect(turnSecondsLeft(game(at + 30_000), at + 30_000)).toBe(0);
    expect(turnSecondsLeft(game(at + 30_000), at + 45_000)).toBe(0);
  });

  it('shows nothing without a timer, or from a server that sends no deadline', () => {
    expect(turnSecondsLeft(game(null), 0)).toBeNull();
    expect(turnSecondsLeft(game(undefined), 0)).toBeNull();
  });

  it('shows minutes and seconds, and reads out whose turn it is', () => {
    expect(turnClockText(27)).toBe('0:27 left');
    expect(turnClockText(120)).toBe('2:00 left');
    expect(turnClockText(65)).toBe('1:05 left');
    expect(turnClockLabel(27, null)).toBe('27 seconds left to play your turn');
    expect(turnClockLabel(1, 'Ada')).toBe('1 second left of Ada’s turn');
  });
});
