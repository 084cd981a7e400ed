import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BIN, CLI_ROOT, testEnv } from './support/cli.ts';

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

const MOVES = ['left', 'down', 'right', 'up', 'undo', 'redo'];

describe('the line protocol into a slow reader', () => {
  it('waits for the reader: it stops reading while its replies are not read, then writes every one, in order', async () => {
    const count = 50_000;
    const commands = Array.from({ length: count }, (_, i) => MOVES[i % MOVES.length] ?? 'left');
    // Padded (the padding is trimmed): 1.2 MB of input, far more than the pipes and stream buffers hold.
    const input = commands.map((command) => `${command.padEnd(23)}\n`).join('');
    const child = spawn(process.execPath, [BIN, '2048', '--seed', '5', '--no-save', '--json'], {
      cwd: CLI_ROOT,
      env: testEnv(undefined),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    try {
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
      // Nobody reads the replies yet.
      child.stdout.pause();
      child.stdin.write(input);
      child.stdin.end();
      // Until the program stops taking input (no progress for a second): without backpressure it would take all of it.
      let taken = -1;
      for (;;) {
        await sleep(1000);
        const now = input.length - child.stdin.writableLength;
        if (now === taken) break;
        taken = now;
      }
      expect(taken).toBeLessThan(input.length / 2);

      // The reader starts, slowly at first.
      let stdout = '';
      child.stdout.setEncoding('utf8');
      for (let i = 0; i < 20; i++) {
        const chunk = child.stdout.read() as string | null;
        if (chunk !== null) stdout += chunk;
        await sleep(10);
      }
      child.stdout.on('data', (chunk: string) => (stdout += chunk));
      child.stdout.resume();
      expect(await closed).toBe(0);
      expect(stderr).toBe('');
      const replies = stdout
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(replies).toHaveLength(count + 2);
      expect(replies.map((reply) => reply['command'])).toEqual([null, ...commands, null]);
      expect(replies.at(-1)?.['outcome']).toBe('end-of-input');
    } finally {
      child.kill();
    }
  });
});

/** Runs the program with its stdout (or stderr) on `/dev/full`, where every write fails with ENOSPC. */
function runIntoFullDisk(
  args: readonly string[],
  input: string,
  full: 'stdout' | 'stderr' = 'stdout',
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const fd = openSync('/dev/full', 'w');
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd: CLI_ROOT,
    env: testEnv(undefined),
    stdio: full === 'stdout' ? ['pipe', fd, 'pipe'] : ['pipe', 'pipe', fd],
  });
  closeSync(fd);
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdin?.end(input);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe('an output that cannot be written', () => {
  it('is told in one sentence on stderr, exit code 1, without a stack trace', async () => {
    const results = await Promise.all([
      runIntoFullDisk(['2048', '--no-save', '--seed', '1'], 'left\nup\n'),
      runIntoFullDisk(['farkle', '--no-save', '--seed', '1', '--json'], 'roll\n'),
      runIntoFullDisk(['--help'], ''),
    ]);
    for (const result of results) {
      expect(result.stderr).toBe('pastime: could not write the output: the disk is full.\n');
      expect(result.code).toBe(1);
    }
  });

  it('keeps the usual exit code when only stderr cannot be written', async () => {
    const usage = await runIntoFullDisk(['2048', '--size', 'x'], '', 'stderr');
    expect(usage.code).toBe(2);
    const game = await runIntoFullDisk(['2048', '--no-save', '--seed', '1'], 'sideways\nleft\n', 'stderr');
    expect(game.code).toBe(0);
    expect(game.stdout).toContain('Moves: 1');
  });

  it('ends quietly when the reader goes away early', async () => {
    const child = spawn(process.execPath, [BIN, '2048', '--no-save', '--json'], {
      cwd: CLI_ROOT,
      env: testEnv(undefined),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
    // The reader takes the first reply and leaves, as `| head -1` does.
    await new Promise((resolve) => child.stdout.once('data', resolve));
    child.stdout.destroy();
    child.stdin.on('error', () => undefined);
    for (let i = 0; i < 200 && child.exitCode === null; i++) {
      child.stdin.write('left\nright\n'.repeat(1000));
      await sleep(5);
    }
    child.stdin.end();
    expect(await closed).toBe(0);
    expect(stderr).toBe('');
  });
});
