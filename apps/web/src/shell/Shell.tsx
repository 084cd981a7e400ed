import type { ComponentChildren } from 'preact';
import { hrefFor, type Screen } from '../app/route.ts';
import { LiveRegion } from './announcer.tsx';
import { Notices } from './notices.tsx';

export interface ShellProps {
  readonly screen: Screen;
  readonly children: ComponentChildren;
}

const games = [
  { screen: '2048', label: '2048' },
  { screen: 'farkle', label: 'Farkle' },
] as const;

/** The frame around every screen: the app's name (a link home), the games, messages and the live region. */
export function Shell({ screen, children }: ShellProps) {
  return (
    <div class={`app app-${screen}`}>
      <header class="app-header">
        <a class="brand" href={hrefFor('home')}>
          Pastime
        </a>
        <nav class="app-nav" aria-label="Games">
          {games.map((game) => (
            <a
              key={game.screen}
              class="app-nav-link"
              href={hrefFor(game.screen)}
              aria-current={screen === game.screen ? 'page' : undefined}
            >
              {game.label}
            </a>
          ))}
        </nav>
      </header>
      <Notices />
      <main class={`app-main app-main-${screen}`}>
        {children}
        <LiveRegion />
      </main>
    </div>
  );
}
