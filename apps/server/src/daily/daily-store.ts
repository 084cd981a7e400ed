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

  async rename(id: string, name: string): Promise<void> {
    await this.db.updateTable('daily_players').set({ name }).where('id', '=', id).execute();
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

  /** The runs of `game` with their devices' names, as a board reads them. */
  #boardRows(game: DailyGame) {
    return this.db
      .selectFrom('daily_runs as r')
      .innerJoin('daily_players as p', 'p.id', 'r.player_id')
      .select([
        'r.game',
        'r.day',
        'r.player_id',
        'p.name as player',
        'r.name as run_name',
        'r.score',
        'r.best',
        'r.finished',
        'r.updated_at',
        'r.replay',
      ])
      .where('r.game', '=', game);
  }

  /** The best `limit` runs of `game` on `day` (every day's for `null`), in the board's order. */
  async board(game: DailyGame, day: string | null, limit: number): Promise<BoardRow[]> {
    let query = this.#boardRows(game);
    if (day !== null) query = query.where('r.day', '=', day);
    const rows = await query
      .orderBy('r.score', 'desc')
      .orderBy('r.updated_at', 'asc')
      .orderBy('r.player_id', 'asc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
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
    }));
  }

  /** How many runs a board ranks. */
  async count(game: DailyGame, day: string | null): Promise<number> {
    let query = this.db
      .selectFrom('daily_bands')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('runs'), eb.lit(0)).as('runs'))
      .where('game', '=', game);
    if (day !== null) query = query.where('day', '=', day);
    const row = await query.executeTakeFirstOrThrow();
    return Number(row.runs);
  }

  /** The device's best run on a board, and its rank there (from 1). */
  async own(
    game: DailyGame,
    day: string | null,
    playerId: string,
  ): Promise<{ row: BoardRow; rank: number } | undefined> {
    let query = this.#boardRows(game).where('r.player_id', '=', playerId);
    if (day !== null) query = query.where('r.day', '=', day);
    const best = await query
      .orderBy('r.score', 'desc')
      .orderBy('r.updated_at', 'asc')
      .limit(1)
      .executeTakeFirst();
    if (best === undefined) return undefined;
    // Ahead of it: the runs of the bands above its own, then those of its band with a higher score or the same
    // score finished earlier (a range scan of the board's index no wider than one band).
    const band = bandOf(best.score);
    let above = this.db
      .selectFrom('daily_bands')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('runs'), eb.lit(0)).as('ahead'))
      .where('game', '=', game)
      .where('band', '>', band);
    if (day !== null) above = above.where('day', '=', day);
    let within = this.db
      .selectFrom('daily_runs')
      .select((eb) => eb.fn.countAll<string>().as('ahead'))
      .where('game', '=', game)
      .where('score', '<', (band + 1) * SCORE_BAND)
      .where('score', '>=', best.score)
      .where(
        sql<boolean>`(score > ${best.score} or (updated_at, player_id) < (${best.updated_at}, ${playerId}))`,
      );
    if (day !== null) within = within.where('day', '=', day);
    const [higher, earlier] = await Promise.all([
      above.executeTakeFirstOrThrow().then((row) => Number(row.ahead)),
      within.executeTakeFirstOrThrow().then((row) => Number(row.ahead)),
    ]);
    return {
      rank: higher + earlier + 1,
      row: {
        game,
        day: best.day,
        playerId,
        player: best.player,
        runName: best.run_name,
        score: best.score,
        best: best.best,
        finished: best.finished,
        updatedAt: best.updated_at,
        replay: best.replay,
      },
    };
  }
}
