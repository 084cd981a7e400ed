import { useRoute } from '../shell/use-route.ts';
import { BoardPage } from './board-page.tsx';
import { RunPage } from './run-page.tsx';
import '../game2048/game2048.css';
import '../farkle/farkle.css';
import '../online/online.css';
import './daily.css';

/** The daily challenges: `#/daily` the boards, `#/daily/<game>` today's ranked run of a game. */
export function DailyApp() {
  const route = useRoute();
  const game = route.screen === 'daily' ? route.game : null;
  return game === null ? <BoardPage /> : <RunPage key={game} game={game} />;
}
