/**
 * `npm run bench -w @pastime/server`: simulated players on this machine's loopback, bounded in count and time.
 * The server runs as its own process, on PGlite in a fresh data directory or (`--database postgres`) on a fresh
 * database of the PostgreSQL at `DATABASE_URL` or `PASTIME_TEST_DATABASE_URL`, dropped afterwards. Each room seats
 * four people, each a client that plays its turn at the computer's pace (one action every `--think` ms) and keeps
 * its view from the server's updates. Reports the actions played per second, the round trip of an action (from
 * `act` to its acknowledgement) at p50 and p99, and the server process's resident memory idle after starting and
 * at its peak (PostgreSQL's own processes are not counted), and its CPU (100: one core) while measured.
 *
 *   tsx --conditions=source bench/rooms.ts [--rooms N] [--seconds S] [--think MS] [--database pglite|postgres]
 *     [--cpu-prof DIR] [--main PATH-OF-ANOTHER-VERSION'S-src/main.ts]
 */
import { readFileSync } from 'node:fs';
import { computerAction, newGame, type Action, type FarkleState } from '@pastime/farkle';
import { applyRoomUpdate, type RoomUpdate, type RoomView } from '@pastime/app-core';
import { io, type Socket } from 'socket.io-client';
import { freshPostgres, option, rssMiB, startServer, textOption, type FreshDatabase } from './support.ts';

const ROOMS = option('rooms', 50);
const DATABASE = textOption('database') ?? 'pglite';
if (DATABASE !== 'pglite' && DATABASE !== 'postgres')
  throw new Error('--database must be pglite or postgres');
const CPU_PROF = textOption('cpu-prof');
const SECONDS = option('seconds', 20);
const THINK_MS = option('think', 800);
// Another version's entry may be given, to compare two versions on this machine under the same load.
const MAIN = textOption('main');
const RNG = newGame({ mode: 'one-player', seed: 1 }).rng;

/** A fresh database on the PostgreSQL server of `DATABASE_URL` or `PASTIME_TEST_DATABASE_URL`. */
async function freshDatabase(): Promise<FreshDatabase> {
  const base = process.env.DATABASE_URL ?? process.env.PASTIME_TEST_DATABASE_URL;
  if (base === undefined)
    throw new Error('--database postgres needs DATABASE_URL or PASTIME_TEST_DATABASE_URL');
  return freshPostgres(base);
}

const postgres = DATABASE === 'postgres' ? await freshDatabase() : undefined;

/** The CPU time the process has used, user and system, in seconds. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime, the 14th and 15th fields, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Ticket {
  readonly room: string;
  readonly seat: number;
  readonly token: string;
}

const server = await startServer({
  ...(postgres === undefined ? {} : { databaseUrl: postgres.url }),
  // One address plays every room here: the per-address limits would refuse most of them.
  env: { LIMIT_ROOMS_PER_HOUR: '1000000', LIMIT_JOINS_PER_MINUTE: '1000000', LIMIT_OPEN_ROOMS: '1000000' },
  ...(MAIN === undefined ? {} : { main: MAIN }),
  ...(CPU_PROF === undefined ? {} : { cpuProfile: CPU_PROF }),
});
// Settled after starting, before any room: the runtime's and the database's own footprint.
await new Promise((resolve) => setTimeout(resolve, 1000));
const idle = rssMiB(server.pid);
const roundTrips: number[] = [];
let actions = 0;
let peak = 0;
let running = true;
const sockets: Socket[] = [];
const sample = setInterval(() => (peak = Math.max(peak, rssMiB(server.pid))), 250);

/** One person at a table: acts on its turn after thinking, and starts the next game when it is the creator. */
function player(ticket: Ticket, creator: boolean): Promise<Socket> {
  return new Promise((ready) => {
    const socket = io(server.url, {
      path: '/api/socket.io',
      auth: { room: ticket.room, token: ticket.token },
      transports: ['websocket'],
    });
    sockets.push(socket);
    let pending = false;
    let shown: RoomView | undefined;
    const play = (): void => {
      const game = shown?.game;
      if (!running || pending || !game) return;
      if (shown?.phase === 'finished' && creator) {
        pending = true;
        // Requests still waiting when the sockets close at the end are given up.
        void socket
          .emitWithAck('start', {})
          .catch(() => undefined)
          .finally(() => (pending = false));
        return;
      }
      if (game.state.current !== ticket.seat || game.state.phase === 'game-over') return;
      pending = true;
      const seen = game.log.length;
      const state: FarkleState = { ...game.state, seed: 0, rng: RNG };
      const action: Action = computerAction(state);
      setTimeout(() => {
        const sent = performance.now();
        void socket.emitWithAck('act', { seen, action }).then(
          (answer: { ok: boolean }) => {
            if (answer.ok) {
              roundTrips.push(performance.now() - sent);
              actions++;
            }
            pending = false;
            play();
          },
          () => undefined,
        );
      }, THINK_MS);
    };
    socket.on('room', (view: RoomView) => {
      shown = view;
      play();
    });
    socket.on('update', (update: RoomUpdate) => {
      if (shown === undefined) return;
      const next = applyRoomUpdate(shown, update);
      if (next === undefined) {
        socket.emit('sync', {});
        return;
      }
      shown = next;
      play();
    });
    socket.once('connect', () => ready(socket));
  });
}

const rules = 'traditional';
const settings = { rules, seats: ['human', 'human', 'human', 'human'], turnTimer: 0, advisorAllowed: false };
/** Seats a room's four players and starts its first game. */
async function openRoom(): Promise<void> {
  const creator = await post<Ticket>(`${server.url}/api/rooms`, { name: 'P1', settings });
  const others: Ticket[] = [];
  for (const name of ['P2', 'P3', 'P4']) {
    others.push(await post<Ticket>(`${server.url}/api/rooms/${creator.room}/seats`, { name }));
  }
  const [first] = await Promise.all([
    player(creator, true),
    ...others.map((ticket) => player(ticket, false)),
  ]);
  await first.emitWithAck('start', {});
}
// Rooms open twenty at a time, so that setting up does not take longer than the run.
for (let r = 0; r < ROOMS; r += 20) {
  await Promise.all(Array.from({ length: Math.min(20, ROOMS - r) }, () => openRoom()));
}
const started = performance.now();
const cpuAtStart = cpuSeconds(server.pid);
roundTrips.length = 0;
actions = 0;
await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
running = false;
const elapsed = (performance.now() - started) / 1000;
// The server's share of one core while measured; the clients here take the rest of this machine.
const serverCpu = (cpuSeconds(server.pid) - cpuAtStart) / elapsed;
clearInterval(sample);
for (const socket of sockets) socket.close();
await server.stop();
await postgres?.drop();
roundTrips.sort((a, b) => a - b);
const at = (q: number): number =>
  roundTrips[Math.min(roundTrips.length - 1, Math.floor(q * roundTrips.length))] ?? NaN;
console.log(
  JSON.stringify({
    database: DATABASE,
    rooms: ROOMS,
    connections: ROOMS * 4,
    seconds: Math.round(elapsed),
    thinkMs: THINK_MS,
    actionsPerSecond: Math.round(actions / elapsed),
    roundTripMs: { p50: Number(at(0.5).toFixed(1)), p99: Number(at(0.99).toFixed(1)) },
    serverCpuPercent: Math.round(serverCpu * 100),
    serverIdleRssMiB: Math.round(idle),
    serverPeakRssMiB: Math.round(peak),
  }),
);
process.exit(0);
