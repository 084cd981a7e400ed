import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CLI_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BIN = join(CLI_ROOT, 'bin', 'pastime.js');

export interface RunResult {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface RunOptions {
  /** Written to stdin, which is then closed. */
  readonly input?: string | Buffer;
  /** Added to a clean environment (no colours forced, no data directory of the real user). */
  readonly env?: Readonly<Record<string, string>>;
  readonly dataHome?: string;
}

/** A private data directory for one test; removed by the returned function. */
export function tempDataHome(): { readonly path: string; readonly remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), 'pastime-test-'));
  return {
    path,
    remove: () => rmSync(path, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 }),
  };
}

export function testEnv(
  dataHome: string | undefined,
  extra: Readonly<Record<string, string>> = {},
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env['PATH'],
    HOME: dataHome ?? tmpdir(),
    TERM: 'xterm-256color',
    ...extra,
  };
  if (dataHome !== undefined) env['XDG_DATA_HOME'] = dataHome;
  return env;
}

/** Runs the real program with stdin and stdout as pipes (the line protocol). */
export function runCli(args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: CLI_ROOT,
      env: testEnv(options.dataHome, options.env),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}

/** The JSON lines of a `--json` run. */
export function jsonLines(stdout: string): Record<string, unknown>[] {
  return stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/**
 * Plays a game through `--json` in lock step: each state printed is given to `decide`, whose answer is sent as
 * the next command; `undefined` closes the input. Returns every state printed.
 */
export function driveJson(
  args: readonly string[],
  decide: (state: Record<string, unknown>, index: number) => string | undefined,
  options: RunOptions = {},
): Promise<{
  readonly states: Record<string, unknown>[];
  readonly sent: string[];
  readonly result: RunResult;
}> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args, '--json'], {
      cwd: CLI_ROOT,
      env: testEnv(options.dataHome, options.env),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const states: Record<string, unknown>[] = [];
    const sent: string[] = [];
    let buffer = '';
    let stdout = '';
    let stderr = '';
    let open = true;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      buffer += chunk;
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
        const state = JSON.parse(line) as Record<string, unknown>;
        states.push(state);
        if (!open) continue;
        const command = decide(state, states.length - 1);
        if (command === undefined) {
          open = false;
          child.stdin.end();
        } else {
          sent.push(command);
          child.stdin.write(`${command}\n`);
        }
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ states, sent, result: { code, signal, stdout, stderr } }));
  });
}

interface DieJson {
  readonly face: number | null;
  readonly selected: boolean;
  readonly locked: boolean;
}

/** A simple Farkle player for `driveJson`: roll, take the hint's dice, bank as soon as it may. */
export function farklePlayer(state: Record<string, unknown>): string | undefined {
  if (state['phase'] === 'game-over') return undefined;
  if (state['phase'] === 'awaiting-roll') return 'roll';
  const dice = state['dice'] as DieJson[];
  if (!dice.some((d) => d.selected)) {
    const hint = state['hint'] as number[];
    return `select ${hint.map((i) => i + 1).join(' ')}`;
  }
  return state['canBank'] === true ? 'bank' : 'roll';
}

/** A Farkle game of four seats, two people and two computers, under the popular rules. */
export function fourSeatFarkle(seed: number): string[] {
  return [
    'farkle',
    '--seats',
    'human:Ada,expert,human:Cy,classic:Bot',
    '--rules',
    'popular',
    '--seed',
    String(seed),
  ];
}
