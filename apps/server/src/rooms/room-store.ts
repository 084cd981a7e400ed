/**
 * The rooms in the database: a room and its seats, each game's seed and commitment, and the append-only log of
 * each game's actions, numbered from 1 so that an action is written once.
 */
import type { Action } from '@pastime/farkle';
import { actionSchema, roomSettingsSchema, type RoomSettings } from '@pastime/app-core';
import type { Database } from '../db/database.ts';
import { Batcher } from './batcher.ts';

/** An action to append: action `n` of game `game` of room `id`. */
interface Appended {
  readonly id: string;
  readonly game: number;
  readonly n: number;
  readonly seat: number;
  readonly action: Action;
  /** When it was played (ISO time). */
  readonly at: string;
}

export interface StoredSeat {
  readonly seat: number;
  readonly name: string;
  readonly tokenHash: string;
  readonly creator: boolean;
}

export interface StoredGame {
  readonly game: number;
  readonly seed: string;
  readonly commitment: string;
  /** When the game started (epoch ms). */
  readonly startedAt: number;
  /** Each action with the seat that played it and when (epoch ms). */
  readonly actions: readonly { readonly seat: number; readonly action: Action; readonly at: number }[];
}

/** How far a room has come: its game, that game's actions and the seats taken, which only ever grow. */
export interface RoomMark {
  readonly game: number;
  readonly actions: number;
  readonly seats: number;
}

export interface StoredRoom {
  readonly id: string;
  readonly settings: RoomSettings;
  readonly seats: readonly StoredSeat[];
  /** The game being played or played last; null before the first start. */
  readonly game: StoredGame | null;
}

/** True for PostgreSQL's "unique violation": the row was written already (by another action or process). */
export function isDuplicate(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export class RoomStore {
  readonly #appends: Batcher<Appended, boolean>;

  /** `connections`: how many statements the database runs at once (PGlite: one). */
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    connections = 1,
  ) {
    this.#appends = new Batcher({
      many: (items) => this.#appendMany(items),
      one: (item) => this.#appendOne(item),
      inFlight: connections,
      maxItems: 200,
    });
  }

  async create(id: string, settings: RoomSettings, creator: StoredSeat, creatorKey: string): Promise<void> {
    const at = this.now().toISOString();
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('rooms')
        .values({
          id,
          settings: JSON.stringify(settings),
          game: 0,
          created_at: at,
          updated_at: at,
          creator_key: creatorKey,
        })
        .execute();
      await tx.insertInto('seats').values(seatRow(id, creator)).execute();
    });
  }

  /** Takes a seat; false when it was taken meanwhile. */
  async addSeat(id: string, seat: StoredSeat): Promise<boolean> {
    try {
      await this.db
        .with('taken', (db) => db.insertInto('seats').values(seatRow(id, seat)))
        .updateTable('rooms')
        .set({ updated_at: this.now().toISOString() })
        .where('id', '=', id)
        .execute();
      return true;
    } catch (error) {
      if (isDuplicate(error)) return false;
      throw error;
    }
  }

  /** Starts game `game` of the room at `started` (epoch ms); false when another start came first. */
  async startGame(
    id: string,
    game: number,
    seed: string,
    commitment: string,
    started: number,
  ): Promise<boolean> {
    const at = new Date(started).toISOString();
    try {
      return await this.db.transaction().execute(async (tx) => {
        const moved = await tx
          .updateTable('rooms')
          .set({ game, updated_at: at })
          .where('id', '=', id)
          .where('game', '=', game - 1)
          .executeTakeFirst();
        if (moved.numUpdatedRows !== 1n) return false;
        await tx
          .insertInto('games')
          .values({ room_id: id, game, seed, commitment, started_at: at })
          .execute();
        return true;
      });
    } catch (error) {
      if (isDuplicate(error)) return false;
      throw error;
    }
  }

  /**
   * Appends action `n` of a game, played at `played` (epoch ms); false when an action `n` is there already. Actions asked for while others
   * are written go together in one statement.
   */
  append(
    id: string,
    game: number,
    n: number,
    seat: number,
    action: Action,
    played: number,
  ): Promise<boolean> {
    return this.#appends.add({ id, game, n, seat, action, at: new Date(played).toISOString() });
  }

  /**
   * The actions and their rooms' time in one statement (the statement in WITH runs whether or not the update
   * reads it); a duplicate fails the whole, and each is then written alone.
   */
  async #appendMany(items: readonly Appended[]): Promise<boolean[]> {
    await this.db
      .with('appended', (db) => db.insertInto('actions').values(items.map(actionRow)))
      .updateTable('rooms')
      .set({ updated_at: this.now().toISOString() })
      .where('id', 'in', [...new Set(items.map((item) => item.id))])
      .execute();
    return items.map(() => true);
  }

  async #appendOne(item: Appended): Promise<boolean> {
    try {
      await this.#appendMany([item]);
      return true;
    } catch (error) {
      if (isDuplicate(error)) return false;
      throw error;
    }
  }

  /** How far the room has come, in one query: whether a room read earlier is still as it is. */
  async mark(id: string): Promise<RoomMark | undefined> {
    const row = await this.db
      .selectFrom('rooms')
      .select((eb) => [
        'rooms.game',
        eb
          .selectFrom('actions')
          .select((inner) => inner.fn.coalesce(inner.fn.max('actions.n'), inner.lit(0)).as('n'))
          .whereRef('actions.room_id', '=', 'rooms.id')
          .whereRef('actions.game', '=', 'rooms.game')
          .as('actions'),
        eb
          .selectFrom('seats')
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .whereRef('seats.room_id', '=', 'rooms.id')
          .as('seats'),
      ])
      .where('rooms.id', '=', id)
      .executeTakeFirst();
    if (row === undefined) return undefined;
    return { game: row.game, actions: Number(row.actions ?? 0), seats: Number(row.seats ?? 0) };
  }

  async load(id: string): Promise<StoredRoom | undefined> {
    const room = await this.db.selectFrom('rooms').selectAll().where('id', '=', id).executeTakeFirst();
    if (room === undefined) return undefined;
    const seats = await this.db
      .selectFrom('seats')
      .selectAll()
      .where('room_id', '=', id)
      .orderBy('seat')
      .execute();
    const settings = roomSettingsSchema(JSON.parse(room.settings), 'settings');
    let game: StoredGame | null = null;
    if (room.game > 0) {
      const row = await this.db
        .selectFrom('games')
        .selectAll()
        .where('room_id', '=', id)
        .where('game', '=', room.game)
        .executeTakeFirstOrThrow();
      const actions = await this.db
        .selectFrom('actions')
        .select(['n', 'seat', 'action', 'at'])
        .where('room_id', '=', id)
        .where('game', '=', room.game)
        .orderBy('n')
        .execute();
      game = {
        game: room.game,
        seed: row.seed,
        commitment: row.commitment,
        startedAt: Date.parse(row.started_at),
        actions: actions.map((entry, i) => {
          if (entry.n !== i + 1)
            throw new Error(`room ${id}: action ${i + 1} of game ${room.game} is missing`);
          return {
            seat: entry.seat,
            action: actionSchema(JSON.parse(entry.action), `actions[${i}]`),
            at: entry.at.getTime(),
          };
        }),
      };
    }
    return {
      id,
      settings,
      seats: seats.map((row) => ({
        seat: row.seat,
        name: row.name,
        tokenHash: row.token_hash,
        creator: row.creator,
      })),
      game,
    };
  }

  /** How many rooms created by `creatorKey` have been played in since `since`. */
  async countOpen(creatorKey: string, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom('rooms')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('creator_key', '=', creatorKey)
      .where('updated_at', '>=', since.toISOString())
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Deletes the rooms nobody has played in since `before`; returns their ids. */
  async deleteIdle(before: Date): Promise<string[]> {
    const deleted = await this.db
      .deleteFrom('rooms')
      .where('updated_at', '<', before.toISOString())
      .returning('id')
      .execute();
    return deleted.map((row) => row.id);
  }
}

function actionRow(item: Appended) {
  return {
    room_id: item.id,
    game: item.game,
    n: item.n,
    seat: item.seat,
    action: JSON.stringify(item.action),
    at: item.at,
  };
}

function seatRow(room: string, seat: StoredSeat) {
  return {
    room_id: room,
    seat: seat.seat,
    name: seat.name,
    token_hash: seat.tokenHash,
    creator: seat.creator,
  };
}
