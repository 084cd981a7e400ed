/**
 * A room's realtime channel as the page sees it: app-core's follower of the room fed by the socket (the connection's
 * state, the room's latest view, the seat this browser plays, null: watching), and requests answered by the server.
 */
import {
  RoomFollower,
  UNREACHABLE,
  type Refused,
  type RoomAnswer,
  type RoomConnection,
  type RoomSnapshot,
  type RoomUpdate,
  type RoomView,
} from '@pastime/app-core';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { io, type Socket } from 'socket.io-client';

export type Connection = RoomConnection;
export type Answer = RoomAnswer;

export interface RoomChannel extends RoomSnapshot {
  request(event: 'act' | 'start' | 'hand-over', message?: unknown): Promise<Answer>;
}

export function useRoom(room: string, token: string | undefined): RoomChannel {
  const socket = useMemo<Socket>(
    () =>
      io({
        path: `${location.pathname.replace(/[^/]*$/, '')}api/socket.io`,
        auth: token === undefined ? { room } : { room, token },
        transports: ['websocket', 'polling'],
        autoConnect: false,
      }),
    [room, token],
  );
  const follower = useMemo(() => new RoomFollower({ sync: () => socket.emit('sync', {}) }), [socket]);
  const [snapshot, setSnapshot] = useState<RoomSnapshot>(follower.snapshot);
  useEffect(() => {
    const stop = follower.subscribe(() => setSnapshot(follower.snapshot));
    socket.on('connect', () => follower.connected());
    socket.on('disconnect', () => follower.lost());
    // The manager may be shared with another namespace's socket: only this listener is taken off it.
    const retrying = (): void => follower.lost();
    socket.io.on('reconnect_attempt', retrying);
    socket.on('connect_error', (error: Error & { data?: Refused }) => {
      // A refusal of the room's is final; anything else (no network, a server restarting) is tried again.
      if (error.data?.ok === false) {
        follower.refused(error.data);
        socket.close();
      } else follower.lost();
    });
    socket.on('welcome', (welcome: { seat: number | null }) => follower.welcome(welcome.seat));
    socket.on('room', (view: RoomView) => follower.room(view));
    socket.on('update', (update: RoomUpdate) => follower.update(update));
    socket.connect();
    return () => {
      stop();
      socket.removeAllListeners();
      socket.io.off('reconnect_attempt', retrying);
      socket.close();
    };
  }, [socket, follower]);
  return {
    ...snapshot,
    request: (event, message) =>
      (socket.timeout(10_000).emitWithAck(event, message ?? {}) as Promise<Answer>).catch(
        (): Answer => UNREACHABLE,
      ),
  };
}
