import {
  advise,
  apply,
  computerAction,
  hint,
  isComputerTurn,
  newGame,
  type FarkleState,
} from '@pastime/farkle';
import { describe, expect, it } from 'vitest';
import {
  ADVICE_ROWS,
  adviceFor,
  adviceKey,
  adviceRows,
  adviceWanted,
  describeAdvice,
  diceAfter,
  optionValue,
} from '../src/index.ts';
import { reach } from './support/farkle-play.ts';

const ONE = { mode: 'one-player', seed: 3, names: ['Ada'] } as const;
const TWO = { mode: 'two-player', seed: 6, names: ['Ada', 'Bo'] } as const;
const VS = { mode: 'vs-computer', seed: 5, names: ['Ada'], computerLevel: 'expert' } as const;

/** Ada's first roll of the seeded one-player game: 1, 2, 2, 3, 5 and 4. */
const rolled = apply(newGame(ONE), { type: 'roll' });

describe('when the advisor speaks', () => {
  it('on a person’s turn, before and after a roll; not on the computer’s, not after the game', () => {
    expect(adviceWanted(newGame(ONE))).toBe(true);
    expect(adviceWanted(rolled)).toBe(true);
    const computer = reach(VS, (s) => isComputerTurn(s));
    expect(adviceWanted(computer)).toBe(false);
    expect(adviceWanted(reach(ONE, (s) => s.phase === 'game-over'))).toBe(false);
  });

  it('gives the engine’s advice, or says why there is none', () => {
    expect(adviceFor(rolled)).toEqual({ ok: true, advice: advise(rolled) });
    expect(adviceFor(reach(VS, (s) => isComputerTurn(s)))).toEqual({ ok: false, reason: 'computer-turn' });
    expect(adviceFor(reach(ONE, (s) => s.phase === 'game-over'))).toEqual({ ok: false, reason: 'game-over' });
  });

  it('keeps its advice while the player selects dice, and asks again after a roll', () => {
    const selected = apply(rolled, { type: 'toggle', index: 4 });
    expect(adviceKey(selected)).toBe(adviceKey(rolled));
    expect(advise(selected)).toEqual(advise(rolled));
    const again = apply(apply(rolled, { type: 'toggle', index: 0 }), { type: 'roll' });
    expect(adviceKey(again)).not.toBe(adviceKey(rolled));
    expect(adviceKey(newGame(ONE))).not.toBe(adviceKey(rolled));
  });
});

describe('the advice in words', () => {
  it('before a roll: what the turn is worth (the exact optimum, about 551.4 points)', () => {
    expect(describeAdvice(newGame(ONE), advise(newGame(ONE)))).toBe(
      'Roll the dice: 551 points expected this turn.',
    );
  });

  it('after a roll: the dice to keep by face and position, how many to roll on, and the value', () => {
    expect(rolled.dice.map((die) => die.face)).toEqual([1, 2, 2, 3, 5, 4]);
    // The hint takes both scoring dice; the best play keeps the 1 alone and rolls five dice.
    expect(hint(rolled)).toEqual([0, 4]);
    const advice = advise(rolled);
    expect(advice.indices).toEqual([0]);
    expect(describeAdvice(rolled, advice)).toBe(
      `Keep 1 (die 1), then roll 5 dice: ${Math.round(advice.expectedTurnScore)} points expected this turn.`,
    );
  });

  it('in two-player modes: the chance to win, to a tenth of a percent', () => {
    const two = apply(newGame(TWO), { type: 'roll' });
    const advice = advise(two);
    expect(advice.winProbability).not.toBeNull();
    const percent = `${((advice.winProbability ?? 0) * 100).toFixed(1)} %`;
    expect(optionValue(two, advice)).toBe(percent);
    expect(describeAdvice(two, advice)).toMatch(new RegExp(`: your chance to win is ${percent}\\.$`));
  });

  it('counts the dice a roll throws: the rest, or all six after hot dice', () => {
    expect(diceAfter(rolled, [0])).toBe(5);
    expect(diceAfter(rolled, [0, 4])).toBe(4);
    expect(diceAfter(newGame(ONE), [])).toBe(6);
    // A roll whose every die scores: keeping them all is hot dice.
    const free = (s: FarkleState) => s.dice.flatMap((die, i) => (die.locked || die.face === null ? [] : [i]));
    const hot = reach(ONE, (s) => s.phase === 'choosing' && hint(s).length === free(s).length);
    expect(diceAfter(hot, free(hot))).toBe(6);
    expect(diceAfter(hot, free(hot).slice(1))).toBe(1);
  });
});

describe('the table of choices', () => {
  it('lists the best choices, best first, with what each is worth', () => {
    const advice = advise(rolled);
    const rows = adviceRows(rolled, advice);
    expect(rows.length).toBe(Math.min(ADVICE_ROWS, advice.options.length));
    expect(rows.map((row) => row.best)).toEqual(rows.map((_, i) => i === 0));
    expect(rows[0]).toEqual({
      keep: [1],
      then: 'Roll 5 dice',
      value: String(Math.round(advice.expectedTurnScore)),
      best: true,
      yours: false,
    });
    expect(rows.map((row) => row.value)).toEqual(
      advice.options.slice(0, ADVICE_ROWS).map((option) => String(Math.round(option.expectedTurnScore))),
    );
  });

  it('adds the player’s own selection when it is not among the best, and marks it when it is', () => {
    // A game where some roll offers more choices than the table shows.
    let state: FarkleState = newGame({ mode: 'one-player', seed: 11, names: ['Ada'] });
    for (let i = 0; i < 500 && !(state.phase === 'choosing' && advise(state).options.length > 6); i++) {
      state = apply(state, computerAction({ ...state, computerGoal: null }));
    }
    const advice = advise(state);
    expect(advice.options.length).toBeGreaterThan(6);
    const worst = advice.options[advice.options.length - 1];
    if (!worst) throw new Error('no options');
    let mine = state;
    for (const index of worst.indices) mine = apply(mine, { type: 'toggle', index });
    const rows = adviceRows(mine, advice);
    expect(rows.length).toBe(ADVICE_ROWS + 1);
    expect(rows.at(-1)).toMatchObject({ yours: true, best: false });
    expect(rows.slice(0, -1).every((row) => !row.yours)).toBe(true);

    let best = state;
    for (const index of advice.indices) best = apply(best, { type: 'toggle', index });
    const bestRows = adviceRows(best, advice);
    expect(bestRows.length).toBe(ADVICE_ROWS);
    expect(bestRows[0]).toMatchObject({ best: true, yours: true });
  });
});
