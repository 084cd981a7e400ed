import { FARKLE_PACE_MS as DEFAULT_PACE_MS, listOf } from '@pastime/app-core';
import { apply, hint, isHotDice, newGame } from '@pastime/farkle';
import { describe, expect, it } from 'vitest';
import { describeEvents, describeHint, describeSelection, describeStart } from '../../src/farkle/describe.ts';
import { shortcutFor } from '../../src/farkle/keys.ts';
import { paceFromLocation } from '../../src/farkle/pace.ts';
import { hasEvent, reach } from './farkle-support.ts';

const ONE = { mode: 'one-player', seed: 3, names: ['Ada'] } as const;
const TWO = { mode: 'two-player', seed: 6, names: ['Ada', 'Bo'] } as const;

describe('announcements', () => {
  it('say what a roll gave', () => {
    const rolled = apply(newGame(ONE), { type: 'roll' });
    // The sentences of the engine's events are the terminal's too (@pastime/app-core), read out one after another.
    expect(describeEvents(rolled)).toBe('Ada rolled: 1 2 2 3 5 4 (up to 150 points).');
  });

  it('shout a farkle and say what comes next', () => {
    const farkled = reach(ONE, (s) => hasEvent(s, 'farkled'));
    expect(describeEvents(farkled)).toBe('Ada rolled: 6 3 6. Farkle! Ada loses 200 points. Turn 2 of 10.');
    const two = reach(TWO, (s) => hasEvent(s, 'farkled') && s.current === 1);
    expect(describeEvents(two)).toMatch(
      /^Ada rolled: [1-6 ]+\. Farkle! (Ada loses \d+ points|No points for Ada this turn)\. Bo's turn\.$/,
    );
  });

  it('announce hot dice and the bonus roll', () => {
    const before = reach(
      ONE,
      (s) =>
        !isHotDice(s) && s.phase === 'choosing' && isHotDice(apply(s, { type: 'select', indices: hint(s) })),
    );
    const hot = apply(before, { type: 'select', indices: hint(before) });
    expect(describeEvents(hot)).toBe(
      `Hot dice! All six dice score: the next roll is with six dice (turn total ${hot.turnTotal + hot.selectionScore}).`,
    );
    expect(describeEvents(apply(hot, { type: 'roll' }))).toMatch(/^Ada rolled all six again: /);
  });

  it('announce banking, the last turn and the winner', () => {
    const banked = reach(TWO, (s) => hasEvent(s, 'banked'));
    expect(describeEvents(banked)).toBe(
      `Ada banks ${banked.players[0]?.total} (total ${banked.players[0]?.total}). Bo's turn.`,
    );
    const last = reach(TWO, (s) => hasEvent(s, 'final-round-started'));
    expect(describeEvents(last)).toBe(
      "Ada banks 750 (total 10,350). Ada reached 10,350! Bo has one last turn to beat it. Bo's turn.",
    );
    expect(describeEvents(reach(TWO, (s) => s.phase === 'game-over'))).toMatch(
      /Game over! Bo wins \(Ada [\d,]+, Bo [\d,]+\)\.$/,
    );
    expect(describeEvents(reach(ONE, (s) => s.phase === 'game-over'))).toMatch(
      /Game over! Final score: 8,050\. Congratulations, a new high score!$/,
    );
  });

  it('describe the selection and the hint', () => {
    const rolled = apply(newGame(ONE), { type: 'roll' }); // 1 2 2 3 5 4
    expect(describeSelection(rolled)).toBe('No dice selected. Turn score 0.');
    const one = apply(rolled, { type: 'toggle', index: 0 });
    expect(describeSelection(one)).toBe('Die 1 selected: 100 points. Turn score 100.');
    const both = apply(one, { type: 'toggle', index: 4 });
    expect(describeSelection(both)).toBe('Dice 1 and 5 selected: 150 points. Turn score 150.');
    const bad = apply(both, { type: 'toggle', index: 1 });
    expect(describeSelection(bad)).toBe(
      'Dice 1, 2 and 5 selected: a selected die does not score, so the selection scores 0.',
    );
    expect(describeHint(rolled, hint(rolled))).toBe('Hint: take dice 1 (1) and 5 (5) for 150 points.');
    expect(describeHint(rolled, [0])).toBe('Hint: take die 1 (1) for 150 points.');
  });

  it('say who plays a new game and who starts', () => {
    expect(describeStart(newGame(ONE))).toBe('Player Ada, turn 1 of 10. Roll the dice.');
    expect(describeStart(newGame(TWO))).toBe('Ada against Bo. Ada rolls first.');
  });

  it('say what the computer keeps by face, since nobody pressed those dice', () => {
    const choosing = reach(
      { mode: 'vs-computer', seed: 5, names: ['Ada'] },
      (s) => s.current === 1 && s.phase === 'choosing' && s.dice.every((die) => !die.selected),
    );
    const kept = apply(choosing, { type: 'select', indices: hint(choosing) });
    const faces = hint(choosing).map((i) => choosing.dice[i]?.face);
    expect(faces.length).toBeGreaterThan(0);
    expect(describeSelection(kept)).toBe(
      `Computer keeps ${listOf(faces.map(String))} for ${kept.selectionScore} points. Turn score ${kept.turnTotal + kept.selectionScore}.`,
    );
  });
});

describe('keyboard shortcuts', () => {
  const key = (k: string, mods: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) =>
    shortcutFor({ key: k, altKey: false, ctrlKey: false, metaKey: false, ...mods });

  it('map 1–6, R, B, A and H', () => {
    expect(key('1')).toEqual({ type: 'toggle', index: 0 });
    expect(key('6')).toEqual({ type: 'toggle', index: 5 });
    expect(key('r')).toEqual({ type: 'roll' });
    expect(key('R')).toEqual({ type: 'roll' });
    expect(key('b')).toEqual({ type: 'bank' });
    expect(key('a')).toEqual({ type: 'select-all' });
    expect(key('h')).toEqual({ type: 'hint' });
  });

  it('leave every other key, and any key with Ctrl, Alt or Meta, to the browser', () => {
    for (const k of ['0', '7', 'x', 'Enter', ' ', 'ArrowLeft', 'F5']) expect(key(k), k).toBeNull();
    expect(key('r', { ctrlKey: true })).toBeNull();
    expect(key('1', { altKey: true })).toBeNull();
    expect(key('a', { metaKey: true })).toBeNull();
  });
});

describe('the computer’s pace', () => {
  it('defaults to a readable pace and takes ?pace=N from the query or the hash', () => {
    expect(DEFAULT_PACE_MS).toBeGreaterThanOrEqual(600);
    expect(paceFromLocation('', '#/farkle')).toBe(DEFAULT_PACE_MS);
    expect(paceFromLocation('?pace=0', '#/farkle')).toBe(0);
    expect(paceFromLocation('?seed=3&pace=250', '#/farkle')).toBe(250);
    expect(paceFromLocation('', '#/farkle?pace=120')).toBe(120);
    expect(paceFromLocation('?pace=99999', '')).toBe(10_000);
  });

  it('ignores values that are not a whole number of milliseconds', () => {
    for (const bad of ['-5', 'fast', '1.5', '', '123456']) {
      expect(paceFromLocation(`?pace=${bad}`, ''), bad).toBe(DEFAULT_PACE_MS);
    }
  });
});
