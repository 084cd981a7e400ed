/** A daily leaderboard as text: the best runs in a table, this device's rank, and a closed day's seed. */
import {
  entryStanding,
  formatPoints,
  isOwnEntry,
  type Leaderboard,
  type LeaderboardEntry,
} from '@pastime/app-core';
import { padEnd, truncate } from '../term/ansi.ts';
import { escapeControls } from '../term/quote.ts';
import { GAME_TITLES } from './daily-words.ts';

const NAME_WIDTH = 20;

/** When the run ended (UTC); `playing` for today's run not ended yet, a `*` for one its day closed on. */
function finishedAt(entry: LeaderboardEntry, today: string): string {
  const standing = entryStanding(entry, today);
  if (standing === 'playing') return 'playing';
  const at = `${entry.finishedAt.slice(0, 10)} ${entry.finishedAt.slice(11, 16)}`;
  return standing === 'cut-off' ? `${at} *` : at;
}

function row(entry: LeaderboardEntry, own: boolean, today: string): string {
  return [
    `${own ? '>' : ' '}${formatPoints(entry.rank).padStart(5)}`,
    padEnd(truncate(escapeControls(entry.name), NAME_WIDTH), NAME_WIDTH),
    formatPoints(entry.score).padStart(9),
    formatPoints(entry.best).padStart(12),
    `  ${finishedAt(entry, today)}`,
  ].join('  ');
}

/** The board as lines of text; `span` as asked (`today`, `all`, a day); `today`: the day UTC now. */
export function leaderboardText(board: Leaderboard, span: string, today: string): string {
  const title = GAME_TITLES[board.game];
  const when = span === 'all' ? 'every day' : span === 'today' ? `today, ${board.span}` : board.span;
  const bestLabel = board.game === '2048' ? 'Highest tile' : 'Total';
  const runs = `${formatPoints(board.runs)} run${board.runs === 1 ? '' : 's'}`;
  const lines = [`Daily ${title} leaderboard, ${when}: ${runs}.`, ''];
  if (board.entries.length === 0) {
    lines.push('No runs yet.');
  } else {
    lines.push(
      [
        ' Rank'.padStart(6),
        padEnd('Name', NAME_WIDTH),
        'Score'.padStart(9),
        bestLabel.padStart(12),
        '  Finished (UTC)',
      ].join('  '),
    );
    for (const entry of board.entries) lines.push(row(entry, isOwnEntry(board, entry), today));
    if (board.entries.some((entry) => entryStanding(entry, today) === 'cut-off')) {
      lines.push('', '* its day closed before it was played to its end: it counts with the score it had.');
    }
  }
  lines.push('');
  lines.push(
    board.own === null
      ? 'This device has no run on this board.'
      : `Your rank: ${formatPoints(board.own.rank)} of ${formatPoints(board.runs)}, ${formatPoints(board.own.score)} points.`,
  );
  if (board.seed !== null) {
    lines.push(`The day's seed: ${escapeControls(board.seed)}`);
    const practice =
      board.game === '2048'
        ? `pastime 2048 --size 4 --win 2048 --seed ${board.seed}`
        : `pastime farkle --players 1 --seed ${board.seed}`;
    lines.push(`Practise the day's game (not ranked): ${escapeControls(practice)}`);
    lines.push(
      `Each run's replay code is in the JSON: pastime leaderboard ${board.game} --day ${board.span} --json (play one with pastime replay CODE).`,
    );
  }
  return `${lines.join('\n')}\n`;
}
