/**
 * The daily challenges in the database: the devices that play them (a token's hash and a display name), each
 * device's run of a game on a day, and the append-only log of each run's moves, numbered from 1 so that a move is
 * written once. A board is read in its order: the higher score first, of equal scores the earlier finish.
 */
import type { DailyGame } from '@pastime/app-core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Tables } from '../db/tables.ts';

export interface StoredPlayer {
  readonly id: string;
  readonly name: string;
}

/** A run's key: the game, the day and the device. */
export interface RunKey {
  readonly game: DailyGame;
  readonly day: string;
  readonly playerId: string;
}

export interface StoredRun {
  /** The name the game was dealt to. */
  readonly name: string;
  readonly finished: boolean;
  readonly moves: number;
  readonly score: number;
  readonly best: number;
  readonly updatedAt: string;
  readonly replay: string | null;
}

/** A run as a board lists it, with its device's display name. */
export interface BoardRow extends RunKey {
  readonly player: string;
  readonly runName: string;
  readonly score: number;
  readonly best: number;
  readonly finished: boolean;
  readonly updatedAt: string;
  readonly replay: string | null;
}

/** A board as read: its best runs in order, the device's own best with its rank, and how many runs it ranks. */
export interface Board {
  readonly rows: readonly BoardRow[];
  readonly own: { readonly row: BoardRow; readonly rank: number } | undefined;
  readonly runs: number;
}

/** A move to write: the run's key, the move as stored, the run after it, and its score before it. */
export interface MoveRecord {
  readonly key: RunKey;
  readonly move: string;
  readonly progress: RunProgress;
  readonly scoreBefore: number;
}

/** The state of a run after a move: what its row says from then on. */
export interface RunProgress {
  readonly moves: number;
  readonly score: number;
  readonly best: number;
  readonly finished: boolean;
}

/** The width of a score band, in points (see the table `daily_bands`). */
export const SCORE_BAND = 64;

export function bandOf(score: number): number {
  return Math.floor(score / SCORE_BAND);
}

/** Adds `change` runs to the count of `band` on the run's board. */
async function countInBand(db: Kysely<Tables>, key: RunKey, band: number, change: number): Promise<void> {
  await db
    .insertInto('daily_bands')
    .values({ game: key.game, day: key.day, band, runs: change })
    .onConflict((conflict) =>
      conflict
        .columns(['game', 'day', 'band'])
        .doUpdateSet((eb) => ({ runs: eb('daily_bands.runs', '+', change) })),
    )
    .execute();
}

export class DailyStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async player(tokenHash: string): Promise<StoredPlayer | undefined> {
    return this.db
      .selectFrom('daily_players')
      .select(['id', 'name'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  async createPlayer(id: string, tokenHash: string, name: string): Promise<void> {
    await this.db
      .insertInto('daily_players')
      .values({ id, token_hash: tokenHash, name, created_at: this.now().toISOString() })
      .execute();
  }

  /** Renames a device, on its runs too. */
  async rename(id: string, name: string): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.updateTable('daily_players').set({ name }).where('id', '=', id).execute();
      await tx.updateTable('daily_runs').set({ player_name: name }).where('player_id', '=', id).execute();
    });
  }

  async run(key: RunKey): Promise<StoredRun | undefined> {
    const row = await this.db
      .selectFrom('daily_runs')
      .select(['name', 'finished', 'moves', 'score', 'best', 'updated_at', 'replay'])
      .where('game', '=', key.game)
      .where('day', '=', key.day)
      .where('player_id', '=', key.playerId)
      .executeTakeFirst();
    return row === undefined
      ? undefined
      : {
          name: row.name,
          finished: row.finished,
          moves: row.moves,
          score: row.score,
          best: row.best,
          updatedAt: row.updated_at,
          replay: row.replay,
        };
  }

  /** The run's moves as stored, in order. */
  async moves(key: RunKey): Promise<string[]> {
    const rows = await this.db
      .selectFrom('daily_moves')
      .select('move')
      .where('game', '=', key.game)
      .where('day', '=', key.day)
      .where('player_id', '=', key.playerId)
      .orderBy('n')
      .execute();
    return rows.map((row) => row.move);
  }

  /** Begins a run; false when the device has one already (begun meanwhile, by another request). */
  async createRun(key: RunKey, name: string, addressKey: string, progress: RunProgress): Promise<boolean> {
    const at = this.now().toISOString();
    return this.db.transaction().execute(async (tx) => {
      const inserted = await tx
        .insertInto('daily_runs')
        .values({
          game: key.game,
          day: key.day,
          player_id: key.playerId,
          name,
          // The device's name as it is now: a rename meanwhile locks the device first, so one waits for the other.
          player_name: tx
            .selectFrom('daily_players')
            .select('name')
            .where('id', '=', key.playerId)
            .forShare(),
          address_key: addressKey,
          finished: progress.finished,
          moves: 0,
          score: progress.score,
          best: progress.best,
          started_at: at,
          updated_at: at,
          replay: null,
        })
        .onConflict((conflict) => conflict.columns(['game', 'day', 'player_id']).doNothing())
        .returning('player_id')
        .executeTakeFirst();
      if (inserted === undefined) return false;
      await countInBand(tx, key, bandOf(progress.score), 1);
      return true;
    });
  }

  /**
   * Writes the moves of several runs and each run's new state in one transaction (each move is its run's next,
   * `progress.moves`). A move whose number was written already (a repeated request, or another process came first)
   * is not written; the answer says, move by move, which were.
   */
  async recordMoves(batch: readonly MoveRecord[]): Promise<boolean[]> {
    if (batch.length === 0) return [];
    const at = this.now().toISOString();
    return this.db.transaction().execute(async (tx) => {
      const rows = sql.join(
        batch.map(
          ({ key, progress }) =>
            sql`(${key.game}, ${key.day}, ${key.playerId}, ${progress.moves}::integer, ${progress.score}::integer, ${progress.best}::integer, ${progress.finished}::boolean)`,
        ),
      );
      const updated = await sql<{ game: string; day: string; player_id: string }>`
        update daily_runs as r
        set moves = v.moves, score = v.score, best = v.best, finished = v.finished, updated_at = ${at}
        from (values ${rows}) as v (game, day, player_id, moves, score, best, finished)
        where r.game = v.game and r.day = v.day and r.player_id = v.player_id
          and r.moves = v.moves - 1 and not r.finished
        returning r.game, r.day, r.player_id`.execute(tx);
      const written = new Set(updated.rows.map((row) => `${row.game}:${row.day}:${row.player_id}`));
      const done = batch.map(({ key }) => written.has(`${key.game}:${key.day}:${key.playerId}`));
      const kept = batch.filter((_, index) => done[index] === true);
      if (kept.length === 0) return done;
      await tx
        .insertInto('daily_moves')
        .values(
          kept.map(({ key, move, progress }) => ({
            game: key.game,
            day: key.day,
            player_id: key.playerId,
            n: progress.moves,
            move,
          })),
        )
        .execute();
      const bands = new Map<string, { game: string; day: string; band: number; runs: number }>();
      const count = (key: RunKey, band: number, change: number): void => {
        const id = `${key.game}:${key.day}:${band}`;
        const entry = bands.get(id) ?? { game: key.game, day: key.day, band, runs: 0 };
        bands.set(id, { ...entry, runs: entry.runs + change });
      };
      for (const { key, progress, scoreBefore } of kept) {
        if (bandOf(scoreBefore) === bandOf(progress.score)) continue;
        count(key, bandOf(scoreBefore), -1);
        count(key, bandOf(progress.score), 1);
      }
      const changes = [...bands.values()].filter((entry) => entry.runs !== 0);
      if (changes.length > 0) {
        await tx
          .insertInto('daily_bands')
          .values(changes)
          .onConflict((conflict) =>
            conflict
              .columns(['game', 'day', 'band'])
              .doUpdateSet((eb) => ({ runs: eb('daily_bands.runs', '+', eb.ref('excluded.runs')) })),
          )
          .execute();
      }
      return done;
    });
  }

  /** Ends a run where it stands; false when it had ended already. */
  async endRun(key: RunKey): Promise<boolean> {
    const updated = await this.db
      .updateTable('daily_runs')
      .set({ finished: true, updated_at: this.now().toISOString() })
      .where('game', '=', key.game)
      .where('day', '=', key.day)
      .where('player_id', '=', key.playerId)
      .where('finished', '=', false)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }

  async setReplay(key: RunKey, replay: string): Promise<void> {
    await this.db
      .updateTable('daily_runs')
      .set({ replay })
      .where('game', '=', key.game)
      .where('day', '=', key.day)
      .where('player_id', '=', key.playerId)
      .execute();
  }

  /**
   * A board in one statement: its best `limit` runs of `game` on `day` (every day's for `null`) in the board's
   * order, the best run of the device whose token has `tokenHash` with its rank (from 1), and how many runs it
   * ranks. One statement rather than five: PGlite runs one at a time, and each costs its planning and a trip.
   *
   * A rank is one plus the runs ahead: those of the bands above the run's own (`daily_bands`), then those of its
   * band with a higher score or the same score finished earlier (a range scan of the board's index no wider than
   * one band).
   */
  async board(game: DailyGame, day: string | null, limit: number, tokenHash?: string): Promise<Board> {
    const onDay = (alias: string) => (day === null ? sql`` : sql`and ${sql.ref(`${alias}.day`)} = ${day}`);
    const result = await sql<BoardSqlRow>`
      with own as (
        select r.game, r.day, r.player_id, r.player_name as player, r.name as run_name, r.score, r.best,
          r.finished, r.updated_at, r.replay
        from daily_players p
        join daily_runs r on r.player_id = p.id and r.game = ${game} ${onDay('r')}
        where p.token_hash = ${tokenHash ?? null}
        order by r.score desc, r.updated_at asc
        limit 1
      )
      (
        select 'top' as kind, 0 as part, r.game, r.day, r.player_id, r.player_name as player, r.name as run_name, r.score,
          r.best, r.finished, r.updated_at, r.replay, 0::bigint as count
        from daily_runs r
        where r.game = ${game} ${onDay('r')}
        order by r.score desc, r.updated_at asc, r.player_id asc
        limit ${limit}
      )
      union all
      select 'own', 1, own.*,
        1
        + (select coalesce(sum(b.runs), 0) from daily_bands b
           where b.game = ${game} ${onDay('b')} and b.band > own.score / ${sql.lit(SCORE_BAND)})
        + (select count(*) from daily_runs w
           where w.game = ${game} ${onDay('w')}
             and w.score < (own.score / ${sql.lit(SCORE_BAND)} + 1) * ${sql.lit(SCORE_BAND)} and w.score >= own.score
             and (w.score > own.score or (w.updated_at, w.player_id) < (own.updated_at, own.player_id)))
      from own
      union all
      select 'runs', 2, null, null, null, null, null, null, null, null, null, null,
        (select coalesce(sum(b.runs), 0) from daily_bands b where b.game = ${game} ${onDay('b')})
      -- A union's rows come in no promised order: the best in the board's, the other two after them.
      order by part, score desc, updated_at asc, player_id asc
    `.execute(this.db);
    const rows: BoardRow[] = [];
    let own: { row: BoardRow; rank: number } | undefined;
    let runs = 0;
    for (const row of result.rows) {
      if (row.kind === 'runs') runs = Number(row.count);
      else if (row.kind === 'own') own = { row: boardRow(row), rank: Number(row.count) };
      else rows.push(boardRow(row));
    }
    return { rows, own, runs };
  }
}

/** A run as the board's statement gives it. */
interface RunSqlRow {
  readonly game: string;
  readonly day: string;
  readonly player_id: string;
  readonly player: string;
  readonly run_name: string;
  readonly score: number;
  readonly best: number;
  readonly finished: boolean;
  readonly updated_at: string;
  readonly replay: string | null;
}

/**
 * A row of the board's statement: one of the best, the device's own run (`count`: its rank), or how many runs the
 * board ranks (the run's columns null).
 */
type BoardSqlRow =
  | (RunSqlRow & { readonly kind: 'top' | 'own'; readonly count: string | number })
  | ({ readonly [column in keyof RunSqlRow]: null } & {
      readonly kind: 'runs';
      readonly count: string | number;
    });

function boardRow(row: RunSqlRow): BoardRow {
  return {
    game: row.game as DailyGame,
    day: row.day,
    playerId: row.player_id,
    player: row.player,
    runName: row.run_name,
    score: row.score,
    best: row.best,
    finished: row.finished,
    updatedAt: row.updated_at,
    replay: row.replay,
  };
}
