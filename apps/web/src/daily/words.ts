/** The web app's words for the daily challenges: why a request was refused, and the boards' columns. */
import type { DailyGame, RunProblem } from '@pastime/app-core';
import { NAME_PROBLEMS } from '../online/words.ts';

/** A refusal of the server's (or no server at all), as a sentence. */
export function dailyProblemText(problem: RunProblem): string {
  switch (problem.reason) {
    case 'unreachable':
      return 'The Pastime server cannot be reached. The daily challenges need the page served by it (npm start).';
    case 'bad-name':
      return NAME_PROBLEMS[problem.problem ?? ''] ?? 'That name cannot be used.';
    case 'rate-limited':
      return `Too many requests: ${problem.problem ?? 'wait a moment'}. Try again shortly.`;
    case 'bad-token':
      return 'The server does not recognise this browser.';
    case 'already-played':
      return 'You have played today’s run of this game. A new challenge starts at midnight UTC.';
    case 'no-run':
      return 'You have no run of this game today.';
    case 'run-over':
      return 'This run is over.';
    case 'day-closed':
      return 'The day of this run has closed: it counts with the score it had.';
    case 'stale':
      return 'The game changed before your move arrived: look again.';
    case 'illegal':
      return problem.problem === undefined ? 'That move is not allowed.' : `Not allowed: ${problem.problem}.`;
    case 'unavailable':
      return 'The server could not do that just now: try again.';
    case 'malformed':
    case 'too-large':
      return 'The server could not read that request.';
  }
}

export const GAME_NAMES: Readonly<Record<DailyGame, string>> = { '2048': '2048', farkle: 'Farkle' };

/** The heading of the column that is the highest tile in 2048 and the total in Farkle. */
export const BEST_COLUMN: Readonly<Record<DailyGame, string>> = { '2048': 'Highest tile', farkle: 'Total' };
