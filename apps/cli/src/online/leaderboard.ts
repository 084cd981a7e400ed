/** `pastime leaderboard`: a daily board from the server, as text or as the server's JSON document. */
import { dayOf } from '@pastime/app-core';
import type { LeaderboardOptions } from '../program/invocation.ts';
import type { DataStore } from '../storage/store.ts';
import { fetchLeaderboard } from './daily-client.ts';
import { addDailyReplay } from './daily-records.ts';
import { dailyRefusalText } from './daily-words.ts';
import { deviceOn } from './device-token.ts';
import { leaderboardText } from './leaderboard-view.ts';

/** Prints the board (and keeps the device's replay code, where it has one); the exit code (1 when the server cannot be reached or refuses). */
export async function runLeaderboard(
  options: LeaderboardOptions,
  output: NodeJS.WritableStream,
  errors: NodeJS.WritableStream,
  dataDir: string,
  store: DataStore,
): Promise<number> {
  const token = deviceOn(dataDir, options.server, (message) => errors.write(`pastime: ${message}\n`))?.token;
  const board = await fetchLeaderboard(options.server, options.game, options.span, token);
  if ('ok' in board) {
    errors.write(`pastime: ${dailyRefusalText(board)}\n`);
    return 1;
  }
  // A closed day's board has the device's run's replay code: its record in the history takes it.
  if (board.own !== null) addDailyReplay(store, options.game, board.own);
  // The server's day where the board tells it, else this machine's.
  const today = options.span === 'today' ? board.span : dayOf(Date.now());
  output.write(options.json ? `${JSON.stringify(board)}\n` : leaderboardText(board, options.span, today));
  return 0;
}
