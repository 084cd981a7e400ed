/** A server in this process on a free loopback port, with PGlite in memory, and clients of its API. */
import { computerAction, newGame, type Action, type FarkleState } from '@pastime/farkle';
import {
  applyRoomUpdate,
  type PublicFarkleState,
  type Refused,
  type RoomSettings,
  type RoomUpdate,
  type RoomView,
} from '@pastime/app-core';
import { io, type Socket } from 'socket.io-client';
import { startServer, type RunningServer } from '../../src/server.ts';

/** A server whose computers play every 5 ms, and whose rate limit no test meets unless it sets one. */
export async function testServer(requestsPerSecond = 10_000): Promise<RunningServer> {
  return startServer({
    database: { kind: 'memory' },
    port: 0,
    host: '127.0.0.1',
    pace: 5,
    requestsPerSecond,
  });
}

export const TWO_PEOPLE: RoomSettings = {
  rules: newGame({ mode: 'one-player', seed: 1 }).rules,
  seats: ['human', 'human'],
  turnTimer: 0,
  advisorAllowed: false,
};

export interface Ticket {
  readonly ok: true;
  readonly room: string;
  readonly seat: number;
  readonly token: string;
}

export async function post(
  server: { readonly url: string },
  path: string,
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

export async function createRoom(
  server: { readonly url: string },
  name: string,
  settings: RoomSettings,
): Promise<Ticket> {
  const { status, json } = await post(server, '/api/rooms', { name, settings });
  if (status !== 201) throw new Error(`create: ${status} ${JSON.stringify(json)}`);
  return json as Ticket;
}

export async function joinRoom(
  server: { readonly url: string },
  room: string,
  name: string,
): Promise<Ticket> {
  const { status, json } = await post(server, `/api/rooms/${room}/seats`, { name });
  if (status !== 201) throw new Error(`join: ${status} ${JSON.stringify(json)}`);
  return json as Ticket;
}

type Answer = { ok: true } | Refused;

/**
 * A connection to a room: the views it has heard (whole, or its last one with an update applied), and requests
 * answered through the acknowledgement.
 */
export class Client {
  readonly views: RoomView[] = [];
  /** Updates that could not be applied to the last view: each time, the whole view was asked for again. */
  readonly gaps: RoomUpdate[] = [];
  /** Updates still to be dropped unheard, as a connection that lost them would. */
  dropUpdates = 0;
  seat: number | null = null;
  readonly socket: Socket;
  #waiters: { test: (view: RoomView) => boolean; resolve: (view: RoomView) => void }[] = [];

  constructor(url: string, room: string, token?: string) {
    this.socket = io(url, {
      path: '/api/socket.io',
      auth: token === undefined ? { room } : { room, token },
      transports: ['websocket'],
      reconnection: false,
    });
    this.socket.on('welcome', ({ seat }: { seat: number | null }) => (this.seat = seat));
    this.socket.on('room', (view: RoomView) => this.#heard(view));
    this.socket.on('update', (update: RoomUpdate) => {
      const last = this.view;
      // Before the first whole view, which is on its way, there is nothing to apply an update to.
      if (last === undefined) return;
      if (this.dropUpdates > 0) {
        this.dropUpdates--;
        return;
      }
      const next = applyRoomUpdate(last, update);
      if (next !== undefined) return this.#heard(next);
      this.gaps.push(update);
      this.socket.emit('sync', {});
    });
  }

  #heard(view: RoomView): void {
    this.views.push(view);
    this.#waiters = this.#waiters.filter((waiter) => {
      if (!waiter.test(view)) return true;
      waiter.resolve(view);
      return false;
    });
  }

  get view(): RoomView | undefined {
    return this.views.at(-1);
  }

  /**
   * The first view, from now on or the last heard, that passes `test`; after `ms` without one, a failure that says
   * what the last view was, so that a test that stalls says where.
   */
  until(test: (view: RoomView) => boolean, ms = 10_000): Promise<RoomView> {
    const last = this.view;
    if (last !== undefined && test(last)) return Promise.resolve(last);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const seen = this.view;
        const summary =
          seen === undefined
            ? 'none'
            : `${seen.phase}, ${seen.game?.log.length ?? 0} actions, turn of seat ${seen.game?.state.current ?? '-'} (${seen.game?.state.phase ?? '-'}), seats ${JSON.stringify(seen.seats.map((seat) => [seat.connected, seat.standIn]))}`;
        reject(
          new Error(`no such view came in ${ms} ms (seat ${this.seat ?? '-'}; the last view: ${summary})`),
        );
      }, ms);
      this.#waiters.push({
        test,
        resolve: (view) => {
          clearTimeout(timer);
          resolve(view);
        },
      });
    });
  }

  request(event: string, ...args: unknown[]): Promise<Answer> {
    return this.socket.timeout(5000).emitWithAck(event, ...args) as Promise<Answer>;
  }

  act(action: Action, seen = this.view?.game?.log.length ?? 0): Promise<Answer> {
    return this.request('act', { seen, action });
  }

  close(): void {
    this.socket.close();
  }
}

/** The reason a connection was refused, or `connected`. */
export function connectOutcome(client: Client): Promise<string> {
  return new Promise((resolve) => {
    client.socket.on('connect', () => resolve('connected'));
    client.socket.on('connect_error', (error: Error & { data?: Refused }) =>
      resolve(error.data?.reason ?? error.message),
    );
  });
}

/** A sensible action for the player to move in a position shown: what the Classic computer would play. */
export function sensibleAction(shown: PublicFarkleState): Action {
  const rng = newGame({ mode: 'one-player', seed: 1 }).rng;
  const state: FarkleState = { ...shown, seed: 0, rng };
  return computerAction(state);
}
