/**
 * Peak memory when the output never holds the program back: `yes up | pastime 2048 --json > /dev/null` (commands
 * as fast as the program reads them, replies into a sink that never blocks), and auto-play at full speed on the
 * full screen (in tmux, when it is installed). Each runs for SECONDS (default 60); its peak resident set is the
 * kernel's count (`VmHWM` in /proc, Linux).
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

const home = mkdtempSync(join(tmpdir(), 'pastime-bench-memory-'));
try {
  const line = await endlessUp(home);
  console.log(`yes up | pastime 2048 --json > /dev/null, ${seconds} s: peak RSS ${line.toFixed(0)} MiB`);
  const screen = await fullScreenAutoplay(home);
  console.log(
    screen === undefined
      ? 'full-screen auto-play: skipped (no tmux)'
      : `full-screen auto-play at full speed, ${seconds} s: peak RSS ${screen.toFixed(0)} MiB`,
  );
} finally {
  rmSync(home, { recursive: true, force: true });
}
