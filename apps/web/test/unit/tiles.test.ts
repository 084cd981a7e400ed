import { newGame, apply, undo } from '@pastime/2048';
import { describe, expect, it } from 'vitest';
import { digitsClass, tileClass, tileViews } from '../../src/game2048/tiles.ts';

describe('tileViews', () => {
  const start = newGame({
    board: [
      [2, 2, 0, 4],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ],
    spawnScript: [{ row: 3, col: 3, value: 2 }],
  });
  const moved = apply(start, 'left');

  it('draws merge sources sliding into the merged tile, a new tile, and ordered by id', () => {
    const views = tileViews(moved, true);
    const keys = views.map((v) => v.key);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
    const merged = views.find((v) => v.motion === 'merged');
    expect(merged).toMatchObject({ value: 4, row: 0, col: 0 });
    const sources = views.filter((v) => v.motion === 'source');
    expect(sources.map((v) => [v.value, v.row, v.col])).toEqual([
      [2, 0, 0],
      [2, 0, 0],
    ]);
    // The sources are the tiles that were on the board before: same ids as there.
    const before = new Set(start.tiles.map((t) => t.id));
    for (const source of sources) expect(before.has(source.key)).toBe(true);
    expect(views.find((v) => v.motion === 'new')).toMatchObject({ value: 2, row: 3, col: 3 });
    expect(views.find((v) => v.value === 4 && v.motion === 'still')).toMatchObject({ row: 0, col: 1 });
  });

  it('draws every tile still when not animating (and after undo)', () => {
    expect(tileViews(moved, false).every((v) => v.motion === 'still')).toBe(true);
    expect(tileViews(moved, false)).toHaveLength(3);
    expect(tileViews(undo(moved), true).map((v) => v.motion)).toEqual(['still', 'still', 'still']);
  });

  it('classes tiles by value and digit count', () => {
    expect(tileClass(2)).toBe('tile-2');
    expect(tileClass(65536)).toBe('tile-65536');
    expect(tileClass(131072)).toBe('tile-super');
    expect(digitsClass(8)).toBe('tile-digits-1');
    expect(digitsClass(1024)).toBe('tile-digits-4');
    expect(digitsClass(2 ** 40)).toBe('tile-digits-7');
  });
});
