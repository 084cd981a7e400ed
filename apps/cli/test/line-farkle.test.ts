import { apply, newGame, RULE_PRESETS } from '@pastime/farkle';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BIN, driveJson, farklePlayer, jsonLines, runCli, tempDataHome, testEnv } from './support/cli.ts';

let home: ReturnType<typeof tempDataHome>;
beforeEach(() => {
  home = tempDataHome();
});
afterEach(() => home.remove());

interface Die {
  face: number | null;
  selected: boolean;
  locked: boolean;
}
interface Player {
  name: string;
  kind: string;
  total: number;
  turns: number[];
}
interface FarkleEventJson {
  type: string;
  [key: string]: unknown;
}

const dice = (state: Record<string, unknown> | undefined): Die[] => (state?.['dice'] ?? []) as Die[];
const players = (state: Record<string, unknown> | undefined): Player[] =>
  (state?.['players'] ?? []) as Player[];

describe('Farkle through a pipe', () => {
  it('rolls the games after the first of a seeded run from the seeds S/2, S/3, …', async () => {
    const result = await runCli(['farkle', '--seed', '3', '--json', '--no-save'], {
      input: 'roll\nnew\nroll\nnew\nroll\n',
    });
    const rolls = jsonLines(result.stdout).filter((line) => line['command'] === 'roll');
    expect(rolls.map((line) => line['events'])).toEqual(
      ['3', '3/2', '3/3'].map(
        (seed) => apply(newGame({ mode: 'one-player', seed }), { type: 'roll' }).events,
      ),
    );
  });

  it('opens by naming the rules, the goal and the computer levels', async () => {
    const two = await runCli(['farkle', '--no-save', '--seed', '1', '--seats', 'human,expert,classic'], {
      input: 'quit\n',
    });
    const opening = two.stdout.split('\n').slice(0, 5).join('\n');
    expect(opening).toContain('Traditional rules: first to 10,000 wins.');
    expect(opening).toMatch(/\(computer, Expert\).*\(computer, Classic\)/);
    const popular = await runCli(
      ['farkle', '--no-save', '--seed', '1', '--rules', 'POPULAR', '--players', '1'],
      {
        input: 'quit\n',
      },
    );
    expect(popular.stdout.split('\n')[1]).toBe('Popular rules: 10 turns; this game keeps no high score.');
  });

  it('prints the table, the scores and the status after every command', async () => {
    // Seed 3 first rolls 1 2 2 3 5 4.
    const result = await runCli(['farkle', '--seed', '3', '--no-save'], {
      input: 'roll\nhint\nselect 1 5\ntoggle 5\nall\n',
    });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const out = result.stdout;
    expect(
      out.startsWith(
        'Welcome to Farkle!\nTraditional rules: 10 turns to beat the high score.\nCommands: roll, select 1 3 5, toggle 2, all, bank, hint, advise, new, help, quit.',
      ),
    ).toBe(true);
    expect(out).not.toContain('\u001b');
    // Before the first roll the dice have no face.
    expect(out).toContain(
      'Dice:   1   2   3   4   5   6\n        -   -   -   -   -   -\nTurn total: 0  Selected: 0  Running total: 0  Roll score: 0\nStatus: awaiting-roll  Allowed: roll, advise',
    );
    expect(out).toContain(
      '        1   2   2   3   5   4\nTurn total: 0  Selected: 0  Running total: 0  Roll score: 150\nStatus: choosing  Allowed: select, all, hint, advise\nJacob rolled: 1 2 2 3 5 4 (up to 150 points).',
    );
    expect(out).toContain('Hint: select 1, 5 for 150 points.');
    expect(out).toContain('       [1]  2   2   3  [5]  4\nTurn total: 0  Selected: 150  Running total: 150');
    expect(out).toContain('       [1]  2   2   3   5   4\nTurn total: 0  Selected: 100  Running total: 100');
    // Select all takes the dice of the roll's maximum score and no others (SPEC-NOTES, Select All).
    expect(out).toContain(
      '       [1]  2   2   3  [5]  4\nTurn total: 0  Selected: 150  Running total: 150  Roll score: 150\nStatus: choosing  Allowed: roll, select, advise\n',
    );
    expect(out.match(/^Jacob: 0 after 0 of 10 turns {2}High score: 0$/gm)).toHaveLength(6);
    expect(out.trimEnd().endsWith('Thanks for playing Farkle!')).toBe(true);
  });

  it('reports bad commands and refused actions on stderr, and the game goes on', async () => {
    const input = [
      'select 1',
      'hint',
      'bank',
      'dance',
      '\u001b[31mdance',
      'roll',
      'roll',
      'select 1 1',
      'select 0',
      'select 7',
      'toggle',
      'bank now',
      'select 1',
      'hint',
      'bank',
      'select 2',
      'select 1 5',
      'roll',
      'select 1',
      'toggle 5',
    ].join('\n');
    const result = await runCli(['farkle', '--seed', '3', '--json', '--no-save'], { input });
    expect(result.code).toBe(0);
    expect(result.stderr.split('\n').filter((l) => l !== '')).toEqual([
      'Cannot select: roll the dice before you select dice.',
      'Cannot hint: there is no roll to give a hint for.',
      'Cannot bank: roll the dice before you bank.',
      "Invalid command 'dance': unknown command 'dance'. Commands: roll, select 1 3 5, toggle 2, all, bank, hint, advise, new, help, quit.",
      // Control characters are shown as escapes, never sent to the terminal.
      "Invalid command '\\x1b[31mdance': unknown command '\\x1b[31mdance'. Commands: roll, select 1 3 5, toggle 2, all, bank, hint, advise, new, help, quit.",
      'Cannot roll: select at least one die, all of them scoring, before rolling again.',
      "Invalid command 'select 1 1': die 1 is listed twice. Commands: roll, select 1 3 5, toggle 2, all, bank, hint, advise, new, help, quit.",
      "Invalid command 'select 0': '0' is not a die position (1 to 6). Commands: roll, select 1 3 5, toggle 2, all, bank, hint, advise, new, help, quit.",
      "Invalid command 'select 7': '7' is not a die position (1 to 6). Commands: roll, select 1 3 5, toggle 2, all, bank, hint, advise, new, help, quit.",
      "Invalid command 'toggle': toggle needs a die position (1 to 6). Commands: roll, select 1 3 5, toggle 2, all, bank, hint, advise, new, help, quit.",
      "Invalid command 'bank now': bank takes no arguments. Commands: roll, select 1 3 5, toggle 2, all, bank, hint, advise, new, help, quit.",
      'Cannot hint: the hint is given after a roll, before any die is selected.',
      'Cannot bank: a turn total of 100 cannot be banked; 300 is needed.',
      // Dice are numbered from 1 as the player typed them, not from 0 as in the engine.
      'Cannot select: die 1 was set aside earlier this turn.',
      'Cannot toggle die 5: die 5 was set aside earlier this turn.',
    ]);
    const states = jsonLines(result.stdout);
    // Exactly one object per command line, refused or not, between the start and the end of input.
    expect(states).toHaveLength(22);
    expect(states.at(-1)?.['outcome']).toBe('end-of-input');
    expect(states.filter((s) => s['outcome'] === 'invalid')).toHaveLength(7);
    expect(states.filter((s) => s['outcome'] === 'refused')).toHaveLength(8);
    // A refused action changes nothing.
    const beforeBank = states[13];
    const afterBank = states[15];
    expect(afterBank?.['dice']).toEqual(beforeBank?.['dice']);
    // select 2 (a 2 alone scores nothing) then select 1 5 and roll: the two dice are set aside.
    expect(states[16]?.['selectionScore']).toBe(0);
    expect(states[16]?.['canRoll']).toBe(false);
    expect(states[17]?.['selectionScore']).toBe(150);
    const last = states[18];
    expect(states[20]?.['dice']).toEqual(last?.['dice']);
    expect(
      dice(last)
        .filter((d) => d.locked)
        .map((d) => d.face),
    ).toEqual([1, 5]);
    expect(last?.['turnTotal']).toBe(150);
  });

  it('understands every command word and alias, and reports the line as read', async () => {
    // Seed 3 first rolls 1 2 2 3 5 4.
    const input = [
      '?',
      'help',
      'R',
      'h',
      's 1 5',
      't 5',
      'toggle 5',
      'select-all',
      'select',
      'a',
      'select 15',
      'b',
      'again',
      'restart',
      'r',
      'exit',
      'roll',
    ].join('\n');
    const result = await runCli(['farkle', '--seed', '3', '--json', '--no-save'], { input });
    expect(result.code).toBe(0);
    const states = jsonLines(result.stdout);
    expect(states.map((s) => [s['command'], s['outcome']])).toEqual([
      [null, 'start'],
      ['?', 'help'],
      ['help', 'help'],
      ['R', 'ok'],
      ['h', 'hint'],
      ['s 1 5', 'ok'],
      ['t 5', 'ok'],
      ['toggle 5', 'ok'],
      ['select-all', 'ok'],
      ['select', 'ok'],
      ['a', 'ok'],
      ['select 15', 'ok'],
      ['b', 'refused'],
      ['again', 'new-game'],
      ['restart', 'new-game'],
      ['r', 'ok'],
      // Nothing after quit is read.
      ['exit', 'quit'],
    ]);
    expect(String((states[1]?.['messages'] as string[])[0])).toContain('select 1 3 5');
    const selected = (i: number): number[] => dice(states[i]).flatMap((d, k) => (d.selected ? [k] : []));
    expect(selected(5)).toEqual([0, 4]);
    expect(selected(6)).toEqual([0]);
    expect(selected(7)).toEqual([0, 4]);
    // Select all takes only the scoring dice, 1 and 5 (SPEC-NOTES, Select All).
    expect(selected(8)).toEqual([0, 4]);
    expect(selected(9)).toEqual([]);
    expect(selected(10)).toEqual([0, 4]);
    expect(selected(11)).toEqual([0, 4]);
    expect(states[12]?.['error']).toBe('Cannot bank: a turn total of 150 cannot be banked; 300 is needed.');
    expect(states[13]?.['phase']).toBe('awaiting-roll');
    expect(states[15]?.['phase']).toBe('choosing');
    expect(result.stderr).toBe('Cannot bank: a turn total of 150 cannot be banked; 300 is needed.\n');
  });

  it('prints the whole state as JSON, hint indices from 0 and events from the engine', async () => {
    const result = await runCli(['farkle', '--seed', '3', '--json', '--no-save'], { input: 'roll\nhint\n' });
    const [start, rolled, hinted] = jsonLines(result.stdout);
    expect(start).toMatchObject({
      game: 'farkle',
      command: null,
      outcome: 'start',
      mode: 'one-player',
      phase: 'awaiting-roll',
      current: 0,
      turn: 1,
      canRoll: true,
      canBank: false,
      canSelectAll: false,
      canHint: false,
      hint: null,
    });
    expect(players(start)).toEqual([{ name: 'Jacob', kind: 'human', total: 0, turns: [] }]);
    expect(rolled?.['events']).toEqual([
      {
        type: 'rolled',
        player: 0,
        faces: [1, 2, 2, 3, 5, 4],
        indices: [0, 1, 2, 3, 4, 5],
        score: 150,
        bonus: false,
      },
    ]);
    expect(rolled).toMatchObject({
      phase: 'choosing',
      rollScore: 150,
      canHint: true,
      canSelectAll: true,
      canBank: false,
      hint: [0, 4],
    });
    expect(hinted).toMatchObject({
      outcome: 'hint',
      hint: [0, 4],
      messages: ['Hint: select 1, 5 for 150 points.'],
    });
  });

  it('plays a whole one-player game, records it and keeps the high score for the next game', async () => {
    const first = await driveJson(['farkle', '--seed', '21'], farklePlayer, { dataHome: home.path });
    const over = first.states.at(-2);
    expect(over?.['phase']).toBe('game-over');
    const events = over?.['events'] as FarkleEventJson[];
    const gameOver = events.find((e) => e.type === 'game-over');
    const score = players(over)[0]?.total ?? -1;
    expect(players(over)[0]?.turns).toHaveLength(10);
    expect(gameOver).toMatchObject({ finalScore: score, winner: null, newHighScore: score > 0 });
    expect(first.states.at(-1)?.['outcome']).toBe('end-of-input');
    const file = JSON.parse(readFileSync(join(home.path, 'pastime', 'farkle-scores.json'), 'utf8')) as {
      version: number;
      highScore: number;
      highScoreName: string;
      games: {
        mode: string;
        players: { name: string; score: number; turns: number; turnScores?: number[] }[];
        newHighScore: boolean;
      }[];
    };
    expect(file.version).toBe(1);
    expect(file.highScore).toBe(score);
    expect(file.highScoreName).toBe('Jacob');
    expect(file.games).toEqual([
      expect.objectContaining({
        mode: 'one-player',
        players: [{ name: 'Jacob', computer: false, score, turns: 10, turnScores: expect.any(Array) }],
        winner: null,
        replay: expect.any(String),
      }),
    ]);
    const turnScores = file.games[0]?.players[0]?.turnScores ?? [];
    expect(turnScores).toHaveLength(10);
    expect(turnScores.reduce((sum, points) => sum + points, 0)).toBe(score);
    const second = await runCli(['farkle', '--json'], { dataHome: home.path });
    expect(jsonLines(second.stdout)[0]?.['highScore']).toBe(score);
  });

  it('shows the new high score at the end of the game that beat it, in text and in JSON', async () => {
    // The same commands in both runs: the simple player's game with seed 21, sent through a pipe.
    const driven = await driveJson(['farkle', '--players', '1', '--seed', '21'], farklePlayer, {
      dataHome: home.path,
    });
    const over = driven.states.find((state) => state['phase'] === 'game-over');
    const score = players(over)[0]?.total ?? -1;
    expect(score).toBeGreaterThan(0);
    expect(over?.['newHighScore']).toBe(true);
    expect(over?.['highScore']).toBe(score);
    expect(driven.states.at(-1)?.['highScore']).toBe(score);

    const input = `${driven.sent.join('\n')}\n`;
    const other = tempDataHome();
    try {
      const [text, json] = await Promise.all([
        runCli(['farkle', '--players', '1', '--seed', '21'], { input, dataHome: other.path }),
        runCli(['farkle', '--players', '1', '--seed', '21', '--json', '--no-save'], { input }),
      ]);
      const shown = score.toLocaleString('en-US');
      const scoresLine = `Jacob: ${shown} after 10 of 10 turns  High score: ${shown}`;
      expect(text.stdout).toContain(`${scoresLine}\nGame over. Final score: ${shown} (new high score)`);
      expect(text.stdout).not.toContain('after 10 of 10 turns  High score: 0');
      const stored = JSON.parse(readFileSync(join(other.path, 'pastime', 'farkle-scores.json'), 'utf8')) as {
        highScore: number;
      };
      expect(stored.highScore).toBe(score);
      const ended = jsonLines(json.stdout).filter((state) => state['phase'] === 'game-over');
      expect(ended.length).toBeGreaterThan(0);
      for (const state of ended) expect(state).toMatchObject({ highScore: score, newHighScore: true });
    } finally {
      other.remove();
    }
  });

  it('gives a table of seats no one computer level: each computer has its own', async () => {
    const result = await runCli(
      ['farkle', '--seats', 'human,expert,classic', '--seed', '5', '--json', '--no-save'],
      {
        input: 'quit\n',
      },
    );
    const [first] = jsonLines(result.stdout);
    expect(first?.['computerLevel']).toBeNull();
    expect((first?.['players'] as { level?: string }[]).map((player) => player.level)).toEqual([
      undefined,
      'expert',
      'classic',
    ]);
  });

  it('gives the bank minimum of the game’s rules in help', async () => {
    const traditional = await runCli(['farkle', '--players', '1', '--seed', '3', '--no-save'], {
      input: 'help\n',
    });
    expect(traditional.stdout).toContain('add the turn total to your score (300 or more)');
    const rules = join(home.path, 'entry.json');
    writeFileSync(
      rules,
      JSON.stringify({ ...RULE_PRESETS.traditional, bankMinimum: 350, entryMinimum: 500 }),
    );
    const house = await runCli(['farkle', '--players', '1', '--seed', '3', '--no-save', '--rules', rules], {
      input: 'help\n',
    });
    expect(house.stdout).toContain(
      'add the turn total to your score (350 or more; 500 to bank a first time)',
    );
  });

  /** Every sentence of a `--json` state: its messages and its computer's steps. */
  const sentences = (state: Record<string, unknown>): string[] => [
    ...(state['messages'] as string[]),
    ...(state['computer'] as { message: string }[]).map((step) => step.message),
  ];

  /** The stored high score of the data directory `home` (0 before any is kept). */
  const storedHighScore = (): number =>
    (
      JSON.parse(readFileSync(join(home.path, 'pastime', 'farkle-scores.json'), 'utf8')) as {
        highScore: number;
      }
    ).highScore;

  it('congratulates no game under house rules, whose scores keep no high score, in text and in JSON', async () => {
    const args = ['farkle', '--players', '1', '--seed', '21', '--rules', 'popular'];
    const driven = await driveJson(args, farklePlayer, { dataHome: home.path });
    const over = driven.states.find((state) => state['phase'] === 'game-over');
    const total = players(over)[0]?.total ?? 0;
    expect(total).toBeGreaterThan(0);
    // The engine's own event says the score beat the one the game started with (0).
    const events = over?.['events'] as FarkleEventJson[];
    expect(events.find((event) => event.type === 'game-over')).toMatchObject({ newHighScore: true });
    expect(over?.['newHighScore']).toBe(false);
    for (const state of driven.states) {
      expect(state['highScore']).toBeNull();
      for (const sentence of sentences(state)) expect(sentence).not.toMatch(/high score/i);
    }
    expect(sentences(over ?? {})).toContain(`Game over! Final score: ${total.toLocaleString('en-US')}.`);

    const text = await runCli(args, { input: `${driven.sent.join('\n')}\n`, dataHome: home.path });
    const lines = text.stdout.split('\n');
    expect(lines[1]).toBe('Popular rules: 10 turns; this game keeps no high score.');
    const shown = total.toLocaleString('en-US');
    expect(text.stdout).toContain(`Jacob: ${shown} after 10 of 10 turns\nGame over. Final score: ${shown}\n`);
    expect(text.stdout).toContain(`\nGame over! Final score: ${shown}.\n`);
    for (const line of lines.slice(2)) expect(line).not.toMatch(/high score/i);
    expect(storedHighScore()).toBe(0);
    const history = await runCli(['history', 'farkle'], { dataHome: home.path });
    expect(history.stdout).not.toContain('new high score');
  });

  it('gives a table of computers alone no high score, in text and in JSON', async () => {
    // The computer plays the whole game on its own: no command is needed.
    const args = ['farkle', '--seats', 'expert', '--seed', '21'];
    const [text, json] = await Promise.all([
      runCli(args, { dataHome: home.path }),
      runCli([...args, '--json', '--no-save']),
    ]);
    const states = jsonLines(json.stdout);
    const over = states.find((state) => state['phase'] === 'game-over');
    const total = players(over)[0]?.total ?? 0;
    expect(total).toBeGreaterThan(0);
    const events = over?.['computer'] as { events: FarkleEventJson[] }[];
    expect(events.flatMap((step) => step.events).find((event) => event.type === 'game-over')).toMatchObject({
      newHighScore: true,
    });
    for (const state of states) {
      expect(state).toMatchObject({ highScore: null, newHighScore: false });
      for (const sentence of sentences(state)) expect(sentence).not.toMatch(/high score/i);
    }
    const shown = total.toLocaleString('en-US');
    expect(sentences(over ?? {})).toContain(`Game over! Final score: ${shown}.`);

    const lines = text.stdout.split('\n');
    expect(lines[1]).toBe('Traditional rules: 10 turns; this game keeps no high score.');
    expect(text.stdout).toContain(`\nGame over! Final score: ${shown}.\n`);
    expect(text.stdout).toContain(`Computer: ${shown} after 10 of 10 turns\n`);
    for (const line of lines.slice(2)) expect(line).not.toMatch(/high score/i);
    expect(storedHighScore()).toBe(0);
  });

  it('keeps a new high score for the next game when it cannot be saved', async () => {
    // One game to the end, then `new`, then the end of the input.
    const decide = (state: Record<string, unknown>): string | undefined => {
      if (state['outcome'] === 'new-game') return undefined;
      return state['phase'] === 'game-over' ? 'new' : farklePlayer(state);
    };
    // A file where the data directory should be: nothing can be saved.
    writeFileSync(join(home.path, 'pastime'), 'not a directory');
    const runs = await Promise.all([
      driveJson(['farkle', '--players', '1', '--seed', '21', '--no-save'], decide),
      driveJson(['farkle', '--players', '1', '--seed', '21'], decide, { dataHome: home.path }),
    ]);
    for (const { states } of runs) {
      const over = states.find((state) => state['phase'] === 'game-over');
      const score = players(over)[0]?.total ?? -1;
      expect(over?.['newHighScore']).toBe(true);
      expect(score).toBeGreaterThan(0);
      const again = states.find((state) => state['outcome'] === 'new-game');
      expect(again?.['highScore']).toBe(score);
      expect(states.at(-1)?.['highScore']).toBe(score);
    }
    expect(runs[1]?.result.stderr).toMatch(
      /The Farkle scores file .* could not be saved: a file is in the way/,
    );
  });

  it("plays the computer's turn right after the human's, step by step", async () => {
    const { states } = await driveJson(
      ['farkle', '--seed', '4', '--computer', '--names', 'Ann', '--no-save'],
      (state, i) => (i < 12 ? farklePlayer(state) : undefined),
    );
    expect(players(states[0]).map((p) => [p.name, p.kind])).toEqual([
      ['Ann', 'human'],
      ['Computer', 'computer'],
    ]);
    const withComputer = states.find((s) => (s['computer'] as unknown[]).length > 0);
    expect(withComputer).toBeDefined();
    const steps = withComputer?.['computer'] as {
      player: number;
      action: { type: string };
      message: string;
      events: FarkleEventJson[];
    }[];
    expect(steps[0]?.player).toBe(1);
    expect(steps[0]?.action).toEqual({ type: 'roll' });
    expect(steps[0]?.message).toMatch(/^Computer rolls the dice\. Computer rolled: [1-6 ]+/);
    // The computer's turn ends with a bank or a farkle, and the dice come back to Ann.
    const endings = steps.flatMap((s) => s.events).filter((e) => e.type === 'banked' || e.type === 'farkled');
    expect(endings).toHaveLength(1);
    expect(withComputer?.['current']).toBe(0);
    expect(players(withComputer)[1]?.turns).toHaveLength(1);
  });

  it('plays two players to the end: the last turn, the winner, play again and quit', async () => {
    let stage: 'playing' | 'again' | 'quit' | 'done' = 'playing';
    const { states, sent } = await driveJson(
      ['farkle', '--players', '2', '--seed', '8', '--no-save'],
      (state) => {
        if (stage === 'playing' && state['phase'] === 'game-over') stage = 'again';
        switch (stage) {
          case 'playing':
            return farklePlayer(state);
          case 'again':
            stage = 'quit';
            return 'new';
          case 'quit':
            stage = 'done';
            return 'quit';
          case 'done':
            return undefined;
        }
      },
    );
    expect(players(states[0]).map((p) => p.name)).toEqual(['Jacob', 'Brant']);
    const overIndex = states.findIndex((s) => s['phase'] === 'game-over');
    const over = states[overIndex];
    const events = states.flatMap((s) => s['events'] as FarkleEventJson[]);
    const finalRound = events.find((e) => e.type === 'final-round-started');
    expect(finalRound).toBeDefined();
    const [a, b] = players(over);
    const marked = finalRound?.['marked'] as number;
    const totals = [a?.total ?? 0, b?.total ?? 0];
    const challenger = 1 - marked;
    const expectedWinner =
      (totals[challenger] ?? 0) > (finalRound?.['total'] as number) ? challenger : marked;
    expect(over?.['winner']).toBe(expectedWinner);
    expect(over?.['messages']).toContainEqual(
      expect.stringMatching(/^Game over! (Jacob|Brant) wins \(Jacob [\d,]+, Brant [\d,]+\)\.$/),
    );
    // `new` starts again with the same players; `quit` ends the run.
    expect(sent.at(-2)).toBe('new');
    const again = states.at(-2);
    expect(again?.['outcome']).toBe('new-game');
    expect(players(again).map((p) => [p.name, p.total])).toEqual([
      ['Jacob', 0],
      ['Brant', 0],
    ]);
    expect(states.at(-1)?.['outcome']).toBe('quit');
  });

  it('ends cleanly at the end of the input', async () => {
    const result = await runCli(['farkle', '--names', 'Zoé', '--no-save'], { input: 'roll' });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Zoé: 0 after 0 of 10 turns');
    expect(result.stdout).toContain('Zoé rolled:');
    expect(result.stdout.trimEnd().endsWith('Thanks for playing Farkle!')).toBe(true);
  });

  it('saves the game in progress after every action and resumes it next time, at the same position', async () => {
    const position = (state: Record<string, unknown> | undefined) => {
      const {
        command: _c,
        outcome: _o,
        messages: _m,
        events: _e,
        computer: _p,
        error: _r,
        ...rest
      } = state ?? {};
      return rest;
    };
    const first = await runCli(['farkle', '--computer', '--json'], {
      input: 'roll\nall\n',
      dataHome: home.path,
    });
    expect(first.code).toBe(0);
    const states = jsonLines(first.stdout);
    const left = states.at(-2);
    const games = join(home.path, 'pastime', 'farkle-games');
    const files = readdirSync(games);
    expect(files).toHaveLength(1);
    const entry = JSON.parse(readFileSync(join(games, files[0] ?? ''), 'utf8')) as Record<string, unknown>;
    expect(entry).toMatchObject({
      version: 2,
      pid: null,
      game: { mode: 'vs-computer', names: ['Jacob', 'Computer'] },
    });
    expect(String((entry['game'] as { log: string }).log)).toMatch(/^r( a)?/);

    // Without a mode or a seed, the next run takes it up where it was left, and plays on from there.
    const second = await runCli(['farkle', '--json'], { input: 'hint\n', dataHome: home.path });
    const [resumed, hinted] = jsonLines(second.stdout);
    expect(resumed).toMatchObject({ outcome: 'start', messages: ['Your Farkle game was resumed.'] });
    expect(position(resumed)).toEqual(position(left));
    expect(hinted?.['outcome']).toMatch(/hint|refused/);
    expect(readdirSync(games)).toEqual(files);

    // A seed asks for a game of its own: the one in progress stays for later.
    const seeded = await runCli(['farkle', '--seed', '3', '--json'], {
      input: 'roll\n',
      dataHome: home.path,
    });
    expect(jsonLines(seeded.stdout)[0]).toMatchObject({ messages: [], mode: 'one-player' });
    expect(readdirSync(games)).toHaveLength(2);
    expect(readdirSync(games)).toEqual(expect.arrayContaining(files));
  });
});

describe('a saved Farkle game and pipes started at the same moment', () => {
  /** Starts `count` pipes at once; each waits with its input open, holding what it took up, until all have started. */
  async function startTogether(count: number): Promise<Record<string, unknown>[]> {
    const children = Array.from({ length: count }, () =>
      spawn(process.execPath, [BIN, 'farkle', '--json'], {
        env: testEnv(home.path),
        stdio: ['pipe', 'pipe', 'pipe'],
      }),
    );
    const ended = children.map((child) => new Promise((resolve) => child.on('close', resolve)));
    const starts = await Promise.all(
      children.map(
        (child) =>
          new Promise<Record<string, unknown>>((resolve) => {
            let stdout = '';
            child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
              stdout += chunk;
              const [start] = jsonLines(stdout.slice(0, stdout.lastIndexOf('\n') + 1));
              if (start !== undefined) resolve(start);
            });
          }),
      ),
    );
    for (const child of children) child.stdin.end();
    await Promise.all(ended);
    return starts;
  }

  it('is resumed by one of them only: the others start a game of their own', async () => {
    const first = await runCli(['farkle', '--computer', '--json'], { input: 'roll\n', dataHome: home.path });
    expect(first.code).toBe(0);
    const games = join(home.path, 'pastime', 'farkle-games');
    const [saved] = readdirSync(games);
    // A race is not lost every time: several rounds, each with the one saved game (the others' new games removed).
    for (let round = 0; round < 4; round++) {
      for (const file of readdirSync(games)) if (file !== saved) rmSync(join(games, file));
      const starts = await startTogether(6);
      const resumed = starts.filter((start) =>
        (start['messages'] as string[]).includes('Your Farkle game was resumed.'),
      );
      expect(resumed).toHaveLength(1);
      expect(resumed[0]).toMatchObject({ mode: 'vs-computer' });
    }
  });
});

describe('pastime farkle --list', () => {
  it('lists the saved games in progress, most recently played first, in text and JSON', async () => {
    const none = await runCli(['farkle', '--list'], { dataHome: home.path });
    expect(none).toMatchObject({ code: 0, stdout: 'No Farkle game in progress is saved.\n', stderr: '' });
    await runCli(['farkle', '--seats', 'human:Ada,expert,classic', '--seed', '1'], {
      input: 'roll\n',
      dataHome: home.path,
    });
    await runCli(['farkle', '--players', '1', '--seed', '2'], { input: 'roll\n', dataHome: home.path });
    // One of them played by a process that is running (this one): listed, and said to be.
    const games = join(home.path, 'pastime', 'farkle-games');
    const ids = readdirSync(games).map((file) => file.replace(/\.json$/, ''));
    const text = await runCli(['farkle', '--list'], { dataHome: home.path });
    expect(text.code).toBe(0);
    expect(text.stdout.split('\n')).toEqual([
      'Farkle games in progress, most recently played first (the next start resumes the first one free; --resume N takes up game N):',
      expect.stringMatching(/^1\. Jacob \d[\d,]*; turn 1 of 10; saved just now$/),
      '2. Ada 0, Computer 1 (computer, Expert) 0, Computer 2 (computer, Classic) 0; turn 1; saved just now',
      '',
    ]);
    const two = ids.find((id) => readFileSync(join(games, `${id}.json`), 'utf8').includes('Ada')) ?? '';
    const entry = JSON.parse(readFileSync(join(games, `${two}.json`), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(games, `${two}.json`), JSON.stringify({ ...entry, pid: process.pid }));
    const json = await runCli(['farkle', '--list', '--json'], { dataHome: home.path });
    expect(json.code).toBe(0);
    const listed = JSON.parse(json.stdout) as { games: Record<string, unknown>[] };
    expect(listed.games).toEqual([
      expect.objectContaining({ mode: 'one-player', turn: 1, playedElsewhere: false }),
      expect.objectContaining({
        id: two,
        mode: 'custom',
        players: [
          { name: 'Ada', computer: false, level: null, total: 0 },
          { name: 'Computer 1', computer: true, level: 'expert', total: 0 },
          { name: 'Computer 2', computer: true, level: 'classic', total: 0 },
        ],
        playedElsewhere: true,
      }),
    ]);
    const again = await runCli(['farkle', '--list'], { dataHome: home.path });
    expect(again.stdout).toContain('saved just now, being played by another pastime\n');
  });

  it('takes no option that sets up a game', async () => {
    const result = await runCli(['farkle', '--list', '--players', '2'], { dataHome: home.path });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^pastime: --list cannot be used with --players\n/);
  });
});

describe('pastime farkle --resume N', () => {
  /** Two saved games: Ada and Bob's (seed 1), then Cy's alone (seed 2), so that Cy's is first in the list. */
  async function twoSavedGames(): Promise<Record<string, unknown>[]> {
    const ada = await runCli(['farkle', '--names', 'Ada,Bob', '--seed', '1', '--json'], {
      input: 'roll\n',
      dataHome: home.path,
    });
    const cy = await runCli(['farkle', '--names', 'Cy', '--seed', '2', '--json'], {
      input: 'roll\n',
      dataHome: home.path,
    });
    expect([ada.code, cy.code]).toEqual([0, 0]);
    const list = await runCli(['farkle', '--list'], { dataHome: home.path });
    expect(list.stdout).toMatch(/\n1\. Cy \d[\d,]*; turn 1 of 10; .*\n2\. Ada 0, Bob 0; turn 1; /);
    return [ada, cy].map((run) => jsonLines(run.stdout).at(-1) ?? {});
  }

  it('resumes the Nth game of --list, where it was left', async () => {
    const [ada, cy] = await twoSavedGames();
    const second = await runCli(['farkle', '--resume', '2', '--json'], { input: '', dataHome: home.path });
    expect(second.code).toBe(0);
    const [resumed] = jsonLines(second.stdout);
    expect(resumed?.['messages']).toContain('Your Farkle game was resumed.');
    expect(players(resumed).map((player) => player.name)).toEqual(['Ada', 'Bob']);
    expect(dice(resumed)).toEqual(dice(ada));
    // The first one is Cy's: the number picks the game, not the latest free one.
    const first = await runCli(['farkle', '--resume', '1', '--json'], { input: '', dataHome: home.path });
    const [again] = jsonLines(first.stdout);
    expect(players(again).map((player) => player.name)).toEqual(['Cy']);
    expect(dice(again)).toEqual(dice(cy));
  });

  it('refuses a number that is not a game of the list, naming the option, with exit code 2', async () => {
    const none = await runCli(['farkle', '--resume', '1'], { input: '', dataHome: home.path });
    expect(none).toMatchObject({ code: 2, stdout: '' });
    expect(none.stderr).toMatch(/^pastime: --resume 1: no Farkle game in progress is saved\n/);
    await twoSavedGames();
    for (const bad of ['0', 'x', '1.5', '-1', '']) {
      const result = await runCli(['farkle', `--resume=${bad}`], { input: '', dataHome: home.path });
      expect(result).toMatchObject({ code: 2, stdout: '' });
      expect(result.stderr).toMatch(
        new RegExp(
          `^pastime: --resume must be a whole number from 1 \\(a game's number in --list\\), got '${bad}'\n`,
        ),
      );
    }
    const beyond = await runCli(['farkle', '--resume', '3'], { input: '', dataHome: home.path });
    expect(beyond).toMatchObject({ code: 2, stdout: '' });
    expect(beyond.stderr).toMatch(
      /^pastime: --resume 3: only 2 Farkle games in progress are saved \(pastime farkle --list\)\n/,
    );
  });

  it('takes no option that sets up a game, and not a game another pastime plays', async () => {
    for (const [option, value] of [
      ['--players', '2'],
      ['--names', 'Ada'],
      ['--seats', 'human,expert'],
      ['--rules', 'popular'],
      ['--seed', '1'],
      ['--computer', undefined],
      ['--no-save', undefined],
    ] as const) {
      const args = ['farkle', '--resume', '1', option, ...(value === undefined ? [] : [value])];
      const result = await runCli(args, { input: '', dataHome: home.path });
      expect(result.code, option).toBe(2);
      expect(result.stderr).toMatch(new RegExp(`^pastime: --resume cannot be used with ${option}\n`));
    }
    const listed = await runCli(['farkle', '--list', '--resume', '1'], { dataHome: home.path });
    expect(listed.stderr).toMatch(/^pastime: --list cannot be used with --resume\n/);
    await twoSavedGames();
    // Ada's game marked as played by a process that is running (this one).
    const games = join(home.path, 'pastime', 'farkle-games');
    const file =
      readdirSync(games).find((name) => readFileSync(join(games, name), 'utf8').includes('Ada')) ?? '';
    const entry = JSON.parse(readFileSync(join(games, file), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(games, file), JSON.stringify({ ...entry, pid: process.pid }));
    const taken = await runCli(['farkle', '--resume', '2'], { input: 'roll\n', dataHome: home.path });
    expect(taken).toMatchObject({ code: 2, stdout: '' });
    expect(taken.stderr).toMatch(
      /^pastime: --resume 2: that game is being played by another pastime; choose another one \(pastime farkle --list\)\n/,
    );
    expect(JSON.parse(readFileSync(join(games, file), 'utf8'))).toEqual({ ...entry, pid: process.pid });
  });
});
