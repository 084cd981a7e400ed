/**
 * The room's realtime channel (Socket.IO), the one place that knows its events: they feed app-core's follower of
 * the room, whose changes are told as the room's views as they come, the connection lost and back, and a final
 * refusal; and the requests with their answers.
 */
import {
  RoomFollower,
  UNREACHABLE,
  type Refused,
  type RoomAnswer,
  type RoomConnection,
  type RoomUpdate,
  type RoomView,
} from '@pastime/app-core';
import { io, type Socket } from 'socket.io-client';
import type { HeldSeat } from './seat-tokens.ts';

export type Answer = RoomAnswer;

export interface ChannelEvents {
  /** The room as it is now. */
  readonly room: (view: RoomView) => void;
  /** The connection was lost (and is being tried again), or is back. */
  readonly connection: (state: 'reconnecting' | 'connected') => void;
  /** The server refused the seat's connection: final. */
  readonly refused: (answer: Refused) => void;
}

export interface RoomChannel {
  request(event: 'act' | 'start' | 'hand-over', message: unknown): Promise<Answer>;
  close(): void;
}

export function openRoomChannel(held: HeldSeat, events: ChannelEvents): RoomChannel {
  const url = new URL(held.server);
  const socket: Socket = io(url.origin, {
    path: `${url.pathname}api/socket.io`,
    auth: { room: held.room, token: held.token },
    transports: ['websocket'],
  });
  const follower = new RoomFollower({ sync: () => socket.emit('sync', {}) });
  let shown: RoomView | null = null;
  let told: RoomConnection = 'connecting';
  follower.subscribe(() => {
    const { view, connection, refusal } = follower.snapshot;
    if (view !== null && view !== shown) {
      shown = view;
      events.room(view);
    }
    // A connection lost is told once, and again when it is back.
    if (connection !== told) {
      if (connection === 'reconnecting' || (connection === 'connected' && told === 'reconnecting'))
        events.connection(connection);
      if (connection === 'refused' && refusal !== null) events.refused(refusal);
      told = connection;
    }
  });
  socket.on('room', (view: RoomView) => follower.room(view));
  socket.on('update', (update: RoomUpdate) => follower.update(update));
  socket.on('disconnect', (reason) => {
    if (reason !== 'io client disconnect') follower.lost();
  });
  socket.on('connect', () => follower.connected());
  socket.on('connect_error', (error: Error & { data?: Refused }) => {
    // A refusal of the room's is final; anything else (a server restarting) is tried again by Socket.IO.
    if (error.data?.ok === false) follower.refused(error.data);
  });
  return {
    request: (event, message) =>
      (socket.timeout(10_000).emitWithAck(event, message) as Promise<Answer>).catch(
        (): Answer => UNREACHABLE,
      ),
    close: () => socket.close(),
  };
}
