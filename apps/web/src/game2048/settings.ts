/**
 * The player's 2048 choices, kept under one key: board size and the tile that wins (for new games), and how
 * auto-play runs (its speed, and whether each of its moves is announced).
 */
import { DEFAULT_SIZE, DEFAULT_WIN_VALUE } from '@pastime/2048';
import {
  AUTO_PLAY_SPEEDS,
  BOARD_SIZES,
  boolean,
  DEFAULT_AUTO_PLAY_SPEED,
  object,
  oneOf,
  optional,
  version,
  WIN_VALUES,
  type AutoPlaySpeed,
  type Settings2048,
} from '@pastime/app-core';
import type { Store } from '../storage/storage.ts';

export const SETTINGS_KEY = '2048.settings';

/** Board size and win value: what a new game is started with. */
export type Settings = Settings2048;

export interface AutoPlaySettings {
  readonly speed: AutoPlaySpeed;
  /** Whether the live region says each auto-played move, as it does the player's; else only start and stop. */
  readonly announceMoves: boolean;
}

export const DEFAULT_SETTINGS: Settings = { size: DEFAULT_SIZE, winValue: DEFAULT_WIN_VALUE };
export const DEFAULT_AUTO_PLAY: AutoPlaySettings = { speed: DEFAULT_AUTO_PLAY_SPEED, announceMoves: false };

/**
 * What is stored: `{ version: 1, size, winValue, autoPlaySpeed?, announceAutoPlay? }`. The auto-play fields came
 * later within version 1: a value without them reads as the defaults, and older pages ignore them.
 */
interface StoredSettings extends Settings {
  readonly version: 1;
  readonly autoPlaySpeed: AutoPlaySpeed;
  readonly announceAutoPlay: boolean;
}

const settingsSchema = object({
  version: version(1),
  size: oneOf(BOARD_SIZES),
  winValue: oneOf(WIN_VALUES),
  autoPlaySpeed: optional(oneOf(AUTO_PLAY_SPEEDS)),
  announceAutoPlay: optional(boolean),
});

function stored(settings: Settings, autoPlay: AutoPlaySettings): StoredSettings {
  return {
    version: 1,
    size: settings.size,
    winValue: settings.winValue,
    autoPlaySpeed: autoPlay.speed,
    announceAutoPlay: autoPlay.announceMoves,
  };
}

function parseStored(value: unknown): StoredSettings {
  const read = settingsSchema(value, 'settings');
  return stored(read, {
    speed: read.autoPlaySpeed ?? DEFAULT_AUTO_PLAY.speed,
    announceMoves: read.announceAutoPlay ?? DEFAULT_AUTO_PLAY.announceMoves,
  });
}

function autoPlayOf(settings: StoredSettings): AutoPlaySettings {
  return { speed: settings.autoPlaySpeed, announceMoves: settings.announceAutoPlay };
}

export function parseSettings(value: unknown): Settings {
  const { size, winValue } = parseStored(value);
  return { size, winValue };
}

export function parseAutoPlaySettings(value: unknown): AutoPlaySettings {
  return autoPlayOf(parseStored(value));
}

export function loadSettings(store: Store): Settings {
  return store.read(SETTINGS_KEY, parseSettings) ?? DEFAULT_SETTINGS;
}

export function loadAutoPlaySettings(store: Store): AutoPlaySettings {
  return store.read(SETTINGS_KEY, parseAutoPlaySettings) ?? DEFAULT_AUTO_PLAY;
}

/** Stores the settings for new games, keeping the auto-play settings as stored. */
export function saveSettings(store: Store, settings: Settings): void {
  store.update(SETTINGS_KEY, parseStored, (current) =>
    stored(settings, current ? autoPlayOf(current) : DEFAULT_AUTO_PLAY),
  );
}

/** Stores the auto-play settings, keeping the settings for new games as stored. */
export function saveAutoPlaySettings(store: Store, autoPlay: AutoPlaySettings): void {
  store.update(SETTINGS_KEY, parseStored, (current) => stored(current ?? DEFAULT_SETTINGS, autoPlay));
}
