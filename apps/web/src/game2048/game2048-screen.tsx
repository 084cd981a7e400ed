import { useGame2048 } from './controller.ts';
import { Game2048View } from './game2048-view.tsx';
import './game2048.css';

/** The 2048 screen: the controller's state and actions, drawn by the pure view. */
export function Game2048Screen() {
  return <Game2048View {...useGame2048()} />;
}
