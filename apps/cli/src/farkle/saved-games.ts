/**
 * The Farkle games in progress a player may go back to, as `pastime farkle --list`, `--resume N` and the full
 * screen's saved-games list all see them: the unfinished games of the shelf, most recently played first, each
 * with whether another running pastime plays it, and each described the same way everywhere.
 */
import { formatPoints, type FarkleSave } from '@pastime/app-core';
import type { FarkleState } from '@pastime/farkle';
import { UsageError } from '../program/options.ts';
import { timeAgo } from '../program/time.ts';
import type { ShelfEntry } from '../storage/shelf.ts';
import type { DataStore, Report } from '../storage/store.ts';
import { seatText } from './describe.ts';
import { farkleShelf, type FarkleRun } from './storage.ts';

export type SavedGame = ShelfEntry<FarkleSave>;

/** The games in progress kept in the data directory (none with `--no-save`), most recently played first. */
export function savedGames(store: DataStore | undefined, report: Report): readonly SavedGame[] {
  if (store === undefined) return [];
  // A finished game is kept only until it is recorded: it is not a game to go back to.
  return farkleShelf(store, report)
    .entries()
    .filter((entry) => entry.game.save.state.phase !== 'game-over');
}

/** Each player as the text view names them: `Ada 1,250, Computer 2 (computer, Expert) 900`. */
export function playersText(state: FarkleState): string {
  return state.players
    .map((player, index) => `${seatText(state, index)} ${formatPoints(player.total)}`)
    .join(', ');
}

/** How far the game has got and when: `turn 3 of 10; saved 5 minutes ago`. */
export function turnAndTime(entry: SavedGame): string {
  const state = entry.game.save.state;
  const turn =
    state.players.length === 1 ? `turn ${state.turn} of ${state.rules.onePlayerTurns}` : `turn ${state.turn}`;
  return `${turn}; saved ${timeAgo(entry.game.updatedAt)}`;
}

/** `turnAndTime`, and whether another pastime plays it: `turn 3; saved just now, being played by another pastime`. */
export function progressText(entry: SavedGame): string {
  return `${turnAndTime(entry)}${entry.playedElsewhere ? `, ${PLAYED_ELSEWHERE}` : ''}`;
}

export const PLAYED_ELSEWHERE = 'being played by another pastime';

/** Why `--resume N` cannot take up the game: the option named, as its other errors name it. */
function takenError(n: number): UsageError {
  return new UsageError(
    `--resume ${n}: that game is ${PLAYED_ELSEWHERE}; choose another one (pastime farkle --list)`,
    'farkle',
  );
}

/**
 * What the run takes up: the `n`-th game of the list when `--resume n` asks for one (refused, exit code 2, when
 * there is no such game or another pastime plays it), else the game played last unless `latest` is false.
 */
export function resumeAsked(
  n: number | undefined,
  latest: boolean,
  store: DataStore | undefined,
  report: Report,
): boolean | { readonly id: string } {
  if (n === undefined) return latest;
  const games = savedGames(store, report);
  const entry = games[n - 1];
  if (entry === undefined) {
    const kept =
      games.length === 0
        ? 'no Farkle game in progress is saved'
        : `only ${games.length} Farkle game${games.length === 1 ? '' : 's'} in progress ${games.length === 1 ? 'is' : 'are'} saved (pastime farkle --list)`;
    throw new UsageError(`--resume ${n}: ${kept}`, 'farkle');
  }
  if (entry.playedElsewhere) throw takenError(n);
  return { id: entry.game.id };
}

/**
 * Refuses a run that did not get the game `--resume n` asked for: another pastime claimed it between the list
 * being read and the claim.
 */
export function refuseUntaken(
  run: FarkleRun,
  resume: boolean | { readonly id: string },
  n: number | undefined,
): void {
  if (typeof resume === 'boolean' || n === undefined || run.manager.id === resume.id) return;
  run.close();
  throw takenError(n);
}
