import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apply, keepGoing, legalMoves, newGame } from '@pastime/2048';
import type { Direction, GameState } from '@pastime/2048';
import { analyze } from '@pastime/2048-ai';
import { jsonLines, runCli, tempDataHome } from './support/cli.ts';

let home: ReturnType<typeof tempDataHome>;
beforeEach(() => {
  home = tempDataHome();
});
afterEach(() => home.remove());

/** The game the program plays for `seed` after `moves`, replayed with the engine. */
function replay(seed: string, size: number, moves: readonly Direction[], winValue = 2048): GameState {
  let state = newGame({ size, seed, winValue });
  for (const direction of moves) {
    if (state.status === 'won') state = keepGoing(state);
    expect(legalMoves(state)).toContain(direction);
    state = apply(state, direction);
  }
  return state;
}

const sorted = (values: readonly string[]): string[] => [...values].sort();

describe('the 2048 hint through a pipe', () => {
  it('answers hint with the best legal move and the value of each legal move, in text, without moving', async () => {
    const moves: Direction[] = ['left', 'up', 'right'];
    const result = await runCli(['2048', '--seed', '7', '--depth', '2', '--no-save'], {
      input: `${moves.join('\n')}\nhint\nhint\nleft\n`,
    });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    // The search at depth 2 on the same position, in this process.
    const expected = analyze(replay('7', 4, moves), { depth: 2 });
    const best = expected.best ?? 'none';
    // Grouped by commas, as every number of the text is; two spaces between moves.
    const values = expected.moves
      .map((m) => `${m.direction} ${Math.round(m.value).toLocaleString('en-US')}`)
      .join('  ');
    const answer = `hint: ${best}\nvalues: ${values}\n\n`;
    // Asked twice, the same answer (a fixed depth gives the same search), and the board is not moved by it.
    expect(result.stdout).toContain(`${answer}${answer}`);
    expect(result.stdout.match(/^hint: .*$/gm)).toEqual([`hint: ${best}`, `hint: ${best}`]);
    expect(result.stdout.match(/Moves: \d+/g)).toEqual([
      'Moves: 0',
      'Moves: 1',
      'Moves: 2',
      'Moves: 3',
      'Moves: 4',
    ]);
    expect(legalMoves(replay('7', 4, moves))).toContain(best);
  });

  it('answers hint in JSON with hint and values (every legal move, best first), and the state unchanged', async () => {
    const moves: Direction[] = ['down', 'left', 'down', 'right', 'up'];
    const result = await runCli(
      ['2048', '--seed', 'hints', '--size', '5', '--depth', '1', '--json', '--no-save'],
      {
        input: `${moves.join('\n')}\nhint\n`,
      },
    );
    const lines = jsonLines(result.stdout);
    const reply = lines[moves.length + 1] ?? {};
    const before = lines[moves.length] ?? {};
    expect(reply['command']).toBe('hint');
    expect(reply['outcome']).toBe('hint');
    const values = reply['values'] as Record<string, number>;
    expect(sorted(Object.keys(values))).toEqual(sorted(before['legalMoves'] as string[]));
    for (const value of Object.values(values)) expect(Number.isFinite(value)).toBe(true);
    // Best first: the hint is the first key and has the highest value.
    expect(reply['hint']).toBe(Object.keys(values)[0]);
    expect(Math.max(...Object.values(values))).toBe(values[String(reply['hint'])]);
    const expected = analyze(replay('hints', 5, moves), { depth: 1 });
    expect(values).toEqual(Object.fromEntries(expected.moves.map((m) => [m.direction, m.value])));
    for (const field of ['board', 'score', 'moves', 'status', 'legalMoves', 'canUndo']) {
      expect(reply[field]).toEqual(before[field]);
    }
  });

  it('answers null and {} when no move is legal: after a win (until keep) and when the game is lost', async () => {
    // Seed 1 on 3×3 reaches 16 on the eleventh move of this sequence (see line-2048.test.ts).
    const toWin = 'left\nup\nright\ndown\nleft\nup\nright\ndown\nleft\nup\nright\n';
    const won = await runCli(['2048', '--size', '3', '--win', '16', '--seed', '1', '--json', '--no-save'], {
      input: `${toWin}hint\nkeep\nhint\n`,
    });
    const afterWin = jsonLines(won.stdout);
    expect(afterWin[11]?.['status']).toBe('won');
    expect(afterWin[12]).toMatchObject({ command: 'hint', outcome: 'hint', hint: null, values: {} });
    expect(afterWin[14]?.['outcome']).toBe('hint');
    expect(afterWin[14]?.['legalMoves']).toContain(afterWin[14]?.['hint']);
    // Seed 496 on 3×3 has no move left after these eleven.
    const lost = await runCli(['2048', '--size', '3', '--seed', '496', '--no-save'], {
      input: `${toWin}hint\n`,
    });
    expect(lost.stdout).toContain('Status: lost');
    expect(lost.stdout).toContain('hint: none\nNo move to hint at: no move is left.\n');
    const lostJson = await runCli(['2048', '--size', '3', '--seed', '496', '--json', '--no-save'], {
      input: `${toWin}hint\n`,
    });
    expect(jsonLines(lostJson.stdout)[12]).toMatchObject({ outcome: 'hint', hint: null, values: {} });
  });
});

describe('pastime 2048 --autoplay', () => {
  it('plays a small game to its end by itself, one line a move, then the result; the same seed and depth, the same game', async () => {
    const args = ['2048', '--autoplay', '--size', '3', '--seed', '7', '--depth', '2'];
    const [first, again] = await Promise.all([
      runCli(args, { dataHome: home.path }),
      runCli(args, { dataHome: home.path }),
    ]);
    expect(first.code).toBe(0);
    expect(first.stderr).toBe('');
    expect(again.stdout).toBe(first.stdout);
    const lines = first.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('2048 auto-play: 3×3, get to 2048, seed "7", search depth 2.');
    const moves = lines.filter((l) => l.startsWith('move '));
    const parsed = moves.map((l) =>
      /^move ([\d,]+): (up|down|left|right) \+([\d,]+) \(score ([\d,]+)\)/.exec(l),
    );
    const number = (text: string | undefined): number => Number(text?.replaceAll(',', ''));
    expect(parsed.every((m) => m !== null)).toBe(true);
    expect(parsed.map((m) => number(m?.[1]))).toEqual(moves.map((_, i) => i + 1));
    // The moves printed, replayed with the engine, are legal and end the game with the score printed.
    const end = replay(
      '7',
      3,
      parsed.map((m) => m?.[2] as Direction),
    );
    expect(end.status).toBe('lost');
    expect(moves.at(-1)).toMatch(/: no move left$/);
    expect(number(parsed.at(-1)?.[4])).toBe(end.score);
    expect(lines.at(-1)).toBe(
      `Result: score ${end.score.toLocaleString('en-US')}, best tile ${end.bestTile}, ${end.moves.toLocaleString('en-US')} moves, ${end.won ? 'won' : 'not won'}.`,
    );
    // The final board is printed above the result.
    expect(lines.slice(-4, -1).map((l) => l.trim().split(/\s+/).map(Number))).toEqual(end.board);
    // The search's game touches no data file: the scores and saved games are the player's own.
    expect(existsSync(join(home.path, 'pastime'))).toBe(false);
  });

  it('prints one JSON object per move and the result with --json, keeps going after a win, and takes --time-ms', async () => {
    const result = await runCli(
      ['2048', '--autoplay', '--size', '3', '--win', '32', '--seed', '11', '--time-ms', '5', '--json'],
      { dataHome: home.path },
    );
    expect(result.code).toBe(0);
    const lines = jsonLines(result.stdout);
    expect(lines[0]).toMatchObject({
      game: '2048',
      event: 'start',
      size: 3,
      winValue: 32,
      seed: '11',
      search: { timeMs: 5 },
    });
    const moves = lines.slice(1, -1);
    expect(moves.length).toBeGreaterThan(20);
    expect(moves.map((l) => l['event'])).toEqual(moves.map(() => 'move'));
    expect(moves.map((l) => l['move'])).toEqual(moves.map((_, i) => i + 1));
    // The win is on one move's line and the game goes on after it.
    const wonAt = moves.findIndex((l) => l['status'] === 'won');
    expect(wonAt).toBeGreaterThanOrEqual(0);
    expect(moves.length).toBeGreaterThan(wonAt + 1);
    expect(moves.at(-1)?.['status']).toBe('lost');
    const end = replay(
      '11',
      3,
      moves.map((l) => l['direction'] as Direction),
      32,
    );
    expect(moves.at(-1)?.['board']).toEqual(end.board);
    expect(lines.at(-1)).toEqual({
      game: '2048',
      event: 'result',
      seed: '11',
      size: 3,
      winValue: 32,
      score: end.score,
      bestTile: end.bestTile,
      moves: moves.length,
      won: true,
    });
    expect(existsSync(join(home.path, 'pastime'))).toBe(false);
  });

  it('refuses a --time-ms or --depth that is not a whole number in range, with exit code 2', async () => {
    for (const [option, value, message] of [
      ['--time-ms', '0', "--time-ms must be a whole number of milliseconds from 1 to 60000, got '0'"],
      ['--time-ms', '2.5', "--time-ms must be a whole number of milliseconds from 1 to 60000, got '2.5'"],
      ['--time-ms', '60001', "--time-ms must be a whole number of milliseconds from 1 to 60000, got '60001'"],
      ['--depth', '21', "--depth must be a whole number from 1 to 20, got '21'"],
    ] as const) {
      const result = await runCli(['2048', '--autoplay', option, value]);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toBe(`pastime: ${message}\nRun 'pastime 2048 --help' to see the options.\n`);
    }
  });
});
