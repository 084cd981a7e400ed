/**
 * The database: PostgreSQL through `DATABASE_URL`, or else PGlite, the same PostgreSQL in this process, kept in
 * the data directory (or in memory for tests). Both take the same SQL and migrations.
 */
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations.ts';
import { PgliteDialect } from './pglite-dialect.ts';
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
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(location: DatabaseLocation): Promise<OpenDatabase> {
  const db =
    location.kind === 'postgres'
      ? new Kysely<Tables>({
          dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: location.url, max: 10 }) }),
        })
      : new Kysely<Tables>({
          dialect: new PgliteDialect(
            location.kind === 'memory' ? new PGlite() : new PGlite(location.directory),
          ),
        });
  const { error } = await new Migrator({ db, provider: migrations }).migrateToLatest();
  if (error !== undefined) {
    await db.destroy();
    throw error instanceof Error ? error : new Error(String(error));
  }
  return { db, kind: location.kind === 'postgres' ? 'postgres' : 'pglite' };
}
