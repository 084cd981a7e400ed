import { useScreenHeadingFocus } from '../shell/focus.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { hrefFor } from '../shell/route.ts';

const games = [
  {
    screen: '2048',
    title: '2048',
    blurb: 'Slide the tiles, merge equal numbers and reach the 2048 tile.',
    tile: '2048',
  },
  {
    screen: 'farkle',
    title: 'Farkle',
    blurb: 'Roll six dice, set scoring dice aside and bank before you farkle.',
    tile: '⚄',
  },
] as const;

/** The home screen: pick a game. */
export function Home() {
  useDocumentTitle('Pastime');
  const heading = useScreenHeadingFocus<HTMLHeadingElement>();
  return (
    <div class="home">
      <h1 class="home-title" ref={heading} tabIndex={-1}>
        Pastime
      </h1>
      <p class="home-intro">Two classic games. Play in the browser, install the app, play offline.</p>
      <ul class="game-cards">
        {games.map((game) => (
          <li key={game.screen}>
            <a class={`game-card game-card-${game.screen}`} href={hrefFor(game.screen)}>
              <span class="game-card-tile" aria-hidden="true">
                {game.tile}
              </span>
              <span class="game-card-text">
                <span class="game-card-title">Play {game.title}</span>
                <span class="game-card-blurb">{game.blurb}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      <p class="home-online">
        <a class="game-card game-card-online" href="#/online">
          <span class="game-card-tile" aria-hidden="true">
            ⚁⚄
          </span>
          <span class="game-card-text">
            <span class="game-card-title">Play online</span>
            <span class="game-card-blurb">
              Farkle with friends who are elsewhere: send them a room’s invite link.
            </span>
          </span>
        </a>
      </p>
    </div>
  );
}
