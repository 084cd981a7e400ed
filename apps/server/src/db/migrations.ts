/**
 * The schema, as an ordered list of migrations that Kysely's migrator applies once each, in one transaction per
 * migration, on PGlite and PostgreSQL alike. A released migration is never edited: a change is a new one.
 */
import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-rooms': {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`
        create table rooms (
          id text primary key,
          settings text not null,
          game integer not null default 0,
          created_at text not null,
          updated_at text not null
        )`.execute(db);
      await sql`
        create table seats (
          room_id text not null references rooms (id) on delete cascade,
          seat integer not null,
          name text not null,
          token_hash text not null unique,
          creator boolean not null,
          primary key (room_id, seat)
        )`.execute(db);
      await sql`
        create table games (
          room_id text not null references rooms (id) on delete cascade,
          game integer not null,
          seed text not null,
          commitment text not null,
          started_at text not null,
          primary key (room_id, game)
        )`.execute(db);
      await sql`
        create table actions (
          room_id text not null,
          game integer not null,
          n integer not null,
          seat integer not null,
          action text not null,
          at timestamptz not null default now(),
          primary key (room_id, game, n),
          foreign key (room_id, game) references games (room_id, game) on delete cascade
        )`.execute(db);
      await sql`create index rooms_updated_at on rooms (updated_at)`.execute(db);
    },
  },
  '0002-room-creators': {
    async up(db: Kysely<unknown>): Promise<void> {
      // Who created a room, as a hash of the address: enough to count one address's open rooms.
      await sql`alter table rooms add column creator_key text not null default ''`.execute(db);
      await sql`create index rooms_creator_key on rooms (creator_key, updated_at)`.execute(db);
    },
  },
  '0003-socket-io-attachments': {
    async up(db: Kysely<unknown>): Promise<void> {
      // Where the Socket.IO adapter of several server processes keeps the messages too large to notify.
      await sql`
        create table socket_io_attachments (
          id bigserial unique,
          created_at timestamptz default now(),
          payload bytea
        )`.execute(db);
    },
  },
  '0004-daily': {
    async up(db: Kysely<unknown>): Promise<void> {
      // Secrets the server makes once and every process shares: the key of the days' seeds.
      await sql`create table server_secrets (name text primary key, value text not null)`.execute(db);
      await sql`
        create table daily_players (
          id text primary key,
          token_hash text not null unique,
          name text not null,
          created_at text not null
        )`.execute(db);
      await sql`
        create table daily_runs (
          game text not null,
          day text not null,
          player_id text not null references daily_players (id) on delete cascade,
          name text not null,
          address_key text not null,
          finished boolean not null default false,
          moves integer not null default 0,
          score integer not null default 0,
          best integer not null default 0,
          started_at text not null,
          updated_at text not null,
          replay text,
          primary key (game, day, player_id)
        )`.execute(db);
      await sql`
        create table daily_moves (
          game text not null,
          day text not null,
          player_id text not null,
          n integer not null,
          move text not null,
          primary key (game, day, player_id, n),
          foreign key (game, day, player_id) references daily_runs (game, day, player_id) on delete cascade
        )`.execute(db);
      // How many runs of each day's board score within each band of `SCORE_BAND` points: a rank is then a sum
      // over the bands above and a count within one band, not a count over the whole board.
      await sql`
        create table daily_bands (
          game text not null,
          day text not null,
          band integer not null,
          runs integer not null,
          primary key (game, day, band)
        )`.execute(db);
      // The boards: a day's, and every day's together, in their order.
      await sql`
        create index daily_runs_day_board on daily_runs (game, day, score desc, updated_at, player_id)`.execute(
        db,
      );
      await sql`
        create index daily_runs_all_board on daily_runs (game, score desc, updated_at, player_id)`.execute(
        db,
      );
      await sql`create index daily_runs_player on daily_runs (player_id, game, day, score desc)`.execute(db);
    },
  },
  '0005-daily-board-names': {
    async up(db: Kysely<unknown>): Promise<void> {
      // The device's name on each of its runs: a board is then read from the runs alone, with no join.
      await sql`alter table daily_runs add column player_name text not null default ''`.execute(db);
      await sql`
        update daily_runs r set player_name = p.name from daily_players p where p.id = r.player_id`.execute(
        db,
      );
    },
  },
};

export const migrations: MigrationProvider = {
  getMigrations: () => Promise.resolve(MIGRATIONS),
};
