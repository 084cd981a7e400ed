import { describe, expect, it } from 'vitest';
import { advise, apply, computerAction, newGame } from '@pastime/farkle';
import type { Action, ComputerLevel, FarkleState } from '@pastime/farkle';
import { driveJson, farklePlayer, jsonLines, runCli } from './support/cli.ts';
import { expectRestored, terminalTests } from './support/tmux.ts';

const { start } = terminalTests();

/** A line command of `farklePlayer` as the engine's action (the line numbers dice from 1, the engine from 0). */
function actionOf(command: string): Action {
  if (command === 'roll') return { type: 'roll' };
  if (command === 'bank') return { type: 'bank' };
  return {
    type: 'select',
    indices: command
      .slice('select '.length)
      .split(' ')
      .map((d) => Number(d) - 1),
  };
}

/** What the Expert does, straight from `advise`: set aside the advised dice, then roll or bank as advised. */
function expertMove(state: FarkleState): Action {
  if (state.phase === 'awaiting-roll') return { type: 'roll' };
  const advice = advise(state);
  const selected = state.dice.flatMap((die, i) => (die.selected ? [i] : []));
  if (JSON.stringify(selected) !== JSON.stringify(advice.indices)) {
    return { type: 'select', indices: advice.indices };
  }
  return { type: advice.then };
}

interface Step {
  readonly action: Action;
}

/**
 * Plays a seeded game against the computer through the pipe, the human side by `farklePlayer`, and replays it
 * with the engine: every step the computer printed is checked against `expected` on the state it faced.
 */
async function replayAgainstComputer(
  level: ComputerLevel,
  expected: (state: FarkleState) => Action,
): Promise<Action[]> {
  const seed = 'level test';
  const { states, sent } = await driveJson(
    ['farkle', '--level', level, '--seed', seed, '--no-save'],
    (state) => farklePlayer(state),
  );
  expect(states[0]?.['computerLevel']).toBe(level);
  expect(states.at(-1)?.['phase']).toBe('game-over');
  let state = newGame({ mode: 'vs-computer', seed, computerLevel: level });
  const played: Action[] = [];
  sent.forEach((command, i) => {
    state = apply(state, actionOf(command));
    for (const step of states[i + 1]?.['computer'] as Step[]) {
      expect(step.action).toEqual(expected(state));
      played.push(step.action);
      state = apply(state, step.action);
    }
  });
  expect(played.length).toBeGreaterThan(10);
  expect(state.phase).toBe('game-over');
  return played;
}

describe('Farkle --level', () => {
  it("expert: every step of the computer is advise's choice, in a whole seeded game", async () => {
    const expert = await replayAgainstComputer('expert', expertMove);
    // The same seed and the same human play against the Classic computer: a different game.
    const classic = await replayAgainstComputer('classic', computerAction);
    expect(JSON.stringify(classic)).not.toBe(JSON.stringify(expert));
  });

  it('names the Expert in the table title, and refuses a level that does not exist (exit 2)', async () => {
    const bad = await runCli(['farkle', '--level', 'master']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe(
      "pastime: --level must be classic or expert, got 'master'\nRun 'pastime farkle --help' to see the options.\n",
    );
    const alone = await runCli(['farkle', '--level', 'expert', '--players', '1']);
    expect(alone.code).toBe(2);
    expect(alone.stderr).toContain(
      '--level needs two players (the computer is the second): drop --players 1 or use --players 2',
    );
    const p = start(['farkle', '--level', 'expert', '--seed', '3']);
    await p.waitFor('FARKLE Two Player Mode, against the computer (Expert)');
    p.send('C-c');
    expect(await p.exitCode()).toBe(130);
  });
});

describe('Farkle advise through a pipe', () => {
  it('answers in text with the advice and every choice, dice numbered from 1 as in the hint', async () => {
    // Seed 3 first rolls 1 2 2 3 5 4.
    const result = await runCli(['farkle', '--seed', '3', '--no-save'], {
      input: 'advise\nroll\nhint\nadvise\n',
    });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const first = advise(newGame({ mode: 'one-player', seed: '3' }));
    // Before the first roll the only choice is to roll, worth the exact optimum of a turn (about 551.4).
    expect(first.expectedTurnScore).toBeCloseTo(551.4, 1);
    expect(result.stdout).toContain(
      `Advice: roll: ${first.expectedTurnScore.toFixed(1)} points expected this turn.\nChoices, best first (dice, then, expected turn score):\n  -           roll   ${first.expectedTurnScore.toFixed(1)}\n`,
    );
    const rolled = apply(newGame({ mode: 'one-player', seed: '3' }), { type: 'roll' });
    const advice = advise(rolled);
    expect(result.stdout).toContain('Hint: select 1, 5 for 150 points.');
    const positions = advice.indices.map((i) => i + 1);
    expect(result.stdout).toContain(
      `Advice: set aside ${positions.length === 1 ? 'die' : 'dice'} ${positions.join(', ')}, then ${advice.then}: ${advice.expectedTurnScore.toFixed(1)} points expected this turn.`,
    );
    const rows = result.stdout
      .split('Choices, best first')[2]
      ?.split('\n')
      .slice(1, advice.options.length + 1);
    expect(rows).toEqual(
      advice.options.map(
        (o) =>
          `  ${o.indices
            .map((i) => i + 1)
            .join(' ')
            .padEnd(12)}${o.then}${o.expectedTurnScore.toFixed(1).padStart(8)}`,
      ),
    );
  });

  it('answers in JSON with the fields of advise (indices from 0, as the hint), win probabilities with a computer', async () => {
    const result = await runCli(['farkle', '--computer', '--seed', '3', '--json', '--no-save'], {
      input: 'advise\nroll\nadvise\n',
    });
    const [, beforeRoll, rolled, advised] = jsonLines(result.stdout);
    let state = newGame({ mode: 'vs-computer', seed: '3' });
    const first = advise(state);
    expect(beforeRoll).toMatchObject({
      command: 'advise',
      outcome: 'advice',
      indices: [],
      then: 'roll',
      expectedTurnScore: first.expectedTurnScore,
      winProbability: first.winProbability,
      options: first.options,
      phase: 'awaiting-roll',
    });
    state = apply(state, { type: 'roll' });
    const advice = advise(state);
    expect(advised).toMatchObject({
      command: 'advise',
      outcome: 'advice',
      indices: advice.indices,
      then: advice.then,
      expectedTurnScore: advice.expectedTurnScore,
      winProbability: advice.winProbability,
      options: advice.options,
    });
    // Dice indices from 0 in JSON, as the hint has them; the board is unchanged by the advice.
    expect(rolled?.['hint']).toEqual([0, 4]);
    expect(advised?.['indices']).toEqual([0]);
    expect(advised?.['dice']).toEqual(rolled?.['dice']);
    expect(typeof advised?.['winProbability']).toBe('number');
    expect((advised?.['messages'] as string[])[0]).toMatch(
      /^Advice: set aside die 1, then roll: \d+\.\d points expected this turn, \d+\.\d% to win\.$/,
    );
  });

  it('refuses advise once the game is over', async () => {
    const { states, result } = await driveJson(['farkle', '--seed', '5', '--no-save'], (state) =>
      state['phase'] === 'game-over'
        ? state['outcome'] === 'refused'
          ? undefined
          : 'advise'
        : farklePlayer(state),
    );
    expect(states.at(-2)).toMatchObject({ outcome: 'refused', error: 'Cannot advise: the game is over.' });
    expect(result.stderr).toBe('Cannot advise: the game is over.\n');
  });
});

describe('Farkle advice in a terminal', () => {
  it('? marks the advised dice, says the advice and lists every choice; the rules come back after the roll', async () => {
    const p = start(['farkle', '--computer', '--level', 'expert', '--seed', '3', '--delay', '0']);
    await p.waitFor("Jacob's turn");
    p.send('r');
    await p.waitFor('Jacob rolled: 1 2 2 3 5 4');
    p.send('?');
    const state = apply(newGame({ mode: 'vs-computer', seed: '3', computerLevel: 'expert' }), {
      type: 'roll',
    });
    const advice = advise(state);
    const win = (advice.winProbability ?? 0) * 100;
    const screen = await p.waitFor(
      `Advice: set aside die 1, then roll: ${advice.expectedTurnScore.toFixed(1)} points expected this turn, ${win.toFixed(1)}% to win.`,
    );
    // The panel replaces the scoring rules: a row per choice, the advised one first.
    expect(screen).toMatch(/Advice\s*\n.*dice\s+then\s+pts\s+win%/);
    for (const option of advice.options) {
      const dice = option.indices.map((i) => i + 1).join('');
      const chance = ((option.winProbability ?? 0) * 100).toFixed(1);
      expect(screen).toMatch(
        new RegExp(`${dice} +${option.then} +${Math.round(option.expectedTurnScore)} +${chance}`),
      );
    }
    expect(screen).not.toContain('Scoring');
    // The advised die has the hint's border.
    expect(screen).toMatch(/┏━━━┓ ╭───╮/);
    p.send('1', 'r');
    // The frame is read whole: the rules are back at the top and the advice has left the bottom line.
    await p.waitFor((screen) => screen.includes('Scoring') && !screen.includes('Advice:'));
    p.send('q', 'y');
    expect(await p.exitCode()).toBe(0);
    expectRestored(p);
  });

  it('lists the other choices under the advice where the panel does not fit', async () => {
    const p = start(['farkle', '--computer', '--seed', '3'], { columns: 57, rows: 22 });
    await p.waitFor("Jacob's turn");
    p.send('r');
    await p.waitFor('Jacob rolled: 1 2 2 3 5 4');
    p.send('?');
    await p.waitFor('Advice: set aside die 1, then roll');
    const screen = await p.waitFor(/Others: 5 roll \d+\.\d% · 1 5 roll \d+\.\d%/);
    expect(screen).not.toContain('dice   then');
    p.send('C-c');
    expect(await p.exitCode()).toBe(130);
  });
});
