/** The database's tables as Kysely sees them. */
import type { Generated } from 'kysely';

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
  readonly at: Generated<string>;
}

export interface Tables {
  readonly rooms: RoomsTable;
  readonly seats: SeatsTable;
  readonly games: GamesTable;
  readonly actions: ActionsTable;
}
