import { describe, expect, it } from 'vitest';
import {
  apply,
  bank,
  canBank,
  canHint,
  canRoll,
  canSelectAll,
  canToggle,
  hint,
  isHotDice,
  legalActions,
  newGame,
  roll,
  runningTotal,
  selectAll,
  setSelection,
  toggleDie,
} from '../src/index.ts';
import type { Action, Face, FarkleState } from '../src/index.ts';
import { expectError, faces, findSeed, table } from './helpers.ts';

const isFace = (f: unknown): boolean => typeof f === 'number' && Number.isInteger(f) && f >= 1 && f <= 6;

describe('before the first roll (002 §2.1.0, §4.1.0)', () => {
  const game = newGame({ mode: 'one-player', seed: 'start' });

  it('shows no faces, and only Roll is enabled', () => {
    expect(game.phase).toBe('awaiting-roll');
    expect(faces(game)).toEqual([null, null, null, null, null, null]);
    expect(canRoll(game)).toBe(true);
    expect(canBank(game)).toBe(false);
    expect(canSelectAll(game)).toBe(false);
    expect(canHint(game)).toBe(false);
    for (let i = 0; i < 6; i++) expect(canToggle(game, i)).toBe(false);
    expect(legalActions(game)).toEqual([{ type: 'roll' }]);
    expect(game.turnTotal).toBe(0);
    expect(runningTotal(game)).toBe(0);
  });

  it('rejects selecting, banking and the hint with must-roll', () => {
    expectError(game, (s) => toggleDie(s, 0), 'must-roll');
    expectError(game, (s) => setSelection(s, [0]), 'must-roll');
    expectError(game, (s) => selectAll(s), 'must-roll');
    expectError(game, (s) => bank(s), 'must-roll');
    expectError(game, (s) => hint(s), 'must-roll');
  });
});

describe('the first roll', () => {
  it('rolls all six dice and reports it', () => {
    const game = newGame({ mode: 'one-player', seed: 3 });
    const next = roll(game);
    expect(next.dice.every((d) => isFace(d.face) && !d.locked && !d.selected)).toBe(true);
    const [event] = next.events;
    expect(event).toMatchObject({ type: 'rolled', player: 0, indices: [0, 1, 2, 3, 4, 5], bonus: false });
    expect(event && 'faces' in event ? event.faces : []).toEqual(faces(next));
    expect(event && 'goal' in event).toBe(false);
    expect(game.phase).toBe('awaiting-roll'); // the original is untouched
  });

  it('leaves a scoring roll on the table with Select All and Hint enabled, Roll and Bank not', () => {
    const next = findSeed(
      (seed) => roll(newGame({ mode: 'one-player', seed })),
      (s) => s.phase === 'choosing',
    );
    expect(next.rollScore).toBeGreaterThan(0);
    expect(next.events).toHaveLength(1);
    expect(canSelectAll(next)).toBe(true);
    expect(canHint(next)).toBe(true);
    expect(canRoll(next)).toBe(false);
    expect(canBank(next)).toBe(false);
    expect(next.selectionScore).toBe(0);
  });
});

describe('selecting dice (002 §1.2.9, §4.3.0, §4.4.0)', () => {
  const base = table({ faces: [1, 2, 5, 3, 4, 4] });

  it('toggles a die and keeps the selection score and running total up to date', () => {
    const one = toggleDie(base, 0);
    expect(one.dice[0]?.selected).toBe(true);
    expect(one.selectionScore).toBe(100);
    expect(runningTotal(one)).toBe(100);
    const two = toggleDie(one, 2);
    expect(two.selectionScore).toBe(150);
    const back = toggleDie(two, 0);
    expect(back.dice[0]?.selected).toBe(false);
    expect(back.selectionScore).toBe(50);
    expect(one.events).toEqual([]);
  });

  it('gives 0 and disables Roll and Bank when a selected die does not score', () => {
    const s = setSelection(base, [0, 1]);
    expect(s.selectionScore).toBe(0);
    expect(runningTotal(s)).toBe(0);
    expect(canRoll(s)).toBe(false);
    expect(canBank(s)).toBe(false);
    expectError(s, roll, 'invalid-selection');
    expectError(s, bank, 'invalid-selection');
  });

  it('rejects Roll with nothing selected', () => {
    expectError(base, roll, 'invalid-selection');
  });

  it('setSelection selects exactly the listed dice, and an empty list clears', () => {
    const s = setSelection(toggleDie(base, 5), [2, 0]);
    expect(s.dice.map((d) => d.selected)).toEqual([true, false, true, false, false, false]);
    expect(setSelection(s, []).dice.every((d) => !d.selected)).toBe(true);
  });

  it('rejects bad indices with invalid-die', () => {
    for (const index of [-1, 6, 1.5, Number.NaN]) {
      expectError(base, (s) => toggleDie(s, index), 'invalid-die');
      expectError(base, (s) => setSelection(s, [index]), 'invalid-die');
      expect(canToggle(base, index)).toBe(false);
    }
    expectError(base, (s) => setSelection(s, [0, 0]), 'invalid-die');
    expectError(base, (s) => toggleDie(s, '1' as unknown as number), 'invalid-die');
  });

  it('Select All selects the dice of the maximum score, never one that cannot score, and is then disabled', () => {
    // SPEC-NOTES (Select All): 002 §1.2.8 does not define it; it takes the dice of the roll's maximum score.
    const s = table({ faces: [1, 1, 1, 5, 2, 3], locked: [0, 1, 2], turnTotal: 1000 });
    const all = selectAll(s);
    expect(all.dice.map((d) => d.selected)).toEqual([false, false, false, true, false, false]);
    expect(all.selectionScore).toBe(50); // the 2 and the 3 cannot score
    expect(canSelectAll(all)).toBe(false);
  });

  it('Select All selects every die of the roll when all of them score', () => {
    const all = selectAll(table({ faces: [1, 5, 5, 2, 2, 2], locked: [] }));
    expect(all.dice.every((d) => d.selected)).toBe(true);
    expect(all.selectionScore).toBe(400);
    const partly = selectAll(table({ faces: [1, 5, 5, 2, 2, 2], locked: [3, 4, 5], turnTotal: 200 }));
    expect(partly.dice.map((d) => d.selected)).toEqual([true, true, true, false, false, false]);
  });

  it('Select All replaces a selection that is not the maximum one, and is offered until it is', () => {
    const s = setSelection(table({ faces: [1, 5, 2, 3, 4, 4] }), [1, 2]);
    expect(s.selectionScore).toBe(0);
    expect(canSelectAll(s)).toBe(true);
    const all = selectAll(s);
    expect(all.dice.map((d) => d.selected)).toEqual([true, true, false, false, false, false]);
    expect(canSelectAll(all)).toBe(false);
    expect(canSelectAll(toggleDie(all, 1))).toBe(true);
  });

  it('Hint is only available before any die is selected (002 §1.2.10.e)', () => {
    expect(canHint(base)).toBe(true);
    expect(hint(base)).toEqual([0, 2]);
    const s = toggleDie(base, 2);
    expect(canHint(s)).toBe(false);
    expect(canHint(toggleDie(s, 2))).toBe(true);
  });

  it('hint gives positions among all six dice, skipping locked ones', () => {
    const s = table({ faces: [1, 2, 3, 3, 5, 3], locked: [0], turnTotal: 100 });
    expect(hint(s)).toEqual([2, 3, 4, 5]);
  });

  it('locked dice cannot be toggled or selected', () => {
    const s = table({ faces: [1, 5, 2, 3, 5, 6], locked: [0, 1], turnTotal: 150 });
    expect(canToggle(s, 0)).toBe(false);
    expect(canToggle(s, 2)).toBe(true);
    expectError(s, (x) => toggleDie(x, 0), 'invalid-die');
    expectError(s, (x) => setSelection(x, [1]), 'invalid-die');
    expect(legalActions(s)).toEqual([
      { type: 'select-all' },
      ...[2, 3, 4, 5].map((index) => ({ type: 'toggle', index })),
    ]);
  });
});

describe('rolling again (002 §4.6.0)', () => {
  it('locks the selection, adds its score to the turn total and rolls only the other dice', () => {
    const s = setSelection(table({ faces: [1, 5, 2, 3, 4, 6] }), [0, 1]);
    const next = roll(s);
    expect(next.turnTotal).toBe(150);
    expect(next.dice.slice(0, 2)).toEqual([
      { face: 1, locked: true, selected: false },
      { face: 5, locked: true, selected: false },
    ]);
    expect(next.events[0]).toMatchObject({ type: 'rolled', indices: [2, 3, 4, 5], bonus: false });
    const rolled = next.dice.slice(2).map((d) => d.face as Face);
    expect(next.events[0]).toMatchObject({ faces: [1, 5, ...rolled] });
  });

  it('keeps earlier locked dice locked', () => {
    const s = setSelection(table({ faces: [1, 5, 1, 3, 4, 6], locked: [0, 1], turnTotal: 150 }), [2]);
    const next = findSeed(
      (seed) => roll({ ...s, rng: newGame({ mode: 'one-player', seed }).rng }),
      (x) => x.phase === 'choosing',
    );
    expect(next.dice.slice(0, 3).every((d) => d.locked)).toBe(true);
    expect(next.turnTotal).toBe(250);
    expect(next.events[0]).toMatchObject({ indices: [3, 4, 5] });
  });
});

describe('banking (002 §4.5.0, §4.8.0)', () => {
  it('is refused below 300 with cannot-bank', () => {
    const s = setSelection(table({ faces: [1, 5, 5, 2, 3, 4], turnTotal: 50 }), [0, 1, 2]);
    expect(runningTotal(s)).toBe(250);
    expect(canBank(s)).toBe(false);
    expectError(s, bank, 'cannot-bank');
  });

  it('is allowed at exactly 300, counting the current selection', () => {
    const s = setSelection(table({ faces: [1, 5, 5, 2, 3, 4], locked: [], turnTotal: 100 }), [0, 1, 2]);
    expect(runningTotal(s)).toBe(300);
    expect(canBank(s)).toBe(true);
  });

  it('needs a scoring selection even when the turn total is already 300', () => {
    const s = table({ faces: [1, 1, 1, 5, 2, 3], locked: [0, 1, 2], turnTotal: 1000 });
    expect(canBank(s)).toBe(false);
    expectError(s, bank, 'invalid-selection');
    expect(canBank(toggleDie(s, 3))).toBe(true);
  });

  it('adds the turn total to the player, ends the turn and unlocks the dice, which keep their faces', () => {
    const s = setSelection(table({ faces: [1, 1, 1, 5, 2, 3], locked: [0, 1, 2], turnTotal: 1000 }), [3]);
    const next = bank(s);
    expect(next.players[0]).toMatchObject({ total: 1050, turns: [1050] });
    expect(next.events).toEqual([
      { type: 'banked', player: 0, points: 1050, total: 1050 },
      { type: 'turn-passed', from: 0, to: 0, turn: 2 },
    ]);
    expect(next.phase).toBe('awaiting-roll');
    expect(next.turn).toBe(2);
    expect(faces(next)).toEqual([1, 1, 1, 5, 2, 3]);
    expect(next.dice.every((d) => !d.locked && !d.selected)).toBe(true);
    expect([next.turnTotal, next.selectionScore, next.rollScore]).toEqual([0, 0, 0]);
    expect([canRoll(next), canBank(next), canSelectAll(next), canHint(next)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('farkle (002 §1.2.7, §4.9.0)', () => {
  it('on the first roll: the turn ends with 0 and play passes', () => {
    const next = findSeed(
      (seed) => roll(newGame({ mode: 'two-player', seed })),
      (s) => s.events.some((e) => e.type === 'farkled'),
    );
    expect(next.events.map((e) => e.type)).toEqual(['rolled', 'farkled', 'turn-passed']);
    expect(next.events[1]).toEqual({ type: 'farkled', player: 0, pointsLost: 0 });
    expect(next.events[2]).toEqual({ type: 'turn-passed', from: 0, to: 1, turn: 1 });
    expect(next.players[0]).toMatchObject({ total: 0, turns: [0] });
    expect(next.current).toBe(1);
    expect(next.phase).toBe('awaiting-roll');
    expect(next.dice.every((d) => isFace(d.face) && !d.locked && !d.selected)).toBe(true);
  });

  it('loses the turn total, keeps the farkled faces and unlocks every die', () => {
    const start = setSelection(
      table({ faces: [1, 1, 1, 5, 5, 3], locked: [0, 1, 2, 3], turnTotal: 1050 }),
      [4],
    );
    const next = findSeed(
      (seed) => roll({ ...start, rng: newGame({ mode: 'one-player', seed }).rng }),
      (s) => s.events.some((e) => e.type === 'farkled'),
    );
    expect(next.events[0]).toMatchObject({ type: 'rolled', indices: [5], score: 0 });
    expect(next.events[1]).toEqual({ type: 'farkled', player: 0, pointsLost: 1100 });
    expect(next.players[0]).toMatchObject({ total: 0, turns: [0] });
    expect(faces(next).slice(0, 5)).toEqual([1, 1, 1, 5, 5]);
    expect([2, 3, 4, 6]).toContain(next.dice[5]?.face);
    expect(next.dice.every((d) => !d.locked && !d.selected)).toBe(true);
    expect(next.turnTotal).toBe(0);
    expect(next.turn).toBe(2);
  });
});

describe('hot dice (002 §4.7.0)', () => {
  it('is announced when the selection sets aside the sixth die and all score', () => {
    const s = table({ faces: [1, 1, 1, 5, 5, 5], locked: [0, 1, 2], turnTotal: 1000 });
    expect(isHotDice(s)).toBe(false);
    const all = selectAll(s);
    expect(isHotDice(all)).toBe(true);
    expect(all.events).toEqual([{ type: 'hot-dice', player: 0, turnTotal: 1500 }]);
    // Not announced again while it stays hot, announced again when it becomes hot again.
    const partial = toggleDie(all, 5);
    expect(isHotDice(partial)).toBe(false);
    expect(partial.events).toEqual([]);
    expect(toggleDie(partial, 5).events).toEqual([{ type: 'hot-dice', player: 0, turnTotal: 1500 }]);
  });

  it('is not hot when a selected die does not score', () => {
    const s = selectAll(table({ faces: [1, 1, 1, 5, 5, 2], locked: [0, 1, 2], turnTotal: 1000 }));
    expect(isHotDice(s)).toBe(false);
    expect(s.events).toEqual([]);
  });

  it('works with a single roll of six scoring dice', () => {
    const s = selectAll(table({ faces: [2, 2, 3, 3, 6, 6] }));
    expect(s.selectionScore).toBe(750);
    expect(isHotDice(s)).toBe(true);
  });

  it('rolls six fresh dice and carries the turn total on', () => {
    const s = selectAll(table({ faces: [1, 1, 1, 5, 5, 5], locked: [0, 1, 2], turnTotal: 1000 }));
    const next = roll(s);
    expect(next.events[0]).toMatchObject({ type: 'rolled', indices: [0, 1, 2, 3, 4, 5], bonus: true });
    expect(next.turnTotal).toBe(1500);
    expect(next.dice.every((d) => !d.locked && !d.selected)).toBe(true);
  });

  it('can be banked instead of rolled', () => {
    const s = selectAll(table({ faces: [2, 2, 3, 3, 6, 6] }));
    expect(bank(s).players[0]?.total).toBe(750);
  });

  it('a farkle on the bonus roll loses the carried total', () => {
    const s = selectAll(table({ faces: [1, 1, 1, 5, 5, 5], locked: [0, 1, 2], turnTotal: 1000 }));
    const next = findSeed(
      (seed) => roll({ ...s, rng: newGame({ mode: 'one-player', seed }).rng }),
      (x) => x.events.some((e) => e.type === 'farkled'),
    );
    expect(next.events[1]).toEqual({ type: 'farkled', player: 0, pointsLost: 1500 });
    expect(next.players[0]?.total).toBe(0);
  });
});

describe('apply', () => {
  const s = table({ faces: [1, 5, 2, 3, 4, 6] });

  it('drives the same functions from data', () => {
    expect(apply(s, { type: 'toggle', index: 0 })).toEqual(toggleDie(s, 0));
    expect(apply(s, { type: 'select', indices: [0, 1] })).toEqual(setSelection(s, [0, 1]));
    expect(apply(s, { type: 'select-all' })).toEqual(selectAll(s));
    const sel = setSelection(s, [0, 1]);
    expect(apply(sel, { type: 'roll' })).toEqual(roll(sel));
    const big = setSelection(table({ faces: [1, 1, 1, 2, 3, 4] }), [0, 1, 2]);
    expect(apply(big, { type: 'bank', player: 0 })).toEqual(bank(big));
  });

  it('rejects an action for the other player with not-your-turn', () => {
    const two = roll(newGame({ mode: 'two-player', seed: 5 }));
    expectError(two, (x) => apply(x, { type: 'roll', player: 1 - x.current }), 'not-your-turn');
  });

  it('rejects what is not an action with invalid-action', () => {
    expectError(s, (x) => apply(x, { type: 'jump' } as never), 'invalid-action');
    expectError(s, (x) => apply(x, null as never), 'invalid-action');
    expectError(s, (x) => apply(x, { type: 'roll', player: '0' } as never), 'invalid-action');
    expectError(s, (x) => apply(x, { type: 'roll', player: 0.5 }), 'invalid-action');
  });

  it('legalActions lists exactly the single actions that succeed', () => {
    const states: FarkleState[] = [
      newGame({ mode: 'one-player', seed: 1 }),
      s,
      setSelection(s, [0]),
      setSelection(s, [0, 2]),
      setSelection(table({ faces: [1, 1, 1, 2, 3, 4] }), [0, 1, 2]),
      selectAll(table({ faces: [2, 2, 3, 3, 6, 6] })),
    ];
    const candidates: Action[] = [
      { type: 'roll' },
      { type: 'bank' },
      { type: 'select-all' },
      ...[0, 1, 2, 3, 4, 5].map((index): Action => ({ type: 'toggle', index })),
    ];
    for (const state of states) {
      const legal = legalActions(state);
      for (const action of candidates) {
        let ok = true;
        try {
          apply(state, action);
        } catch {
          ok = false;
        }
        const listed = legal.some((a) => JSON.stringify(a) === JSON.stringify(action));
        // Select All on a fully selected roll is harmless but not listed: it would change nothing.
        if (action.type === 'select-all' && ok && !listed) expect(canSelectAll(state)).toBe(false);
        else expect(listed, `${JSON.stringify(action)}`).toBe(ok);
      }
    }
  });
});
