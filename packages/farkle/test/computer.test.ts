import { describe, expect, it } from 'vitest';
import {
  advise,
  apply,
  computerAction,
  drawGoal,
  hint,
  newGame,
  playComputerTurn,
  restartGame,
  roll,
  runningTotal,
  selectAll,
  setSelection,
} from '../src/index.ts';
import type { Goal } from '../src/index.ts';
import { findSeed, table } from './helpers.ts';

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
        // In a last-chance turn the state keeps what it plays for: at least what it needs (SPEC-NOTES).
        const round = next.finalRound;
        const needed = round === null ? 0 : round.total - (next.players[next.current]?.total ?? 0) + 50;
        if (next.phase === 'choosing') expect(next.computerGoal).toBe(Math.max(rolled.goal ?? 0, needed));
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

describe('computer levels', () => {
  it('Classic is the default; the level is kept on the state and by restartGame', () => {
    expect(newGame({ mode: 'vs-computer', seed: 1 }).computerLevel).toBe('classic');
    const expert = newGame({ mode: 'vs-computer', seed: 1, computerLevel: 'expert' });
    expect(expert.computerLevel).toBe('expert');
    expect(restartGame(expert).computerLevel).toBe('expert');
    expect(() => newGame({ mode: 'vs-computer', computerLevel: 'master' as never })).toThrow(/computerLevel/);
  });

  it('the Expert draws no goal, sets aside the advised dice, then rolls or banks as advised', () => {
    // The computer's first roll, in games where it scores.
    const s = findSeed(
      (seed) => roll(playComputerTurn(newGame({ mode: 'vs-computer', seed, computerLevel: 'expert' })).state),
      (x) => x.phase === 'choosing',
    );
    expect(s.current).toBe(1);
    expect(s.computerGoal).toBeNull();
    expect(s.events[0]).not.toHaveProperty('goal');
    const advice = advise(s);
    expect(computerAction(s)).toEqual({ type: 'select', indices: advice.indices });
    const selected = apply(s, computerAction(s));
    expect(computerAction(selected)).toEqual({ type: advice.then });
  });

  it('Expert and Classic computers play whole seeded games by their rules', () => {
    for (const [computerLevel, seed] of [
      ['expert', 1],
      ['expert', 2],
      ['classic', 1],
      ['classic', 2],
    ] as const) {
      let s = newGame({ mode: 'computer-vs-computer', seed, computerLevel });
      let actions = 0;
      while (s.phase !== 'game-over') {
        expect(actions++).toBeLessThan(5000);
        const action = computerAction(s);
        const round = s.finalRound;
        const needed = round === null ? 0 : round.total - (s.players[s.current]?.total ?? 0) + 50;
        if (s.phase === 'choosing' && computerLevel === 'expert') {
          const advice = advise(s);
          if (action.type === 'select') expect(action.indices).toEqual(advice.indices);
          else
            expect([action.type, s.dice.flatMap((d, i) => (d.selected ? [i] : []))]).toEqual([
              advice.then,
              advice.indices,
            ]);
        }
        if (s.phase === 'choosing' && computerLevel === 'classic')
          expect(s.computerGoal).toBeGreaterThanOrEqual(needed);
        // Neither banks below what a last-chance turn needs: that would be a certain loss.
        if (action.type === 'bank') expect(runningTotal(s)).toBeGreaterThanOrEqual(needed);
        s = apply(s, action);
      }
      for (const p of s.players) expect(p.total).toBe(p.turns.reduce((a, b) => a + b, 0));
      const final = s.finalRound;
      expect(final).not.toBeNull();
      if (final === null) continue;
      const challenger = s.players[final.challenger]?.total ?? 0;
      expect(s.winner).toBe(challenger > final.total ? final.challenger : final.marked);
    }
  });
});

describe('the Classic computer in a last-chance turn (SPEC-NOTES: Computer levels)', () => {
  // Player one is marked with 10,200; the computer, player two at 8,000, needs 2,250 to win.
  const setup = {
    config: { mode: 'vs-computer', seed: 1 },
    players: [{ turns: [5000, 5200] }, { turns: [8000] }],
    current: 1,
    finalRound: { marked: 0, total: 10_200, challenger: 1 },
    computerGoal: 2250,
  } as const;

  it('draws its goal as always and plays for at least 2,250', () => {
    const start = table({ ...setup, faces: [1, 2, 3, 4, 6, 6], selected: [0], turnTotal: 0 });
    const rolled = findSeed(
      (seed) => roll({ ...start, rng: newGame({ mode: 'one-player', seed }).rng }),
      (x) => x.phase === 'choosing' && x.events[0]?.type === 'rolled' && x.events[0].goal === 300,
    );
    expect(rolled.computerGoal).toBe(2250);
    const thousand = findSeed(
      (seed) => roll({ ...start, rng: newGame({ mode: 'one-player', seed }).rng }),
      (x) => x.phase === 'choosing' && x.events[0]?.type === 'rolled' && x.events[0].goal === 1000,
    );
    expect(thousand.computerGoal).toBe(2250);
  });

  it('rolls on above its drawn goal while below 2,250, and banks from 2,250', () => {
    const below = setSelection(table({ ...setup, faces: [1, 1, 1, 2, 3, 4], turnTotal: 1000 }), [0, 1, 2]);
    expect(runningTotal(below)).toBe(2000);
    expect(computerAction(below)).toEqual({ type: 'roll' });
    const enough = setSelection(
      table({ ...setup, faces: [5, 1, 1, 1, 2, 3], locked: [0], turnTotal: 1250 }),
      [1, 2, 3],
    );
    expect(runningTotal(enough)).toBe(2250);
    expect(computerAction(enough)).toEqual({ type: 'bank' });
  });

  it('keeps its drawn goal when that is more than it needs', () => {
    const close = table({
      ...setup,
      players: [{ turns: [5000, 5200] }, { turns: [9900] }],
      computerGoal: 600,
      faces: [1, 2, 3, 4, 6, 6],
      selected: [0],
      turnTotal: 400,
    });
    // It needs 350 and drew 600: at 500 it rolls on, as the seed's computer would.
    expect(runningTotal(close)).toBe(500);
    expect(computerAction(close)).toEqual({ type: 'roll' });
  });
});
