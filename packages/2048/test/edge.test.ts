/** Test plan §15 (E1–E8): edge cases. */
import { describe, expect, it } from 'vitest';
import { DIRECTIONS, init, move, restart, summarize } from '../src/index.ts';
import type { GameState } from '../src/index.ts';
import { given, grid, rows, sp, tileCount, tileSum } from './support/boards.ts';
import { facts } from './support/facts.ts';

describe('edge cases', () => {
  it('E1: large merges: 65536 + 65536, 2^30 + 2^30, 2^52 + 2^52, with exact scores', () => {
    const s = given(
      `65536 65536 0 0
       ${2 ** 30} ${2 ** 30} 0 0
       ${2 ** 52} ${2 ** 52} 0 0
       ${2 ** 53} 0 0 0`,
      [sp(3, 3, 2), sp(3, 3, 4)],
      { stopOnWin: false },
    );
    const end = move(s, 'left');
    expect(rows(end)).toEqual([
      [131072, 0, 0, 0],
      [2 ** 31, 0, 0, 0],
      [2 ** 53, 0, 0, 0],
      [2 ** 53, 0, 0, 2],
    ]);
    expect(end.score).toBe(131072 + 2 ** 31 + 2 ** 53);
    expect(end.bestTile).toBe(2 ** 53);
    // And the two 2^53 tiles merge into 2^54, a power of two a number still holds exactly.
    const up = move(end, 'up');
    expect(rows(up).map((row) => row[0])).toEqual([131072, 2 ** 31, 2 ** 54, 0]);
    expect(up.score).toBe(end.score + 2 ** 54);
  });

  it('E1: tiles up to 2^53 are accepted on a starting board and as a win value', () => {
    const s = init({ board: grid(`${2 ** 53} 0\n0 0`), winValue: 2 ** 53 });
    expect(s.status).toBe('won-continue');
    expect(s.won).toBe(true);
    const won = move(init({ board: grid(`${2 ** 52} ${2 ** 52}\n0 0`), winValue: 2 ** 53 }), 'left');
    expect(rows(won)).toEqual(grid(`${2 ** 53} 0\n0 0`));
    expect(won.status).toBe('won');
  });

  it('E2: N = 3 and N = 5 smoke tests', () => {
    const three = given('2 2 2\n0 4 4\n8 0 8', [sp(2, 2, 2)], { size: 3 });
    const t = move(three, 'left');
    expect(rows(t)).toEqual(grid('4 2 0\n8 0 0\n16 0 2'));
    expect(t.score).toBe(4 + 8 + 16);
    const five = given('2 0 0 0 2\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n4 4 4 4 4', [sp(0, 0, 2)], { size: 5 });
    const f = move(five, 'right');
    expect(rows(f)).toEqual(grid('2 0 0 0 4\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n0 0 4 8 8'));
    expect(f.score).toBe(4 + 16);
    for (const size of [3, 5]) {
      let g: GameState = init({ size, seed: `e2-${size}` });
      for (let i = 0; i < 50; i++) g = move(g, DIRECTIONS[i % 4] ?? 'up');
      expect(g.board.length).toBe(size);
      expect(g.board.every((row) => row.length === size)).toBe(true);
    }
  });

  it('E3: win value 1024 is detected at 1024', () => {
    const s = move(
      given('512 512 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0', [sp(3, 3, 2)], { winValue: 1024 }),
      'left',
    );
    expect(s.status).toBe('won');
    const below = move(
      given('256 256 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0', [sp(3, 3, 2)], { winValue: 1024 }),
      'left',
    );
    expect(below.status).toBe('playing');
  });

  it('E4: initial spawns 1 or 2 (or any up to the cells) never overlap and score nothing', () => {
    for (let seed = 0; seed < 100; seed++) {
      for (const initialSpawns of [1, 2, 9, 16]) {
        const s = init({ seed, initialSpawns });
        expect(tileCount(s)).toBe(initialSpawns);
        expect(s.score).toBe(0);
        expect(s.tiles.every((t) => t.spawned && (t.value === 2 || t.value === 4))).toBe(true);
      }
    }
  });

  it('E5: a new game after a finished one is fresh; nothing leaks from the old generator or script', () => {
    let s: GameState = init({ seed: 'e5', size: 2 });
    while (s.status === 'playing') {
      const next = DIRECTIONS.map((d) => move(s, d)).find((n) => n !== s);
      if (next === undefined) break;
      s = next;
    }
    expect(s.status).toBe('lost');
    expect(facts(init({ seed: 'e5', size: 2 }))).toEqual(facts(init({ seed: 'e5', size: 2 })));
    const fresh = restart(s, 'e5');
    expect(facts(fresh)).toEqual(facts(init({ seed: 'e5', size: 2 })));
    const scripted = init({ spawnScript: [sp(0, 0, 2), sp(1, 1, 2)] });
    expect(restart(scripted, 1).spawnScript).toBeNull();
    expect(restart(s).moves).toBe(0);
    expect(restart(s).config).toEqual(s.config);
  });

  it('E6: left then right on a symmetric board makes no phantom merges', () => {
    const s = given('2 0 0 2\n4 0 0 4\n0 0 0 0\n0 0 0 0', [sp(3, 0, 2), sp(2, 0, 4)]);
    const left = move(s, 'left');
    expect(rows(left)).toEqual(grid('4 0 0 0\n8 0 0 0\n0 0 0 0\n2 0 0 0'));
    const right = move(left, 'right');
    expect(rows(right)).toEqual(grid('0 0 0 4\n0 0 0 8\n4 0 0 0\n0 0 0 2'));
    expect(right.score).toBe(left.score);
    expect(tileSum(right)).toBe(tileSum(left) + 4);
  });

  it('E7: a line with several gaps: [2,0,0,2] left → [4,0,0,0]', () => {
    const s = move(given('2 0 0 2\n0 0 0 0\n0 0 0 0\n0 0 0 0', [sp(3, 3, 2)]), 'left');
    expect(rows(s)[0]).toEqual([4, 0, 0, 0]);
    expect(s.score).toBe(4);
  });

  it('E8: merges only equal tiles after compression: [2,0,4,4] left → [2,8,0,0]', () => {
    const s = move(given('2 0 4 4\n0 0 0 0\n0 0 0 0\n0 0 0 0', [sp(3, 3, 2)]), 'left');
    expect(rows(s)[0]).toEqual([2, 8, 0, 0]);
    expect(s.score).toBe(8);
  });
});

describe('summarize', () => {
  it("is the game's record: size, win value, score, best tile, moves and the won flag", () => {
    const start = init({
      board: [
        [8, 8, 0],
        [4, 0, 0],
        [0, 0, 2],
      ],
      winValue: 16,
      spawnScript: [{ row: 2, col: 0, value: 2 }],
    });
    expect(summarize(start)).toStrictEqual({
      size: 3,
      winValue: 16,
      score: 0,
      bestTile: 8,
      moves: 0,
      won: false,
    });
    const won = move(start, 'left');
    expect(summarize(won)).toStrictEqual({
      size: 3,
      winValue: 16,
      score: 16,
      bestTile: 16,
      moves: 1,
      won: true,
    });
  });
});
