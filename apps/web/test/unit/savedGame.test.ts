import {
  deserialize,
  init,
  move,
  redo,
  serialize,
  undo,
  type Direction,
  type GameState,
} from '@pastime/2048';
import { describe, expect, it } from 'vitest';
import { fitSave, parseSavedGame, storedGame } from '../../src/game2048/savedGame.ts';

function play(state: GameState, count: number): GameState {
  const cycle: Direction[] = ['left', 'down', 'right', 'down'];
  let s = state;
  for (let i = 0; s.moves < count && i < count * 20; i++) s = move(s, cycle[i % 4] ?? 'left');
  return s;
}

describe('saved game', () => {
  it('round-trips through storage with its id, start date and whole history', () => {
    const state = play(init({ seed: 11 }), 12);
    const stored = JSON.parse(
      JSON.stringify(storedGame({ id: 'g1', startedAt: '2024-05-01T12:00:00.000Z', state })),
    );
    const back = parseSavedGame(stored);
    expect(back.id).toBe('g1');
    expect(back.startedAt).toBe('2024-05-01T12:00:00.000Z');
    expect(serialize(back.state)).toBe(serialize(state));
    expect(back.state.undoDepth).toBe(12);
    // Same future: the generator was saved too.
    expect(serialize(move(back.state, 'up'))).toBe(serialize(move(state, 'up')));
  });

  it('refuses a damaged engine save, naming it', () => {
    const good = storedGame({ id: 'g', startedAt: '2024-05-01T12:00:00.000Z', state: init({ seed: 1 }) });
    expect(() => parseSavedGame({ ...good, save: good.save.replace('"score":0', '"score":-3') })).toThrow(
      /^game\.save: /,
    );
    expect(() => parseSavedGame({ ...good, version: 7 })).toThrow('game.version must be 1');
    expect(() => parseSavedGame({ ...good, id: 5 })).toThrow('game.id must be text');
  });

  it('fitSave leaves out the oldest undo steps of an over-long save and keeps the rest exact', () => {
    const state = undo(undo(play(init({ seed: 5 }), 60)));
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

  it('stores a game whose save is over the budget within it', () => {
    const state = play(init({ seed: 5 }), 60);
    const stored = storedGame({ id: 'g', startedAt: '2024-05-01T12:00:00.000Z', state }, 4000);
    expect(stored.save.length).toBeLessThanOrEqual(4000);
    expect(parseSavedGame(stored).state.board).toEqual(state.board);
  });
});
