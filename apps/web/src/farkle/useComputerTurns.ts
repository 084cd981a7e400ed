import { isComputerTurn, type FarkleState } from '@pastime/farkle';
import { useEffect } from 'preact/hooks';
import type { FarkleSession } from './session.ts';

/**
 * Plays the computer's turns one action at a time (002 §2.3.2), each left on the table for `pace` ms so people
 * can follow it; a farkle stays twice as long. Nothing happens while `paused` (a dialog is open). `onStep`
 * receives each state the computer's action produced.
 */
export function useComputerTurns(
  session: FarkleSession,
  game: FarkleState | null,
  pace: number,
  paused: boolean,
  onStep: (next: FarkleState) => void,
): void {
  useEffect(() => {
    if (!game || paused || !isComputerTurn(game)) return;
    const farkled = game.events.some((event) => event.type === 'farkled');
    const timer = window.setTimeout(
      () => {
        const next = session.stepComputer();
        if (next) onStep(next);
      },
      farkled ? pace * 2 : pace,
    );
    return () => window.clearTimeout(timer);
    // Only a new state or a dialog closing restarts the wait: `onStep` is a new function at every render.
  }, [session, game, pace, paused]);
}
