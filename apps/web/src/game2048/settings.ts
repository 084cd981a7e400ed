/** The player's choices for new 2048 games: board size and the tile that wins. */
import { DEFAULT_SIZE, DEFAULT_WIN_VALUE } from '@pastime/2048';
import type { Store } from '../storage/storage.ts';
import { integer, object, oneOf, version } from '../storage/validate.ts';

export const SETTINGS_KEY = '2048.settings';
export const BOARD_SIZES = [3, 4, 5, 6, 7, 8] as const;
export const WIN_VALUES = [16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 65536] as const;

export interface Settings {
  readonly size: number;
  readonly winValue: number;
}

export const DEFAULT_SETTINGS: Settings = { size: DEFAULT_SIZE, winValue: DEFAULT_WIN_VALUE };

export function parseSettings(value: unknown): Settings {
  const root = object(value, 'settings');
  version(root.version, 'settings.version', 1);
  return {
    size: oneOf(integer(root.size, 'settings.size'), 'settings.size', BOARD_SIZES),
    winValue: oneOf(integer(root.winValue, 'settings.winValue'), 'settings.winValue', WIN_VALUES),
  };
}

export function loadSettings(store: Store): Settings {
  return store.read(SETTINGS_KEY, parseSettings) ?? DEFAULT_SETTINGS;
}

export function saveSettings(store: Store, settings: Settings): void {
  store.write(SETTINGS_KEY, { version: 1, size: settings.size, winValue: settings.winValue });
}
