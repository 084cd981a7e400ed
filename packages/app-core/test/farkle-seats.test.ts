import { newGame } from '@pastime/farkle';
import { describe, expect, it } from 'vitest';
import { SEAT_KINDS, seatConfig } from '../src/index.ts';

describe('seatConfig', () => {
  it('seats a person or a computer at its level, named or with the engine’s default name', () => {
    expect(SEAT_KINDS.map((kind) => seatConfig(kind))).toEqual([
      { kind: 'human' },
      { kind: 'computer', level: 'classic' },
      { kind: 'computer', level: 'expert' },
    ]);
    expect(seatConfig('expert', 'Deep')).toEqual({ kind: 'computer', level: 'expert', name: 'Deep' });
    const game = newGame({
      mode: 'custom',
      seed: 1,
      players: [seatConfig('human', 'Ada'), seatConfig('classic'), seatConfig('expert', 'Deep')],
    });
    expect(game.players.map(({ kind, level, name }) => ({ kind, level, name }))).toEqual([
      { kind: 'human', level: undefined, name: 'Ada' },
      { kind: 'computer', level: 'classic', name: expect.any(String) },
      { kind: 'computer', level: 'expert', name: 'Deep' },
    ]);
  });
});
