/**
 * `npm run bench -w @pastime/server`: simulated players on this machine's loopback, bounded in count and time.
 * The server runs as its own process (PGlite on a fresh data directory, or PostgreSQL with `DATABASE_URL`); each
 * room seats four people, each a client that plays its turn at the computer's pace (one action every
 * `--think` ms). Reports the actions played per second, the round trip of an action (from `act` to its
 * acknowledgement) at p50 and p99, and the server's resident memory at its peak.
 *
 *   tsx --conditions=source bench/rooms.ts [--rooms N] [--seconds S] [--think MS]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { computerAction, newGame, type Action, type FarkleState } from '@pastime/farkle';
import type { RoomView } from '@pastime/app-core';
import { io, type Socket } from 'socket.io-client';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const raw = at === -1 ? undefined : process.argv[at + 1];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number ≥ 1`);
  return value;
}

const ROOMS = option('rooms', 50);
const SECONDS = option('seconds', 20);
const THINK_MS = option('think', 800);
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const RNG = newGame({ mode: 'one-player', seed: 1 }).rng;

async function startServer(): Promise<{ url: string; pid: number; stop: () => void }> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      PASTIME_DATA_DIR: mkdtempSync(join(tmpdir(), 'pastime-bench-')),
      PASTIME_WEB_ROOT: tmpdir(),
      // One address plays every room here: the per-address limits would refuse most of them.
      LIMIT_ROOMS_PER_HOUR: '1000000',
      LIMIT_JOINS_PER_MINUTE: '1000000',
      LIMIT_OPEN_ROOMS: '1000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /serving at (http:\/\/[^/\s]+)\//.exec(out)?.[1];
      if (found !== undefined) resolve(found);
    });
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  if (child.pid === undefined) throw new Error('the server has no process id');
  return { url, pid: child.pid, stop: () => child.kill('SIGKILL') };
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
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

const server = await startServer();
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
        void socket.emitWithAck('start', {}).finally(() => (pending = false));
        return;
      }
      if (game.state.current !== ticket.seat || game.state.phase === 'game-over') return;
      pending = true;
      const seen = game.log.length;
      const state: FarkleState = { ...game.state, seed: 0, rng: RNG };
      const action: Action = computerAction(state);
      setTimeout(() => {
        const sent = performance.now();
        void socket.emitWithAck('act', { seen, action }).then((answer: { ok: boolean }) => {
          if (answer.ok) {
            roundTrips.push(performance.now() - sent);
            actions++;
          }
          pending = false;
          play();
        });
      }, THINK_MS);
    };
    socket.on('room', (view: RoomView) => {
      shown = view;
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
roundTrips.length = 0;
actions = 0;
await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
running = false;
const elapsed = (performance.now() - started) / 1000;
clearInterval(sample);
for (const socket of sockets) socket.close();
server.stop();
roundTrips.sort((a, b) => a - b);
const at = (q: number): number =>
  roundTrips[Math.min(roundTrips.length - 1, Math.floor(q * roundTrips.length))] ?? NaN;
console.log(
  JSON.stringify({
    rooms: ROOMS,
    connections: ROOMS * 4,
    seconds: Math.round(elapsed),
    thinkMs: THINK_MS,
    actionsPerSecond: Math.round(actions / elapsed),
    roundTripMs: { p50: Number(at(0.5).toFixed(1)), p99: Number(at(0.99).toFixed(1)) },
    serverPeakRssMiB: Math.round(peak),
  }),
);
process.exit(0);
