/**
 * The room's realtime channel (Socket.IO), the one place that knows its events: the room's views as they come,
 * the connection lost and back, a final refusal, and the requests with their answers.
 */
import {
  applyRoomUpdate,
  receivedRoom,
  type Refused,
  type RoomUpdate,
  type RoomView,
  type Unreachable,
} from '@pastime/app-core';
import { io, type Socket } from 'socket.io-client';
import type { HeldSeat } from './seat-tokens.ts';

export type Answer = { readonly ok: true } | Refused | Unreachable;

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
  let last: RoomView | null = null;
  const heard = (room: RoomView): void => {
    last = room;
    events.room(room);
  };
  socket.on('room', (room: RoomView) => heard(receivedRoom(room, Date.now())));
  // A change comes as an update of the view; one that cannot be applied (an update missed) asks for the whole view.
  socket.on('update', (update: RoomUpdate) => {
    if (last === null) return;
    const next = applyRoomUpdate(last, update, Date.now());
    if (next === undefined) socket.emit('sync', {});
    else heard(next);
  });
  // A connection lost (not closed here) is told once, and again when Socket.IO has it back.
  let lost = false;
  socket.on('disconnect', (reason) => {
    if (reason === 'io client disconnect' || lost) return;
    lost = true;
    events.connection('reconnecting');
  });
  socket.on('connect', () => {
    if (!lost) return;
    lost = false;
    events.connection('connected');
  });
  socket.on('connect_error', (error: Error & { data?: Refused }) => {
    // A refusal of the room's is final; anything else (a server restarting) is tried again by Socket.IO.
    if (error.data?.ok === false) events.refused(error.data);
  });
  return {
    request: (event, message) =>
      (socket.timeout(10_000).emitWithAck(event, message) as Promise<Answer>).catch((): Answer => ({
        ok: false,
        reason: 'unreachable',
      })),
    close: () => socket.close(),
  };
}
