/**
 * A board drawn: each entry's rank, name, score, highest tile or total, finish time and, under it once its day has
 * closed, a link to its replay. Names are other players' text, shown as text.
 */
import {
  entryStanding,
  formatPoints,
  isOwnEntry,
  type Leaderboard,
  type LeaderboardEntry,
} from '@pastime/app-core';
import { replayHref } from '../shell/route.ts';
import { ScrollTable } from '../shell/scroll-table.tsx';
import { BEST_COLUMN } from './words.ts';

const TIME = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When the entry finished: the time of day on a day's board, the date too on the board of all days. */
function finishText(entry: LeaderboardEntry, allDays: boolean, today: string): string {
  if (entryStanding(entry, today) === 'playing') return 'Playing';
  const at = new Date(entry.finishedAt);
  if (Number.isNaN(at.getTime())) return '';
  return (allDays ? DATE_TIME : TIME).format(at);
}

export function LeaderboardTable({
  board,
  caption,
  today,
}: {
  board: Leaderboard;
  caption: string;
  today: string;
}) {
  const allDays = board.span === 'all';
  return (
    <ScrollTable label={caption} tableClass="daily-board">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Name</th>
          <th scope="col">Score</th>
          <th scope="col">{BEST_COLUMN[board.game]}</th>
          <th scope="col">Finished</th>
        </tr>
      </thead>
      <tbody>
        {board.entries.map((entry) => (
          <tr key={`${entry.rank}`} class={isOwnEntry(board, entry) ? 'daily-own' : undefined}>
            <td class="daily-num">{entry.rank}</td>
            <td class="daily-name">
              {entry.name}
              {isOwnEntry(board, entry) && <span class="online-tag">you</span>}
            </td>
            <td class="daily-num">{formatPoints(entry.score)}</td>
            <td class="daily-num">{formatPoints(entry.best)}</td>
            {/* The replay under the finish, in one column: the board fits a phone's width. */}
            <td class="daily-finish">
              {finishText(entry, allDays, today)}
              {entry.replay !== null && (
                <a href={replayHref(entry.replay)} aria-label={`Replay ${entry.name}’s run`}>
                  Replay
                </a>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
