/**
 * The fast search's definition, written plainly for the tests: the board as 16 exponents, moves by the engine's
 * rules (a merge of two 32768s keeps a 32768, as the packed board does), the evaluation from `lineScore`, and a
 * transposition table that forgets nothing (a `Map`), one per root move, that answers for a board searched at least
 * as deep. The fast search must give the same values up to floating-point rounding wherever its own table (which
 * can lose an entry to another board in the same slot) does not change which positions are reused.
 */
import { lineScore, lossValue } from '../src/evaluation.ts';

const CUTOFF = 1e-4;

export function cellsOf(lo: number, hi: number): number[] {
  const cells: number[] = [];
  for (let i = 0; i < 16; i++) cells.push(i < 8 ? (lo >>> (4 * i)) & 0xf : (hi >>> (4 * (i - 8))) & 0xf);
  return cells;
}

function key(cells: readonly number[]): string {
  return cells.map((e) => e.toString(16)).join('');
}

/** The board after `direction` (0 up, 1 down, 2 left, 3 right), or null when nothing moves. */
export function moveCells(cells: readonly number[], direction: number): number[] | null {
  const out = [...cells];
  for (let line = 0; line < 4; line++) {
    // The indices of the line, from the side the tiles slide to.
    const idx: number[] = [];
    for (let k = 0; k < 4; k++) {
      if (direction === 0) idx.push(4 * k + line);
      else if (direction === 1) idx.push(4 * (3 - k) + line);
      else if (direction === 2) idx.push(4 * line + k);
      else idx.push(4 * line + 3 - k);
    }
    const tiles = idx.map((i) => cells[i] as number).filter((e) => e !== 0);
    const merged: number[] = [];
    for (let k = 0; k < tiles.length; k++) {
      const e = tiles[k] as number;
      if (k + 1 < tiles.length && tiles[k + 1] === e) {
        merged.push(Math.min(e + 1, 15));
        k++;
      } else merged.push(e);
    }
    idx.forEach((i, k) => (out[i] = merged[k] ?? 0));
  }
  return out.every((e, i) => e === cells[i]) ? null : out;
}

export function evaluateCells(cells: readonly number[]): number {
  let rows = 0;
  let columns = 0;
  for (let line = 0; line < 4; line++) rows += lineScore(cells, 4 * line, 1, 4);
  for (let line = 0; line < 4; line++) columns += lineScore(cells, line, 4, 4);
  return rows + columns;
}

export interface DefinitionResult {
  readonly values: number[];
  /** Max nodes visited (searched or evaluated), for comparing the work of two searches. */
  readonly maxNodes: number;
}

/** Each direction's value at `depth` (NaN when not legal), by the definition. */
export function searchByDefinition(lo: number, hi: number, depth: number): DefinitionResult {
  let maxNodes = 0;
  let table = new Map<string, { depth: number; value: number }>();

  function maxNode(cells: number[], d: number, probability: number): number {
    maxNodes++;
    let best = -Infinity;
    for (let direction = 0; direction < 4; direction++) {
      const after = moveCells(cells, direction);
      if (after === null) continue;
      const value = chanceNode(after, d - 1, probability);
      if (value > best) best = value;
    }
    return best === -Infinity ? lossValue(evaluateCells(cells)) : best;
  }

  function chanceNode(cells: number[], d: number, probability: number): number {
    if (d === 0 || probability < CUTOFF) return evaluateCells(cells);
    const k = key(cells);
    const known = table.get(k);
    if (known !== undefined && known.depth >= d) return known.value;
    const empty = cells.filter((e) => e === 0).length;
    let sum = 0;
    for (let i = 0; i < 16; i++) {
      if (cells[i] !== 0) continue;
      const two = [...cells];
      two[i] = 1;
      const four = [...cells];
      four[i] = 2;
      sum +=
        0.9 * maxNode(two, d, (probability * 0.9) / empty) +
        0.1 * maxNode(four, d, (probability * 0.1) / empty);
    }
    const value = sum / empty;
    table.set(k, { depth: d, value });
    return value;
  }

  const cells = cellsOf(lo, hi);
  const values: number[] = [];
  for (let direction = 0; direction < 4; direction++) {
    const after = moveCells(cells, direction);
    table = new Map();
    values.push(after === null ? NaN : chanceNode(after, depth - 1, 1));
  }
  return { values, maxNodes };
}
