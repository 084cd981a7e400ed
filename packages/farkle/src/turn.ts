import { nextInt } from '@pastime/random';
import { DICE_COUNT } from './dice.ts';
import type { Die, Face } from './dice.ts';
import { FarkleError } from './errors.ts';
import type { FarkleEvent, RolledEvent } from './events.ts';
import {
  bankMinimumFor,
  farkleStreak,
  lastChanceNeed,
  levelOf,
  rollScoreOf,
  selectionScoreOf,
  winnerOf,
} from './derived.ts';
import { drawGoal } from './goals.ts';
import type { Goal } from './goals.ts';
import { hintIndices } from './scoring.ts';
import type { FarkleState, Player } from './state.ts';

function assertPlaying(state: FarkleState): void {
  if (state.phase === 'game-over') throw new FarkleError('game-over', 'the game is over');
}

function assertChoosing(state: FarkleState, what: string): void {
  assertPlaying(state);
  if (state.phase !== 'choosing') throw new FarkleError('must-roll', `roll the dice before you ${what}`);
}

/** Every die locked or selected, and the selection scores: rolling now rolls six fresh dice (002 §4.7). */
export function isHotDice(state: FarkleState): boolean {
  return (
    state.phase === 'choosing' &&
    state.selectionScore > 0 &&
    state.dice.every((die) => die.locked || die.selected)
  );
}

/** The turn total as the screen shows it: points set aside this turn plus the current selection's score. */
export function runningTotal(state: FarkleState): number {
  return state.turnTotal + state.selectionScore;
}

/** The state with the given dice selected (already checked), its selection score and hot-dice event. */
function withSelection(state: FarkleState, selected: readonly boolean[]): FarkleState {
  const dice: Die[] = [];
  let hot = true;
  for (const [i, die] of state.dice.entries()) {
    const sel = selected[i] === true;
    dice.push(die.selected === sel ? die : { face: die.face, locked: die.locked, selected: sel });
    if (!die.locked && !sel) hot = false;
  }
  const selectionScore = selectionScoreOf(dice, state.rules);
  const next: FarkleState = { ...state, dice, selectionScore, events: [] };
  if (hot && selectionScore > 0 && !isHotDice(state)) {
    return { ...next, events: [{ type: 'hot-dice', player: state.current, turnTotal: runningTotal(next) }] };
  }
  return next;
}

function checkIndex(state: FarkleState, index: unknown): number {
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= DICE_COUNT) {
    throw new FarkleError(
      'invalid-die',
      `die index must be a whole number from 0 to 5, got ${String(index)}`,
    );
  }
  if (state.dice[index]?.locked) {
    throw new FarkleError('invalid-die', `die ${index} is locked by an earlier roll of this turn`);
  }
  return index;
}

/** Select die `index` of the current roll if it is not selected, deselect it if it is. */
export function toggleDie(state: FarkleState, index: number): FarkleState {
  assertChoosing(state, 'select dice');
  const i = checkIndex(state, index);
  return withSelection(
    state,
    state.dice.map((die, j) => (j === i ? !die.selected : die.selected)),
  );
}

/** Select exactly the dice at `indices` (any order, no repeats, none locked); an empty list clears it. */
export function setSelection(state: FarkleState, indices: readonly number[]): FarkleState {
  assertChoosing(state, 'select dice');
  if (!Array.isArray(indices))
    throw new FarkleError('invalid-die', 'indices must be an array of die indices');
  const selected = state.dice.map(() => false);
  for (const index of indices) {
    const i = checkIndex(state, index);
    if (selected[i]) throw new FarkleError('invalid-die', `die ${i} is listed twice`);
    selected[i] = true;
  }
  return withSelection(state, selected);
}

/**
 * Select the dice of the current roll that make its maximum score: every die of the roll when all of them
 * score, never a die that cannot score (the hint's dice).
 */
export function selectAll(state: FarkleState): FarkleState {
  assertChoosing(state, 'select dice');
  const best = new Set(hintIndices(state.dice, state.rules));
  return withSelection(
    state,
    state.dice.map((_, i) => best.has(i)),
  );
}

/**
 * The turn total a Classic computer plays for after drawing `drawn`: in a last-chance turn, at least what it
 * needs to exceed every other total (banking less would lose for certain), and never less than it may bank.
 */
export function classicGoal(state: FarkleState, drawn: number): number {
  return Math.max(drawn, classicFloor(state));
}

/** The least a Classic computer plays for: what it may bank, and in a last-chance turn what it needs. */
export function classicFloor(state: FarkleState): number {
  return Math.max(
    lastChanceNeed(state.finalRound, state.players, state.current),
    bankMinimumFor(state.rules, state.players[state.current]),
  );
}

/**
 * Roll: the first roll of a turn rolls all six dice; later rolls lock the selection (which must score) and
 * roll the rest, or all six again after hot dice. A roll that scores nothing is a farkle and ends the turn.
 * For a Classic computer player the goal is drawn from the game's generator right after the dice.
 */
export function roll(state: FarkleState): FarkleState {
  assertPlaying(state);
  let turnTotal = state.turnTotal;
  let keep = state.dice.map((die) => die.locked);
  let bonus = false;
  if (state.phase === 'choosing') {
    if (state.selectionScore === 0) {
      throw new FarkleError(
        'invalid-selection',
        'select at least one die, all of them scoring, before rolling again',
      );
    }
    turnTotal += state.selectionScore;
    keep = state.dice.map((die) => die.locked || die.selected);
    if (keep.every(Boolean)) {
      bonus = true;
      keep = keep.map(() => false);
    }
  } else {
    keep = keep.map(() => false);
  }
  let rng = state.rng;
  const indices: number[] = [];
  const faces: Face[] = [];
  const dice: Die[] = [];
  for (const [i, old] of state.dice.entries()) {
    // A kept die is locked, so it was rolled earlier and has a face; the fallback is never used.
    let face = old.face ?? 1;
    if (keep[i] !== true) {
      const draw = nextInt(rng, 6);
      rng = draw.state;
      face = (draw.value + 1) as Face;
      indices.push(i);
    }
    faces.push(face);
    dice.push({ face, locked: keep[i] === true, selected: false });
  }
  const score = rollScoreOf(dice, state.rules);
  let goal: Goal | null = null;
  if (state.players[state.current]?.kind === 'computer' && levelOf(state, state.current) === 'classic') {
    const drawn = drawGoal(rng);
    goal = drawn.goal;
    rng = drawn.rng;
  }
  const rolled: RolledEvent =
    goal === null
      ? { type: 'rolled', player: state.current, faces, indices, score, bonus }
      : { type: 'rolled', player: state.current, faces, indices, score, bonus, goal };
  const next: FarkleState = {
    ...state,
    phase: 'choosing',
    dice,
    turnTotal,
    selectionScore: 0,
    rollScore: score,
    computerGoal: goal === null ? null : classicGoal(state, goal),
    rng,
    events: [rolled],
  };
  if (score > 0) return next;
  const me = state.players[state.current];
  const penalty = state.rules.threeFarklePenalty;
  if (penalty > 0 && me !== undefined && farkleStreak(me.turns) === 2) {
    // The third farkle in a row: the penalty, never more than the player has.
    const taken = Math.min(penalty, Math.max(0, me.total));
    // A penalty of nothing is recorded as 0, never as −0 (which a save would turn into 0).
    return endTurn(next, taken === 0 ? 0 : -taken, [
      rolled,
      { type: 'farkled', player: state.current, pointsLost: turnTotal, penalty: taken },
    ]);
  }
  return endTurn(next, 0, [rolled, { type: 'farkled', player: state.current, pointsLost: turnTotal }]);
}

/**
 * Bank the turn total, counting the current selection (which must score), once it is at least the bank minimum
 * (300 under the traditional rules; before a player's first bank, at least the entry minimum too).
 */
export function bank(state: FarkleState): FarkleState {
  assertChoosing(state, 'bank');
  if (state.selectionScore === 0) {
    throw new FarkleError(
      'invalid-selection',
      'select at least one die, all of them scoring, before banking',
    );
  }
  const points = runningTotal(state);
  const minimum = bankMinimumFor(state.rules, state.players[state.current]);
  if (points < minimum) {
    throw new FarkleError('cannot-bank', `a turn total of ${points} cannot be banked; ${minimum} is needed`);
  }
  const total = (state.players[state.current]?.total ?? 0) + points;
  return endTurn(state, points, [{ type: 'banked', player: state.current, points, total }]);
}

/**
 * Close the current player's turn with `points` (0 after a farkle, minus the penalty after a third): record it,
 * unlock the dice (they keep their faces), then start the next turn or end the game.
 */
function endTurn(state: FarkleState, points: number, events: FarkleEvent[]): FarkleState {
  const players: Player[] = state.players.map((p, i) =>
    i === state.current ? { ...p, total: p.total + points, turns: [...p.turns, points] } : p,
  );
  const me = players[state.current] ?? { name: '', kind: 'human', total: 0, turns: [] };
  const base: FarkleState = {
    ...state,
    players,
    dice: state.dice.map((die) => ({ face: die.face, locked: false, selected: false })),
    turnTotal: 0,
    selectionScore: 0,
    rollScore: 0,
    computerGoal: null,
  };

  const count = players.length;
  if (count === 1) {
    if (me.turns.length >= state.rules.onePlayerTurns) {
      const newHighScore = me.total > state.highScore;
      events.push({
        type: 'game-over',
        scores: [me.total],
        winner: null,
        finalScore: me.total,
        newHighScore,
      });
      return { ...base, phase: 'game-over', newHighScore, events };
    }
    const turn = me.turns.length + 1;
    events.push({ type: 'turn-passed', from: state.current, to: state.current, turn });
    return { ...base, phase: 'awaiting-roll', turn, events };
  }

  const other = (state.current + 1) % count;
  let finalRound = state.finalRound;
  if (finalRound !== null && other === finalRound.marked) {
    // Every other player has had their last turn.
    const winner = winnerOf(finalRound, players);
    events.push({
      type: 'game-over',
      scores: players.map((p) => p.total),
      winner,
      finalScore: null,
      newHighScore: false,
    });
    return { ...base, phase: 'game-over', winner, events };
  }
  if (finalRound === null && me.total >= state.rules.target) {
    finalRound = { marked: state.current, total: me.total, challenger: other };
    events.push({ type: 'final-round-started', ...finalRound });
  }
  const turn = (players[other]?.turns.length ?? 0) + 1;
  events.push({ type: 'turn-passed', from: state.current, to: other, turn });
  return { ...base, phase: 'awaiting-roll', current: other, turn, finalRound, events };
}
