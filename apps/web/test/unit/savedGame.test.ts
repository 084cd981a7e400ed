import {
  deserialize,
  newGame,
  apply,
  redo,
  serialize,
  undo,
  type Direction,
  type GameState,
} from '@pastime/2048';
import { describe, expect, it } from 'vitest';
import {
  fitSave,
  LEGACY_GAME_KEY,
  migrateLegacySave,
  parseLegacySavedGame,
  SAVED_PREFIX,
  savedGames,
} from '../../src/game2048/savedGame.ts';
import { createStore, memoryStorage, type StorageProblem } from '../../src/storage/storage.ts';
import { legacyItem, savedItem, STARTED } from './game2048-support.ts';

function play(state: GameState, count: number): GameState {
  const cycle: Direction[] = ['left', 'down', 'right', 'down'];
  let s = state;
  for (let i = 0; s.moves < count && i < count * 20; i++) s = apply(s, cycle[i % 4] ?? 'left');
  return s;
}

function setup() {
  const backend = memoryStorage();
  const problems: StorageProblem[] = [];
  const store = createStore({ backend, prefix: 'pastime.', onProblem: (p) => problems.push(p) });
  return { backend, store, problems, games: savedGames(store) };
}

describe('saved games', () => {
  it('round-trip through storage with their id, dates and whole history, one key each', () => {
    const { games, backend } = setup();
    const state = play(newGame({ seed: 11 }), 12);
    games.write({
      id: 'g1',
      startedAt: STARTED,
      updatedAt: '2024-05-02T08:00:00.000Z',
      save: fitSave(state),
    });
    games.write({
      id: 'g2',
      startedAt: STARTED,
      updatedAt: '2024-05-03T08:00:00.000Z',
      save: serialize(newGame()),
    });
    expect([backend.key(0), backend.key(1)].sort()).toEqual([
      'pastime.2048.saved.g1',
      'pastime.2048.saved.g2',
    ]);
    expect(games.ids()).toEqual(['g1', 'g2']);
    const back = games.read('g1');
    expect(back?.id).toBe('g1');
    expect(back?.startedAt).toBe(STARTED);
    expect(back?.updatedAt).toBe('2024-05-02T08:00:00.000Z');
    if (!back) throw new Error('not stored');
    expect(serialize(back.state)).toBe(serialize(state));
    expect(back.state.undoDepth).toBe(12);
    // Same future: the generator was saved too.
    expect(serialize(apply(back.state, 'up'))).toBe(serialize(apply(state, 'up')));
    expect(games.all().map((game) => game.id)).toEqual(['g2', 'g1']);
    expect(games.readSave('g1')).toBe(back.save);
    games.remove('g2');
    expect(games.ids()).toEqual(['g1']);
  });

  it('refuse a damaged entry, naming the field, and set it aside alone', () => {
    const { games, backend, problems, store } = setup();
    backend.setItem(...savedItem('ok', newGame({ seed: 1 })));
    const [key, text] = savedItem('g', newGame({ seed: 1 }));
    const good = JSON.parse(text) as Record<string, unknown>;
    const bad = [
      [{ ...good, save: String(good.save).replace('"score":0', '"score":-3') }, /^game\.save: /],
      [{ ...good, version: 7 }, /^game\.version must be 1$/],
      [{ ...good, id: 'other' }, /^game\.id must be the id in its key, “g”$/],
      [{ ...good, updatedAt: 'yesterday' }, /^game\.updatedAt must be a date/],
    ] as const;
    for (const [value, reason] of bad) {
      backend.setItem(key, JSON.stringify(value));
      expect(games.read('g')).toBeUndefined();
      const problem = problems.at(-1);
      expect(problem?.kind === 'corrupt' && problem.key).toBe(`${SAVED_PREFIX}g`);
      expect(problem?.kind === 'corrupt' && problem.reason).toMatch(reason);
    }
    expect(store.backups()).toHaveLength(bad.length);
    expect(games.all().map((game) => game.id)).toEqual(['ok']);
  });

  it('moves the single saved game of earlier versions to a key of its own', () => {
    const { games, backend, store } = setup();
    const state = play(newGame({ seed: 3 }), 5);
    backend.setItem(...legacyItem('old', state));
    migrateLegacySave(store, games, '2024-06-01T00:00:00.000Z');
    expect(backend.getItem(`pastime.${LEGACY_GAME_KEY}`)).toBeNull();
    const moved = games.read('old');
    expect(moved && serialize(moved.state)).toBe(serialize(state));
    expect(moved?.startedAt).toBe(STARTED);
    expect(moved?.updatedAt).toBe('2024-06-01T00:00:00.000Z');
    // Found again (a tab of the earlier version wrote it), the further of the two is kept.
    backend.setItem(...legacyItem('old', play(newGame({ seed: 3 }), 2)));
    migrateLegacySave(store, games, '2024-06-02T00:00:00.000Z');
    expect(games.read('old')?.state.moves).toBe(5);
    expect(backend.getItem(`pastime.${LEGACY_GAME_KEY}`)).toBeNull();
    expect(() =>
      parseLegacySavedGame({ ...(JSON.parse(legacyItem('x', state)[1]) as object), id: 'a b' }),
    ).toThrow('game.id must be');
  });

  it('fitSave leaves out the oldest undo steps of an over-long save and keeps the rest exact', () => {
    const state = undo(undo(play(newGame({ seed: 5 }), 60)));
    const full = serialize(state);
    expect(fitSave(state, full.length)).toBe(full);
    const budget = Math.floor(full.length * 0.6);
    const fitted = fitSave(state, budget);
    expect(fitted.length).toBeLessThanOrEqual(budget);
    const loaded = deserialize(fitted);
    expect(loaded.board).toEqual(state.board);
    expect(loaded.score).toBe(state.score);
    expect(loaded.undoDepth).toBeLessThan(state.undoDepth);
    expect(loaded.undoDepth).toBeGreaterThan((budget / full.length / 2) * state.undoDepth);
    // The steps that remain are the most recent ones, and the redo steps are still there.
    expect(undo(loaded).board).toEqual(undo(state).board);
    expect(serialize(redo(loaded), { maxUndo: 0 })).toBe(serialize(redo(state), { maxUndo: 0 }));
    // A budget smaller than one position keeps none of the history.
    expect(deserialize(fitSave(state, 10)).undoDepth).toBe(0);
  });

  it('keeps a save within its budget', () => {
    const state = play(newGame({ seed: 5 }), 60);
    const save = fitSave(state, 4000);
    expect(save.length).toBeLessThanOrEqual(4000);
    expect(deserialize(save).board).toEqual(state.board);
    expect(fitSave(state)).toBe(serialize(state));
  });
});
