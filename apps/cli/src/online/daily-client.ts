/**
 * The daily challenges' requests to a Pastime server: the `/daily` namespace of its realtime channel for the run
 * (each request answered through the acknowledgement), and HTTP for the leaderboards.
 */
import {
  DEVICE_HEADER,
  leaderboardPath,
  readLeaderboardAnswer,
  UNREACHABLE,
  type DailyGame,
  type DailyRefused,
  type DailyRequest,
  type Leaderboard,
  type LeaderboardSpan,
  type Unreachable,
} from '@pastime/app-core';
import { io, type Socket } from 'socket.io-client';

export type RenameAnswer = { readonly ok: true; readonly name: string } | DailyRefused | Unreachable;
/** How long a request may wait for its answer (a move is stored before it is answered). */
const ANSWER_MS = 10_000;

function isAnswer<T>(value: unknown): value is T {
  return typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';
}

/** One connection to a server's daily challenges. */
export class DailyClient {
  private readonly socket: Socket;
  /** Whether the first connection was made (false: the first attempt failed). */
  readonly reached: Promise<boolean>;

  /** `server`: the server's address, ending in `/`. */
  constructor(server: string) {
    const url = new URL(server);
    this.socket = io(`${url.origin}/daily`, {
      path: `${url.pathname}api/socket.io`,
      transports: ['websocket'],
    });
    this.reached = new Promise((resolve) => {
      this.socket.once('connect', () => resolve(true));
      this.socket.once('connect_error', () => resolve(false));
    });
  }

  /** Tells `listener` whenever the connection is lost or made again (Socket.IO reconnects by itself). */
  onConnection(listener: (connected: boolean) => void): void {
    this.socket.on('connect', () => listener(true));
    this.socket.on('disconnect', () => listener(false));
  }

  private async send<T>(event: string, message: unknown): Promise<T | Unreachable> {
    try {
      const answer: unknown = await this.socket.timeout(ANSWER_MS).emitWithAck(event, message);
      return isAnswer<T>(answer) ? answer : UNREACHABLE;
    } catch {
      return UNREACHABLE;
    }
  }

  /** Sends one of a ranked run's requests (app-core's `DailyRequester`). */
  readonly request = (event: DailyRequest, message: unknown): Promise<unknown> => this.send(event, message);

  rename(token: string, name: string): Promise<RenameAnswer> {
    return this.send('rename', { token, name });
  }

  close(): void {
    this.socket.close();
  }
}

/** A leaderboard (with the device's own entry when its token is given), or why not. */
export async function fetchLeaderboard(
  server: string,
  game: DailyGame,
  span: LeaderboardSpan,
  token: string | undefined,
): Promise<Leaderboard | DailyRefused | Unreachable> {
  try {
    const response = await fetch(`${server}${leaderboardPath(game, span)}`, {
      headers: token === undefined ? {} : { [DEVICE_HEADER]: token },
      signal: AbortSignal.timeout(ANSWER_MS),
    });
    return readLeaderboardAnswer(await response.json(), response.ok);
  } catch {
    return UNREACHABLE;
  }
}
