/**
 * The limits of what the apps keep, one number each, the same in the browser and in the terminal. Each is at least
 * as large as the one either app used before, so that nothing either of them wrote or accepted becomes too long or
 * too many: raising a limit needs no migration, lowering one would drop what players have.
 */

/**
 * Finished games kept in a list of records (2048's and Farkle's), newest first; beyond it the oldest leave the
 * list. Best scores and the high score are kept apart and never dropped. The terminal kept 1,000 and the browser
 * 100: 1,000 keeps every record the terminal has, and costs the browser about 200 KB of its 5 MB.
 */
export const MAX_FINISHED_GAMES = 1000;

/**
 * The longest game id, in characters. Ids are made by the apps (the browser's are about 20 characters long, the
 * terminal's UUIDs 36); the limit only turns away what no app wrote. The terminal accepted 100, the browser 64.
 */
export const MAX_ID_LENGTH = 100;

/**
 * Unfinished games kept for resuming, in each app; starting one more retires the least recently played one, which
 * is recorded among the finished games (as abandoned, or lost) rather than dropped.
 */
export const MAX_UNFINISHED_GAMES = 10;

/**
 * The longest replay code a record keeps, in characters: a 2048 code takes about 4 characters for every 3 moves,
 * so this holds games of some 70,000 moves; a longer code is left out of its record, which is kept without it.
 */
export const MAX_REPLAY_LENGTH = 100_000;
