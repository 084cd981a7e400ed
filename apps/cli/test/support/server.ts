/** The real Pastime server as a child process on a free port, for the tests of the online commands. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { CLI_ROOT } from './cli.ts';

const SERVER_MAIN = join(CLI_ROOT, '..', 'server', 'src', 'main.ts');

export interface TestServer {
  /** Its address, ending in `/`. */
  readonly url: string;
  readonly stop: () => void;
}

/** Starts the server with its data in `dataDir`; resolves once it prints its address. */
export function startServer(dataDir: string): Promise<TestServer> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', SERVER_MAIN], {
    cwd: join(CLI_ROOT, '..', '..'),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', PASTIME_DATA_DIR: dataDir, PACE_MS: '5' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = (): void => {
    child.kill('SIGKILL');
  };
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /serving at (http:\/\/\S+\/)/.exec(out)?.[1];
      if (url !== undefined) resolve({ url, stop });
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`the server exited (${code}): ${err}`)));
  });
}
