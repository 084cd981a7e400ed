import { ReplayButton } from '../history/replay-button.tsx';
import type { FinishedGame } from './records.ts';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** How many finished games the list shows (the store keeps more). */
const SHOWN = 20;

export function FinishedGames({ games }: { readonly games: readonly FinishedGame[] }) {
  return (
    <details class="panel">
      <summary class="panel-summary">Finished games ({games.length})</summary>
      {games.length === 0 ? (
        <p class="panel-empty">No finished games yet.</p>
      ) : (
        // Focusable so that keyboard users can scroll it; it keeps the arrow keys while it has focus.
        <div class="table-scroll" tabIndex={0} role="region" aria-label="Finished games" data-scrolls>
          <table class="games-table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Size</th>
                <th scope="col">Score</th>
                <th scope="col">Best tile</th>
                <th scope="col">Moves</th>
                <th scope="col">Replay</th>
              </tr>
            </thead>
            <tbody>
              {games.slice(0, SHOWN).map((game) => (
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
          </table>
        </div>
      )}
    </details>
  );
}
