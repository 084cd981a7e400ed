/** Test plan §11 (P1–P4): spawning. */
import { describe, expect, it } from 'vitest';
import { init, move } from '../src/index.ts';
import type { GameState } from '../src/index.ts';
import { given, grid, rows, sp, tileCount } from './support/boards.ts';
import { errorOf } from './support/errors.ts';

describe('spawns', () => {
  it('P1: a tile spawns only after a state-changing move', () => {
    const start = init({ board: grid('2 4 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0'), seed: 'p1' });
    expect(move(start, 'left')).toBe(start);
    expect(move(start, 'up')).toBe(start);
    const moved = move(start, 'right');
    expect(tileCount(moved)).toBe(3);
    expect(moved.lastMove?.spawn).not.toBeNull();
    expect(moved.random).not.toEqual(start.random);
    // The no-op did not draw from the generator either.
    expect(move(start, 'left').random).toBe(start.random);
  });

  it('P2: seeded spawns are 2 with p≈0.9 and 4 with p≈0.1, in uniformly chosen empty cells', () => {
    // Statistical, but seeded: the outcome is fixed; the tolerances are about five standard deviations wide.
    let fours = 0;
    let spawns = 0;
    const cellCounts = new Array<number>(16).fill(0);
    for (let game = 0; game < 2000; game++) {
      let s: GameState = init({ seed: `p2-${game}`, initialSpawns: 1 });
      const first = s.tiles[0];
      if (first === undefined) throw new Error('no initial tile');
      cellCounts[first.row * 4 + first.col] = (cellCounts[first.row * 4 + first.col] ?? 0) + 1;
      for (let k = 0; k < 10 && s.status === 'playing'; k++) {
        const next = move(s, (['left', 'down', 'right', 'up'] as const)[k % 4] ?? 'left');
        if (next === s) continue;
        s = next;
        const spawn = s.lastMove?.spawn;
        if (spawn === null || spawn === undefined) throw new Error('a changing move must spawn');
        spawns++;
        if (spawn.value === 4) fours++;
        else expect(spawn.value).toBe(2);
      }
    }
    expect(spawns).toBeGreaterThan(10000);
    expect(Math.abs(fours / spawns - 0.1)).toBeLessThan(0.015);
    // 2000 first tiles over 16 cells: 125 expected per cell, standard deviation about 11.
    for (const count of cellCounts) expect(Math.abs(count - 125)).toBeLessThan(60);
  });

  it('P2: the same seed always gives the same spawns', () => {
    const play = (seed: string): number[][] => {
      let s = init({ seed });
      for (const d of ['left', 'up', 'right', 'down', 'left', 'up'] as const) s = move(s, d);
      return rows(s);
    };
    expect(play('same')).toEqual(play('same'));
    expect(init({ seed: 7 }).board).toEqual(init({ seed: '7' }).board);
  });

  it('P3: scripted spawns land exactly where and as the script says, in order', () => {
    const start = given('0 0 0 2\n0 0 0 0\n0 0 0 0\n0 0 0 0', [sp(2, 1, 4), sp(0, 3, 2)]);
    const a = move(start, 'left');
    expect(a.lastMove?.spawn).toEqual(sp(2, 1, 4));
    expect(rows(a)).toEqual(grid('2 0 0 0\n0 0 0 0\n0 4 0 0\n0 0 0 0'));
    const b = move(a, 'up');
    expect(b.lastMove?.spawn).toEqual(sp(0, 3, 2));
    expect(rows(b)).toEqual(grid('2 4 0 2\n0 0 0 0\n0 0 0 0\n0 0 0 0'));
  });

  it('P3: initial spawns come from the script too', () => {
    const s = init({ spawnScript: [sp(1, 2, 4), sp(3, 0, 2), sp(0, 0, 2)] });
    expect(rows(s)).toEqual(grid('0 0 0 0\n0 0 4 0\n0 0 0 0\n2 0 0 0'));
    expect(s.spawnScript).toEqual([sp(0, 0, 2)]);
    expect(s.tiles.every((t) => t.spawned)).toBe(true);
  });

  it('P3: a script missing when a spawn is needed is an error (script-exhausted), at start or after a move', () => {
    const start = given('2 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0', []);
    const e = errorOf(() => move(start, 'right'));
    expect(e.code).toBe('script-exhausted');
    expect(e.field).toBe('spawnScript');
    expect(errorOf(() => init({ spawnScript: [sp(0, 0, 2)] })).code).toBe('script-exhausted');
    expect(rows(start)).toEqual(grid('2 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0'));
  });

  it('P3: script values other than 2 or 4 and cells outside the board are rejected up front', () => {
    expect(errorOf(() => init({ spawnScript: [sp(0, 0, 8)] })).field).toBe('spawnScript[0].value');
    expect(errorOf(() => init({ spawnScript: [sp(0, 0, 2), sp(4, 0, 2)] })).field).toBe('spawnScript[1].row');
    expect(errorOf(() => init({ spawnScript: [sp(0, -1, 2)] })).field).toBe('spawnScript[0].col');
    expect(errorOf(() => init({ spawnScript: [sp(0.5, 0, 2)] })).code).toBe('invalid-config');
  });

  it('P4: a spawn never overwrites a tile: the engine rejects an occupied cell (invalid-spawn)', () => {
    const start = given('2 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0', [sp(0, 3, 2)]);
    const e = errorOf(() => move(start, 'right'));
    expect(e.code).toBe('invalid-spawn');
    expect(e.message).toContain('spawnScript[0]');
    expect(errorOf(() => init({ spawnScript: [sp(0, 0, 2), sp(0, 0, 4)] })).code).toBe('invalid-spawn');
  });

  it('P4: random spawns only ever land on empty cells, up to the last one', () => {
    for (let seed = 0; seed < 200; seed++) {
      const s = init({ size: 2, initialSpawns: 4, seed });
      expect(tileCount(s)).toBe(4);
      expect(new Set(s.tiles.map((t) => `${t.row},${t.col}`)).size).toBe(4);
    }
  });
});
