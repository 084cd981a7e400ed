import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AUTO_PLAY,
  DEFAULT_SETTINGS,
  loadAutoPlaySettings,
  loadSettings,
  parseAutoPlaySettings,
  parseSettings,
  saveAutoPlaySettings,
  saveSettings,
} from '../../src/game2048/settings.ts';
import { createStore, memoryStorage, type StorageProblem } from '../../src/storage/storage.ts';

function setup() {
  const backend = memoryStorage();
  const problems: StorageProblem[] = [];
  const store = createStore({ backend, prefix: 'pastime.', onProblem: (problem) => problems.push(problem) });
  const stored = (): unknown => JSON.parse(backend.getItem('pastime.2048.settings') ?? 'null');
  return { backend, store, problems, stored };
}

describe('2048 settings', () => {
  it('reads settings stored before auto-play existed, with auto-play’s defaults', () => {
    const old = { version: 1, size: 5, winValue: 512 };
    expect(parseSettings(old)).toEqual({ size: 5, winValue: 512 });
    expect(parseAutoPlaySettings(old)).toEqual(DEFAULT_AUTO_PLAY);
    expect(DEFAULT_AUTO_PLAY).toEqual({ speed: 4, announceMoves: false });
  });

  it('takes the win values and sizes app-core offers, 8 to 65536 and 3 to 8, and no other', () => {
    const base = { version: 1, size: 4, winValue: 2048 };
    expect(parseSettings({ ...base, winValue: 8 })).toEqual({ size: 4, winValue: 8 });
    expect(parseSettings({ ...base, size: 8, winValue: 65536 })).toEqual({ size: 8, winValue: 65536 });
    expect(() => parseSettings({ ...base, winValue: 131072 })).toThrow('settings.winValue');
    expect(() => parseSettings({ ...base, winValue: 4 })).toThrow('settings.winValue');
    expect(() => parseSettings({ ...base, size: 9 })).toThrow('settings.size');
  });

  it('keeps each part when the other is saved', () => {
    const { store, stored } = setup();
    expect(loadSettings(store)).toEqual(DEFAULT_SETTINGS);
    expect(loadAutoPlaySettings(store)).toEqual(DEFAULT_AUTO_PLAY);
    saveAutoPlaySettings(store, { speed: 'fastest', announceMoves: true });
    expect(loadSettings(store)).toEqual(DEFAULT_SETTINGS);
    saveSettings(store, { size: 6, winValue: 1024 });
    expect(loadAutoPlaySettings(store)).toEqual({ speed: 'fastest', announceMoves: true });
    expect(loadSettings(store)).toEqual({ size: 6, winValue: 1024 });
    saveAutoPlaySettings(store, { speed: 1, announceMoves: false });
    expect(stored()).toEqual({
      version: 1,
      size: 6,
      winValue: 1024,
      autoPlaySpeed: 1,
      announceAutoPlay: false,
    });
  });

  it('refuses an unknown speed or a non-boolean announcement setting, naming the field', () => {
    const base = { version: 1, size: 4, winValue: 2048 };
    expect(() => parseAutoPlaySettings({ ...base, autoPlaySpeed: 3 })).toThrow('settings.autoPlaySpeed');
    expect(() => parseAutoPlaySettings({ ...base, autoPlaySpeed: 'max' })).toThrow('settings.autoPlaySpeed');
    expect(() => parseAutoPlaySettings({ ...base, announceAutoPlay: 'yes' })).toThrow(
      'settings.announceAutoPlay',
    );
    expect(parseAutoPlaySettings({ ...base, autoPlaySpeed: 8, announceAutoPlay: true })).toEqual({
      speed: 8,
      announceMoves: true,
    });
  });

  it('sets a damaged value aside and starts again from the defaults', () => {
    const { backend, store, problems } = setup();
    backend.setItem(
      'pastime.2048.settings',
      JSON.stringify({ version: 1, size: 4, winValue: 2048, autoPlaySpeed: 0 }),
    );
    expect(loadAutoPlaySettings(store)).toEqual(DEFAULT_AUTO_PLAY);
    expect(problems.map((problem) => problem.kind)).toEqual(['corrupt']);
    saveAutoPlaySettings(store, { speed: 2, announceMoves: true });
    expect(loadAutoPlaySettings(store)).toEqual({ speed: 2, announceMoves: true });
    expect(loadSettings(store)).toEqual(DEFAULT_SETTINGS);
  });
});
