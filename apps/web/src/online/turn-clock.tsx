/** The turn timer counting down for the player whose turn it is, from the deadline the server gives. */
import { turnSecondsLeft, type GameView } from '@pastime/app-core';
import { useEffect, useState } from 'preact/hooks';
import { turnClockLabel, turnClockText } from './words.ts';

/** Renders again twice a second while `running`, so no second is skipped on screen. */
function useTicking(running: boolean): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setTick((tick) => tick + 1), 500);
    return () => clearInterval(timer);
  }, [running]);
}

/** Nothing when no timer runs for the turn; `mine`: the turn is this browser's to play. */
export function TurnClock({ game, mine }: { game: GameView; mine: boolean }) {
  useTicking((game.turnEndsAt ?? null) !== null);
  // Read at each render, so a new deadline is shown against the time now, not the last tick's.
  const seconds = turnSecondsLeft(game, Date.now());
  if (seconds === null) return null;
  const player = game.state.players[game.state.current]?.name ?? '';
  return (
    <p
      class={`online-clock${seconds <= 10 ? ' online-clock-late' : ''}`}
      role="timer"
      aria-label={turnClockLabel(seconds, mine ? null : player)}
    >
      {turnClockText(seconds)}
    </p>
  );
}
