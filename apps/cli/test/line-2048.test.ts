import { newGame } from '@pastime/2048';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BIN, driveJson, jsonLines, runCli, tempDataHome, testEnv } from './support/cli.ts';

let home: ReturnType<typeof tempDataHome>;
beforeEach(() => {
  home = tempDataHome();
});
afterEach(() => home.remove());

function boards(stdout: string): string[][] {
  // Each state printed is its board rows followed by the status line.
  const blocks: string[][] = [];
  let rows: string[] = [];
  for (const line of stdout.split('\n')) {
    if (/^(\s+(\.|\d+))+$/.test(line)) rows.push(line.trim());
    else if (line.startsWith('Score: ')) {
      blocks.push(rows);
      rows = [];
    }
  }
  return blocks;
}

describe('2048 through a pipe', () => {
  it('prints the welcome, the instructions and the board, score and status after every command', async () => {
    const result = await runCli(['2048', '--seed', '7'], {
      input: 'left\nup\nright\ndown\n',
      dataHome: home.path,
    });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(
      result.stdout.startsWith(
        'Welcome to 2048!\nCommands: left, right, up, down, undo, redo, new, keep, hint, help, quit.',
      ),
    ).toBe(true);
    const states = boards(result.stdout);
    // The start and one state per command; without --size the board is 4×4.
    expect(states).toHaveLength(5);
    for (const rows of states) expect(rows).toHaveLength(4);
    expect(
      result.stdout.match(/^Score: [\d,]+ {2}Best: [\d,]+ {2}Moves: [\d,]+ {2}Status: playing$/gm),
    ).toHaveLength(5);
    // No colour or cursor movement in the line protocol.
    expect(result.stdout).not.toContain('\u001b');
    expect(result.stdout).toMatch(
      /Thanks for playing 2048! Final score: [\d,]+ \(best on 4×4: [\d,]+\)\.\n$/,
    );
  });

  it('plays the same game for the same seed and moves', async () => {
    const input = 'left\nup\nleft\ndown\nright\nup\n';
    const [a, b, c] = await Promise.all([
      runCli(['2048', '--seed', 'same', '--no-save'], { input }),
      runCli(['2048', '--seed', 'same', '--no-save'], { input }),
      runCli(['2048', '--seed', 'other', '--no-save'], { input }),
    ]);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout).not.toBe(c.stdout);
  });

  it('understands every command and its aliases, and reports a bad one on stderr while the game goes on', async () => {
    const lines = [
      'left',
      'a',
      'h',
      'right',
      'd',
      'l',
      'up',
      'w',
      'k',
      'down',
      's',
      'j',
      'undo',
      'u',
      'redo',
      'r',
      'jump',
      'LEFT',
      '  up  ',
      'keep',
      'help',
      'new',
      '',
      '# a comment',
      'EXIT',
      'left',
    ];
    const result = await runCli(['2048', '--seed', '1', '--size', '3', '--json'], {
      input: lines.join('\n'),
      dataHome: home.path,
    });
    expect(result.code).toBe(0);
    const states = jsonLines(result.stdout);
    // One object for the start, one per command as read (trimmed; blank lines and comments skipped), the last
    // one for quit; nothing after quit is read.
    const read = lines.map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#'));
    expect(states.map((l) => l['command'])).toEqual([null, ...read.slice(0, read.indexOf('EXIT') + 1)]);
    // Every move word and letter moves that way (W A S D, and h j k l as in vi).
    const directions: Readonly<Record<string, string>> = {
      left: 'left',
      a: 'left',
      h: 'left',
      LEFT: 'left',
      right: 'right',
      d: 'right',
      l: 'right',
      up: 'up',
      w: 'up',
      k: 'up',
      down: 'down',
      s: 'down',
      j: 'down',
    };
    for (const state of states) {
      const direction = directions[String(state['command'])];
      if (direction === undefined) continue;
      expect(['moved', 'nothing-moved']).toContain(state['outcome']);
      if (state['outcome'] === 'moved') expect(state['lastMove']).toMatchObject({ direction });
    }
    expect(states.filter((l) => l['outcome'] === 'moved').length).toBeGreaterThan(5);
    expect(
      states.filter((l) => l['command'] === 'u' || l['command'] === 'undo').map((l) => l['outcome']),
    ).toEqual(['undone', 'undone']);
    expect(
      states.filter((l) => l['command'] === 'r' || l['command'] === 'redo').map((l) => l['outcome']),
    ).toEqual(['redone', 'redone']);
    const byCommand = (c: string): Record<string, unknown> => states.find((l) => l['command'] === c) ?? {};
    expect(byCommand('jump')['outcome']).toBe('invalid');
    expect(byCommand('jump')['error']).toContain("Invalid command 'jump'. Please enter a new command");
    expect(result.stderr).toBe(
      "Invalid command 'jump'. Please enter a new command: left, right, up, down, undo, redo, new, keep, hint, help or quit.\n",
    );
    expect(byCommand('keep')['outcome']).toBe('not-won');
    expect(byCommand('help')['outcome']).toBe('help');
    expect(String(byCommand('help')['message'])).toContain('left, right, up, down');
    expect(byCommand('new')['outcome']).toBe('new-game');
    expect(byCommand('new')['moves']).toBe(0);
    expect(byCommand('EXIT')['outcome']).toBe('quit');
    for (const state of states) {
      expect(state['size']).toBe(3);
      expect(state['board']).toHaveLength(3);
    }
  });

  it('shows control characters of a bad command as escapes, and takes no inherited name for a command', async () => {
    const result = await runCli(['2048', '--seed', '1', '--no-save'], {
      input: `\u001b[2J\u001b[31mred\n${'x'.repeat(100)}\nconstructor\nleft\n`,
    });
    expect(result.code).toBe(0);
    expect(result.stderr).not.toContain('\u001b');
    expect(result.stderr.split('\n')).toEqual([
      "Invalid command '\\x1b[2J\\x1b[31mred'. Please enter a new command: left, right, up, down, undo, redo, new, keep, hint, help or quit.",
      `Invalid command '${'x'.repeat(39)}…'. Please enter a new command: left, right, up, down, undo, redo, new, keep, hint, help or quit.`,
      // A word an object has by inheritance is no command (it once reached the engine as a direction).
      "Invalid command 'constructor'. Please enter a new command: left, right, up, down, undo, redo, new, keep, hint, help or quit.",
      '',
    ]);
    expect(result.stdout).toContain('Moves: 1');
  });

  it('moves, undoes and redoes exactly', async () => {
    const result = await runCli(['2048', '--seed', '5', '--json', '--no-save'], {
      input: 'left\nup\nundo\nundo\nundo\nredo\nredo\nredo\n',
    });
    const [start, left, up, undo1, undo2, undo3, redo1, redo2, redo3] = jsonLines(result.stdout);
    expect(left?.['moves']).toBe(1);
    expect(undo1?.['board']).toEqual(left?.['board']);
    expect(undo1?.['outcome']).toBe('undone');
    expect(undo2?.['board']).toEqual(start?.['board']);
    expect(undo2?.['canUndo']).toBe(false);
    expect(undo3?.['outcome']).toBe('nothing-to-undo');
    expect(redo1?.['board']).toEqual(left?.['board']);
    expect(redo2?.['board']).toEqual(up?.['board']);
    expect(redo2?.['score']).toBe(up?.['score']);
    expect(redo3?.['outcome']).toBe('nothing-to-redo');
  });

  it('starts the games after the first of a seeded run from the seeds S/2, S/3, …', async () => {
    const result = await runCli(['2048', '--seed', '5', '--json', '--no-save'], { input: 'new\nnew\n' });
    const starts = jsonLines(result.stdout).filter((line) => line['outcome'] !== 'end-of-input');
    expect(starts.map((line) => line['board'])).toEqual(
      ['5', '5/2', '5/3'].map((seed) => newGame({ seed }).board),
    );
  });

  it('reports a move that changes nothing without ending the game', async () => {
    // Find a direction that does not move the first board of this seed, then send it.
    const probe = jsonLines((await runCli(['2048', '--seed', '11', '--json', '--no-save'])).stdout)[0] ?? {};
    const legal = probe['legalMoves'] as string[];
    const blocked = ['up', 'down', 'left', 'right'].find((d) => !legal.includes(d));
    expect(blocked).toBeDefined();
    const result = await runCli(['2048', '--seed', '11', '--no-save'], { input: `${blocked ?? ''}\n` });
    expect(result.stdout).toContain(`Nothing can move ${blocked ?? ''}; try another direction.`);
    expect(result.stdout).toContain('Moves: 0  Status: playing');
  });

  it('announces the win, stops until keep, then plays on', async () => {
    // Seed 1 on 3×3 reaches 16 on the eleventh move of this sequence.
    const moves = 'left\nup\nright\ndown\nleft\nup\nright\ndown\nleft\nup\nright\n';
    const result = await runCli(
      ['2048', '--size', '3', '--win', '16', '--seed', '1', '--json', '--no-save'],
      {
        input: `${moves}down\nkeep\nkeep\ndown\nleft\n`,
      },
    );
    const lines = jsonLines(result.stdout);
    const won = lines.findIndex((l) => l['outcome'] === 'won');
    expect(won).toBe(11);
    expect(lines[won]?.['status']).toBe('won');
    expect(String(lines[won]?.['message'])).toBe(
      'You win! You made the 16 tile. Type keep to keep going, new for a new game, or quit.',
    );
    expect(lines[won + 1]?.['outcome']).toBe('waiting-after-win');
    expect(lines[won + 1]?.['board']).toEqual(lines[won]?.['board']);
    expect(lines[won + 2]?.['outcome']).toBe('kept-going');
    expect(lines[won + 2]?.['status']).toBe('won-continue');
    expect(lines[won + 3]?.['outcome']).toBe('not-won');
    expect(lines.slice(won + 4, won + 6).some((l) => l['outcome'] === 'moved')).toBe(true);
  });

  it('announces the end when no move is left (the design game-over message) and records the game', async () => {
    // Seed 496 on 3×3 has no move left after these eleven; the twelfth finds none.
    const result = await runCli(['2048', '--size', '3', '--seed', '496'], {
      input: `${'left\nup\nright\ndown\n'.repeat(3)}`,
      dataHome: home.path,
    });
    expect(result.stdout).toContain(
      'Status: lost\nGame over! No more moves can be made. Final score: 20. Type undo, new for a new game, or quit.',
    );
    const scores = JSON.parse(readFileSync(join(home.path, 'pastime', '2048-scores.json'), 'utf8')) as {
      version: number;
      best: Record<string, number>;
      games: { score: number; size: number; moves: number; bestTile: number; won: boolean }[];
    };
    expect(scores.version).toBe(1);
    expect(scores.best['3']).toBe(20);
    expect(scores.games).toHaveLength(1);
    expect(scores.games[0]).toMatchObject({ score: 20, size: 3, moves: 11, won: false });
  });

  it('keeps the best score at the highest score reached: undo never lowers it, in memory or on disk', async () => {
    // Seed 7: left gains nothing, up makes a 4 (the README example).
    const text = await runCli(['2048', '--seed', '7', '--no-save'], { input: 'left\nup\nundo\nundo\n' });
    expect(text.stdout.match(/^Score: .*$/gm)).toEqual([
      'Score: 0  Best: 0  Moves: 0  Status: playing',
      'Score: 0  Best: 0  Moves: 1  Status: playing',
      'Score: 4  Best: 4  Moves: 2  Status: playing',
      'Score: 0  Best: 4  Moves: 1  Status: playing',
      'Score: 0  Best: 4  Moves: 0  Status: playing',
    ]);
    expect(text.stdout).toContain('Final score: 0 (best on 4×4: 4).');

    const file = join(home.path, 'pastime', '2048-scores.json');
    const stored = (): { best: Record<string, number>; games: { score: number; moves: number }[] } =>
      JSON.parse(readFileSync(file, 'utf8')) as { best: Record<string, number>; games: [] };
    let whilePlaying: number | undefined;
    let other = -1;
    const { states } = await driveJson(
      ['2048', '--seed', '7'],
      (_, index) => {
        if (index < 3) return ['left', 'up', 'undo'][index];
        // The game is still running, its score back to 0: the 4 it reached is in the file already.
        whilePlaying = stored().best['4'];
        // Meanwhile another game on the same size goes higher.
        const run = spawnSync(process.execPath, [BIN, '2048', '--seed', '8', '--json'], {
          input: 'left\nup\nright\ndown\n'.repeat(5),
          env: testEnv(home.path),
          encoding: 'utf8',
        });
        other = Math.max(...jsonLines(run.stdout).map((state) => Number(state['score'])));
        return undefined;
      },
      { dataHome: home.path },
    );
    expect(whilePlaying).toBe(4);
    expect(other).toBeGreaterThan(4);
    // The first game ends with 0 points and does not lower the other game's best; it shows that best.
    expect(states.map((state) => state['best'])).toEqual([0, 0, 4, 4, other]);
    expect(stored().best['4']).toBe(other);
    // Recorded after the other game, with the score it ended with.
    expect(stored().games).toHaveLength(2);
    expect(stored().games[1]).toMatchObject({ score: 0, moves: 1 });
  });

  it('ends cleanly at the end of the input, and on an empty input', async () => {
    const [text, json, empty] = await Promise.all([
      runCli(['2048', '--seed', '7', '--no-save'], { input: 'left' }),
      runCli(['2048', '--seed', '7', '--no-save', '--json'], { input: 'left\n' }),
      runCli(['2048', '--no-save']),
    ]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('Moves: 1');
    expect(text.stdout.trimEnd().split('\n').at(-1)).toMatch(/^Thanks for playing 2048!/);
    const last = jsonLines(json.stdout).at(-1);
    expect(last?.['outcome']).toBe('end-of-input');
    expect(last?.['moves']).toBe(1);
    expect(empty.code).toBe(0);
    expect(empty.stdout).toContain('Moves: 0');
  });

  it('prints JSON objects with the whole state', async () => {
    const result = await runCli(
      ['2048', '--seed', '3', '--json', '--size', '5', '--win', '64', '--no-save'],
      { input: 'left\n' },
    );
    const [start, left] = jsonLines(result.stdout);
    expect(start).toMatchObject({
      game: '2048',
      command: null,
      outcome: 'start',
      size: 5,
      winValue: 64,
      score: 0,
      moves: 0,
      status: 'playing',
      won: false,
      canUndo: false,
      canRedo: false,
      lastMove: null,
    });
    expect(left).toMatchObject({ command: 'left', moves: 1, canUndo: true });
    const lastMove = left?.['lastMove'] as {
      direction: string;
      gained: number;
      spawn: { row: number; col: number; value: number };
    };
    expect(lastMove.direction).toBe('left');
    const board = left?.['board'] as number[][];
    expect(board[lastMove.spawn.row]?.[lastMove.spawn.col]).toBe(lastMove.spawn.value);
  });
});

describe('a 2048 game through a pipe ended by a signal', () => {
  it('is recorded as at the end of the input (SIGTERM, exit code 143)', async () => {
    const child = spawn(process.execPath, [BIN, '2048', '--seed', '7', '--json'], {
      env: testEnv(home.path),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    const closed = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    const states = new Promise<void>((resolve) => {
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        stdout += chunk;
        // The start and the two moves: the game has been played before it is killed.
        if (jsonLines(stdout).length === 3) resolve();
      });
    });
    child.stdin.write('left\nup\n');
    await states;
    child.kill('SIGTERM');
    expect(await closed).toBe(143);
    const scores = JSON.parse(readFileSync(join(home.path, 'pastime', '2048-scores.json'), 'utf8')) as {
      games: { moves: number; outcome: string; replay: string }[];
    };
    expect(scores.games).toEqual([expect.objectContaining({ moves: 2, outcome: 'abandoned' })]);
  });
});
