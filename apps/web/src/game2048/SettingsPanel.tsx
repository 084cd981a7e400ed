import { useEffect, useState } from 'preact/hooks';
import { BOARD_SIZES, WIN_VALUES, type Settings } from './settings.ts';

export interface SettingsPanelProps {
  readonly settings: Settings;
  /** Starts a new game with the chosen settings. */
  readonly onApply: (settings: Settings) => void;
}

/** Board size and win value for new games, in a disclosure so they stay out of the way while playing. */
export function SettingsPanel({ settings, onApply }: SettingsPanelProps) {
  const [size, setSize] = useState(settings.size);
  const [winValue, setWinValue] = useState(settings.winValue);
  useEffect(() => {
    setSize(settings.size);
    setWinValue(settings.winValue);
  }, [settings.size, settings.winValue]);

  return (
    <details class="panel">
      <summary class="panel-summary">Settings</summary>
      <form
        class="settings"
        onSubmit={(event) => {
          event.preventDefault();
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
    </details>
  );
}
