/**
 * What the fields of a state must agree on: the fields that others determine (computed by `derived.ts`, as the
 * engine computes them), whose turn it is, the end of the game, the dice and the computer's goal. The engine
 * keeps all of it by construction; a loaded save is checked here.
 */
import { lastChanceNeed, replayMark, rollScoreOf, selectionScoreOf, winnerOf } from './derived.ts';
import { FarkleError } from './errors.ts';
import { GOALS } from './goals.ts';
import { scoreSelection } from './scoring.ts';
import { ONE_PLAYER_TURNS, WINNING_TOTAL } from './state.ts';
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
  const twoPlayer = s.players.length === 2;

  // Whose turn and which turn.
  const lengths = s.players.map((p) => p.turns.length);
  if (twoPlayer) {
    const [a = 0, b = 0] = lengths;
    if (a !== b && a !== b + 1) fail('players[0].turns', 'player one plays first: equal turns or one more');
    if (!over && s.current !== (a === b ? 0 : 1)) fail('current', 'must be the player with fewer turns');
  } else if ((lengths[0] ?? 0) > ONE_PLAYER_TURNS) {
    fail('players[0].turns', `must have at most ${ONE_PLAYER_TURNS} turns`);
  }
  if (over) {
    if (s.turn !== me.turns.length || s.turn === 0) fail('turn', 'must be the last turn played');
    if (!twoPlayer && me.turns.length !== ONE_PLAYER_TURNS)
      fail('players[0].turns', 'a finished game has 10 turns');
  } else {
    if (s.turn !== me.turns.length + 1) fail('turn', 'must be the number of the turn being played');
    if (!twoPlayer && me.turns.length >= ONE_PLAYER_TURNS)
      fail('phase', 'ten turns played: the game is over');
  }

  // The end of the game.
  if (twoPlayer) {
    if (s.newHighScore) fail('newHighScore', 'only one-player games set a new high score');
    const round = s.finalRound;
    const replayed = replayMark(s.players);
    const expected = replayed.round;
    if (expected === null) {
      if (over) fail('finalRound', 'a finished two-player game has a final round');
      if (round !== null) fail('finalRound', `must be null: no player has reached ${WINNING_TOTAL}`);
    } else {
      if (round === null) {
        fail('finalRound', `must be set: player ${expected.marked} reached ${WINNING_TOTAL} first`);
      }
      if (
        round.marked !== expected.marked ||
        round.challenger !== expected.challenger ||
        round.total !== expected.total
      ) {
        fail(
          'finalRound',
          `must mark player ${expected.marked} with ${expected.total}: the first total to reach ${WINNING_TOTAL}`,
        );
      }
      if (replayed.turnsAfter > 1) {
        fail(`players[${expected.marked}].turns`, "the game ends with the challenger's last turn");
      }
      if (over !== (replayed.turnsAfter === 1)) {
        fail('phase', over ? 'the challenger has not had the last turn yet' : 'the last turn was played');
      }
    }
    if (over) {
      if (s.winner !== (round === null ? null : winnerOf(round, s.players))) {
        fail('winner', 'must be the challenger only if they exceeded the marked total');
      }
      if (s.current !== round?.challenger) fail('current', 'the challenger plays the last turn');
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
  if (s.rollScore !== rollScoreOf(s.dice) || s.rollScore === 0) {
    fail('rollScore', 'must be the score of the unlocked dice, and a roll on the table scores');
  }
  if (s.selectionScore !== selectionScoreOf(s.dice)) {
    fail('selectionScore', 'must be the score of the selected dice');
  }
  const locked = s.dice.flatMap((d) => (d.locked && d.face !== null ? [d.face] : []));
  // Locked dice are the union of earlier scoring selections, so together they score as well.
  if (locked.length > 0 && scoreSelection(locked) === 0) fail('dice', 'locked dice must have scored');
  if (s.turnTotal % 50 !== 0 || (locked.length > 0 && s.turnTotal === 0)) {
    fail('turnTotal', 'must be a multiple of 50 that counts the locked dice');
  }
  const classic = me.kind === 'computer' && s.computerLevel === 'classic';
  if ((s.computerGoal === null) === classic) {
    fail('computerGoal', 'a Classic computer player choosing has a goal; a human or Expert player has none');
  }
  if (s.computerGoal !== null) checkGoal(s, s.computerGoal);
}

/** A Classic goal is drawn (300, 600 or 1000), or in a last-chance turn what it needs to win when that is more. */
function checkGoal(s: FarkleState, goal: number): void {
  const needed = lastChanceNeed(s.finalRound, s.players, s.current);
  const drawn = (GOALS as readonly number[]).includes(goal);
  if (!(drawn ? goal >= needed : goal === needed)) {
    fail(
      'computerGoal',
      `must be 300, 600 or 1000, or in a last-chance turn at least the ${needed} it needs`,
    );
  }
}
