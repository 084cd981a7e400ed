import { replayHref } from './route.ts';
import './replay-button.css';

/** Opens the replay of a finished game; `describedBy` names the game (its row's date) for a screen reader. */
export function ReplayButton({
  code,
  describedBy,
}: {
  readonly code: string;
  readonly describedBy?: string;
}) {
  return (
    <button
      type="button"
      class="button replay-button"
      aria-describedby={describedBy}
      onClick={() => {
        location.hash = replayHref(code);
      }}
    >
      Replay
    </button>
  );
}
