import { describe, expect, it } from 'vitest';
import {
  apply,
  computerAction,
  drawGoal,
  hint,
  newGame,
  playComputerTurn,
  selectAll,
  setSelection,
} from '../src/index.ts';
import type { Goal } from '../src/index.ts';
import { table } from './helpers.ts';

const vsComputer = { mode: 'vs-computer', seed: 1 } as const;
/** The computer (player two) with `faces` on the table. */
const computerTable = (
  faces: Parameters<typeof table>[0]['faces'],
  more: Partial<Parameters<typeof table>[0]> = {},
): ReturnType<typeof table> =>
  table({ config: vsComputer, faces, players: [{ turns: [300] }], current: 1, ...more });

describe('computerAction (002 §5)', () => {
  it('rolls to start its turn', () => {
    const s = apply(newGame({ mode: 'computer-vs-computer', seed: 2 }), { type: 'roll' });
    const start = newGame({ mode: 'computer-vs-computer', seed: 2 });
    expect(computerAction(start)).toEqual({ type: 'roll' });
    expect(s.events[0]?.type).toBe('rolled');
  });

  it('after a roll selects the maximum scoring combination (5.2.0)', () => {
    const s = computerTable([2, 1, 2, 5, 2, 3]);
    expect(computerAction(s)).toEqual({ type: 'select', indices: [0, 1, 2, 3, 4] });
    expect(hint(s)).toEqual([0, 1, 2, 3, 4]);
  });

  it('replaces another selection with the maximum one', () => {
    const s = setSelection(computerTable([2, 1, 2, 5, 2, 3]), [3]);
    expect(computerAction(s)).toEqual({ type: 'select', indices: [0, 1, 2, 3, 4] });
  });

  it('rolls again below the goal and banks at or above it (5.3.0)', () => {
    const cases: [Goal, number, 'roll' | 'bank'][] = [
      [300, 0, 'bank'], // 300 from three 3s
      [600, 0, 'roll'],
      [600, 300, 'bank'],
      [1000, 600, 'roll'],
      [1000, 700, 'bank'],
    ];
    for (const [goal, turnTotal, expected] of cases) {
      const s = setSelection(computerTable([3, 3, 3, 2, 4, 6], { computerGoal: goal, turnTotal }), [0, 1, 2]);
      expect(computerAction(s), `goal ${goal}, turn ${turnTotal + 300}`).toEqual({ type: expected });
    }
  });

  it('always rolls after hot dice, even above the goal (5.4.0)', () => {
    const s = selectAll(computerTable([1, 1, 1, 5, 5, 5], { computerGoal: 300, turnTotal: 0 }));
    expect(s.selectionScore).toBe(1500);
    expect(computerAction(s)).toEqual({ type: 'roll' });
  });

  it('plays for 300 when asked to play a human turn (no goal drawn)', () => {
    const s = setSelection(table({ faces: [3, 3, 3, 2, 4, 6] }), [0, 1, 2]);
    expect(s.computerGoal).toBeNull();
    expect(computerAction(s)).toEqual({ type: 'bank' });
  });
});

describe('the goal (5.5.0)', () => {
  it('is 300, 600 or 1000 with probabilities 0.5, 0.3, 0.2, drawn from the given generator', () => {
    let rng = newGame({ mode: 'one-player', seed: 'goal' }).rng;
    const counts = new Map<Goal, number>();
    const n = 100_000;
    for (let i = 0; i < n; i++) {
      const d = drawGoal(rng);
      rng = d.rng;
      counts.set(d.goal, (counts.get(d.goal) ?? 0) + 1);
    }
    // Five standard deviations of a binomial proportion at n = 100,000 is below 0.008.
    expect(Math.abs((counts.get(300) ?? 0) / n - 0.5)).toBeLessThan(0.008);
    expect(Math.abs((counts.get(600) ?? 0) / n - 0.3)).toBeLessThan(0.008);
    expect(Math.abs((counts.get(1000) ?? 0) / n - 0.2)).toBeLessThan(0.008);
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual([300, 600, 1000]);
  });

  it('is drawn inside roll, stored in the state and reported with the roll', () => {
    let s = newGame({ mode: 'computer-vs-computer', seed: 8 });
    for (let i = 0; i < 200 && s.phase !== 'game-over'; i++) {
      const next = apply(s, computerAction(s));
      const rolled = next.events.find((e) => e.type === 'rolled');
      if (rolled?.type === 'rolled') {
        expect([300, 600, 1000]).toContain(rolled.goal);
        if (next.phase === 'choosing') expect(next.computerGoal).toBe(rolled.goal);
      }
      if (next.phase === 'awaiting-roll') expect(next.computerGoal).toBeNull();
      s = next;
    }
  });
});

describe('playComputerTurn', () => {
  it('plays until the turn ends and reports every action and event', () => {
    const s = newGame({ mode: 'computer-vs-computer', seed: 3 });
    const turn = playComputerTurn(s);
    expect(turn.state.current).toBe(1);
    expect(turn.state.players[0]?.turns).toHaveLength(1);
    expect(turn.actions[0]).toEqual({ type: 'roll' });
    const last = turn.events.at(-1);
    expect(last?.type).toBe('turn-passed');
    let replay = s;
    for (const action of turn.actions) replay = apply(replay, action);
    expect(replay).toEqual(turn.state);
  });
});
