/**
 * Today's ranked run of a game on the page: the `/daily` namespace of the realtime channel, its connection's
 * state, and the run, taken up again each time the connection comes back (a reload, a lost network, a restart of
 * the server).
 */
import { RankedRunClient, type DailyGame, type DailyRunView, type RunSnapshot } from '@pastime/app-core';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { io, type Socket } from 'socket.io-client';
import type { Connection } from '../online/use-room.ts';
import type { Device } from './device.ts';

/** How long a request waits for its answer before it counts as unanswered. */
const ANSWER_MS = 10_000;

export interface RankedRun extends RunSnapshot {
  readonly connection: Connection;
  readonly client: RankedRunClient;
}

/** The namespace's socket, at the path of the server that served the page. */
export function dailySocket(): Socket {
  return io('/daily', {
    path: `${location.pathname.replace(/[^/]*$/, '')}api/socket.io`,
    transports: ['websocket', 'polling'],
    autoConnect: false,
  });
}

export function useRankedRun(
  game: DailyGame,
  device: Device,
  onFinished: (view: DailyRunView) => void,
): RankedRun {
  const socket = useMemo(() => dailySocket(), [game]);
  const client = useMemo(
    () =>
      new RankedRunClient({
        game,
        device,
        onFinished,
        request: (event, message) =>
          socket.timeout(ANSWER_MS).emitWithAck(event, message) as Promise<unknown>,
      }),
    [socket],
  );
  const [connection, setConnection] = useState<Connection>('connecting');
  const [snapshot, setSnapshot] = useState<RunSnapshot>(client.snapshot);
  useEffect(() => {
    const stop = client.subscribe(() => setSnapshot(client.snapshot));
    let opened = false;
    socket.on('connect', () => {
      setConnection('connected');
      void (opened ? client.refresh() : client.open());
      opened = true;
    });
    socket.on('disconnect', () => setConnection('reconnecting'));
    socket.on('connect_error', () => setConnection('reconnecting'));
    socket.connect();
    return () => {
      stop();
      socket.removeAllListeners();
      socket.close();
    };
  }, [socket, client]);
  return { ...snapshot, connection, client };
}
