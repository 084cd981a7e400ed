/**
 * `npm start`: the web app and online play on one port, printing its address. `PORT` (default 8080) and `HOST`
 * (default 127.0.0.1) choose where it listens; `DATABASE_URL` a PostgreSQL to use instead of the embedded one,
 * which is kept under the data directory (`PASTIME_DATA_DIR`, else the terminal program's `…/pastime/server`).
 */
import { mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './server.ts';
import type { DatabaseLocation } from './db/database.ts';

function dataDirectory(env: NodeJS.ProcessEnv): string {
  const own = env['PASTIME_DATA_DIR'];
  if (own !== undefined && own !== '') return own;
  const xdg = env['XDG_DATA_HOME'];
  const base =
    xdg !== undefined && xdg !== '' && isAbsolute(xdg)
      ? xdg
      : join(env['HOME'] || homedir(), '.local', 'share');
  return join(base, 'pastime', 'server');
}

function port(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8080;
  const n = Number(raw);
  if (!/^\d{1,5}$/.test(raw) || n > 65_535) {
    throw new Error(`PORT must be a port number from 0 to 65535, not ${JSON.stringify(raw)}`);
  }
  return n;
}

async function main(): Promise<void> {
  const env = process.env;
  const url = env['DATABASE_URL'];
  let database: DatabaseLocation;
  if (url !== undefined && url !== '') {
    database = { kind: 'postgres', url };
  } else {
    const directory = join(dataDirectory(env), 'pglite');
    mkdirSync(directory, { recursive: true });
    database = { kind: 'pglite', directory };
  }
  const server = await startServer({
    database,
    port: port(env['PORT']),
    host: env['HOST'] || '127.0.0.1',
    webRoot: fileURLToPath(new URL('../../web/dist', import.meta.url)),
    onError: (error) => process.stderr.write(`pastime server: ${error.message}\n`),
  });
  process.stdout.write(`Pastime is serving at ${server.url}/ (database: ${server.database})\n`);
  const stop = (): void => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`pastime server: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
