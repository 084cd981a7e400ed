import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advise,
  apply,
  bankMinimum,
  bestSelection,
  canBank,
  computerAction,
  deserialize,
  farklesInARow,
  FarkleError,
  newGame,
  restartGame,
  resolveRules,
  RULE_FIELDS,
  RULE_PRESETS,
  SCORING_RULES,
  scoreRoll,
  scoreSelection,
  scoringRules,
  serialize,
  setSelection,
} from '../src/index.ts';
import type { Advice, Face, FarkleState, Rules } from '../src/index.ts';
import { rollsOf } from './brute-force.ts';
import { expectError, findSeed, table } from './helpers.ts';

/*
 * An independent scorer written from the rules' text (the issue's list of settings), with no tables: a reading
 * of some dice is a partition into scoring groups; the selection score is the best reading that uses every
 * die, the roll score the best reading of any part of the dice.
 */
interface Group {
  readonly need: readonly number[];
  readonly points: number;
}

function groupOf(faces: readonly number[], points: number): Group {
  const need = [0, 0, 0, 0, 0, 0];
  for (const f of faces) need[f - 1] = (need[f - 1] ?? 0) + 1;
  return { need, points };
}

function groupsOf(rules: Rules): Group[] {
  const groups: Group[] = [groupOf([1], 100), groupOf([5], 50)];
  for (let face = 1; face <= 6; face++) {
    const three = face === 1 ? 1000 : face * 100;
    groups.push(groupOf([face, face, face], three));
    // Four, five, six of a kind: each die beyond three doubles, or 1,000 / 2,000 / 3,000.
    const setting = [rules.fourOfAKind, rules.fiveOfAKind, rules.sixOfAKind];
    for (const n of [4, 5, 6]) {
      const fixed = setting[n - 4] === 'fixed';
      groups.push(groupOf(Array(n).fill(face), fixed ? (n - 3) * 1000 : three * 2 ** (n - 3)));
    }
  }
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      if (a === b) continue;
      if (rules.fourOfAKindWithPair > 0) groups.push(groupOf([a, a, a, a, b, b], rules.fourOfAKindWithPair));
      if (rules.twoTriplets > 0 && a < b) groups.push(groupOf([a, a, a, b, b, b], rules.twoTriplets));
      for (let c = b + 1; c <= 6; c++) {
        if (rules.threePairs > 0 && a < b) groups.push(groupOf([a, a, b, b, c, c], rules.threePairs));
      }
    }
  }
  groups.push(groupOf([1, 2, 3, 4, 5, 6], rules.straight));
  return groups;
}

function oracle(rules: Rules): { full: (c: number[]) => number; roll: (c: number[]) => number } {
  const groups = groupsOf(rules);
  const memo = new Map<string, number>();
  const full = (counts: number[]): number => {
    const key = counts.join('');
    const known = memo.get(key);
    if (known !== undefined) return known;
    let best = counts.every((c) => c === 0) ? 0 : -1;
    for (const g of groups) {
      if (g.need.every((n, i) => n <= (counts[i] ?? 0))) {
        const rest = full(counts.map((c, i) => c - (g.need[i] ?? 0)));
        if (rest >= 0) best = Math.max(best, g.points + rest);
      }
    }
    memo.set(key, best);
    return best;
  };
  const roll = (counts: number[]): number => {
    let best = 0;
    const sub = [0, 0, 0, 0, 0, 0];
    const visit = (face: number): void => {
      if (face === 6) {
        best = Math.max(best, full(sub));
        return;
      }
      for (let k = 0; k <= (counts[face] ?? 0); k++) {
        sub[face] = k;
        visit(face + 1);
      }
      sub[face] = 0;
    };
    visit(0);
    return best;
  };
  return { full, roll };
}

function multisets(size: number, from = 1): Face[][] {
  if (size === 0) return [[]];
  const out: Face[][] = [];
  for (let f = from; f <= 6; f++) for (const rest of multisets(size - 1, f)) out.push([f as Face, ...rest]);
  return out;
}

const ALL = [1, 2, 3, 4, 5, 6].flatMap((n) => multisets(n));

function countsOf(dice: readonly number[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0];
  for (const f of dice) counts[f - 1] = (counts[f - 1] ?? 0) + 1;
  return counts;
}

/** Every multiset's selection, roll and hint score against the oracle; the disagreements. */
function disagreements(rules: Rules): string[] {
  const o = oracle(rules);
  const wrong: string[] = [];
  for (const dice of ALL) {
    const counts = countsOf(dice);
    const selection = Math.max(0, o.full(counts));
    const rolled = o.roll(counts);
    const hint = bestSelection(dice, rules);
    const hinted = scoreSelection(
      hint.indices.map((i) => dice[i] ?? 1),
      rules,
    );
    if (scoreSelection(dice, rules) !== selection) wrong.push(`selection ${dice.join('')}`);
    if (scoreRoll(dice, rules) !== rolled) wrong.push(`roll ${dice.join('')}`);
    if (hint.score !== rolled || hinted !== rolled) wrong.push(`hint ${dice.join('')}`);
  }
  return wrong;
}

const fifties = (min: number, max: number): fc.Arbitrary<number> =>
  fc.integer({ min: min / 50, max: max / 50 }).map((n) => n * 50);

const rulesArb: fc.Arbitrary<Rules> = fc.record({
  target: fifties(1000, 50_000),
  onePlayerTurns: fc.integer({ min: 5, max: 20 }),
  bankMinimum: fifties(0, 1000),
  entryMinimum: fifties(0, 1000),
  fourOfAKind: fc.constantFrom('doubling' as const, 'fixed' as const),
  fiveOfAKind: fc.constantFrom('doubling' as const, 'fixed' as const),
  sixOfAKind: fc.constantFrom('doubling' as const, 'fixed' as const),
  threePairs: fc.constantFrom(0 as const, 500 as const, 750 as const, 1000 as const, 1500 as const),
  fourOfAKindWithPair: fc.constantFrom(0 as const, 1500 as const),
  twoTriplets: fc.constantFrom(0 as const, 2500 as const),
  straight: fifties(500, 3000),
  threeFarklePenalty: fc.constantFrom(0 as const, 500 as const, 1000 as const),
});

describe('scoring under any rules', () => {
  it('the oracle counts 923 multisets of one to six dice', () => {
    expect(ALL).toHaveLength(923);
  });

  for (const name of ['traditional', 'popular'] as const) {
    it(`${name}: every multiset agrees with the table-free scorer`, () => {
      expect(disagreements(RULE_PRESETS[name])).toEqual([]);
    });
  }

  it('random rule objects: every multiset agrees with the table-free scorer', () => {
    fc.assert(
      fc.property(rulesArb, (rules) => {
        expect(disagreements(resolveRules(rules))).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  const popular: [string, Face[], number][] = [
    ['four 1s are three 1s and a single 1, not a fixed 1,000', [1, 1, 1, 1], 1100],
    ['four 2s are a fixed 1,000', [2, 2, 2, 2], 1000],
    ['five 3s are 2,000', [3, 3, 3, 3, 3], 2000],
    ['six 4s are 3,000', [4, 4, 4, 4, 4, 4], 3000],
    ['three pairs are 1,500', [2, 2, 3, 3, 4, 4], 1500],
    ['four of a kind with a pair is 1,500', [2, 2, 2, 2, 3, 3], 1500],
    ['two triplets are 2,500', [2, 2, 2, 3, 3, 3], 2500],
    ['the straight is 1,500', [1, 2, 3, 4, 5, 6], 1500],
    ['three of a kind as today', [6, 6, 6], 600],
  ];
  it.each(popular)('popular: %s', (_name, dice, points) => {
    expect(scoreRoll(dice, 'popular')).toBe(points);
    expect(scoreSelection(dice, RULE_PRESETS.popular)).toBe(points);
  });

  it('the scoring functions still check their dice, and the rules', () => {
    expect(() => scoreRoll([7 as Face], 'popular')).toThrow(FarkleError);
    expect(() => scoreRoll([1], 'house' as 'popular')).toThrow(/rules must be/);
  });

  it('scoringRules lists the rules of the game; the traditional list is SCORING_RULES', () => {
    expect(scoringRules('traditional')).toEqual(SCORING_RULES);
    const popular = scoringRules('popular');
    for (const rule of popular) expect(scoreSelection(rule.example, 'popular')).toBe(rule.points);
    expect(popular.map((r) => r.combination)).toEqual(
      expect.arrayContaining(['Four of a kind with a pair', 'Two triplets', 'Three distinct pairs']),
    );
    const noPairs = scoringRules({ ...RULE_PRESETS.traditional, threePairs: 0 });
    expect(noPairs.some((r) => r.combination === 'Three distinct pairs')).toBe(false);
  });
});

describe('resolveRules', () => {
  it('takes the preset names and full rules objects; equal objects give the preset', () => {
    expect(resolveRules('traditional')).toBe(RULE_PRESETS.traditional);
    expect(resolveRules({ ...RULE_PRESETS.popular })).toBe(RULE_PRESETS.popular);
    const house = { ...RULE_PRESETS.popular, target: 5000 };
    expect(resolveRules(house)).toEqual(house);
    expect(Object.isFrozen(resolveRules(house))).toBe(true);
  });

  const bad: [string, unknown, string][] = [
    ['an unknown preset', 'house', 'rules'],
    ['not an object', 42, 'rules'],
    ['a target off the fifties', { target: 10_025 }, 'rules.target'],
    ['a target too high', { target: 50_050 }, 'rules.target'],
    ['too few turns', { onePlayerTurns: 4 }, 'rules.onePlayerTurns'],
    ['a bank minimum above 1,000', { bankMinimum: 1050 }, 'rules.bankMinimum'],
    ['a negative entry minimum', { entryMinimum: -50 }, 'rules.entryMinimum'],
    ['an unknown four-of-a-kind rule', { fourOfAKind: 'tripling' }, 'rules.fourOfAKind'],
    ['three pairs at 600', { threePairs: 600 }, 'rules.threePairs'],
    ['four of a kind with a pair at 1,000', { fourOfAKindWithPair: 1000 }, 'rules.fourOfAKindWithPair'],
    ['two triplets at 2,000', { twoTriplets: 2000 }, 'rules.twoTriplets'],
    ['a straight of 450', { straight: 450 }, 'rules.straight'],
    ['a penalty of 300', { threeFarklePenalty: 300 }, 'rules.threeFarklePenalty'],
    ['an unknown setting', { jokers: true }, 'rules.jokers'],
  ];
  it.each(bad)('refuses %s with invalid-config naming the field', (_name, change, field) => {
    const input = typeof change === 'object' ? { ...RULE_PRESETS.traditional, ...change } : change;
    let caught: unknown;
    try {
      newGame({ mode: 'two-player', rules: input as Rules });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(FarkleError);
    expect((caught as FarkleError).code).toBe('invalid-config');
    expect((caught as FarkleError).field).toBe(field);
    expect((caught as FarkleError).message).toContain(field);
  });

  it('refuses a rules object with a setting missing, naming it', () => {
    for (const field of RULE_FIELDS) {
      const partial: Record<string, unknown> = { ...RULE_PRESETS.popular };
      Reflect.deleteProperty(partial, field);
      expect(() => resolveRules(partial)).toThrow(`rules.${field} is missing`);
    }
  });
});

/** A game in its first turn with these rules after a scripted history of turns. */
function withTurns(
  rules: Rules,
  turns: number[][],
  mode: 'two-player' | 'one-player' = 'two-player',
): FarkleState {
  const base = newGame({ mode, seed: 5, rules });
  const players = base.players.map((p, i) => {
    const t = turns[i] ?? [];
    return { ...p, turns: t, total: t.reduce((a, b) => a + b, 0) };
  });
  const dice = base.dice.map(() => ({ face: 2 as const, locked: false, selected: false }));
  const played = players.map((p) => p.turns.length);
  const current = played.findIndex((n) => n < (played[0] ?? 0));
  const me = current < 0 ? 0 : current;
  return deserialize(
    serialize({
      ...base,
      players,
      current: me,
      turn: (players[me]?.turns.length ?? 0) + 1,
      dice: turns.flat().length > 0 ? dice : base.dice,
    }),
  );
}

describe('games under house rules', () => {
  it('a game keeps its rules, a restart too; the traditional default is the preset', () => {
    expect(newGame({ mode: 'two-player', seed: 1 }).rules).toBe(RULE_PRESETS.traditional);
    const g = newGame({ mode: 'vs-computer', seed: 1, rules: 'popular' });
    expect(g.rules).toBe(RULE_PRESETS.popular);
    expect(restartGame(g).rules).toBe(RULE_PRESETS.popular);
  });

  it('saves of traditional games carry no rules; house rules are saved and loaded', () => {
    const traditional = newGame({ mode: 'two-player', seed: 1 });
    expect(JSON.parse(serialize(traditional))).not.toHaveProperty('rules');
    const house = newGame({ mode: 'two-player', seed: 1, rules: { ...RULE_PRESETS.popular, target: 2500 } });
    const saved = JSON.parse(serialize(house));
    expect(saved.rules).toEqual({ ...RULE_PRESETS.popular, target: 2500 });
    expect(deserialize(serialize(house))).toStrictEqual(house);
    const broken = { ...saved, rules: { ...saved.rules, straight: 123 } };
    expect(() => deserialize(JSON.stringify(broken))).toThrow(/^rules\.straight:/);
  });

  it('the entry minimum holds until the first bank, the bank minimum after', () => {
    const rules = { ...RULE_PRESETS.popular, bankMinimum: 350, entryMinimum: 700 };
    const off = withTurns(rules, [[], []]);
    expect(bankMinimum(off)).toBe(700);
    const on = withTurns(rules, [[700], [0]]);
    expect(bankMinimum(on)).toBe(350);
    const s = table({
      config: { mode: 'one-player', seed: 1, rules },
      faces: [1, 1, 1, 5, 2, 3],
      selected: [0, 1, 2],
    });
    expect(s.selectionScore).toBe(1000);
    const six = table({
      config: { mode: 'one-player', seed: 1, rules },
      faces: [5, 2, 3, 4, 6, 6],
      selected: [0],
      turnTotal: 600,
    });
    expect(canBank(six)).toBe(false);
    expectError(six, (x) => apply(x, { type: 'bank' }), 'cannot-bank');
  });

  it('the third farkle in a row costs the penalty, at most the total, and the count starts again', () => {
    const rules = RULE_PRESETS.popular;
    const ready = withTurns(rules, [
      [600, 0, 0],
      [0, 0, 0],
    ]);
    expect(farklesInARow(ready)).toBe(2);
    // Player one farkles a third time: roll until a farkle comes up from six dice (seeded).
    const farkled = findSeed(
      (seed) => apply({ ...ready, rng: newGame({ mode: 'one-player', seed }).rng }, { type: 'roll' }),
      (s) => s.events.some((e) => e.type === 'farkled'),
    );
    expect(farkled.players[0]?.turns).toEqual([600, 0, 0, -600]);
    expect(farkled.players[0]?.total).toBe(0);
    expect(farkled.events.find((e) => e.type === 'farkled')).toMatchObject({ penalty: 600 });
    expect(farklesInARow(farkled, 0)).toBe(0);
    expect(deserialize(serialize(farkled))).toStrictEqual(farkled);
    // A save whose penalty is wrong is refused.
    const data = JSON.parse(serialize(farkled));
    data.players[0].turns[3] = -1000;
    data.players[0].total = -400;
    expect(() => deserialize(JSON.stringify(data))).toThrow(/players\[0\]\.turns\[3\]/);
  });

  it('the target ends the game and the one-player turns its length', () => {
    const rules = { ...RULE_PRESETS.traditional, target: 1000, onePlayerTurns: 5 };
    let s = newGame({ mode: 'computer-vs-computer', seed: 9, rules });
    while (s.phase !== 'game-over') s = apply(s, computerAction(s));
    const best = Math.max(...s.players.map((p) => p.total));
    expect(best).toBeGreaterThanOrEqual(1000);
    expect(best).toBeLessThan(1000 + 20_000);
    let one = newGame({ mode: 'one-player', seed: 9, rules });
    one = { ...one, players: one.players.map((p) => ({ ...p, kind: 'computer' as const })) };
    while (one.phase !== 'game-over') one = apply(one, computerAction(one));
    expect(one.players[0]?.turns).toHaveLength(5);
  });

  it('both computer levels play whole popular games to the end, saves round-tripping all the way', () => {
    for (const level of ['classic', 'expert'] as const) {
      let s = newGame({
        mode: 'computer-vs-computer',
        seed: `p-${level}`,
        rules: 'popular',
        computerLevel: level,
      });
      let actions = 0;
      while (s.phase !== 'game-over') {
        s = apply(s, computerAction(s));
        expect(deserialize(serialize(s))).toStrictEqual(s);
        actions++;
      }
      expect(actions).toBeGreaterThan(10);
      expect(s.winner).not.toBeNull();
    }
  });
});

/*
 * A small exact solver for one-player games under the popular rules, written from the rules' text with no
 * grouping: every ordered roll, every subset kept (`rollsOf`), turns solved by memoized recursion over (points,
 * dice), the game over (turns left, farkles in a row, on the board). Turn totals from 20,000 bank (beyond that a
 * turn gets with a chance far below anything measured here). The three-farkle penalty is charged in full, so
 * the states tested have totals where it can never meet the floor of 0: 1,000 for every penalty still possible.
 */
const POPULAR = RULE_PRESETS.popular;
const CAP = 20_000;

function exactOnePlayer(rules: Rules): {
  game: (turnsLeft: number, streak: number, onBoard: boolean) => number;
  turn: (turnsLeft: number, streak: number, onBoard: boolean) => (points: number, dice: number) => number;
  after: (turnsLeft: number, onBoard: boolean) => (points: number) => number;
} {
  const games = new Map<string, number>();
  const turns = new Map<string, (points: number, dice: number) => number>();
  const game = (t: number, k: number, on: boolean): number => {
    if (t === 0) return 0;
    const key = `${t} ${k} ${on}`;
    const known = games.get(key);
    if (known !== undefined) return known;
    const v = turn(t, k, on)(0, 6);
    games.set(key, v);
    return v;
  };
  const after = (t: number) => (points: number) => points + game(t - 1, 0, true);
  const turn = (t: number, k: number, on: boolean): ((points: number, dice: number) => number) => {
    const key = `${t} ${k} ${on}`;
    const known = turns.get(key);
    if (known !== undefined) return known;
    const third = k === 2;
    const farkle = (third ? -rules.threeFarklePenalty : 0) + game(t - 1, third ? 0 : k + 1, on);
    const least = on ? rules.bankMinimum : Math.max(rules.bankMinimum, rules.entryMinimum);
    const bank = after(t);
    const memo = new Float64Array(7 * (CAP / 50 + 1)).fill(NaN);
    const rolls = [0, 1, 2, 3, 4, 5, 6].map((n) => (n === 0 ? [] : rollsOf(n, rules)));
    const roll = (points: number, n: number): number => {
      const at = n * (CAP / 50 + 1) + points / 50;
      const m = memo[at] ?? NaN;
      if (!Number.isNaN(m)) return m;
      let value = 0;
      for (const r of rolls[n] ?? []) {
        if (r.keeps.length === 0) {
          value += r.probability * farkle;
          continue;
        }
        let best = -Infinity;
        for (const [score, next] of r.keeps) {
          const p = points + score;
          const banked = p >= least ? bank(p) : -Infinity;
          best = Math.max(best, p >= CAP ? banked : Math.max(banked, roll(p, next)));
        }
        value += r.probability * best;
      }
      memo[at] = value;
      return value;
    };
    turns.set(key, roll);
    return roll;
  };
  return { game, turn, after: (t) => after(t) };
}

describe('advise under the popular rules, one player: the exact optimum', () => {
  const exact = exactOnePlayer(POPULAR);

  /** The exact value of each option of the advice, and the best over every option. */
  function check(state: FarkleState, advice: Advice): void {
    const me = state.players[0];
    if (me === undefined) throw new Error('no player');
    const t = POPULAR.onePlayerTurns - me.turns.length;
    const k = farklesInARow(state);
    const on = me.turns.some((x) => x > 0);
    const roll = exact.turn(t, k, on);
    const bank = exact.after(t, on);
    const unlocked = state.dice.filter((d) => !d.locked).length;
    const values = advice.options.map((o) => {
      if (state.phase === 'awaiting-roll') return roll(0, 6);
      const points = state.turnTotal + setSelection(state, o.indices).selectionScore;
      if (o.then === 'bank') return bank(points);
      return roll(points, o.indices.length === unlocked ? 6 : unlocked - o.indices.length);
    });
    const best = Math.max(...values);
    expect(values[0], JSON.stringify(advice.options[0])).toBeCloseTo(best, 7);
    // Best first: the exact values never rise down the list.
    values.forEach((v, i) => {
      if (i > 0) expect(v).toBeLessThanOrEqual((values[i - 1] ?? Infinity) + 1e-7);
    });
  }

  it('at the start of turns, on and off the board, after farkles in a row', { timeout: 60_000 }, () => {
    const cases: number[][] = [
      // Nine farkles: the last turn, off the board; no penalty can come any more.
      [0, 0, 0, 0, 0, 0, 0, 0, 0],
      // On the board with enough points that a penalty never meets the floor.
      [4000, 0, 0],
      [4000, 0],
      [3500, 500, 0, 0, 600, 0, 0],
    ];
    for (const turns of cases) {
      const s = withTurns(POPULAR, [turns], 'one-player');
      check(s, advise(s));
    }
  });

  it('after rolls: every option ranked by its exact value', { timeout: 60_000 }, () => {
    const rolls: { faces: Face[]; locked: number[]; turnTotal: number }[] = [
      { faces: [1, 1, 1, 1, 5, 2], locked: [], turnTotal: 0 },
      { faces: [2, 2, 2, 3, 3, 3], locked: [], turnTotal: 0 },
      { faces: [5, 1, 3, 3, 4, 6], locked: [0], turnTotal: 50 },
      { faces: [1, 5, 1, 2, 3, 5], locked: [0, 1], turnTotal: 150 },
      { faces: [1, 1, 5, 5, 6, 1], locked: [0, 1, 2, 3], turnTotal: 300 },
    ];
    for (const turns of [[0, 0, 0, 0, 0, 0, 0, 0, 0], [4000, 0, 0], [3500]]) {
      for (const r of rolls) {
        const base = withTurns(POPULAR, [turns], 'one-player');
        const s = deserialize(
          serialize({
            ...base,
            phase: 'choosing',
            dice: r.faces.map((face, i) => ({ face, locked: r.locked.includes(i), selected: false })),
            turnTotal: r.turnTotal,
            rollScore: scoreRoll(
              r.faces.filter((_, i) => !r.locked.includes(i)),
              POPULAR,
            ),
          }),
        );
        check(s, advise(s));
      }
    }
  });
});
