/**
 * The HTTP side: the health check, creating and joining rooms, a room's view for onlookers, and the built web app.
 * Every body is checked against its schema and a refusal is JSON naming its reason, with a status that fits it.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import {
  createRoomSchema,
  joinRoomSchema,
  MAX_MESSAGE_BYTES,
  messageOf,
  refused,
  StoredValueError,
  type Refused,
  type RoomRefusal,
} from '@pastime/app-core';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { sha256 } from '../rooms/secrets.ts';
import type { Rooms } from '../rooms/rooms.ts';
import type { Daily } from '../daily/daily.ts';
import { dailyRoutes } from './daily-routes.ts';

/** Rooms one address may create in an hour. */
export const ROOMS_PER_HOUR = 30;
/** Seats one address may ask for in a minute. */
export const JOINS_PER_MINUTE = 60;

export interface AppLimits {
  readonly roomsPerHour: number;
  readonly joinsPerMinute: number;
}

export interface AppOptions {
  readonly rooms: Rooms;
  /** The daily challenges; none in tests of the rooms alone. */
  readonly daily?: Daily;
  /** `pglite` or `postgres`, as the health check reports it. */
  readonly database: string;
  /** The built web app (`apps/web/dist`), served at `/`; none in tests of the API alone. */
  readonly webRoot?: string;
  /** Default: `ROOMS_PER_HOUR` and `JOINS_PER_MINUTE`. */
  readonly limits?: AppLimits;
}

const STATUS: Readonly<Record<RoomRefusal, ContentfulStatusCode>> = {
  malformed: 400,
  'too-large': 413,
  'rate-limited': 429,
  'unknown-room': 404,
  'bad-token': 403,
  spectator: 403,
  'bad-name': 422,
  'bad-settings': 422,
  'room-full': 409,
  'not-creator': 403,
  'not-absent': 409,
  'seats-open': 409,
  'not-started': 409,
  'already-started': 409,
  'game-over': 409,
  'not-your-turn': 409,
  stale: 409,
  illegal: 422,
  unavailable: 503,
};

function refusal(c: Context, answer: Refused) {
  return c.json(answer, STATUS[answer.reason]);
}

/** The request's JSON body read by `schema`, or the refusal that names what is wrong with it. */
async function body<T>(c: Context, schema: (value: unknown, path: string) => T): Promise<T | Refused> {
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    return refused('malformed', 'the body is not JSON');
  }
  try {
    return schema(json, 'body');
  } catch (error) {
    const settings = error instanceof StoredValueError && error.path.startsWith('body.settings');
    return refused(settings ? 'bad-settings' : 'malformed', messageOf(error));
  }
}

function isRefused(value: unknown): value is Refused {
  return typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false;
}

export function createApp(options: AppOptions): Hono {
  const { rooms } = options;
  const app = new Hono();
  const limit = bodyLimit({
    maxSize: MAX_MESSAGE_BYTES,
    onError: (c) => refusal(c, refused('too-large', `a request may hold at most ${MAX_MESSAGE_BYTES} bytes`)),
  });

  const { roomsPerHour, joinsPerMinute } = options.limits ?? {
    roomsPerHour: ROOMS_PER_HOUR,
    joinsPerMinute: JOINS_PER_MINUTE,
  };
  const creations = new RateLimiterMemory({ points: roomsPerHour, duration: 3600 });
  const joins = new RateLimiterMemory({ points: joinsPerMinute, duration: 60 });
  /** Who asks, as the rate limits and the count of open rooms know them: a hash of the address. */
  const requester = (c: Context): string => sha256(`pastime-address:${getConnInfo(c).remote.address ?? ''}`);
  const allowed = (limiter: RateLimiterMemory, key: string): Promise<boolean> =>
    limiter.consume(key).then(
      () => true,
      () => false,
    );

  app.get('/api/health', (c) => c.json({ ok: true, database: options.database }));

  app.post('/api/rooms', limit, async (c) => {
    const who = requester(c);
    if (!(await allowed(creations, who))) {
      return refusal(c, refused('rate-limited', `at most ${roomsPerHour} rooms an hour from one address`));
    }
    const request = await body(c, createRoomSchema);
    if (isRefused(request)) return refusal(c, request);
    const ticket = await rooms.create(request.name, request.settings, who);
    return ticket.ok ? c.json(ticket, 201) : refusal(c, ticket);
  });

  app.post('/api/rooms/:room/seats', limit, async (c) => {
    if (!(await allowed(joins, requester(c)))) {
      return refusal(c, refused('rate-limited', `at most ${joinsPerMinute} seats a minute from one address`));
    }
    const request = await body(c, joinRoomSchema);
    if (isRefused(request)) return refusal(c, request);
    const ticket = await rooms.join(c.req.param('room'), request.name);
    return ticket.ok ? c.json(ticket, 201) : refusal(c, ticket);
  });

  app.get('/api/rooms/:room', async (c) => {
    const view = await rooms.view(c.req.param('room'));
    return 'ok' in view ? refusal(c, view) : c.json(view);
  });

  if (options.daily !== undefined) app.route('/api/daily', dailyRoutes(options.daily));

  app.all('/api/*', (c) => c.json(refused('malformed', 'no such request'), 404));

  if (options.webRoot !== undefined) {
    // The web app routes in the fragment (`#/online/…`), so only its files are served, as any static host would;
    // its service worker keeps it working offline and finds each new version at once.
    app.use(
      '/*',
      serveStatic({ root: options.webRoot, onFound: (_path, c) => c.header('Cache-Control', 'no-cache') }),
    );
  }
  return app;
}
