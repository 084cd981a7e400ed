/**
 * `npm start`: the web app and online play on one port, printing its address. `PORT` (default 4173) and `HOST`
 * (default 127.0.0.1) choose where it listens; `DATABASE_URL` a PostgreSQL to use instead of the embedded one,
 * which is kept under the data directory (`PASTIME_DATA_DIR`, else the terminal program's `…/pastime/server`);
 * `PACE_MS` the computer's pace (default 800); `PASTIME_WEB_ROOT` the built web app to serve (default `apps/web/dist`);
 * `LIMIT_*` the limits (see the README).
 */
import { mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FARKLE_PACE_MAX_MS, FARKLE_PACE_MS } from '@pastime/app-core';
import { JOINS_PER_MINUTE, ROOMS_PER_HOUR } from './http/app.ts';
import { REQUESTS_PER_SECOND } from './realtime/channel.ts';
import { MAX_OPEN_ROOMS } from './rooms/rooms.ts';
import { startServer } from './server.ts';
import type { DatabaseLocation } from './db/database.ts';
import { RUNS_PER_ADDRESS_PER_DAY } from './daily/daily.ts';
import { DAILY_REQUESTS_PER_SECOND } from './realtime/daily-channel.ts';

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

/** A whole number from an environment variable, or `fallback` when it is unset. */
function wholeNumber(name: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!/^\d{1,7}$/.test(raw) || n > max) {
    throw new Error(`${name} must be a whole number from 0 to ${max}, not ${JSON.stringify(raw)}`);
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
    port: wholeNumber('PORT', env['PORT'], 4173, 65_535),
    pace: wholeNumber('PACE_MS', env['PACE_MS'], FARKLE_PACE_MS, FARKLE_PACE_MAX_MS),
    limits: {
      roomsPerHour: wholeNumber(
        'LIMIT_ROOMS_PER_HOUR',
        env['LIMIT_ROOMS_PER_HOUR'],
        ROOMS_PER_HOUR,
        1_000_000,
      ),
      joinsPerMinute: wholeNumber(
        'LIMIT_JOINS_PER_MINUTE',
        env['LIMIT_JOINS_PER_MINUTE'],
        JOINS_PER_MINUTE,
        1_000_000,
      ),
    },
    maxOpenRooms: wholeNumber('LIMIT_OPEN_ROOMS', env['LIMIT_OPEN_ROOMS'], MAX_OPEN_ROOMS, 1_000_000),
    requestsPerSecond: wholeNumber(
      'LIMIT_REQUESTS_PER_SECOND',
      env['LIMIT_REQUESTS_PER_SECOND'],
      REQUESTS_PER_SECOND,
      1_000_000,
    ),
    runsPerAddress: wholeNumber(
      'LIMIT_DAILY_RUNS_PER_ADDRESS',
      env['LIMIT_DAILY_RUNS_PER_ADDRESS'],
      RUNS_PER_ADDRESS_PER_DAY,
      1_000_000,
    ),
    dailyRequestsPerSecond: wholeNumber(
      'LIMIT_DAILY_REQUESTS_PER_SECOND',
      env['LIMIT_DAILY_REQUESTS_PER_SECOND'],
      DAILY_REQUESTS_PER_SECOND,
      1_000_000,
    ),
    host: env['HOST'] || '127.0.0.1',
    webRoot: env['PASTIME_WEB_ROOT'] || fileURLToPath(new URL('../../web/dist', import.meta.url)),
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
