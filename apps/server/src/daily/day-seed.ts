/**
 * The days' seeds: `HMAC-SHA256(secret, "<game>:<day>")` in hex, under a secret the server makes once and keeps in
 * the database, so that every process deals the same game and nobody can work a day's seed out before it closes.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { DailyGame } from '@pastime/app-core';
import type { Database } from '../db/database.ts';

const SECRET_NAME = 'daily-seed-key';

/** The day's seed of `game` under `secret`. */
export function daySeed(secret: string, game: DailyGame, day: string): string {
  return createHmac('sha256', secret).update(`${game}:${day}`, 'utf8').digest('hex');
}

/** The secret of the days' seeds: the one in the database, made there by whichever process asks first. */
export async function daySecret(db: Database): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('hex') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirstOrThrow();
  return row.value;
}
