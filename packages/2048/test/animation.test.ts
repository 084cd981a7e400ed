/** What a state says about the move that made it: tile identity, previous positions, merges and the spawn. */
import { describe, expect, it } from 'vitest';
import { deserialize, init, keepGoing, move, serialize } from '../src/index.ts';
import type { Tile } from '../src/index.ts';
import { given, sp } from './support/boards.ts';

function at(tiles: readonly Tile[], row: number, col: number): Tile {
  const tile = tiles.find((t) => t.row === row && t.col === col);
  if (tile === undefined) throw new Error(`no tile at ${row},${col}`);
  return tile;
}

describe('last move description', () => {
  it('tiles slide with their id and previous position; merged tiles list their two sources; the spawn is marked', () => {
    const start = given('2 2 4 0\n0 0 0 8\n0 0 0 0\n0 0 0 0', [sp(3, 3, 4)]);
    const a = at(start.tiles, 0, 0);
    const b = at(start.tiles, 0, 1);
    const c = at(start.tiles, 0, 2);
    const d = at(start.tiles, 1, 3);
    const end = move(start, 'left');
    expect(end.lastMove).toEqual({ direction: 'left', scoreGained: 4, merges: 1, spawn: sp(3, 3, 4) });
    const merged = at(end.tiles, 0, 0);
    expect(merged.value).toBe(4);
    expect(merged.previousPosition).toBeNull();
    expect(merged.spawned).toBe(false);
    expect(merged.mergedFrom).toEqual([
      { id: a.id, value: 2, previousPosition: { row: 0, col: 0 } },
      { id: b.id, value: 2, previousPosition: { row: 0, col: 1 } },
    ]);
    expect(new Set([a.id, b.id, c.id, d.id]).has(merged.id)).toBe(false);
    const slid = at(end.tiles, 0, 1);
    expect(slid).toEqual({
      id: c.id,
      value: 4,
      row: 0,
      col: 1,
      previousPosition: { row: 0, col: 2 },
      mergedFrom: null,
      spawned: false,
    });
    const moved8 = at(end.tiles, 1, 0);
    expect(moved8.id).toBe(d.id);
    expect(moved8.previousPosition).toEqual({ row: 1, col: 3 });
    const spawned = at(end.tiles, 3, 3);
    expect(spawned).toMatchObject({ value: 4, spawned: true, previousPosition: null, mergedFrom: null });
    expect(end.tiles.length).toBe(4);
    expect(new Set(end.tiles.map((t) => t.id)).size).toBe(4);
  });

  it('a tile that does not move reports its own cell as its previous position', () => {
    const start = given('2 0 0 0\n0 0 0 4\n0 0 0 0\n0 0 0 0', [sp(3, 3, 2)]);
    const end = move(start, 'left');
    expect(at(end.tiles, 0, 0).previousPosition).toEqual({ row: 0, col: 0 });
    expect(at(end.tiles, 0, 0).id).toBe(at(start.tiles, 0, 0).id);
  });

  it('vertical moves describe columns', () => {
    const start = given('2 0 0 0\n0 0 0 0\n2 0 0 0\n4 0 0 0', [sp(0, 3, 2)]);
    const end = move(start, 'down');
    const merged = at(end.tiles, 2, 0);
    expect(merged.mergedFrom?.map((t) => t.previousPosition)).toEqual([
      { row: 2, col: 0 },
      { row: 0, col: 0 },
    ]);
    expect(at(end.tiles, 3, 0).previousPosition).toEqual({ row: 3, col: 0 });
  });

  it('the winning move with stopOnWin spawns nothing and says so', () => {
    const end = move(given('1024 1024 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0', [sp(3, 3, 2)]), 'left');
    expect(end.lastMove).toEqual({ direction: 'left', scoreGained: 2048, merges: 1, spawn: null });
    expect(end.tiles.some((t) => t.spawned)).toBe(false);
    expect(keepGoing(end).lastMove).toBeNull();
  });

  it('initial tiles are marked spawned; a loaded game has no move to describe', () => {
    const s = init({ seed: 9 });
    expect(s.lastMove).toBeNull();
    expect(s.tiles.every((t) => t.spawned && t.previousPosition === null)).toBe(true);
    const loaded = deserialize(serialize(move(s, 'left') === s ? move(s, 'right') : move(s, 'left')));
    expect(loaded.lastMove).toBeNull();
    expect(
      loaded.tiles.every((t) => !t.spawned && t.previousPosition === null && t.mergedFrom === null),
    ).toBe(true);
  });

  it('descriptions are built once and reused', () => {
    const s = move(given('2 2 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0', [sp(1, 1, 2)]), 'right');
    expect(s.tiles).toBe(s.tiles);
    expect(s.board).toBe(s.board);
    expect(s.lastMove).toBe(s.lastMove);
  });
});
