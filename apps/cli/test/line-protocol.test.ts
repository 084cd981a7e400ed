import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BIN,
  CLI_ROOT,
  driveJson,
  farklePlayer,
  jsonLines,
  runCli,
  tempDataHome,
  testEnv,
} from './support/cli.ts';

const players = (state: Record<string, unknown>): { kind: string; total: number }[] =>
  state['players'] as { kind: string; total: number }[];

let home: ReturnType<typeof tempDataHome>;
beforeEach(() => {
  home = tempDataHome();
});
afterEach(() => home.remove());

/** The peak memory (resident set) of a running process, in bytes. */
function peakMemory(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) * 1024;
}

describe('the line protocol', () => {
  it('refuses a line longer than 4 KiB with one clear reply, and the game goes on', async () => {
    const long = 'left'.repeat(1300);
    const [text, json] = await Promise.all([
      runCli(['2048', '--seed', '7', '--no-save'], { input: `${long}\nleft\n` }),
      runCli(['farkle', '--seed', '3', '--no-save', '--json'], {
        input: `roll\n${'x'.repeat(5000)}\nhint\n`,
      }),
    ]);
    expect(text.code).toBe(0);
    expect(text.stderr).toBe(
      `Invalid command '${long.slice(0, 39)}…': a line may be at most 4096 bytes (4 KiB). Please enter a new command: left, right, up, down, undo, redo, new, keep, hint, help or quit.\n`,
    );
    expect(text.stdout).toContain('Moves: 1');
    expect(text.stdout).not.toContain(long.slice(0, 100));
    const states = jsonLines(json.stdout);
    expect(states.map((s) => s['outcome'])).toEqual(['start', 'ok', 'invalid', 'hint', 'end-of-input']);
    expect(states[2]?.['command']).toBe(`${'x'.repeat(39)}…`);
    expect(states[2]?.['error']).toBe(
      `Invalid command '${'x'.repeat(39)}…': a line may be at most 4096 bytes (4 KiB). Commands: roll, select 1 3 5, toggle 2, all, bank, hint, advise, new, help, quit.`,
    );
    // A line of exactly 4096 bytes is still read.
    const edge = await runCli(['2048', '--seed', '7', '--no-save'], { input: `${' '.repeat(4092)}left\n` });
    expect(edge.stderr).toBe('');
    expect(edge.stdout).toContain('Moves: 1');
  });

  it('reads a 200 MB line without a newline in little memory', async () => {
    // A small heap: holding the line as text would crash the program.
    const child = spawn(
      process.execPath,
      ['--max-old-space-size=32', BIN, '2048', '--seed', '7', '--no-save', '--json'],
      {
        cwd: CLI_ROOT,
        env: testEnv(undefined),
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
    const megabyte = Buffer.alloc(1024 * 1024, 'y');
    for (let i = 0; i < 200; i++) {
      if (!child.stdin.write(megabyte)) await new Promise((resolve) => child.stdin.once('drain', resolve));
    }
    const peak = peakMemory(child.pid ?? 0);
    child.stdin.end('\nleft\n');
    expect(await closed).toBe(0);
    expect(peak).toBeLessThan(150 * 1024 * 1024);
    expect(jsonLines(stdout).map((s) => s['outcome'])).toEqual(['start', 'invalid', 'moved', 'end-of-input']);
    expect(stderr).toContain('a line may be at most 4096 bytes (4 KiB)');
  });

  it('shows bytes that are not UTF-8 as escapes, in messages and in JSON', async () => {
    const input = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('\nl\u00e9ft\n')]);
    const [text, json] = await Promise.all([
      runCli(['2048', '--no-save'], { input }),
      runCli(['farkle', '--no-save', '--json'], { input }),
    ]);
    expect(text.stderr.split('\n')[0]).toBe(
      "Invalid command '\\xff\\xfe'. Please enter a new command: left, right, up, down, undo, redo, new, keep, hint, help or quit.",
    );
    // Valid UTF-8 is shown as the letters it is.
    expect(text.stderr.split('\n')[1]).toContain("Invalid command 'léft'.");
    expect(text.stderr).not.toContain('\ufffd');
    const [, invalid] = jsonLines(json.stdout);
    expect(invalid?.['command']).toBe('\\xff\\xfe');
    expect(invalid?.['error']).toContain("Invalid command '\\xff\\xfe': unknown command '\\xff\\xfe'.");
  });

  it('says in its help that blank lines and comments get no reply', async () => {
    const [g2048, farkle] = await Promise.all([runCli(['2048', '--help']), runCli(['farkle', '--help'])]);
    for (const help of [g2048.stdout, farkle.stdout]) {
      expect(help).toContain('Blank lines and lines starting with # are skipped, without a reply.');
    }
  });

  it('prints the same Farkle numbers in text as in JSON, under the same names', async () => {
    const input = 'roll\nselect 1\nselect 1 5\nroll\nall\nhint\nbank\nroll\n';
    const [text, json] = await Promise.all([
      runCli(['farkle', '--seed', '3', '--no-save'], { input }),
      runCli(['farkle', '--seed', '3', '--no-save', '--json'], { input }),
    ]);
    const shown = [
      ...text.stdout.matchAll(
        /^Turn total: ([\d,]+) {2}Selected: ([\d,]+) {2}Running total: ([\d,]+) {2}Roll score: ([\d,]+)$/gm,
      ),
    ].map((m) => m.slice(1, 5).map((n) => Number(n.replaceAll(',', ''))));
    const states = jsonLines(json.stdout).filter(
      (s) => s['outcome'] !== 'invalid' && s['outcome'] !== 'refused',
    );
    expect(shown.length).toBeGreaterThan(5);
    expect(shown).toEqual(
      states
        .slice(0, shown.length)
        .map((s) => [s['turnTotal'], s['selectionScore'], s['runningTotal'], s['rollScore']]),
    );
  });

  it('tells a data file that is not JSON on one line, its line breaks escaped', async () => {
    mkdirSync(join(home.path, 'pastime'));
    writeFileSync(join(home.path, 'pastime', 'farkle-scores.json'), 'garbage\n\u001b[31m');
    const result = await runCli(['farkle'], { dataHome: home.path });
    const lines = result.stderr.split('\n').filter((line) => line !== '');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^pastime: The Farkle scores file .* could not be read: not valid JSON \(.*\\x0a.*\)\./,
    );
    expect(result.stderr).not.toContain('\u001b');
  });

  it("tells the computer's bank once, with its points", async () => {
    const { states } = await driveJson(['farkle', '--computer', '--seed', '4', '--no-save'], (state) =>
      players(state).some((p) => p.kind === 'computer' && p.total > 0) ? undefined : farklePlayer(state),
    );
    const steps = states.flatMap((s) => s['computer'] as { action: { type: string }; message: string }[]);
    const banks = steps.filter((step) => step.action.type === 'bank');
    expect(banks.length).toBeGreaterThan(0);
    for (const bank of banks) expect(bank.message).toMatch(/^Computer banks [\d,]+ \(total [\d,]+\)\./);
    const text = await runCli(['farkle', '--computer', '--seed', '4', '--no-save'], {
      input: states
        .map((s) => s['command'])
        .filter((c) => typeof c === 'string')
        .join('\n'),
    });
    expect(text.stdout).toMatch(/^Computer banks [\d,]+ \(total [\d,]+\)\.$/m);
    expect(text.stdout).not.toMatch(/^Computer banks\.$/m);
  });
});
