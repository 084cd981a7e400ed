import { describe, expect, it } from 'vitest';
import { apply, computerAction, isHotDice, newGame, runningTotal } from '../src/index.ts';
import type { FarkleEvent, FarkleState, Goal, Mode } from '../src/index.ts';

const GAMES = 5000;
/** Generous: the suite shares two cores with everything else; the bench, not this, measures speed. */
const TIMEOUT = 120_000;
/** Far more actions than any real game takes: a game that gets here would never have ended. */
const ACTION_LIMIT = 20_000;

interface Tally {
  goals: Record<Goal, number>;
  /** By the goal of a computer's roll: how many later rolls of the same turn followed it, and how many of those
   * drew the same goal again. */
  rerolls: Record<Goal, number>;
  sameGoal: Record<Goal, number>;
  games: number;
  actions: number;
  /** Broken rules, described; plain checks inside the loop keep thousands of games fast. */
  violations: string[];
  /** How often each face came up on a rolled die (index 0 = face 1), and every event type seen. */
  faces: number[];
  eventTypes: Set<FarkleEvent['type']>;
}

function check(tally: Tally, ok: boolean, what: () => string): void {
  if (!ok) tally.violations.push(what());
}

/** Play one seeded game with the computer's strategy for every player, checking each step. */
function playChecked(mode: Mode, seed: number, tally: Tally): FarkleState {
  let s = newGame({ mode, seed });
  const banked = s.players.map((): number[] => []);
  const turnsEnded = s.players.map(() => 0);
  let lastGoal: Goal | undefined;
  let actions = 0;
  const events: FarkleEvent[] = [];
  while (s.phase !== 'game-over') {
    if (actions++ > ACTION_LIMIT) {
      check(tally, false, () => `${mode} ${seed}: no end after ${ACTION_LIMIT} actions`);
      return s;
    }
    const action = computerAction(s);
    // 002 §5.3, §5.4: a second roll only below the goal or after hot dice; a bank only at or above the goal.
    // (A human seat played by the strategy has no goal drawn and plays for 300.)
    const goal = s.computerGoal ?? 300;
    // 5.2: whatever it does next, the selection it made is the maximum the roll allows.
    if (s.phase === 'choosing' && action.type !== 'select') {
      check(
        tally,
        s.selectionScore === s.rollScore,
        () => `${mode} ${seed}: went on with ${s.selectionScore} of a roll worth ${s.rollScore}`,
      );
    }
    // 5.4: after hot dice it always rolls, whatever the goal.
    if (isHotDice(s)) {
      check(tally, action.type === 'roll', () => `${mode} ${seed}: ${action.type} after hot dice`);
    }
    if (action.type === 'roll' && s.phase === 'choosing' && !isHotDice(s)) {
      check(
        tally,
        runningTotal(s) < goal,
        () => `${mode} ${seed}: rolled at ${runningTotal(s)} with goal ${goal}`,
      );
    }
    if (action.type === 'bank') {
      check(
        tally,
        runningTotal(s) >= goal,
        () => `${mode} ${seed}: banked ${runningTotal(s)} below goal ${goal}`,
      );
    }
    s = apply(s, action);
    events.push(...s.events);
    for (const e of s.events) {
      tally.eventTypes.add(e.type);
      if (e.type === 'rolled') {
        for (const i of e.indices) {
          const face = e.faces[i] ?? 0;
          tally.faces[face - 1] = (tally.faces[face - 1] ?? 0) + 1;
        }
      }
      if (e.type === 'rolled' && e.goal !== undefined) {
        tally.goals[e.goal]++;
        if (lastGoal !== undefined) {
          tally.rerolls[lastGoal]++;
          if (e.goal === lastGoal) tally.sameGoal[lastGoal]++;
        }
        lastGoal = e.goal;
      }
      if (e.type === 'banked') {
        check(tally, e.points >= Math.max(300, lastGoal ?? 0), () => `${mode} ${seed}: banked ${e.points}`);
        banked[e.player]?.push(e.points);
        turnsEnded[e.player] = (turnsEnded[e.player] ?? 0) + 1;
      }
      if (e.type === 'farkled') turnsEnded[e.player] = (turnsEnded[e.player] ?? 0) + 1;
      if (e.type === 'turn-passed' || e.type === 'game-over') lastGoal = undefined;
    }
    check(
      tally,
      s.players.every((p) => p.total >= 0),
      () => `${mode} ${seed}: negative total`,
    );
  }
  tally.games++;
  tally.actions += actions;

  // Totals are the sums of the banked turns; every farkle recorded a 0.
  s.players.forEach((p, i) => {
    expect(p.total).toBe((banked[i] ?? []).reduce((a, b) => a + b, 0));
    expect(p.turns.filter((t) => t > 0)).toEqual(banked[i]);
    expect(p.turns).toHaveLength(turnsEnded[i] ?? 0);
  });
  const over = events.at(-1);
  expect(over?.type).toBe('game-over');
  if (over?.type !== 'game-over') return s;
  expect(over.scores).toEqual(s.players.map((p) => p.total));

  if (mode === 'one-player') {
    expect(s.players[0]?.turns).toHaveLength(10);
    expect(over.finalScore).toBe(s.players[0]?.total);
    return s;
  }
  // The winner is right: the first to reach 10,000 wins unless the other then exceeds them in one last turn.
  const [a, b] = s.players.map((p) => p.turns);
  let marked = -1;
  let running = [0, 0];
  for (let k = 0; marked < 0; k++) {
    for (const i of [0, 1]) {
      const t = (i === 0 ? a : b)?.[k];
      if (t === undefined || marked >= 0) continue;
      running = running.map((r, j) => (j === i ? r + t : r));
      if ((running[i] ?? 0) >= 10_000) marked = i;
    }
  }
  const challenger = 1 - marked;
  const expectedWinner =
    (s.players[challenger]?.total ?? 0) > (s.players[marked]?.total ?? 0) ? challenger : marked;
  expect(s.finalRound).toEqual({ marked, total: s.players[marked]?.total, challenger });
  expect(s.winner).toBe(expectedWinner);
  expect(over.winner).toBe(expectedWinner);
  // Exactly one turn for the challenger after the mark.
  expect(s.players[challenger]?.turns.length).toBe(
    (s.players[marked]?.turns.length ?? 0) + (marked === 0 ? 0 : 1),
  );
  return s;
}

function newTally(): Tally {
  const perGoal = (): Record<Goal, number> => ({ 300: 0, 600: 0, 1000: 0 });
  return {
    goals: perGoal(),
    rerolls: perGoal(),
    sameGoal: perGoal(),
    games: 0,
    actions: 0,
    violations: [],
    faces: [0, 0, 0, 0, 0, 0],
    eventTypes: new Set(),
  };
}

describe('simulation: many seeded games played by the computer', () => {
  it(
    `${GAMES} computer-vs-computer games keep every invariant and end with the right winner`,
    () => {
      const tally = newTally();
      let firstSeatWins = 0;
      for (let seed = 0; seed < GAMES; seed++) {
        if (playChecked('computer-vs-computer', seed, tally).winner === 0) firstSeatWins++;
      }
      expect(tally.violations.slice(0, 5)).toEqual([]);
      expect(tally.games).toBe(GAMES);
      // Every kind of event happens in play.
      expect([...tally.eventTypes].sort()).toEqual(
        ['banked', 'farkled', 'final-round-started', 'game-over', 'hot-dice', 'rolled', 'turn-passed'].sort(),
      );
      // 3.2.0: each rolled die shows 1 to 6 with probability 1/6 (0.005 is over ten standard deviations here).
      const rolledDice = tally.faces.reduce((a, b) => a + b, 0);
      expect(rolledDice).toBeGreaterThan(1_000_000);
      for (const count of tally.faces) expect(Math.abs(count / rolledDice - 1 / 6)).toBeLessThan(0.005);
      const n = tally.goals[300] + tally.goals[600] + tally.goals[1000];
      expect(n).toBeGreaterThan(100_000);
      // Goal frequencies: 0.5 / 0.3 / 0.2 within 0.01 (over five standard deviations at this n).
      expect(Math.abs(tally.goals[300] / n - 0.5)).toBeLessThan(0.01);
      expect(Math.abs(tally.goals[600] / n - 0.3)).toBeLessThan(0.01);
      expect(Math.abs(tally.goals[1000] / n - 0.2)).toBeLessThan(0.01);
      // 5.5: the goal is drawn again after every roll, independently: whatever the goal of one roll, the next
      // roll of the turn draws the same goal again only with that goal's own probability (drawn once a turn,
      // it would always be the same).
      for (const [goal, p] of [
        [300, 0.5],
        [600, 0.3],
        [1000, 0.2],
      ] as const) {
        expect(tally.rerolls[goal]).toBeGreaterThan(10_000);
        expect(Math.abs(tally.sameGoal[goal] / tally.rerolls[goal] - p), `after ${goal}`).toBeLessThan(0.01);
      }
      // Both seats win sometimes: neither the first move nor the last chance decides every game.
      expect(Math.min(firstSeatWins, GAMES - firstSeatWins)).toBeGreaterThan(GAMES / 5);
    },
    TIMEOUT,
  );

  it(
    'one-player games played by the strategy last ten turns and report the final score',
    () => {
      const tally = newTally();
      for (let seed = 0; seed < 1000; seed++) playChecked('one-player', seed, tally);
      expect(tally.violations.slice(0, 5)).toEqual([]);
      expect(tally.games).toBe(1000);
    },
    TIMEOUT,
  );
});
