import { speedLabel } from './describe.ts';
import { AUTO_PLAY_SPEEDS, type AutoPlaySpeed } from '@pastime/app-core';

export interface AiControlsProps {
  /** Auto-play is on (running, or paused at a win). */
  readonly autoPlaying: boolean;
  readonly speed: AutoPlaySpeed;
  readonly onHint: () => void;
  readonly onToggleAutoPlay: () => void;
  readonly onSpeed: (speed: AutoPlaySpeed) => void;
  /** The pointer or the keyboard reached Hint or Auto-play: a good time to start the search. */
  readonly onApproach: () => void;
}

/**
 * Hint, the Auto-play toggle and its speed. The toggle and the speed carry `data-auto-play-control`: using them
 * does not count as the player taking over, which stops auto-play. Pointing at (or tabbing to) Hint or Auto-play
 * starts the search's worker, so that the first answer does not also wait for its code to load.
 */
export function AiControls({
  autoPlaying,
  speed,
  onHint,
  onToggleAutoPlay,
  onSpeed,
  onApproach,
}: AiControlsProps) {
  return (
    <div class="g2048-ai">
      <button
        type="button"
        class="button button-quiet"
        onClick={onHint}
        onPointerEnter={onApproach}
        onFocus={onApproach}
      >
        Hint
      </button>
      <button
        type="button"
        class="button button-quiet g2048-auto"
        aria-pressed={autoPlaying}
        data-auto-play-control
        onClick={onToggleAutoPlay}
        onPointerEnter={onApproach}
        onFocus={onApproach}
      >
        <span class="g2048-auto-light" aria-hidden="true" />
        Auto-play
      </button>
      <label class="g2048-speed" data-auto-play-control>
        <span class="g2048-speed-label">
          <span class="visually-hidden">Auto-play </span>Speed
        </span>
        <select
          value={String(speed)}
          onChange={(event) => {
            const chosen = AUTO_PLAY_SPEEDS.find((s) => String(s) === event.currentTarget.value);
            if (chosen !== undefined) onSpeed(chosen);
          }}
        >
          {AUTO_PLAY_SPEEDS.map((s) => (
            <option key={s} value={String(s)}>
              {speedLabel(s)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
