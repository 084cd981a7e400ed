/**
 * The database: PostgreSQL through `DATABASE_URL`, or else PGlite, the same PostgreSQL in this process (on a
 * thread of its own), kept in the data directory (or in memory for tests). Both take the same SQL and migrations.
 */
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations.ts';
import { PgliteDialect } from './pglite-dialect.ts';
import { pgliteThread } from './pglite-thread.ts';
import type { Tables } from './tables.ts';

export type Database = Kysely<Tables>;

export type DatabaseLocation =
  | { readonly kind: 'postgres'; readonly url: string }
  | { readonly kind: 'pglite'; readonly directory: string }
  | { readonly kind: 'memory' };

export interface OpenDatabase {
  readonly db: Database;
  /** `postgres` or `pglite`, as `GET /api/health` reports it. */
  readonly kind: 'postgres' | 'pglite';
  /** PostgreSQL's pool, which other processes of the server share (their realtime channels meet there). */
  readonly pool?: pg.Pool;
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(location: DatabaseLocation): Promise<OpenDatabase> {
  let pool: pg.Pool | undefined;
  let db: Database;
  if (location.kind === 'postgres') {
    pool = new pg.Pool({ connectionString: location.url, max: 10 });
    db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  } else {
    // A data directory's PGlite runs on a thread of its own; one in memory (the tests') in this thread.
    const embedded = location.kind === 'memory' ? new PGlite() : pgliteThread(location.directory);
    db = new Kysely<Tables>({ dialect: new PgliteDialect(embedded) });
  }
  const { error } = await new Migrator({ db, provider: migrations }).migrateToLatest();
  if (error !== undefined) {
    await db.destroy();
    throw error instanceof Error ? error : new Error(String(error));
  }
  return pool === undefined ? { db, kind: 'pglite' } : { db, kind: 'postgres', pool };
}

/**
 * What autovacuum does for PostgreSQL, done by the hour for PGlite, which has none: the space of rows updated
 * since (a run's row is updated at every move) made reusable, and the planner's statistics brought up to date.
 */
export async function tidyDatabase(open: OpenDatabase): Promise<void> {
  if (open.kind === 'pglite') await sql`vacuum analyze`.execute(open.db);
}
