/**
 * What the fields of a state must agree on: the fields that others determine (computed by `derived.ts`, as the
 * engine computes them), whose turn it is, the end of the game, the dice and the computer's goal. The engine
 * keeps all of it by construction; a loaded save is checked here.
 */
import {
  bankMinimumFor,
  lastChanceNeed,
  levelOf,
  replayMark,
  rollScoreOf,
  selectionScoreOf,
  winnerOf,
} from './derived.ts';
import { FarkleError } from './errors.ts';
import { GOALS } from './goals.ts';
import type { Rules } from './rules.ts';
import { scoreSelection } from './scoring.ts';
import type { FarkleState } from './state.ts';

/** A save that cannot be loaded: `field` names what is wrong. */
export function fail(field: string, problem: string): never {
  throw new FarkleError('invalid-save', `${field}: ${problem}`);
}

/** The rules that tie the fields together; each failure names the field that breaks them. */
export function checkConsistency(s: FarkleState): void {
  const me = s.players[s.current];
  if (me === undefined) fail('current', 'must be a player index');
  const over = s.phase === 'game-over';
  const solo = s.players.length === 1;
  const turns = s.rules.onePlayerTurns;
  const target = s.rules.target;

  // Whose turn and which turn: everyone plays in seat order, so the counts fall by at most one, once.
  const lengths = s.players.map((p) => p.turns.length);
  if (!solo) {
    const first = lengths[0] ?? 0;
    lengths.forEach((n, i) => {
      const before = lengths[i - 1] ?? first;
      if (n > before || n < first - 1) {
        fail(`players[${i}].turns`, 'players play in turn from player one: equal turns or one fewer');
      }
    });
    const next = lengths.findIndex((n) => n < first);
    if (!over && s.current !== (next < 0 ? 0 : next)) fail('current', 'must be the player with fewer turns');
  } else if ((lengths[0] ?? 0) > turns) {
    fail('players[0].turns', `must have at most ${turns} turns`);
  }
  if (over) {
    if (s.turn !== me.turns.length || s.turn === 0) fail('turn', 'must be the last turn played');
    if (solo && me.turns.length !== turns) fail('players[0].turns', `a finished game has ${turns} turns`);
  } else {
    if (s.turn !== me.turns.length + 1) fail('turn', 'must be the number of the turn being played');
    if (solo && me.turns.length >= turns) fail('phase', `${turns} turns played: the game is over`);
  }

  // The end of the game.
  if (!solo) {
    if (s.newHighScore) fail('newHighScore', 'only one-player games set a new high score');
    const round = s.finalRound;
    const replayed = replayMark(s.players, target);
    const expected = replayed.round;
    const lastTurns = s.players.length - 1;
    if (expected === null) {
      if (over) fail('finalRound', 'a finished game has a final round');
      if (round !== null) fail('finalRound', `must be null: no player has reached ${target}`);
    } else {
      if (round === null) {
        fail('finalRound', `must be set: player ${expected.marked} reached ${target} first`);
      }
      if (
        round.marked !== expected.marked ||
        round.challenger !== expected.challenger ||
        round.total !== expected.total
      ) {
        fail(
          'finalRound',
          `must mark player ${expected.marked} with ${expected.total}: the first total to reach ${target}`,
        );
      }
      if (replayed.turnsAfter > lastTurns) {
        fail(
          `players[${expected.marked}].turns`,
          'the game ends once every other player has had a last turn',
        );
      }
      if (over !== (replayed.turnsAfter === lastTurns)) {
        fail('phase', over ? 'a player has not had their last turn yet' : 'the last turn was played');
      }
    }
    if (over) {
      if (s.winner !== (round === null ? null : winnerOf(round, s.players))) {
        fail('winner', 'must be the highest total, the first to reach it on a tie');
      }
      const last = round === null ? -1 : (round.marked + lastTurns) % s.players.length;
      if (s.current !== last) fail('current', 'the last challenger plays the last turn');
    } else if (s.winner !== null) fail('winner', 'must be null while the game is on');
  } else {
    if (s.finalRound !== null) fail('finalRound', 'one-player games have no final round');
    if (s.winner !== null) fail('winner', 'one-player games have no winner');
    if (s.newHighScore !== (over && me.total > s.highScore)) {
      fail('newHighScore', 'must say whether the finished game beat the high score');
    }
  }

  // The dice and the turn in progress.
  const faces = s.dice.map((d) => d.face);
  if (faces.some((f) => f === null) && faces.some((f) => f !== null)) {
    fail('dice', 'either no die has been rolled yet or all have');
  }
  const neverRolled = faces.every((f) => f === null);
  if (neverRolled && (s.players.some((p) => p.turns.length > 0) || s.phase !== 'awaiting-roll')) {
    fail('dice', 'dice without faces only before the first roll of the game');
  }
  if (!neverRolled && s.phase === 'awaiting-roll' && s.players.every((p) => p.turns.length === 0)) {
    fail('dice', 'no die has a face before the first roll of the game');
  }
  if (s.phase !== 'choosing') {
    s.dice.forEach((d, i) => {
      if (d.locked || d.selected) fail(`dice[${i}]`, 'no die is locked or selected between turns');
    });
    if (s.turnTotal !== 0) fail('turnTotal', 'must be 0 between turns');
    if (s.selectionScore !== 0) fail('selectionScore', 'must be 0 between turns');
    if (s.rollScore !== 0) fail('rollScore', 'must be 0 between turns');
    if (s.computerGoal !== null) fail('computerGoal', 'must be null between turns');
    return;
  }
  s.dice.forEach((d, i) => {
    if (d.locked && d.selected) fail(`dice[${i}]`, 'a locked die cannot be selected');
  });
  if (s.dice.every((d) => d.locked)) fail('dice', 'a roll leaves at least one die unlocked');
  if (s.rollScore !== rollScoreOf(s.dice, s.rules) || s.rollScore === 0) {
    fail('rollScore', 'must be the score of the unlocked dice, and a roll on the table scores');
  }
  if (s.selectionScore !== selectionScoreOf(s.dice, s.rules)) {
    fail('selectionScore', 'must be the score of the selected dice');
  }
  const locked = s.dice.flatMap((d) => (d.locked && d.face !== null ? [d.face] : []));
  // Locked dice are the union of earlier scoring selections, so together they score as well.
  if (locked.length > 0 && scoreSelection(locked, s.rules) === 0)
    fail('dice', 'locked dice must have scored');
  if (s.turnTotal % 50 !== 0 || (locked.length > 0 && s.turnTotal === 0)) {
    fail('turnTotal', 'must be a multiple of 50 that counts the locked dice');
  }
  const classic = me.kind === 'computer' && levelOf(s, s.current) === 'classic';
  if ((s.computerGoal === null) === classic) {
    fail('computerGoal', 'a Classic computer player choosing has a goal; a human or Expert player has none');
  }
  if (s.computerGoal !== null) checkGoal(s, s.computerGoal);
}

/**
 * A Classic goal is drawn (300, 600 or 1000), or what it needs when that is more: in a last-chance turn what it
 * needs to win, and never less than it may bank.
 */
function checkGoal(s: FarkleState, goal: number): void {
  const needed = Math.max(
    lastChanceNeed(s.finalRound, s.players, s.current),
    bankMinimumFor(s.rules, s.players[s.current]),
  );
  const drawn = (GOALS as readonly number[]).includes(goal);
  if (!(drawn ? goal >= needed : goal === needed)) {
    fail(
      'computerGoal',
      `must be 300, 600 or 1000, or at least the ${needed} it needs (a last chance, the bank minimum)`,
    );
  }
}

/**
 * A player's turn records under these rules: 0 for a farkle, a bank (a multiple of 50 of at least the bank
 * minimum, the first one at least the entry minimum too), or on the third farkle in a row under a penalty,
 * minus the points it took. `at` names the player.
 */
export function checkTurns(turns: readonly number[], rules: Rules, at: string): void {
  let total = 0;
  let streak = 0;
  let onBoard = false;
  turns.forEach((t, k) => {
    const field = `${at}.turns[${k}]`;
    if (t > 0) {
      const least = onBoard ? rules.bankMinimum : Math.max(rules.bankMinimum, rules.entryMinimum);
      if (t % 50 !== 0 || t < least)
        fail(field, `must be 0 (a farkle) or a banked score: a multiple of 50 from ${least}`);
      onBoard = true;
      streak = 0;
    } else if (rules.threeFarklePenalty > 0 && streak === 2) {
      if (t !== -Math.min(rules.threeFarklePenalty, total)) {
        fail(
          field,
          `the third farkle in a row costs ${rules.threeFarklePenalty} (at most the total): must be ${-Math.min(rules.threeFarklePenalty, total)}`,
        );
      }
      streak = 0;
    } else {
      if (t !== 0) fail(field, 'must be 0 (a farkle) or a banked score');
      streak++;
    }
    total += t;
  });
}
