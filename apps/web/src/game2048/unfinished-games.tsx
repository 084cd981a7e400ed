import type { UnfinishedGame2048 as UnfinishedGame } from '@pastime/app-core';

const thisYear = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const otherYear = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** When a game was last played, short enough for one line on a phone: the time this year, the year before. */
function when(iso: string): string {
  const date = new Date(iso);
  return (date.getFullYear() === new Date().getFullYear() ? thisYear : otherYear).format(date);
}

export interface UnfinishedGamesProps {
  /** Most recently played first; the game on the board is not among them. */
  readonly games: readonly UnfinishedGame[];
  readonly onResume: (id: string) => void;
}

/**
 * The other games in progress (started in another tab, or left for another game), each with a Resume button.
 * Shown only when there is one: most of the time there is nothing to offer.
 */
export function UnfinishedGames({ games, onResume }: UnfinishedGamesProps) {
  if (games.length === 0) return null;
  return (
    <section class="panel unfinished" aria-labelledby="unfinished-heading">
      <h2 class="panel-heading" id="unfinished-heading">
        Unfinished games ({games.length})
      </h2>
      <ul class="unfinished-list">
        {games.map((game) => {
          const size = `${game.size}×${game.size}`;
          return (
            <li key={game.id} class="unfinished-game">
              <p class="unfinished-about">
                <span class="unfinished-main">
                  {size} · score <strong>{game.score}</strong>
                </span>
                <span class="unfinished-detail">
                  <span class="nowrap">
                    best tile {game.bestTile}
                    {game.won && (
                      <>
                        <span aria-hidden="true"> ★</span>
                        <span class="visually-hidden"> (won)</span>
                      </>
                    )}
                  </span>
                  {' · '}
                  <span class="nowrap">{game.moves === 1 ? '1 move' : `${game.moves} moves`}</span>
                </span>
                <span class="unfinished-detail nowrap">
                  played <time dateTime={game.updatedAt}>{when(game.updatedAt)}</time>
                </span>
              </p>
              <button
                type="button"
                class="button button-quiet unfinished-resume"
                aria-label={`Resume game: ${size}, score ${game.score}`}
                onClick={() => onResume(game.id)}
              >
                Resume
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
