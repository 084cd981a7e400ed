/** The player's choices for new 2048 games: board size and the tile that wins. */
import { DEFAULT_SIZE, DEFAULT_WIN_VALUE } from '@pastime/2048';
import { object, oneOf, version } from '@pastime/app-core';
import type { Store } from '../storage/storage.ts';

export const SETTINGS_KEY = '2048.settings';
export const BOARD_SIZES = [3, 4, 5, 6, 7, 8] as const;
export const WIN_VALUES = [16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 65536] as const;

export interface Settings {
  readonly size: number;
  readonly winValue: number;
}

export const DEFAULT_SETTINGS: Settings = { size: DEFAULT_SIZE, winValue: DEFAULT_WIN_VALUE };

const settings = object({ version: version(1), size: oneOf(BOARD_SIZES), winValue: oneOf(WIN_VALUES) });

export function parseSettings(value: unknown): Settings {
  const { size, winValue } = settings(value, 'settings');
  return { size, winValue };
}

export function loadSettings(store: Store): Settings {
  return store.read(SETTINGS_KEY, parseSettings) ?? DEFAULT_SETTINGS;
}

export function saveSettings(store: Store, settings: Settings): void {
  store.write(SETTINGS_KEY, { version: 1, size: settings.size, winValue: settings.winValue });
}
