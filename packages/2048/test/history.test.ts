/** Test plan §12 (UDO1–UDO5), and undo/redo around winning and keep going. */
import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, init, keepGoing, move, redo, serialize, undo } from '../src/index.ts';
import type { GameState } from '../src/index.ts';
import { given, grid, rows, sp } from './support/boards.ts';
import { facts } from './support/facts.ts';

describe('undo and redo', () => {
  it('UDO1: undo after one move restores board, score and status; the redo stack holds one state', () => {
    const start = given('2 2 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0', [sp(3, 3, 2)]);
    const moved = move(start, 'left');
    const back = undo(moved);
    expect(rows(back)).toEqual(rows(start));
    expect(back.score).toBe(start.score);
    expect(back.status).toBe(start.status);
    expect(back.redoDepth).toBe(1);
    expect(canRedo(back)).toBe(true);
    expect(canUndo(back)).toBe(false);
    expect(facts(back)).toEqual({ ...facts(start), redoDepth: 1 });
  });

  it('UDO2: redo after undo gives the post-move state back; the undo stack is restored', () => {
    const start = given('2 2 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0', [sp(3, 3, 2)]);
    const moved = move(start, 'left');
    const again = redo(undo(moved));
    expect(facts(again)).toEqual(facts(moved));
    expect(again.undoDepth).toBe(1);
    expect(again.redoDepth).toBe(0);
    expect(serialize(again)).toBe(serialize(moved));
  });

  it('UDO3: a no-op leaves both stacks alone', () => {
    const start = given('2 2 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0', [sp(0, 1, 4), sp(3, 3, 2)]);
    const moved = undo(move(move(start, 'left'), 'right'));
    expect(rows(moved)).toEqual(grid('4 4 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0'));
    expect([moved.undoDepth, moved.redoDepth]).toEqual([1, 1]);
    const noop = move(moved, 'up');
    expect(noop).toBe(moved);
    expect([noop.undoDepth, noop.redoDepth]).toEqual([1, 1]);
  });

  it('UDO4: a new move clears the redo stack', () => {
    const start = given('2 2 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0', [sp(3, 3, 2), sp(0, 0, 2)]);
    const back = undo(move(start, 'left'));
    expect(back.redoDepth).toBe(1);
    const other = move(back, 'right');
    expect(other.redoDepth).toBe(0);
    expect(canRedo(other)).toBe(false);
  });

  it('UDO5: undo reverts the spawned tile, the score and the generator exactly', () => {
    const start = init({ seed: 'udo5' });
    let s: GameState = start;
    for (const d of ['left', 'up', 'right', 'down', 'left', 'up'] as const) s = move(s, d);
    const moved = move(s, 'left') === s ? move(s, 'right') : move(s, 'left');
    const back = undo(moved);
    expect(facts(back)).toEqual({ ...facts(s), redoDepth: 1 });
    expect(back.random).toEqual(s.random);
    // The same move again spawns exactly the same tile.
    expect(rows(move(back, moved.lastMove?.direction ?? 'left'))).toEqual(rows(moved));
  });

  it('undo restores the spawn script cursor; redo moves it forward again', () => {
    const start = given('2 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0', [sp(3, 3, 2), sp(3, 0, 4)]);
    const a = move(start, 'right');
    expect(a.spawnScript).toEqual([sp(3, 0, 4)]);
    const back = undo(a);
    expect(back.spawnScript).toEqual([sp(3, 3, 2), sp(3, 0, 4)]);
    expect(redo(back).spawnScript).toEqual([sp(3, 0, 4)]);
  });

  it('undo after redo after undo is exact, many moves deep', () => {
    let s: GameState = init({ seed: 'deep', size: 3 });
    const seen: GameState[] = [s];
    for (let i = 0; i < 200 && s.status === 'playing'; i++) {
      const next = move(s, (['left', 'up', 'right', 'down'] as const)[i % 4] ?? 'left');
      if (next !== s) seen.push(next);
      s = next;
    }
    let walk = s;
    for (let i = seen.length - 1; i > 0; i--) {
      walk = undo(redo(undo(walk)));
      expect(facts(walk)).toEqual({ ...facts(seen[i - 1] as GameState), redoDepth: seen.length - i });
    }
    expect(undo(walk)).toBe(walk);
    for (let i = 1; i < seen.length; i++) walk = redo(walk);
    expect(facts(walk)).toEqual(facts(s));
    expect(redo(walk)).toBe(walk);
  });

  it('with history off there is nothing to undo or redo', () => {
    const start = given('2 2 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0', [sp(3, 3, 2)], { history: false });
    const moved = move(start, 'left');
    expect(moved.undoDepth).toBe(0);
    expect(canUndo(moved)).toBe(false);
    expect(undo(moved)).toBe(moved);
    expect(redo(moved)).toBe(moved);
  });

  it('undo and redo carry no move description, except redo which replays the move it redoes', () => {
    const start = given('2 2 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0', [sp(3, 3, 2)]);
    const moved = move(start, 'left');
    const back = undo(moved);
    expect(back.lastMove).toBeNull();
    expect(back.tiles.every((t) => t.previousPosition === null && t.mergedFrom === null)).toBe(true);
    const again = redo(back);
    expect(again.lastMove).toEqual(moved.lastMove);
    expect(again.tiles).toEqual(moved.tiles);
  });

  it('every redo describes its move again, however many undos came before', () => {
    const states: GameState[] = [init({ seed: 'redo-all', size: 3 })];
    for (const d of ['left', 'up', 'right', 'down', 'left', 'up'] as const) {
      const last = states[states.length - 1] as GameState;
      const next = move(last, d);
      if (next !== last) states.push(next);
    }
    let s = states[states.length - 1] as GameState;
    for (let i = 1; i < states.length; i++) {
      s = undo(s);
      expect(s.lastMove).toBeNull();
      expect(s.tiles.some((t) => t.spawned || t.previousPosition !== null)).toBe(false);
    }
    for (const original of states.slice(1)) {
      s = redo(s);
      expect(s.lastMove).not.toBeNull();
      expect(s.lastMove).toEqual(original.lastMove);
      expect(s.tiles).toEqual(original.tiles);
    }
  });
});

describe('winning, keep going, and undo/redo across them', () => {
  const winBoard = '1024 1024 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0';

  it('won → keepGoing → won-continue with no spawn, then play continues with spawns', () => {
    const start = given(winBoard, [sp(3, 3, 2), sp(0, 3, 4)]);
    const won = move(start, 'left');
    expect(won.status).toBe('won');
    expect(move(won, 'right')).toBe(won);
    const going = keepGoing(won);
    expect(going.status).toBe('won-continue');
    expect(going.won).toBe(true);
    expect(rows(going)).toEqual(rows(won));
    expect(going.spawnScript).toEqual(won.spawnScript);
    expect(going.score).toBe(won.score);
    expect(going.moves).toBe(won.moves);
    expect(going.lastMove).toBeNull();
    const next = move(going, 'right');
    expect(rows(next)).toEqual(grid('0 0 0 2048\n0 0 0 0\n0 0 0 0\n0 0 0 2'));
    expect(next.status).toBe('won-continue');
  });

  it('a starting board that already holds the win value goes on playing: only a move announces a win', () => {
    // SPEC-NOTES: won means a tile ≥ winValue exists after a move; a given board was not reached by a move, so
    // there is nothing to announce (this is what lets C22 play from its board with the default configuration).
    const board = '2048 2 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0';
    for (const stopOnWin of [true, false]) {
      const s = given(board, [sp(3, 3, 2)], { stopOnWin });
      expect(s.status).toBe('won-continue');
      expect(s.won).toBe(true);
      const next = move(s, 'right');
      expect(rows(next)).toEqual(grid('0 0 2048 2\n0 0 0 0\n0 0 0 0\n0 0 0 2'));
      expect(next.status).toBe('won-continue');
      expect(keepGoing(s)).toBe(s);
    }
    // Won and locked: lost from the start, and still won.
    for (const stopOnWin of [true, false]) {
      const locked = given('2048 4 2 4\n4 2 4 2\n2 4 2 4\n4 2 4 2', [], { stopOnWin });
      expect(locked.status).toBe('lost');
      expect(locked.won).toBe(true);
    }
  });

  it('keepGoing is a no-op on any state but won', () => {
    const playing = given(winBoard, [sp(3, 3, 2)]);
    expect(keepGoing(playing)).toBe(playing);
    const going = keepGoing(move(playing, 'left'));
    expect(keepGoing(going)).toBe(going);
    const lost = given('2 4 2 4\n4 2 4 2\n2 4 2 4\n4 2 4 2');
    expect(keepGoing(lost)).toBe(lost);
  });

  it('keepGoing keeps the undo/redo stacks: undo goes back before the winning move, redo returns to it', () => {
    const start = given(winBoard, [sp(3, 3, 2), sp(0, 3, 4)]);
    const won = move(start, 'left');
    const going = keepGoing(won);
    expect(going.undoDepth).toBe(1);
    const before = undo(going);
    expect(facts(before)).toEqual({ ...facts(start), redoDepth: 1 });
    expect(before.won).toBe(false);
    const after = redo(before);
    expect(after.status).toBe('won-continue');
    expect(rows(after)).toEqual(rows(won));

    // Undo from a move made after keeping going comes back to won-continue, not to the announcement.
    const next = move(going, 'down');
    const back = undo(next);
    expect(back.status).toBe('won-continue');
    expect(facts(back)).toEqual({ ...facts(going), redoDepth: 1 });
    expect(facts(redo(back))).toEqual(facts(next));
  });

  it('undo of the winning move itself, then redo, announces the win again', () => {
    const start = given(winBoard, [sp(3, 3, 2)]);
    const won = move(start, 'left');
    const back = undo(won);
    expect(back.status).toBe('playing');
    expect(redo(back).status).toBe('won');
    // Winning again by the same move from the restored state announces again too.
    expect(move(back, 'left').status).toBe('won');
  });

  it('a win is announced once: reaching the win value again does not stop play again', () => {
    const start = given('1024 1024 0 0\n1024 1024 0 0\n0 0 0 0\n0 0 0 0', [sp(3, 3, 2), sp(3, 2, 2)]);
    const won = move(start, 'left');
    expect(won.status).toBe('won');
    expect(rows(won)).toEqual(grid('2048 0 0 0\n2048 0 0 0\n0 0 0 0\n0 0 0 0'));
    const going = keepGoing(won);
    const merged = move(going, 'up');
    expect(rows(merged)).toEqual(grid('4096 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 2'));
    expect(merged.status).toBe('won-continue');
  });

  it('a game that has won and then runs out of moves is lost and keeps its won flag', () => {
    const before = '8 2 4 2\n2 4 2 4\n4 2 4 2\n0 2 4 2';
    const after = grid('8 2 4 2\n2 4 2 4\n4 2 4 2\n2 4 2 4');
    // With stopOnWin off: won-continue until the board locks.
    const start = given(before, [sp(3, 3, 4)], { winValue: 8, stopOnWin: false });
    expect(start.status).toBe('won-continue');
    const end = move(start, 'left');
    expect(rows(end)).toEqual(after);
    expect(end.status).toBe('lost');
    expect(end.won).toBe(true);
    // With stopOnWin on: the winning move stops the game (no spawn), keep going, then a move locks the board.
    const stopped = given('64 64 2 4\n2 4 8 16\n4 8 16 2\n8 16 2 4', [sp(0, 0, 4)], { winValue: 128 });
    expect(stopped.status).toBe('playing');
    const won = move(stopped, 'left');
    expect(rows(won)).toEqual(grid('128 2 4 0\n2 4 8 16\n4 8 16 2\n8 16 2 4'));
    expect(won.status).toBe('won');
    expect(move(won, 'right')).toBe(won);
    const lost = move(keepGoing(won), 'right');
    expect(rows(lost)).toEqual(grid('4 128 2 4\n2 4 8 16\n4 8 16 2\n8 16 2 4'));
    expect(lost.status).toBe('lost');
    expect(lost.won).toBe(true);
    // Undo brings the game back to won-continue.
    expect(undo(lost).status).toBe('won-continue');
  });
});
