import type { FinishedFarkleGame } from '@pastime/app-core';
import { useId } from 'preact/hooks';
import { ScrollTable } from '../shell/scroll-table.tsx';
import { ReplayButton } from '../shell/replay-button.tsx';
import { useShowMore } from '../shell/show-more.tsx';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const numberFormat = new Intl.NumberFormat('en');

/** How many finished games the list shows at a time (the store keeps up to 1,000). */
const PAGE = 50;

const MODE_NAMES: Readonly<Record<string, string>> = {
  'one-player': 'One player',
  'two-player': 'Two players',
  'vs-computer': 'Against the computer',
  'computer-vs-computer': 'Computer against computer',
  custom: 'Custom',
};

function Row({ game }: { readonly game: FinishedFarkleGame }) {
  const id = useId();
  const winner = game.winner === null ? undefined : game.players[game.winner];
  return (
    <tr>
      <td id={id}>
        <time dateTime={game.endedAt}>{dateFormat.format(new Date(game.endedAt))}</time>
      </td>
      <td>{MODE_NAMES[game.mode] ?? game.mode}</td>
      <td>
        {game.players.map((player, index) => (
          <span key={index} class="nowrap">
            {index > 0 && ', '}
            {player.name} {numberFormat.format(player.score)}
          </span>
        ))}
      </td>
      <td>{game.outcome === 'abandoned' ? 'Abandoned' : (winner?.name ?? '—')}</td>
      <td>{game.replay === undefined ? '—' : <ReplayButton code={game.replay} describedBy={id} />}</td>
    </tr>
  );
}

/** The finished Farkle games, newest first, each with its replay when it has one. */
export function FarkleHistory({ games }: { readonly games: readonly FinishedFarkleGame[] }) {
  const { count, footer } = useShowMore(games.length, PAGE);
  if (games.length === 0) return <p class="panel-empty">No finished Farkle games yet.</p>;
  return (
    <>
      <ScrollTable label="Finished Farkle games">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Mode</th>
            <th scope="col">Scores</th>
            <th scope="col">Winner</th>
            <th scope="col">Replay</th>
          </tr>
        </thead>
        <tbody>
          {games.slice(0, count).map((game) => (
            <Row key={game.id} game={game} />
          ))}
        </tbody>
      </ScrollTable>
      {footer}
    </>
  );
}
