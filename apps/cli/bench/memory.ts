/**
 * Peak memory when the output never holds the program back: `yes up | pastime 2048 --json > /dev/null` (commands
 * as fast as the program reads them, replies into a sink that never blocks), and auto-play at full speed on the
 * full screen (in tmux, when it is installed). Each runs for SECONDS (default 60); its peak resident set is the
 * kernel's count (`VmHWM` in /proc, Linux). It fails, naming the mode, when a peak reaches the goal of 150 MB.
 *
 *   npx tsx bench/memory.ts [SECONDS]     (after `npm run build -w @pastime/cli`)
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BIN = join(CLI_ROOT, 'bin', 'pastime.js');
const TMUX = '/usr/bin/tmux';

const seconds = Number(process.argv[2] ?? 60);
if (!(seconds > 0)) throw new Error(`a number of seconds, got ${process.argv[2]}`);

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The peak resident set of process `pid` so far, in MiB. */
function peakMiB(pid: number): number {
  const kib = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kib) / 1024;
}

async function endlessUp(home: string): Promise<number> {
  const child = spawn(process.execPath, [BIN, '2048', '--json', '--seed', '1'], {
    env: { ...process.env, XDG_DATA_HOME: home },
    stdio: ['pipe', openSync('/dev/null', 'w'), openSync('/dev/null', 'w')],
  });
  const input = child.stdin;
  if (input === null) throw new Error('no stdin');
  const chunk = Buffer.from('up\n'.repeat(16_384));
  let running = true;
  const feed = async (): Promise<void> => {
    while (running) {
      if (!input.write(chunk)) await new Promise((resolve) => input.once('drain', resolve));
    }
  };
  void feed().catch(() => undefined);
  let peak = 0;
  for (let t = 0; t < seconds; t++) {
    await sleep(1000);
    peak = Math.max(peak, peakMiB(child.pid ?? 0));
  }
  running = false;
  child.kill();
  return peak;
}

async function fullScreenAutoplay(home: string): Promise<number | undefined> {
  if (!existsSync(TMUX)) return undefined;
  const socket = `pastime-bench-${process.pid}`;
  const pidFile = join(home, 'pid');
  const command = `echo $$ > ${pidFile}; exec env XDG_DATA_HOME=${home} ${process.execPath} ${BIN} 2048 --seed 5 --size 4`;
  execFileSync(TMUX, [
    '-L',
    socket,
    '-f',
    '/dev/null',
    'new-session',
    '-d',
    '-x',
    '80',
    '-y',
    '30',
    'sh',
    '-c',
    command,
  ]);
  try {
    await sleep(2000);
    const pid = Number(readFileSync(pidFile, 'utf8'));
    // p: auto-play; + eight times: full speed.
    execFileSync(TMUX, ['-L', socket, 'send-keys', 'p', ...Array<string>(8).fill('+')]);
    let peak = 0;
    for (let t = 0; t < seconds; t++) {
      await sleep(1000);
      peak = Math.max(peak, peakMiB(pid));
    }
    return peak;
  } finally {
    execFileSync(TMUX, ['-L', socket, 'kill-server']);
  }
}

/** The goal for every mode: under 150 MB (decimal) of peak resident memory. */
const TARGET_MIB = 150_000_000 / (1024 * 1024);

const home = mkdtempSync(join(tmpdir(), 'pastime-bench-memory-'));
const over: string[] = [];
const report = (mode: string, peak: number): void => {
  const mb = (peak * 1024 * 1024) / 1_000_000;
  console.log(`${mode}, ${seconds} s: peak RSS ${peak.toFixed(0)} MiB (${mb.toFixed(0)} MB)`);
  if (peak >= TARGET_MIB) over.push(`${mode}: ${mb.toFixed(0)} MB`);
};
try {
  report('yes up | pastime 2048 --json > /dev/null', await endlessUp(home));
  const screen = await fullScreenAutoplay(home);
  if (screen === undefined) console.log('full-screen auto-play: skipped (no tmux)');
  else report('full-screen auto-play at full speed', screen);
} finally {
  rmSync(home, { recursive: true, force: true });
}
if (over.length > 0) {
  console.error(`Peak memory above the goal of 150 MB: ${over.join('; ')}.`);
  process.exitCode = 1;
}
