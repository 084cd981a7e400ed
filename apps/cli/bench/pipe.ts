/**
 * The line protocol through a pipe: commands per second and the program's peak memory (resident set), for a
 * million commands read from a file and every reply written into a pipe, read by a fast reader (as `| wc -l`)
 * and by a slow one (a pause after every 64 KiB). The built program is run (`npm run bench -w @pastime/cli`
 * builds it first); its peak memory is what the kernel counted for it (`process.resourceUsage().maxRSS`,
 * reported at its exit by `report-peak-rss.js`).
 *
 *   npm run bench -w @pastime/cli [-- COMMANDS]
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Readable } from 'node:stream';

const CLI_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BIN = join(CLI_ROOT, 'bin', 'pastime.js');
const REPORTER = join(CLI_ROOT, 'bench', 'report-peak-rss.js');

const count = Number(process.argv[2] ?? 1_000_000);
if (!Number.isSafeInteger(count) || count < 1)
  throw new Error(`a number of commands, got ${process.argv[2]}`);

interface Case {
  readonly name: string;
  readonly args: readonly string[];
  readonly commands: readonly string[];
}

const CASES: readonly Case[] = [
  {
    name: '2048 text',
    args: ['2048', '--seed', '1', '--no-save'],
    commands: ['left', 'up', 'right', 'down'],
  },
  {
    name: '2048 --json',
    args: ['2048', '--seed', '1', '--no-save', '--json'],
    commands: ['left', 'up', 'right', 'down'],
  },
  { name: 'farkle --json', args: ['farkle', '--seed', '1', '--no-save', '--json'], commands: ['help'] },
];

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Reads `stream` to its end, counting lines; the slow reader pauses 5 ms after every 64 KiB. */
async function drain(stream: Readable, slow: boolean): Promise<{ lines: number; bytes: number }> {
  let lines = 0;
  let bytes = 0;
  let sincePause = 0;
  for await (const chunk of stream) {
    const data = chunk as Buffer;
    bytes += data.length;
    for (let i = data.indexOf(0x0a); i >= 0; i = data.indexOf(0x0a, i + 1)) lines++;
    sincePause += data.length;
    if (slow && sincePause >= 65_536) {
      sincePause = 0;
      await sleep(5);
    }
  }
  return { lines, bytes };
}

async function run(
  game: Case,
  inputPath: string,
  slow: boolean,
): Promise<{ seconds: number; peakMiB: number; lines: number; bytes: number; code: number | null }> {
  const input = openSync(inputPath, 'r');
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, ['--import', REPORTER, BIN, ...game.args], {
    cwd: CLI_ROOT,
    env: { PATH: process.env['PATH'], HOME: tmpdir(), TERM: 'dumb' },
    stdio: [input, 'pipe', 'inherit', 'pipe'],
  });
  closeSync(input);
  const { stdout } = child;
  const report = child.stdio[3] as Readable;
  if (stdout === null) throw new Error('the program has no stdout pipe');
  let peak = '';
  report.setEncoding('utf8').on('data', (chunk: string) => (peak += chunk));
  const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
  const read = await drain(stdout, slow);
  const code = await closed;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { seconds, peakMiB: Number(peak) / 1024, ...read, code };
}

const dir = mkdtempSync(join(tmpdir(), 'pastime-bench-'));
try {
  console.log(`${count.toLocaleString('en')} commands a run, Node ${process.version}`);
  for (const game of CASES) {
    const inputPath = join(dir, `${game.name.replace(/\W+/g, '-')}.txt`);
    const commands = game.commands;
    writeFileSync(
      inputPath,
      Array.from({ length: count }, (_, i) => commands[i % commands.length]).join('\n'),
    );
    for (const slow of [false, true]) {
      const result = await run(game, inputPath, slow);
      if (result.code !== 0) throw new Error(`${game.name} exited with ${result.code}`);
      const perSecond = Math.round(count / result.seconds);
      console.log(
        `${game.name.padEnd(13)} ${slow ? 'slow reader' : 'fast reader'}: ` +
          `${perSecond.toLocaleString('en')} commands/s (${result.seconds.toFixed(1)} s), ` +
          `peak RSS ${result.peakMiB.toFixed(0)} MiB, ${(result.bytes / 2 ** 20).toFixed(0)} MiB of replies ` +
          `in ${result.lines.toLocaleString('en')} lines`,
      );
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
