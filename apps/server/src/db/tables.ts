/** The database's tables as Kysely sees them. */
import type { ColumnType, Generated } from 'kysely';

export interface RoomsTable {
  /** At least 64 random bits, in base64url: unguessable. */
  readonly id: string;
  /** `RoomSettings` as JSON. */
  readonly settings: string;
  /** The number of the game being played: 0 before the first start, then 1, 2… (a rematch is the next). */
  readonly game: number;
  readonly created_at: string;
  readonly updated_at: string;
  /** A hash of the creator's address, to count each address's open rooms. */
  readonly creator_key: string;
}

export interface SeatsTable {
  readonly room_id: string;
  /** From 0, in table order; only people's seats have rows. */
  readonly seat: number;
  readonly name: string;
  /** SHA-256 of the seat's secret token: the token itself is never stored. */
  readonly token_hash: string;
  readonly creator: boolean;
}

export interface GamesTable {
  readonly room_id: string;
  readonly game: number;
  /** Secret until the game is over. */
  readonly seed: string;
  /** SHA-256 of the seed, shown from the start. */
  readonly commitment: string;
  readonly started_at: string;
}

export interface ActionsTable {
  readonly room_id: string;
  readonly game: number;
  /** From 1: the primary key makes each action of a game one row, written once. */
  readonly n: number;
  /** The seat that acted (a computer's, or the computer playing for an absent person, too). */
  readonly seat: number;
  /** The engine's `Action` as JSON. */
  readonly action: string;
  readonly at: ColumnType<Date, string | undefined, never>;
}

export interface ServerSecretsTable {
  readonly name: string;
  readonly value: string;
}

export interface DailyPlayersTable {
  /** 96 random bits: the key of a device's runs, never shown. */
  readonly id: string;
  /** SHA-256 of the device's token: the token itself is never stored. */
  readonly token_hash: string;
  /** The display name every board shows. */
  readonly name: string;
  readonly created_at: string;
}

export interface DailyRunsTable {
  /** `2048` or `farkle`. */
  readonly game: string;
  /** The UTC day, `YYYY-MM-DD`. */
  readonly day: string;
  readonly player_id: string;
  /** The name the run's game was dealt to (a Farkle game holds its player's name). */
  readonly name: string;
  /** The device's display name now, kept on its runs so that a board reads one table (renaming updates it). */
  readonly player_name: string;
  /** A hash of the address that started the run, to count each address's runs. */
  readonly address_key: string;
  /** Played to its end, or ended by its player. */
  readonly finished: Generated<boolean>;
  /** Moves played: the number of the last row of `daily_moves`. */
  readonly moves: Generated<number>;
  readonly score: Generated<number>;
  /** The highest tile (2048) or the total (Farkle). */
  readonly best: Generated<number>;
  readonly started_at: string;
  /** The last move, or the end: the finish time a board ranks ties by. */
  readonly updated_at: string;
  /** The replay code, written once the day has closed. */
  readonly replay: string | null;
}

export interface DailyBandsTable {
  readonly game: string;
  readonly day: string;
  /** A score's band: the score divided by `SCORE_BAND`, rounded down. */
  readonly band: number;
  /** The day's runs whose score is in the band now. */
  readonly runs: number;
}

export interface DailyMovesTable {
  readonly game: string;
  readonly day: string;
  readonly player_id: string;
  /** From 1: the primary key makes each move of a run one row, written once. */
  readonly n: number;
  /** A 2048 direction, or a Farkle action as JSON. */
  readonly move: string;
}

export interface Tables {
  readonly rooms: RoomsTable;
  readonly seats: SeatsTable;
  readonly games: GamesTable;
  readonly actions: ActionsTable;
  readonly server_secrets: ServerSecretsTable;
  readonly daily_players: DailyPlayersTable;
  readonly daily_runs: DailyRunsTable;
  readonly daily_moves: DailyMovesTable;
  readonly daily_bands: DailyBandsTable;
}
