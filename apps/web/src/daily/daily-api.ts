/**
 * The daily challenges over HTTP: today, and the boards. The server is the one that served the page; without one
 * (a plain static host, or offline) each request says so instead.
 */
import {
  DAILY_GAMES,
  daySchema,
  DEVICE_HEADER,
  leaderboardPath,
  list,
  object,
  oneOf,
  text,
  type DailyGame,
  type DailyToday,
  readLeaderboardAnswer,
  UNREACHABLE,
  type Leaderboard,
  type RunProblem,
  type Schema,
  type Unreachable,
} from '@pastime/app-core';

const todaySchema: Schema<DailyToday> = object({
  today: daySchema,
  closesAt: text(40),
  games: list(oneOf(DAILY_GAMES)),
});

/** A JSON answer read by `schema`; a failed request or an answer of another shape reached no Pastime server. */
async function getJson<T>(
  path: string,
  schema: Schema<T>,
  headers: Record<string, string>,
): Promise<T | Unreachable> {
  try {
    const response = await fetch(path, { headers });
    if (!response.ok) return UNREACHABLE;
    return schema(await response.json(), 'answer');
  } catch {
    return UNREACHABLE;
  }
}

export function fetchToday(): Promise<DailyToday | Unreachable> {
  return getJson('api/daily', todaySchema, {});
}

/** A board: `today`, a day (`YYYY-MM-DD`) or `all`; with the device's token, its own entry too; or why not. */
export async function fetchBoard(
  game: DailyGame,
  span: string,
  token: string | undefined,
): Promise<Leaderboard | RunProblem> {
  try {
    const response = await fetch(leaderboardPath(game, span), {
      headers: token === undefined ? {} : { [DEVICE_HEADER]: token },
    });
    return readLeaderboardAnswer(await response.json(), response.ok);
  } catch {
    return UNREACHABLE;
  }
}

/** Whether an answer is a refusal, or none at all. */
export function isProblem<T extends object>(answer: T | RunProblem): answer is RunProblem {
  return 'ok' in answer && answer.ok === false;
}
