/** The web app's own words for the table model: the dice's names, the window titles, the mode line, the menu. */
import { farkleMenu } from '@pastime/app-core';
import { apply, newGame } from '@pastime/farkle';
import { describe, expect, it } from 'vitest';
import { dieLabel, labelled, modeLabel, modeTitle } from '../../src/farkle/view.ts';

const ONE = { mode: 'one-player', seed: 3, names: ['Ada'] } as const;

describe('the web app’s Farkle words', () => {
  it('name the dice "Die n" before the first roll, then with their face', () => {
    const fresh = newGame(ONE);
    expect(fresh.dice.map(dieLabel)).toEqual(['Die 1', 'Die 2', 'Die 3', 'Die 4', 'Die 5', 'Die 6']);
    const rolled = apply(fresh, { type: 'roll' });
    expect(rolled.dice.map(dieLabel)).toEqual(rolled.dice.map((die, i) => `Die ${i + 1}: ${die.face}`));
  });

  it('name the window after the mode (1.3.1, 1.4.1), and the mode by its number of players', () => {
    expect(modeTitle('one-player')).toBe('Farkle Single Player Mode');
    expect(modeTitle('vs-computer')).toBe('Farkle Two Player Mode');
    expect(modeLabel(newGame(ONE))).toBe('Single Player Mode');
    expect(modeLabel(newGame({ mode: 'two-player', seed: 1 }))).toBe('Two Player Mode');
    const seats = [{ kind: 'human' }, { kind: 'human' }, { kind: 'computer', level: 'classic' }] as const;
    expect(modeLabel(newGame({ mode: 'custom', seed: 1, players: seats }))).toBe('3 Player Mode');
  });

  it('label the File menu’s items in the model’s order', () => {
    expect(labelled(farkleMenu(null)).map((item) => item.label)).toEqual([
      'Hint',
      'Advisor',
      'New Game',
      'Restart Game',
      'Reset High Score',
      'Quit',
    ]);
  });
});
