/**
 * The realtime channel (Socket.IO): a connection names its room and, to play, its seat's token. A connection
 * hears the room's whole view (`room`) when it comes and when a game begins, and after every other change an
 * `update` of it (the actions since, numbered, with the new position and seats); a client that finds actions
 * missing asks for the whole view again with `sync`. A player's `act`, the creator's `start` and `hand-over` (of
 * an absent person's seat to the computer) are answered through the acknowledgement with `{ ok: true }` or a
 * refusal naming its reason. Nothing a client sends is trusted: each message is measured, checked against its
 * schema and rate-limited before it reaches the room.
 */
import type { Server as HttpServer } from 'node:http';
import {
  actMessageSchema,
  handOverMessageSchema,
  messageOf,
  refused,
  text,
  object,
  optional,
  type Refused,
  type Schema,
} from '@pastime/app-core';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import { Server, type Socket } from 'socket.io';
import type { Rooms } from '../rooms/rooms.ts';
import { ackOf, gatedRequest, type RequestGate } from './request.ts';

/** Requests a connection may make per second; more are refused until the second is over. */
export const REQUESTS_PER_SECOND = 20;

/** `start` takes no message: whatever comes with it is ignored. */
const anything: Schema<unknown> = (value) => value;

/** The requests a connection may make. */
const REQUESTS = new Set(['act', 'start', 'hand-over', 'sync']);

const handshakeSchema = object({ room: text(64), token: optional(text(64)) });

type Answer = { readonly ok: true } | Refused;

export interface ChannelOptions {
  /** Requests a connection may make per second (default `REQUESTS_PER_SECOND`). */
  readonly requestsPerSecond?: number;
  /** PostgreSQL's pool, through which several processes of the server serve the same rooms. */
  readonly pool?: pg.Pool;
  /** Reports a failure no request caused (counting who is connected to a room). */
  readonly onError?: (error: Error) => void;
}

export function attachChannel(http: HttpServer, rooms: Rooms, options: ChannelOptions = {}): Server {
  const perSecond = options.requestsPerSecond ?? REQUESTS_PER_SECOND;
  const pool = options.pool;
  const io = new Server(http, {
    path: '/api/socket.io',
    serveClient: false,
    // Larger messages close the connection; those up to this size are answered with `too-large`.
    maxHttpBufferSize: 64 * 1024,
    // Several processes on one PostgreSQL hear each other's broadcasts through it.
    ...(pool === undefined ? {} : { adapter: createAdapter(pool) }),
  });
  /** The rooms this process tells its connections about, with the function that stops it. */
  const watched = new Map<string, () => void>();
  const presence =
    pool === undefined ? undefined : sharedRooms(io, rooms, watched, options.onError ?? (() => undefined));
  // Each process tells its own connections of the room as it has it, in the order it changed. Where several
  // serve the rooms, the others hear only that it changed (`sharedRooms`) and read it again: the adapter delivers
  // messages in no set order, so a room's changes relayed through it could arrive older after newer.
  const broadcast = (room: string, event: string, message: unknown): void => {
    io.local.to(room).emit(event, message);
  };
  const limiter = new RateLimiterMemory({ points: perSecond, duration: 1 });

  io.use((socket, next) => {
    let handshake: { room: string; token?: string | undefined };
    try {
      handshake = handshakeSchema(socket.handshake.auth, 'auth');
    } catch (error) {
      return next(Object.assign(new Error('malformed'), { data: refused('malformed', messageOf(error)) }));
    }
    rooms.seatOf(handshake.room, handshake.token).then(
      (seat) => {
        if (seat !== null && typeof seat === 'object') {
          return next(Object.assign(new Error(seat.reason), { data: seat }));
        }
        socket.data = { room: handshake.room, token: handshake.token, seat };
        next();
      },
      (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
    );
  });

  io.on('connection', (socket: Socket) => {
    const { room, token, seat } = socket.data as {
      room: string;
      token: string | undefined;
      seat: number | null;
    };
    void socket.join(room);
    if (!watched.has(room))
      watched.set(
        room,
        rooms.watch(room, (change) =>
          change.kind === 'view'
            ? broadcast(room, 'room', change.view)
            : broadcast(room, 'update', change.update),
        ),
      );
    const leave = rooms.connect(room, seat);
    presence?.changed(room);
    socket.emit('welcome', { seat });
    void rooms.view(room).then((view) => socket.emit('room', view));

    const gate: RequestGate = { limiter, perSecond, refuse: refused };
    const request = <T>(args: readonly unknown[], schema: Schema<T>, run: (message: T) => Promise<Answer>) =>
      gatedRequest(gate, socket.id, args, schema, run);

    socket.on('act', (...args: unknown[]) =>
      request(args, actMessageSchema, (act) => rooms.act(room, token, act.seen, act.action)),
    );
    socket.on('start', (...args: unknown[]) => request(args, anything, () => rooms.start(room, token)));
    // The whole view again, before the acknowledgement, for a client that missed an update.
    socket.on('sync', (...args: unknown[]) =>
      request(args, anything, async () => {
        const view = await rooms.view(room);
        if ('ok' in view) return view;
        socket.emit('room', view);
        return { ok: true };
      }),
    );
    socket.on('hand-over', (...args: unknown[]) =>
      request(args, handOverMessageSchema, (handOver) => rooms.handOver(room, token, handOver.seat)),
    );
    socket.onAny((event: unknown, ...args: unknown[]) => {
      if (!REQUESTS.has(String(event))) ackOf(args)(refused('malformed', 'no such request'));
    });

    socket.on('disconnect', () => {
      leave();
      presence?.changed(room);
      if ((io.sockets.adapter.rooms.get(room)?.size ?? 0) === 0) {
        watched.get(room)?.();
        watched.delete(room);
      }
    });
  });
  return io;
}

/** How often the rooms with connections here are counted again: a process that stopped tells no one. */
const RECOUNT_MS = 30_000;

/** How long after a count a room is counted once more. */
const SETTLE_MS = 1000;

/**
 * Rooms that several processes serve. A process that writes to a room (or hands a seat to the computer) tells the
 * others, and each that has read the room reads it again (`Rooms.heard`).
 *
 * Who is connected: a process that sees a connection come or go tells the others, and each that has read the room
 * counts its connections over all of them (Socket.IO's `fetchSockets`); so does a process when it reads a room,
 * and every `RECOUNT_MS` for the rooms with connections here, since the connections of a process that stopped go
 * without a word. Only the count asked for last is taken, so that an answer overtaken by a later change is not.
 */
function sharedRooms(
  io: Server,
  rooms: Rooms,
  watched: ReadonlyMap<string, unknown>,
  onError: (error: Error) => void,
): { changed: (room: string) => void } {
  const failed = (error: unknown): void => onError(error instanceof Error ? error : new Error(String(error)));
  const asked = new Map<string, number>();
  let counter = 0;
  const recount = async (room: string): Promise<void> => {
    const ask = ++counter;
    asked.set(room, ask);
    let sockets;
    try {
      sockets = await io.in(room).fetchSockets();
    } catch (error) {
      // Another process did not answer in time (it may have stopped): the counts stay as they were until the
      // next count.
      if (asked.get(room) === ask) asked.delete(room);
      onError(new Error(`who is connected to a room could not be counted: ${messageOf(error)}`));
      return;
    }
    if (asked.get(room) !== ask) return;
    asked.delete(room);
    const seats = new Map<number, number>();
    for (const socket of sockets) {
      const seat = (socket.data as { seat?: unknown }).seat;
      if (typeof seat === 'number') seats.set(seat, (seats.get(seat) ?? 0) + 1);
    }
    await rooms.present(room, seats);
  };
  /** Rooms with a second count to come. */
  const again = new Set<string>();
  const count = (room: string): void => {
    recount(room).catch(failed);
    // Counted once more a moment later: an answer that timed out, a connection that came while the count was
    // asked, or a process not yet known to this one are then counted too.
    if (again.has(room)) return;
    again.add(room);
    setTimeout(() => {
      again.delete(room);
      recount(room).catch(failed);
    }, SETTLE_MS).unref();
  };
  io.on('presence', (room: unknown) => {
    if (typeof room === 'string' && rooms.holds(room)) count(room);
  });
  rooms.onWritten((room, handedOver) => io.serverSideEmit('written', room, handedOver ?? null));
  io.on('written', (room: unknown, handedOver: unknown) => {
    if (typeof room !== 'string' || !rooms.holds(room)) return;
    rooms.heard(room, typeof handedOver === 'number' ? handedOver : undefined).catch(failed);
  });
  rooms.onRoomRead(count);
  // Unref'd, and harmless once the rooms are closed: a closed service takes no counts.
  setInterval(() => {
    for (const room of watched.keys()) count(room);
  }, RECOUNT_MS).unref();
  return {
    changed(room) {
      count(room);
      io.serverSideEmit('presence', room);
    },
  };
}
