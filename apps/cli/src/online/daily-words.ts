/** The terminal's words for the daily challenges: refusals, and the run's day and closing time. */
import { formatPoints, type DailyGame, type DailyRefused, type Unreachable } from '@pastime/app-core';
import { isRequestRefusal, requestRefusalText } from './words.ts';

export const GAME_TITLES: Readonly<Record<DailyGame, string>> = { '2048': '2048', farkle: 'Farkle' };

/** Why the server did not do what was asked (or there is no server), as a sentence. */
export function dailyRefusalText(answer: DailyRefused | Unreachable): string {
  if (isRequestRefusal(answer.reason))
    return requestRefusalText(answer.reason, 'problem' in answer ? answer.problem : undefined);
  switch (answer.reason) {
    case 'bad-token':
      return "the server does not know this device's token.";
    case 'already-played':
      return "this device has played today's run already.";
    case 'no-run':
      return 'there is no run today: start one first.';
    case 'run-over':
      return 'the run is over.';
    case 'day-closed':
      return "the run's day has closed: it counts with the score it had.";
    case 'stale':
      return 'the run moved on before this move arrived.';
  }
}

/** The one sentence of a second run of a finished day. */
export function alreadyPlayedText(game: DailyGame, score: number | undefined): string {
  const scored = score === undefined ? '' : ` (${formatPoints(score)} points)`;
  return `You have played today's ${GAME_TITLES[game]} challenge${scored}: a new one starts at 00:00 UTC.`;
}

/** `HH:MM UTC` of an ISO 8601 instant. */
export function utcTime(iso: string): string {
  return `${iso.slice(11, 16)} UTC`;
}

/** The line that ends a finished run: its score, and its rank when known. */
export function finishedText(
  game: DailyGame,
  score: number,
  rank: { readonly rank: number; readonly runs: number } | undefined,
): string {
  const ranked = rank === undefined ? '' : `, rank ${formatPoints(rank.rank)} of ${formatPoints(rank.runs)}`;
  return `The run is over: ${formatPoints(score)} points${ranked}. See it with pastime leaderboard ${game}.`;
}

/** The line of a run left unfinished. */
export function leftText(game: DailyGame, closesAt: string): string {
  return `The run stays open until ${utcTime(closesAt)}: run pastime daily ${game} again to go on.`;
}
