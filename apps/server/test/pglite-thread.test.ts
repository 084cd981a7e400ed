/** PGlite on its own thread: statements answered in order, errors with their codes, data kept on its directory. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { isDuplicate } from '../src/rooms/room-store.ts';
import { pgliteThread } from '../src/db/pglite-thread.ts';

const directory = mkdtempSync(join(tmpdir(), 'pastime-pglite-thread-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

it('answers each statement in order, refuses with the database’s code, and keeps its data on its directory', async () => {
  const first = pgliteThread(join(directory, 'db'));
  await first.waitReady;
  await first.query('create table kept (n integer primary key, at timestamptz not null)', []);
  // Asked at once, answered in the order asked.
  const inserts = await Promise.all(
    [1, 2, 3].map((n) =>
      first.query('insert into kept values ($1, $2)', [n, new Date(Date.UTC(2026, 10, n))]),
    ),
  );
  expect(inserts.map((result) => result.affectedRows)).toEqual([1, 1, 1]);
  const duplicate = await first
    .query('insert into kept values ($1, now())', [2])
    .catch((error: unknown) => error);
  expect(isDuplicate(duplicate)).toBe(true);
  expect((duplicate as Error).message).toMatch(/duplicate key/);
  await first.close();
  await expect(first.query('select 1', [])).rejects.toThrow(/stopped/);

  const again = pgliteThread(join(directory, 'db'));
  const { rows } = await again.query<{ n: number; at: Date }>('select n, at from kept order by n', []);
  expect(rows.map((row) => [row.n, row.at.toISOString()])).toEqual([
    [1, '2026-11-01T00:00:00.000Z'],
    [2, '2026-11-02T00:00:00.000Z'],
    [3, '2026-11-03T00:00:00.000Z'],
  ]);
  await again.close();
});
