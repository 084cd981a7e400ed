/** Purity: the engine never writes into what it is given, and a state cannot be changed through what it exposes. */
import { describe, expect, it } from 'vitest';
import { deserialize, init, keepGoing, move, redo, serialize, undo } from '../src/index.ts';
import type { GameConfig, GameState } from '../src/index.ts';
import { grid, sp } from './support/boards.ts';

/** Freezes `value` and everything reachable from it (states share their history, hence `seen`). */
function deepFreeze<T>(value: T, seen = new WeakSet<object>()): T {
  if (typeof value === 'object' && value !== null && !seen.has(value)) {
    seen.add(value);
    for (const inner of Object.values(value)) deepFreeze(inner, seen);
    Object.freeze(value);
  }
  return value;
}

/** Every view of a state the API exposes. */
function views(s: GameState): unknown[] {
  return [s.board, s.tiles, s.lastMove, s.random, s.spawnScript, s.config];
}

describe('purity', () => {
  it('init reads a frozen configuration without writing into it, and keeps no reference to its arrays', () => {
    const board = grid('2 2 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0');
    const spawnScript = [sp(3, 3, 2), sp(0, 3, 4)];
    const config: GameConfig = deepFreeze({ board, spawnScript, score: 8 });
    const s = move(init(config), 'left');
    expect(s.board).toEqual(grid('4 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 2'));

    const open = { board: grid('2 2 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0'), spawnScript: [sp(3, 3, 2)] };
    const t = init(open);
    (open.board[0] as number[])[0] = 1024;
    open.spawnScript[0] = sp(0, 0, 4);
    expect(t.board[0]).toEqual([2, 2, 0, 0]);
    expect(t.spawnScript).toEqual([sp(3, 3, 2)]);
  });

  it('no function writes into the state it is given (every state deep-frozen by the caller)', () => {
    let s: GameState = init({ seed: 'frozen', size: 3, stopOnWin: true, winValue: 16 });
    for (let i = 0; i < 200 && s.status !== 'lost'; i++) {
      deepFreeze(s);
      for (const v of views(s)) deepFreeze(v);
      const text = serialize(s);
      const next =
        s.status === 'won'
          ? keepGoing(s)
          : move(s, (['left', 'up', 'right', 'down'] as const)[i % 4] ?? 'up');
      expect(serialize(s)).toBe(text);
      expect(serialize(redo(undo(next)))).toBe(serialize(next));
      s = next;
    }
    expect(deserialize(serialize(s)).board).toEqual(s.board);
  });

  it('a state and everything it exposes is frozen', () => {
    const s = move(init({ seed: 'views', spawnScript: [sp(0, 0, 2), sp(3, 3, 2), sp(1, 1, 4)] }), 'right');
    expect(Object.isFrozen(s)).toBe(true);
    expect(() => {
      (s as { score: number }).score = 10 ** 6;
    }).toThrow(TypeError);
    for (const view of views(s)) expect(Object.isFrozen(view)).toBe(true);
    for (const row of s.board) expect(Object.isFrozen(row)).toBe(true);
    for (const tile of s.tiles) expect(Object.isFrozen(tile)).toBe(true);
    expect(() => {
      (s.random as unknown as number[])[0] = 0;
    }).toThrow(TypeError);
    expect(() => {
      (s.spawnScript as unknown as unknown[]).pop();
    }).toThrow(TypeError);
  });

  it('the random generator cannot be changed through the state: the future spawns stay the same', () => {
    const s = init({ seed: 'future' });
    const expected = serialize(move(move(s, 'left'), 'up'));
    try {
      (s.random as unknown as number[]).fill(0);
    } catch {
      // Frozen: the write is refused, which is the point.
    }
    expect(serialize(move(move(s, 'left'), 'up'))).toBe(expected);
  });

  it('lazily built views are the same object on every read, and reading them changes nothing observable', () => {
    const make = (): GameState =>
      move(init({ seed: 'lazy', spawnScript: [sp(0, 0, 2), sp(0, 1, 2), sp(3, 3, 2)] }), 'down');
    const read = make();
    const unread = make();
    const first = views(read);
    expect(views(read)).toEqual(first);
    views(read).forEach((view, i) => expect(view).toBe(first[i]));
    expect(read).toEqual(unread);
    expect(JSON.stringify(read)).toBe(JSON.stringify(unread));
    expect(Object.keys(read)).toEqual(Object.keys(unread));
  });
});
