import type { ComponentType } from 'preact';
import { useEffect } from 'preact/hooks';
import { Game2048Screen } from '../game2048/Game2048Screen.tsx';
import { Lazy } from '../shell/Lazy.tsx';
import { Shell } from '../shell/Shell.tsx';
import { Home } from './Home.tsx';
import { NotFound } from './NotFound.tsx';
import { useRoute } from './useRoute.ts';

// Farkle's code is fetched only when its screen is opened (the service worker precaches it for offline use).
const loadFarkle = (): Promise<ComponentType> =>
  import('../farkle/FarkleApp.tsx').then((module) => module.FarkleApp);

export function App() {
  const route = useRoute();
  // Each screen scrolls from its top, like a page of its own.
  useEffect(() => window.scrollTo(0, 0), [route.screen]);

  return (
    <Shell screen={route.screen}>
      {route.screen === 'home' && <Home />}
      {route.screen === '2048' && <Game2048Screen />}
      {route.screen === 'farkle' && <Lazy load={loadFarkle} label="Farkle" />}
      {route.screen === 'not-found' && <NotFound path={route.path} />}
    </Shell>
  );
}
