import type { FinishedGame2048 as FinishedGame } from '@pastime/app-core';
import { ReplayButton } from '../shell/replay-button.tsx';
import { ScrollTable } from '../shell/scroll-table.tsx';
import { useShowMore } from '../shell/show-more.tsx';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** How many finished games the list shows at a time (the store keeps up to 1,000). */
const PAGE = 20;

export function FinishedGames({ games }: { readonly games: readonly FinishedGame[] }) {
  const { count, footer } = useShowMore(games.length, PAGE);
  return (
    <details class="panel">
      <summary class="panel-summary">Finished games ({games.length})</summary>
      {games.length === 0 ? (
        <p class="panel-empty">No finished games yet.</p>
      ) : (
        <ScrollTable label="Finished games">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Size</th>
              <th scope="col">Score</th>
              <th scope="col">Best tile</th>
              <th scope="col">Moves</th>
              {/* Named for screen readers; its buttons say it, and the narrow panel keeps its width. */}
              <th scope="col" class="replay-column">
                <span class="visually-hidden">Replay</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {games.slice(0, count).map((game) => (
              <tr key={game.id}>
                <td id={`finished-${game.id}`}>
                  {/* Date and time may go on two lines, which keeps the table narrow. */}
                  <time dateTime={game.endedAt}>
                    <span class="nowrap">{dateFormat.format(new Date(game.endedAt))}</span>{' '}
                    <span class="nowrap">{timeFormat.format(new Date(game.endedAt))}</span>
                  </time>
                </td>
                <td>
                  {game.size}×{game.size}
                </td>
                <td>{game.score}</td>
                <td>
                  {game.bestTile}
                  {game.won && (
                    <>
                      <span aria-hidden="true"> ★</span>
                      <span class="visually-hidden"> (won)</span>
                    </>
                  )}
                </td>
                <td>{game.moves}</td>
                <td>
                  {game.replay === undefined ? (
                    '—'
                  ) : (
                    <ReplayButton code={game.replay} describedBy={`finished-${game.id}`} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {footer}
    </details>
  );
}
