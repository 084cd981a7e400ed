import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  apply,
  bestSelection,
  canBank,
  canHint,
  canRoll,
  canSelectAll,
  canToggle,
  deserialize,
  FarkleError,
  hint,
  legalActions,
  MODES,
  newGame,
  scoreRoll,
  scoreSelection,
  serialize,
} from '../src/index.ts';
import type { Action, Face, FarkleState } from '../src/index.ts';

/** Every invariant a state must keep, whatever was played. */
function checkInvariants(s: FarkleState): void {
  expect(s.dice).toHaveLength(6);
  for (const p of s.players) {
    expect(p.total).toBe(p.turns.reduce((a, b) => a + b, 0));
    for (const t of p.turns) expect(t === 0 || (t >= 300 && t % 50 === 0)).toBe(true);
  }
  const selected = s.dice.filter((d) => d.selected).map((d) => d.face as Face);
  expect(s.selectionScore).toBe(scoreSelection(selected));
  if (s.phase === 'choosing') {
    expect(s.rollScore).toBe(scoreRoll(s.dice.filter((d) => !d.locked).map((d) => d.face as Face)));
    expect(s.rollScore).toBeGreaterThan(0);
    // The hint is bestSelection of the current roll, mapped back to positions among the six dice.
    const positions = s.dice.flatMap((d, i) => (d.locked ? [] : [i]));
    const best = bestSelection(positions.map((i) => s.dice[i]?.face as Face));
    expect(hint(s)).toEqual(best.indices.map((k) => positions[k]));
    expect(best.score).toBe(s.rollScore);
  } else {
    expect(s.dice.every((d) => !d.locked && !d.selected)).toBe(true);
    expect(s.turnTotal).toBe(0);
  }
  expect(s.turnTotal % 50).toBe(0);
  expect(canRoll(s)).toBe(s.phase === 'awaiting-roll' || (s.phase === 'choosing' && s.selectionScore > 0));
  expect(canBank(s)).toBe(
    s.phase === 'choosing' && s.selectionScore > 0 && s.turnTotal + s.selectionScore >= 300,
  );
  expect(canHint(s)).toBe(s.phase === 'choosing' && selected.length === 0);
  if (s.mode === 'one-player') expect(s.players[0]?.turns.length).toBeLessThanOrEqual(10);
  // The validator and the engine agree: every reachable state is a valid save, and loads as it was.
  expect(deserialize(serialize(s))).toStrictEqual(s);
}

/**
 * Freeze `value` and everything inside it: the tests run as ES modules, in strict mode, so an engine function
 * that wrote into a state it was given would throw a TypeError instead of passing unnoticed.
 */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** A random action, legal or not, picked by `n`. */
function pickAction(s: FarkleState, n: number, extra: number): Action {
  const legal = legalActions(s);
  const others: Action[] = [
    { type: 'roll' },
    { type: 'bank' },
    { type: 'select-all' },
    { type: 'toggle', index: (extra % 8) - 1 },
    { type: 'select', indices: [0, 1, 2, 3, 4, 5].filter((i) => (extra >> i) & 1) },
  ];
  // Mostly legal actions, so games go deep; sometimes anything, to probe the refusals.
  const pool = n % 4 === 0 ? others : legal.length > 0 ? legal : others;
  return pool[Math.floor(n / 4) % pool.length] as Action;
}

const gameArb = fc.record({
  seed: fc.integer(),
  mode: fc.constantFrom(...MODES),
  choices: fc.array(fc.tuple(fc.nat(), fc.nat(255)), { maxLength: 150 }),
});

describe('invariants over random play', () => {
  it('hold after every action; no action writes into a state; refused ones throw FarkleError', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, mode, choices }) => {
        let s = deepFreeze(newGame({ mode, seed }));
        checkInvariants(s);
        for (const [n, extra] of choices) {
          if (s.phase === 'game-over') break;
          const action = pickAction(s, n, extra);
          const before = serialize(s);
          const turnBefore = s.players[s.current]?.turns.length;
          let next: FarkleState | undefined;
          try {
            next = deepFreeze(apply(s, action));
          } catch (error) {
            expect(error).toBeInstanceOf(FarkleError);
            expect(serialize(s)).toBe(before);
            expect(legalActions(s)).not.toContainEqual(action);
            continue;
          }
          checkInvariants(next);
          if (action.type === 'roll') expect(canRoll(s)).toBe(true);
          if (action.type === 'bank') expect(canBank(s)).toBe(true);
          if (action.type === 'toggle') expect(canToggle(s, action.index)).toBe(true);
          if (action.type === 'select-all') expect(s.phase).toBe('choosing');
          // Within a turn, locked dice keep their faces and the turn total never drops.
          if (next.current === s.current && next.players[s.current]?.turns.length === turnBefore) {
            expect(next.turnTotal).toBeGreaterThanOrEqual(s.turnTotal);
            const bonus = next.events.some((e) => e.type === 'rolled' && e.bonus);
            if (!bonus) {
              s.dice.forEach((d, i) => {
                if (d.locked) expect(next?.dice[i]).toEqual(d);
              });
            }
          }
          expect(serialize(s)).toBe(before);
          s = next;
        }
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('legalActions are exactly what the queries allow', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, mode, choices }) => {
        let s = newGame({ mode, seed });
        for (const [n, extra] of choices) {
          if (s.phase === 'game-over') break;
          const legal = legalActions(s);
          expect(legal.some((a) => a.type === 'roll')).toBe(canRoll(s));
          expect(legal.some((a) => a.type === 'bank')).toBe(canBank(s));
          expect(legal.some((a) => a.type === 'select-all')).toBe(canSelectAll(s));
          for (let i = 0; i < 6; i++) {
            expect(legal.some((a) => a.type === 'toggle' && a.index === i)).toBe(canToggle(s, i));
          }
          for (const action of legal) expect(() => apply(s, action)).not.toThrow();
          const action = legal[(n + extra) % legal.length];
          if (action === undefined) break;
          s = apply(s, action);
        }
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('the same seed and the same actions give the same game, also through a save', () => {
    fc.assert(
      fc.property(gameArb, fc.nat(150), ({ seed, mode, choices }, saveAt) => {
        const play = (useSave: boolean): string => {
          let s = newGame({ mode, seed });
          choices.forEach(([n, extra], k) => {
            if (s.phase === 'game-over') return;
            if (useSave && k === saveAt) s = deserialize(serialize(s));
            const legal = legalActions(s);
            const action = legal[(n + extra) % legal.length];
            if (action !== undefined) s = apply(s, action);
          });
          return serialize(s);
        };
        expect(play(true)).toBe(play(false));
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
