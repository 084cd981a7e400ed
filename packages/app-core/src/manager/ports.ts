/**
 * What a game manager is handed by its app: a shelf of games in progress, the documents its records live in, and a
 * clock. A manager knows nothing of `localStorage`, files or timers; each app adapts its own storage to these
 * ports (the browser: one `localStorage` key per game and `storage` events; the terminal: data files written
 * atomically under a lock), and the tests use the in-memory ones.
 */

/**
 * One game in progress as stored. `revision` counts the writes of this game (1 for its first one): a writer that
 * finds another revision than the one it last wrote or read knows another tab or process has played the game
 * since, and takes that position up instead of writing over it.
 */
export interface ShelvedGame<Save> {
  readonly id: string;
  /** When the game began (ISO 8601). */
  readonly startedAt: string;
  /** When it was last played or taken up (ISO 8601): the most recent one is resumed first. */
  readonly updatedAt: string;
  readonly revision: number;
  /** The game itself, in its save format (version 2: configuration, seed or start, action log, cursor, check). */
  readonly save: Save;
}

/** What a conditional write did. */
export type ShelfWrite<Save> =
  | { readonly kind: 'written' }
  /** The stored revision was not the one expected: another writer's game, as stored now (undefined: removed). */
  | { readonly kind: 'conflict'; readonly stored: ShelvedGame<Save> | undefined }
  /** Storage refused the write (full, unavailable; reported by the app). What was stored before is still there. */
  | { readonly kind: 'refused' };

/** The games in progress of one game kind (2048's or Farkle's), as an app stores them. */
export interface GameShelf<Save> {
  /** Every stored game that can be read, most recently played first. Damaged ones are set aside by the app. */
  list(): readonly ShelvedGame<Save>[];
  /** The stored game `id`; undefined when there is none (or it was damaged and set aside). */
  read(id: string): ShelvedGame<Save> | undefined;
  /**
   * Stores `game` if the game stored under its id has revision `expected` (`undefined`: none is stored). The
   * comparison is the app's to make cheaply (a revision it follows through change events, or one read under a
   * lock); it never needs to parse a whole save before a move.
   */
  write(game: ShelvedGame<Save>, expected: number | undefined): ShelfWrite<Save>;
  /** Removes the game `id`; false when storage refused (reported by the app). */
  remove(id: string): boolean;
  /**
   * Calls `listener` with the id of a game another writer changed (`null`: anything may have changed, e.g. storage
   * was cleared). Absent where no one else can write while the program runs, or where writes are caught at the
   * next conditional write only. Returns the function that stops listening.
   */
  watch?(listener: (id: string | null) => void): () => void;
}

/** Time as a manager sees it: injected, so tests and replays pace auto-play without waiting. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Calls `callback` once after `ms` milliseconds; returns the function that cancels it. */
  after(ms: number, callback: () => void): () => void;
}
