/**
 * The invariants of the test plan (§7.4 and §20), checked on one move against an independent reference model of
 * the rule (compress, merge from the side of motion, compress — written naively on rows of rows).
 * Each check returns the list of violations it found (empty when all hold), so the fuzzer can count them.
 */
import { nextFloat, nextInt } from '@pastime/random';
import { canMove, DIRECTIONS, legalMoves, redo, undo } from '../../src/index.ts';
import type { Direction, GameState, Position, RandomState, Spawn, Tile } from '../../src/index.ts';

export interface ReferenceMove {
  board: number[][];
  gained: number;
  merges: number;
  created: number[];
}

/** The cell of line `line`, `k` steps from the side of motion. */
function cellOf(n: number, direction: Direction, line: number, k: number): [number, number] {
  if (direction === 'left') return [line, k];
  if (direction === 'right') return [line, n - 1 - k];
  if (direction === 'up') return [k, line];
  return [n - 1 - k, line];
}

/** The tiles of line `line`, read from the side of motion, gaps left out (the first compression). */
function compressedLine(board: readonly (readonly number[])[], direction: Direction, line: number): number[] {
  const n = board.length;
  const tiles: number[] = [];
  for (let k = 0; k < n; k++) {
    const [r, c] = cellOf(n, direction, line, k);
    const v = board[r]?.[c] ?? 0;
    if (v !== 0) tiles.push(v);
  }
  return tiles;
}

/** The move rule, the obvious way: per line, compress, merge pairs from the side of motion, compress. */
export function referenceMove(board: readonly (readonly number[])[], direction: Direction): ReferenceMove {
  const n = board.length;
  const out = board.map((row) => [...row]);
  let gained = 0;
  let merges = 0;
  const created: number[] = [];
  for (let line = 0; line < n; line++) {
    const compressed = compressedLine(board, direction, line);
    const merged: number[] = [];
    for (let i = 0; i < compressed.length; i++) {
      const v = compressed[i] ?? 0;
      if (i + 1 < compressed.length && compressed[i + 1] === v) {
        merged.push(2 * v);
        created.push(2 * v);
        gained += 2 * v;
        merges++;
        i++;
      } else {
        merged.push(v);
      }
    }
    for (let k = 0; k < n; k++) {
      const [r, c] = cellOf(n, direction, line, k);
      (out[r] as number[])[c] = merged[k] ?? 0;
    }
  }
  return { board: out, gained, merges, created };
}

/** True when the reference rule changes the board in this direction. */
export function referenceChanges(board: readonly (readonly number[])[], direction: Direction): boolean {
  return !sameBoard(referenceMove(board, direction).board, board);
}

function sameBoard(a: readonly (readonly number[])[], b: readonly (readonly number[])[]): boolean {
  return (
    a.length === b.length &&
    a.every((row, r) => row.length === b[r]?.length && row.every((v, c) => v === b[r]?.[c]))
  );
}

function flat(board: readonly (readonly number[])[]): number[] {
  const out: number[] = [];
  for (const row of board) for (const v of row) out.push(v);
  return out;
}

function isPowerOfTwoOrZero(v: number): boolean {
  if (v === 0) return true;
  // Halve down to 1: exact for doubles, and independent of the engine's own check.
  let x = v;
  while (x > 1 && x % 2 === 0) x /= 2;
  return x === 1 && v >= 2;
}

function sameWords(a: RandomState, b: RandomState): boolean {
  return a.every((word, i) => word === b[i]);
}

/** The parts of a state undo/redo must restore exactly. */
export function sameGame(a: GameState, b: GameState): boolean {
  return (
    sameBoard(a.board, b.board) &&
    a.score === b.score &&
    a.status === b.status &&
    a.won === b.won &&
    a.moves === b.moves &&
    sameWords(a.random, b.random) &&
    (a.spawnScript?.length ?? -1) === (b.spawnScript?.length ?? -1)
  );
}

function count(cells: readonly number[]): number {
  let n = 0;
  for (const c of cells) if (c !== 0) n++;
  return n;
}

/** Exact sum (tiles may go past 2^53, where adding numbers rounds). */
function sum(cells: readonly number[]): bigint {
  let total = 0n;
  for (const c of cells) total += BigInt(c);
  return total;
}

function sameMultiset(a: number[], b: number[]): boolean {
  if (a.length !== b.length) return false;
  const x = Float64Array.from(a).sort();
  const y = Float64Array.from(b).sort();
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  return true;
}

/** Checks that hold for every state, whatever made it. */
export function checkState(s: GameState): string[] {
  const v: string[] = [];
  const n = s.size;
  if (s.board.length !== n || s.board.some((row) => row.length !== n)) v.push(`board is not ${n}×${n}`);
  const cells = flat(s.board);
  for (const c of cells)
    if (!isPowerOfTwoOrZero(c)) v.push(`cell value ${c} is neither 0 nor a power of two`);
  let best = 0;
  for (const c of cells) if (c > best) best = c;
  if (s.bestTile !== best) v.push(`bestTile ${s.bestTile} ≠ ${best}`);
  const won = best >= s.winValue;
  if (s.won !== won) v.push(`won flag ${s.won} but best tile ${best} vs win value ${s.winValue}`);
  const legal = legalMoves(s);
  const changing: Direction[] = [];
  for (const d of DIRECTIONS) if (referenceChanges(s.board, d)) changing.push(d);
  if (canMove(s) !== legal.length > 0) v.push('canMove disagrees with legalMoves');
  switch (s.status) {
    case 'won':
      if (!won || !s.stopOnWin) v.push('status won without a win tile and stopOnWin');
      if (legal.length !== 0) v.push('legal moves while won');
      break;
    case 'lost':
      if (changing.length !== 0) v.push(`status lost but ${changing.join(',')} change the board`);
      break;
    case 'won-continue':
    case 'playing':
      if ((s.status === 'won-continue') !== won) v.push(`status ${s.status} but won is ${won}`);
      if (changing.length === 0) v.push(`status ${s.status} but no move changes the board (should be lost)`);
      if (legal.join() !== changing.join())
        v.push(`legalMoves ${legal.join()} ≠ changing moves ${changing.join()}`);
      break;
  }
  const ids = s.tiles.map((t) => t.id);
  if (new Set(ids).size !== ids.length) v.push('tile ids are not unique');
  if (s.tiles.length !== cells.filter((x) => x !== 0).length) v.push('tiles do not match the board');
  for (const t of s.tiles)
    if (s.board[t.row]?.[t.col] !== t.value) v.push(`tile ${t.id} is not where the board says`);
  return v;
}

/** Checks one call `next = move(prev, direction)`. */
export function checkMove(prev: GameState, direction: Direction, next: GameState): string[] {
  const v: string[] = [];
  const ref = referenceMove(prev.board, direction);
  const terminal = prev.status === 'won' || prev.status === 'lost';
  const changes = !terminal && !sameBoard(ref.board, prev.board);
  if (!changes) {
    if (next !== prev) v.push(`a no-op ${direction} did not return the same object`);
    return v;
  }
  if (next === prev) {
    v.push(`${direction} changes the board but returned the same object`);
    return v;
  }
  const last = next.lastMove;
  if (last === null) return [...v, 'a move left no lastMove'];
  if (last.direction !== direction) v.push('lastMove.direction is wrong');
  if (last.merges !== ref.merges) v.push(`merges ${last.merges} ≠ ${ref.merges}`);
  if (last.scoreGained !== ref.gained) v.push(`scoreGained ${last.scoreGained} ≠ ${ref.gained}`);
  if (next.score !== prev.score + ref.gained) v.push(`score ${next.score} ≠ ${prev.score} + ${ref.gained}`);
  if (next.moves !== prev.moves + 1) v.push('moves did not grow by one');

  const winsNow = !prev.won && ref.created.some((c) => c >= prev.winValue);
  const spawn = last.spawn;
  const expected = ref.board.map((row) => [...row]);
  if (spawn === null) {
    if (!(winsNow && prev.stopOnWin)) v.push('no spawn, yet this is not a winning move with stopOnWin');
  } else {
    if (winsNow && prev.stopOnWin) v.push('a winning move with stopOnWin spawned');
    if (spawn.value !== 2 && spawn.value !== 4) v.push(`spawned a ${spawn.value}`);
    if (expected[spawn.row]?.[spawn.col] !== 0) v.push('spawned on a tile');
    else (expected[spawn.row] as number[])[spawn.col] = spawn.value;
  }
  if (!sameBoard(next.board, expected)) v.push(`board after ${direction} differs from the reference`);
  const spawned = spawn === null ? 0 : 1;
  const before = flat(prev.board);
  const after = flat(next.board);
  if (count(after) !== count(before) - ref.merges + spawned) v.push('tile count ≠ before − merges + spawn');
  if (sum(after) !== sum(before) + BigInt(spawn?.value ?? 0)) v.push('tile sum ≠ before + spawn');
  if (after.length - count(after) !== before.length - count(before) - spawned + ref.merges) {
    v.push('empty cells ≠ before − spawn + merges');
  }
  // §20.1: the multiset after the move (without the spawn) is the multiset before with each merged pair replaced.
  const expectedMultiset = before.filter((x) => x !== 0);
  for (const c of ref.created) {
    for (let k = 0; k < 2; k++) expectedMultiset.splice(expectedMultiset.indexOf(c / 2), 1);
    expectedMultiset.push(c);
  }
  const actualMultiset = after.filter((x) => x !== 0);
  if (spawn !== null) actualMultiset.splice(actualMultiset.indexOf(spawn.value), 1);
  if (!sameMultiset(actualMultiset, expectedMultiset)) v.push('multiset of tiles is not the merged multiset');

  v.push(...checkSpawnSource(prev, ref.board, next));
  v.push(...checkTiles(prev, direction, next));
  v.push(...checkState(next));
  // checkState ties lost, won-continue and playing to the board; only the move itself decides on won.
  if ((next.status === 'won') !== (spawn === null)) {
    v.push(`status ${next.status} after a move that ${spawn === null ? 'spawned nothing' : 'spawned'}`);
  }

  if (next.stopOnWin !== prev.stopOnWin || next.winValue !== prev.winValue) v.push('config changed');
  if (prev.config.history) {
    if (next.undoDepth !== prev.undoDepth + 1 || next.redoDepth !== 0)
      v.push('history stacks wrong after a move');
    const back = undo(next);
    if (!sameGame(back, prev)) v.push('undo did not restore the previous state exactly');
    if (!sameGame(redo(back), next)) v.push('redo after undo did not restore the state exactly');
  } else if (next.undoDepth !== 0 || next.redoDepth !== 0) {
    v.push('history kept although history is off');
  }
  return v;
}

/**
 * The spawn is the script's next entry, or else the draw from the previous state's generator: a float below 0.1
 * makes a 4 (else a 2), then an integer below the number of empty cells picks one in reading order. The generator
 * and the script advance by exactly that draw; a move without a spawn leaves both alone.
 */
function checkSpawnSource(prev: GameState, slid: readonly (readonly number[])[], next: GameState): string[] {
  const v: string[] = [];
  const spawn = next.lastMove?.spawn ?? null;
  const script = prev.spawnScript;
  let expected: Spawn | undefined;
  let random = prev.random;
  let rest = script;
  if (spawn !== null && script !== null) {
    expected = script[0];
    rest = script.slice(1);
  } else if (spawn !== null) {
    const empties: Position[] = [];
    slid.forEach((row, r) => row.forEach((c, col) => c === 0 && empties.push({ row: r, col })));
    const valueDraw = nextFloat(prev.random);
    const cellDraw = nextInt(valueDraw.state, empties.length);
    const cell = empties[cellDraw.value];
    expected = cell === undefined ? undefined : { ...cell, value: valueDraw.value < 0.1 ? 4 : 2 };
    random = cellDraw.state;
  }
  if (spawn !== null && JSON.stringify(spawn) !== JSON.stringify(expected)) {
    v.push(
      `spawned ${JSON.stringify(spawn)}, but the ${script === null ? 'generator' : 'script'} gives ${JSON.stringify(expected)}`,
    );
  }
  if (!sameWords(next.random, random)) v.push("the generator did not advance by exactly the spawn's draw");
  if (JSON.stringify(next.spawnScript) !== JSON.stringify(rest))
    v.push('the spawn script did not advance by exactly the spawn');
  return v;
}

/** True when a tile moving from `from` to `to` went along the line, in the direction of the move. */
function along(direction: Direction, from: Position, to: Position): boolean {
  if (direction === 'left') return from.row === to.row && to.col <= from.col;
  if (direction === 'right') return from.row === to.row && to.col >= from.col;
  if (direction === 'up') return from.col === to.col && to.row <= from.row;
  return from.col === to.col && to.row >= from.row;
}

/** Every tile before the move is accounted for exactly once: slid (same id) or merged (at most once). */
function checkTiles(prev: GameState, direction: Direction, next: GameState): string[] {
  const v: string[] = [];
  const before = new Map<number, Tile>();
  for (const t of prev.tiles) before.set(t.id, t);
  const seen = new Set<number>();
  const account = (id: number, value: number, from: Position, to: Position): void => {
    const old = before.get(id);
    if (old === undefined) v.push(`tile ${id} claims to come from a tile that did not exist`);
    else if (old.value !== value || old.row !== from.row || old.col !== from.col)
      v.push(`tile ${id} misreports its origin`);
    if (seen.has(id)) v.push(`tile ${id} was used twice (merged more than once?)`);
    seen.add(id);
    if (!along(direction, from, to)) v.push(`tile ${id} moved against ${direction}`);
  };
  let spawnedTiles = 0;
  for (const t of next.tiles) {
    if (t.spawned) {
      spawnedTiles++;
      if (t.previousPosition !== null || t.mergedFrom !== null || before.has(t.id))
        v.push('a spawned tile has a past');
    } else if (t.mergedFrom !== null) {
      const [a, b] = t.mergedFrom;
      if (a.value !== b.value || t.value !== a.value * 2)
        v.push(`merged tile ${t.id} is not the sum of two equal tiles`);
      if (before.has(t.id)) v.push(`merged tile ${t.id} reuses an old id`);
      account(a.id, a.value, a.previousPosition, t);
      account(b.id, b.value, b.previousPosition, t);
    } else if (t.previousPosition === null) {
      v.push(`tile ${t.id} has no origin`);
    } else {
      account(t.id, t.value, t.previousPosition, t);
    }
  }
  if (seen.size !== before.size) v.push(`${before.size - seen.size} tiles vanished`);
  if (spawnedTiles !== (next.lastMove?.spawn === null ? 0 : 1)) v.push('spawned flags wrong');
  return v;
}
