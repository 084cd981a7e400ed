/** The Pastime server for the online tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { CLI_ROOT } from './cli.ts';

const SERVER_MAIN = join(CLI_ROOT, '..', 'server', 'src', 'main.ts');

/** The server as its own process on a free port; resolves with its address once it prints it. */
export function startServer(dataDir: string, running: ChildProcess[], port = 0): Promise<string> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', SERVER_MAIN], {
    cwd: join(CLI_ROOT, '..', '..'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PASTIME_DATA_DIR: dataDir, PACE_MS: '5' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /serving at (http:\/\/\S+\/)/.exec(out)?.[1];
      if (url !== undefined) resolve(url);
    });
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`the server exited (${code}): ${err}`)));
  });
}
