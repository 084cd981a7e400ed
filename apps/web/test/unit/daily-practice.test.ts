import {
  DAILY_2048,
  dailyFarkleConfig,
  FarkleManager,
  newFarkleSave,
  newGame2048,
  playFarkle,
  timerClock,
} from '@pastime/app-core';
import { describe, expect, it } from 'vitest';
import { shelvePractice2048, shelvePracticeFarkle } from '../../src/daily/practice.ts';
import { farklePorts } from '../../src/farkle/storage.ts';
import { open2048 } from '../../src/game2048/session.ts';
import { createStore, memoryStorage } from '../../src/storage/storage.ts';

const SEED = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';

function store() {
  return createStore({ backend: memoryStorage(), prefix: 'pastime.', onProblem: () => undefined });
}

describe('practice of a closed day', () => {
  it('opens the 2048 screen on the day’s game, the game in progress kept', () => {
    const shared = store();
    const before = open2048({ store: shared, settings: { size: 5, winValue: 1024 } });
    before.act({ type: 'move', direction: 'left' });
    before.act({ type: 'move', direction: 'up' });
    shelvePractice2048(shared, SEED);
    const screen = open2048({ store: shared });
    const day = newGame2048({ ...DAILY_2048, seed: SEED });
    expect(screen.state.board).toEqual(day.state.board);
    expect(screen.state.size).toBe(4);
    expect(screen.state.winValue).toBe(2048);
    expect(screen.state.seed).toBe(SEED);
    expect(screen.unfinished.map((game) => game.id)).toContain(before.id);
  });

  it('opens the Farkle screen on the day’s game, dealt the same dice', () => {
    const shared = store();
    shelvePracticeFarkle(shared, SEED, 'Ada');
    const screen = new FarkleManager({ ...farklePorts(shared), clock: timerClock, newId: () => 'x' });
    const day = newFarkleSave(dailyFarkleConfig('Ada', SEED));
    expect(screen.game?.mode).toBe('one-player');
    expect(screen.game?.players[0]?.name).toBe('Ada');
    expect(screen.game?.rules).toEqual(day.state.rules);
    expect(screen.save?.state.seed).toBe(day.state.seed);
    screen.act({ type: 'roll' });
    expect(screen.game?.dice).toEqual(playFarkle(day, { type: 'roll' }).state.dice);
    screen.close();
  });
});

describe('practice of a closed day’s Farkle', () => {
  it('is played under “Player” when the name is one the local game refuses', () => {
    const shared = store();
    shelvePracticeFarkle(shared, SEED, 'x'.repeat(200));
    const screen = new FarkleManager({ ...farklePorts(shared), clock: timerClock, newId: () => 'x' });
    expect(screen.game?.players[0]?.name).toBe('Player');
    screen.close();
  });
});
