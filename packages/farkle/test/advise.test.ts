import { describe, expect, it } from 'vitest';
import {
  advise,
  deserialize,
  newGame,
  playComputerTurn,
  roll,
  serialize,
  setSelection,
} from '../src/index.ts';
import type { Advice, FarkleState } from '../src/index.ts';
import { decodeWinTable, tableIndex, TOTAL_STEPS } from '../src/advisor/win-table.ts';
import { WIN_TABLE_DATA } from '../src/advisor/win-table-data.ts';
import { referenceSolver, rollsOf } from './brute-force.ts';
import { expectError, findSeed, table } from './helpers.ts';

/** Expected points of one turn with the best play, from the independent reference (banks from 20,000). */
const reference = referenceSolver({ bank: (points) => points, farkle: 0, cap: 20_000 });

/** The value of each option of `advice` as a reference sees it: `bank` of the points, or rolling on. */
function referenceValues(
  state: FarkleState,
  advice: Advice,
  roll: (points: number, n: number) => number,
  bank: (points: number) => number = (points) => points,
): number[] {
  const unlocked = state.dice.filter((d) => !d.locked).length;
  return advice.options.map((o) => {
    const points = state.turnTotal + setSelection(state, o.indices).selectionScore;
    if (o.then === 'bank') return bank(points);
    return roll(points, o.indices.length === unlocked ? 6 : unlocked - o.indices.length);
  });
}

/** A two-player game at the start of player one's turn, with these totals. */
function startOfTurn(my: number, opp: number): FarkleState {
  const base = newGame({ mode: 'two-player', seed: 3 });
  const players = base.players.map((p, i) => ({
    ...p,
    turns: [i === 0 ? my : opp],
    total: i === 0 ? my : opp,
  }));
  const dice = base.dice.map(() => ({ face: 2 as const, locked: false, selected: false }));
  return deserialize(serialize({ ...base, players, turn: 2, dice }));
}

describe('advise in one-player mode: the most expected points', () => {
  it('at the start of a turn: roll, worth the exact optimum of the independent reference (about 551.4)', () => {
    const a = advise(newGame({ mode: 'one-player', seed: 1 }));
    expect(a.indices).toEqual([]);
    expect(a.then).toBe('roll');
    expect(a.winProbability).toBeNull();
    expect(a.options).toEqual([
      { indices: [], then: 'roll', expectedTurnScore: a.expectedTurnScore, winProbability: null },
    ]);
    const optimum = reference.roll(0, 6);
    expect(a.expectedTurnScore).toBeCloseTo(optimum, 9);
    expect(optimum).toBeGreaterThan(551.35);
    expect(optimum).toBeLessThan(551.45);
  });

  it('300 points with one die left: bank', () => {
    // Four 5s set aside one at a time (200), then a 1 and a 3: keeping the 1 makes 300 with one die left.
    const s = table({ faces: [5, 5, 5, 5, 1, 3], locked: [0, 1, 2, 3], turnTotal: 200 });
    const a = advise(s);
    expect(a).toMatchObject({ indices: [4], then: 'bank', expectedTurnScore: 300, winProbability: null });
    expect(a.options.map((o) => o.then)).toEqual(['bank', 'roll']);
  });

  it('with three dice left rolls at 400 and banks at 450; with four rolls at 1,000 and banks at 1,050', () => {
    const three = (turnTotal: number): Advice =>
      advise(table({ faces: [5, 5, 1, 2, 3, 4], locked: [0, 1], turnTotal }));
    expect(three(300)).toMatchObject({ indices: [2], then: 'roll' });
    expect(three(350)).toMatchObject({ indices: [2], then: 'bank', expectedTurnScore: 450 });
    const four = (turnTotal: number): Advice =>
      advise(table({ faces: [5, 1, 2, 3, 4, 6], locked: [0], turnTotal }));
    expect(four(900)).toMatchObject({ indices: [1], then: 'roll' });
    expect(four(950)).toMatchObject({ indices: [1], then: 'bank', expectedTurnScore: 1050 });
  });

  it('keeps fewer dice when that is worth more: a single 1 from 1 1 5 2 3 4, then rolls five dice', () => {
    const a = advise(table({ faces: [1, 1, 5, 2, 3, 4] }));
    expect(a).toMatchObject({ indices: [0], then: 'roll' });
    // Every keep of these dice is an option, with roll and, from 300, bank.
    expect(a.options.map((o) => `${o.indices.join(',')} ${o.then}`).sort()).toEqual(
      ['0 roll', '0,1 roll', '0,1,2 roll', '0,2 roll', '2 roll'].sort(),
    );
  });

  it('agrees with the independent reference on every option of many states', () => {
    const states: FarkleState[] = [
      table({ faces: [1, 1, 5, 2, 3, 4] }),
      table({ faces: [1, 5, 5, 2, 2, 2] }),
      table({ faces: [2, 2, 3, 3, 6, 6] }),
      table({ faces: [1, 2, 3, 4, 5, 6] }),
      table({ faces: [5, 5, 1, 2, 3, 4], locked: [0, 1], turnTotal: 100 }),
      table({ faces: [5, 1, 1, 5, 4, 6], locked: [0], turnTotal: 2500 }),
      table({ faces: [2, 2, 2, 1, 5, 3], locked: [0, 1, 2], turnTotal: 200 }),
      table({ faces: [2, 2, 2, 1, 5, 5], locked: [0, 1, 2], turnTotal: 650 }),
      table({ faces: [1, 1, 1, 1, 5, 6], locked: [0, 1, 2, 3], turnTotal: 2000 }),
    ];
    for (const s of states) {
      const a = advise(s);
      const expected = referenceValues(s, a, reference.roll);
      a.options.forEach((o, k) =>
        expect(o.expectedTurnScore, JSON.stringify(o)).toBeCloseTo(expected[k] ?? NaN, 9),
      );
      // Best first.
      for (let k = 1; k < a.options.length; k++) {
        expect(a.options[k]?.expectedTurnScore).toBeLessThanOrEqual(a.options[k - 1]?.expectedTurnScore ?? 0);
      }
      expect(a.options[0]).toMatchObject({ indices: a.indices, then: a.then });
    }
  });

  it('does not depend on the current selection, and names the lowest positions among equal dice', () => {
    const s = table({ faces: [3, 1, 5, 1, 5, 2] });
    const a = advise(s);
    expect(advise(setSelection(s, [5])).options).toEqual(a.options);
    expect(advise(setSelection(s, [1, 3])).options).toEqual(a.options);
    for (const o of a.options) {
      const ones = o.indices.filter((i) => s.dice[i]?.face === 1);
      expect(ones).toEqual([1, 3].slice(0, ones.length));
    }
  });

  it('throws game-over once the game has ended', () => {
    let s = newGame({ mode: 'one-player', seed: 4 });
    while (s.phase !== 'game-over') s = playComputerTurn(s).state;
    expectError(s, advise, 'game-over');
  });
});

describe("the Classic computer's expected turn score (002 §5) under these rules", () => {
  it('is about 471, computed exactly from first principles', () => {
    // Classic: keep the roll's maximum score (fewest dice on a tie); after hot dice roll; otherwise draw a
    // goal (300, 600, 1000 with 0.5, 0.3, 0.2) and roll below it. Above 1,000 only hot dice roll again, so the
    // value is linear in the points there: value(t, n) = slope[n] × t + offset[n].
    const goals = [
      [300, 0.5],
      [600, 0.3],
      [1000, 0.2],
    ] as const;
    const hintOf = (n: number, keeps: readonly (readonly [number, number])[]): [number, number] => {
      let best: [number, number] = [0, 0];
      for (const [score, next] of keeps) {
        const used = next === 6 ? n : n - next;
        const bestUsed = best[1] === 6 ? n : n - best[1];
        if (score > best[0] || (score === best[0] && used < bestUsed)) best = [score, next];
      }
      return best;
    };
    let hotP = 0;
    let notHotP = 0;
    let hotScore = 0;
    let notHotScore = 0;
    for (const r of rollsOf(6)) {
      if (r.keeps.length === 0) continue;
      const [score, next] = hintOf(6, r.keeps);
      if (next === 6) {
        hotP += r.probability;
        hotScore += r.probability * score;
      } else {
        notHotP += r.probability;
        notHotScore += r.probability * score;
      }
    }
    const slope6 = notHotP / (1 - hotP);
    const offset6 = (notHotScore + slope6 * hotScore) / (1 - hotP);
    const memo = new Map<string, number>();
    const value = (points: number, n: number): number => {
      const key = `${points}/${n}`;
      const known = memo.get(key);
      if (known !== undefined) return known;
      if (points >= 1000 && n === 6) return slope6 * points + offset6;
      let v = 0;
      for (const r of rollsOf(n)) {
        if (r.keeps.length === 0) continue;
        const [score, next] = hintOf(n, r.keeps);
        const t = points + score;
        if (next === 6) v += r.probability * value(t, 6);
        else for (const [goal, p] of goals) v += r.probability * p * (t < goal ? value(t, next) : t);
      }
      memo.set(key, v);
      return v;
    };
    const classic = value(0, 6);
    expect(classic).toBeGreaterThan(470.5);
    expect(classic).toBeLessThan(471.5);
    expect(reference.roll(0, 6) - classic).toBeGreaterThan(80);
  });
});

describe('advise in two-player modes: the highest probability of winning', () => {
  const winTable = decodeWinTable(WIN_TABLE_DATA);
  const w = (my: number, opp: number): number => winTable[tableIndex(my / 50, opp / 50)] ?? NaN;

  /** A two-player game where the current player (player one) has `my` and player two `opp`. */
  const twoPlayer = (my: number, opp: number, more: Partial<Parameters<typeof table>[0]> = {}): FarkleState =>
    table({
      config: { mode: 'two-player', seed: 3 },
      faces: [1, 1, 5, 2, 3, 4],
      players: [{ turns: my === 0 ? [] : [my] }, { turns: opp === 0 ? [] : [opp] }],
      current: 0,
      ...more,
    });

  it('the table: probabilities; more points for the opponent never help; the first player is favoured', () => {
    const outside: string[] = [];
    const opponentHelps: string[] = [];
    const ownHurts: string[] = [];
    for (let my = 0; my < TOTAL_STEPS; my++) {
      for (let opp = 0; opp < TOTAL_STEPS; opp++) {
        const v = winTable[tableIndex(my, opp)] ?? NaN;
        if (!(v >= 0 && v <= 1)) outside.push(`${my} ${opp}`);
        if (opp > 0 && v > (winTable[tableIndex(my, opp - 1)] ?? NaN))
          opponentHelps.push(`${my * 50} ${opp * 50}`);
        if (my > 0 && v < (winTable[tableIndex(my - 1, opp)] ?? NaN)) ownHurts.push(`${my * 50} ${opp * 50}`);
      }
    }
    expect(outside).toEqual([]);
    expect(opponentHelps).toEqual([]);
    // More points of one's own help everywhere but at 9,700 against 9,800 to 9,900: from 9,650 a player can
    // bank 300 and stay below 10,000, which makes the close opponent move first; from 9,700 every bank marks
    // the player with a lead the opponent needs only 300 to beat.
    expect(ownHurts.every((pair) => pair.startsWith('9700 '))).toBe(true);
    expect(w(0, 0)).toBeGreaterThan(0.5);
    expect(w(0, 0)).toBeLessThan(0.56);
  });

  it('at the start of a turn gives the table value', () => {
    for (const [my, opp] of [
      [0, 0],
      [3000, 7000],
      [9950, 9950],
      [500, 9900],
    ] as const) {
      const a = advise(startOfTurn(my, opp));
      expect(a).toMatchObject({ indices: [], then: 'roll' });
      expect(a.winProbability).toBeCloseTo(w(my, opp), 4);
    }
  });

  it('agrees with the independent reference built on the same table', () => {
    // The challenger's chance to make `need` in one turn, for every need at once: only the distance matters.
    const far = referenceSolver({ bank: (points) => (points >= 25_000 ? 1 : 0), farkle: 0, cap: 25_000 });
    const lastChance = (need: number): number => far.roll(25_000 - Math.max(need, 300), 6);
    for (const [my, opp, turnTotal, faces, locked] of [
      [0, 0, 0, [1, 1, 5, 2, 3, 4], []],
      [9000, 9500, 600, [5, 1, 1, 5, 4, 6], [0]],
      [9700, 2000, 200, [2, 2, 2, 1, 5, 3], [0, 1, 2]],
      [6000, 9900, 1500, [1, 5, 3, 3, 5, 6], [0, 1]],
    ] as const) {
      const s = twoPlayer(my, opp, { faces: [...faces], locked: [...locked], turnTotal });
      const bank = (points: number): number =>
        my + points < 10_000 ? 1 - w(opp, my + points) : 1 - lastChance(my + points - opp + 50);
      // Banking from where the opponent would need 14,000 (a chance below 10⁻⁷) changes nothing visible.
      const cap = Math.max(10_000, opp + 14_000) - my;
      const ref = referenceSolver({ bank, farkle: 1 - w(opp, my), cap });
      const a = advise(s);
      const expected = referenceValues(s, a, ref.roll, bank);
      a.options.forEach((o, k) =>
        expect(o.winProbability, JSON.stringify(o)).toBeCloseTo(expected[k] ?? NaN, 6),
      );
    }
  });

  it('more points banked never lower the probability of winning', () => {
    for (const [my, opp] of [
      [0, 0],
      [8000, 9500],
      [9500, 8000],
      [9900, 9950],
    ] as const) {
      const banks = [300, 450, 600, 1000, 2000, 5000].map(
        (turnTotal) =>
          advise(
            twoPlayer(my, opp, { faces: [5, 5, 2, 3, 4, 6], locked: [0], turnTotal: turnTotal - 50 }),
          ).options.find((o) => o.then === 'bank')?.winProbability ?? NaN,
      );
      for (let k = 1; k < banks.length; k++) expect(banks[k]).toBeGreaterThanOrEqual(banks[k - 1] ?? NaN);
    }
  });

  it("in the last-chance turn plays for the challenger's chance to exceed the marked total", () => {
    // Player one banked to 10,200 and is marked; player two, at 8,000, needs 2,250 in this last turn.
    const setup = {
      config: { mode: 'two-player', seed: 5 },
      faces: [1, 1, 5, 2, 3, 4],
      players: [{ turns: [5000, 5200] }, { turns: [8000] }],
      current: 1,
      finalRound: { marked: 0, total: 10_200, challenger: 1 },
    } as const;
    const base = table(setup);
    const waiting = {
      ...base,
      phase: 'awaiting-roll' as const,
      dice: base.dice.map((d) => ({ ...d, selected: false })),
    };
    const exact = referenceSolver({ bank: (points) => (points >= 2250 ? 1 : 0), farkle: 0, cap: 2250 });
    const start = advise(
      deserialize(serialize({ ...waiting, turnTotal: 0, selectionScore: 0, rollScore: 0 })),
    );
    expect(start.winProbability).toBeCloseTo(exact.roll(0, 6), 12);
    const a = advise(base);
    expect(a.then).toBe('roll');
    const values = referenceValues(base, a, exact.roll, (points) => (points >= 2250 ? 1 : 0));
    a.options.forEach((o, k) => expect(o.winProbability).toBeCloseTo(values[k] ?? NaN, 12));
    // With enough points it banks: 2,250 wins.
    const won = advise(table({ ...setup, faces: [5, 1, 1, 5, 2, 3], locked: [0], turnTotal: 2150 }));
    expect(won).toMatchObject({
      indices: [1, 2, 3],
      then: 'bank',
      expectedTurnScore: 2400,
      winProbability: 1,
    });
  });

  it('works in every two-player mode, for whoever plays', () => {
    const s = findSeed(
      (seed) => roll(newGame({ mode: 'computer-vs-computer', seed })),
      (x) => x.phase === 'choosing',
    );
    const a = advise(s);
    expect(a.winProbability).toBeGreaterThan(0);
    expect(a.winProbability).toBeLessThan(1);
  });
});
