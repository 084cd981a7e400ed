/**
 * The real server (`apps/server`) as a child process serving this run's build, on a data directory of its own:
 * started, killed with SIGKILL as a crash would, and started again on the same data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const SERVER_MAIN = fileURLToPath(new URL('../../../server/src/main.ts', import.meta.url));

export interface ServerStart {
  /** The port to listen on (0: any free one). */
  readonly port?: string;
  /** Settings of the server's environment (`PACE_MS`, limits…). */
  readonly env?: Readonly<Record<string, string>>;
  /** Modules loaded before the server (`--import`), such as a clock set off. */
  readonly imports?: readonly string[];
}

export class GameServer {
  readonly dataDir: string;
  #child: ChildProcess | undefined;

  /** `name` tells the data directory apart (`pastime-<name>-e2e-…`). */
  constructor(name: string) {
    this.dataDir = mkdtempSync(join(tmpdir(), `pastime-${name}-e2e-`));
  }

  /** Starts the server; resolves with its address once it says it serves. */
  start({ port = '0', env = {}, imports = [] }: ServerStart = {}): Promise<string> {
    const flags = [
      '--conditions=source',
      '--import',
      'tsx',
      ...imports.flatMap((file) => ['--import', file]),
    ];
    const child = spawn(process.execPath, [...flags, SERVER_MAIN], {
      env: {
        ...process.env,
        PORT: port,
        HOST: '127.0.0.1',
        PASTIME_DATA_DIR: this.dataDir,
        PASTIME_WEB_ROOT: inject('builtApp'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#child = child;
    return new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const url = /serving at (http:\/\/\S+\/)/.exec(out)?.[1];
        if (url !== undefined) resolve(url);
      });
      child.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    });
  }

  /** Kills the server at once (SIGKILL), as a crash would; resolves once it has gone. */
  kill(): Promise<void> {
    const child = this.#child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }
}
