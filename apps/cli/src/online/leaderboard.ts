/** `pastime leaderboard`: a daily board from the server, as text or as the server's JSON document. */
import type { LeaderboardOptions } from '../program/invocation.ts';
import { fetchLeaderboard } from './daily-client.ts';
import { dailyRefusalText } from './daily-words.ts';
import { deviceOn } from './device-token.ts';
import { leaderboardText } from './leaderboard-view.ts';

/** Prints the board; the exit code (1 when the server cannot be reached or refuses). */
export async function runLeaderboard(
  options: LeaderboardOptions,
  output: NodeJS.WritableStream,
  errors: NodeJS.WritableStream,
  dataDir: string,
): Promise<number> {
  const token = deviceOn(dataDir, options.server)?.token;
  const board = await fetchLeaderboard(options.server, options.game, options.span, token);
  if ('ok' in board) {
    errors.write(`pastime: ${dailyRefusalText(board)}\n`);
    return 1;
  }
  output.write(options.json ? `${JSON.stringify(board)}\n` : leaderboardText(board, options.span));
  return 0;
}
