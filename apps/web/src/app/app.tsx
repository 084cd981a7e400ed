import type { ComponentType } from 'preact';
import { useEffect } from 'preact/hooks';
import { Game2048Screen } from '../game2048/game2048-screen.tsx';
import { Lazy } from '../shell/lazy.tsx';
import { Shell } from '../shell/shell.tsx';
import { Home } from './home.tsx';
import { HowToPlay } from './how-to-play.tsx';
import { NotFound } from './not-found.tsx';
import { useRoute } from '../shell/use-route.ts';

// Farkle's code is fetched only when its screen is opened (the service worker precaches it for offline use).
const loadFarkle = (): Promise<ComponentType> =>
  import('../farkle/farkle-app.tsx').then((module) => module.FarkleApp);
// The guides are read now and then: their text loads when opened (Farkle's with the engine it quotes).
const load2048Guide = (): Promise<ComponentType> =>
  import('../game2048/how-to-play.tsx').then((module) => module.HowToPlay2048);
const loadFarkleGuide = (): Promise<ComponentType> =>
  import('../farkle/how-to-play.tsx').then((module) => module.HowToPlayFarkle);

// Statistics and replays draw charts and replay whole games: their code loads with them alone.
const loadStats = (): Promise<ComponentType> =>
  import('../history/stats-page.tsx').then((module) => module.StatsPage);
const loadReplay = (): Promise<ComponentType> =>
  import('../history/replay-page.tsx').then((module) => module.ReplayPage);

// Online play loads with its page, with the realtime client it alone needs.
const loadOnline = (): Promise<ComponentType> =>
  import('../online/online-app.tsx').then((module) => module.OnlineApp);

// The daily challenges load with their page, with the same realtime client.
const loadDaily = (): Promise<ComponentType> =>
  import('../daily/daily-app.tsx').then((module) => module.DailyApp);

export function App() {
  const route = useRoute();
  // Each screen scrolls from its top, like a page of its own.
  useEffect(() => window.scrollTo(0, 0), [route.screen]);

  return (
    <Shell screen={route.screen}>
      {route.screen === 'home' && <Home />}
      {route.screen === '2048' && <Game2048Screen />}
      {route.screen === 'farkle' && <Lazy load={loadFarkle} label="Farkle" />}
      {route.screen === 'how-to-play' && <HowToPlay />}
      {route.screen === 'how-to-play-2048' && <Lazy load={load2048Guide} label="How to play 2048" />}
      {route.screen === 'how-to-play-farkle' && <Lazy load={loadFarkleGuide} label="How to play Farkle" />}
      {route.screen === 'stats' && <Lazy load={loadStats} label="Statistics" />}
      {route.screen === 'replay' && <Lazy load={loadReplay} label="Replay" />}
      {route.screen === 'online' && <Lazy load={loadOnline} label="Online Farkle" />}
      {route.screen === 'daily' && <Lazy load={loadDaily} label="Daily challenges" />}
      {route.screen === 'not-found' && <NotFound path={route.path} />}
    </Shell>
  );
}
