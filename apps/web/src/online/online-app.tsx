import { useRoute } from '../shell/use-route.ts';
import { CreatePage } from './create-page.tsx';
import { RoomPage } from './room-page.tsx';
import '../farkle/farkle.css';
import './online.css';

/** Online Farkle: `#/online` creates a room, `#/online/<room>` is one. */
export function OnlineApp() {
  const route = useRoute();
  const room = route.screen === 'online' ? route.room : null;
  return room === null ? <CreatePage /> : <RoomPage key={room} room={room} />;
}
