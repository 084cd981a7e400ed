/**
 * The daily challenges on the realtime channel: the `/daily` namespace, where a device begins, plays, ends and
 * resumes its runs. Each request is answered through its acknowledgement with the run or a refusal naming its
 * reason; each is measured, rate-limited and checked against its schema before the service sees it.
 */
import {
  dailyMoveSchema,
  dailyRefused,
  dailyRenameSchema,
  dailyRunSchema,
  dailyStartSchema,
  type DailyRefused,
  type Schema,
} from '@pastime/app-core';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Server, Socket } from 'socket.io';
import type { Daily } from '../daily/daily.ts';
import { sha256 } from '../rooms/secrets.ts';
import { ackOf, gatedRequest, type RequestGate } from './request.ts';

/** Requests (moves, mostly) a connection may make per second. */
export const DAILY_REQUESTS_PER_SECOND = 30;

const REQUESTS = new Set(['start', 'run', 'move', 'end', 'rename']);

export interface DailyChannelOptions {
  readonly requestsPerSecond?: number;
}

export function attachDailyChannel(io: Server, daily: Daily, options: DailyChannelOptions = {}): void {
  const perSecond = options.requestsPerSecond ?? DAILY_REQUESTS_PER_SECOND;
  const limiter = new RateLimiterMemory({ points: perSecond, duration: 1 });
  io.of('/daily').on('connection', (socket: Socket) => {
    // Who asks, as the limit on runs a day knows them: a hash of the address.
    const addressKey = sha256(`pastime-address:${socket.handshake.address}`);

    const gate: RequestGate = { limiter, perSecond, refuse: dailyRefused };
    const request = <T>(args: readonly unknown[], schema: Schema<T>, run: (message: T) => Promise<unknown>) =>
      gatedRequest(gate, socket.id, args, schema, run);

    socket.on('start', (...args: unknown[]) =>
      request(args, dailyStartSchema, (start) =>
        daily.start(start.game, start.name, start.token, addressKey),
      ),
    );
    socket.on('run', (...args: unknown[]) =>
      request(args, dailyRunSchema, (run) => daily.run(run.token, run.game)),
    );
    socket.on('move', (...args: unknown[]) =>
      request(args, dailyMoveSchema, (move) => daily.move(move.token, move)),
    );
    socket.on('end', (...args: unknown[]) =>
      request(args, dailyRunSchema, (end) => daily.end(end.token, end.game)),
    );
    socket.on('rename', (...args: unknown[]) =>
      request(args, dailyRenameSchema, (rename) => daily.rename(rename.token, rename.name)),
    );
    socket.onAny((event: unknown, ...args: unknown[]) => {
      if (!REQUESTS.has(String(event))) {
        const refusal: DailyRefused = dailyRefused('malformed', 'no such request');
        ackOf(args)(refusal);
      }
    });
  });
}
