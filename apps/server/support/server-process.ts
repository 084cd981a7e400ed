/**
 * The server as its own process, as `npm start` runs it (its source, through tsx) on a loopback port: for the
 * tests and benchmarks of every package that kill it as a crash would, run several, or measure it from outside.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The server's entry point. */
export const SERVER_MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

export interface ServerProcessOptions {
  /** The server's settings (`PASTIME_DATA_DIR`, `DATABASE_URL`, `PACE_MS`, limits…), over `PORT` and `HOST`. */
  readonly env?: Readonly<Record<string, string>>;
  /** The port to listen on; 0 (the default): a free one. */
  readonly port?: number;
  /** Node's options before the entry point (`--cpu-prof`, `--import` of a module such as a clock set off). */
  readonly nodeOptions?: readonly string[];
  /** Another version's entry point, to compare two versions under the same load. */
  readonly main?: string;
  /** The server's own errors: kept to name in a failure to start (the default), or shown as they come. */
  readonly stderr?: 'keep' | 'show';
  /** How far the server's clock runs ahead (behind, negative), in ms: to play a day that has closed. */
  readonly clockShiftMs?: number;
}

const SHIFT_CLOCK = fileURLToPath(new URL('./shift-clock.ts', import.meta.url));

export interface ServerProcess {
  /** `http://127.0.0.1:PORT`. */
  readonly url: string;
  /** `http://127.0.0.1:PORT/`: the address it prints, as a client is given it. */
  readonly address: string;
  readonly child: ChildProcess;
  /** Sends `signal` (by default SIGKILL, as a crash would) and resolves once the process has gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Every process started here and not yet gone. */
const running = new Set<ChildProcess>();

/** Kills (SIGKILL) every server process started here that is still running: after a test, whatever it did. */
export function killServerProcesses(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

/** Starts the server; resolves once it prints the address it serves at, rejects if it exits first. */
export function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  // After tsx, so that a module imported before the server may be TypeScript too.
  const shift = options.clockShiftMs ?? 0;
  const clock = shift === 0 ? [] : ['--import', SHIFT_CLOCK];
  const args = ['--conditions=source', '--import', 'tsx', ...clock, ...(options.nodeOptions ?? [])];
  const child = spawn(process.execPath, [...args, options.main ?? SERVER_MAIN], {
    env: {
      ...process.env,
      PORT: String(options.port ?? 0),
      HOST: '127.0.0.1',
      PASTIME_CLOCK_SHIFT_MS: String(shift),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', options.stderr === 'show' ? 'inherit' : 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const stop = (signal: NodeJS.Signals = 'SIGKILL'): Promise<void> =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const origin = /serving at (http:\/\/[^/\s]+)\//.exec(out)?.[1];
      if (origin !== undefined) resolve({ url: origin, address: `${origin}/`, child, stop });
    });
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code, signal) =>
      reject(new Error(`the server exited (${code ?? signal ?? 'unknown'}) before serving: ${err}`)),
    );
  });
}
