import type { ComponentChildren } from 'preact';
import { helpFor, hrefFor, type Screen } from './route.ts';
import { LiveRegion } from './announcer.tsx';
import { Notices } from './notices.tsx';
import { ThemeMenu } from './theme-menu.tsx';
import { Toasts } from './toast.tsx';
import { UpdateBanner } from './update-banner.tsx';

export interface ShellProps {
  readonly screen: Screen;
  readonly children: ComponentChildren;
}

const sections = [
  { screen: '2048', label: '2048' },
  { screen: 'farkle', label: 'Farkle' },
  { screen: 'daily', label: 'Daily' },
  { screen: 'stats', label: 'Statistics' },
] as const;

/**
 * The frame around every screen: the app's name (a link home), the games, "How to play" (the guide of the game
 * shown), the colour theme, messages and the live region.
 */
export function Shell({ screen, children }: ShellProps) {
  const help = helpFor(screen);
  return (
    <div class={`app app-${screen}`}>
      <header class="app-header">
        <a class="brand" href={hrefFor('home')}>
          Pastime
        </a>
        <nav class="app-nav" aria-label="Sections">
          {sections.map((game) => (
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
        <div class="app-tools">
          <a
            class="header-button app-help-link"
            href={hrefFor(help)}
            aria-current={screen === help ? 'page' : undefined}
          >
            <span class="header-icon help-icon" aria-hidden="true">
              ?
            </span>
            <span class="header-button-text">How to play</span>
          </a>
          <ThemeMenu />
        </div>
      </header>
      <UpdateBanner />
      <Notices />
      <main class={`app-main app-main-${screen}`}>
        {children}
        <LiveRegion />
      </main>
      <Toasts />
    </div>
  );
}
