/**
 * What the server's benchmarks share: their options, a fresh PostgreSQL database dropped afterwards, the server as
 * its own process on a fresh data directory, and its memory read from `/proc`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { killServerProcesses, startServerProcess } from '../support/server-process.ts';

/** `--name N`, a whole number ≥ 1. */
export function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const raw = at === -1 ? undefined : process.argv[at + 1];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number ≥ 1`);
  return value;
}

/** `--name TEXT`. */
export function textOption(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

/** The value below which `p` percent of `sorted` fall. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

/** A process's resident memory (`VmRSS`), in MiB. */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

export interface FreshDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/** A database of its own on the PostgreSQL server at `base`, made here, and how to drop it after. */
export async function freshPostgres(base: string): Promise<FreshDatabase> {
  const name = `pastime_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: base });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

export interface BenchServer {
  /** `http://127.0.0.1:PORT`. */
  readonly url: string;
  readonly pid: number;
  /** Stops the server (SIGKILL; a profiled one SIGINT, so that it writes its profile) and waits for it. */
  stop(): Promise<void>;
}

export interface BenchServerOptions {
  /** PostgreSQL's address; none: PGlite on the fresh data directory. */
  readonly databaseUrl?: string;
  /** More of the server's settings (its limits). */
  readonly env?: Readonly<Record<string, string>>;
  /** Another version's `src/main.ts`, to compare two versions under the same load. */
  readonly main?: string;
  /** Where the server writes its CPU profile (`node --cpu-prof`); none: not profiled. */
  readonly cpuProfile?: string;
}

/** Starts the server as its own process on the loopback address, on a fresh data directory. */
export async function startServer(options: BenchServerOptions = {}): Promise<BenchServer> {
  const server = await startServerProcess({
    env: {
      DATABASE_URL: options.databaseUrl ?? '',
      PASTIME_DATA_DIR: mkdtempSync(join(tmpdir(), 'pastime-bench-')),
      PASTIME_WEB_ROOT: tmpdir(),
      ...options.env,
    },
    nodeOptions: options.cpuProfile === undefined ? [] : ['--cpu-prof', '--cpu-prof-dir', options.cpuProfile],
    stderr: 'show',
    ...(options.main === undefined ? {} : { main: options.main }),
  });
  const pid = server.child.pid;
  if (pid === undefined) throw new Error('the server has no process id');
  // Stopped from outside (a time limit, Ctrl-C), the benchmark takes its server with it.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      killServerProcesses();
      process.exit(1);
    });
  }
  // A profiled server is stopped with SIGINT, so that it writes its profile.
  return {
    url: server.url,
    pid,
    stop: () => server.stop(options.cpuProfile === undefined ? 'SIGKILL' : 'SIGINT'),
  };
}
