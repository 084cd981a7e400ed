import { useFarkle } from './controller.ts';
import { FarkleView } from './farkle-view.tsx';
import './farkle.css';

/** The Farkle screen (the `#/farkle` route, loaded on demand): the controller's state and actions, drawn by the view. */
export function FarkleApp() {
  return <FarkleView {...useFarkle()} />;
}
