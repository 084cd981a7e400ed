import { useEffect, useRef, useState } from 'preact/hooks';
import { BOARD_SIZES, WIN_VALUES } from '@pastime/app-core';
import type { AutoPlaySettings, Settings } from './settings.ts';

export interface SettingsPanelProps {
  readonly settings: Settings;
  /** Starts a new game with the chosen settings (the panel has closed by then). */
  readonly onApply: (settings: Settings) => void;
  readonly autoPlay: AutoPlaySettings;
  /** Auto-play's settings change at once: they need no new game. */
  readonly onAutoPlay: (autoPlay: AutoPlaySettings) => void;
}

/**
 * Board size and win value for new games, in a disclosure so they stay out of the way while playing. Apply closes
 * it: the new game is what the player wants to see next. Below, apart from that form, auto-play's announcements,
 * which apply as soon as they change.
 */
export function SettingsPanel({ settings, onApply, autoPlay, onAutoPlay }: SettingsPanelProps) {
  const details = useRef<HTMLDetailsElement>(null);
  const [size, setSize] = useState(settings.size);
  const [winValue, setWinValue] = useState(settings.winValue);
  useEffect(() => {
    setSize(settings.size);
    setWinValue(settings.winValue);
  }, [settings.size, settings.winValue]);

  return (
    <details class="panel" ref={details}>
      <summary class="panel-summary">Settings</summary>
      <form
        class="settings"
        onSubmit={(event) => {
          event.preventDefault();
          if (details.current) details.current.open = false;
          onApply({ size, winValue });
        }}
      >
        <label class="field">
          <span class="field-label">Board size</span>
          <select value={String(size)} onChange={(event) => setSize(Number(event.currentTarget.value))}>
            {BOARD_SIZES.map((n) => (
              <option key={n} value={String(n)}>
                {n} × {n}
              </option>
            ))}
          </select>
        </label>
        <label class="field">
          <span class="field-label">Win value</span>
          <select
            value={String(winValue)}
            onChange={(event) => setWinValue(Number(event.currentTarget.value))}
          >
            {WIN_VALUES.map((n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <p class="settings-note">Applying starts a new game.</p>
        <button type="submit" class="button">
          Apply
        </button>
      </form>
      <fieldset class="settings settings-auto-play">
        <legend class="field-label">Auto-play</legend>
        <label class="check">
          <input
            type="checkbox"
            checked={autoPlay.announceMoves}
            onChange={(event) => onAutoPlay({ ...autoPlay, announceMoves: event.currentTarget.checked })}
          />
          Announce auto-played moves
        </label>
        <p class="settings-note">
          Screen readers then hear each move auto-play makes; otherwise only when it starts and stops.
        </p>
      </fieldset>
    </details>
  );
}
