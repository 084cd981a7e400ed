/**
 * The server as one object: the database, the rooms, the HTTP app and the realtime channel on one port. Tests
 * start it in-process on a free port with PGlite in memory; `main.ts` starts it for `npm start`.
 */
import { serve } from '@hono/node-server';
import { timerClock, type Clock } from '@pastime/app-core';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openDatabase, tidyDatabase, type DatabaseLocation } from './db/database.ts';
import { createApp, type AppLimits } from './http/app.ts';
import { attachChannel } from './realtime/channel.ts';
import { attachDailyChannel } from './realtime/daily-channel.ts';
import { Daily } from './daily/daily.ts';
import { daySecret } from './daily/day-seed.ts';
import { DailyStore } from './daily/daily-store.ts';
import { RoomStore } from './rooms/room-store.ts';
import { Rooms } from './rooms/rooms.ts';

const HOUR_MS = 60 * 60 * 1000;

export interface ServerOptions {
  readonly database: DatabaseLocation;
  /** 0 for any free port. */
  readonly port: number;
  readonly host: string;
  readonly webRoot?: string;
  readonly clock?: Clock;
  /** The computer's pace, in milliseconds. */
  readonly pace?: number;
  readonly onError?: (error: Error) => void;
  /** Requests a connection may make per second. */
  readonly requestsPerSecond?: number;
  /** Rooms one address may create in an hour, and seats it may ask for in a minute. */
  readonly limits?: AppLimits;
  /** Rooms one address may have open at once. */
  readonly maxOpenRooms?: number;
  /** Daily runs one address may begin in a day. */
  readonly runsPerAddress?: number;
  /** Daily requests (moves) a connection may make per second. */
  readonly dailyRequestsPerSecond?: number;
}

export interface RunningServer {
  /** `http://host:port`. */
  readonly url: string;
  readonly database: 'postgres' | 'pglite';
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const database = await openDatabase(options.database);
  const { db, kind, pool } = database;
  const clock = options.clock ?? timerClock;
  const rooms = new Rooms({
    // PostgreSQL's pool runs several statements at once; PGlite one.
    store: new RoomStore(db, () => new Date(clock.now()), pool === undefined ? 1 : 4),
    clock,
    ...(options.pace === undefined ? {} : { pace: options.pace }),
    ...(options.onError === undefined ? {} : { onError: options.onError }),
    ...(options.maxOpenRooms === undefined ? {} : { maxOpenRooms: options.maxOpenRooms }),
    // Other processes may write to the same rooms: what they wrote is read where it matters.
    shared: pool !== undefined,
  });
  const daily = new Daily({
    store: new DailyStore(db, () => new Date(clock.now())),
    secret: await daySecret(db),
    clock,
    ...(options.runsPerAddress === undefined ? {} : { runsPerAddress: options.runsPerAddress }),
  });
  const app = createApp({
    rooms,
    daily,
    database: kind,
    ...(options.limits === undefined ? {} : { limits: options.limits }),
    ...(options.webRoot === undefined ? {} : { webRoot: options.webRoot }),
  });
  const http = await new Promise<HttpServer>((resolve) => {
    const server = serve({ fetch: app.fetch, port: options.port, hostname: options.host }, () =>
      resolve(server as HttpServer),
    ) as HttpServer;
  });
  const io = attachChannel(http, rooms, {
    ...(options.requestsPerSecond === undefined ? {} : { requestsPerSecond: options.requestsPerSecond }),
    ...(pool === undefined ? {} : { pool }),
    ...(options.onError === undefined ? {} : { onError: options.onError }),
  });
  attachDailyChannel(io, daily, {
    ...(options.dailyRequestsPerSecond === undefined
      ? {}
      : { requestsPerSecond: options.dailyRequestsPerSecond }),
  });
  // Rooms idle for a week go, checked at the start and every hour.
  let closed = false;
  let cancelSweep = (): void => undefined;
  const sweep = async (): Promise<void> => {
    try {
      await rooms.sweep();
      await tidyDatabase(database);
    } catch (error) {
      if (!closed) options.onError?.(error instanceof Error ? error : new Error(String(error)));
    }
    if (!closed) cancelSweep = clock.after(HOUR_MS, () => void sweep());
  };
  void sweep();
  const address = http.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    database: kind,
    async close() {
      closed = true;
      cancelSweep();
      await new Promise<void>((resolve) => void io.close(() => resolve()));
      await rooms.close();
      await db.destroy();
    },
  };
}
