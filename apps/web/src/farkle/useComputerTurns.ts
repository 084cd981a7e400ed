import { isComputerTurn, type Action, type FarkleState } from '@pastime/farkle';
import { useEffect, useState } from 'preact/hooks';
import type { FarkleSession } from './session.ts';

/** How long to wait before asking again for a decision that failed (the advisor's worker restarts). */
const RETRY_MS = 2000;

/**
 * Plays the computer's turns one action at a time (002 §2.3.2), each left on the table for `pace` ms so people
 * can follow it; a farkle stays twice as long. The decision (`decide`, the engine's `computerAction` in the
 * advisor's worker) is asked for at once and played when both it and the pace are ready, so a slow decision never
 * shortens the pace. Nothing happens while `paused` (a dialog is open). `onStep` receives each state the
 * computer's action produced; `onError` a decision that could not be made (it is asked for again later).
 */
export function useComputerTurns(
  session: FarkleSession,
  game: FarkleState | null,
  pace: number,
  paused: boolean,
  decide: (state: FarkleState) => Promise<Action>,
  onStep: (next: FarkleState) => void,
  onError: (error: Error) => void,
): void {
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!game || paused || !isComputerTurn(game)) return;
    let live = true;
    let paced = false;
    let decided: Action | null = null;
    const playWhenReady = (): void => {
      if (!live || !paced || decided === null) return;
      const next = session.stepComputer(decided, game);
      if (next) onStep(next);
    };
    const farkled = game.events.some((event) => event.type === 'farkled');
    const timer = window.setTimeout(
      () => {
        paced = true;
        playWhenReady();
      },
      farkled ? pace * 2 : pace,
    );
    let retry: number | undefined;
    decide(game).then(
      (action) => {
        decided = action;
        playWhenReady();
      },
      (error: unknown) => {
        if (!live) return;
        onError(error instanceof Error ? error : new Error(String(error)));
        retry = window.setTimeout(() => setAttempt((n) => n + 1), RETRY_MS);
      },
    );
    return () => {
      live = false;
      window.clearTimeout(timer);
      window.clearTimeout(retry);
    };
    // Only a new state, a dialog closing or a retry restarts the wait: the callbacks are new at every render.
  }, [session, game, pace, paused, attempt]);
}
