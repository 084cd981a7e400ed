/**
 * A room's realtime channel as the page sees it: the connection's state, the room's latest view, the seat this
 * browser plays (null: watching), and requests answered by the server.
 */
import {
  applyRoomUpdate,
  receivedRoom,
  type Refused,
  type RoomUpdate,
  type RoomView,
} from '@pastime/app-core';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { io, type Socket } from 'socket.io-client';
import type { Unreachable } from '@pastime/app-core';

export type Connection = 'connecting' | 'connected' | 'reconnecting' | 'refused';

export type Answer = { readonly ok: true } | Refused | Unreachable;

export interface RoomChannel {
  readonly connection: Connection;
  /** Why the room let this browser in no more (an unknown room, a token it does not know). */
  readonly refusal: Refused | null;
  readonly view: RoomView | null;
  readonly seat: number | null;
  request(event: 'act' | 'start' | 'hand-over', message?: unknown): Promise<Answer>;
}

export function useRoom(room: string, token: string | undefined): RoomChannel {
  const [connection, setConnection] = useState<Connection>('connecting');
  const [refusal, setRefusal] = useState<Refused | null>(null);
  const [view, setView] = useState<RoomView | null>(null);
  const [seat, setSeat] = useState<number | null>(null);
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
  useEffect(() => {
    socket.on('connect', () => setConnection('connected'));
    socket.on('disconnect', () => setConnection('reconnecting'));
    socket.io.on('reconnect_attempt', () => setConnection('reconnecting'));
    socket.on('connect_error', (error: Error & { data?: Refused }) => {
      // A refusal of the room's is final; anything else (no network, a server restarting) is tried again.
      if (error.data?.ok === false) {
        setRefusal(error.data);
        setConnection('refused');
        socket.close();
      } else setConnection('reconnecting');
    });
    socket.on('welcome', (welcome: { seat: number | null }) => setSeat(welcome.seat));
    socket.on('room', (next: RoomView) => setView(receivedRoom(next, Date.now())));
    // An update follows the whole view; one that cannot be applied (an update missed) asks for the whole view.
    socket.on('update', (update: RoomUpdate) =>
      setView((last) => {
        if (last === null) return last;
        const next = applyRoomUpdate(last, update, Date.now());
        if (next === undefined) socket.emit('sync', {});
        return next ?? last;
      }),
    );
    socket.connect();
    return () => {
      socket.removeAllListeners();
      socket.close();
    };
  }, [socket]);
  return {
    connection,
    refusal,
    view,
    seat,
    request: (event, message) =>
      (socket.timeout(10_000).emitWithAck(event, message ?? {}) as Promise<Answer>).catch((): Answer => ({
        ok: false,
        reason: 'unreachable',
      })),
  };
}
