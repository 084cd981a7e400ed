/**
 * The real server (`apps/server`) as a child process serving this run's build, on a data directory of its own:
 * started, killed with SIGKILL as a crash would, and started again on the same data.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess, type ServerProcess } from '@pastime/server/process';

/** Kills every server this file started, a start that never served included: for `afterAll`. */
export { killServerProcesses } from '@pastime/server/process';
import { inject } from 'vitest';

export interface ServerStart {
  /** The port to listen on (0: any free one). */
  readonly port?: string;
  /** Settings of the server's environment (`PACE_MS`, limits…). */
  readonly env?: Readonly<Record<string, string>>;
  /** How far the server's clock runs ahead (behind, negative), in ms. */
  readonly clockShiftMs?: number;
}

export class GameServer {
  readonly dataDir: string;
  #server: ServerProcess | undefined;

  /** `name` tells the data directory apart (`pastime-<name>-e2e-…`). */
  constructor(name: string) {
    this.dataDir = mkdtempSync(join(tmpdir(), `pastime-${name}-e2e-`));
  }

  /** Starts the server; resolves with its address once it says it serves. */
  async start({ port = '0', env = {}, clockShiftMs = 0 }: ServerStart = {}): Promise<string> {
    this.#server = await startServerProcess({
      port: Number(port),
      env: { PASTIME_DATA_DIR: this.dataDir, PASTIME_WEB_ROOT: inject('builtApp'), ...env },
      clockShiftMs,
    });
    return this.#server.address;
  }

  /** Kills the server at once (SIGKILL), as a crash would; resolves once it has gone. */
  kill(): Promise<void> {
    return this.#server?.stop() ?? Promise.resolve();
  }
}
