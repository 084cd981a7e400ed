/** The server as its own process, as `npm start` runs it: for the tests that kill it or run several. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const running: ChildProcess[] = [];

export interface ServerProcess {
  /** `http://127.0.0.1:PORT`. */
  readonly url: string;
  readonly child: ChildProcess;
}

/** Starts the server on a free loopback port with `env` added; resolves once it prints its address. */
export function startServerProcess(env: Readonly<Record<string, string>>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /serving at (http:\/\/[^/\s]+)\//.exec(out)?.[1];
      if (url !== undefined) resolve({ url, child });
    });
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`the server exited (${code}): ${err}`)));
  });
}

/** Kills a server process outright (SIGKILL) and waits for it to be gone. */
export function killServerProcess(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGKILL');
  });
}

/** Kills every server process a test started and left running. */
export function killAllServerProcesses(): void {
  for (const child of running.splice(0)) child.kill('SIGKILL');
}
