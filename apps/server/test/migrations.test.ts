/** A database written by an earlier version keeps everything when it is brought up to date. */
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, sql } from 'kysely';
import { expect, it } from 'vitest';
import { DailyStore } from '../src/daily/daily-store.ts';
import { migrations } from '../src/db/migrations.ts';
import { PgliteDialect } from '../src/db/pglite-dialect.ts';
import type { Tables } from '../src/db/tables.ts';

it('gives the runs of a database of the first daily version their devices’ names on the board', async () => {
  const db = new Kysely<Tables>({ dialect: new PgliteDialect(new PGlite()) });
  const migrator = new Migrator({ db, provider: migrations });
  expect((await migrator.migrateTo('0004-daily')).error).toBeUndefined();
  // As the first daily version wrote them: a device renamed after its run began.
  await sql`insert into daily_players (id, token_hash, name, created_at)
    values ('d1', 'hash-d1', 'Ada L.', '2026-11-20T00:00:00Z')`.execute(db);
  await sql`insert into daily_runs (game, day, player_id, name, address_key, score, started_at, updated_at)
    values ('2048', '2026-11-20', 'd1', 'Ada', 'a', 640, '2026-11-20T01:00:00Z', '2026-11-20T02:00:00Z')`.execute(
    db,
  );
  await sql`insert into daily_bands (game, day, band, runs) values ('2048', '2026-11-20', 10, 1)`.execute(db);
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  const board = await new DailyStore(db, () => new Date()).board('2048', '2026-11-20', 100, 'hash-d1');
  expect(board.rows.map((row) => [row.player, row.runName, row.score])).toEqual([['Ada L.', 'Ada', 640]]);
  expect(board.own?.rank).toBe(1);
  expect(board.runs).toBe(1);
  await db.destroy();
});
