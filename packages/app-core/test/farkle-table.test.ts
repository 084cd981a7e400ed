import {
  apply,
  canBank,
  canRoll,
  canSelectAll,
  canHint,
  canToggle,
  hint,
  isComputerTurn,
  isHotDice,
  newGame,
  RULE_PRESETS,
  type FarkleState,
} from '@pastime/farkle';
import { describe, expect, it } from 'vitest';
import {
  bannerOf,
  describeEvent,
  endSummary,
  endSummaryText,
  endedOnNewHighScore,
  finishedFarkleGame,
  farkleControls,
  farkledDice,
  farkleLossText,
  farkleMenu,
  formatPoints,
  gameInProgress,
  instruction,
  instructionText,
  rolledDice,
  tableMessage,
  threeFarklePenaltyText,
  turnRows,
  turnStatus,
  turnStatusText,
} from '../src/index.ts';
import { hasEvent, plan, reach } from './support/farkle-play.ts';

const ONE = { mode: 'one-player', seed: 3, names: ['Ada'] } as const;
const TWO = { mode: 'two-player', seed: 6, names: ['Ada', 'Bo'] } as const;
const VS = { mode: 'vs-computer', seed: 5, names: ['Ada'] } as const;

const LABELS = {
  hint: 'Hint',
  advisor: 'Advisor',
  'new-game': 'New Game',
  'restart-game': 'Restart Game',
  'reset-high-score': 'Reset High Score',
  quit: 'Quit',
} as const;

const enabled = (state: FarkleState | null) =>
  Object.fromEntries(farkleMenu(state).map((item) => [LABELS[item.command], item.enabled]));

describe('controls', () => {
  it('follow the engine’s queries in every state of a game', () => {
    let state = newGame(ONE);
    for (let i = 0; state.phase !== 'game-over'; i++) {
      const c = farkleControls(state);
      expect(c.roll).toBe(canRoll(state));
      expect(c.bank).toBe(canBank(state));
      expect(c.selectAll).toBe(canSelectAll(state));
      expect(c.hint).toBe(canHint(state));
      expect(c.select).toBe(state.phase === 'choosing');
      expect(c.toggle).toEqual([0, 1, 2, 3, 4, 5].map((d) => canToggle(state, d)));
      state = apply(state, plan(state));
      expect(i).toBeLessThan(500);
    }
    expect(farkleControls(state)).toEqual({
      roll: false,
      bank: false,
      selectAll: false,
      hint: false,
      select: false,
      toggle: Array(6).fill(false),
    });
  });

  it('are all off while the computer plays', () => {
    const computer = reach(VS, (s) => isComputerTurn(s) && s.phase === 'choosing');
    expect(canSelectAll(computer)).toBe(true);
    expect(farkleControls(computer)).toEqual({
      roll: false,
      bank: false,
      selectAll: false,
      hint: false,
      select: false,
      toggle: Array(6).fill(false),
    });
  });
});

describe('the File menu (002 §1.2.10)', () => {
  it('offers Hint only after a roll and before any die is selected', () => {
    const fresh = newGame(ONE);
    expect(enabled(fresh)).toEqual({
      Hint: false,
      Advisor: true,
      'New Game': true,
      'Restart Game': true,
      'Reset High Score': true,
      Quit: true,
    });
    const rolled = apply(fresh, { type: 'roll' });
    expect(enabled(rolled).Hint).toBe(true);
    const selected = apply(rolled, plan(rolled));
    expect(selected.dice.some((die) => die.selected)).toBe(true);
    expect(enabled(selected).Hint).toBe(false);
  });

  it('disables Hint, New Game and Restart Game while the computer plays', () => {
    const computer = reach(VS, (s) => isComputerTurn(s) && s.phase === 'choosing');
    expect(enabled(computer)).toEqual({
      Hint: false,
      Advisor: true,
      'New Game': false,
      'Restart Game': false,
      'Reset High Score': true,
      Quit: true,
    });
  });

  it('has the six items in order, and without a game only the Advisor, New Game, Reset High Score and Quit', () => {
    expect(farkleMenu(null).map((item) => LABELS[item.command])).toEqual([
      'Hint',
      'Advisor',
      'New Game',
      'Restart Game',
      'Reset High Score',
      'Quit',
    ]);
    expect(enabled(null)).toEqual({
      Hint: false,
      Advisor: true,
      'New Game': true,
      'Restart Game': false,
      'Reset High Score': true,
      Quit: true,
    });
  });

  it('offers the Advisor as an item that is on or off', () => {
    const advisor = (on: boolean) => farkleMenu(newGame(ONE), on).find((item) => item.command === 'advisor');
    expect(advisor(false)).toEqual({ command: 'advisor', enabled: true, checked: false });
    expect(advisor(true)?.checked).toBe(true);
    // The other items are plain commands.
    expect(
      farkleMenu(null)
        .filter((item) => item.checked !== undefined)
        .map((item) => item.command),
    ).toEqual(['advisor']);
  });
});

describe('turn lists', () => {
  it('one player: ten turns, the current one marked, played ones with their points', () => {
    const state = reach(ONE, (s) => s.turn === 4 && s.phase === 'awaiting-roll');
    const rows = turnRows(state, 0);
    expect(rows).toHaveLength(10);
    expect(rows.filter((row) => row.current).map((row) => row.turn)).toEqual([4]);
    expect(rows.slice(0, 3).map((row) => row.points)).toEqual(state.players[0]?.turns);
    expect(rows.slice(3).every((row) => row.points === null)).toBe(true);
  });

  it('two players: five rows at first, one more per turn, eleven at the start of the 11th turn (1.4.5)', () => {
    const fresh = newGame(TWO);
    expect(turnRows(fresh, 0)).toHaveLength(5);
    expect(turnRows(fresh, 1)).toHaveLength(5);
    expect(turnRows(fresh, 0)[0]?.current).toBe(true);
    expect(turnRows(fresh, 1).some((row) => row.current)).toBe(false);
    const eleventh = reach(TWO, (s) => s.current === 0 && s.players[0]?.turns.length === 10);
    expect(turnRows(eleventh, 0)).toHaveLength(11);
    expect(turnRows(eleventh, 0)[10]?.current).toBe(true);
    expect(turnRows(eleventh, 1)).toHaveLength(10);
    expect(turnRows(eleventh, 2)).toEqual([]);
  });

  it('mark no turn once the game is over', () => {
    const over = reach(ONE, (s) => s.phase === 'game-over');
    expect(turnRows(over, 0).some((row) => row.current)).toBe(false);
    expect(turnRows(over, 0).map((row) => row.points)).toEqual(over.players[0]?.turns);
  });
});

describe('the table’s message', () => {
  it('shouts Farkle with the points lost', () => {
    const farkled = reach(ONE, (s) => hasEvent(s, 'farkled'));
    expect(tableMessage(farkled)).toEqual({ kind: 'farkle', name: 'Ada', pointsLost: 200, penalty: null });
    expect(farkleLossText({ kind: 'farkle', name: 'Ada', pointsLost: 200, penalty: null })).toBe(
      'Ada loses 200 points.',
    );
  });

  it('says what a third farkle in a row took from the total: the penalty, or all of a smaller total', () => {
    // Seeds of popular-rules games (a penalty of 1,000) whose planned play reaches each case.
    const penaltyOf = (seed: number, found: (taken: number, lost: number) => boolean): FarkleState =>
      reach({ mode: 'one-player', names: ['Ada'], seed, rules: RULE_PRESETS.popular }, (s) =>
        s.events.some(
          (e) => e.type === 'farkled' && e.penalty !== undefined && found(e.penalty, e.pointsLost),
        ),
      );
    const words = (state: FarkleState) => {
      const message = tableMessage(state);
      if (message?.kind !== 'farkle') throw new Error('no farkle');
      const event = state.events.find((e) => e.type === 'farkled');
      return {
        penalty: message.penalty,
        table: farkleLossText(message),
        said: event && describeEvent(event, state),
      };
    };
    const full = penaltyOf(10, (taken, lost) => taken === 1000 && lost > 0);
    expect(full.players[0]?.total).toBe(1000);
    expect(words(full)).toEqual({
      penalty: { taken: 1000, penalty: 1000, total: 1000 },
      table: 'Three in a row: Ada loses 200 points and 1,000 of the total.',
      said: 'Farkle! Ada loses the turn’s 200 points, and a third farkle in a row takes 1,000 points off the total (now 1,000).',
    });
    expect(words(penaltyOf(32, (taken, lost) => taken === 1000 && lost === 0))).toEqual({
      penalty: { taken: 1000, penalty: 1000, total: 250 },
      table: 'Three in a row: Ada loses 1,000 of the total.',
      said: 'Farkle! No points for Ada this turn, and a third farkle in a row takes 1,000 points off the total (now 250).',
    });
    expect(words(penaltyOf(17, (taken) => taken > 0 && taken < 1000))).toEqual({
      penalty: { taken: 500, penalty: 1000, total: 0 },
      table: 'Three in a row: Ada loses 250 points and all 500 of the total.',
      said: 'Farkle! Ada loses the turn’s 250 points, and a third farkle in a row takes the whole total, 500 points (the 1,000-point penalty stops at 0).',
    });
    expect(words(penaltyOf(4, (taken) => taken === 0))).toEqual({
      penalty: { taken: 0, penalty: 1000, total: 0 },
      table: 'Three in a row: Ada loses 400 points; the total is already 0.',
      said: 'Farkle! Ada loses the turn’s 400 points, and a third farkle in a row costs nothing: the total is already 0.',
    });
  });

  it('words the three-farkle penalty as a rule that stops at the player’s total', () => {
    expect(threeFarklePenaltyText(0)).toBe('');
    expect(threeFarklePenaltyText(RULE_PRESETS.popular.threeFarklePenalty)).toBe(
      'Three Farkles in a row cost 1,000 points of the player’s total, or all of it when it is less: a total never goes below 0.',
    );
  });

  it('marks the dice of the roll that farkled, not the ones set aside before it (1.2.7)', () => {
    const farkled = reach(ONE, (s) => hasEvent(s, 'farkled'));
    // Die 1 (a 1) and dice 5 and 6 (5s) were set aside; dice 2 to 4 were thrown again and scored nothing.
    expect(farkled.dice.map((die) => die.face)).toEqual([1, 6, 3, 6, 5, 5]);
    expect(farkled.dice.some((die) => die.locked)).toBe(false);
    expect(farkledDice(farkled)).toEqual([1, 2, 3]);
    expect(rolledDice(farkled)).toEqual([1, 2, 3]);
    // Any other roll: the dice it threw, and no farkle mark.
    const rolled = apply(newGame(ONE), { type: 'roll' });
    expect(rolledDice(rolled)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(farkledDice(rolled)).toEqual([]);
    expect(farkledDice(apply(farkled, { type: 'roll' }))).toEqual([]);
  });

  it('announces hot dice, then the bonus roll', () => {
    const hot = reach(ONE, (s) => isHotDice(s));
    expect(tableMessage(hot)).toEqual({ kind: 'hot-dice', turnTotal: hot.turnTotal + hot.selectionScore });
    const bonus = apply(hot, { type: 'roll' });
    expect(tableMessage(bonus)).toEqual({ kind: 'bonus-roll' });
  });

  it('says who banked and what comes next', () => {
    const banked = reach(TWO, (s) => hasEvent(s, 'banked'));
    expect(tableMessage(banked)).toEqual({
      kind: 'banked',
      name: 'Ada',
      points: banked.players[0]?.total,
      next: { kind: 'roll-to-start' },
    });
  });

  it('otherwise says what to do next', () => {
    const fresh = newGame(ONE);
    expect(tableMessage(fresh)).toEqual({ kind: 'instruction', instruction: { kind: 'roll-to-start' } });
    const said = (state: FarkleState): string => instructionText(instruction(state));
    expect(said(fresh)).toBe('Roll the dice to start the turn.');
    const rolled = apply(fresh, { type: 'roll' });
    expect(said(rolled)).toBe('Select the scoring dice you want to keep.');
    const nonScoring = rolled.dice.findIndex((die) => die.face !== 1 && die.face !== 5);
    expect(said(apply(rolled, { type: 'toggle', index: nonScoring }))).toBe(
      'A selected die does not score: change the selection.',
    );
    const small = apply(rolled, plan(rolled));
    expect(small.selectionScore).toBeLessThan(300);
    expect(said(small)).toBe('Roll the other dice again: you can bank from 300 points.');
    const bankable = reach(ONE, (s) => canBank(s));
    expect(said(bankable)).toBe('Roll the other dice again, or bank the turn score.');
    // The computer's turn, step by step: about to roll, choosing, keeping dice with the goal it drew.
    const computerStarts = reach(VS, (s) => isComputerTurn(s));
    expect(said(computerStarts)).toBe('Computer is about to roll.');
    const computerRolled = apply(computerStarts, plan(computerStarts));
    expect(computerRolled.phase).toBe('choosing');
    expect(said(computerRolled)).toBe('Computer is choosing its dice.');
    const computerKept = apply(computerRolled, { type: 'select', indices: hint(computerRolled) });
    const kept = hint(computerRolled).map((i) => computerRolled.dice[i]?.face);
    expect(instruction(computerKept)).toEqual({
      kind: 'computer-keeps',
      name: 'Computer',
      faces: kept,
      points: computerKept.selectionScore,
      goal: computerKept.computerGoal,
    });
    expect(said(computerKept)).toBe(
      `Computer keeps ${kept.join(' and ')} for ${computerKept.selectionScore} points, aiming for ${computerKept.computerGoal} this turn.`,
    );
    expect(said(reach(ONE, (s) => s.phase === 'game-over'))).toBe('');
  });
});

describe('status', () => {
  it('says whose turn it is, and when it is the last', () => {
    const said = (state: FarkleState): string => turnStatusText(turnStatus(state));
    expect(turnStatus(newGame(ONE))).toEqual({ kind: 'solo', name: 'Ada', turn: 1, of: 10 });
    expect(said(newGame(ONE))).toBe('Turn 1 of 10');
    expect(said(newGame(TWO))).toBe('Ada’s turn');
    expect(said(reach(VS, (s) => isComputerTurn(s)))).toBe('Computer is playing');
    const last = reach(TWO, (s) => hasEvent(s, 'final-round-started'));
    expect(turnStatus(last)).toEqual({ kind: 'turn', name: 'Bo', computer: false, lastTurn: true });
    expect(said(last)).toBe('Bo’s turn (last turn)');
    expect(said(reach(TWO, (s) => s.phase === 'game-over'))).toBe('Game over');
  });

  it('shows the banner of the last event that calls for one', () => {
    expect(bannerOf([])).toBeUndefined();
    expect(bannerOf(reach(ONE, (s) => hasEvent(s, 'farkled')).events)).toBe('farkle');
    expect(bannerOf(reach(ONE, (s) => isHotDice(s) && hasEvent(s, 'hot-dice')).events)).toBe('hot-dice');
    expect(bannerOf(reach(TWO, (s) => hasEvent(s, 'final-round-started')).events)).toBe('last-turn');
    expect(bannerOf(reach(TWO, (s) => s.phase === 'game-over').events)).toBe('game-over');
  });

  it('counts a game as in progress from its first roll to its end', () => {
    const fresh = newGame(TWO);
    expect(gameInProgress(fresh)).toBe(false);
    expect(gameInProgress(apply(fresh, { type: 'roll' }))).toBe(true);
    expect(gameInProgress(reach(TWO, (s) => s.current === 1 && s.phase === 'awaiting-roll'))).toBe(true);
    expect(gameInProgress(reach(TWO, (s) => s.phase === 'game-over'))).toBe(false);
  });

  it('formats points with thousands separators', () => {
    expect(formatPoints(0)).toBe('0');
    expect(formatPoints(10350)).toBe('10,350');
  });
});

describe('the end of the game (1.5.1)', () => {
  it('one player: the score, and a congratulation only for a new high score', () => {
    const over = reach(ONE, (s) => s.phase === 'game-over');
    const total = over.players[0]?.total ?? 0;
    expect(endSummary(over, true, total)).toEqual({
      kind: 'solo',
      name: 'Ada',
      total,
      turns: 10,
      newHighScore: true,
      highScore: total,
    });
    expect(endSummaryText(endSummary(over, true, total))).toEqual({
      title: 'Game over',
      lines: [`Ada scored ${formatPoints(total)} points in 10 turns.`],
      congratulation: 'Congratulations! That is a new high score.',
    });
    expect(endSummaryText(endSummary(over, false, 20000))).toEqual({
      title: 'Game over',
      lines: [`Ada scored ${formatPoints(total)} points in 10 turns.`, 'The high score is 20,000.'],
      congratulation: null,
    });
  });

  it('one player under house rules: no high score to beat or make, and the reason said', () => {
    const over = reach({ ...ONE, rules: 'popular' }, (s) => s.phase === 'game-over');
    const total = over.players[0]?.total ?? 0;
    expect(total).toBeGreaterThan(0);
    // The engine compares with the high score it was given (0); the house rules keep none.
    expect(over.newHighScore).toBe(true);
    expect(endedOnNewHighScore(over)).toBe(false);
    expect(finishedFarkleGame('g', over, '2026-11-28T20:00:00.000Z').newHighScore).toBe(false);
    expect(endSummaryText(endSummary(over, true, 0))).toEqual({
      title: 'Game over',
      lines: [
        `Ada scored ${formatPoints(total)} points in 10 turns.`,
        'High scores are kept for games under the traditional rules.',
      ],
      congratulation: null,
    });
    const traditional = reach(ONE, (s) => s.phase === 'game-over');
    expect(endedOnNewHighScore(traditional)).toBe(traditional.newHighScore);
  });

  it('two players: the winner and both totals', () => {
    const over = reach(TWO, (s) => s.phase === 'game-over');
    expect(over.winner).toBe(1);
    expect(endSummaryText(endSummary(over, false, 0))).toEqual({
      title: 'Bo wins!',
      lines: over.players.map((p) => `${p.name}: ${formatPoints(p.total)} points`),
      congratulation: null,
    });
  });
});
