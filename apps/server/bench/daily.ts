/**
 * `npm run bench:daily -w @pastime/server`: the daily challenges under load, on this machine's loopback, bounded in
 * count and time. Three parts:
 * - `moves`: the server as its own process (PGlite on a fresh data directory, PostgreSQL with `DATABASE_URL`) and
 *   `--runs` ranked 2048 runs at once, each a Socket.IO client sending a move every `--think` ms. Reports moves per
 *   second, the round trip of a move (sent to answered, after it is stored) at p50 and p99, and the server's peak
 *   resident memory.
 * - `board`: a day with `--entries` runs written straight into the database (PGlite in memory, or PostgreSQL with
 *   `DATABASE_URL`), then the day's board with a device's own rank asked for `--queries` times: p50 and p99.
 * - `verify`: a replay of `--length` 2048 moves made and then verified as the apps verify one.
 *
 *   tsx --conditions=source bench/daily.ts [moves|board|verify] [--runs N] [--seconds S] [--think MS] [--cpu-prof DIR]
 *     [--entries N] [--queries N] [--length N]
 */
import { timerClock, dayOf, encodeReplay2048, playReplay } from '@pastime/app-core';
import { apply, newGame, type Direction } from '@pastime/2048';
import { sql } from 'kysely';
import { io, type Socket } from 'socket.io-client';
import { openDatabase, type DatabaseLocation } from '../src/db/database.ts';
import { Daily } from '../src/daily/daily.ts';
import { bandOf, DailyStore } from '../src/daily/daily-store.ts';
import { daySecret } from '../src/daily/day-seed.ts';
import { sha256 } from '../src/rooms/secrets.ts';
import {
  freshPostgres,
  option,
  percentile,
  rssMiB,
  startServer,
  textOption,
  type FreshDatabase,
} from './support.ts';

const PARTS = ['moves', 'board', 'verify'] as const;
const asked = process.argv.slice(2).filter((arg) => (PARTS as readonly string[]).includes(arg));
const parts = asked.length === 0 ? PARTS : asked;
/** `--cpu-prof DIR`: the server's CPU profile, written there (`moves`). */
const CPU_PROFILE = textOption('cpu-prof');
const DIRECTIONS: readonly Direction[] = ['up', 'left', 'down', 'right'];
const databaseUrl = process.env['DATABASE_URL'];
const databaseName = databaseUrl === undefined || databaseUrl === '' ? 'PGlite' : 'PostgreSQL';

/** A database of its own on the PostgreSQL of `DATABASE_URL`, dropped after; none without it (PGlite). */
function freshDatabase(): Promise<FreshDatabase | undefined> {
  return databaseUrl === undefined || databaseUrl === ''
    ? Promise.resolve(undefined)
    : freshPostgres(databaseUrl);
}

interface Answer {
  readonly ok: boolean;
  readonly token?: string;
  readonly run?: { readonly moves: number; readonly finished: boolean };
}

async function benchMoves(): Promise<void> {
  const runs = option('runs', 1000);
  const seconds = option('seconds', 20);
  const think = option('think', 1000);
  const fresh = await freshDatabase();
  const server = await startServer({
    ...(fresh === undefined ? {} : { databaseUrl: fresh.url }),
    // One address plays every run here: the per-address limit would refuse most of them.
    env: { LIMIT_DAILY_RUNS_PER_ADDRESS: '1000000' },
    ...(CPU_PROFILE === undefined ? {} : { cpuProfile: CPU_PROFILE }),
  });
  let peak = rssMiB(server.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(server.pid))), 250);
  const times: number[] = [];
  let refused = 0;
  const sockets: Socket[] = [];
  const deadline = Date.now() + seconds * 1000;
  const player = async (index: number): Promise<void> => {
    const socket = io(`${server.url}/daily`, {
      path: '/api/socket.io',
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    // Spread the starts over the first think, as players arrive.
    await new Promise((resolve) => setTimeout(resolve, (index * think) / runs));
    let answer = (await socket
      .timeout(30_000)
      .emitWithAck('start', { game: '2048', name: `P${index}` })) as Answer;
    const token = answer.token;
    if (!answer.ok || token === undefined) throw new Error('a run was not begun');
    for (let turn = 0; Date.now() < deadline && answer.run?.finished !== true; turn++) {
      await new Promise((resolve) => setTimeout(resolve, think));
      const sent = performance.now();
      const next = (await socket.timeout(30_000).emitWithAck('move', {
        token,
        game: '2048',
        seen: answer.run?.moves ?? 0,
        move: DIRECTIONS[(turn + index) % 4],
      })) as Answer;
      times.push(performance.now() - sent);
      if (next.ok) answer = next;
      else refused++;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: runs }, (_, index) => player(index)));
  const elapsed = (Date.now() - started) / 1000;
  clearInterval(sampler);
  for (const socket of sockets) socket.close();
  await server.stop();
  await fresh?.drop();
  times.sort((a, b) => a - b);
  console.log(
    `moves (${databaseName}): ${runs} runs, ${seconds} s, a move every ${think} ms: ` +
      `${(times.length / elapsed).toFixed(0)} moves/s, round trip p50 ${percentile(times, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(times, 99).toFixed(1)} ms, ${refused} refused (no tile moves), ` +
      `server peak RSS ${peak.toFixed(0)} MiB`,
  );
}

async function benchBoard(): Promise<void> {
  const entries = option('entries', 100_000);
  const queries = option('queries', 1000);
  const fresh = await freshDatabase();
  const location: DatabaseLocation =
    fresh === undefined ? { kind: 'memory' } : { kind: 'postgres', url: fresh.url };
  const { db } = await openDatabase(location);
  const day = dayOf(Date.now());
  const started = Date.now();
  const scoreOf = (run: number): number => (run * 7919) % 40_000;
  const bands = new Map<number, number>();
  for (let run = 0; run < entries; run++) {
    const band = bandOf(scoreOf(run));
    bands.set(band, (bands.get(band) ?? 0) + 1);
  }
  for (let from = 0; from < entries; from += 1000) {
    const count = Math.min(1000, entries - from);
    const ids = Array.from({ length: count }, (_, i) => `p${from + i}`);
    await db
      .insertInto('daily_players')
      .values(ids.map((id) => ({ id, token_hash: sha256(id), name: id, created_at: '2026-11-29T00:00:00Z' })))
      .execute();
    await db
      .insertInto('daily_runs')
      .values(
        ids.map((id, i) => ({
          game: '2048',
          day,
          player_id: id,
          name: id,
          player_name: id,
          address_key: 'bench',
          finished: true,
          moves: 100,
          // Many equal scores, so that ties are ranked by their finish.
          score: scoreOf(from + i),
          best: 512,
          started_at: '2026-11-29T00:00:00Z',
          updated_at: new Date(Date.UTC(2026, 10, 29) + ((from + i) % 86_400) * 1000).toISOString(),
          replay: null,
        })),
      )
      .execute();
  }
  await db
    .insertInto('daily_bands')
    .values([...bands].map(([band, runs]) => ({ game: '2048', day, band, runs })))
    .execute();
  // As autovacuum does on PostgreSQL, and the server's hourly sweep on PGlite: the planner's statistics.
  await sql`analyze`.execute(db);
  const filled = (Date.now() - started) / 1000;
  const daily = new Daily({
    store: new DailyStore(db, () => new Date()),
    secret: await daySecret(db),
    clock: timerClock,
  });
  const times: number[] = [];
  for (let i = 0; i < queries; i++) {
    // A different device each time: its own rank is part of the answer.
    const token = `p${(i * 104_729) % entries}`;
    const sent = performance.now();
    const board = await daily.leaderboard('2048', day, token);
    times.push(performance.now() - sent);
    if (board.entries.length !== Math.min(100, entries) || board.own === null)
      throw new Error('a board was short');
  }
  times.sort((a, b) => a - b);
  await db.destroy();
  await fresh?.drop();
  console.log(
    `board (${databaseName}): a day of ${entries.toLocaleString('en')} runs (written in ${filled.toFixed(1)} s), ` +
      `${queries} boards with a device's own rank: p50 ${percentile(times, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(times, 99).toFixed(1)} ms`,
  );
}

function benchVerify(): void {
  const length = option('length', 10_000);
  // A 4×4 game played at random ends in a few hundred moves; on 8×8 it lasts for thousands, so a replay of
  // `length` moves is made there (each of its moves costs at least what a 4×4 move does).
  const size = 8;
  const winValue = 65_536;
  const seed = 'bench';
  let state = newGame({ size, winValue, seed });
  const moves: Direction[] = [];
  for (let turn = 0; moves.length < length && state.status !== 'lost'; turn++) {
    const move = DIRECTIONS[turn % 4] ?? 'up';
    const next = apply(state, move);
    if (next !== state) {
      moves.push(move);
      state = next;
    }
  }
  const code = encodeReplay2048({ size, winValue, seed, moves, score: state.score });
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const sent = performance.now();
    const played = playReplay(code);
    times.push(performance.now() - sent);
    if (played.game !== '2048' || played.final.score !== state.score)
      throw new Error('the replay did not verify');
  }
  times.sort((a, b) => a - b);
  console.log(
    `verify: a replay of ${moves.length.toLocaleString('en')} moves (${size}×${size}, a ${code.length}-character code), ` +
      `median of 5: ${percentile(times, 50).toFixed(0)} ms`,
  );
}

for (const part of parts) {
  if (part === 'moves') await benchMoves();
  else if (part === 'board') await benchBoard();
  else benchVerify();
}
process.exit(0);
